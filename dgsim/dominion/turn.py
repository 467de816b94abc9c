"""The start of a turn: Duration cards' work from earlier turns, in the order their owner chooses.

A Duration played last turn left a `DurationRecord` (how many times it was
resolved, what it set aside). At the start of its owner's next turn each
record's card hook runs once with the record; when records of different
cards wait, the owner picks which resolves next (``resolve <Card>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from dgsim.core import Choice
from dgsim.dominion.state import DominionState, DurationRecord

__all__ = ["StartOfTurn", "run_record"]


def run_record(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    """Take ``record`` off ``pid``'s waiting records and run its card's next-turn hook."""
    p = state.players[pid]
    pending = list(p.more.pending)
    pending.remove(record)
    state = state.with_player(pid, p.with_more(p.more.evolve(pending=tuple(pending))))
    hook = record.card.on_duration
    return state if hook is None else hook(state, pid, record)


@dataclass(frozen=True, slots=True)
class StartOfTurn:
    """Resolve ``player``'s waiting Duration records, one at a time, in the order it picks."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        pending = state.players[self.player].more.pending
        if not pending:
            return state
        if len({r.card for r in pending}) == 1:
            state = state.push(StartOfTurn(self.player))
            return run_record(state, self.player, pending[0])
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        names = sorted({r.card.name for r in state.players[self.player].more.pending})
        return tuple(Choice("resolve", n) for n in names)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pending = state.players[self.player].more.pending
        record = next(r for r in pending if r.card.name == picks[0].arg)
        state = state.push(StartOfTurn(self.player))
        return run_record(state, self.player, record)
