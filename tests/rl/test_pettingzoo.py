"""The PettingZoo AEC environments pass PettingZoo's own conformance tests."""

from __future__ import annotations

import warnings
from types import SimpleNamespace

import numpy as np
import pytest
from gymnasium.spaces import Discrete
from pettingzoo import ParallelEnv
from pettingzoo.test import api_test, max_cycles_test, seed_test

import dgsim
from dgsim.games.goofspiel import GoofspielState
from dgsim.rl import dominion_env, goofspiel_env
from dgsim.rl.pettingzoo_env import DgsimAECEnv, goofspiel_parallel_env, reset_seed


@pytest.fixture(autouse=True)
def _quiet() -> None:
    # api_test warns about Dict observation spaces, which the classic games use too
    warnings.filterwarnings("ignore", category=UserWarning, module="pettingzoo")


def test_goofspiel_api() -> None:
    api_test(goofspiel_env(cards=13), num_cycles=300)


@pytest.mark.parametrize("players", [2, 4])
def test_dominion_api(players: int) -> None:
    api_test(dominion_env(kingdom="First Game", players=players), num_cycles=400)


def test_dominion_api_random_kingdom() -> None:
    api_test(dominion_env(kingdom="random", seed=5, players=3), num_cycles=400)


def test_seeds() -> None:
    seed_test(lambda: goofspiel_env(cards=13), num_cycles=50)
    seed_test(lambda: dominion_env(kingdom="Size Distortion", players=3), num_cycles=200)


def test_goofspiel_max_cycles() -> None:
    # max_cycles_test samples actions without masks: illegal="random" plays an offered bid instead
    def env(max_cycles: int) -> DgsimAECEnv:
        return goofspiel_env(max_cycles=max_cycles, illegal="random")

    def parallel_env(max_cycles: int) -> ParallelEnv:
        return goofspiel_parallel_env(max_cycles=max_cycles, illegal="random")

    max_cycles_test(SimpleNamespace(env=env, parallel_env=parallel_env))


def test_illegal_actions_can_lose_or_be_replaced() -> None:
    env = goofspiel_env(cards=4, illegal="lose")
    env.reset(seed=0)
    env.step(0)
    env.step(0)  # seat 1 bids 1: fine
    env.step(0)  # seat 0 already bid 1 in round one: illegal
    assert env.rewards == {"player_0": -1.0, "player_1": 0.0}
    assert env.infos["player_0"]["illegal_action"] is True and all(env.terminations.values())
    env = goofspiel_env(cards=4, illegal="random")
    env.reset(seed=0)
    env.step(0)
    env.step(0)
    env.step(0)
    assert env.walk is not None and isinstance(env.walk.state, GoofspielState)
    assert env.walk.state.hands[0] in ((3, 4), (2, 4), (2, 3))
    with pytest.raises(ValueError, match="illegal must be one of"):
        goofspiel_env(illegal="ignore")


def test_dominion_max_cycles_counts_as_many_picks_as_seats_per_cycle() -> None:
    env = dominion_env(kingdom="First Game", max_cycles=5)
    env.reset(seed=1)
    picks = 0
    for agent in env.agent_iter():
        _, _, term, trunc, _ = env.last()
        if term or trunc:
            assert trunc and not term
            env.step(None)
            continue
        env.step(int(np.flatnonzero(env.observe(agent)["action_mask"])[0]))
        picks += 1
    assert picks == 10 and env.agents == []


def play_out(env: DgsimAECEnv, seed: int) -> dict[str, float]:
    """A whole game with the first legal id each time; the rewards each agent was given."""
    env.reset(seed=seed)
    total = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        total[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        assert isinstance(obs, dict)
        legal = np.flatnonzero(obs["action_mask"])
        assert obs["action_mask"].dtype == np.int8 and len(legal) >= 1
        env.step(int(legal[-1]))
    return total


def test_rewards_are_plus_one_minus_one_and_zero_sum_for_two_seats() -> None:
    env = dominion_env(kingdom="First Game")
    for seed in range(3):
        rewards = play_out(env, seed)
        assert sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])
    final = env.walk
    assert final is not None and final.over
    winners = final.state.winners()  # type: ignore[attr-defined]
    assert len(winners) in (1, 2)


def test_goofspiel_ties_share_zero() -> None:
    env = goofspiel_env(cards=3)
    env.reset(seed=0)
    for _ in range(2):  # both bid their lowest card: every round ties (the last bids are forced)
        for _ in range(2):
            env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert env.rewards == {"player_0": 0.0, "player_1": 0.0}
    assert all(env.terminations.values())


def test_resets_without_a_seed_follow_the_envs_seed_sequence() -> None:
    env = dominion_env(kingdom="First Game", seed=9)
    env.reset()
    first = env.walk
    env.reset()
    second = env.walk
    assert first is not None and second is not None and first.state != second.state
    env.reset(seed=9)
    assert env.walk == first
    assert reset_seed(9, 1) != 9


def test_render_shows_the_table_and_the_choices() -> None:
    env = dominion_env(kingdom="First Game", render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    assert isinstance(text, str) and "Supply" in text and "chooses among:" in text
    g = goofspiel_env(cards=3, render_mode="ansi")
    g.reset(seed=1)
    text = g.render()
    assert isinstance(text, str) and "prize" in text and "bid 1 | bid 2 | bid 3" in text
    while g.agents and not all(g.terminations.values()):
        g.step(int(np.flatnonzero(g.observe(g.agent_selection)["action_mask"])[0]))
    text = g.render()
    assert isinstance(text, str) and "game over: rewards" in text
    with pytest.warns(UserWarning, match="render_mode"):
        assert goofspiel_env(cards=3).render() is None  # no render mode: nothing shown


def test_human_render_prints(capsys: pytest.CaptureFixture[str]) -> None:
    env = goofspiel_env(cards=3, render_mode="human")
    env.reset(seed=1)
    env.step(0)
    assert "chooses among" in capsys.readouterr().out


def test_bad_arguments_and_actions_say_what_is_wrong() -> None:
    with pytest.raises(ValueError, match="render_mode"):
        goofspiel_env(render_mode="rgb_array")
    with pytest.raises(ValueError, match="max_cycles"):
        goofspiel_env(max_cycles=0)
    with pytest.raises(KeyError):
        dominion_env(kingdom="No Such Set")
    env = goofspiel_env(cards=3)
    with pytest.raises(RuntimeError, match="reset"):
        env.observe("player_0")
    env.reset(seed=0)
    with pytest.raises(ValueError, match="not None"):
        env.step(None)
    env.step(2)
    with pytest.raises(dgsim.InvalidActionError, match="not offered"):
        env.step(7)


def test_card_pool_widens_the_vocabulary() -> None:
    small = dominion_env(kingdom="First Game")
    wide = dominion_env(kingdom="First Game", card_pool=["Witch", "Chapel"])
    a, b = wide.action_space("player_0"), small.action_space("player_0")
    assert isinstance(a, Discrete) and isinstance(b, Discrete) and a.n == b.n + 2 * 19
    v1 = dominion_env(kingdom="First Game", vocab_version=1).action_space("player_0")
    assert isinstance(v1, Discrete) and v1.n == 200 + 14 * 20  # version 1 kept
