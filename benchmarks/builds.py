"""The engine's speed on the base game and on random kingdoms from every set, for one build.

Run it with each build's interpreter (the pure `.venv`, the compiled `.venv-mypyc` from
``make compiled``) and compare: ``python -m benchmarks.builds --games 40``. Uniformly random
seats play every game to its end (or the turn limit), so every card's code runs; the figure is
decisions per CPU second, best of ``--repeats``. "random kingdoms" draws 10 cards from every
implemented set (both editions) by seed, the same kingdoms in every run.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from dgsim.agents.agent import RandomAgent
from dgsim.core import GameState
from dgsim.core.build import build_name
from dgsim.dominion import new_game
from dgsim.dominion.cards import SETS

__all__ = ["decisions_per_second", "main"]


def _play(kingdom: str, seed: int, *, sets: Sequence[str] | None) -> int:
    state: GameState = new_game(kingdom, seed=seed, sets=sets, turn_limit=40).auto_step()
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    decisions = 0
    while (pid := state.waiting_for()) is not None:
        state = state.action_step(pid, agents[pid].act(state, state.action_generator(pid)))
        state = state.auto_step()
        decisions += 1
    return decisions


def decisions_per_second(kingdom: str, games: int, repeats: int, seed: int = 1,
                         sets: Sequence[str] | None = None) -> float:
    """Decisions per CPU second of random games on ``kingdom``, best of ``repeats``."""
    best = 0.0
    for _ in range(repeats):
        start = time.process_time()
        decisions = sum(_play(kingdom, seed + g, sets=sets) for g in range(games))
        best = max(best, decisions / (time.process_time() - start))
    return best


def main(argv: Sequence[str] | None = None) -> int:
    """Print decisions per second on First Game, on random base-set kingdoms and on random
    kingdoms from every set, measured in alternation (best of ``--repeats`` each)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.builds", description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--sets", default="",
                        help="also random kingdoms of these sets only, comma-separated "
                             "(\"Dark Ages,Guilds,Cornucopia\")")
    args = parser.parse_args(argv)
    chosen = tuple(n.strip() for n in args.sets.split(",") if n.strip())
    base = based = mixed = some = 0.0
    for _ in range(args.repeats):  # in alternation, so that a busy moment hits all three alike
        base = max(base, decisions_per_second("First Game", args.games, 1))
        based = max(based, decisions_per_second("random", args.games, 1, sets=("Base", "Base 1E")))
        mixed = max(mixed, decisions_per_second("random", args.games, 1, sets=tuple(SETS)))
        if chosen:
            some = max(some, decisions_per_second("random", args.games, 1, sets=chosen))
    print(f"build: {build_name()}")
    print(f"First Game, random seats:          {base:10,.0f} decisions/s")
    print(f"random base-set kingdoms:          {based:10,.0f} decisions/s ({based / base:.2f} of it)")
    print(f"random kingdoms (every set):       {mixed:10,.0f} decisions/s ({mixed / base:.2f} of "
          f"First Game, {mixed / based:.2f} of base-set kingdoms)")
    if chosen:
        print(f"random kingdoms ({', '.join(chosen)}): {some:10,.0f} decisions/s "
              f"({some / base:.2f} of First Game)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
