"""dgsim: an immutable effect-stack game simulator with action generators.

The flagship game is Dominion (`dgsim.dominion`); the engine is `dgsim.core`.
"""

from __future__ import annotations

from dgsim.core import (
    ActionGenerator,
    Choice,
    GameState,
    History,
    InvalidActionError,
    PlayerAction,
    Rng,
    count_leaves,
    legal_actions,
    perft,
)
from dgsim.core.info import determinize, info_key

__all__ = [
    "ActionGenerator",
    "Choice",
    "GameState",
    "History",
    "InvalidActionError",
    "PlayerAction",
    "Rng",
    "__version__",
    "count_leaves",
    "determinize",
    "info_key",
    "legal_actions",
    "perft",
]

__version__ = "0.1.0"
