"""The Gymnasium environment passes Gymnasium's checker and plays whole games against bots."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from dgsim.rl import gym_env
from dgsim.rl.gym_env import DgsimGymEnv


@pytest.fixture(autouse=True)
def _quiet() -> None:
    warnings.filterwarnings("ignore", category=UserWarning, module="gymnasium")


def test_check_env_dominion() -> None:
    check_env(gym_env(["bigmoney"], kingdom="First Game", render_mode="ansi"))


def test_check_env_goofspiel() -> None:
    check_env(gym_env(["random"], game="goofspiel", cards=13))
    old = gym_env(["bigmoney"], kingdom="First Game", vocab_version=1)
    assert old.encoder.vocab.version == "dominion-1"


def play(env: DgsimGymEnv, seed: int) -> tuple[float, int]:
    """Seat 0 picks the last offered label each step; returns the final reward and step count."""
    obs, info = env.reset(seed=seed)
    steps = 0
    while True:
        legal = np.flatnonzero(obs["action_mask"])
        assert np.array_equal(env.action_masks(), obs["action_mask"])
        assert len(legal) == len(info["labels"]) >= 1
        obs, reward, terminated, truncated, info = env.step(int(legal[-1]))
        steps += 1
        assert not truncated
        if terminated:
            return reward, steps
        assert reward == 0.0


def test_whole_games_against_bots_end_with_a_reward() -> None:
    env = gym_env(["bigmoney", "random"], kingdom="Size Distortion")
    rewards = {play(env, seed)[0] for seed in range(3)}
    assert rewards <= {-1.0, 0.0, 1.0} and rewards
    env = gym_env(["random"], kingdom="random")
    reward, steps = play(env, 4)
    assert reward in (-1.0, 0.0, 1.0) and steps > 10


def test_same_seed_same_game() -> None:
    env = gym_env(["random"], game="goofspiel", cards=6)
    a = env.reset(seed=11)[0]["observation"]
    b = env.reset(seed=11)[0]["observation"]
    c = [env.reset(seed=s)[0]["observation"] for s in range(12, 20)]
    assert np.array_equal(a, b) and any(not np.array_equal(a, x) for x in c)


def test_illegal_actions() -> None:
    env = gym_env(["random"], game="goofspiel", cards=4)
    env.reset(seed=0)
    env.step(0)
    obs, reward, terminated, _, info = env.step(0)  # bid 1 again: already played
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    assert obs["action_mask"].sum() == 0
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    env = gym_env(["random"], game="goofspiel", cards=4, illegal="random")
    env.reset(seed=0)
    env.step(0)
    _, _, terminated, _, info = env.step(0)
    assert not terminated and "illegal_action" not in info
    env = gym_env(["random"], game="goofspiel", cards=4, illegal="raise")
    env.reset(seed=0)
    with pytest.raises(ValueError, match="not offered"):
        env.step(9)


def test_render(capsys: pytest.CaptureFixture[str]) -> None:
    env = gym_env(["bigmoney"], render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "Supply" in text and "choices: " in text
    env = gym_env(["random"], game="goofspiel", cards=3, render_mode="human")
    env.reset(seed=1)
    env.step(0)
    assert "choices: " in capsys.readouterr().out
    with pytest.warns(UserWarning, match="render_mode"):
        assert gym_env(["random"], game="goofspiel", cards=3).render() is None


def test_bad_arguments() -> None:
    with pytest.raises(ValueError, match="render_mode"):
        gym_env(render_mode="rgb_array")
    with pytest.raises(ValueError, match="illegal"):
        gym_env(illegal="skip")
    with pytest.raises(ValueError, match="one opponent"):
        gym_env(["random", "random"], game="goofspiel")
    with pytest.raises(ValueError, match="'dominion' or 'goofspiel'"):
        gym_env(game="chess")
    with pytest.raises(ValueError, match="opponents"):
        gym_env(["bigmoney"], players=3)
    with pytest.raises(ValueError):
        gym_env(["no-such-bot"])
    with pytest.raises(RuntimeError, match="reset"):
        gym_env().step(0)
