"""The PettingZoo loop: every seat of a Dominion game picks uniformly among its masked actions.

    python examples/rl_pettingzoo_loop.py [games] [players]

Each step is one pick of dgsim's action tree; ``observe(agent)`` gives the observation
vector and the action mask over the game's fixed vocabulary. Rewards come at the end.
"""

from __future__ import annotations

import sys

import numpy as np

from dgsim.rl import dominion_env


def main(games: int = 3, players: int = 2) -> None:
    env = dominion_env(kingdom="First Game", players=players)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for game in range(games):
        env.reset(seed=game)
        steps = 0
        for agent in env.agent_iter():
            observation, reward, termination, truncation, _ = env.last()
            totals[agent] += reward
            if termination or truncation:
                env.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            env.step(int(rng.choice(legal)))
            steps += 1
        print(f"game {game}: {steps} steps")
    print("total rewards: " + ", ".join(f"{a} {r:+.0f}" for a, r in totals.items()))


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
