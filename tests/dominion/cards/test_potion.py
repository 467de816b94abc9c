"""Potion (Alchemy's basic Treasure, $4): played, it gives a potion to spend this turn on a cost
with a potion part. It joins the supply (16 cards) when a kingdom card costs a potion."""

from __future__ import annotations

from dgsim.dominion import card_named, cost, scenario
from tests.dominion.helpers import act, choices, names, zones


def test_card_data() -> None:
    """A $4 Treasure worth no coins."""
    card = card_named("Potion")
    assert (card.cost, card.coins, card.type_line, card.potion) == (4, 0, "Treasure", 0)


def test_in_the_supply_only_with_a_potion_cost() -> None:
    """16 Potions with Possession in the kingdom; none without."""
    assert scenario(["Possession"], hands={0: []}).supply_count("Potion") == 16
    assert card_named("Potion") in scenario(["Possession"], hands={0: []}).mode.piles
    assert card_named("Potion") not in scenario(["Village"], hands={0: []}).mode.piles


def test_a_potion_cost_needs_a_potion() -> None:
    """$6 alone does not buy Possession; $6 and a played Potion does, and spends the potion."""
    s = act(scenario(["Possession"], hands={0: ["Gold", "Gold"]}), "play all treasures")
    assert "buy Possession" not in choices(s)
    assert "buy Gold" in choices(s)
    s = scenario(["Possession", "Festival"], hands={0: ["Festival", "Gold", "Gold", "Potion"]})
    s = act(act(s, "play Festival"), "play Potion")
    assert (s.player(0).potions, s.player(0).coins) == (1, 2)
    s = act(s, "play all treasures")
    assert "buy Possession" in choices(s)
    s = act(s, "buy Possession")
    assert names(s.player(0).discard) == ["Possession"]
    assert s.supply_count("Possession") == 9
    assert (s.player(0).potions, s.player(0).coins, s.player(0).buys) == (0, 2, 1)
    assert "buy Possession" not in choices(s)  # the potion is spent


def test_the_coins_must_suffice_too() -> None:
    """A potion and $5: no Possession."""
    s = scenario(["Possession"], hands={0: ["Potion", "Silver", "Silver", "Copper"]})
    s = act(s, "play all treasures")
    assert s.player(0).potions == 1
    assert "buy Possession" not in choices(s)
    assert cost(s, card_named("Possession")) == 6


def test_potions_do_not_last_past_the_turn() -> None:
    """An unspent potion is gone at Clean-up; two Potions give two."""
    s = scenario(["Possession"], hands={0: ["Potion", "Potion"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    assert s.player(0).potions == 2
    s = act(s, "end turn")
    assert s.player(0).potions == 0
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "discard": ["Potion", "Potion"]}
