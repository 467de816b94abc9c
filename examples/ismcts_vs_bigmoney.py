"""ISMCTS (Big Money rollouts) against Big Money on the First Game kingdom, in a few lines.

``ismcts-dominion`` is the setting that wins 78% against Big Money in
docs/search.md (500 iterations per decision); spelled out it is::

    ismcts:iterations=500,rollout=bigmoney,depth=40,c=0.3,widen=0.5,opp=policy,
        prune=dominion,eval=dominion

This example plays one whole game at 50 iterations per decision (about 2 s).
"""

from __future__ import annotations

from dgsim.agents import play_game
from dgsim.agents.bots import make_agent
from dgsim.dominion import new_game


def main(iterations: int = 50, seed: int = 1) -> tuple[int, ...]:
    """Play one game (ISMCTS in seat 0) and print the scores; returns the winners."""
    ismcts = make_agent(f"ismcts-dominion:iterations={iterations},seed={seed}")
    final = play_game(new_game("First Game", seed=seed), [ismcts, make_agent("bigmoney")])
    print(f"scores {final.scores()}, winners {final.winners()}, "
          f"turns {[p.turns for p in final.players]}")
    return final.winners()


if __name__ == "__main__":
    main()
