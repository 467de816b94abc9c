"""Helpers for Reserve cards' tests: cards on a seat's Tavern mat, a turn that starts with them."""

from __future__ import annotations

from collections.abc import Sequence

from dgsim.dominion import DominionState, card_named
from dgsim.dominion.tavern import TAVERN
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import names

__all__ = ["mat", "on_mat", "seat_zero_starts"]


def on_mat(state: DominionState, pid: int, cards: Sequence[str]) -> DominionState:
    """``state`` with ``cards`` (by name) on seat ``pid``'s Tavern mat, as test_tavern.py does."""
    p = state.player(pid)
    return state.with_player(pid, p.with_more(p.more.with_mat(
        TAVERN, tuple(card_named(n) for n in cards))))


def mat(state: DominionState, pid: int) -> list[str]:
    """The names on seat ``pid``'s Tavern mat."""
    return names(state.player(pid).mats.get(TAVERN, ()))


def seat_zero_starts(state: DominionState) -> DominionState:
    """Seat 1 (the current seat) ends its turn, buying nothing: seat 0's turn starts."""
    assert state.current == 1
    return end_turn(state)
