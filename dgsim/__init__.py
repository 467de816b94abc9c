"""dgsim: an immutable effect-stack game simulator with action generators.

The flagship game is Dominion (`dgsim.dominion`); the engine is `dgsim.core`.

Importing any part of dgsim runs this module, which gives the core the filler of the agent and
search registries (`dgsim.core.registry.fill_later`): their first lookup by name imports
`dgsim.plugins`, the top layer that registers the shipped agents and search knowledge.
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
from dgsim.core import build as _build
from dgsim.core import registry as _registry
from dgsim.core.info import determinize, info_key
from dgsim.core.registry import SavedGameError, game_names, register_game

# Imported for their effect: the built-in games register themselves by name, so that saved
# games can name them (`dgsim.core.registry`).
from dgsim.dominion import variant as _variant  # noqa: F401 (registers dominion, cs5965)
from dgsim.games import goofspiel as _goofspiel  # noqa: F401 (registers goofspiel)

__all__ = [
    "ActionGenerator",
    "Choice",
    "GameState",
    "History",
    "InvalidActionError",
    "PlayerAction",
    "Rng",
    "SavedGameError",
    "__version__",
    "count_leaves",
    "determinize",
    "game_names",
    "info_key",
    "legal_actions",
    "perft",
    "register_game",
]

__version__ = "0.1.0"

_build.make_picklable()  # the engine's values pickle through their constructors (both builds)


def _register_the_shipped_plugins() -> None:
    """Import `dgsim.plugins`, whose import registers the shipped agents and search knowledge:
    run once, by the first lookup in the agent or search registry (`dgsim.core.registry.fill_later`)."""
    from dgsim import plugins  # noqa: F401 (imported for its registrations, on first lookup)


_registry.fill_later(_register_the_shipped_plugins)
