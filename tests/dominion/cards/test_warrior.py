"""Warrior (Adventures), $4* Action - Attack - Traveller (not in the supply: Page's line): "+2
Cards. For each Traveller you have in play (including this), each other player discards the top
card of their deck and trashes it if it costs $3 or $4. When you discard this from play, you may
exchange it for a Hero."

Official FAQ: "Each player, in turn order, discards the appropriate number of cards from the top
of his deck, trashing the ones costing 3 or 4 Coins. If Warrior is your only Traveller in play,
each other player will only discard and potentially trash one card. If you, for example, have a
Peasant, a Fugitive, and the Warrior in play, each other player would discard and potentially
trash three cards. Cards are only trashed if they cost exactly 3 Coins or exactly 4 Coins. Cards
with Potion in the cost (from Alchemy) do not cost exactly 3 Coins or 4 Coins. ... Champion and
Teacher are not Travellers."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"
KINGDOM = ["Page", TR, "Moat", "Village", "Smithy", "Golem"]
DRAW = ["Copper", "Copper", "Copper"]


def test_card_data() -> None:
    card = card_named("Warrior")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Attack - Traveller",
                                                          "Adventures")
    assert not card.is_kingdom


def test_alone_one_card_each_trashed_at_three_or_four() -> None:
    s = scenario(KINGDOM, hands={0: ["Warrior"], 1: []}, decks={0: DRAW,
                                                               1: ["Village", "Gold"]})
    s = act(s, "play Warrior")
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "deck": ["Copper"],
                           "in_play": ["Warrior"]}
    assert names(s.trash) == ["Village"] and zones(s, 1) == {"deck": ["Gold"]}


def test_other_costs_are_discarded() -> None:
    """$6, $2, $5 and a Potion cost (Golem, $4 and a Potion): discarded, not trashed."""
    for top in ("Gold", "Estate", "Duchy", "Golem"):
        s = scenario(KINGDOM, hands={0: ["Warrior"]}, decks={0: DRAW, 1: [top, "Copper"]})
        s = act(s, "play Warrior")
        assert zones(s, 1) == {"deck": ["Copper"], "discard": [top]} and s.trash == ()


def test_once_per_traveller_in_play() -> None:
    """A Page in play and the Warrior: two cards from each other player's deck."""
    s = scenario(KINGDOM, hands={0: ["Page", "Warrior"]},
                 decks={0: [*DRAW, "Copper"], 1: ["Smithy", "Estate", "Gold"]})
    s = act(act(s, "play Page"), "play Warrior")
    assert names(s.trash) == ["Smithy"]
    assert zones(s, 1) == {"deck": ["Gold"], "discard": ["Estate"]}


def test_champion_is_no_traveller() -> None:
    s = scenario(KINGDOM, hands={0: ["Champion", "Warrior"]},
                 decks={0: DRAW, 1: ["Estate", "Smithy"]})
    s = act(act(s, "play Champion"), "play Warrior")
    assert zones(s, 1) == {"deck": ["Smithy"], "discard": ["Estate"]}


def test_three_players_each_in_turn_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Warrior"]}, players=3,
                 decks={0: DRAW, 1: ["Silver", "Copper"], 2: ["Smithy", "Copper"]})
    s = act(s, "play Warrior")
    assert names(s.trash) == ["Silver", "Smithy"]


def test_moat_blocks_it_two_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Warrior"], 1: ["Moat"]},
                 decks={0: DRAW, 1: ["Village", "Copper"]})
    s = act(s, "play Warrior")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert s.trash == () and zones(s, 1) == {"hand": ["Moat"], "deck": ["Village", "Copper"]}


def test_moat_blocks_it_three_players_only_for_its_owner() -> None:
    s = scenario(KINGDOM, hands={0: ["Warrior"], 1: ["Moat"], 2: []}, players=3,
                 decks={0: DRAW, 1: ["Village"], 2: ["Village"]})
    s = act(act(s, "play Warrior"), "reveal Moat", pid=1)
    assert names(s.trash) == ["Village"]
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Village"]} and zones(s, 2) == {}


def test_exchanged_for_a_hero_or_not() -> None:
    s = scenario(KINGDOM, hands={0: ["Warrior"]}, decks={0: DRAW * 3})
    s = end_turn(act(s, "play Warrior"))
    assert choices(s) == ("exchange Hero", "no")
    yes = act(s, "exchange Hero")
    assert "Hero" in zones(yes, 0)["discard"] and yes.player(0).count("Warrior") == 0
    assert (yes.supply_count("Warrior"), yes.supply_count("Hero")) == (6, 4)
    no = act(s, "no")
    assert "Warrior" in zones(no, 0)["discard"] and no.supply_count("Hero") == 5


def test_throne_room_two_cards_each_time_and_two_attacks() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Warrior"]},
                 decks={0: ["Copper"] * 4, 1: ["Smithy", "Village", "Gold"]})
    s = act(act(s, f"play {TR}"), "play Warrior")
    assert len(s.player(0).hand) == 4
    assert names(s.trash) == ["Smithy", "Village"] and zones(s, 1) == {"deck": ["Gold"]}
