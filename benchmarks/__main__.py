"""``python -m benchmarks``: every benchmark, in order, with the figures docs/performance.md quotes.

1. dgsim against pyminion 0.4.0 (interleaved blocks, one process each);
2. engine figures (transitions, decisions, legal_actions, determinize);
3. memory (bytes per retained state; peak RSS of a 10,000-game tournament);
4. a profile of a Big Money game (cProfile; pyinstrument's tree with ``--tree``);
5. ISMCTS iterations per second on one core (Goofspiel-13 and Dominion First Game).
"""

from __future__ import annotations

import argparse
import platform
import sys
from collections.abc import Sequence

from benchmarks.bench_search import speed as search_speed
from benchmarks.engine import engine_figures
from benchmarks.memory import memory_figures
from benchmarks.profile import cprofile_summary, pyinstrument_tree
from benchmarks.versus import MATCHUPS, run_versus


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmarks; ``--quick`` for a short smoke run."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true",
                        help="few games, 2 repeats, no tournament (a smoke run)")
    parser.add_argument("--games", type=int, default=500, help="games per versus block")
    parser.add_argument("--repeats", type=int, default=5, help="interleaved versus repeats")
    parser.add_argument("--tournament", type=int, default=10_000,
                        help="games in the peak-memory tournament (0: skip)")
    parser.add_argument("--only", choices=("versus", "engine", "memory", "profile", "search"),
                        action="append", help="run only these parts (repeatable)")
    parser.add_argument("--tree", action="store_true", help="also print pyinstrument's tree")
    args = parser.parse_args(argv)
    games, repeats, tournament = args.games, args.repeats, args.tournament
    if args.quick:
        games, repeats, tournament = 100, 2, 0
    parts = args.only or ["versus", "engine", "memory", "profile", "search"]
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.processor()}")
    if "versus" in parts:
        print("\n== dgsim vs pyminion 0.4.0 (games/s per CPU second of each block) ==")
        run_versus(list(MATCHUPS), games, repeats, seed=1)
    if "engine" in parts:
        print("\n== engine ==")
        for figure in engine_figures(games=50 if args.quick else 200):
            print(figure)
    if "memory" in parts:
        print("\n== memory ==")
        for figure in memory_figures(games=5 if args.quick else 20, tournament=tournament):
            print(figure)
    if "profile" in parts:
        print("\n== profile: Big Money mirror (cProfile, top functions by own time) ==")
        print(cprofile_summary(games=50 if args.quick else 200))
        if args.tree:
            print(pyinstrument_tree(games=50 if args.quick else 300))
    if "search" in parts:
        print("\n== search: ISMCTS iterations per second, one core ==")
        search_speed(seconds=1.0 if args.quick else 5.0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
