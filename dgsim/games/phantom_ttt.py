"""Phantom tic-tac-toe on the dgsim core: tic-tac-toe where a seat sees only its own marks.

Two seats take turns marking one of the 9 cells of a 3x3 board; three in a
row wins, a full board is a draw. A seat sees its own marks and nothing of
the other's, so it may try a cell the other seat has already taken: the try
fails, the seat now knows that mark, and it must try again (its turn goes
on). The other seat is not told of failed tries. Each seat's knowledge is in
the state, so `info_key` and `determinize` follow it: a determinization for
a seat keeps its marks and the other's marks it knows, and places the other
seat's remaining marks at random on cells it has not seen taken (never
completing a line, which would have ended the game).

This is the small game of the ISMCTS paper's experiment (Cowling, Powley and
Whitehouse 2012 used phantom (4,4,4)): the moves of the other seat are
hidden, which is what multi-observer ISMCTS models and single-observer
ISMCTS and determinized UCT do not.

>>> s = new_phantom_ttt().auto_step()
>>> s.waiting_for(), len(s.action_generator(0).choices())
(0, 9)
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice, Decision, Effect, GameState, InvalidActionError, Phase, Rng

__all__ = ["Mark", "PhantomState", "new_phantom_ttt"]

EMPTY: Final = -1
LINES: Final = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8),
                (2, 4, 6))
_CELLS: Final = tuple(Choice("mark", str(c)) for c in range(9))


def _line(board: tuple[int, ...], seat: int) -> bool:
    return any(board[a] == seat and board[b] == seat and board[c] == seat for a, b, c in LINES)


@dataclass(frozen=True, slots=True)
class PhantomState(GameState):
    """A phantom tic-tac-toe position: ``board`` (-1 empty, else the seat's mark), ``known[p]``
    (the other seat's marks that seat ``p`` has found), ``to_move``.

    >>> s = new_phantom_ttt().auto_step()
    >>> s = s.action_step(0, s.action_generator(0).choose("mark 4").generate_action()).auto_step()
    >>> s.action_step(1, s.action_generator(1).choose("mark 4").generate_action()).auto_step().known
    ((), (4,))
    """

    phase: Phase[PhantomState]
    board: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]
    to_move: int
    effects: tuple[Effect[PhantomState], ...]
    pending: Decision[PhantomState] | None
    rng: Rng

    def evolve(
        self,
        *,
        effects: tuple[Effect[PhantomState], ...] | None = None,
        pending: Decision[PhantomState] | None = None,
        clear_pending: bool = False,
    ) -> PhantomState:
        """A copy with a new stack and/or pending decision."""
        return PhantomState(self.phase, self.board, self.known, self.to_move,
                            self.effects if effects is None else effects,
                            None if clear_pending else (self.pending if pending is None else pending),
                            self.rng)

    def scores(self) -> tuple[int, ...]:
        """1 for a seat with three in a row, else 0."""
        return tuple(int(_line(self.board, seat)) for seat in (0, 1))

    def winners(self) -> tuple[int, ...]:
        """The seat with three in a row, or both on a draw, once the game is over.

        :raises InvalidActionError: while the game is not over.
        """
        if not self.game_end():
            raise InvalidActionError("winners() of a game that is not over (see is_terminal())")
        won = tuple(seat for seat in (0, 1) if _line(self.board, seat))
        return won or (0, 1)

    def info_key(self, pid: int) -> Hashable:
        """What ``pid`` knows: its marks, the other's marks it found, whose turn, the decision."""
        board = self.board
        mine = tuple(c for c in range(9) if board[c] == pid)
        return (pid, mine, self.known[pid], self.to_move, self.phase, self.pending, self.effects,
                self.scores() if self.phase.is_game_end else None)

    def determinize(self, observer: int, rng: random.Random) -> PhantomState:
        """Place the other seat's unseen marks at random on the cells ``observer`` has not seen
        taken (never completing a line); the other seat is taken to have found none of
        ``observer``'s marks."""
        other = 1 - observer
        board = self.board
        known = self.known[observer]
        hidden = [c for c in range(9) if board[c] == other and c not in known]
        free = [c for c in range(9) if board[c] != observer and c not in known]
        for _ in range(1000):
            cells = rng.sample(free, len(hidden))
            new = [observer if v == observer else EMPTY for v in board]
            for c in (*known, *cells):
                new[c] = other
            out = tuple(new)
            if not _line(out, other) or _line(board, other):
                break
        else:  # pragma: no cover - the real board is always one of the samples
            out = board
        known_by: list[tuple[int, ...]] = [(), ()]
        known_by[observer] = known
        return PhantomState(self.phase, out, (known_by[0], known_by[1]), self.to_move,
                            self.effects, self.pending, Rng.from_seed(rng.getrandbits(64)))


@dataclass(frozen=True, slots=True)
class Mark:
    """``player`` tries a cell it has not seen taken: ``mark <cell>`` (cells 0-8, row by row)."""

    player: int

    def execute(self, state: PhantomState) -> PhantomState:
        return state.ask(self)

    def choices(self, state: PhantomState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        board, known, pid = state.board, state.known[self.player], self.player
        return tuple(_CELLS[c] for c in range(9) if board[c] != pid and c not in known)

    def resolve(self, state: PhantomState, picks: tuple[Choice, ...]) -> PhantomState:
        cell = int(picks[0].arg or 0)
        pid = self.player
        board = state.board
        if board[cell] == EMPTY:
            board = (*board[:cell], pid, *board[cell + 1:])
            return PhantomState(state.phase, board, state.known, 1 - pid, state.effects,
                                state.pending, state.rng)
        known = list(state.known)
        known[pid] = tuple(sorted((*known[pid], cell)))
        return PhantomState(state.phase, board, (known[0], known[1]), pid, state.effects,
                            state.pending, state.rng)


@dataclass(frozen=True, slots=True)
class TurnPhase:
    """Ask the seat to move to mark; end the game on three in a row or a full board."""

    is_game_end: bool = False

    def step(self, state: PhantomState) -> PhantomState:
        board = state.board
        if _line(board, 0) or _line(board, 1) or EMPTY not in board:
            return PhantomState(OVER, board, state.known, state.to_move, state.effects,
                                state.pending, state.rng)
        return state.ask(Mark(state.to_move))

    def __repr__(self) -> str:
        return "TURN"


@dataclass(frozen=True, slots=True)
class OverPhase:
    """The game is over."""

    is_game_end: bool = True

    def step(self, state: PhantomState) -> PhantomState:
        return state

    def __repr__(self) -> str:
        return "OVER"


TURN: Final = TurnPhase()
OVER: Final = OverPhase()


def new_phantom_ttt(seed: int = 0) -> PhantomState:
    """A new game of phantom tic-tac-toe, seat 0 to mark first; call ``auto_step()`` to start.

    >>> new_phantom_ttt().board == (-1,) * 9
    True
    """
    return PhantomState(TURN, (EMPTY,) * 9, ((), ()), 0, (), None, Rng.from_seed(seed))
