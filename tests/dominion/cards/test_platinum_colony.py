"""Platinum ($9, "$5") and Colony ($11, 10 VP), the basic cards of Prosperity.

``colonies=True`` in `new_game` and `scenario` adds both piles (12 Platinum; 8 Colonies with 2
players, 12 with more); the Colony pile running out ends the game at the end of that turn."""

from __future__ import annotations

from dgsim.dominion import card_named, new_game, scenario
from tests.dominion.helpers import act, choices

KINGDOM = ["Market", "Village"]


def test_card_data() -> None:
    """Platinum: a $9 Treasure worth $5; Colony: an $11 Victory card worth 10 VP (Prosperity)."""
    plat, colony = card_named("Platinum"), card_named("Colony")
    assert (plat.cost, plat.coins, plat.type_line, plat.set_name) == (9, 5, "Treasure", "Prosperity")
    assert (colony.cost, colony.vp, colony.type_line) == (11, 10, "Victory")


def test_colonies_add_the_piles() -> None:
    """Only with ``colonies=True``: 12 Platinum, 8 or 12 Colonies by player count."""
    plain = scenario(KINGDOM, hands={0: []})
    assert card_named("Colony") not in plain.mode.piles and plain.supply_count("Platinum") == 0
    two = scenario(KINGDOM, hands={0: []}, colonies=True)
    assert (two.supply_count("Platinum"), two.supply_count("Colony")) == (12, 8)
    three = new_game(KINGDOM, players=3, colonies=True, any_kingdom_size=True)
    assert (three.supply_count("Platinum"), three.supply_count("Colony")) == (12, 12)
    assert three.setup()["colonies"] is True
    assert new_game(KINGDOM, any_kingdom_size=True).supply_count("Colony") == 0


def test_platinum_buys_a_colony_worth_ten() -> None:
    """Two Platinums and a Copper: $11 buys a Colony, scored 10 VP (plus nothing else)."""
    s = scenario(KINGDOM, hands={0: ["Platinum", "Platinum", "Copper"]}, colonies=True)
    s = act(s, "play all treasures")
    assert s.player(0).coins == 11 and "buy Colony" in choices(s)
    s = act(s, "buy Colony")
    assert s.supply_count("Colony") == 7
    assert s.scores()[0] == 10


def test_last_colony_ends_the_game_at_the_end_of_the_turn() -> None:
    """One Colony left and two buys: buying it does not end the turn at once; its end ends the game."""
    s = scenario(KINGDOM, hands={0: ["Market", "Platinum", "Platinum", "Gold"]},
                 decks={0: ["Copper"]}, supply={"Colony": 1}, colonies=True)
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "buy Colony")
    assert s.supply_count("Colony") == 0 and not s.phase.is_game_end
    assert s.waiting_for() == 0 and "buy Village" in choices(s)  # $4 and a buy left
    s = act(s, "buy Village")
    assert s.phase.is_game_end and s.winners() == (0,)


def test_without_the_last_colony_the_game_goes_on() -> None:
    """Two Colonies left, one bought: the next player's turn starts."""
    s = scenario(KINGDOM, hands={0: ["Platinum", "Platinum", "Copper"]}, supply={"Colony": 2},
                 colonies=True)
    s = act(act(s, "play all treasures"), "buy Colony")
    assert not s.phase.is_game_end and s.current == 1
