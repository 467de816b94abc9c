"""The external-agent commands: ``serve`` (host games between programs) and ``agent`` (a bot as a program)."""

from __future__ import annotations

import argparse
import io
import sys
import time
from pathlib import Path

__all__ = ["register"]


DEFAULT_PROTOCOL = "jsonl"
"""The protocol ``serve`` and ``agent`` speak unless told otherwise (the same for both)."""


def _serve_checks(args: argparse.Namespace) -> str | None:
    """The first problem with serve's options (checked before any program starts), or None."""
    from dgsim.agents.options import KINGDOM_SIZE, check_output_dir, check_output_file
    from dgsim.agents.tournament import parse_kingdom, resolve_kingdom

    for option, value, least in (("--games", args.games, 1), ("--jobs", args.jobs, 1),
                                 ("--turn-limit", args.turn_limit, 1),
                                 ("--stderr-limit", args.stderr_limit, 0),
                                 ("--startup", args.startup, 0)):
        if not value >= least:
            return f"{option} must be at least {least}, got {value}"
    if not args.timeout > 0:
        return f"--timeout must be more than 0 seconds, got {args.timeout}"
    if args.protocol == "cs5965" and (args.kingdom is not None or args.any_kingdom_size):
        return "--kingdom is for --protocol jsonl; cs5965 games use the course's kingdom"
    if args.protocol == "jsonl" and args.rules is not None:
        return "--rules is for --protocol cs5965; jsonl games follow the printed rules"
    if args.protocol == "jsonl":
        try:
            _, cards, _ = resolve_kingdom(parse_kingdom(args.kingdom or "First Game"), args.seed)
        except (KeyError, ValueError) as exc:
            return str(exc).strip('"')
        if len(cards) != KINGDOM_SIZE and not args.any_kingdom_size:
            return (f"a kingdom has {KINGDOM_SIZE} cards, this one {len(cards)} "
                    "(add --any-kingdom-size to play it anyway)")
    if args.json and (problem := check_output_file(args.json, "--json")):
        return problem
    if args.save_games and (problem := check_output_dir(args.save_games, "--save-games")):
        return problem
    return None


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

    problem = _serve_checks(args)
    if problem:
        print(f"dgsim serve: {problem}", file=sys.stderr)
        return 2
    players = [PlayerSpec.from_arg(a) for a in args.program]
    names = [p.name for p in players]
    if len(set(names)) != len(names):  # the same program twice: tell them apart by seat
        players = [PlayerSpec(f"{p.name}{i + 1}", p.command) for i, p in enumerate(players)]
        names = [p.name for p in players]
    cfg = ServeConfig(protocol=args.protocol, rules=args.rules or "cs5965",
                      kingdom=args.kingdom or "First Game",
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
    status = 0
    if args.json:
        faults = {"faults": [f.to_json() for g in games for f in g.faults]}
        try:
            Path(args.json).write_text(to_json(result, faults) + "\n", encoding="utf-8")
        except OSError as exc:
            print(f"dgsim serve: cannot write --json {args.json}: {exc.strerror or exc}; "
                  "the table above has the results", file=sys.stderr)
            status = 1
    if games and all(g.faults and g.moves == 0 for g in games):
        print(f"dgsim serve: every game ended in a forfeit before any move: check that every "
              f"program speaks --protocol {args.protocol}", file=sys.stderr)
        status = 1
    return status


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
    serve.add_argument("--protocol", choices=("cs5965", "jsonl"), default=DEFAULT_PROTOCOL,
                       help=f"the wire protocol (default {DEFAULT_PROTOCOL}, as dgsim agent's); "
                            "'dgsim agent' programs without --protocol are given this one")
    serve.add_argument("--rules", choices=("cs5965", "standard"), default=None,
                       help="cs5965 protocol: the course server's rules (default) or the printed "
                            "ones")
    serve.add_argument("--kingdom", default=None,
                       help="jsonl protocol: the kingdom (default First Game)")
    serve.add_argument("--any-kingdom-size", action="store_true",
                       help="jsonl protocol: allow a kingdom of other than 10 cards")
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
    agent.add_argument("--protocol", choices=("cs5965", "jsonl"), default=DEFAULT_PROTOCOL,
                       help=f"the wire protocol (default {DEFAULT_PROTOCOL}, as dgsim serve's)")
    agent.add_argument("--seed", type=int, default=0)
    agent.set_defaults(func=_agent)
