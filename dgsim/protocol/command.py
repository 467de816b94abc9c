"""The external-agent commands: ``serve`` (host games between programs) and ``agent`` (a bot as a program)."""

from __future__ import annotations

import argparse
import io
import sys
import time
from pathlib import Path

__all__ = ["register"]


def _serve(args: argparse.Namespace) -> int:
    from dgsim.agents.tournament import format_table, to_json
    from dgsim.protocol.server import (
        PlayerSpec,
        ServeConfig,
        ServedGame,
        format_faults,
        print_stderr,
        serve,
        served_results,
    )

    players = [PlayerSpec.from_arg(a) for a in args.program]
    names = [p.name for p in players]
    if len(set(names)) != len(names):  # the same program twice: tell them apart by seat
        players = [PlayerSpec(f"{p.name}{i + 1}", p.command) for i, p in enumerate(players)]
        names = [p.name for p in players]
    cfg = ServeConfig(protocol=args.protocol, rules=args.rules, kingdom=args.kingdom,
                      games=args.games, seed=args.seed, timeout=args.timeout, startup=args.startup,
                      turn_limit=args.turn_limit, jobs=args.jobs,
                      save_games=Path(args.save_games) if args.save_games else None,
                      stderr_limit=args.stderr_limit,
                      stderr_sink=None if args.quiet else print_stderr)

    def progress(game: ServedGame) -> None:
        for fault in game.faults:
            print(fault, file=sys.stderr)

    start = time.monotonic()
    try:
        games = serve(players, cfg, progress)
    except (KeyError, ValueError) as exc:
        message = str(exc).strip('"')  # a KeyError's text is quoted
        print(f"dgsim serve: {message}", file=sys.stderr)
        return 2
    seconds = time.monotonic() - start
    result = served_results(games, names, cfg, seconds)
    print(format_table(result))
    print(format_faults(games))
    rate = len(games) / seconds if seconds > 0 else 0.0
    print(f"{len(games)} games ({args.protocol}) in {seconds:.1f} s ({rate:.1f} games/s)",
          file=sys.stderr)
    if args.json:
        faults = {"faults": [f.to_json() for g in games for f in g.faults]}
        Path(args.json).write_text(to_json(result, faults) + "\n", encoding="utf-8")
    return 0


def _agent(args: argparse.Namespace) -> int:
    from dgsim.agents.bots import make_agent
    from dgsim.protocol.bridge import run_cs5965, run_jsonl

    try:
        bot = make_agent(args.bot).reseed(args.seed)
    except ValueError as exc:
        print(f"dgsim agent: {exc}", file=sys.stderr)
        return 2
    if args.protocol == "cs5965":
        return run_cs5965(bot, sys.stdin.buffer, sys.stdout, args.seed)
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", newline="\n")
    return run_jsonl(bot, stdin, sys.stdout, args.seed)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the protocol subcommands to the ``dgsim`` parser."""
    from dgsim.agents.bots import agent_names

    serve = sub.add_parser(
        "serve", help="play games between external agent programs over stdin/stdout",
        description="Start each PROGRAM (a shell command line, optionally NAME=COMMAND) per game, "
                    "speak the protocol, rotate seats, and print the results.")
    serve.add_argument("program", nargs="+", help="2 to 4 (cs5965) or 6 (jsonl) command lines")
    serve.add_argument("--protocol", choices=("cs5965", "jsonl"), default="cs5965")
    serve.add_argument("--rules", choices=("cs5965", "standard"), default="cs5965",
                       help="cs5965 protocol: the course server's rules or the printed ones")
    serve.add_argument("--kingdom", default="First Game", help="jsonl protocol: the kingdom")
    serve.add_argument("--games", type=int, default=1)
    serve.add_argument("--seed", type=int, default=0)
    serve.add_argument("--timeout", type=float, default=10.0, help="seconds per reply (10)")
    serve.add_argument("--startup", type=float, default=10.0,
                       help="extra seconds for each program's first reply (10)")
    serve.add_argument("--turn-limit", type=int, default=100, help="turns per player (100)")
    serve.add_argument("--jobs", type=int, default=1, help="games played at once")
    serve.add_argument("--stderr-limit", type=int, default=1 << 20,
                       help="bytes of stderr per player and game before it forfeits")
    serve.add_argument("--quiet", action="store_true", help="do not copy the players' stderr")
    serve.add_argument("--json", metavar="FILE",
                       help="write the results as JSON (as simulate's, plus the faults)")
    serve.add_argument("--save-games", metavar="DIR", help="write each game's record there")
    serve.set_defaults(func=_serve)

    agent = sub.add_parser(
        "agent", help="run a dgsim bot as a protocol program on stdin/stdout",
        description="Run any agent of the registry (dgsim simulate's agents) as a protocol program.")
    agent.add_argument("bot", help=f"an agent spec (name or name:key=value,...); known: "
                                   f"{', '.join(agent_names())}")
    agent.add_argument("--protocol", choices=("cs5965", "jsonl"), default="jsonl")
    agent.add_argument("--seed", type=int, default=0)
    agent.set_defaults(func=_agent)
