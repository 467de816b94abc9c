"""Empires' Landmarks: landscapes that score every seat or react for every seat
(`dgsim.dominion.landscape`)."""

from __future__ import annotations

from collections import Counter
from typing import Final

from dgsim.dominion.card import Card, landmark
from dgsim.dominion.state import DominionState

__all__ = ["BANDIT_FORT", "LANDSCAPES", "ORCHARD"]

_SET = "Empires"


def _bandit_fort(state: DominionState, pid: int) -> int:
    return -2 * sum(1 for c in state.players[pid].all_cards() if c.name in ("Silver", "Gold"))


BANDIT_FORT: Final = landmark(
    "Bandit Fort", expansion=_SET, vp_hook=_bandit_fort,
    text="When scoring, -2 VP for each Silver and each Gold you have.")


def _orchard(state: DominionState, pid: int) -> int:
    counts = Counter(c.name for c in state.players[pid].all_cards() if c.is_action)
    return 4 * sum(1 for n in counts.values() if n >= 3)


ORCHARD: Final = landmark(
    "Orchard", expansion=_SET, vp_hook=_orchard,
    text="When scoring, 4 VP per differently named Action card you have 3 or more copies of.")

LANDSCAPES: Final[tuple[Card, ...]] = (BANDIT_FORT, ORCHARD)
"""Empires' Landmarks implemented, by name."""
