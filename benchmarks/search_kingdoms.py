"""ISMCTS on random kingdoms against the best registered bot of each kingdom (issue 18).

Usage (one core; the full run is long, so run it niced in the background)::

    nice -n 10 python -m benchmarks.search_kingdoms --kingdoms 20 --games 10 --seed 0 \
        --spec "ismcts-dominion:iterations=800" --quick 20 --minutes 85

(the run of docs/search.md, "Random kingdoms (issue 18)").

For each of ``--kingdoms`` kingdoms (kingdom ``k`` is
``new_game(kingdom="random", players=2, seed=SEED + k)``: ten cards drawn from
every implemented set, Platinum and Colony by the Prosperity rule, a Bane
drawn by the seed with Young Witch):

1. a quick round-robin among the registered rule bots (`STRATEGIES`: not
   ``random`` nor the searches), ``--quick`` games per pair, seats
   alternating, the same deals for every pair; the bot with the most wins
   (ties count half; equal totals go to the bot registered first) is that
   kingdom's best bot, and the table is printed;
2. ``--spec`` with ``rollout=<best bot>`` (the rest of the spec unchanged)
   plays that bot ``--games`` games, seats alternating. The search is told
   nothing else about its opponent; with the ``ismcts-dominion`` preset's
   ``opp=policy`` the rollout policy also plays the other seat inside the
   tree, so using the best bot as rollout amounts to modelling the opponent
   as that bot (as the First Game runs do with ``rollout=smithy-bm``).
   ``--rollout BOT`` gives the search that one rollout in every kingdom
   instead (not told its opponent's policy).

The round-robins of every kingdom come first, then the search's games in
passes over the kingdoms (games 1-2 of each kingdom, then 3-4, ...), so a
run stopped by ``--minutes`` covers every kingdom about evenly.

It prints one line per game, the pooled figures after each pass, and a
table and summary: the pooled
win rate of the search with a 95% Wilson interval (ties count half) and its
CPU seconds per game (this process's CPU time: the search's and the bot's
moves). Everything printed is also written to ``--log`` (by default
``benchmarks/results/dominion-ismcts-random-kingdoms-seed<SEED>.log``).

Game seeds: the round-robin's game ``j`` of every pair uses
``game_seed(SEED + k, j)``, the search's game ``g`` uses
``game_seed(SEED + k + 1_000_003, g)`` (`dgsim.agents.tournament.game_seed`); a
game that raises is reported and left out of the totals.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from benchmarks.bench_search import wilson
from dgsim.agents.agent import AnyAgent, play_game
from dgsim.agents.bots import STRATEGIES, make_agent, parse_spec
from dgsim.agents.tournament import game_seed
from dgsim.dominion import DominionState, new_game

__all__ = ["BOTS", "Kingdom", "KingdomResult", "Summary", "best_bot", "draw_kingdom", "main",
           "match", "round_robin", "run", "search_spec"]

BOTS: tuple[str, ...] = tuple(s.name for s in STRATEGIES)
"""The registered rule bots the round-robin chooses from (in registration order)."""

MATCH_SEED_OFFSET = 1_000_003
"""Added to a kingdom's seed for the search's games (apart from the round-robin's deals)."""

RESULTS = Path(__file__).resolve().parent / "results"


@dataclass(frozen=True)
class Kingdom:
    """A random kingdom: its seed, its ten cards, Colonies or not, and the Bane (Young Witch)."""

    seed: int
    cards: tuple[str, ...]
    colonies: bool
    bane: str | None

    def new_game(self, seed: int) -> DominionState:
        """A 2-player game of this kingdom, dealt by ``seed``."""
        return new_game(list(self.cards), 2, seed, colonies=self.colonies, bane=self.bane)

    def label(self) -> str:
        """The cards, then Colonies and the Bane when used."""
        extra = (" + Platinum/Colony" if self.colonies else "") + (
            f" (Bane: {self.bane})" if self.bane else "")
        return ", ".join(self.cards) + extra


def draw_kingdom(seed: int) -> Kingdom:
    """The kingdom of ``new_game(kingdom="random", players=2, seed=seed)`` (every set).

    >>> k = draw_kingdom(0)
    >>> len(k.cards), k == draw_kingdom(0)
    (10, True)
    """
    setup = json.loads(new_game("random", 2, seed).mode.setup_json)
    bane = setup.get("bane")
    return Kingdom(seed, tuple(setup["kingdom"]), bool(setup.get("colonies", False)),
                   None if bane is None else str(bane))


def _score(state: DominionState, seat: int) -> float:
    """1 for a win of ``seat``, 0.5 for a shared win, else 0."""
    winners = state.winners()
    return 1.0 if winners == (seat,) else 0.5 if seat in winners else 0.0


def round_robin(kingdom: Kingdom, bots: Sequence[str], games: int
                ) -> dict[str, tuple[float, int]]:
    """Every pair of ``bots`` plays ``games`` games on ``kingdom``, seats alternating.

    Returns each bot's (points, games): a win 1, a shared win 0.5.
    """
    totals = {bot: [0.0, 0] for bot in bots}
    for i, a in enumerate(bots):
        for b in bots[i + 1:]:
            for j in range(games):
                seed = game_seed(kingdom.seed, j)
                first = make_agent(a).reseed(seed)
                second = make_agent(b).reseed(seed + 1)
                seat = j % 2
                agents = [first, second] if seat == 0 else [second, first]
                won = _score(play_game(kingdom.new_game(seed), agents), seat)
                totals[a][0] += won
                totals[b][0] += 1.0 - won
                totals[a][1] += 1
                totals[b][1] += 1
    return {bot: (points, int(n)) for bot, (points, n) in totals.items()}


def best_bot(table: dict[str, tuple[float, int]]) -> str:
    """The bot with the most points (the first listed among equals).

    >>> best_bot({"bigmoney": (3.0, 6), "bmu": (4.5, 6), "smithy-bm": (4.5, 6)})
    'bmu'
    """
    best = max(points for points, _ in table.values())
    return next(bot for bot, (points, _) in table.items() if points == best)


def search_spec(spec: str, rollout: str) -> str:
    """``spec`` with its rollout policy set to ``rollout`` (other parameters kept): the
    ``rollout`` parameter of an ``ismcts`` spec, the ``policy`` of a ``rollouts`` one.

    >>> search_spec("ismcts-dominion:iterations=800", "witch-bm")
    'ismcts-dominion:iterations=800,rollout=witch-bm'
    >>> search_spec("ismcts-dominion", "bmu")
    'ismcts-dominion:rollout=bmu'
    >>> search_spec("rollouts-dominion:rollouts=2000", "best-bot")
    'rollouts-dominion:rollouts=2000,policy=best-bot'
    """
    name, params = parse_spec(spec)
    key = "policy" if name.startswith("rollouts") else "rollout"
    params = {k: v for k, v in params.items() if k != key}
    params[key] = rollout
    return f"{name}:" + ",".join(f"{k}={v}" for k, v in params.items())


@dataclass
class KingdomResult:
    """One kingdom's search games against its best bot."""

    kingdom: Kingdom
    bot: str
    table: dict[str, tuple[float, int]]
    wins: float = 0.0
    games: int = 0
    errors: int = 0
    cpu: float = 0.0
    seat_wins: list[float] = field(default_factory=lambda: [0.0, 0.0])


@dataclass
class Summary:
    """The pooled result over every kingdom."""

    spec: str
    results: list[KingdomResult]
    rollout: str | None = None

    @property
    def wins(self) -> float:
        """Points of the search over all kingdoms (ties half)."""
        return sum(r.wins for r in self.results)

    @property
    def games(self) -> int:
        """Games played (without errors) over all kingdoms."""
        return sum(r.games for r in self.results)

    @property
    def cpu_per_game(self) -> float:
        """CPU seconds per search game."""
        return sum(r.cpu for r in self.results) / max(1, self.games)

    def rate(self) -> tuple[float, float, float]:
        """The pooled win rate and its 95% Wilson interval."""
        lo, hi = wilson(self.wins, self.games)
        return self.wins / max(1, self.games), lo, hi


def match(kingdom: Kingdom, spec: str, bot: str, games: Sequence[int],
          out: Callable[[str], None], result: KingdomResult) -> None:
    """The search (``spec``) against ``bot`` on ``kingdom``: games number ``games`` (game ``g``
    has the search in seat ``g % 2``); adds to ``result`` and prints a line per game."""
    for g in games:
        seed = game_seed(kingdom.seed + MATCH_SEED_OFFSET, g)
        me: AnyAgent = make_agent(spec).reseed(seed)
        other = make_agent(bot).reseed(seed + 1)
        seat = g % 2
        agents = [me, other] if seat == 0 else [other, me]
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            final = play_game(kingdom.new_game(seed), agents)
        except Exception as exc:  # reported and left out: the run goes on
            result.errors += 1
            out(f"  game {g + 1}: seat {seat}, ERROR {type(exc).__name__}: {exc}")
            out("    " + traceback.format_exc().strip().splitlines()[-3].strip())
            continue
        used = time.process_time() - cpu
        won = _score(final, seat)
        result.wins += won
        result.games += 1
        result.cpu += used
        result.seat_wins[seat] += won
        out(f"  game {g + 1}: seat {seat}, scores {final.scores()}, winners {final.winners()}, "
            f"search {won:g}; {time.perf_counter() - wall:.1f}s ({used:.1f}s CPU); "
            f"kingdom {kingdom.seed} so far {result.wins:g}/{result.games}")


def run(kingdoms: int, games: int, seed: int, spec: str, quick: int,
        out: Callable[[str], None] = print, bots: Sequence[str] = BOTS,
        minutes: float | None = None, rollout: str | None = None) -> Summary:
    """The whole benchmark (see the module docstring); prints as it goes, returns the summary.

    The round-robins come first; then the search's games in passes over the
    kingdoms, two games (one in each seat) per kingdom a pass, so that a run
    stopped by its time budget (``minutes`` of wall-clock time from the
    start; checked after each pair of games) has every kingdom's games as
    even as can be. ``rollout`` (a registered agent) replaces the best bot as the search's
    rollout in every kingdom: the search is then not given its opponent's policy.
    """
    start = time.perf_counter()
    summary = Summary(spec, [], rollout)
    for k in range(kingdoms):
        kingdom = draw_kingdom(seed + k)
        out(f"kingdom {k + 1}/{kingdoms} (seed {kingdom.seed}): {kingdom.label()}")
        cpu = time.process_time()
        table = round_robin(kingdom, bots, quick)
        bot = best_bot(table)
        out(f"  round-robin, {quick} games a pair ({time.process_time() - cpu:.1f}s CPU):")
        for name, (points, n) in sorted(table.items(), key=lambda kv: -kv[1][0]):
            out(f"    {name:15} {points:6g}/{n}" + ("  <- best" if name == bot else ""))
        summary.results.append(KingdomResult(kingdom, bot, table))
    stopped = False
    for first in range(0, games, 2):
        out(f"pass {first // 2 + 1}: games {first + 1}-{min(games, first + 2)} of each kingdom")
        for result in summary.results:
            searcher = search_spec(spec, rollout or result.bot)
            out(f" kingdom seed {result.kingdom.seed}: {searcher} vs {result.bot}")
            match(result.kingdom, searcher, result.bot, range(first, min(games, first + 2)), out,
                  result)
            if minutes is not None and time.perf_counter() - start > 60 * minutes:
                stopped = True
                break
        rate, lo, hi = summary.rate()
        out(f"pooled so far: {summary.wins:g}/{summary.games} = {rate:.1%} ({lo:.1%}-{hi:.1%}), "
            f"{summary.cpu_per_game:.1f}s CPU per game, "
            f"{(time.perf_counter() - start) / 60:.1f} min")
        if stopped:
            out(f"stopped: the time budget of {minutes:g} minutes is spent")
            break
    _report(summary, out)
    return summary


def _report(summary: Summary, out: Callable[[str], None]) -> None:
    out("")
    out("| seed | kingdom | best bot (round-robin points) | search vs bot | CPU s/game |")
    out("| ---: | --- | --- | ---: | ---: |")
    for r in summary.results:
        points, n = r.table[r.bot]
        out(f"| {r.kingdom.seed} | {r.kingdom.label()} | `{r.bot}` ({points:g}/{n}) | "
            f"{r.wins:g}/{r.games}" + (f" ({r.errors} errors)" if r.errors else "")
            + f" | {r.cpu / max(1, r.games):.1f} |")
    rate, lo, hi = summary.rate()
    errors = sum(r.errors for r in summary.results)
    seats = [sum(r.seat_wins[seat] for r in summary.results) for seat in (0, 1)]
    model = f"rollout={summary.rollout}" if summary.rollout else "rollout = each kingdom's best bot"
    out(f"\n{summary.spec} ({model}) vs the best bot, "
        f"{len(summary.results)} kingdoms: {summary.wins:g}/{summary.games} = {rate:.1%} "
        f"(95% CI {lo:.1%}-{hi:.1%}; seat 0 {seats[0]:g}, seat 1 {seats[1]:g}), "
        f"{summary.cpu_per_game:.1f}s CPU per game"
        + (f", {errors} games with errors left out" if errors else ""))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kingdoms", type=int, default=20)
    parser.add_argument("--games", type=int, default=10, help="search games per kingdom")
    parser.add_argument("--seed", type=int, default=0, help="kingdom k uses seed SEED + k")
    parser.add_argument("--spec", default="ismcts-dominion:iterations=800",
                        help="the searcher (its rollout is set to each kingdom's best bot)")
    parser.add_argument("--quick", type=int, default=10,
                        help="round-robin games per pair of bots")
    parser.add_argument("--rollout", default=None,
                        help="one rollout bot for every kingdom instead of its best bot")
    parser.add_argument("--minutes", type=float, default=None,
                        help="wall-clock budget: stop after the pair of games that spends it")
    parser.add_argument("--log", type=Path, default=None,
                        help="where to write the output (default benchmarks/results/...)")
    args = parser.parse_args(argv)
    if min(args.kingdoms, args.games, args.quick) < 1:
        parser.error("--kingdoms, --games and --quick must be at least 1")
    fixed = f"-rollout-{args.rollout}" if args.rollout else ""
    log = args.log or RESULTS / f"dominion-ismcts-random-kingdoms{fixed}-seed{args.seed}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("w", encoding="utf-8") as handle:
        def out(line: str, handle: TextIO = handle) -> None:
            print(line, flush=True)
            handle.write(line + "\n")
            handle.flush()

        out(f"python -m benchmarks.search_kingdoms {' '.join(sys.argv[1:] if argv is None else argv)}")
        run(args.kingdoms, args.games, args.seed, args.spec, args.quick, out,
            minutes=args.minutes, rollout=args.rollout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
