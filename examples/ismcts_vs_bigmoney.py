"""ISMCTS (Big Money rollouts) against Big Money on the First Game kingdom, in a few lines.

Tiny budget so it runs in seconds; see docs/search.md for real strength runs.
"""

from __future__ import annotations

from dgsim.agents import play_game
from dgsim.agents.bots import make_agent
from dgsim.dominion import new_game


def main(iterations: int = 8, seed: int = 1) -> tuple[int, ...]:
    """Play one game (ISMCTS in seat 0) and print the scores; returns the winners."""
    ismcts = make_agent(f"ismcts:iterations={iterations},rollout=bigmoney,depth=12,seed={seed}")
    final = play_game(new_game("First Game", seed=seed, turn_limit=12),
                      [ismcts, make_agent("bigmoney")])
    print(f"scores {final.scores()}, winners {final.winners()}, "
          f"turns {[p.turns for p in final.players]}")
    return final.winners()


if __name__ == "__main__":
    main()
