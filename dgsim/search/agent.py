"""`ISMCTSAgent`: an agent that searches each decision with ISMCTS, optionally across processes.

Registered as ``ismcts`` in the agent registry (by the top layer, `dgsim.plugins`), so ``dgsim simulate
ismcts:iterations=1000,rollout=bigmoney bigmoney`` works. Parameters:
``iterations`` (default 1000), ``seconds`` (a time budget instead of, or as
well as, iterations), ``rollout`` (an agent spec such as ``bigmoney``, or
``random``, the default), ``depth`` (cut rollouts after that many decisions
and score them with `MarginReward`), ``c`` (UCB exploration, 0.7), ``mo``
(1 for multi-observer trees), ``workers`` (root parallelism: that many
processes search independently and their root visit counts are summed),
``seed``, ``reuse`` (0 to start every decision's search afresh instead of
resuming the tree of the agent's previous decision in the same turn),
``models`` (opponent models, agent specs joined by ``+``, e.g.
``models=bmu+smithy-bm``: one is drawn per iteration to play the other
seats), ``dets`` (determinized UCT with that many determinizations, the
ISMCTS paper's baseline), ``reward=margin`` (score finished games with `WinAndMargin`),
``widen`` (progressive widening), ``opp=policy`` (the rollout
policy plays the other seats in the tree) and ``bonus`` (a prior towards the
rollout policy's own pick, added to its value at every node: the search departs
from the policy only where another pick is better by more; see
`SearchConfig`), ``eval``
(the registered name of an evaluation that scores every rollout's end, cut
or finished, e.g. ``dominion``) and ``prune`` (the registered name of a
`Prune`, e.g. ``dominion``; also ``win``, ``margin``, ``win-margin``); names come from
`dgsim.search.registry`, never
imported from the spec. The setting that beats Big Money (docs/search.md)
is registered as ``ismcts-dominion`` (any parameter given overrides it:
``ismcts-dominion:iterations=200``)::

    ismcts:iterations=500,rollout=bigmoney,depth=40,c=0.3,widen=0.5,opp=policy,
        prune=dominion,eval=dominion

With ``workers`` above 1 inside a process that may not start its own
(``dgsim simulate``'s worker pool), the workers' searches run one after
another in that process: the same visit counts, so the same moves.

The search imports no agents: the agents a spec names (``rollout=``,
``models=``, ``policy=``, ``opponents=``) are built by the agent registry's
``make_agent``, which the top layer hands over with `use_agent_registry`
when it registers these agents (the factories first ask the core to fill the
registries, `dgsim.core.registry.fill_registries`, so they work in a process
that has looked nothing up yet).
"""

from __future__ import annotations

import multiprocessing
import random
import weakref
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from types import MappingProxyType
from typing import Final, TypeVar

from dgsim.core import ActionGenerator, Choice, GameState, PlayerAction
from dgsim.core.registry import fill_registries
from dgsim.search.ismcts import (
    MarginReward,
    Prune,
    Reward,
    RolloutPolicy,
    SearchConfig,
    SearchResult,
    WinAndMargin,
    action_visits,
    search,
    win_reward,
)
from dgsim.search.registry import evaluation_named, prune_named
from dgsim.search.rollouts import RolloutConfig, RolloutResult, rollout_search

__all__ = [
    "DOMINION_PRESET",
    "ROLLOUTS_DOMINION",
    "ISMCTSAgent",
    "RolloutAgent",
    "ismcts_dominion_factory",
    "ismcts_factory",
    "rollouts_dominion_factory",
    "rollouts_factory",
    "use_agent_registry",
]

S = TypeVar("S", bound=GameState)

AgentMaker = Callable[[str], RolloutPolicy]
"""Builds the agent a spec names (``bigmoney``, ``smithy-bm``): the agent registry's
``make_agent``, seen by the search as a `RolloutPolicy`."""

_AGENT_REGISTRY: list[AgentMaker] = []


def use_agent_registry(make_agent: AgentMaker) -> None:
    """Build the agents that specs name (``rollout=bigmoney``) with ``make_agent``: the top layer
    (`dgsim.plugins`) gives the agent registry's, since the search may not import agents."""
    _AGENT_REGISTRY[:] = [make_agent]


def _named_agent(spec: str) -> RolloutPolicy:
    """The agent ``spec`` names, built by the agent registry (filled first, if nothing has been
    looked up yet in this process).

    :raises ValueError: for an unknown agent or bad parameters (the registry's message).
    """
    fill_registries()
    if not _AGENT_REGISTRY:
        raise ValueError(f"no agent registry to build {spec!r} (dgsim.plugins gives it)")
    return _AGENT_REGISTRY[0](spec)


def _visits(state: GameState, config: SearchConfig,
            picks: tuple[Choice, ...]) -> tuple[dict[tuple[Choice, ...], int], int]:
    """One worker's search: visit counts of the root decision's complete actions, and iterations."""
    result = search(state, config, picks)
    return action_visits(result.root, result.player), result.iterations


class ISMCTSAgent:
    """Chooses each action by an ISMCTS search from the current state.

    With ``workers`` above 1, that many processes (kept for the agent's life)
    search each decision independently from different seeds and their root
    visit counts are summed (root parallelism). With ``reuse`` (the default)
    a single-process, single-observer search resumes the previous search's
    tree when the agent decides again right after its own action (later in
    the same turn) and that tree reached the new information set.

    Its ``act`` takes a type variable: it is an agent of every game, as the
    search is; the policies of its `SearchConfig` say which games it can play
    (a ``rollout=bigmoney`` search plays Dominion only).

    >>> from dgsim.games.goofspiel import new_goofspiel
    >>> from dgsim.agents import RandomAgent, play_game
    >>> agent = ISMCTSAgent(SearchConfig(iterations=50), seed=1)
    >>> play_game(new_goofspiel(4, seed=1), [agent, RandomAgent(2)]).game_end()
    True
    """

    name = "ismcts"

    def __init__(self, config: SearchConfig, seed: int = 0, workers: int = 1,
                 reuse: bool = True) -> None:
        self.config = config
        self.seed = seed
        self.workers = workers
        self.reuse = reuse
        self._rng = random.Random(seed)
        self._pool: ProcessPoolExecutor | None = None
        self._last: tuple[SearchResult, tuple[Choice, ...]] | None = None
        self.iterations = 0
        """Iterations run by this agent's searches so far (all workers)."""
        self.reused = 0
        """Decisions whose search resumed the previous tree."""

    def __repr__(self) -> str:
        return (f"ISMCTSAgent({self.config!r}, seed={self.seed}, workers={self.workers}, "
                f"reuse={self.reuse})")

    def reseed(self, seed: int) -> ISMCTSAgent:
        """A fresh agent whose searches are seeded from ``seed``."""
        return ISMCTSAgent(self.config, seed, self.workers, self.reuse)

    def __getstate__(self) -> dict[str, object]:
        """Pickles without the worker processes and the kept tree (a copy starts without them)."""
        return {**self.__dict__, "_pool": None, "_last": None}

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)

    def close(self) -> None:
        """Stop the worker processes (if any); the agent starts new ones when it acts again."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("fork"))
            weakref.finalize(self, pool.shutdown, wait=False, cancel_futures=True)
            self._pool = pool
        return self._pool

    def act(self, state: S, gen: ActionGenerator[S]) -> PlayerAction:
        """Search the decision of ``gen`` (from its picks so far) and return the best action."""
        last, self._last = self._last, None
        options = self.config.pruned(state, gen.picks, gen.choices())
        if len(options) == 1 and not gen.choose(options[0]).choices():
            return gen.choose(options[0]).generate_action()
        seed = self._rng.getrandbits(32)
        picks = gen.picks
        resumable = False
        if self.workers <= 1:
            config = replace(self.config, seed=seed)
            root = None
            resumable = (self.reuse and not config.multi_observer
                         and config.determinizations is None and not picks)
            if last is not None and resumable:
                root = last[0].subtree(last[1], state)
                self.reused += root is not None
            result = search(state, config, picks, root)
            visits = action_visits(result.root, result.player)
            self.iterations += result.iterations
        else:
            visits = {}
            configs = [replace(self.config, seed=seed + i) for i in range(self.workers)]
            if multiprocessing.current_process().daemon:  # a pool's worker may not have children
                results = [_visits(state, config, picks) for config in configs]
            else:
                pool = self._executor()
                jobs = [pool.submit(_visits, state, config, picks) for config in configs]
                results = [job.result() for job in jobs]
            for found, iterations in results:
                self.iterations += iterations
                for action, n in found.items():
                    visits[action] = visits.get(action, 0) + n
        best = max(visits.items(), key=lambda kv: kv[1])[0] if visits else ()
        if visits and resumable:
            self._last = (result, best)
        for pick in best:
            gen = gen.choose(pick)
        while not gen.filled():  # no iteration finished (a tiny time budget): first choices
            gen = gen.choose(gen.choices()[0])
        return gen.generate_action()


_KNOWN: Final = ("iterations", "seconds", "rollout", "depth", "c", "mo", "workers", "seed", "eval",
                  "widen", "opp", "reward", "prune", "models", "dets", "reuse", "bonus")


def _number(params: Mapping[str, str], key: str, kind: type[int] | type[float],
            minimum: float, default: float | None = None, *, above: bool = False,
            who: str = "ismcts") -> float | None:
    """Parameter ``key`` as an int or float at least ``minimum`` (more than it if ``above``).

    :raises ValueError: for a value of the wrong type or out of range, naming the parameter.
    """
    if key not in params:
        return default
    text = params[key]
    what = "an integer" if kind is int else "a number"
    bound = f"more than {minimum:g}" if above else f"at least {minimum:g}"
    try:
        value = kind(text)
    except ValueError:
        raise ValueError(f"{who}: {key} must be {what} {bound}, got {text!r}") from None
    if value < minimum or (above and value == minimum) or value != value:
        raise ValueError(f"{who}: {key} must be {what} {bound}, got {text!r}")
    return value


def _word(params: Mapping[str, str], key: str, allowed: tuple[str, ...], default: str) -> str:
    value = params.get(key, default)
    if value not in allowed:
        raise ValueError(f"ismcts: {key} must be one of {', '.join(allowed)}, got {value!r}")
    return value


def ismcts_factory(params: Mapping[str, str]) -> ISMCTSAgent:
    """Build an `ISMCTSAgent` from spec parameters (see the module docstring).

    Every parameter is checked: ``iterations``, ``depth`` and ``workers`` are
    positive integers, ``seconds`` and ``widen`` positive numbers, ``c`` and
    ``bonus`` numbers >= 0; ``prune`` and ``eval`` name registered entries
    (`dgsim.search.registry`), ``rollout`` a registered agent.

    :raises ValueError: for an unknown parameter or a bad value (one line naming it).

    >>> ismcts_factory({"iterations": "20", "rollout": "bigmoney", "depth": "40"}).config.iterations
    20
    >>> ismcts_factory({"iterations": "-5"})
    Traceback (most recent call last):
    ...
    ValueError: ismcts: iterations must be an integer at least 1, got '-5'
    """
    unknown = set(params) - set(_KNOWN)
    if unknown:
        raise ValueError(f"unknown ismcts parameters {sorted(unknown)}; known: {sorted(_KNOWN)}")
    seconds = _number(params, "seconds", float, 0.0, above=True)
    iterations = _number(params, "iterations", int, 1, None if seconds else 1000)
    rollout_spec = params.get("rollout", "random")
    try:
        rollout = None if rollout_spec == "random" else _named_agent(rollout_spec)
    except ValueError as exc:
        raise ValueError(f"ismcts: rollout={rollout_spec!r}: {exc}") from None
    depth = _number(params, "depth", int, 1)
    evaluate: Reward | None = MarginReward() if depth else None
    reward: Reward = win_reward
    if _word(params, "reward", ("win", "margin"), "win") == "margin":
        reward = WinAndMargin()
    if "eval" in params:
        evaluate = reward = evaluation_named(params["eval"])
    prune: Prune | None = prune_named(params["prune"]) if "prune" in params else None
    models: list[RolloutPolicy] = []
    for model in params.get("models", "").split("+") if params.get("models") else ():
        try:
            models.append(_named_agent(model))
        except ValueError as exc:
            raise ValueError(f"ismcts: models={params['models']!r}: {exc}") from None
    multi = _word(params, "mo", ("0", "1", "false", "true", "no", "yes"), "0") in ("1", "true",
                                                                                 "yes")
    dets = _number(params, "dets", int, 1)
    if dets is not None and multi:
        raise ValueError("ismcts: dets (determinized UCT) and mo=1 cannot be combined")
    config = SearchConfig(
        iterations=None if iterations is None else int(iterations),
        seconds=seconds, exploration=float(_number(params, "c", float, 0.0, 0.7) or 0.0),
        rollout=rollout, rollout_depth=None if depth is None else int(depth), evaluate=evaluate,
        reward=reward,
        multi_observer=multi,
        widening=_number(params, "widen", float, 0.0, above=True),
        opponents_by_policy=_word(params, "opp", ("tree", "policy"), "tree") == "policy",
        prune=prune, opponent_models=tuple(models),
        determinizations=None if dets is None else int(dets),
        policy_bonus=float(_number(params, "bonus", float, 0.0, 0.0) or 0.0))
    seed = _number(params, "seed", int, -(2 ** 63), 0)
    workers = _number(params, "workers", int, 1, 1)
    reuse = _word(params, "reuse", ("0", "1", "false", "true", "no", "yes"), "1") in ("1", "true",
                                                                                    "yes")
    return ISMCTSAgent(config, int(seed or 0), int(workers or 1), reuse)


DOMINION_PRESET: Final[Mapping[str, str]] = MappingProxyType({
    "iterations": "500", "rollout": "bigmoney", "depth": "40", "c": "0.3", "widen": "0.5",
    "opp": "policy", "prune": "dominion", "eval": "dominion",
})
"""The ``ismcts-dominion`` parameters: the setting measured against Big Money in docs/search.md."""


def ismcts_dominion_factory(params: Mapping[str, str]) -> ISMCTSAgent:
    """`ismcts_factory` with `DOMINION_PRESET` under ``params`` (given parameters win).

    >>> agent = ismcts_dominion_factory({"iterations": "50"})
    >>> agent.config.iterations, agent.config.exploration, agent.config.rollout_depth
    (50, 0.3, 40)
    """
    return ismcts_factory({**DOMINION_PRESET, **params})


class RolloutAgent:
    """Chooses each action by a paired rollout search (`dgsim.search.rollouts`) of its policy.

    Registered as ``rollouts`` (by `dgsim.plugins`); ``rollouts-dominion`` is the Dominion setting
    of docs/search.md. ``departures`` counts the decisions where it played
    something other than its policy's own action; ``last`` is the last
    search's `RolloutResult` (None after a decision with one option).

    >>> from dgsim.games.goofspiel import new_goofspiel
    >>> from dgsim.agents import RandomAgent, play_game
    >>> agent = RolloutAgent(RolloutConfig(rollouts=40), seed=1)
    >>> play_game(new_goofspiel(4, seed=1), [agent, RandomAgent(2)]).game_end()
    True
    """

    name = "rollouts"

    def __init__(self, config: RolloutConfig, seed: int = 0) -> None:
        self.config = config
        self.seed = seed
        self._rng = random.Random(seed)
        self.rollouts = 0
        """Rollouts run by this agent's searches so far."""
        self.departures = 0
        """Decisions where the search played another action than its policy's."""
        self.last: RolloutResult | None = None

    def __repr__(self) -> str:
        return f"RolloutAgent({self.config!r}, seed={self.seed})"

    def reseed(self, seed: int) -> RolloutAgent:
        """A fresh agent whose searches are seeded from ``seed``."""
        return RolloutAgent(self.config, seed)

    def act(self, state: S, gen: ActionGenerator[S]) -> PlayerAction:
        """Search the decision of ``gen`` (from its picks so far) and return the best action."""
        self.last = None
        options = self.config.prune(state, gen.picks, gen.choices()) if (
            self.config.prune is not None and len(gen.choices()) > 1) else gen.choices()
        if len(options) == 1 and not gen.choose(options[0]).choices():
            return gen.choose(options[0]).generate_action()
        config = replace(self.config, seed=self._rng.getrandbits(32))
        result = self.last = rollout_search(state, config, gen.picks)
        self.rollouts += result.rollouts
        self.departures += result.departed
        return result.action


_ROLLOUT_KNOWN: Final = ("rollouts", "policy", "opponents", "depth", "eval", "prune", "margin",
                         "seed", "seconds", "stop", "confirm")


def _agent_or_none(spec: str, key: str) -> RolloutPolicy | None:
    try:
        return None if spec == "random" else _named_agent(spec)
    except ValueError as exc:
        raise ValueError(f"rollouts: {key}={spec!r}: {exc}") from None


def rollouts_factory(params: Mapping[str, str]) -> RolloutAgent:
    """Build a `RolloutAgent` from spec parameters.

    ``rollouts`` (budget per decision, default 1000), ``policy`` (an agent
    spec; ``random``, the default, plays uniformly random picks),
    ``opponents`` (agent specs joined by ``+``, one drawn per sample to play
    the other seats; default: the policy), ``depth`` (cut rollouts after that
    many decisions, scored by ``eval``), ``eval`` and ``prune`` (registered
    names, `dgsim.search.registry`), ``margin`` (standard errors a departure
    from the policy must lead by, default 1), ``seconds`` (a time bound per decision as well as
    the budget), ``stop`` (end a search early once the policy's action leads every other by that
    many standard errors), ``confirm`` (the share of the budget, below 1, kept to compare a
    challenger with the policy's action again on fresh samples before departing; default 0) and
    ``seed``.

    :raises ValueError: for an unknown parameter or a bad value (one line naming it).

    >>> rollouts_factory({"rollouts": "300", "policy": "bigmoney"}).config.rollouts
    300
    >>> rollouts_factory({"margin": "-1"})
    Traceback (most recent call last):
    ...
    ValueError: rollouts: margin must be a number at least 0, got '-1'
    """
    unknown = set(params) - set(_ROLLOUT_KNOWN)
    if unknown:
        raise ValueError(f"unknown rollouts parameters {sorted(unknown)}; known: "
                         f"{sorted(_ROLLOUT_KNOWN)}")
    opponents: list[RolloutPolicy] = []
    for spec in params.get("opponents", "").split("+") if params.get("opponents") else ():
        model = _agent_or_none(spec, "opponents")
        if model is None:
            raise ValueError("rollouts: opponents must be agent specs, not random")
        opponents.append(model)
    depth = _number(params, "depth", int, 1, who="rollouts")
    confirm = float(_number(params, "confirm", float, 0.0, 0.0, who="rollouts") or 0.0)
    if confirm >= 1.0:
        raise ValueError(f"rollouts: confirm must be below 1, got {params['confirm']!r}")
    config = RolloutConfig(
        rollouts=int(_number(params, "rollouts", int, 1, 1000, who="rollouts") or 1000),
        policy=_agent_or_none(params.get("policy", "random"), "policy"),
        opponents=tuple(opponents),
        depth=None if depth is None else int(depth),
        evaluate=evaluation_named(params["eval"]) if "eval" in params else None,
        prune=prune_named(params["prune"]) if "prune" in params else None,
        margin=float(_number(params, "margin", float, 0.0, 1.0, who="rollouts") or 0.0),
        seconds=_number(params, "seconds", float, 0.0, above=True, who="rollouts"),
        stop=_number(params, "stop", float, 0.0, who="rollouts"), confirm=confirm)
    return RolloutAgent(config, int(_number(params, "seed", int, -(2 ** 63), 0,
                                            who="rollouts") or 0))


ROLLOUTS_DOMINION: Final[Mapping[str, str]] = MappingProxyType({
    "rollouts": "2000", "policy": "smithy-bm", "prune": "dominion", "margin": "1",
})
"""The ``rollouts-dominion`` parameters: the setting measured on First Game in docs/search.md."""


def rollouts_dominion_factory(params: Mapping[str, str]) -> RolloutAgent:
    """`rollouts_factory` with `ROLLOUTS_DOMINION` under ``params`` (given parameters win).

    >>> rollouts_dominion_factory({"rollouts": "50"}).config.rollouts
    50
    """
    return rollouts_factory({**ROLLOUTS_DOMINION, **params})

