"""Adventures' Events: landscapes bought with a buy (`dgsim.dominion.landscape`)."""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card, event
from dgsim.dominion.library import GainUpTo
from dgsim.dominion.state import DominionState
from dgsim.dominion.tokens import MoveToken, put_minus_card

__all__ = ["ALMS", "BORROW", "EXPEDITION", "FERRY", "LANDSCAPES", "LOST_ARTS"]

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



def _borrow(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    state = state.with_player(pid, p.with_counters(buys=p.buys + 1))
    if p.more.tokens.minus_card:
        return state
    return put_minus_card(state, pid).add_coins(pid, 1)


BORROW: Final = event(
    "Borrow", cost=0, expansion=_SET, once_per_turn=True, then=_borrow, tokens=("-1 Card",),
    text="+1 Buy. Once per turn: If your -1 Card token isn't on your deck, put it there and +$1.")


def _ferry(state: DominionState, pid: int) -> DominionState:
    return state.push(MoveToken(pid, "-$2 cost"))


FERRY: Final = event(
    "Ferry", cost=3, expansion=_SET, then=_ferry, tokens=("-$2 cost",),
    text="Move your -$2 cost token to an Action Supply pile (cards from that pile cost $2 less "
         "on your turns, but not less than $0).")


def _lost_arts(state: DominionState, pid: int) -> DominionState:
    return state.push(MoveToken(pid, "+1 Action"))


LOST_ARTS: Final = event(
    "Lost Arts", cost=6, expansion=_SET, then=_lost_arts, tokens=("+1 Action",),
    text="Move your +1 Action token to an Action Supply pile (when you play a card from that "
         "pile, you first get +1 Action).")

LANDSCAPES: Final[tuple[Card, ...]] = (ALMS, BORROW, EXPEDITION, FERRY, LOST_ARTS)
"""Adventures' Events implemented, by name."""
