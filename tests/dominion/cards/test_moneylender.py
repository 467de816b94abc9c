"""Moneylender: "You may trash a Copper from your hand for +$3."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Moneylender"]


def test_card_data() -> None:
    """A $4 Action."""
    assert card_named("Moneylender").cost == 4


def test_trash_copper_for_three() -> None:
    """Trash a Copper: +$3."""
    s = scenario(KINGDOM, hands={0: ["Moneylender", "Copper", "Copper", "Estate"]})
    s = act(s, "play Moneylender")
    assert choices(s) == ("trash Copper", "no")
    s = act(s, "trash Copper", pid=0)
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "in_play": ["Moneylender"]}
    assert names(s.trash) == ["Copper"]
    assert s.player(0).coins == 3


def test_may_decline() -> None:
    """``no``: nothing trashed, no coins."""
    s = act(act(scenario(KINGDOM, hands={0: ["Moneylender", "Copper"]}), "play Moneylender"), "no")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Moneylender"]}
    assert (s.trash, s.player(0).coins) == ((), 0)


def test_no_copper_nothing_happens() -> None:
    """Without a Copper nothing is asked and no coins are made."""
    s = act(scenario(KINGDOM, hands={0: ["Moneylender", "Silver"]}), "play Moneylender")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Moneylender"]}
    assert s.player(0).coins == 0
