"""The ``dgsim bench-agents`` command: `dgsim.agents.bench` from the command line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from dgsim.agents.bench import (
    DEFAULT_GAMES,
    SUITE,
    SUITE_VERSION,
    BenchInterrupted,
    bench_agents,
    format_bench,
    total_games,
)
from dgsim.agents.bots import make_agent
from dgsim.cli.agents import rate_text
from dgsim.cli.options import check_output_file
from dgsim.cli.output import fail, progress
from dgsim.core.errors import error_line

__all__ = ["cmd_bench_agents", "register"]


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``bench-agents`` to the ``dgsim`` parser."""
    bench = sub.add_parser(
        "bench-agents", help="score an agent against the baseline bots on a fixed suite",
        description=f"Play AGENT against the baseline bots (bigmoney, bmu, smithy-bm, "
                    f"double-witch, provincial-witch, each kingdom's best rule bot) on suite "
                    f"{SUITE_VERSION}: First Game, the MCTS Benchmark kingdom and 20 random "
                    "kingdoms of every set; 2 players, seats alternating. Prints each pairing's "
                    "score, each opponent's and the overall one, with 95%% Wilson intervals "
                    "(a win 1, a shared win 0.5).")
    bench.add_argument("agent", metavar="AGENT", help="the agent to score (a registry spec, "
                       "e.g. rollouts-dominion:rollouts=200)")
    bench.add_argument("--games", type=int, default=DEFAULT_GAMES,
                       help=f"games per pairing, even (default {DEFAULT_GAMES})")
    bench.add_argument("--workers", "--jobs", type=int, default=None,
                       help="processes (default: every core)")
    bench.add_argument("--kingdoms", metavar="NAME,...",
                       help="only these kingdoms of the suite (e.g. 'MCTS Benchmark,random 3')")
    bench.add_argument("--json", metavar="FILE", help="write the results as JSON")
    bench.add_argument("--html", metavar="FILE", help="write a self-contained HTML report")
    bench.add_argument("--no-progress", action="store_true", help="no progress bar")
    bench.set_defaults(func=cmd_bench_agents)


def cmd_bench_agents(args: argparse.Namespace) -> int:
    """``dgsim bench-agents``: run the suite, print the table, write ``--json`` / ``--html``.

    Every option is checked before the first game; Ctrl-C prints what finished, marked
    partial, and exits 130.
    """
    if args.games < 2 or args.games % 2:
        return fail("bench-agents", f"--games must be a positive even number (seats alternate), "
                                     f"not {args.games}")
    if args.workers is not None and args.workers < 1:
        return fail("bench-agents", "--workers must be at least 1")
    for problem in (check_output_file(args.json, "--json") if args.json else None,
                    check_output_file(args.html, "--html") if args.html else None):
        if problem:
            return fail("bench-agents", problem)
    kingdoms = ([n for n in args.kingdoms.split(",") if n.strip()]
                if args.kingdoms is not None else None)
    try:
        make_agent(args.agent)
        total = total_games(args.games, kingdoms)
    except (KeyError, ValueError) as exc:
        return fail("bench-agents", error_line(exc))
    update, close = progress(total, not args.no_progress)
    status = 0
    try:
        result = bench_agents(args.agent, games=args.games, workers=args.workers,
                              kingdoms=kingdoms, progress=update)
    except BenchInterrupted as stop:
        close()
        result = stop.result
        print(f"dgsim bench-agents: interrupted: {result.summary.games} of {total} games "
              "finished; the table covers those", file=sys.stderr)
        status = 130
    except (KeyError, ValueError) as exc:
        close()
        return fail("bench-agents", error_line(exc))
    else:
        close()
    print(format_bench(result, pairings=True))
    played = result.summary.games
    print(f"{played} games in {result.elapsed:.1f} s ({rate_text(played, result.elapsed)}); "
          f"suite {SUITE_VERSION} has {len(SUITE)} kingdoms", file=sys.stderr)
    if args.json:
        import json

        try:
            Path(args.json).write_text(json.dumps(result.to_dict(), indent=1) + "\n",
                                       encoding="utf-8")
        except OSError as exc:
            print(f"dgsim bench-agents: cannot write --json {args.json}: {exc.strerror or exc}; "
                  "the table above has the results", file=sys.stderr)
            status = status or 1
    if args.html:
        from dgsim.web.report import write_bench_report

        try:
            write_bench_report(result, args.html)
        except OSError as exc:
            print(f"dgsim bench-agents: cannot write --html {args.html}: {exc.strerror or exc}; "
                  "the table above has the results", file=sys.stderr)
            status = status or 1
        else:
            print(f"dgsim bench-agents: report written to {args.html}", file=sys.stderr)
    return status
