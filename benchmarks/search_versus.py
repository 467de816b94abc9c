"""One search agent against one opponent on one kingdom: issue 35's strength runs, one command each.

Usage (one core, niced; the compiled build from outside the checkout, see docs/search.md)::

    nice -n 19 python -m benchmarks.search_versus --kingdom "MCTS Benchmark" \\
        --agent "rollouts-dominion:policy=provincial-witch" --opponent single-witch \\
        --games 200 --workers 1 --seed 0 --json results.json

Game ``g`` (0-based) is dealt by ``seed + g``; the searcher is ``make_agent(agent).reseed(seed +
g)`` and sits in seat ``g % 2`` (seats alternate: seat 0 in even games), the opponent
``make_agent(opponent).reseed(seed + g)`` in the other. So a run is reproducible from its seed
game by game, whatever ``--workers`` is, and ``--games 100 --seed 100`` continues ``--games 100
--seed 0`` (an even seed keeps the seats alternating the same way). A game won scores 1, a shared
win 0.5; the score comes with its 95% Wilson interval. CPU seconds are the process time of the
process that played the game (the searcher's moves and the opponent's), so other jobs on a shared
machine stretch them far less than wall-clock time. Each game prints a line as it ends (in the
order games end when ``--workers`` is above 1); the summary prints the score, the interval, the
seats' split and CPU s a game (mean, median, max, games over ``--limit``), and the searcher's
decisions searched and rollouts when the agent counts them (`dgsim.search.RolloutAgent`).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import resource
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass

from dgsim.agents.agent import AgentLike, play_game
from dgsim.agents.bots import make_agent
from dgsim.agents.tournament import wilson_interval
from dgsim.core import ActionGenerator, GameState, PlayerAction
from dgsim.core.build import build_name
from dgsim.dominion import new_game

__all__ = ["Game", "Summary", "main", "play_games", "play_one", "summarize"]


@dataclass(frozen=True, slots=True)
class Game:
    """One finished game: its index, the searcher's seat, its score (1, 0.5, 0), the final scores,
    turns, CPU and wall seconds, and the searcher's counters (decisions searched, rollouts,
    departures from its policy; -1 when the agent does not count them)."""

    index: int
    seat: int
    score: float
    points: tuple[int, ...]
    turns: int
    cpu: float
    wall: float
    searched: int
    rollouts: int
    departures: int
    max_rss_mb: float


@dataclass(frozen=True, slots=True)
class Summary:
    """A run's figures (`summarize`)."""

    agent: str
    opponent: str
    kingdom: str
    seed: int
    games: int
    score: float
    points: float
    ci95: tuple[float, float]
    seat0: tuple[float, int]
    seat1: tuple[float, int]
    ties: int
    cpu_mean: float
    cpu_median: float
    cpu_max: float
    over_limit: int
    limit: float
    rollouts_per_decision: float | None
    cpu_per_decision: float | None
    build: str


def play_one(kingdom: str | Sequence[str], agent: str, opponent: str, seed: int, index: int) -> Game:
    """Play game ``index`` of the run seeded ``seed`` (module doc) and return its record."""
    searcher = make_agent(agent).reseed(seed + index)
    counted = [0]  # decisions after which the searcher keeps a search result (``last``)

    def me(state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        action = searcher.act(state, gen)
        if getattr(searcher, "last", None) is not None:
            counted[0] += 1
        return action

    other = make_agent(opponent).reseed(seed + index)
    seat = index % 2
    seats: list[AgentLike[GameState]] = [me, other] if seat == 0 else [other, me]
    wall, cpu = time.perf_counter(), time.process_time()
    final = play_game(new_game(kingdom, 2, seed + index), seats)
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    winners = final.winners()
    score = 1.0 if winners == (seat,) else 0.5 if seat in winners else 0.0
    points = final.scores()
    rollouts = getattr(searcher, "rollouts", None)
    searched = counted[0] if hasattr(searcher, "last") else None
    departures = getattr(searcher, "departures", None)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return Game(index, seat, score, points, final.turn, round(cpu, 3), round(wall, 3),
                searched if isinstance(searched, int) else -1,
                rollouts if isinstance(rollouts, int) else -1,
                departures if isinstance(departures, int) else -1, round(rss, 1))


def _play_star(args: tuple[str | Sequence[str], str, str, int, int]) -> Game:
    return play_one(*args)


def play_games(kingdom: str | Sequence[str], agent: str, opponent: str, games: int, seed: int,
               workers: int = 1) -> Iterator[Game]:
    """The run's games as they end (in order with one worker)."""
    jobs = [(kingdom, agent, opponent, seed, g) for g in range(games)]
    if workers <= 1:
        yield from (_play_star(job) for job in jobs)
        return
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        yield from pool.imap_unordered(_play_star, jobs)


def summarize(games: Sequence[Game], *, agent: str, opponent: str, kingdom: str, seed: int,
              limit: float = 20.0) -> Summary:
    """The score, its 95% Wilson interval, the seats' split and the CPU figures of ``games``.

    >>> g = [Game(0, 0, 1.0, (30, 20), 20, 10.0, 10.0, -1, -1, -1, 50.0),
    ...      Game(1, 1, 0.5, (25, 25), 21, 30.0, 30.0, -1, -1, -1, 50.0)]
    >>> s = summarize(g, agent="a", opponent="b", kingdom="k", seed=0)
    >>> s.score, s.ties, s.cpu_mean, s.over_limit, s.seat0, s.seat1
    (0.75, 1, 20.0, 1, (1.0, 1), (0.5, 1))
    """
    n = len(games)
    points = sum(g.score for g in games)
    cpus = [g.cpu for g in games] or [0.0]
    counted = [g for g in games if g.searched > 0]
    searched = sum(g.searched for g in counted)

    def seat(s: int) -> tuple[float, int]:
        return sum(g.score for g in games if g.seat == s), sum(1 for g in games if g.seat == s)

    return Summary(agent, opponent, kingdom, seed, n, points / n if n else 0.0, points,
                   wilson_interval(points, n), seat(0), seat(1),
                   sum(1 for g in games if g.score == 0.5), statistics.fmean(cpus),
                   statistics.median(cpus), max(cpus), sum(1 for c in cpus if c > limit), limit,
                   sum(g.rollouts for g in counted) / searched if searched else None,
                   sum(g.cpu for g in counted) / searched if searched else None, build_name())


def _line(game: Game, done: int, points: float) -> str:
    lo, hi = wilson_interval(points, done)
    counters = (f", {game.searched} decisions searched, {game.rollouts} rollouts"
                if game.searched >= 0 else "")
    return (f"game {game.index}: seat {game.seat}, score {game.score:g} "
            f"({game.points[0]}-{game.points[1]} VP, turn {game.turns}), {game.cpu:.1f} CPU s "
            f"({game.wall:.1f} s){counters}; {done} done: {points:g}/{done} = "
            f"{points / done:.3f} [{lo:.3f}, {hi:.3f}]")


def format_summary(s: Summary) -> str:
    """The summary as a few lines of text."""
    lo, hi = s.ci95
    text = [f"{s.agent} vs {s.opponent} on {s.kingdom!r} ({s.build} build), seeds "
            f"{s.seed}-{s.seed + s.games - 1}:",
            f"  score {s.points:g}/{s.games} = {100 * s.score:.1f}% (95% Wilson {100 * lo:.1f}-"
            f"{100 * hi:.1f}%), {s.ties} ties; as seat 0 {s.seat0[0]:g}/{s.seat0[1]}, as seat 1 "
            f"{s.seat1[0]:g}/{s.seat1[1]}",
            f"  CPU s a game: mean {s.cpu_mean:.1f}, median {s.cpu_median:.1f}, max "
            f"{s.cpu_max:.1f}; {s.over_limit} games over {s.limit:g} s"]
    if s.rollouts_per_decision is not None and s.cpu_per_decision is not None:
        text.append(f"  searched decisions: {s.rollouts_per_decision:.0f} rollouts each; "
                    f"{s.cpu_per_decision:.2f} CPU s a game per searched decision (both seats' "
                    "moves)")
    return "\n".join(text)


def main(argv: list[str] | None = None) -> int:
    """Play the run, print each game and the summary; ``--json`` writes both."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kingdom", default="MCTS Benchmark",
                        help="a named kingdom or comma-separated cards (default MCTS Benchmark)")
    parser.add_argument("--agent", required=True, help="the searcher's agent spec")
    parser.add_argument("--opponent", required=True, help="the opponent's agent spec")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=float, default=20.0,
                        help="CPU s a game that counts as over budget (default 20)")
    parser.add_argument("--json", metavar="FILE", help="write the summary and every game as JSON")
    args = parser.parse_args(argv)
    if args.games < 1 or args.workers < 1:
        parser.error("--games and --workers must be at least 1")
    kingdom: str | list[str] = args.kingdom
    if "," in args.kingdom:
        kingdom = [c.strip() for c in args.kingdom.split(",")]
    try:
        make_agent(args.agent)
        make_agent(args.opponent)
        new_game(kingdom, 2, args.seed)
    except (ValueError, KeyError) as exc:
        parser.error(str(exc))
    print(f"{args.agent} vs {args.opponent} on {args.kingdom!r}, {args.games} games from seed "
          f"{args.seed}, {args.workers} worker(s), {build_name()} build", flush=True)
    played: list[Game] = []
    points = 0.0
    started = time.perf_counter()
    try:
        for game in play_games(kingdom, args.agent, args.opponent, args.games, args.seed,
                               args.workers):
            played.append(game)
            points += game.score
            print(_line(game, len(played), points), flush=True)
    except KeyboardInterrupt:
        print(f"interrupted after {len(played)} games", file=sys.stderr)
    if not played:
        return 130
    played.sort(key=lambda g: g.index)
    summary = summarize(played, agent=args.agent, opponent=args.opponent, kingdom=args.kingdom,
                        seed=args.seed, limit=args.limit)
    print(format_summary(summary))
    print(f"  {time.perf_counter() - started:.0f} s wall-clock", flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump({"summary": asdict(summary), "complete": len(played) == args.games,
                       "games": [asdict(g) for g in played]}, out, indent=1)
    return 0 if len(played) == args.games else 130


if __name__ == "__main__":
    sys.exit(main())
