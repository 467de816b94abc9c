"""Adventures' Events: landscapes bought with a buy (`dgsim.dominion.landscape`)."""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card, event
from dgsim.dominion.library import GainUpTo
from dgsim.dominion.state import DominionState

__all__ = ["ALMS", "EXPEDITION", "LANDSCAPES"]

_SET = "Adventures"


def _alms(state: DominionState, pid: int) -> DominionState:
    if any(state.is_treasure(c) for c in state.players[pid].in_play):
        return state
    return GainUpTo(4)(state, pid)


ALMS: Final = event(
    "Alms", cost=0, expansion=_SET, once_per_turn=True, then=_alms,
    text="Once per turn: If you have no Treasures in play, gain a card costing up to $4.")


def _expedition(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(end_draw=table.turn.end_draw + 2))


EXPEDITION: Final = event(
    "Expedition", cost=3, expansion=_SET, then=_expedition,
    text="Draw 2 extra cards for your next hand.")

LANDSCAPES: Final[tuple[Card, ...]] = (ALMS, EXPEDITION)
"""Adventures' Events implemented, by name."""
