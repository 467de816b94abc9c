"""Helpers for cards whose effects span turns: finish a turn by its labels, read durations."""

from __future__ import annotations

from dgsim.dominion import DominionState
from tests.dominion.helpers import act, choices, names

__all__ = ["end_turn", "pass_turns"]


def end_turn(state: DominionState) -> DominionState:
    """The deciding seat ends its Action phase (if asked) and its turn, buying nothing."""
    if "end actions" in choices(state):
        state = act(state, "end actions")
    return act(state, "end turn")


def pass_turns(state: DominionState, n: int) -> DominionState:
    """``n`` turns end in a row, each buying nothing."""
    for _ in range(n):
        state = end_turn(state)
    return state


def duration_names(state: DominionState, pid: int) -> list[str]:
    """The names of seat ``pid``'s Duration cards in play from earlier turns and what they set aside."""
    return names(state.player(pid).duration)
