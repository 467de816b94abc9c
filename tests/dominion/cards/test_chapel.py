"""Chapel: "Trash up to 4 cards from your hand."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Chapel"]


def test_card_data() -> None:
    """A $2 Action."""
    assert card_named("Chapel").cost == 2


def test_trash_four() -> None:
    """Trash four cards; the fourth pick completes the action."""
    s = scenario(KINGDOM, hands={0: ["Chapel", "Estate", "Copper", "Estate", "Copper", "Silver"]})
    s = act(s, "play Chapel")
    assert choices(s) == ("trash Copper", "trash Estate", "trash Silver", "done")
    s = act(s, "trash Copper", "trash Copper", "trash Estate", "trash Estate", pid=0)
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Chapel"]}
    assert names(s.trash) == ["Copper", "Copper", "Estate", "Estate"]


def test_at_most_four() -> None:
    """After four picks nothing more is offered."""
    s = act(scenario(KINGDOM, hands={0: ["Chapel"] + ["Copper"] * 6}), "play Chapel").auto_step()
    gen = s.action_generator(0)
    for _ in range(4):
        gen = gen.choose("trash Copper")
    assert gen.filled()


def test_trash_fewer() -> None:
    """"Up to": one card then ``done``."""
    s = scenario(KINGDOM, hands={0: ["Chapel", "Curse", "Gold"]})
    s = act(act(s, "play Chapel"), "trash Curse", "done")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Chapel"]}
    assert names(s.trash) == ["Curse"]


def test_trash_nothing() -> None:
    """``done`` at once trashes nothing."""
    s = scenario(KINGDOM, hands={0: ["Chapel", "Gold"]})
    s = act(act(s, "play Chapel"), "done")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Chapel"]}
    assert s.trash == ()


def test_empty_hand() -> None:
    """Nothing in hand: no decision."""
    s = act(scenario(KINGDOM, hands={0: ["Chapel"]}), "play Chapel")
    assert zones(s, 0) == {"in_play": ["Chapel"]}
