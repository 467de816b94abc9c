"""The pure-Python build's constructors of the two hot state classes (never compiled).

`DominionState.__init__` and `PlayerState.__init__` store each field with
``object.__setattr__``, which the compiled build turns into one C store; run
by the interpreter, each of those calls looks the attribute up again. In the
pure build this module replaces the two ``__init__`` with functions that fill
the slots through their descriptors, field by field in the same order (2x
faster). tests/dominion/test_copies.py checks both against the class's fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from dgsim.core import Decision, Effect, Phase, Rng
from dgsim.dominion.card import Card
from dgsim.dominion.state import NO_MORE, TABLE, DominionState, Mode, PlayerMore, PlayerState, Table

__all__ = ["install"]


def _setter(cls: type, name: str) -> Callable[[object, object], None]:
    setter: Callable[[object, object], None] = vars(cls)[name].__set__
    return setter

_d0: Final = _setter(DominionState, "mode")
_d1: Final = _setter(DominionState, "phase")
_d2: Final = _setter(DominionState, "players")
_d3: Final = _setter(DominionState, "supply")
_d4: Final = _setter(DominionState, "trash_pile")
_d5: Final = _setter(DominionState, "current")
_d6: Final = _setter(DominionState, "turn")
_d7: Final = _setter(DominionState, "bought")
_d8: Final = _setter(DominionState, "immune")
_d9: Final = _setter(DominionState, "effects")
_d10: Final = _setter(DominionState, "pending")
_d11: Final = _setter(DominionState, "rng")
_d12: Final = _setter(DominionState, "table")


def _dominion_state_init(self: DominionState, mode: Mode, phase: Phase[DominionState],
                         players: tuple[PlayerState, ...], supply: tuple[int, ...],
                         trash_pile: tuple[Card, ...], current: int, turn: int, bought: bool,
                         immune: frozenset[int], effects: tuple[Effect[DominionState], ...],
                         pending: Decision[DominionState] | None, rng: Rng,
                         table: Table = TABLE) -> None:
    """`DominionState.__init__` of the pure build."""
    _d0(self, mode)
    _d1(self, phase)
    _d2(self, players)
    _d3(self, supply)
    _d4(self, trash_pile)
    _d5(self, current)
    _d6(self, turn)
    _d7(self, bought)
    _d8(self, immune)
    _d9(self, effects)
    _d10(self, pending)
    _d11(self, rng)
    _d12(self, table)


_p0: Final = _setter(PlayerState, "hand")
_p1: Final = _setter(PlayerState, "deck")
_p2: Final = _setter(PlayerState, "discard")
_p3: Final = _setter(PlayerState, "in_play")
_p4: Final = _setter(PlayerState, "set_aside")
_p5: Final = _setter(PlayerState, "actions")
_p6: Final = _setter(PlayerState, "buys")
_p7: Final = _setter(PlayerState, "coins")
_p8: Final = _setter(PlayerState, "turns")
_p9: Final = _setter(PlayerState, "deck_known")
_p10: Final = _setter(PlayerState, "hand_known")
_p11: Final = _setter(PlayerState, "more")


def _player_state_init(self: PlayerState, hand: tuple[Card, ...], deck: tuple[Card, ...],
                       discard: tuple[Card, ...], in_play: tuple[Card, ...] = (),
                       set_aside: tuple[Card, ...] = (), actions: int = 0, buys: int = 0,
                       coins: int = 0, turns: int = 0, deck_known: tuple[int, ...] = (),
                       hand_known: tuple[tuple[Card, int], ...] = (),
                       more: PlayerMore = NO_MORE) -> None:
    """`PlayerState.__init__` of the pure build."""
    _p0(self, hand)
    _p1(self, deck)
    _p2(self, discard)
    _p3(self, in_play)
    _p4(self, set_aside)
    _p5(self, actions)
    _p6(self, buys)
    _p7(self, coins)
    _p8(self, turns)
    _p9(self, deck_known)
    _p10(self, hand_known)
    _p11(self, more)


def install() -> None:
    """Make these the two classes' constructors (the pure build only)."""
    for cls, init in ((DominionState, _dominion_state_init), (PlayerState, _player_state_init)):
        type.__setattr__(cls, "__init__", init)
