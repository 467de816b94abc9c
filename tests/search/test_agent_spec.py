"""The ismcts agent's spec: every parameter checked, knowledge chosen only by registered name."""

from __future__ import annotations

import multiprocessing
from collections.abc import Sequence

import pytest

from dgsim.agents import RandomAgent, play_game
from dgsim.agents.bots import make_agent
from dgsim.core import Choice, GameState
from dgsim.dominion import heuristics
from dgsim.games.goofspiel import new_goofspiel
from dgsim.search import ISMCTSAgent, SearchConfig
from dgsim.search.registry import (
    evaluation_named,
    evaluation_names,
    prune_named,
    prune_names,
    register_evaluation,
    register_prune,
)


@pytest.mark.parametrize(("spec", "message"), [
    ("ismcts:iterations=-5", "iterations must be an integer at least 1, got '-5'"),
    ("ismcts:iterations=abc", "iterations must be an integer at least 1, got 'abc'"),
    ("ismcts:iterations=0", "iterations must be an integer at least 1"),
    ("ismcts:seconds=0", "seconds must be a number more than 0"),
    ("ismcts:seconds=nan", "seconds must be a number more than 0"),
    ("ismcts:depth=0", "depth must be an integer at least 1"),
    ("ismcts:c=-1", "c must be a number at least 0"),
    ("ismcts:workers=0", "workers must be an integer at least 1"),
    ("ismcts:widen=x", "widen must be a number more than 0"),
    ("ismcts:seed=1.5", "seed must be an integer"),
    ("ismcts:opp=maybe", "opp must be one of tree, policy, got 'maybe'"),
    ("ismcts:reward=money", "reward must be one of win, margin"),
    ("ismcts:mo=2", "mo must be one of"),
    ("ismcts:rollout=nobody", "rollout='nobody': unknown agent 'nobody'"),
    ("ismcts-dominion:iterations=-1", "iterations must be an integer at least 1"),
])
def test_bad_parameters_are_refused_with_one_line_naming_them(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match="ismcts: ") as caught:
        make_agent(spec)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_good_parameters_build_the_configured_agent() -> None:
    agent = make_agent("ismcts:seconds=0.5,c=0,widen=0.5,mo=yes,opp=policy,reward=margin,"
                       "workers=2,seed=-3,depth=7,rollout=bigmoney")
    assert isinstance(agent, ISMCTSAgent)
    config = agent.config
    assert (config.iterations, config.seconds, config.exploration, config.widening,
            config.multi_observer, config.opponents_by_policy, config.rollout_depth) == (
        None, 0.5, 0.0, 0.5, True, True, 7)
    assert (agent.workers, agent.seed) == (2, -3)


def test_a_spec_cannot_name_code_to_import_or_call() -> None:
    for key in ("prune", "eval"):
        for bad in ("os:system", "dgsim.dominion.heuristics:nothing", "builtins:print", "x"):
            with pytest.raises(ValueError, match=f"{key}='{bad}' is not a registered") as caught:
                make_agent(f"ismcts:{key}={bad}")
            assert "registered: " in str(caught.value) and "dominion" in str(caught.value)


def test_old_module_names_map_to_the_registered_dominion_knowledge() -> None:
    old = make_agent("ismcts:prune=dgsim.dominion.heuristics:prune,"
                     "eval=dgsim.dominion.heuristics:evaluate")
    new = make_agent("ismcts:prune=dominion,eval=dominion")
    assert isinstance(old, ISMCTSAgent) and isinstance(new, ISMCTSAgent)
    assert old.config.prune is new.config.prune is heuristics.prune
    assert old.config.evaluate is new.config.evaluate is heuristics.evaluate
    assert "dominion" in prune_names() and "dominion" in evaluation_names()


def _keep_first(state: GameState, picks: tuple[Choice, ...],
                options: Sequence[Choice]) -> Sequence[Choice]:
    return options[:1]


def _zero(state: GameState) -> tuple[float, ...]:
    return (0.0, 0.0)


def test_plugins_register_their_own_names_explicitly() -> None:
    register_prune("test-first", _keep_first, aliases=("tests:first",), replace=True)
    register_evaluation("test-zero", _zero, replace=True)
    assert prune_named("tests:first") is _keep_first
    assert evaluation_named("test-zero") is _zero
    agent = make_agent("ismcts:iterations=3,prune=test-first,eval=test-zero")
    assert isinstance(agent, ISMCTSAgent) and agent.config.prune is _keep_first
    with pytest.raises(ValueError, match="already registered"):
        register_prune("test-first", _keep_first)
    with pytest.raises(ValueError, match="bad pruning name"):
        register_prune("a,b", _keep_first)


def _play_in_a_daemon(out: multiprocessing.Queue[tuple[int, ...]]) -> None:
    agent = ISMCTSAgent(SearchConfig(iterations=20), seed=4, workers=2)
    final = play_game(new_goofspiel(4, seed=2), [agent, RandomAgent(1)])
    out.put(final.points)


def test_a_search_with_its_own_workers_plays_inside_a_daemonic_worker_the_same_game() -> None:
    ctx = multiprocessing.get_context("fork")
    queue: multiprocessing.Queue[tuple[int, ...]] = ctx.Queue()
    proc = ctx.Process(target=_play_in_a_daemon, args=(queue,), daemon=True)
    proc.start()
    inside = queue.get(timeout=120)
    proc.join(timeout=60)
    assert proc.exitcode == 0
    agent = ISMCTSAgent(SearchConfig(iterations=20), seed=4, workers=2)
    here = play_game(new_goofspiel(4, seed=2), [agent, RandomAgent(1)])
    assert inside == here.points
