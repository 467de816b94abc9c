"""The external-agent commands: ``serve`` (host games between programs) and ``agent`` (a bot as a program)."""

from __future__ import annotations

import argparse
import io
import os
import re
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from dgsim.core.build import build_name
from dgsim.core.errors import error_line

if TYPE_CHECKING:
    from dgsim.protocol.server import ServeConfig, ServedGame

__all__ = ["register"]


TOKEN_VARIABLE = "DGSIM_TOKEN"
"""The environment variable ``dgsim agent --connect`` takes its seat token from without ``--token``."""

DEFAULT_PROTOCOL = "jsonl"
"""The protocol ``serve`` and ``agent`` speak unless told otherwise (the same for both)."""


def _serve_checks(args: argparse.Namespace) -> str | None:
    """The first problem with serve's options (checked before any program starts), or None."""
    from dgsim.agents.tournament import parse_kingdom, resolve_kingdom
    from dgsim.cli.options import check_output_file, check_save_dir
    from dgsim.dominion.kingdom import check_kingdom_size

    for option, value, least in (("--games", args.games, 1), ("--jobs", args.jobs, 1),
                                 ("--turn-limit", args.turn_limit, 1),
                                 ("--stderr-limit", args.stderr_limit, 0),
                                 ("--startup", args.startup, 0)):
        if value is not None and not value >= least:
            return f"{option} must be at least {least}, got {value}"
    if not args.timeout > 0:
        return f"--timeout must be more than 0 seconds, got {args.timeout}"
    if problem := _listen_checks(args):
        return problem
    if args.protocol == "cs5965" and (args.kingdom is not None or args.any_kingdom_size):
        return "--kingdom is for --protocol jsonl; cs5965 games use the course's kingdom"
    if args.protocol == "jsonl" and args.rules is not None:
        return "--rules is for --protocol cs5965; jsonl games follow the printed rules"
    if args.protocol == "jsonl":
        try:
            _, cards, _ = resolve_kingdom(parse_kingdom(args.kingdom or "First Game"), args.seed)
        except (KeyError, ValueError) as exc:
            return error_line(exc)
        try:
            check_kingdom_size(cards, any_kingdom_size=args.any_kingdom_size,
                               option="--any-kingdom-size")
        except ValueError as exc:
            return error_line(exc)
    if args.json and (problem := check_output_file(args.json, "--json")):
        return problem
    if args.save_games and (problem := check_save_dir(args.save_games)):
        return problem
    return None


def _listen_checks(args: argparse.Namespace) -> str | None:
    """The problems of the TCP options (``--listen``, ``--seats``, ``--join-timeout``), or None."""
    from dgsim.protocol.tcp import parse_address

    if args.listen is None:
        for option, value in (("--seats", args.seats), ("--join-timeout", args.join_timeout)):
            if value is not None:
                return f"{option} is for --listen (agents that connect over TCP)"
        if not args.program:
            return "give 2 or more programs to play (or --listen to let agents connect)"
        return None
    try:
        parse_address(args.listen)
    except ValueError as exc:
        return f"--listen: {exc}"
    for option, value in (("--jobs", args.jobs), ("--stderr-limit", args.stderr_limit)):
        if value is not None:
            return (f"{option} is for programs the server starts; with --listen every game "
                    "starts as soon as its seats are connected" if option == "--jobs" else
                    f"{option} is for programs the server starts; agents over TCP have no stderr")
    if args.join_timeout is not None and not args.join_timeout > 0:
        return f"--join-timeout must be more than 0 seconds, got {args.join_timeout}"
    if args.seats is not None:
        if args.program:
            return "with --seats the players are the seats file's; give no NAMEs"
        if args.games is not None:
            return "with --seats the seats file says how many games are played; give no --games"
        return None
    if not args.program:
        return "give the players' NAMEs (or a --seats FILE)"
    bad = [n for n in args.program if not re.fullmatch(r"[A-Za-z0-9_-]+", n)]
    if bad:
        return (f"with --listen each player is a NAME of A-Z a-z 0-9 _ - (agents connect, "
                f"nothing is started), not {bad[0]!r}")
    return None


def _config(args: argparse.Namespace) -> ServeConfig:
    from dgsim.agents.plugin import loaded_targets
    from dgsim.protocol.server import ServeConfig, print_stderr

    return ServeConfig(protocol=args.protocol, rules=args.rules or "cs5965",
                       kingdom=args.kingdom or "First Game",
                       any_kingdom_size=args.any_kingdom_size,
                       games=args.games or 1, seed=args.seed, timeout=args.timeout,
                       startup=args.startup, turn_limit=args.turn_limit, jobs=args.jobs or 1,
                       save_games=Path(args.save_games) if args.save_games else None,
                       stderr_limit=1 << 20 if args.stderr_limit is None else args.stderr_limit,
                       stderr_sink=None if args.quiet else print_stderr,
                       loads=loaded_targets())


def _print_fault(game: ServedGame) -> None:
    for fault in game.faults:
        print(fault, file=sys.stderr)


def _serve(args: argparse.Namespace) -> int:
    from dgsim.protocol.server import PlayerSpec, check_players, check_programs, serve

    problem = _serve_checks(args)
    if problem:
        print(f"dgsim serve: {problem}", file=sys.stderr)
        return 2
    if args.listen is not None:
        return _serve_tcp(args)
    players = [PlayerSpec.from_arg(a) for a in args.program]
    names = [p.name for p in players]
    if len(set(names)) != len(names):  # the same program twice: tell them apart by seat
        players = [PlayerSpec(f"{p.name}{i + 1}", p.command) for i, p in enumerate(players)]
        names = [p.name for p in players]
    cfg = _config(args)
    try:  # before the header: a bad player is one line
        check_players(len(players), cfg)
        check_programs(players)
    except (KeyError, ValueError) as exc:
        print(f"dgsim serve: {error_line(exc)}", file=sys.stderr)
        return 2
    start = time.monotonic()
    print(f"dgsim serve ({build_name()} build): {cfg.games} games ({args.protocol}) between "
          f"{', '.join(names)}", file=sys.stderr, flush=True)
    try:
        games = serve(players, cfg, _print_fault)
    except (KeyError, ValueError) as exc:
        message = error_line(exc)
        print(f"dgsim serve: {message}", file=sys.stderr)
        return 2
    return _report(args, cfg, games, names, time.monotonic() - start)


def _serve_tcp(args: argparse.Namespace) -> int:
    from dgsim.protocol.server import check_players
    from dgsim.protocol.tcp import (
        TcpConfig,
        entries,
        format_seats,
        is_loopback,
        new_seats,
        parse_address,
        read_seats,
        serve_tcp,
    )

    cfg = _config(args)
    try:
        if args.seats is not None:
            seats, shown = read_seats(Path(args.seats)), False
        else:
            names = list(args.program)
            if len(set(names)) != len(names):
                names = [f"{n}{i + 1}" for i, n in enumerate(names)]
            check_players(len(names), cfg)
            seats, shown = new_seats(names, cfg.games), True
        names = list(entries(seats)[0])
        check_players(len(names), cfg)
    except (KeyError, ValueError) as exc:
        print(f"dgsim serve: {error_line(exc)}", file=sys.stderr)
        return 2
    host, port = parse_address(args.listen)
    join = 600.0 if args.join_timeout is None else args.join_timeout
    if not is_loopback(host):
        print(f"dgsim serve: warning: listening on {host}, not loopback: anyone who can reach it may "
              "try tokens, and the games cross the network unencrypted (tunnel over SSH instead)",
              file=sys.stderr)

    def log(text: str) -> None:
        print(f"dgsim serve: {text}", file=sys.stderr, flush=True)

    games_count = len({s.game for s in seats})

    def ready(bound_host: str, bound_port: int) -> None:
        shown_host = f"[{bound_host}]" if ":" in bound_host else bound_host
        print(f"# listening on {shown_host}:{bound_port} ({args.protocol}): {games_count} games, "
              f"{len(seats)} seats; every seat must connect within {join:g} s", flush=True)
        if shown:
            print(format_seats(seats), flush=True)

    tcp = TcpConfig(host=host, port=port, join_timeout=join, log=None if args.quiet else log)
    start = time.monotonic()
    try:
        games = serve_tcp(seats, cfg, tcp, ready, _print_fault)
    except OSError as exc:
        print(f"dgsim serve: cannot listen on {args.listen}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("dgsim serve: interrupted; no results", file=sys.stderr)
        return 130
    return _report(args, replace(cfg, games=games_count), games, names, time.monotonic() - start)


def _report(args: argparse.Namespace, cfg: ServeConfig, games: list[ServedGame], names: list[str],
            seconds: float) -> int:
    """Print the results table and the faults, write ``--json``; the exit status."""
    from dgsim.agents.tournament import format_table, to_json
    from dgsim.protocol.server import format_faults, served_results

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
    crashed = _always_crashed(games, names)
    if crashed:
        print(f"dgsim serve: {crashed}", file=sys.stderr)
        status = 1
    elif games and all(g.faults and g.moves == 0 for g in games):
        print(f"dgsim serve: every game ended in a forfeit before any move: check that every "
              f"{'agent' if args.listen else 'program'} speaks --protocol {args.protocol}",
              file=sys.stderr)
        status = 1
    return status


def _always_crashed(games: list[ServedGame], names: list[str]) -> str | None:
    """The message for a player whose program crashed (or ended) in every game it played, or None.

    Such a run's table says nothing about the players: the run fails (exit status 1).
    """
    for name in names:
        faults = [f for g in games for f in g.faults if f.player == name]
        played = sum(1 for g in games if name in g.players)
        if played and len(faults) == played and all(f.kind in ("crash", "eof") for f in faults):
            return (f"{name} ended before the game was over in every game ({played}); the first "
                    f"time: {faults[0].kind}: {faults[0].detail}")
    return None


def _agent(args: argparse.Namespace) -> int:
    from dgsim.agents.bots import make_agent
    from dgsim.protocol.bridge import run_cs5965, run_jsonl
    from dgsim.protocol.tcp import TOKEN, parse_address, relay, run_agent

    token = args.token if args.token is not None else os.environ.get(TOKEN_VARIABLE)
    for option, value in (("--token", args.token), ("--program", args.program)):
        if args.connect is None and value is not None:
            print(f"dgsim agent: {option} is for --connect", file=sys.stderr)
            return 2
    if (args.bot is None) == (args.program is None):
        print("dgsim agent: give a BOT, or --program COMMAND with --connect (not both)",
              file=sys.stderr)
        return 2
    if args.connect is not None:
        try:
            host, port = parse_address(args.connect)
        except ValueError as exc:
            print(f"dgsim agent: --connect: {exc}", file=sys.stderr)
            return 2
        if token is None or not TOKEN.fullmatch(token):
            print(f"dgsim agent: --connect needs the seat's token (--token TOKEN or ${TOKEN_VARIABLE}): "
                  "16 to 256 characters A-Z a-z 0-9 _ -", file=sys.stderr)
            return 2
    if args.program is not None and token is not None:
        return relay(args.program, host, port, token)
    try:
        bot = make_agent(args.bot).reseed(args.seed)
    except (KeyError, ValueError) as exc:
        print(f"dgsim agent: {error_line(exc)}", file=sys.stderr)
        return 2
    if args.connect is not None and token is not None:
        return run_agent(bot, args.protocol, host, port, token, args.seed)
    if args.protocol == "cs5965":
        return run_cs5965(bot, sys.stdin.buffer, sys.stdout, args.seed)
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", newline="\n")
    return run_jsonl(bot, stdin, sys.stdout, args.seed)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the protocol subcommands to the ``dgsim`` parser."""
    from dgsim.agents.bots import agent_names
    from dgsim.agents.plugin import add_load_option

    serve = sub.add_parser(
        "serve", help="play games between external agent programs over stdin/stdout or TCP",
        description="Start each PROGRAM (a shell command line, optionally NAME=COMMAND) per game, "
                    "speak the protocol, rotate seats, and print the results. With --listen, "
                    "agents connect over TCP instead, each seat opened by its secret token: give "
                    "the players' NAMEs (a token per seat of every game is printed) or --seats FILE.")
    serve.add_argument("program", nargs="*", metavar="PROGRAM|NAME",
                       help="2 to 4 (cs5965) or 6 (jsonl) command lines; with --listen, player names")
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
    serve.add_argument("--games", type=int, default=None, help="games to play (1)")
    serve.add_argument("--seed", type=int, default=0)
    serve.add_argument("--timeout", type=float, default=10.0, help="seconds per reply (10)")
    serve.add_argument("--startup", type=float, default=10.0,
                       help="extra seconds for each program's first reply (10)")
    serve.add_argument("--turn-limit", type=int, default=100, help="turns per player (100)")
    serve.add_argument("--jobs", type=int, default=None, help="games played at once (1)")
    serve.add_argument("--stderr-limit", type=int, default=None,
                       help="bytes of stderr per player and game before it forfeits (1 MiB)")
    serve.add_argument("--quiet", action="store_true",
                       help="do not copy the players' stderr (with --listen: do not log connections)")
    serve.add_argument("--listen", metavar="HOST:PORT",
                       help="let agents connect over TCP here (port 0: any free port; the address and "
                            "the seat tokens are printed); loopback unless you name another host")
    serve.add_argument("--seats", metavar="FILE",
                       help="with --listen: the games' seats and tokens, lines GAME SEAT NAME TOKEN")
    serve.add_argument("--join-timeout", type=float, default=None, metavar="SECONDS",
                       help="with --listen: seconds for every seat to connect; a seat still absent "
                            "then forfeits (600; inf waits for ever)")
    serve.add_argument("--json", metavar="FILE",
                       help="write the results as JSON (as simulate's, plus the faults)")
    serve.add_argument("--save-games", metavar="DIR", help="write each game's record there")
    add_load_option(serve)
    serve.set_defaults(func=_serve)

    agent = sub.add_parser(
        "agent", help="run a dgsim bot as a protocol program on stdin/stdout",
        description="Run any agent of the registry (dgsim simulate's agents) as a protocol program.")
    agent.add_argument("bot", nargs="?", help=f"an agent spec (name or name:key=value,...); known: "
                                              f"{', '.join(agent_names())}")
    agent.add_argument("--protocol", choices=("cs5965", "jsonl"), default=DEFAULT_PROTOCOL,
                       help=f"the wire protocol (default {DEFAULT_PROTOCOL}, as dgsim serve's)")
    agent.add_argument("--seed", type=int, default=0)
    agent.add_argument("--connect", metavar="HOST:PORT",
                       help="play one seat of a 'dgsim serve --listen' game over TCP instead of "
                            "stdin/stdout")
    agent.add_argument("--token", help=f"the seat's token for --connect (or ${TOKEN_VARIABLE}, which "
                                       "other users cannot see in the process list)")
    agent.add_argument("--program", metavar="COMMAND",
                       help="with --connect, instead of a BOT: run this shell command line with the "
                            "connection as its stdin and stdout (any protocol program)")
    add_load_option(agent)
    agent.set_defaults(func=_agent)
