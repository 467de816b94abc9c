"""Hidden information: determinization and information-set keys, asked of any game."""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import TypeVar

from dgsim.core.state import GameState

__all__ = ["determinize", "info_key"]

S = TypeVar("S", bound=GameState)


def determinize(state: S, observer: int, rng: random.Random) -> S:
    """A state consistent with everything ``observer`` knows, all else redrawn from ``rng``.

    The result has the same `info_key` for ``observer`` as ``state``; its own
    rng is reseeded from ``rng``, so a search never peeks at future shuffles.
    """
    return state.determinize(observer, rng)


def info_key(state: GameState, pid: int) -> Hashable:
    """A hashable key, equal for states that ``pid`` cannot tell apart."""
    return state.info_key(pid)
