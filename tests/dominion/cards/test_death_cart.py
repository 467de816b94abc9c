"""Death Cart (Dark Ages), $4 Action - Looter: "+$5. You may trash an Action card from your hand.
If you don't, trash this. When you gain this, gain 2 Ruins." (FAQ: with no Action in hand it
trashes itself; if it already left play, nothing is trashed.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Death Cart", "Village", "Throne Room", "Workshop"]
RUINS = ["Survivors", "Ruined Market", "Abandoned Mine"]


def test_card_data() -> None:
    card = card_named("Death Cart")
    assert (card.cost, card.type_line) == (4, "Action - Looter")


def test_trash_an_action_from_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Death Cart", "Village", "Copper"]})
    s = act(s, "play Death Cart")
    assert choices(s) == ("trash Village", "no")
    s = act(s, "trash Village")
    assert names(s.trash) == ["Village"]
    assert s.player(0).coins == 5
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Death Cart"]}


def test_otherwise_it_trashes_itself() -> None:
    s = scenario(KINGDOM, hands={0: ["Death Cart", "Village"]})
    s = act(s, "play Death Cart")
    s = act(s, "no")
    assert names(s.trash) == ["Death Cart"] and s.player(0).coins == 5
    s = scenario(KINGDOM, hands={0: ["Death Cart", "Copper"]})
    s = act(s, "play Death Cart")  # no Action in hand: nothing to ask
    assert names(s.trash) == ["Death Cart"]
    assert zones(s, 0) == {"hand": ["Copper"]}


def test_gaining_it_gains_two_ruins() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, supply={"Ruins": RUINS})
    s = act(s, "play Workshop")
    s = act(s, "gain Death Cart")
    assert zones(s, 0) == {"discard": ["Ruined Market", "Survivors", "Death Cart"],
                           "in_play": ["Workshop"]}
    assert s.supply_count("Ruins") == 1


def test_throne_room_trashes_it_once_then_gives_5_more() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Death Cart"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Death Cart")
    assert names(s.trash) == ["Death Cart"]
    assert s.player(0).coins == 10
