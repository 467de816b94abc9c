"""ISMCTS iterations per CPU second of this tree against an older checkout, interleaved.

Usage::

    git archive c951c0d dgsim | (mkdir -p /tmp/old && tar -x -C /tmp/old)
    python -m benchmarks.search_rate --old /tmp/old --seconds 4 --repeats 3

Each repeat runs every row in a fresh interpreter for the old tree, then for
this one (``PYTHONPATH`` picks the ``dgsim`` package), and times iterations
by the process's CPU time, which other jobs on a shared machine disturb far
less than wall-clock time. The rows use only options both trees have.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

__all__ = ["ROWS", "main"]

ROWS: dict[str, str] = {
    "goofspiel-13, SO-ISMCTS, random rollouts":
        "state = new_goofspiel(13, seed=1).auto_step(); config = SearchConfig(iterations=1000)",
    "goofspiel-13, MO-ISMCTS, random rollouts":
        "state = new_goofspiel(13, seed=1).auto_step(); "
        "config = SearchConfig(iterations=1000, multi_observer=True)",
    "dominion First Game, bigmoney rollouts to the end":
        "state = new_game('First Game', seed=1).auto_step(); "
        "config = SearchConfig(iterations=50, rollout=make_agent('bigmoney'))",
    "dominion First Game, ismcts-dominion":
        "state = new_game('First Game', seed=1).auto_step(); "
        "config = make_agent('ismcts-dominion:iterations=100').config",
}
"""Each row: Python that sets ``state`` and ``config`` (names below are imported)."""

_PROGRAM = """
import time
import dgsim
assert dgsim.__file__.startswith({tree!r}), dgsim.__file__
from dataclasses import replace
from dgsim.agents.bots import make_agent
from dgsim.dominion import new_game
from dgsim.games.goofspiel import new_goofspiel
from dgsim.search import SearchConfig, search
{setup}
search(state, config)
done, seed, cpu = 0, 0, time.process_time()
while time.process_time() - cpu < {seconds}:
    done += search(state, replace(config, seed=seed)).iterations
    seed += 1
print(done / (time.process_time() - cpu))
"""


def _rate(tree: Path, setup: str, seconds: float) -> float:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    # run in the tree's folder: ``python -c`` puts the working directory first on sys.path
    program = _PROGRAM.format(setup=setup, seconds=seconds, tree=str(tree))
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                         env=env, check=True, cwd=tree)
    return float(out.stdout.strip())


def main(argv: list[str] | None = None) -> int:
    """Print the old and new iterations per CPU second of every row (medians of the repeats)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, required=True, help="a folder holding the old dgsim/")
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    new = Path(__file__).resolve().parent.parent
    print("| row | before (iterations per CPU s) | after | ratio |")
    print("| --- | ---: | ---: | ---: |")
    for label, setup in ROWS.items():
        old_rates, new_rates = [], []
        for _ in range(args.repeats):
            old_rates.append(_rate(args.old, setup, args.seconds))
            new_rates.append(_rate(new, setup, args.seconds))
        before, after = statistics.median(old_rates), statistics.median(new_rates)
        print(f"| {label} | {before:,.0f} | {after:,.0f} | {after / before:.2f}x |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
