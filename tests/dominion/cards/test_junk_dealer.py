"""Junk Dealer (Dark Ages), $5 Action: "+1 Card. +1 Action. +$1. Trash a card from your hand."
(The trashing is not optional; with an empty hand nothing is trashed.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Junk Dealer", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Junk Dealer")
    assert (card.cost, card.type_line) == (5, "Action")


def test_draws_then_trashes_a_card_of_the_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Junk Dealer", "Copper", "Estate"]}, decks={0: ["Gold"]})
    s = act(s, "play Junk Dealer")
    assert choices(s) == ("trash Copper", "trash Estate", "trash Gold")
    s = act(s, "trash Estate")
    assert names(s.trash) == ["Estate"]
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "in_play": ["Junk Dealer"]}
    assert (s.player(0).coins, s.player(0).actions) == (1, 1)


def test_with_nothing_to_trash() -> None:
    s = scenario(KINGDOM, hands={0: ["Junk Dealer"]})
    s = act(s, "play Junk Dealer")
    assert names(s.trash) == [] and s.player(0).coins == 1
    assert zones(s, 0) == {"in_play": ["Junk Dealer"]}


def test_throne_room_trashes_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Junk Dealer", "Copper", "Estate"]},
                 decks={0: ["Curse", "Silver"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Junk Dealer")
    s = act(s, "trash Curse")
    s = act(s, "trash Estate")
    assert sorted(names(s.trash)) == ["Curse", "Estate"]
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "in_play": ["Throne Room", "Junk Dealer"]}
    assert (s.player(0).coins, s.player(0).actions) == (2, 2)
