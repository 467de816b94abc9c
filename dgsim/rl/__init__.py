"""Reinforcement learning adapters: a fixed action vocabulary, per-seat observations, and
PettingZoo, Gymnasium and OpenSpiel environments (each an optional extra).

`dominion_env`, `goofspiel_env` (PettingZoo, extra ``dgsim[pettingzoo]``) and `gym_env`
(Gymnasium, extra ``dgsim[gymnasium]``) import their library when called, so
``import dgsim.rl`` needs only numpy. ``import dgsim.rl.openspiel`` registers the OpenSpiel
games (extra ``dgsim[openspiel]``).

>>> from dgsim.rl import goofspiel_vocabulary
>>> len(goofspiel_vocabulary(13))
13
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dgsim.rl.observation import DominionEncoder, Encoder, GoofspielEncoder
from dgsim.rl.tree import Walk, outcome
from dgsim.rl.vocab import Vocabulary, dominion_vocabulary, goofspiel_vocabulary

if TYPE_CHECKING:
    from dgsim.rl.gym_env import DgsimGymEnv
    from dgsim.rl.pettingzoo_env import DgsimAECEnv

__all__ = [
    "DominionEncoder",
    "Encoder",
    "GoofspielEncoder",
    "Vocabulary",
    "Walk",
    "dominion_env",
    "dominion_vocabulary",
    "goofspiel_env",
    "goofspiel_vocabulary",
    "gym_env",
    "outcome",
]


def dominion_env(**kwargs: Any) -> DgsimAECEnv:
    """A PettingZoo AEC environment of Dominion; keyword arguments are `new_game`'s
    (see `dgsim.rl.pettingzoo_env.dominion_env`)."""
    from dgsim.rl.pettingzoo_env import dominion_env as make

    return make(**kwargs)


def goofspiel_env(cards: int = 13, **kwargs: Any) -> DgsimAECEnv:
    """A PettingZoo AEC environment of Goofspiel with cards 1..``cards``."""
    from dgsim.rl.pettingzoo_env import goofspiel_env as make

    return make(cards, **kwargs)


def gym_env(opponents: list[str] | tuple[str, ...] = ("bigmoney",), **kwargs: Any) -> DgsimGymEnv:
    """A Gymnasium environment for seat 0 against registered dgsim agents
    (see `dgsim.rl.gym_env.gym_env`)."""
    from dgsim.rl.gym_env import gym_env as make

    return make(opponents, **kwargs)
