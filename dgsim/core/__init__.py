"""The game-agnostic engine: states, effects, decisions, action generators, rng, history."""

from __future__ import annotations

from dgsim.core.action import ActionGenerator, Choice, Decision, PlayerAction
from dgsim.core.errors import InvalidActionError
from dgsim.core.history import History, Step, load_state
from dgsim.core.info import determinize, info_key
from dgsim.core.pick import multiset_choices
from dgsim.core.registry import (
    GameSpec,
    IllegalStepError,
    Param,
    SavedGameError,
    build_game,
    game_names,
    register_game,
)
from dgsim.core.rng import Rng
from dgsim.core.state import Effect, GameState, Phase
from dgsim.core.tree import count_leaves, iter_actions, legal_actions, perft

__all__ = [
    "ActionGenerator",
    "Choice",
    "Decision",
    "Effect",
    "GameSpec",
    "GameState",
    "History",
    "IllegalStepError",
    "InvalidActionError",
    "Param",
    "Phase",
    "PlayerAction",
    "Rng",
    "SavedGameError",
    "Step",
    "build_game",
    "count_leaves",
    "determinize",
    "game_names",
    "info_key",
    "iter_actions",
    "legal_actions",
    "load_state",
    "multiset_choices",
    "perft",
    "register_game",
]
