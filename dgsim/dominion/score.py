"""Scoring: victory points per seat and the winners."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dgsim.dominion.state import DominionState

__all__ = ["score", "scores", "winners"]


def score(state: DominionState, pid: int) -> int:
    """Victory points of seat ``pid``: every card it owns (mats and Durations too), plus VP tokens,
    plus what each Landmark of the game scores it."""
    p = state.players[pid]
    total = p.more.tokens.vp_tokens
    for card in p.all_cards():
        if card.vp_hook is not None:
            total += card.vp_hook(state, pid)
        else:
            total += card.vp
    for landscape in state.board.mode.landscapes:
        if landscape.vp_hook is not None:
            total += landscape.vp_hook(state, pid)
    return total


def scores(state: DominionState) -> tuple[int, ...]:
    """Victory points of every seat."""
    return tuple(score(state, pid) for pid in range(state.mode.players))


def winners(state: DominionState) -> tuple[int, ...]:
    """Seats with the top score; among them those with the fewest turns (rulebook tiebreak).

    A mode with ``shared_ties`` (the CS 5965 server's rule) skips the turn tiebreak.
    """
    points = scores(state)
    best = max(points)
    top = [pid for pid, vp in enumerate(points) if vp == best]
    if state.mode.shared_ties:
        return tuple(top)
    fewest = min(state.players[pid].turns for pid in top)
    return tuple(pid for pid in top if state.players[pid].turns == fewest)
