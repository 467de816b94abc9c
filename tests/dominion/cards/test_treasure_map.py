"""Treasure Map (Seaside, 2nd edition): "Trash this and a Treasure Map from your hand. If you trashed
two Treasure Maps, gain 4 Golds onto your deck."

Alone it trashes itself for nothing. Under a Throne Room the first play trashes it and one from hand
(4 Golds); the second play finds it gone and may trash another from hand: only one, no Golds.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, names, zones

TM = "Treasure Map"
TR = "Throne Room"


def test_card_data() -> None:
    """A $4 Action of Seaside."""
    card = card_named(TM)
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Seaside")


def test_two_maps_four_golds_onto_the_deck() -> None:
    s = scenario([TM], hands={0: [TM, TM, "Estate"]}, decks={0: ["Copper"]})
    s = act(s, f"play {TM}")
    assert zones(s, 0) == {"hand": ["Estate"], "deck": ["Gold"] * 4 + ["Copper"]}
    assert names(s.trash) == [TM, TM]
    assert s.supply_count("Gold") == 26


def test_alone_it_trashes_itself() -> None:
    s = act(scenario([TM], hands={0: [TM, "Estate"]}), f"play {TM}")
    assert zones(s, 0) == {"hand": ["Estate"]}
    assert names(s.trash) == [TM]
    assert s.supply_count("Gold") == 30


def test_throne_room_on_treasure_map() -> None:
    s = scenario([TM, TR], hands={0: [TR, TM, TM, TM]})
    s = act(act(s, f"play {TR}"), f"play {TM}")
    assert zones(s, 0) == {"deck": ["Gold"] * 4, "in_play": [TR]}
    assert names(s.trash) == [TM, TM, TM]
    assert s.supply_count("Gold") == 26
