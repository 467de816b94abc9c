"""The agents' commands: ``simulate`` (tournaments), ``play`` (a human against bots), ``replay``."""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TextIO

from pyrsistent import pvector

from dgsim.agents.agent import Agent
from dgsim.agents.bots import agent_names, make_agent
from dgsim.agents.human import PickSession, changes, refusal, status
from dgsim.agents.plugin import add_load_option
from dgsim.agents.tournament import (
    Interrupted,
    TournamentResult,
    format_table,
    parse_kingdom,
    resolve_kingdom,
    rulebook_landscapes,
    run_tournament,
    to_json,
)
from dgsim.cli.options import (
    KINGDOM_SIZE,
    check_output_file,
    check_plot,
    check_save_dir,
    ignores_colonies,
    kingdom_pool,
    missing_key_cards,
    set_names,
)
from dgsim.cli.output import fail, progress
from dgsim.core import Choice, GameState, History, InvalidActionError, SavedGameError
from dgsim.core.build import build_name
from dgsim.core.errors import error_line
from dgsim.core.history import PLAYERS_KEY, player_names
from dgsim.dominion import DominionState, new_game
from dgsim.dominion.card import Card, card_named
from dgsim.dominion.kingdom import check_kingdom_size, draw_from_pool
from dgsim.dominion.landscape import check_landscapes
from dgsim.dominion.setup import rulebook_shelters
from dgsim.dominion.view import show_state
from dgsim.web.report import write_html_report

__all__ = ["cmd_play", "cmd_replay", "cmd_simulate", "kingdom_choice", "rate_text", "register",
           "saved_names", "saved_result", "warn_missing_key_cards"]


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the agents' subcommands to the ``dgsim`` parser."""
    known = ", ".join(agent_names())
    sim = sub.add_parser(
        "simulate", help="play many games between bots and print win rates",
        description=f"Play bots against each other; seats rotate. Agents: {known}, or "
                    "name:key=value,... for agents with parameters.")
    sim.add_argument("agents", nargs="+", metavar="AGENT", help="one agent per seat")
    sim.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    _kingdom_options(sim)
    sim.add_argument("--players", type=int, default=None,
                     help="seats (default: the number of agents; must match it)")
    sim.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    sim.add_argument("--workers", "--jobs", type=int, default=None,
                     help="processes (default: every core)")
    sim.add_argument("--turn-limit", type=int, default=100,
                     help="turns per player before a game ends (default 100)")
    sim.add_argument("--backend", choices=("local", "ray"), default="local",
                     help="local processes (default) or Ray tasks (pip install 'dgsim[ray]')")
    sim.add_argument("--address", metavar="ADDR",
                     help="with --backend ray: a running cluster (HOST:PORT or auto)")
    sim.add_argument("--plot", metavar="FILE.png", help="plot average VP and money density by turn")
    sim.add_argument("--json", metavar="FILE", help="write the results as JSON")
    sim.add_argument("--html", metavar="FILE", help="write a self-contained HTML report (charts, "
                     "95%% intervals, links to --save-games logs)")
    sim.add_argument("--save-games", metavar="DIR", help="save every game's replayable log here")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    add_load_option(sim)
    sim.set_defaults(func=cmd_simulate)

    play = sub.add_parser("play", help="play in the terminal against bots",
                          description="Play Dominion against bots: type a choice's number or "
                                      "label; 'undo' steps back, 'quit' ends.")
    play.add_argument("--vs", action="append", metavar="AGENT",
                      help=f"an opponent (repeat for more); default bigmoney. Known: {known}")
    _kingdom_options(play)
    play.add_argument("--seed", type=int, default=0, help="game seed (default 0)")
    play.add_argument("--seat", type=int, default=None,
                      help="your seat (default 0, or the --resume log's)")
    play.add_argument("--log", metavar="FILE", help="where to save the game log "
                      "(default dgsim-game-SEED.json, or the --resume file)")
    play.add_argument("--resume", metavar="LOG",
                      help="go on with a saved game of dgsim play (its seat and opponents)")
    add_load_option(play)
    play.set_defaults(func=cmd_play)

    replay = sub.add_parser("replay", help="step through a saved game",
                            description="Step through a saved game: n(ext), p(rev), a step "
                                        "number, q(uit).")
    replay.add_argument("file", help="a game log (from play or simulate --save-games)")
    replay.add_argument("--print", dest="dump", action="store_true",
                        help="print every step and exit")
    replay.set_defaults(func=cmd_replay)


def _kingdom_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--kingdom", default="First Game",
                        help="a recommended kingdom's name (see 'dgsim kingdoms'), 'random', or "
                             "comma-separated card names")
    parser.add_argument("--sets", metavar="SET,...",
                        help="what --kingdom random draws from: comma-separated set names "
                             f"({', '.join(set_names())}; default all)")
    parser.add_argument("--editions", metavar="N,...",
                        help="what --kingdom random draws from: editions 1 and/or 2 (default both)")
    parser.add_argument("--any-kingdom-size", action="store_true",
                        help=f"allow a kingdom of other than {KINGDOM_SIZE} cards")
    parser.add_argument("--landscapes", metavar="NAME,...",
                        help="the Events, Landmarks, ... beside the kingdom, comma-separated, "
                             "or 'none' (default: by the rulebook: a random kingdom deals up to "
                             "two from its sets, a recommended one has its own; see "
                             "'dgsim cards --landscapes')")
    parser.add_argument("--colonies", action=argparse.BooleanOptionalAction, default=None,
                        help="add Platinum and Colony, or not (default: by the rulebook, as "
                             "new_game's colonies=None: a random or recommended kingdom with "
                             "a Prosperity card has them, a list of cards not)")
    parser.add_argument("--shelters", action=argparse.BooleanOptionalAction, default=None,
                        help="start each seat with Shelters (Hovel, Necropolis, Overgrown "
                             "Estate) instead of 3 Estates, or not (default: by the Dark Ages "
                             "rulebook, as new_game's shelters=None)")
    parser.add_argument("--bane", metavar="CARD",
                        help="Young Witch's Bane pile, a $2 or $3 kingdom card (default: a "
                             "recommended kingdom's own, else drawn by each game's seed)")
    parser.add_argument("--aside-pile", metavar="CARD",
                        help="the pile Ferryman's setup sets aside, a $3 or $4 kingdom card not in "
                             "the kingdom (default: a recommended kingdom's own, else drawn by "
                             "each game's seed)")


def kingdom_choice(args: argparse.Namespace, seed: int) -> tuple[
        str | tuple[str, ...], tuple[str, ...], tuple[Card, ...] | None]:
    """The ``--kingdom`` argument, its cards, and the pool a random kingdom draws from.

    :raises ValueError: (or KeyError) with one line for a bad kingdom, set, edition or size.
    """
    kingdom = parse_kingdom(args.kingdom)
    pool: tuple[Card, ...] | None = None
    if args.sets is not None or args.editions is not None:
        if kingdom != "random":
            raise ValueError("--sets and --editions choose what --kingdom random draws from; "
                             f"they do nothing with --kingdom {args.kingdom}")
        sets = [n for n in (args.sets or "").split(",") if n.strip()]
        try:
            editions = [int(e) for e in (args.editions or "").split(",") if e.strip()]
        except ValueError:
            raise ValueError(f"--editions takes 1 and/or 2, got {args.editions!r}") from None
        pool = kingdom_pool(sets, editions)
    _, cards, _ = resolve_kingdom(kingdom, seed, pool)
    check_kingdom_size(cards, any_kingdom_size=args.any_kingdom_size, option="--any-kingdom-size")
    return kingdom, cards, pool


def landscape_choice(args: argparse.Namespace) -> tuple[str, ...] | None:
    """The ``--landscapes`` argument: its names (checked), ``()`` for 'none', None when not given.

    :raises ValueError: (or KeyError) with one line for a name that is no landscape.
    """
    given = getattr(args, "landscapes", None)
    if given is None:
        return None
    if given.strip().lower() == "none":
        return ()
    return tuple(c.name for c in check_landscapes(
        [n.strip() for n in given.split(",") if n.strip()]))


def warn_missing_key_cards(command: str, specs: Sequence[str], cards: Sequence[str],
                           colonies: bool = False) -> None:
    """Warn once per bot whose plan plays a kingdom card that ``cards`` lacks, and (in a game
    with ``colonies``) once per rule bot that never buys Platinum or Colony."""
    seen: set[str] = set()
    for spec in specs:
        if spec in seen:
            continue
        seen.add(spec)
        agent = make_agent(spec)
        missing = missing_key_cards(agent, cards)
        if missing:
            print(f"dgsim {command}: warning: {spec} is built on {' and '.join(missing)}, which "
                  f"{'is' if len(missing) == 1 else 'are'} not in this kingdom; it plays without",
                  file=sys.stderr)
        if colonies and ignores_colonies(agent):
            print(f"dgsim {command}: warning: {spec} never buys Platinum or Colony, which are in "
                  "this game (its buy rules name neither)", file=sys.stderr)


def _uses_colonies(args: argparse.Namespace, kingdom: str | tuple[str, ...],
                   pool: tuple[Card, ...] | None, players: int) -> bool:
    """Whether the games will have Platinum and Colony (``--colonies``, else by the rulebook)."""
    if args.colonies is not None:
        return bool(args.colonies)
    if kingdom == "random":
        return draw_from_pool(args.seed, pool)[1]
    fixed = resolve_kingdom(kingdom, args.seed, pool)[2]
    return new_game(fixed, players, 0, any_kingdom_size=args.any_kingdom_size
                    ).mode.colony_index is not None


# -- simulate ----------------------------------------------------------------------------


def _simulate_checks(args: argparse.Namespace) -> str | None:
    """The first problem with simulate's options (checked before any game), or None."""
    if args.games < 1:
        return "--games must be at least 1"
    if args.workers is not None and args.workers < 1:
        return "--workers must be at least 1"
    if args.turn_limit < 1:
        return "--turn-limit must be at least 1"
    if args.address and args.backend != "ray":
        return "--address needs --backend ray"
    if args.backend == "ray" and importlib.util.find_spec("ray") is None:
        return "--backend ray needs Ray: pip install 'dgsim[ray]'"
    players = len(args.agents) if args.players is None else args.players
    if not 2 <= players <= 6:
        return f"Dominion takes 2 to 6 players, not {players}" + (
            "" if args.players is not None else " (one agent per seat)")
    if players != len(args.agents):
        return f"--players {players} needs {players} agents, got {len(args.agents)}"
    for problem in (
        check_output_file(args.json, "--json") if args.json else None,
        check_output_file(args.html, "--html") if args.html else None,
        check_plot(args.plot) if args.plot else None,
        check_save_dir(args.save_games) if args.save_games else None,
    ):
        if problem:
            return problem
    return None


def cmd_simulate(args: argparse.Namespace) -> int:
    """``dgsim simulate``: run a tournament and print the results table.

    Every option is checked before the first game; Ctrl-C prints the table of
    the games finished so far, marked partial, and exits 130.
    """
    problem = _simulate_checks(args)
    if problem:
        return fail("simulate", problem)
    entries: list[str | Agent[DominionState]] = list(args.agents)
    try:
        for spec in args.agents:
            make_agent(spec)
        kingdom, cards, pool = kingdom_choice(args, args.seed)
        lands = landscape_choice(args)
    except (KeyError, ValueError) as exc:
        return fail("simulate", error_line(exc))
    warn_missing_key_cards("simulate", args.agents, cards,
                           _uses_colonies(args, kingdom, pool, len(args.agents)))
    workers = 1 if args.backend == "local" and args.games < 2 else args.workers
    print(f"dgsim simulate ({build_name()} build): {args.games} games, "
          + (f"{workers} workers" if workers else f"{os.cpu_count() or 1} workers (every core)")
          + ("" if args.backend == "local" else f", {args.backend} backend"), file=sys.stderr)
    update, close = progress(args.games, not args.no_progress)
    status = 0
    try:
        result = run_tournament(
            entries, games=args.games, kingdom=kingdom, players=args.players, seed=args.seed,
            workers=args.workers, curves=bool(args.plot or args.html), save_dir=args.save_games,
            progress=update, turn_limit=args.turn_limit, pool=pool, backend=args.backend,
            address=args.address, colonies=args.colonies, shelters=args.shelters,
            bane=args.bane, aside_pile=args.aside_pile,
            any_kingdom_size=args.any_kingdom_size, landscapes=lands)
    except Interrupted as stop:
        close()
        result = stop.result
        print(f"dgsim simulate: interrupted: {result.games} of {args.games} games finished; "
              "the table covers those", file=sys.stderr)
        status = 130
    except (KeyError, ValueError) as exc:
        close()
        return fail("simulate", error_line(exc))
    else:
        close()
    print(format_table(result))
    print(f"{result.games} games in {result.elapsed:.1f} s ({rate_text(result.games, result.elapsed)}, "
          f"{build_name()} build)", file=sys.stderr)
    if result.save_errors:
        print(f"dgsim simulate: {len(result.save_errors)} game logs not saved; first: "
              f"{result.save_errors[0]}", file=sys.stderr)
        status = status or 1
    if args.json:
        try:
            Path(args.json).write_text(to_json(result) + "\n", encoding="utf-8")
        except OSError as exc:
            print(f"dgsim simulate: cannot write --json {args.json}: {exc.strerror or exc}; "
                  "the table above has the results", file=sys.stderr)
            status = status or 1
    if args.plot and result.games:
        try:
            plot_curves(result, args.plot)
        except (OSError, ValueError) as exc:
            print(f"dgsim simulate: cannot write --plot {args.plot}: {exc}", file=sys.stderr)
            status = status or 1
    if args.html and not write_html_report(result, args.html, args.save_games):
        return 1
    return status


def plot_curves(result: TournamentResult, path: str) -> None:
    """Save a figure of average VP and money density by turn, one line per agent.

    :raises ImportError: without matplotlib.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 8), sharex=True)
    for curve in result.curves:
        # stop where fewer than a tenth of the games are still going: the tail is noise
        shown = sum(1 for n in curve.games if n * 10 >= curve.games[0]) if curve.games else 0
        turns = range(1, shown + 1)
        top.plot(turns, curve.vp[:shown], label=curve.name)
        bottom.plot(turns, curve.money[:shown], label=curve.name)
    top.set_ylabel("average VP")
    bottom.set_ylabel("average money density ($ per card)")
    bottom.set_xlabel("turn")
    top.set_title(f"{result.games} games, kingdom {result.kingdom}")
    top.legend()
    top.grid(alpha=0.3)
    bottom.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


# -- play ---------------------------------------------------------------------------------


class _Quit(Exception):
    """The human asked to stop (or stdin ended)."""


def _read(prompt: str, stdin: TextIO) -> str:
    print(prompt, end="", flush=True)
    line = stdin.readline()
    if not line:
        print()
        raise _Quit
    if not stdin.isatty():
        print(line.rstrip("\n"))  # echo piped input so that transcripts read like a session
    return line.strip()


def _load_for_play(path: str) -> History[DominionState]:
    """A saved game to go on with, its steps replayed onto a Dominion history (meta kept).

    :raises ValueError: when it cannot be read or is not a Dominion game.
    """
    try:
        loaded = History.load(path)
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (SavedGameError, InvalidActionError) as exc:
        raise ValueError(f"{path} is not a valid game log: {exc}") from None
    initial = loaded.initial
    if not isinstance(initial, DominionState):
        raise ValueError(f"{path} is not a Dominion game")
    history: History[DominionState] = History.start(initial)
    for step in loaded.steps:
        gen = history.latest.action_generator(step.pid)
        for label in step.labels:
            gen = gen.choose(label)
        history = history.record(step.pid, gen.generate_action())
    return history.with_meta(loaded.meta)


def _play_log(args: argparse.Namespace) -> tuple[Path, str | None]:
    """Where ``dgsim play`` saves its game, and why it cannot (or None): a file is never replaced.

    ``--log FILE`` must not exist yet, unless it is the ``--resume`` file (the same game goes on
    there). Without either, the log is ``dgsim-game-SEED.json``, numbered ``-2``, ``-3``, ... past
    the names that earlier games took.
    """
    if args.log is None and args.resume is None:
        log = Path(f"dgsim-game-{args.seed}.json")
        number = 1
        while log.exists():
            number += 1
            log = Path(f"dgsim-game-{args.seed}-{number}.json")
        return log, check_output_file(str(log), "--log")
    log = Path(args.log or args.resume)
    same = args.resume is not None and log.resolve() == Path(args.resume).resolve()
    if log.exists() and not same:
        return log, (f"--log {log} already exists (an earlier game?); it is not replaced: go on "
                     f"with it (dgsim play --resume {log}) or give another --log")
    return log, check_output_file(str(log), "--log")


def _save_log(history: History[DominionState], log: Path, meta: Mapping[str, object]) -> str:
    """Save the game log; if ``log`` cannot be written, save it next to a temporary name instead."""
    try:
        history.save(log, meta)
        return f"game log saved to {log}"
    except OSError as exc:
        reason = exc.strerror or str(exc)
    import tempfile

    handle, spare = tempfile.mkstemp(prefix="dgsim-game-", suffix=".json")
    os.close(handle)
    history.save(spare, meta)
    return f"cannot write {log} ({reason}); game log saved to {spare} instead"


def _play_setup(args: argparse.Namespace) -> tuple[History[DominionState], list[str], int]:
    """The game to play (new, or resumed with the seat and opponents its log names), opponents
    and the human's seat.

    :raises ValueError: (or KeyError) with one line for bad options or a bad log.
    """
    history: History[DominionState] | None = None
    specs: list[str] | None = args.vs
    seat: int | None = args.seat
    if args.resume:
        history = _load_for_play(args.resume)
        meta = history.meta
        saved_seat = meta.get("human_seat")
        saved_specs = meta.get("opponents")
        if seat is None and isinstance(saved_seat, int):
            seat = saved_seat
        if specs is None and isinstance(saved_specs, list) and all(
                isinstance(x, str) for x in saved_specs):
            specs = [str(x) for x in saved_specs]
        elif specs is None:  # a log of simulate, serve or the web: its players are the opponents
            seat, specs = _opponents_named(args.resume, history, seat)
    specs = specs or ["bigmoney"]
    seat = 0 if seat is None else seat
    players = len(specs) + 1
    if not 0 <= seat < players:
        raise ValueError(f"--seat must be in 0..{players - 1}")
    for spec in specs:
        make_agent(spec)
    if history is None:
        kingdom, _, pool = kingdom_choice(args, args.seed)
        _, names, fixed = resolve_kingdom(kingdom, args.seed, pool)
        colonies = args.colonies
        if colonies is None and kingdom == "random":
            colonies = draw_from_pool(args.seed, pool)[1]
        shelters = (rulebook_shelters(kingdom, tuple(card_named(n) for n in names), args.seed)
                    if args.shelters is None else args.shelters)
        lands = landscape_choice(args)
        history = History.start(new_game(
            fixed, players, args.seed, colonies=colonies, any_kingdom_size=args.any_kingdom_size,
            shelters=shelters, bane=args.bane, aside_pile=args.aside_pile,
            landscapes=(rulebook_landscapes(kingdom, args.seed, pool) if lands is None
                        else lands)))
    elif history.initial.mode.players != players:
        seats = history.initial.mode.players
        raise ValueError(f"{args.resume} is a {seats}-player game: give {seats - 1} --vs opponents")
    return history, specs, seat


def _opponents_named(path: str, history: History[DominionState],
                     seat: int | None) -> tuple[int | None, list[str] | None]:
    """The human's seat and the opponents a saved game without ``opponents`` names by seat
    (``you`` marks the human's seat; ``bigmoney#2`` is ``bigmoney``), or ``(seat, None)`` when it
    names nobody.

    :raises ValueError: when its names are not agents dgsim knows (say who with ``--vs``).
    """
    names = player_names(history.meta, history.initial.mode.players)
    if names is None:
        return seat, None
    if seat is None:
        seat = names.index("you") if "you" in names else 0
    others = [name.partition("#")[0] for q, name in enumerate(names) if q != seat]
    try:
        for spec in others:
            make_agent(spec)
    except (KeyError, ValueError):
        raise ValueError(f"{path} names its players {', '.join(names)}, not all agents dgsim knows; "
                         "name the opponents with --vs") from None
    return seat, others


def cmd_play(args: argparse.Namespace) -> int:
    """``dgsim play``: a human against bots in the terminal; saves the game log at the end.

    The log path is checked before the game; 'quit', end of input and Ctrl-C
    save the log too (its ``meta`` names the seats), and ``--resume LOG`` goes
    on with a saved game, against the opponents and in the seat it names.
    """
    log, problem = _play_log(args)
    if problem:
        return fail("play", problem)
    try:
        history, specs, human = _play_setup(args)
    except (KeyError, ValueError) as exc:
        return fail("play", error_line(exc))
    bots = [make_agent(spec) for spec in specs]
    players = len(specs) + 1
    seated: dict[int, Agent[DominionState]] = {}
    names: list[str] = []
    for seat in range(players):
        if seat == human:
            names.append("you")
            continue
        bot = bots[len(seated)]
        names.append(specs[len(seated)])
        seated[seat] = bot.reseed(args.seed * 7919 + seat + len(history.steps))
    kingdom_names = [c.name for c in history.initial.mode.kingdom]
    warn_missing_key_cards("play", specs, kingdom_names,
                           history.initial.mode.colony_index is not None)
    resumed = f" (resumed after {len(history.steps)} decisions)" if args.resume else ""
    print(f"dgsim play ({build_name()} build): you are seat {human}; opponents: "
          f"{', '.join(specs)}{resumed}; game log: {log}. "
          "Type a number or a label; 'undo', 'show', 'quit', 'help'.")
    seen: list[DominionState] = []
    again = f"dgsim play --resume {log}"
    meta = {PLAYERS_KEY: names, "human_seat": human, "opponents": specs}
    try:
        while True:
            current = history.current
            pid = current.waiting_for()
            if pid is None:
                break
            if pid != human:
                action = seated[pid].act(current, current.action_generator(pid))
                print(f"  {names[pid]} (seat {pid}): {action}")
                history = history.record(pid, action)
                continue
            history = _human_turn(history, human, names, sys.stdin, seen)
    except _Quit:
        print(f"stopped; {_save_log(_up_to_cursor(history), log, meta)}; go on with: {again}")
        return 0
    except KeyboardInterrupt:
        print(f"\ninterrupted; {_save_log(_up_to_cursor(history), log, meta)}; go on with: {again}")
        return 130
    final = history.current
    print(show_state(final, None, names))
    scores = final.scores()
    print("Game over: " + ", ".join(f"{names[s]} {scores[s]} VP" for s in range(players)))
    print("Winner: " + ", ".join(names[s] for s in final.winners()))
    print(_save_log(history, log, meta))
    return 0


_HELP = ("Type the number of a choice or its label (e.g. 'buy Silver'); cards to discard or trash "
         "may be picked in any order. 'undo' takes back the last pick or your previous decision; "
         "'show' prints the whole table; 'quit' saves and stops ('dgsim play --resume LOG' goes "
         "on).")


def _human_turn(history: History[DominionState], human: int, names: list[str],
                stdin: TextIO, seen: list[DominionState] | None = None) -> History[DominionState]:
    """Ask the human for one complete decision (or undo one); returns the new history.

    The whole table is shown at the first decision (and on 'show'); later
    decisions show what changed since the human's previous one (``seen``
    holds it) and a short status.
    """
    state = history.current
    seen = [] if seen is None else seen
    print()
    if not seen:
        print(show_state(state, human, names))
    else:
        changed = changes(seen[0], state, human, names)
        if changed:
            print(changed)
        print(status(state, human, names))
    seen[:] = [state]
    session = PickSession(state.action_generator(human))
    while True:
        action = session.action()
        if action is not None:
            return history.record(human, action)
        options = session.options()
        so_far = (f" (so far: {', '.join(c.label for c in session.chosen)})"
                  if session.chosen else "")
        print(f"Your choice{so_far}:")
        for i, option in enumerate(options, 1):
            print(f"  {i:>2}. {option.label}")
        line = _read("> ", stdin)
        word = line.lower()
        if word in ("quit", "q", "exit"):
            raise _Quit
        if word in ("help", "?", "h"):
            print(_HELP)
            continue
        if word == "show":
            print(show_state(state, human, names))
            continue
        if word in ("undo", "u"):
            if session.chosen:
                session = session.undo()
                continue
            earlier = _previous_decision(history, human)
            if earlier is None:
                print("nothing to undo")
                continue
            print("undone: back to your previous decision")
            return history.seek(earlier)
        choice = _parse_choice(line, options)
        if choice is None:
            if line.lstrip("-").isdigit() or " " not in line.strip():
                print(f"not a choice: {line!r}; type 1-{len(options)}, a label, or 'help'")
            else:
                print(f"{refusal(state, human, line)}; type 1-{len(options)}, a label, or 'help'")
            continue
        session = session.choose(choice)


def _up_to_cursor(history: History[DominionState]) -> History[DominionState]:
    """The history without the steps after its cursor (what an undo left behind)."""
    pos = history.position
    return History(pvector(history.states[:pos + 1]), pvector(history.steps[:pos]), pos)


def _parse_choice(line: str, options: tuple[Choice, ...]) -> Choice | None:
    if line.isdigit():
        k = int(line)
        return options[k - 1] if 1 <= k <= len(options) else None
    folded = line.strip().lower()
    for option in options:
        if option.label.lower() == folded:
            return option
    return None


def _previous_decision(history: History[DominionState], human: int) -> int | None:
    for pos in range(history.position - 1, -1, -1):
        if history.states[pos].waiting_for() == human:
            return pos
    return None


# -- replay -------------------------------------------------------------------------------


def saved_names(meta: Mapping[str, object], players: int) -> list[str]:
    """The players' names by seat a saved game's ``meta`` gives (``seat N`` where it gives none).

    The same reading as the web replay's (`dgsim.core.history.player_names`).

    >>> saved_names({"players": ["bigmoney", "smithy-bm"]}, 2), saved_names({"players": 3}, 2)
    (['bigmoney', 'smithy-bm'], ['seat 0', 'seat 1'])
    """
    found = player_names(meta, players)
    return list(found) if found is not None else [f"seat {seat}" for seat in range(players)]


def saved_result(meta: Mapping[str, object], names: Sequence[str]) -> str | None:
    """The recorded result in a saved game's ``meta`` as one line, or None when it has none."""
    result = meta.get("result")
    if not isinstance(result, dict):
        return None
    scores, winners = result.get("scores"), result.get("winners")
    if not (isinstance(scores, list) and len(scores) == len(names)
            and all(isinstance(v, int) for v in scores)
            and isinstance(winners, list) and all(isinstance(w, int) and 0 <= w < len(names)
                                                   for w in winners)):
        return None
    end = result.get("end")
    return ("recorded result: " + ", ".join(f"{n} {v} VP" for n, v in zip(names, scores, strict=True))
            + f"; won by {', '.join(names[w] for w in winners) or 'nobody'}"
            + (f" (ended: {end})" if isinstance(end, str) else ""))


def _seats(history: History[GameState]) -> int:
    """The number of seats of a saved game."""
    initial = history.states[0]
    if isinstance(initial, DominionState):
        return initial.mode.players
    return max([2, *(step.pid + 1 for step in history.steps)])


def _show_step(history: History[GameState], pos: int, names: Sequence[str] = ()) -> str:
    state = history.states[pos]
    total = len(history.steps)
    who = list(names) or saved_names(history.meta, _seats(history))
    lines = [f"--- step {pos}/{total} ---"]
    if pos == 0:
        lines.append("start of the game: " + ", ".join(f"{n} (seat {s})" for s, n in enumerate(who)))
        recorded = saved_result(history.meta, who)
        if recorded:
            lines.append(recorded)
    else:
        step = history.steps[pos - 1]
        lines.append(f"{who[step.pid]} (seat {step.pid}) chose: {'; '.join(step.labels)}")
    if isinstance(state, DominionState):
        lines.append(show_state(state, None, who))
    pid = state.waiting_for()
    if pid is not None:
        labels = state.action_generator(pid).labels()
        lines.append(f"next: {who[pid]} (seat {pid}) decides among: {' | '.join(labels)}")
    elif state.game_end():
        if isinstance(state, DominionState):
            scores = state.scores()
            lines.append("game over: " + ", ".join(f"{who[s]} {scores[s]} VP"
                                                   for s in range(len(scores)))
                         + f"; won by {', '.join(who[w] for w in state.winners())}")
        else:
            lines.append("game over")
    return "\n".join(lines)


def cmd_replay(args: argparse.Namespace) -> int:
    """``dgsim replay``: step through a saved game (or print every step with --print)."""
    try:
        history = History.load(args.file)
    except OSError as exc:
        return fail("replay", f"cannot read {args.file}: {exc.strerror}")
    except SavedGameError as exc:
        return fail("replay", f"{args.file} is not a valid game log: {exc}")
    last = len(history.steps)
    names = saved_names(history.meta, _seats(history))
    print(f"dgsim replay ({build_name()} build): {args.file}, {last} steps", file=sys.stderr)
    if args.dump:
        for pos in range(last + 1):
            print(_show_step(history, pos, names))
        return 0
    pos = 0
    print(_show_step(history, pos, names))
    while True:
        try:
            line = _read("[n]ext, [p]rev, step number, [q]uit > ", sys.stdin).lower()
        except _Quit:
            return 0
        if line in ("q", "quit", "exit"):
            return 0
        if line in ("", "n", "next"):
            pos = min(last, pos + 1)
        elif line in ("p", "prev", "b", "back"):
            pos = max(0, pos - 1)
        elif line.isdigit() and int(line) <= last:
            pos = int(line)
        else:
            print(f"not a command: {line!r}")
            continue
        print(_show_step(history, pos, names))


def rate_text(games: int, seconds: float) -> str:
    """How fast ``games`` games in ``seconds`` went, readable for fast bots and slow searches.

    >>> rate_text(2000, 5.6), rate_text(4, 66.0), rate_text(0, 0.0)
    ('357 games/s', '0.061 games/s, 16.5 s/game', 'no time measured')
    """
    if seconds <= 0 or games <= 0:
        return "no time measured"
    rate = games / seconds
    if rate >= 10:
        return f"{rate:.0f} games/s"
    return f"{rate:.2g} games/s, {seconds / games:.1f} s/game"
