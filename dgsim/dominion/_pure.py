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

from dataclasses import FrozenInstanceError, fields
from operator import attrgetter
from typing import Final, Protocol

from dgsim.core import Decision, Effect, GameState, Phase, Rng
from dgsim.dominion.card import Card
from dgsim.dominion.state import (
    NO_COUNTERS,
    NO_MORE,
    TABLE,
    Board,
    Counters,
    DominionState,
    Mode,
    PlayerMore,
    PlayerState,
    Table,
    board_with,
    counters_with,
    more_with,
)

__all__ = ["OpenPlayerState", "OpenState", "install"]


_set_class: Final = object.__setattr__

# @generated begin pure twins: `make generate` from dgsim/dominion/declared.py


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
        "counters",
        "deck",
        "discard",
        "hand",
        "in_play",
        "more",
    )


class _PlayerFields(Protocol):
    """The fields the constructor stores (the open twin's slots, as mypy sees them)."""

    hand: tuple[Card, ...]
    deck: tuple[Card, ...]
    discard: tuple[Card, ...]
    in_play: tuple[Card, ...]
    counters: Counters
    more: PlayerMore


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
                       discard: tuple[Card, ...], in_play: tuple[Card, ...] = (),
                       counters: Counters = NO_COUNTERS, more: PlayerMore = NO_MORE, *,
                       actions: int | None = None, buys: int | None = None,
                       coins: int | None = None, turns: int | None = None,
                       set_aside: tuple[Card, ...] | None = None,
                       deck_known: tuple[int, ...] | None = None,
                       hand_known: tuple[tuple[Card, int], ...] | None = None) -> None:
    """`PlayerState.__init__` of the pure build (``self`` is a new `PlayerState`)."""
    if actions is not None or buys is not None or coins is not None or turns is not None:
        counters = counters_with(counters, actions, buys, coins, turns)
    if set_aside is not None or deck_known is not None or hand_known is not None:
        more = more_with(more, set_aside, deck_known, hand_known)
    _set_class(self, "__class__", OpenPlayerState)
    self.hand = hand
    self.deck = deck
    self.discard = discard
    self.in_play = in_play
    self.counters = counters
    self.more = more
    _set_class(self, "__class__", PlayerState)


# @generated end pure twins


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to {name!r} of an immutable {type(self).__name__}")


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete {name!r} of an immutable {type(self).__name__}")


def install() -> None:
    """Make these the two classes' constructors (the pure build only).

    :raises TypeError: if a twin's slots are not its class's (a field was added to one only).
    """
    for cls, twin, init in ((DominionState, OpenState, _dominion_state_init),
                            (PlayerState, OpenPlayerState, _player_state_init)):
        if set(twin.__slots__) != {f.name for f in fields(cls)} or twin.__bases__ != cls.__bases__:
            raise TypeError(f"{twin.__name__} must have the slots and bases of {cls.__name__}")
        type.__setattr__(cls, "__init__", init)
        # the dataclass's frozen ``__setattr__`` fails with a TypeError on a name that is not a
        # field (a property such as ``coins``: its ``super()`` names the class before ``slots``
        # rebuilt it); these refuse every name alike
        type.__setattr__(cls, "__setattr__", _frozen_setattr)
        type.__setattr__(cls, "__delattr__", _frozen_delattr)
    for cls, name, path in _READ_THROUGH:
        declared = vars(cls)[name]
        assert isinstance(declared, property)
        type.__setattr__(cls, name, property(attrgetter(path), doc=declared.__doc__))


_READ_THROUGH: Final = (
    (DominionState, "mode", "board.mode"), (DominionState, "trash_pile", "board.trash_pile"),
    (DominionState, "immune", "board.immune"), (PlayerState, "actions", "counters.actions"),
    (PlayerState, "buys", "counters.buys"), (PlayerState, "coins", "counters.coins"),
    (PlayerState, "turns", "counters.turns"),
    (PlayerState, "deck_known", "more.knowledge.deck_known"),
    (PlayerState, "hand_known", "more.knowledge.hand_known"),
)
"""The values kept in a record, read through it: the same properties as the classes declare,
read by C (`operator.attrgetter`) instead of a Python function (a third of the time)."""
