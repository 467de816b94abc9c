"""Counting House (Prosperity 1E): "Look through your discard pile, reveal any number of Copper
cards from it, and put them into your hand."

``reveal Copper`` once per Copper wanted, then ``done`` (all of them ends the pick); they go to
the hand known to every seat."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Counting House", "Throne Room", "King's Court"]
COPPER = card_named("Copper")


def test_card_data() -> None:
    """A $5 Action of Prosperity 1E."""
    card = card_named("Counting House")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Prosperity 1E")
    assert card.text.startswith("Look through your discard pile, reveal any number of Copper")


def test_take_some_coppers() -> None:
    """Three Coppers and a Gold in the discard pile: take two."""
    s = scenario(KINGDOM, hands={0: ["Counting House"]},
                 discards={0: ["Copper", "Gold", "Copper", "Copper"]})
    s = act(s, "play Counting House")
    assert choices(s) == ("reveal Copper", "done")
    s = act(s, "reveal Copper", "reveal Copper", "done")
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "discard": ["Gold", "Copper"],
                           "in_play": ["Counting House"]}
    assert s.player(0).hand_known == ((COPPER, PUBLIC), (COPPER, PUBLIC))


def test_all_or_none() -> None:
    """Taking every Copper ends the pick; ``done`` at once takes none; none there: not asked."""
    s = scenario(KINGDOM, hands={0: ["Counting House"]}, discards={0: ["Copper", "Estate"]})
    s = act(act(s, "play Counting House"), "reveal Copper")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Estate"], "in_play": ["Counting House"]}
    s = scenario(KINGDOM, hands={0: ["Counting House"]}, discards={0: ["Copper"]})
    s = act(act(s, "play Counting House"), "done")
    assert zones(s, 0) == {"discard": ["Copper"], "in_play": ["Counting House"]}
    s = act(scenario(KINGDOM, hands={0: ["Counting House"]}, discards={0: ["Gold"]}),
            "play Counting House")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Counting House"]}


def test_throne_room_and_kings_court() -> None:
    """Throne Room: one Copper, then the other; King's Court: the third play finds none."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Counting House"]},
                 discards={0: ["Copper", "Copper"]})
    s = act(act(act(s, "play Throne Room"), "play Counting House"), "reveal Copper", "done")
    assert choices(s) == ("reveal Copper", "done")
    s = act(s, "reveal Copper")
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "in_play": ["Throne Room", "Counting House"]}
    kc = scenario(KINGDOM, hands={0: ["King's Court", "Counting House"]},
                  discards={0: ["Copper", "Copper"]})
    kc = act(act(act(kc, "play King's Court"), "play Counting House"), "reveal Copper", "done")
    kc = act(kc, "reveal Copper")
    assert zones(kc, 0) == {"hand": ["Copper", "Copper"],
                            "in_play": ["King's Court", "Counting House"]}
