"""`ISMCTSAgent`: an agent that searches each decision with ISMCTS, optionally across processes.

Registered as ``ismcts`` in the agent registry, so ``dgsim simulate
ismcts:iterations=1000,rollout=bigmoney bigmoney`` works. Parameters:
``iterations`` (default 1000), ``seconds`` (a time budget instead of, or as
well as, iterations), ``rollout`` (an agent spec such as ``bigmoney``, or
``random``, the default), ``depth`` (cut rollouts after that many decisions
and score them with `MarginReward`), ``c`` (UCB exploration, 0.7), ``mo``
(1 for multi-observer trees), ``workers`` (root parallelism: that many
processes search independently and their root visit counts are summed),
``seed``, ``reward=margin`` (score finished games with `WinAndMargin`),
``widen`` (progressive widening) and ``opp=policy`` (the rollout
policy plays the other seats in the tree; see `SearchConfig`), ``eval``
(``module:name`` of an evaluation that scores every rollout's end, cut or
finished: a function from a state to one reward per seat, e.g.
``dgsim.dominion.heuristics:evaluate``) and ``prune`` (``module:name`` of a
`Prune`, e.g. ``dgsim.dominion.heuristics:prune``). The setting that beats
Big Money (docs/search.md) is registered as ``ismcts-dominion`` (any
parameter given overrides it: ``ismcts-dominion:iterations=200``)::

    ismcts:iterations=500,rollout=bigmoney,depth=40,c=0.3,widen=0.5,opp=policy,
        prune=dgsim.dominion.heuristics:prune,eval=dgsim.dominion.heuristics:evaluate
"""

from __future__ import annotations

import importlib
import multiprocessing
import random
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from types import MappingProxyType
from typing import Any, Final

from dgsim.agents.agent import Agent
from dgsim.agents.bots import make_agent, register_agent
from dgsim.core import ActionGenerator, Choice, GameState, PlayerAction
from dgsim.search.ismcts import (
    MarginReward,
    Prune,
    Reward,
    SearchConfig,
    WinAndMargin,
    action_visits,
    search,
    win_reward,
)

__all__ = ["DOMINION_PRESET", "ISMCTSAgent", "ismcts_dominion_factory", "ismcts_factory"]


def _visits(state: GameState, config: SearchConfig,
            picks: tuple[Choice, ...]) -> dict[tuple[Choice, ...], int]:
    """One worker's search: visit counts of the root decision's complete actions."""
    result = search(state, config, picks)
    return action_visits(result.root, result.player)


class ISMCTSAgent:
    """Chooses each action by an ISMCTS search from the current state.

    >>> from dgsim.games.goofspiel import new_goofspiel
    >>> from dgsim.agents import RandomAgent, play_game
    >>> agent = ISMCTSAgent(SearchConfig(iterations=50), seed=1)
    >>> play_game(new_goofspiel(4, seed=1), [agent, RandomAgent(2)]).game_end()
    True
    """

    name = "ismcts"

    def __init__(self, config: SearchConfig, seed: int = 0, workers: int = 1) -> None:
        self.config = config
        self.seed = seed
        self.workers = workers
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"ISMCTSAgent({self.config!r}, seed={self.seed}, workers={self.workers})"

    def reseed(self, seed: int) -> ISMCTSAgent:
        """A fresh agent whose searches are seeded from ``seed``."""
        return ISMCTSAgent(self.config, seed, self.workers)

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        """Search the decision of ``gen`` (from its picks so far) and return the best action."""
        options = self.config.pruned(state, gen.picks, gen.choices())
        if len(options) == 1 and not gen.choose(options[0]).choices():
            return gen.choose(options[0]).generate_action()
        seed = self._rng.getrandbits(32)
        picks = gen.picks
        if self.workers <= 1:
            visits = _visits(state, replace(self.config, seed=seed), picks)
        else:
            visits = {}
            ctx = multiprocessing.get_context("fork")
            with ProcessPoolExecutor(self.workers, mp_context=ctx) as pool:
                jobs = [pool.submit(_visits, state, replace(self.config, seed=seed + i), picks)
                        for i in range(self.workers)]
                for job in jobs:
                    for action, n in job.result().items():
                        visits[action] = visits.get(action, 0) + n
        best = max(visits.items(), key=lambda kv: kv[1])[0] if visits else ()
        for pick in best:
            gen = gen.choose(pick)
        while not gen.filled():  # no iteration finished (a tiny time budget): first choices
            gen = gen.choose(gen.choices()[0])
        return gen.generate_action()


def ismcts_factory(params: Mapping[str, str]) -> Agent:
    """Build an `ISMCTSAgent` from spec parameters (see the module docstring).

    :raises ValueError: for an unknown parameter or a bad value.

    >>> ismcts_factory({"iterations": "20", "rollout": "bigmoney", "depth": "40"}).config.iterations
    20
    """
    known = {"iterations", "seconds", "rollout", "depth", "c", "mo", "workers", "seed", "eval",
             "widen", "opp", "reward", "prune"}
    unknown = set(params) - known
    if unknown:
        raise ValueError(f"unknown ismcts parameters {sorted(unknown)}; known: {sorted(known)}")
    seconds = float(params["seconds"]) if "seconds" in params else None
    iterations: int | None = int(params.get("iterations", "0" if seconds else "1000")) or None
    rollout_spec = params.get("rollout", "random")
    rollout = None if rollout_spec == "random" else make_agent(rollout_spec)
    depth = int(params["depth"]) if "depth" in params else None
    evaluate: Reward | None = MarginReward() if depth else None
    reward: Reward = win_reward
    if params.get("reward", "win") == "margin":
        reward = WinAndMargin()
    if "eval" in params:
        evaluate = reward = _named_function("eval", params["eval"])
    prune: Prune | None = _named_function("prune", params["prune"]) if "prune" in params else None
    config = SearchConfig(
        iterations=iterations, seconds=seconds, exploration=float(params.get("c", "0.7")),
        rollout=rollout, rollout_depth=depth, evaluate=evaluate, reward=reward,
        multi_observer=params.get("mo", "0") not in ("0", "false", "no"),
        widening=float(params["widen"]) if "widen" in params else None,
        opponents_by_policy=params.get("opp", "tree") == "policy", prune=prune)
    return ISMCTSAgent(config, int(params.get("seed", "0")), int(params.get("workers", "1")))


def _named_function(key: str, name: str) -> Any:
    """The function a ``module:name`` parameter names.

    :raises ValueError: if it names no function.
    """
    module, _, attr = name.partition(":")
    try:
        found = getattr(importlib.import_module(module), attr, None) if attr else None
    except ImportError as exc:
        raise ValueError(f"{key}={name!r}: cannot import {module!r} ({exc})") from exc
    if not callable(found):
        raise ValueError(f"{key}={name!r} does not name a function (expected module:function)")
    return found


DOMINION_PRESET: Final[Mapping[str, str]] = MappingProxyType({
    "iterations": "500", "rollout": "bigmoney", "depth": "40", "c": "0.3", "widen": "0.5",
    "opp": "policy", "prune": "dgsim.dominion.heuristics:prune",
    "eval": "dgsim.dominion.heuristics:evaluate",
})
"""The ``ismcts-dominion`` parameters: the setting measured against Big Money in docs/search.md."""


def ismcts_dominion_factory(params: Mapping[str, str]) -> Agent:
    """`ismcts_factory` with `DOMINION_PRESET` under ``params`` (given parameters win).

    >>> agent = ismcts_dominion_factory({"iterations": "50"})
    >>> agent.config.iterations, agent.config.exploration, agent.config.rollout_depth
    (50, 0.3, 40)
    """
    return ismcts_factory({**DOMINION_PRESET, **params})


register_agent("ismcts", ismcts_factory, replace=True)
register_agent("ismcts-dominion", ismcts_dominion_factory, replace=True)
