"""The Gymnasium loop: seat 0 plays Dominion against Big Money, picking uniformly among the
actions its mask allows.

    python examples/rl_gym_loop.py [episodes]

Between the learner's picks the bots play their whole decisions; the reward is +1, 0 or
-1 at the end of the game.
"""

from __future__ import annotations

import sys

import numpy as np

from dgsim.rl import gym_env


def main(episodes: int = 3) -> None:
    env = gym_env(["bigmoney"], kingdom="First Game")
    rng = np.random.default_rng(0)
    for episode in range(episodes):
        obs, _ = env.reset(seed=episode)
        steps, reward, done = 0, 0.0, False
        while not done:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, reward, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
            steps += 1
        print(f"episode {episode}: {steps} steps, reward {reward:+.0f}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:2]))
