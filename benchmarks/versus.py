"""Side by side: pyminion 0.4.0's bots against dgsim's equivalent bots, the same games, one core.

Each engine runs in its own process (``python -m benchmarks.versus --worker
ENGINE --serve``), and the parent interleaves their blocks of games A B A B
(chunks of 50 games), so that every engine meets the same machine load. dgsim keeps the
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

from dgsim.agents.agent import Agent, AnyAgent, play_recorded
from dgsim.agents.bots import make_agent
from dgsim.agents.rules import Coins, Rule, RuleAgent, Strategy
from dgsim.core import GameState
from dgsim.dominion import new_game
from dgsim.dominion.state import DominionState

__all__ = ["MATCHUPS", "SMITHY_BM_PYMINION", "BlockResult", "Worker", "main", "play_kept",
           "run_versus"]

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


def _dgsim_agent(name: str) -> AnyAgent:
    if name == SMITHY_BM_PYMINION.name:
        return RuleAgent(SMITHY_BM_PYMINION)
    return make_agent(name)


def play_kept(state: GameState, agents: Sequence[Agent]) -> list[GameState]:
    """Play to the end keeping every state after every decision in a list (the last is final)."""
    state = state.auto_step()
    kept = [state]
    while (pid := state.waiting_for()) is not None:
        action = agents[pid].act(state, state.action_generator(pid))
        state = state.action_step(pid, action).auto_step()
        kept.append(state)
    return kept


def _run_dgsim(matchup: str, games: int, seed: int, history: bool) -> BlockResult:
    names = MATCHUPS[matchup][1]
    agents = [_dgsim_agent(n) for n in names]
    turns = states = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        kept: Sequence[GameState]
        if history:
            kept = play_recorded(new_game(KINGDOM, seed=seed + g), agents).states
        else:
            kept = play_kept(new_game(KINGDOM, seed=seed + g), agents)
        final = kept[-1]
        if not isinstance(final, DominionState):
            raise TypeError("not a Dominion game")
        turns += sum(p.turns for p in final.players)
        states += len(kept)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return BlockResult("dgsim-history" if history else "dgsim", matchup, games, cpu, wall, turns,
                       states)


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


class Worker:
    """One engine in its own process, playing blocks of games on request (``--serve``).

    Imports, bots and pyminion's logging set-up happen once; each block's CPU
    time is measured inside the worker around the games alone.
    """

    def __init__(self, engine: str, matchup: str) -> None:
        self.engine = engine
        cmd = [sys.executable, "-m", "benchmarks.versus", "--worker", engine, "--matchup",
               matchup, "--serve"]
        self._proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True)

    def play(self, games: int, seed: int) -> BlockResult:
        """Play one block of ``games`` games from ``seed`` and return its figures.

        :raises RuntimeError: if the worker process died.
        """
        stdin, stdout = self._proc.stdin, self._proc.stdout
        if stdin is None or stdout is None:
            raise RuntimeError("worker without pipes")
        stdin.write(f"{games} {seed}\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.engine} worker died (exit {self._proc.wait()})")
        return BlockResult(**json.loads(line))

    def close(self) -> None:
        """End the worker process."""
        if self._proc.stdin is not None:
            self._proc.stdin.close()
        self._proc.wait()


def _serve(engine: str, matchup: str) -> None:
    """Worker loop: read ``games seed`` lines, play each block, print its JSON."""
    for line in sys.stdin:
        games, seed = (int(x) for x in line.split())
        if engine.startswith("dgsim"):
            result = _run_dgsim(matchup, games, seed, engine == "dgsim-history")
        else:
            result = _run_pyminion(matchup, games, seed, engine == "pyminion-shipped")
        print(json.dumps({"engine": result.engine, "matchup": result.matchup,
                          "games": result.games, "cpu_s": result.cpu_s, "wall_s": result.wall_s,
                          "turns": result.turns, "states": result.states}), flush=True)


def _total(blocks: Sequence[BlockResult]) -> BlockResult:
    first = blocks[0]
    return BlockResult(first.engine, first.matchup, sum(b.games for b in blocks),
                       sum(b.cpu_s for b in blocks), sum(b.wall_s for b in blocks),
                       sum(b.turns for b in blocks), sum(b.states for b in blocks))


def _spread(values: Sequence[float]) -> str:
    return (f"min {min(values):.3f}  median {statistics.median(values):.3f}  "
            f"max {max(values):.3f}")


def run_versus(matchups: Sequence[str], games: int, repeats: int, seed: int,
               as_shipped: bool = False,
               chunk: int = 50) -> dict[str, list[dict[str, BlockResult]]]:
    """Interleave the engines (pyminion, dgsim, dgsim with `History`), each in its own process.

    Each repeat plays ``games`` games per engine in chunks of ``chunk``
    games, alternating engines chunk by chunk (A B C A B C ...), so that a
    burst of load from other processes hits every engine alike. Prints each
    repeat and a summary: games/s (CPU time), turns per game, and the ratio
    dgsim/pyminion with min/median/max over the repeats.
    """
    py_engine = "pyminion-shipped" if as_shipped else "pyminion"
    engines = (py_engine, "dgsim", "dgsim-history")
    results: dict[str, list[dict[str, BlockResult]]] = {}
    for matchup in matchups:
        rounds: list[dict[str, BlockResult]] = []
        workers = [Worker(e, matchup) for e in engines]
        for r in range(repeats):
            played: dict[str, list[BlockResult]] = {e: [] for e in engines}
            for start in range(0, games, chunk):
                n = min(chunk, games - start)
                for k in range(len(workers)):  # rotate who goes first
                    worker = workers[(start // chunk + k) % len(workers)]
                    played[worker.engine].append(worker.play(n, seed + 100_000 * r + start))
            blocks = {e: _total(played[e]) for e in engines}
            rounds.append(blocks)
            py = blocks[py_engine]
            print(f"  {matchup} #{r + 1}: " + ", ".join(
                f"{e} {b.games_per_s:.1f} games/s ({b.mean_turns:.2f} turns)"
                for e, b in blocks.items()) + "; ratios " + ", ".join(
                f"{b.games_per_s / py.games_per_s:.3f}" for e, b in blocks.items() if e != py_engine),
                flush=True)
        for worker in workers:
            worker.close()
        results[matchup] = rounds
        print(f"{matchup}: {games} games per block, {repeats} interleaved repeats")
        py_turns = statistics.mean(r[py_engine].mean_turns for r in rounds)
        for engine in engines:
            rates = [r[engine].games_per_s for r in rounds]
            turns = statistics.mean(r[engine].mean_turns for r in rounds)
            per_turn = 1e6 / statistics.median(r[engine].games_per_s * r[engine].mean_turns
                                               for r in rounds)
            kept = sum(r[engine].states for r in rounds) / sum(r[engine].games for r in rounds)
            print(f"  {engine:16} games/s (CPU) {_spread(rates)}; {turns:.2f} turns/game "
                  f"({100 * (turns / py_turns - 1):+.1f}%); {per_turn:.1f} us/turn"
                  + (f"; {kept:.1f} states kept/game" if kept else ""))
        for engine in engines[1:]:
            ratios = [r[engine].games_per_s / r[py_engine].games_per_s for r in rounds]
            wall = [r[engine].wall_games_per_s / r[py_engine].wall_games_per_s for r in rounds]
            print(f"  ratio {engine}/{py_engine}: CPU {_spread(ratios)}; wall {_spread(wall)}",
                  flush=True)
    return results


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: run the comparison, or one worker block (``--worker``)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.versus", description=__doc__)
    parser.add_argument("--worker",
                        choices=("dgsim", "dgsim-history", "pyminion", "pyminion-shipped"))
    parser.add_argument("--matchup", action="append", choices=sorted(MATCHUPS))
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--serve", action="store_true",
                        help="with --worker: play blocks read from stdin ('games seed' lines)")
    parser.add_argument("--chunk", type=int, default=50,
                        help="games per turn of each engine inside a repeat")
    parser.add_argument("--as-shipped", action="store_true",
                        help="leave pyminion's logging at its INFO default")
    args = parser.parse_args(argv)
    matchups = args.matchup or list(MATCHUPS)
    if args.worker is not None and args.serve:
        _serve(args.worker, matchups[0])
        return 0
    if args.worker is not None:
        if args.worker.startswith("dgsim"):
            result = _run_dgsim(matchups[0], args.games, args.seed, args.worker == "dgsim-history")
        else:
            result = _run_pyminion(matchups[0], args.games, args.seed,
                                   args.worker == "pyminion-shipped")
        print(json.dumps({"engine": result.engine, "matchup": result.matchup,
                          "games": result.games, "cpu_s": result.cpu_s, "wall_s": result.wall_s,
                          "turns": result.turns, "states": result.states}))
        return 0
    run_versus(matchups, args.games, args.repeats, args.seed, args.as_shipped, args.chunk)
    return 0


if __name__ == "__main__":
    sys.exit(main())
