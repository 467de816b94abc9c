"""ISMCTS (Big Money rollouts) against Big Money on the First Game kingdom, in a few lines.

``STRONG`` is the setting that beats Big Money in docs/search.md (500
iterations per decision there); this example uses a tiny budget and a
12-turn game so it runs in seconds.
"""

from __future__ import annotations

from dgsim.agents import play_game
from dgsim.agents.bots import make_agent
from dgsim.dominion import new_game

STRONG = ("ismcts:iterations={iterations},rollout=bigmoney,depth=40,c=0.3,widen=0.5,opp=policy,"
          "prune=dgsim.dominion.heuristics:prune,eval=dgsim.dominion.heuristics:evaluate,"
          "seed={seed}")


def main(iterations: int = 8, seed: int = 1) -> tuple[int, ...]:
    """Play one game (ISMCTS in seat 0) and print the scores; returns the winners."""
    ismcts = make_agent(STRONG.format(iterations=iterations, seed=seed))
    final = play_game(new_game("First Game", seed=seed, turn_limit=12),
                      [ismcts, make_agent("bigmoney")])
    print(f"scores {final.scores()}, winners {final.winners()}, "
          f"turns {[p.turns for p in final.players]}")
    return final.winners()


if __name__ == "__main__":
    main()
