"""The pure-Python build's constructors of the two hot state classes (never compiled).

`DominionState.__init__` and `PlayerState.__init__` store each field with
``object.__setattr__``, which the compiled build turns into one C store; run
by the interpreter, each of those calls looks the attribute up again. In the
pure build this module replaces the two ``__init__`` with functions that turn
the new instance for a moment into an *open twin* of its class (the same base
and the same slots, so the same memory layout, but no frozen ``__setattr__``),
store every field with a plain attribute store, and turn it back: about 0.5 µs
per state instead of 0.9 µs with one slot-descriptor call per field. Nothing
but the constructor ever sees the twin. tests/dominion/test_copies.py checks
both constructors against the class's fields and the twins against the classes.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Final, Protocol

from dgsim.core import Decision, Effect, GameState, Phase, Rng
from dgsim.dominion.card import Card
from dgsim.dominion.state import (
    NO_MORE,
    TABLE,
    Board,
    DominionState,
    Mode,
    PlayerMore,
    PlayerState,
    Table,
    board_with,
    more_with,
)

__all__ = ["OpenPlayerState", "OpenState", "install"]


class OpenState(GameState):
    """`DominionState`'s layout without its frozen ``__setattr__``: seen only inside its constructor."""

    __slots__ = (
        "board",
        "current",
        "effects",
        "pending",
        "phase",
        "players",
        "rng",
        "supply",
        "table",
        "turn",
    )


class _StateFields(Protocol):
    """The fields the constructor stores (the open twin's slots, as mypy sees them)."""

    board: Board
    phase: Phase[DominionState]
    players: tuple[PlayerState, ...]
    supply: bytes
    current: int
    turn: int
    effects: tuple[Effect[DominionState], ...]
    pending: Decision[DominionState] | None
    rng: Rng
    table: Table


class OpenPlayerState:
    """`PlayerState`'s layout without its frozen ``__setattr__``: seen only inside its constructor."""

    __slots__ = (
        "actions",
        "buys",
        "coins",
        "deck",
        "discard",
        "hand",
        "in_play",
        "more",
        "turns",
    )


class _PlayerFields(Protocol):
    """The fields the constructor stores (the open twin's slots, as mypy sees them)."""

    hand: tuple[Card, ...]
    deck: tuple[Card, ...]
    discard: tuple[Card, ...]
    in_play: tuple[Card, ...]
    actions: int
    buys: int
    coins: int
    turns: int
    more: PlayerMore


_set_class: Final = object.__setattr__


def _dominion_state_init(self: _StateFields, board: Board, phase: Phase[DominionState],
                         players: tuple[PlayerState, ...], supply: bytes, current: int, turn: int,
                         effects: tuple[Effect[DominionState], ...],
                         pending: Decision[DominionState] | None, rng: Rng, table: Table = TABLE,
                         *, mode: Mode | None = None, trash_pile: tuple[Card, ...] | None = None,
                         immune: frozenset[int] | None = None) -> None:
    """`DominionState.__init__` of the pure build (``self`` is a new `DominionState`)."""
    if mode is not None or trash_pile is not None or immune is not None:
        board = board_with(board, mode, trash_pile, immune)
    _set_class(self, "__class__", OpenState)
    self.board = board
    self.phase = phase
    self.players = players
    self.supply = supply
    self.current = current
    self.turn = turn
    self.effects = effects
    self.pending = pending
    self.rng = rng
    self.table = table
    _set_class(self, "__class__", DominionState)


def _player_state_init(self: _PlayerFields, hand: tuple[Card, ...], deck: tuple[Card, ...],
                       discard: tuple[Card, ...], in_play: tuple[Card, ...] = (), actions: int = 0,
                       buys: int = 0, coins: int = 0, turns: int = 0, more: PlayerMore = NO_MORE,
                       *, set_aside: tuple[Card, ...] | None = None,
                       deck_known: tuple[int, ...] | None = None,
                       hand_known: tuple[tuple[Card, int], ...] | None = None) -> None:
    """`PlayerState.__init__` of the pure build (``self`` is a new `PlayerState`)."""
    if set_aside is not None or deck_known is not None or hand_known is not None:
        more = more_with(more, set_aside, deck_known, hand_known)
    _set_class(self, "__class__", OpenPlayerState)
    self.hand = hand
    self.deck = deck
    self.discard = discard
    self.in_play = in_play
    self.actions = actions
    self.buys = buys
    self.coins = coins
    self.turns = turns
    self.more = more
    _set_class(self, "__class__", PlayerState)


def install() -> None:
    """Make these the two classes' constructors (the pure build only).

    :raises TypeError: if a twin's slots are not its class's (a field was added to one only).
    """
    for cls, twin, init in ((DominionState, OpenState, _dominion_state_init),
                            (PlayerState, OpenPlayerState, _player_state_init)):
        if set(twin.__slots__) != {f.name for f in fields(cls)} or twin.__bases__ != cls.__bases__:
            raise TypeError(f"{twin.__name__} must have the slots and bases of {cls.__name__}")
        type.__setattr__(cls, "__init__", init)
