"""Storeroom (Dark Ages), $3 Action: "+1 Buy. Discard any number of cards. +1 Card per card
discarded. Discard any number of cards. +$1 per card discarded the second time." (FAQ: the
second discarding may include cards just drawn.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Storeroom", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Storeroom")
    assert (card.cost, card.type_line) == (3, "Action")


def test_discard_to_draw_then_discard_for_coins() -> None:
    s = scenario(KINGDOM, hands={0: ["Storeroom", "Estate", "Copper", "Curse"]},
                 decks={0: ["Gold", "Silver", "Duchy"]})
    s = act(s, "play Storeroom")
    s = act(s, "discard Curse", "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Gold", "Silver"], "deck": ["Duchy"],
                           "discard": ["Estate", "Curse"], "in_play": ["Storeroom"]}
    assert choices(s) == ("discard Copper", "discard Gold", "discard Silver", "done")
    s = act(s, "discard Copper", "discard Silver")  # Silver was just drawn
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Duchy"],
                           "discard": ["Silver", "Copper", "Estate", "Curse"],
                           "in_play": ["Storeroom"]}
    assert (s.player(0).coins, s.player(0).buys) == (2, 2)


def test_discarding_nothing_both_times() -> None:
    s = scenario(KINGDOM, hands={0: ["Storeroom", "Estate"]}, decks={0: ["Gold"]})
    s = act(s, "play Storeroom")
    s = act(s, "done")
    s = act(s, "done")
    assert zones(s, 0) == {"hand": ["Estate"], "deck": ["Gold"], "in_play": ["Storeroom"]}
    assert (s.player(0).coins, s.player(0).buys) == (0, 2)


def test_throne_room_does_it_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Storeroom", "Estate", "Copper"]},
                 decks={0: ["Gold"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Storeroom")
    s = act(s, "discard Estate")
    s = act(s, "discard Copper", "done")
    s = act(s, "done")
    s = act(s, "discard Gold")
    assert zones(s, 0) == {"discard": ["Gold", "Copper", "Estate"],
                           "in_play": ["Throne Room", "Storeroom"]}
    assert (s.player(0).coins, s.player(0).buys) == (2, 3)
