"""Clean-up's rules and the turn order: what a plain Clean-up is, what it discards and keeps,
whose turn is next (extra and possessed turns), and when the game is over.

`dgsim.dominion.phase`'s Clean-up phase runs them; the next turn's start is its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dgsim.dominion.card import Card
from dgsim.dominion.effect import announce, hears_shuffle
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.state import (
    NO_MORE,
    TABLE,
    DominionState,
    Mode,
    PlayerMore,
    PlayerState,
    Table,
    TurnEntry,
)

if TYPE_CHECKING:
    pass

__all__ = [
    "is_game_over",
]


def _is_plain_cleanup(state: DominionState, pid: int) -> bool:
    """True if ``pid``'s Clean-up may take its one-copy path (`CleanupPhase.step`): the seat
    keeps nothing (`_plain_more`), the next turn is the next seat's normal one (`_steady`), no
    record of the next seat waits (Horse Traders set aside), and nothing hears the start of a
    turn, a shuffle, or, this turn, the start of Clean-up (Treasury in play). The general rule is
    `_general_cleanup`."""
    p = state.players[pid]
    mode = state.board.mode
    if (not _plain_more(p.more) or not _steady(state.table)
            or state.players[(pid + 1) % mode.players].more.lasting.pending):
        return False
    return not (mode.general_cleanup and (
        mode.hears_turn_start or hears_shuffle(mode)
        or announce(state, Event(EventKind.CLEANUP, pid)) is not state))


def _discarded(p: PlayerState, leaving: tuple[Card, ...]) -> tuple[Card, ...]:
    """``p``'s discard pile after Clean-up discards its hand and ``leaving`` (the cards leaving
    play), each in reverse order, on top."""
    return p.hand[::-1] + leaving[::-1] + p.discard


def _plain_more(more: PlayerMore) -> bool:
    """True if Clean-up leaves ``more`` as it is: nothing of it stays in play or resolves later
    (no Durations, no records), no Potions to lose, nothing set aside, no knowledge of the hand
    or deck to carry, no -1 Card token to take from the next hand (other tokens and mats stay
    where they are)."""
    return more is NO_MORE or (more.lasting.is_empty() and more.knowledge.is_empty()
                               and not (more.turn.potions or more.zones.set_aside
                                        or more.zones.until_cleanup or more.tokens.minus_card))


def _steady(table: Table) -> bool:
    """True if the next turn is the next seat's normal turn and the end of this one changes
    ``table`` only by `Table.new_turn` (this turn's values reset): no extra turn earned or
    queued, no possession, no cards to draw at its end (pile tokens, the Trade Route mat, the
    Prizes stay as they are)."""
    return table is TABLE or (table.order.is_empty()
                              and not (table.turn.extra_turn or table.zones.set_aside
                                       or table.turn.end_draw or table.turn.after_turn))


def _next_table(table: Table) -> Table:
    """``table`` for the next turn after a turn that `_steady` passes (`TABLE` when empty)."""
    if table is TABLE:
        return table
    fresh = table.new_turn()
    return TABLE if fresh.is_empty() else fresh


def _next_entry(table: Table, pid: int, seats: int) -> tuple[TurnEntry, tuple[TurnEntry, ...], int]:
    """After ``pid``'s turn: whose turn is next (an Outpost turn, extra turns waiting, else the
    next seat in order), the queue after it, and the seat of the last turn that was not extra."""
    order = table.order
    queue = order.queue
    if table.turn.extra_turn == "outpost":
        queue = (TurnEntry(pid, "outpost"), *queue)
    normal_seat = pid if order.kind == "" else (order.normal if order.normal is not None else pid)
    entry = queue[0] if queue else TurnEntry((normal_seat + 1) % seats)
    return entry, queue[1:], normal_seat


def is_game_over(state: DominionState) -> bool:
    """True if the game ends after the turn just completed (piles or the turn limit)."""
    return _is_over(state.board.mode, state.supply, state.players)


def _is_over(mode: Mode, supply: bytes, players: tuple[PlayerState, ...]) -> bool:
    province = mode.province_index
    if province is not None and supply[province] == 0:
        return True
    colony = mode.colony_index
    if colony is not None and supply[colony] == 0:
        return True
    if not mode.province_only_end and supply.count(0) >= mode.empty_piles_to_end:
        return True
    return all(p.counters.turns >= mode.turn_limit for p in players)
