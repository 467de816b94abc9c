"""Side by side: pyminion 0.4.0's bots against dgsim's equivalent bots, the same games, one core.

Each block of games runs in a fresh process (``python -m benchmarks.versus
--worker ...`` prints one JSON line), and the parent interleaves the blocks
A B A B, so that both engines meet the same machine load. dgsim keeps the
whole history of every game (`dgsim.agents.play_recorded`: every state after
every decision, in a `History`); pyminion's logging is muted
(``logging.getLogger().setLevel(logging.WARNING)``) unless ``--as-shipped``.

The bots follow pyminion's exact buy rules (pyminion/bots/examples):

* ``BigMoney``: Province at $8+, Gold at $6+, Silver at $3+; dgsim's
  registered ``bigmoney`` is the same list.
* ``BigMoneySmithy``: Province at $8+, Gold at $6+, Smithy at exactly $4
  (any number of them), Silver at $3+; plays Smithy. dgsim's registered
  ``smithy-bm`` is a different bot (BMU greening, at most 2 Smithies), so
  the matching rules are built here with dgsim's rule DSL (`SMITHY_BM_PYMINION`).
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from dgsim.agents.agent import Agent, play_recorded
from dgsim.agents.bots import make_agent
from dgsim.agents.rules import Coins, Rule, RuleAgent, Strategy
from dgsim.dominion import new_game

__all__ = ["MATCHUPS", "SMITHY_BM_PYMINION", "BlockResult", "main", "run_block", "run_versus"]

KINGDOM: Final = "First Game"
FIRST_GAME_CARDS: Final = ("cellar", "market", "merchant", "militia", "mine", "moat", "remodel",
                           "smithy", "village", "workshop")

SMITHY_BM_PYMINION: Final = Strategy(
    "smithy-bm-pyminion",
    buy=(Rule("Province"), Rule("Gold"), Rule("Smithy", Coins(at_most=4)), Rule("Silver")),
    play=(Rule("Smithy"),),
    text="pyminion 0.4.0's BigMoneySmithy: Province $8+, Gold $6+, Smithy at exactly $4, "
         "Silver $3+; play Smithy.",
)

MATCHUPS: Final[dict[str, tuple[tuple[str, str], tuple[str, str]]]] = {
    # matchup: ((pyminion bot, pyminion bot), (dgsim agent, dgsim agent))
    "bm-bm": (("BigMoney", "BigMoney"), ("bigmoney", "bigmoney")),
    "smithy-bm": (("BigMoneySmithy", "BigMoney"), ("smithy-bm-pyminion", "bigmoney")),
}


@dataclass(frozen=True, slots=True)
class BlockResult:
    """One block of games played by one engine in one process."""

    engine: str
    matchup: str
    games: int
    cpu_s: float
    wall_s: float
    turns: int
    states: int

    @property
    def games_per_s(self) -> float:
        """Games per CPU second of the measuring process."""
        return self.games / self.cpu_s

    @property
    def wall_games_per_s(self) -> float:
        """Games per wall-clock second."""
        return self.games / self.wall_s

    @property
    def mean_turns(self) -> float:
        """Player turns per game (both seats together)."""
        return self.turns / self.games


def _dgsim_agent(name: str) -> Agent:
    if name == SMITHY_BM_PYMINION.name:
        return RuleAgent(SMITHY_BM_PYMINION)
    return make_agent(name)


def _run_dgsim(matchup: str, games: int, seed: int) -> BlockResult:
    names = MATCHUPS[matchup][1]
    agents = [_dgsim_agent(n) for n in names]
    turns = states = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        history = play_recorded(new_game(KINGDOM, seed=seed + g), agents)
        turns += sum(p.turns for p in history.latest.players)
        states += len(history.states)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return BlockResult("dgsim", matchup, games, cpu, wall, turns, states)


def _run_pyminion(matchup: str, games: int, seed: int, as_shipped: bool) -> BlockResult:
    game_mod = importlib.import_module("pyminion.game")
    bots_mod = importlib.import_module("pyminion.bots.examples")
    base = importlib.import_module("pyminion.expansions.base")
    if not as_shipped:
        logging.getLogger().setLevel(logging.WARNING)
    random.seed(seed)
    kingdom = [getattr(base, name) for name in FIRST_GAME_CARDS]
    names = MATCHUPS[matchup][0]
    bots = [getattr(bots_mod, name)(player_id=f"{name}-{i}") for i, name in enumerate(names)]
    turns = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(games):
        game = game_mod.Game(players=list(bots), expansions=[base.base_set],
                             kingdom_cards=kingdom, log_stdout=False)
        game.play()
        turns += sum(int(p.turns) for p in game.players)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return BlockResult("pyminion-shipped" if as_shipped else "pyminion", matchup, games, cpu,
                       wall, turns, 0)


def run_block(engine: str, matchup: str, games: int, seed: int) -> BlockResult:
    """Play one block in a fresh process and return its result.

    :raises RuntimeError: if the worker process fails.
    """
    cmd = [sys.executable, "-m", "benchmarks.versus", "--worker", engine, "--matchup", matchup,
           "--games", str(games), "--seed", str(seed)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{done.stderr}")
    doc = json.loads(done.stdout.strip().splitlines()[-1])
    return BlockResult(**doc)


def _spread(values: Sequence[float]) -> str:
    return (f"min {min(values):.3f}  median {statistics.median(values):.3f}  "
            f"max {max(values):.3f}")


def run_versus(matchups: Sequence[str], games: int, repeats: int, seed: int,
               as_shipped: bool = False) -> dict[str, list[tuple[BlockResult, BlockResult]]]:
    """Interleave pyminion and dgsim blocks (A B A B ...) for each matchup; print a summary."""
    results: dict[str, list[tuple[BlockResult, BlockResult]]] = {}
    for matchup in matchups:
        pairs: list[tuple[BlockResult, BlockResult]] = []
        for r in range(repeats):
            py = run_block("pyminion-shipped" if as_shipped else "pyminion", matchup, games,
                           seed + 1000 * r)
            dg = run_block("dgsim", matchup, games, seed + 1000 * r)
            pairs.append((py, dg))
            print(f"  {matchup} #{r + 1}: pyminion {py.games_per_s:7.1f} games/s "
                  f"({py.mean_turns:.2f} turns), dgsim {dg.games_per_s:7.1f} games/s "
                  f"({dg.mean_turns:.2f} turns, {dg.states / dg.games:.1f} states kept/game); "
                  f"ratio {dg.games_per_s / py.games_per_s:.3f} "
                  f"(wall {dg.wall_games_per_s / py.wall_games_per_s:.3f})", flush=True)
        results[matchup] = pairs
        ratios = [dg.games_per_s / py.games_per_s for py, dg in pairs]
        wall_ratios = [dg.wall_games_per_s / py.wall_games_per_s for py, dg in pairs]
        py_turns = sum(py.turns for py, _ in pairs) / sum(py.games for py, _ in pairs)
        dg_turns = sum(dg.turns for _, dg in pairs) / sum(dg.games for _, dg in pairs)
        print(f"{matchup}: {games} games x {repeats} repeats per engine")
        print(f"  pyminion games/s (CPU): {_spread([py.games_per_s for py, _ in pairs])}")
        print(f"  dgsim    games/s (CPU): {_spread([dg.games_per_s for _, dg in pairs])}")
        print(f"  mean turns per game: pyminion {py_turns:.2f}, dgsim {dg_turns:.2f} "
              f"({100 * (dg_turns / py_turns - 1):+.1f}%)")
        print(f"  ratio dgsim/pyminion (CPU):  {_spread(ratios)}")
        print(f"  ratio dgsim/pyminion (wall): {_spread(wall_ratios)}")
        py_us = 1e6 / statistics.median(py.games_per_s * py.mean_turns for py, _ in pairs)
        dg_us = 1e6 / statistics.median(dg.games_per_s * dg.mean_turns for _, dg in pairs)
        print(f"  per player turn: pyminion {py_us:.1f} us, dgsim {dg_us:.1f} us", flush=True)
    return results


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: run the comparison, or one worker block (``--worker``)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.versus", description=__doc__)
    parser.add_argument("--worker", choices=("dgsim", "pyminion", "pyminion-shipped"))
    parser.add_argument("--matchup", action="append", choices=sorted(MATCHUPS))
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--as-shipped", action="store_true",
                        help="leave pyminion's logging at its INFO default")
    args = parser.parse_args(argv)
    matchups = args.matchup or list(MATCHUPS)
    if args.worker is not None:
        if args.worker == "dgsim":
            result = _run_dgsim(matchups[0], args.games, args.seed)
        else:
            result = _run_pyminion(matchups[0], args.games, args.seed,
                                   args.worker == "pyminion-shipped")
        print(json.dumps({"engine": result.engine, "matchup": result.matchup,
                          "games": result.games, "cpu_s": result.cpu_s, "wall_s": result.wall_s,
                          "turns": result.turns, "states": result.states}))
        return 0
    run_versus(matchups, args.games, args.repeats, args.seed, args.as_shipped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
