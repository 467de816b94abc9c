"""``dgsim serve``: host games between external agent programs over stdin/stdout.

Each game starts one process per seat (a shell command line), speaks the
CS 5965 protocol or the dgsim JSON-lines protocol, and ends with a
`ServedGame`: the tournament's `GameRecord` of it (so that `served_results`
gives the same `TournamentResult` as ``dgsim simulate``), how it ended, and
its `Fault`. A player's fault (timeout, end of file, junk, an illegal play,
a crash, a stdin it stops reading, a flood on stderr) makes it forfeit that
game only; seats rotate from game to game as in a tournament.
"""

from __future__ import annotations

import contextlib
import json
import re
import shlex
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Protocol

from dgsim.agents.tournament import (
    GameRecord,
    TournamentResult,
    game_file_name,
    parse_kingdom,
    resolve_kingdom,
    seating,
)
from dgsim.core import InvalidActionError, Step
from dgsim.core.history import PLAYERS_KEY, document
from dgsim.dominion import new_game
from dgsim.dominion.kingdom import check_kingdom_size
from dgsim.dominion.state import DominionState
from dgsim.dominion.variant import cs5965_game, cs5965_mode
from dgsim.protocol import cs5965, jsonl
from dgsim.protocol.process import AgentFault, AgentProcess
from dgsim.protocol.sexpr import Datum, SexprError, SexprReader, write

__all__ = ["MAX_LINE", "Fault", "LineChannel", "LineFramer", "LinePort", "PlayerSpec", "ServeConfig",
           "ServedGame", "SexprChannel", "SexprPort", "StderrLines", "Table", "TableFactory",
           "check_players", "check_programs", "end_of_output", "finish_game", "format_faults",
           "play_game", "serve", "served_results"]

MAX_LINE: Final = 1 << 20
"""The longest JSON-lines reply (bytes) a seat may send; a longer one is junk."""

_ENV_ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_INTERPRETERS = re.compile(r"^(python[0-9.]*|node|env|sh|bash|racket|java|ruby|perl|stdbuf|exec)$")


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A player: a display name and the shell command line that runs it."""

    name: str
    command: str

    @classmethod
    def from_arg(cls, arg: str) -> PlayerSpec:
        """``NAME=COMMAND``, or a command whose name is guessed (``dgsim agent BOT:...`` is ``BOT``).

        >>> PlayerSpec.from_arg("dgsim agent smithy-bm --protocol cs5965").name
        'smithy-bm'
        >>> PlayerSpec.from_arg("dgsim agent ismcts:iterations=50 --protocol cs5965").name
        'ismcts'
        >>> PlayerSpec.from_arg("env DEBUG=1 node examples/protocol_agent.js").name
        'protocol_agent'
        """
        head, sep, rest = arg.partition("=")
        if sep and re.fullmatch(r"[A-Za-z0-9_-]+", head):
            return cls(head, rest)
        try:
            words = shlex.split(arg)
        except ValueError:
            words = arg.split()
        words = [w for w in words if not w.startswith("-") and not _ENV_ASSIGNMENT.match(w)]
        while len(words) > 1 and _INTERPRETERS.match(Path(words[0]).name):
            words = words[1:]
        if len(words) > 2 and Path(words[0]).name == "dgsim" and words[1] == "agent":
            stem = words[2].partition(":")[0]
        else:
            stem = Path(words[0]).stem if words else "player"
        return cls(re.sub(r"[^A-Za-z0-9_-]", "_", stem) or "player", arg)

    def program(self, protocol: str | None = None, loads: Sequence[str] = ()) -> str:
        """The command line to run; a leading ``dgsim`` is this dgsim (``python -m dgsim``).

        So ``dgsim agent BOT`` plays with the server's own installation, on
        ``PATH`` or not; given the server's ``protocol``, a ``dgsim agent``
        that names none speaks it, and it loads ``loads`` (serve's own ``--load``
        targets: the user's files by absolute path, or modules) before naming its bot.

        >>> PlayerSpec("x", "./client --fast").program()
        './client --fast'
        >>> PlayerSpec("bm", "dgsim agent bigmoney").program().endswith(" -m dgsim agent bigmoney")
        True
        >>> PlayerSpec("bm", "dgsim agent bigmoney").program("cs5965").endswith(
        ...     " -m dgsim agent bigmoney --protocol cs5965")
        True
        """
        head, _, rest = self.command.strip().partition(" ")
        if head != "dgsim":
            return self.command
        words = rest.split()
        if (protocol is not None and words[:1] == ["agent"]
                and not any(w == "--protocol" or w.startswith("--protocol=") for w in words)):
            rest = f"{rest} --protocol {protocol}"
        if words[:1] == ["agent"]:
            rest += "".join(f" --load {shlex.quote(target)}" for target in loads)
        return f"{shlex.quote(sys.executable)} -m dgsim {rest}".rstrip()


@dataclass(frozen=True, slots=True)
class ServeConfig:
    """How to serve: protocol, rules, games, seeds, limits, where to save games."""

    protocol: str = "cs5965"
    rules: str = "cs5965"
    kingdom: str = "First Game"
    any_kingdom_size: bool = False
    games: int = 1
    seed: int = 0
    timeout: float = 10.0
    startup: float = 10.0
    turn_limit: int = 100
    jobs: int = 1
    save_games: Path | None = None
    stderr_limit: int = 1 << 20
    stderr_sink: Callable[[str, bytes], None] | None = field(default=None, compare=False)
    loads: tuple[str, ...] = ()
    """What each ``dgsim agent`` program loads first (serve's ``--load``)."""

    def kingdom_setup(self) -> tuple[str, tuple[str, ...], str | tuple[str, ...]]:
        """The kingdom's label, its cards, and what each game is set up with (see `resolve_kingdom`).

        cs5965: the mode's name and the course's ten cards; jsonl: ``kingdom``
        (a recommended set, ``random`` drawn once from ``seed``, or card names).
        The cs5965 protocol speaks only the course's base-set cards: a ``kingdom``
        other than the default (``"First Game"``, standing for the course's) or
        the course's own cards is refused.

        :raises KeyError: for an unknown kingdom or card name.
        :raises ValueError: for a repeated or non-kingdom card, or a kingdom cs5965
            cannot express.
        """
        if self.protocol == "cs5965":
            mode = cs5965_mode(2, self.rules)
            course = tuple(c.name for c in mode.kingdom)
            if self.kingdom not in ("First Game", mode.name) and set(
                    resolve_kingdom(parse_kingdom(self.kingdom), self.seed)[1]) != set(course):
                raise ValueError(f"the cs5965 protocol speaks only the course's kingdom "
                                 f"({', '.join(course)}), not {self.kingdom}; use the jsonl "
                                 "protocol for other kingdoms")
            return mode.name, course, mode.name
        return resolve_kingdom(parse_kingdom(self.kingdom), self.seed)


@dataclass(frozen=True, slots=True)
class Fault:
    """A player's forfeit: game, seat, player, kind, description, offending bytes (repr)."""

    game: int
    seat: int
    player: str
    kind: str
    detail: str
    data: str = ""

    def __str__(self) -> str:
        shown = f" {self.data}" if self.data not in ("", "b''") else ""
        return (f"game {self.game}: {self.player} (seat {self.seat}) forfeits: {self.kind}: "
                f"{self.detail}{shown}")

    def to_json(self) -> dict[str, object]:
        """A JSON-able mapping."""
        return {"game": self.game, "seat": self.seat, "player": self.player, "kind": self.kind,
                "detail": self.detail, "data": self.data}


@dataclass(frozen=True, slots=True)
class ServedGame:
    """One served game: its tournament record, the players' names by seat, how it ended, faults.

    ``moves`` counts the decisions the players made (0 when the first reply
    was already a forfeit, as when a program speaks another protocol).
    """

    record: GameRecord
    players: tuple[str, ...]
    end: str
    faults: tuple[Fault, ...] = ()
    seconds: float = 0.0
    moves: int = 0

    def to_json(self) -> dict[str, object]:
        """A JSON-able mapping (saved with the game's record)."""
        r = self.record
        return {"game": r.index, "seed": r.seed, "players": list(self.players),
                "scores": list(r.scores), "turns": list(r.turns), "winners": list(r.winners),
                "end": self.end, "faults": [f.to_json() for f in self.faults],
                "seconds": round(self.seconds, 3)}


class SexprPort(Protocol):
    """How a game speaks to one CS 5965 seat, whatever carries the bytes (pipes, TCP)."""

    def notify(self, datum: Datum) -> None:
        """Send a message that wants no reply.

        :raises AgentFault: if the seat is at fault.
        """

    def request(self, datum: Datum) -> Datum:
        """Send a message and return the one datum that answers it.

        :raises AgentFault: if the seat does not answer in time or is at fault.
        """


class LinePort(Protocol):
    """How a game speaks to one JSON-lines seat, whatever carries the bytes (pipes, TCP)."""

    def notify(self, line: str) -> None:
        """Send a line that wants no reply.

        :raises AgentFault: if the seat is at fault.
        """

    def request(self, line: str) -> bytes:
        """Send a line and return the non-blank line that answers it.

        :raises AgentFault: if the seat does not answer in time or is at fault.
        """


class Table(Protocol):
    """The seats of one game being served: their ports, their pending faults, their end."""

    def sexpr_ports(self) -> list[SexprPort]:
        """One CS 5965 port per seat, in seat order."""

    def line_ports(self) -> list[LinePort]:
        """One JSON-lines port per seat, in seat order."""

    def check(self, seat: int) -> None:
        """Raise the fault seat ``seat`` is in, if any (checked after every move).

        :raises AgentFault: the seat's fault.
        """

    def close(self) -> None:
        """End the game for every seat (close pipes or connections)."""


def end_of_output(proc: AgentProcess, partial: bytes, where: str = "") -> AgentFault:
    """The fault of a program whose output ended: ``crash`` (exit status not 0) or ``eof``, either
    way with its exit status and the end of its stderr (`AgentProcess.ended`), told alike for
    both protocols."""
    status, stderr = proc.ended()
    kind = "crash" if status not in (None, 0) else "eof"
    said = f"; stderr: {stderr}" if stderr else "; nothing on stderr"
    shown = "still running" if status is None else f"exit status {status}"
    return AgentFault(kind, f"end of output{where} ({shown}){said}", partial)


class SexprChannel:
    """S-expression replies read from a process's byte stream, with a per-reply timeout."""

    def __init__(self, proc: AgentProcess, timeout: float, startup: float = 0.0) -> None:
        self.proc = proc
        self.timeout = timeout
        self.startup = startup
        self.reader = SexprReader()
        self.ready: deque[Datum] = deque()

    def notify(self, datum: Datum) -> None:
        """Send a message that wants no reply."""
        self.proc.send(write(datum))

    def _feed(self, chunk: bytes) -> None:
        try:
            self.ready.extend(self.reader.feed(chunk))
        except SexprError as exc:
            raise AgentFault("junk", str(exc), self.reader.partial + chunk[:200]) from None

    def _eof(self) -> AgentFault:
        partial = self.reader.partial
        return end_of_output(self.proc, partial, " inside a datum" if partial else "")

    def request(self, datum: Datum) -> Datum:
        """Send a message and read exactly one datum in reply.

        :raises AgentFault: timeout, eof, crash, junk, unsolicited, flood, not-reading.
        """
        while self.proc.has_output():
            chunk = self.proc.read_chunk(time.monotonic())
            if not chunk:  # it ended before it was asked: the end of file is read here, once
                raise self._eof()
            self._feed(chunk)
        if self.ready:
            raise AgentFault("unsolicited", "a datum arrived where none was owed",
                             write(self.ready[0]).encode()[:200])
        self.proc.send(write(datum))
        deadline = time.monotonic() + self.timeout + self.startup
        self.startup = 0.0
        while not self.ready:
            chunk = self.proc.read_chunk(deadline)
            if not chunk:
                raise self._eof()
            self._feed(chunk)
            self.proc.check()
        return self.ready.popleft()


class LineFramer:
    r"""Non-blank reply lines out of a byte stream, stripped; a line over ``max_line`` bytes is junk.

    >>> framer = LineFramer(max_line=8)
    >>> framer.feed(b'"a"\n\n "b')
    [b'"a"']
    >>> framer.feed(b'"\n')
    [b'"b"']
    >>> framer.feed(b"x" * 9)
    Traceback (most recent call last):
    dgsim.protocol.process.AgentFault: junk: line longer than 8 bytes b'xxxxxxxxx'
    """

    def __init__(self, max_line: int = MAX_LINE) -> None:
        self.max_line = max_line
        self.buffer = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        """The complete non-blank lines these bytes finish.

        :raises AgentFault: "junk" when the unfinished line is longer than ``max_line``.
        """
        self.buffer.extend(data)
        out: list[bytes] = []
        nl = self.buffer.find(b"\n")
        while nl >= 0:
            line = bytes(self.buffer[:nl]).strip()
            del self.buffer[: nl + 1]
            if line:
                out.append(line)
            nl = self.buffer.find(b"\n")
        if len(self.buffer) > self.max_line:
            raise AgentFault("junk", f"line longer than {self.max_line} bytes", bytes(self.buffer[:200]))
        return out


class LineChannel:
    """JSON-lines replies with a per-reply timeout and a line-length cap (`LineFramer`)."""

    def __init__(self, proc: AgentProcess, timeout: float, startup: float = 0.0,
                 max_line: int = MAX_LINE) -> None:
        self.proc = proc
        self.timeout = timeout
        self.startup = startup
        self.lines = LineFramer(max_line)
        self.ready: deque[bytes] = deque()

    def notify(self, line: str) -> None:
        """Send a line that wants no reply."""
        self.proc.send(line)

    def request(self, line: str) -> bytes:
        """Send a line and read one non-blank line in reply.

        :raises AgentFault: timeout, eof, crash, junk (line too long), flood, not-reading.
        """
        self.proc.send(line)
        deadline = time.monotonic() + self.timeout + self.startup
        self.startup = 0.0
        while not self.ready:
            chunk = self.proc.read_chunk(deadline)
            if not chunk:
                raise end_of_output(self.proc, bytes(self.lines.buffer[:200]))
            self.ready.extend(self.lines.feed(chunk))
            self.proc.check()
        return self.ready.popleft()


class StderrLines:
    r"""A player's stderr chunks joined into whole lines for a sink; `flush` sends an unended rest.

    >>> got = []
    >>> lines = StderrLines(lambda name, data: got.append((name, data)), "bm")
    >>> lines(b"one\ntw"); lines(b"o\nthr"); lines.flush()
    >>> got
    [('bm', b'one\n'), ('bm', b'two\n'), ('bm', b'thr\n')]
    """

    def __init__(self, sink: Callable[[str, bytes], None], name: str, longest: int = 1 << 16) -> None:
        self.sink = sink
        self.name = name
        self.longest = longest
        self.buffer = bytearray()
        self.lock = threading.Lock()

    def __call__(self, data: bytes) -> None:
        with self.lock:
            self.buffer.extend(data)
            end = self.buffer.rfind(b"\n")
            if end < 0 and len(self.buffer) <= self.longest:
                return
            cut = end + 1 if end >= 0 else len(self.buffer)
            ready = bytes(self.buffer[:cut])
            del self.buffer[:cut]
        for line in ready.splitlines(keepends=True):
            self.sink(self.name, line if line.endswith(b"\n") else line + b"\n")

    def flush(self) -> None:
        """Send what is left of an unended last line."""
        with self.lock:
            rest = bytes(self.buffer)
            self.buffer.clear()
        if rest:
            self.sink(self.name, rest + b"\n")


def _end_reason(state: DominionState) -> str:
    if state.supply_count("Province") == 0:
        return "provinces"
    if all(p.turns >= state.mode.turn_limit for p in state.players):
        return "turn limit"
    return "piles"


def _forfeit_winners(scores: Sequence[int], out: int) -> tuple[int, ...]:
    alive = [s for s in range(len(scores)) if s != out]
    best = max(scores[s] for s in alive)
    return tuple(s for s in alive if scores[s] == best)


class _Game:
    """One game's processes and bookkeeping."""

    def __init__(self, players: Sequence[PlayerSpec], cfg: ServeConfig, wire_names: Sequence[str]):
        self.players = players
        self.cfg = cfg
        self.names = tuple(wire_names)
        self.procs: list[AgentProcess] = []
        self.stderr: list[StderrLines] = []
        for seat, spec in enumerate(players):
            lines = None if cfg.stderr_sink is None else StderrLines(cfg.stderr_sink, self.names[seat])
            if lines is not None:
                self.stderr.append(lines)
            self.procs.append(AgentProcess(spec.program(cfg.protocol, cfg.loads), stderr_sink=lines,
                                           stderr_limit=cfg.stderr_limit))

    def sexpr_ports(self) -> list[SexprPort]:
        """A `SexprChannel` per process."""
        return [SexprChannel(p, self.cfg.timeout, self.cfg.startup) for p in self.procs]

    def line_ports(self) -> list[LinePort]:
        """A `LineChannel` per process."""
        return [LineChannel(p, self.cfg.timeout, self.cfg.startup) for p in self.procs]

    def check(self, seat: int) -> None:
        """Raise the process's pending fault (stderr flood, stdin not read)."""
        self.procs[seat].check()

    def close(self) -> None:
        for proc in self.procs:
            proc.close()
        for lines in self.stderr:
            lines.flush()


TableFactory = Callable[[Sequence[PlayerSpec], ServeConfig, Sequence[str]], Table]
"""Seats a game: its players in seat order, the config, the wire names; e.g. programs (`_Game`)."""


def _check_all(table: Table, seats: int) -> None:
    """Raise the first pending fault of any seat, tagged with its seat."""
    for seat in range(seats):
        try:
            table.check(seat)
        except AgentFault as fault:
            raise _SeatFault(seat, fault) from None


@dataclass(frozen=True, slots=True)
class _SeatFault(Exception):
    seat: int
    fault: AgentFault


@contextlib.contextmanager
def _seat(seat: int) -> Iterator[None]:
    """Tag an `AgentFault` raised inside with the seat at fault."""
    try:
        yield
    except AgentFault as fault:
        raise _SeatFault(seat, fault) from None


@dataclass(slots=True)
class _Log:
    """The latest state of a game being served and the engine decisions so far."""

    state: DominionState
    steps: list[Step]


def _cs5965(game: Table, names: Sequence[str], log: _Log) -> None:
    n = len(names)
    ref = cs5965.Referee(log.state, names)
    chans = game.sexpr_ports()

    def notify(seat: int, datum: Datum) -> None:
        with _seat(seat):
            chans[seat].notify(datum)

    def illegal(seat: int, why: str, datum: Datum) -> _SeatFault:
        return _SeatFault(seat, AgentFault("illegal", why, write(datum).encode()[:200]))

    try:
        while not ref.is_over():
            pid = ref.current
            move = ref.move()
            with _seat(pid):
                reply = chans[pid].request(move)
            try:
                play = cs5965.parse_play(reply)
                why = ref.check(play)
            except cs5965.IllegalPlayError as exc:
                why = str(exc)
            if why is not None:
                raise illegal(pid, why, reply)
            others = [(pid + k) % n for k in range(1, n)]
            if play.verb == "act" and play.cards[0] == "Militia":
                for seat in others:
                    notify(seat, cs5965.moved_message(names[pid], play.datum))
                defenses: dict[int, cs5965.Defense] = {}
                for seat in others:
                    attacked = ref.attacked(seat)
                    with _seat(seat):
                        answer = chans[seat].request(attacked)
                    try:
                        defense = cs5965.parse_defense(answer)
                        why = ref.check_defense(seat, defense)
                    except cs5965.IllegalPlayError as exc:
                        why = str(exc)
                    if why is not None:
                        raise illegal(seat, why, answer)
                    defenses[seat] = defense
                try:
                    ref.play(play, defenses)
                except cs5965.IllegalPlayError as exc:
                    raise illegal(pid, str(exc), reply) from None
                for seat in others:
                    message = cs5965.defended_message(names[seat], defenses[seat].datum)
                    for to in range(n):
                        if to != seat:
                            notify(to, message)
            else:
                try:
                    ref.play(play)
                except cs5965.IllegalPlayError as exc:
                    raise illegal(pid, str(exc), reply) from None
                for seat in others:
                    notify(seat, cs5965.moved_message(names[pid], play.datum))
            log.state = ref.state
            _check_all(game, n)
    finally:
        log.state = ref.state
        log.steps.extend(ref.steps)


def _jsonl(game: Table, names: Sequence[str], log: _Log) -> None:
    n = len(names)
    state = log.state.auto_step()
    chans = game.line_ports()
    for seat in range(n):
        line = jsonl.start_message(state, seat, names)
        with _seat(seat):
            chans[seat].notify(line)
    while not state.game_end():
        pid = state.waiting_for()
        assert pid is not None
        gen = state.action_generator(pid)
        while not gen.filled():
            message = jsonl.decide_message(gen)
            with _seat(pid):
                reply = chans[pid].request(message)
            try:
                gen = jsonl.parse_reply(reply, gen)
            except (ValueError, InvalidActionError) as exc:
                kind = "illegal" if isinstance(exc, InvalidActionError) else "junk"
                raise _SeatFault(pid, AgentFault(kind, str(exc), reply[:200])) from None
        action = gen.generate_action()
        state = state.action_step(pid, action).auto_step()
        log.state = state
        log.steps.append(Step(pid, action.labels))
        _check_all(game, n)
    end = jsonl.end_message(state, _end_reason(state), names, state.scores(), state.winners())
    for seat in range(n):
        with _seat(seat):
            chans[seat].notify(end)


def wire_names(players: Sequence[PlayerSpec]) -> tuple[str, ...]:
    """The protocol names of the seats: ``<seat>-<name>``."""
    return tuple(f"{seat}-{spec.name}" for seat, spec in enumerate(players))


def play_game(players: Sequence[PlayerSpec], cfg: ServeConfig, game_no: int = 0, seed: int = 0,
              order: Sequence[int] | None = None, *, table: TableFactory | None = None,
              meta: dict[str, object] | None = None) -> tuple[ServedGame, dict[str, object]]:
    """Play one game with ``players`` in seat order; returns it and its saved record.

    ``order[seat]`` is the seated player's position among the served players
    (default: the seat itself). ``table`` seats the players (default: start
    each player's program); ``meta`` is added to the saved record's meta.
    """
    start = time.monotonic()
    names = wire_names(players)
    faults: list[Fault] = []
    _, _, kingdom = cfg.kingdom_setup()
    initial: DominionState = (cs5965_game(seed, len(players), cfg.rules, turn_limit=cfg.turn_limit)
                              if cfg.protocol == "cs5965"
                              else new_game(kingdom, len(players), seed, turn_limit=cfg.turn_limit,
                                            any_kingdom_size=cfg.any_kingdom_size))
    log = _Log(initial, [])
    game = (_Game if table is None else table)(players, cfg, names)
    try:
        (_cs5965 if cfg.protocol == "cs5965" else _jsonl)(game, names, log)
        scores, winners, end = log.state.scores(), log.state.winners(), _end_reason(log.state)
    except _SeatFault as sf:
        fault = sf.fault
        faults.append(Fault(game_no, sf.seat, players[sf.seat].name, fault.kind, fault.detail,
                            repr(fault.data[:200])))
        scores = log.state.scores()
        winners = _forfeit_winners(scores, sf.seat)
        end = f"forfeit by seat {sf.seat} ({fault.kind})"
    finally:
        game.close()
    record = GameRecord(game_no, seed, tuple(range(len(players)) if order is None else order),
                        tuple(scores), tuple(p.turns for p in log.state.players), tuple(winners))
    served = ServedGame(record, tuple(p.name for p in players), end, tuple(faults),
                        time.monotonic() - start, len(log.steps))
    saved = document(initial, log.steps, {
        "protocol": cfg.protocol, PLAYERS_KEY: [p.name for p in players],
        "commands": [p.command for p in players], **(meta or {}), "result": served.to_json(),
    })
    return served, saved


def finish_game(cfg: ServeConfig, served: ServedGame, saved: dict[str, object],
                progress: Callable[[ServedGame], None] | None, lock: threading.Lock) -> ServedGame:
    """Save a played game's record (``cfg.save_games``) and report it to ``progress``; returns it.

    A record that cannot be written is reported on stderr; the game still counts.
    """
    if cfg.save_games is not None:
        path = cfg.save_games / game_file_name(served.record.index)
        try:
            path.write_text(json.dumps(saved, indent=1), encoding="utf-8")
        except OSError as exc:  # the game still counts; its record is reported lost
            with lock:
                print(f"dgsim serve: cannot write {path}: {exc.strerror or exc}", file=sys.stderr)
    if progress is not None:
        with lock:
            progress(served)
    return served


_AGENT_OPTIONS_WITH_VALUES: Final = frozenset({"--protocol", "--seed", "--connect", "--token",
                                               "--program"})
_SHELL_SYNTAX: Final = re.compile(r"[;&|<>()$`]")


def _agent_spec(words: Sequence[str]) -> str | None:
    """The BOT of a ``dgsim agent BOT ...`` command line's words (after ``agent``), or None."""
    skip = False
    for word in words:
        if skip:
            skip = False
        elif word in _AGENT_OPTIONS_WITH_VALUES:
            skip = True
        elif not word.startswith("-"):
            return word
    return None


def check_programs(players: Sequence[PlayerSpec]) -> None:
    """Check each player's command line before the first game, without starting it.

    A ``dgsim agent BOT`` must name an agent the registry knows (as ``dgsim agent`` would
    check it, with its message); any other program must be found (on ``PATH``, or the
    path it names). A command line with shell syntax is left to the shell.

    :raises ValueError: one line naming the player and what is wrong.
    """
    import os
    import shutil

    from dgsim.agents.bots import make_agent
    from dgsim.core.errors import error_line

    for spec in players:
        try:
            words = shlex.split(spec.command)
        except ValueError as exc:
            raise ValueError(f"{spec.name}: cannot read the command line {spec.command!r}: "
                             f"{exc}") from None
        words = [w for w in words if not _ENV_ASSIGNMENT.match(w)]
        if words[:1] == ["env"]:
            words = words[1:]
        if not words:
            raise ValueError(f"{spec.name}: the command line is empty")
        if words[0] == "dgsim" and words[1:2] == ["agent"]:
            bot = _agent_spec(words[2:])
            if bot is not None and "--program" not in words:
                try:
                    make_agent(bot)
                except (KeyError, ValueError) as exc:
                    raise ValueError(f"{spec.name} ({spec.command}): {error_line(exc)}") from None
            continue
        if _SHELL_SYNTAX.search(spec.command):
            continue
        program = words[0]
        found = (os.access(program, os.X_OK) and not Path(program).is_dir() if "/" in program
                 else shutil.which(program) is not None)
        if not found:
            raise ValueError(f"{spec.name} ({spec.command}): no program {program!r} "
                             + ("(not an executable file)" if "/" in program else "on PATH"))


def check_players(n: int, cfg: ServeConfig) -> None:
    """Check a game's player count against the protocol and the kingdom, before anything starts.

    :raises ValueError: for a player count the protocol does not take, or a bad kingdom.
    :raises KeyError: for an unknown kingdom or card name.
    """
    if not 2 <= n <= (4 if cfg.protocol == "cs5965" else 6):
        raise ValueError(f"{cfg.protocol} takes 2 to {4 if cfg.protocol == 'cs5965' else 6} "
                         f"players, not {n}")
    _, cards, _ = cfg.kingdom_setup()
    check_kingdom_size(cards, any_kingdom_size=cfg.any_kingdom_size)


def serve(players: Sequence[PlayerSpec], cfg: ServeConfig,
          progress: Callable[[ServedGame], None] | None = None) -> list[ServedGame]:
    """Play ``cfg.games`` games, seats rotating as in a tournament (`seating`), in game order.

    Game g uses seed ``cfg.seed + g``; games run ``cfg.jobs`` at a time.

    :raises ValueError: for a player count the protocol does not take, a bad kingdom, or a
        player's command that cannot work (`check_programs`).
    :raises KeyError: for an unknown kingdom or card name.
    """
    n = len(players)
    check_players(n, cfg)  # a bad kingdom fails before any program starts
    check_programs(players)
    if cfg.save_games is not None:
        cfg.save_games.mkdir(parents=True, exist_ok=True)
    lock = threading.Lock()

    def one(g: int) -> ServedGame:
        order = seating(g, n)
        served, saved = play_game([players[i] for i in order], cfg, g, cfg.seed + g, order)
        return finish_game(cfg, served, saved, progress, lock)

    if cfg.jobs <= 1:
        return [one(g) for g in range(cfg.games)]
    with ThreadPoolExecutor(max_workers=cfg.jobs) as pool:
        return list(pool.map(one, range(cfg.games)))


def served_results(games: Sequence[ServedGame], names: Sequence[str], cfg: ServeConfig,
                   elapsed: float = 0.0) -> TournamentResult:
    """The served games' results, as ``dgsim simulate`` gives them (`format_table`, `to_json`).

    ``names`` are the served players' names in the order they were given.
    """
    label, cards, _ = cfg.kingdom_setup()
    return TournamentResult.from_games(names, [g.record for g in games], kingdom=label, cards=cards,
                                       seed=cfg.seed, elapsed=elapsed)


def format_faults(games: Sequence[ServedGame]) -> str:
    """The faults section printed after the results table: a count, then one line per forfeit.

    >>> record = GameRecord(3, 3, (1, 0), (0, 6), (2, 2), (1,))
    >>> print(format_faults([ServedGame(record, ("x", "y"), "forfeit by seat 0 (timeout)",
    ...                                 (Fault(3, 0, "x", "timeout", "no reply", "b''"),))]))
    faults: 1
      game 3: x (seat 0) forfeits: timeout: no reply
    """
    faults = [f for g in games for f in g.faults]
    return "\n".join([f"faults: {len(faults) or 'none'}", *(f"  {f}" for f in faults)])


_PRINT_LOCK = threading.Lock()


def print_stderr(name: str, data: bytes) -> None:
    """A stderr sink that copies a player's stderr to ours, each line prefixed by its name."""
    text = data.decode("utf-8", "replace")
    lines = text.splitlines()
    with _PRINT_LOCK:
        sys.stderr.write("".join(f"[{name}] {line}\n" for line in lines))
        sys.stderr.flush()
