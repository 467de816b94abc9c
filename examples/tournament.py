"""Run a tournament from Python and read the results (the same runner as `dgsim simulate`).

Run: python examples/tournament.py [GAMES]
"""

from __future__ import annotations

import sys

from dgsim.agents.tournament import format_table, run_tournament, to_json


def main(games: int) -> None:
    """Smithy Big Money against Big Money on every core; print the table and read the numbers."""
    result = run_tournament(["smithy-bm", "bigmoney"], games=games, kingdom="First Game", seed=1)
    print(format_table(result))
    for stats in result.stats:
        lo, hi = stats.ci95
        print(f"{stats.name}: {stats.wins} wins in {stats.games} games, win rate "
              f"{stats.win_rate:.1%} (95% CI {lo:.1%}-{hi:.1%}), {stats.mean_turns:.1f} turns")
    print(f"JSON: {len(to_json(result))} characters; elapsed {result.elapsed:.1f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 500)
