"""Turn order as a queue (extra turns need no special case) and the decider (Possession's kind).

Issue 13: "Turn order as a queue, so extra turns (Outpost, Possession) need no
special case; the decider as a core hook (`GameState.decider(decision)`,
default: the decision's player) used by `waiting_for`, `action_generator`,
`action_step`, the agents and the search."
"""

from __future__ import annotations

import pytest

from dgsim import InvalidActionError
from dgsim.dominion import DominionState, scenario
from tests.dominion.helpers import act, choices, zones
from tests.dominion.mechanisms import cards

assert cards.CARDS


def end_turn(s: DominionState) -> DominionState:
    s = s.auto_step()
    if "end actions" in choices(s):
        s = act(s, "end actions")
    return act(s, "end turn")


def test_an_extra_turn_comes_next_and_does_not_count_for_the_tiebreak() -> None:
    s = scenario(["Test Again"], hands={0: ["Test Again"]}, decks={0: ["Copper"] * 10})
    s = end_turn(act(s, "play Test Again"))
    assert s.current == 0 and s.table.order.kind == "extra"
    assert s.player(0).turns == 1
    s = end_turn(s)
    assert s.current == 1 and s.player(0).turns == 1  # the extra turn is not counted
    s = end_turn(s)
    assert s.current == 0 and s.player(1).turns == 1


def test_possession_routes_decisions_gains_and_trashes() -> None:
    s = scenario(["Test Possess", "Workshop", "Chapel"],
                 hands={0: ["Test Possess"], 1: ["Workshop", "Chapel", "Estate", "Copper", "Gold"]},
                 decks={0: ["Copper"] * 10, 1: ["Copper"] * 10}, players=3)
    s = end_turn(act(s, "play Test Possess"))
    assert (s.current, s.table.order.possessor, s.table.order.kind) == (1, 0, "possession")
    assert s.waiting_for() == 0  # seat 1's decision, made by seat 0
    with pytest.raises(InvalidActionError):
        s.action_generator(1)
    assert s.action_generator(0).player == 0
    s = act(s, "play Workshop", pid=0)
    s = act(s, "gain Silver", pid=0)
    assert "Silver" in zones(s, 0).get("discard", []) and "Silver" not in zones(s, 1).get(
        "discard", [])
    assert s.player(1).turns == 0
    s = end_turn(s)
    assert s.current == 1 and s.table.order.possessor is None  # seat 1's own turn follows
    assert s.player(1).turns == 0


def test_trashed_cards_of_the_possessed_come_back_to_its_discard() -> None:
    s = scenario(["Test Possess", "Chapel", "Village"],
                 hands={0: ["Test Possess"], 1: ["Village", "Chapel", "Estate", "Gold", "Copper"]},
                 decks={0: ["Copper"] * 10, 1: ["Copper"] * 10})
    s = end_turn(act(s, "play Test Possess"))
    s = act(act(s, "play Village", pid=0), "play Chapel", pid=0)
    s = act(s, "trash Estate", "trash Gold", pid=0)  # canonical order: nothing may follow Gold
    assert s.trash == () and [c.name for c in s.table.zones.set_aside] == ["Estate", "Gold"]
    s = end_turn(s)
    assert {"Estate", "Gold"} <= set(zones(s, 1)["discard"])
    assert s.table.zones.set_aside == ()
