"""Stables (Hinterlands, 2nd edition): "You may discard a Treasure, for +3 Cards and +1 Action."

Not discarding a Treasure: nothing (FAQ). The discard comes before the draw."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Stables", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands."""
    card = card_named("Stables")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands")


def test_discard_a_treasure_to_draw_three() -> None:
    """Discard a Copper: +3 Cards +1 Action."""
    s = scenario(KINGDOM, hands={0: ["Stables", "Copper", "Estate"]},
                 decks={0: ["Gold", "Silver", "Duchy", "Curse"]})
    s = act(s, "play Stables")
    assert choices(s) == ("discard Copper", "no")
    s = act(s, "discard Copper")
    assert zones(s, 0) == {"hand": ["Estate", "Gold", "Silver", "Duchy"], "deck": ["Curse"],
                           "discard": ["Copper"], "in_play": ["Stables"]}
    assert s.player(0).actions == 1


def test_the_discarded_treasure_may_be_drawn_after_a_shuffle() -> None:
    """The Treasure is discarded before drawing: a shuffle for the draw takes it in."""
    s = scenario(KINGDOM, hands={0: ["Stables", "Copper"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Stables"), "discard Copper")
    assert zones(s, 0) == {"hand": ["Gold", "Copper"], "in_play": ["Stables"]}


def test_no() -> None:
    """``no``: no cards, no Action."""
    s = act(act(scenario(KINGDOM, hands={0: ["Stables", "Copper"]}, decks={0: ["Gold"]}),
                "play Stables"), "no")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Stables"]}
    assert s.player(0).actions == 0


def test_throne_room() -> None:
    """Throne Room: a Treasure discarded for each play."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Stables", "Copper", "Silver"]},
                 decks={0: ["Estate"] * 3 + ["Gold"] * 3})
    s = act(act(act(s, "play Throne Room"), "play Stables"), "discard Copper")
    s = act(s, "discard Silver")
    assert zones(s, 0) == {"hand": ["Estate"] * 3 + ["Gold"] * 3, "discard": ["Silver", "Copper"],
                           "in_play": ["Throne Room", "Stables"]}
    assert s.player(0).actions == 2
