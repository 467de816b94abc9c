"""``dgsim serve --listen``: agents on other machines play over TCP, each seat opened by a secret token.

Every seat of every game has its own token (`new_seats` draws them with
`secrets`; `parse_seats` reads them from a seats file). A client connects,
sends one line ``token TOKEN``, and then speaks the game's protocol exactly as
a program does over stdin/stdout. A token opens one seat: an unknown token,
a second connection to a connected seat, or a token whose game is over is
refused with one line ``refused: WHY``. A game starts as soon as all its seats
are connected; games run at the same time, each in its own thread, while one
asyncio loop carries every connection, so a slow agent holds up only its own
game. A seat whose connection drops may connect again with its token within
the move timeout (the server then repeats the ``start`` line, for JSON lines,
and the message awaiting a reply); otherwise it forfeits, as a program that
ends does.

What a client can make the server hold is bounded: a token line of at most
`MAX_TOKEN_LINE` bytes within ``handshake_timeout`` seconds, at most
``max_pending`` connections waiting to present one (then the oldest, after
a second, or the newcomer goes), per seat one reply being read (a JSON line of at most
`dgsim.protocol.server.MAX_LINE` bytes, a datum of at most 64 KiB), replies
sent ahead up to ``ahead_limit`` bytes, and messages not yet read by the
client up to ``backlog_limit`` bytes. docs/protocol.md describes the mode and
its security model.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import io
import ipaddress
import re
import secrets
import socket
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Generic, Protocol, TypeVar

from dgsim.agents.agent import Agent
from dgsim.agents.tournament import seating
from dgsim.protocol.process import AgentFault
from dgsim.protocol.server import (
    MAX_LINE,
    LineFramer,
    LinePort,
    PlayerSpec,
    ServeConfig,
    ServedGame,
    SexprPort,
    check_players,
    finish_game,
    play_game,
)
from dgsim.protocol.sexpr import Datum, SexprError, SexprReader, write

__all__ = [
    "BUSY",
    "MAX_TOKEN_LINE",
    "SeatSpec",
    "TcpConfig",
    "connect",
    "entries",
    "format_seats",
    "is_loopback",
    "new_seats",
    "new_token",
    "open_seat",
    "parse_address",
    "parse_seats",
    "read_seats",
    "relay",
    "run_agent",
    "serve_tcp",
]

MAX_TOKEN_LINE: Final = 512
"""The longest first line (``token TOKEN``) a client may send, newline included."""

TOKEN: Final = re.compile(r"[A-Za-z0-9_-]{16,256}")
"""A token: 16 to 256 characters of the URL-safe alphabet (`secrets.token_urlsafe`'s)."""

_NAME: Final = re.compile(r"[A-Za-z0-9_-]+")
_CHUNK: Final = 65536
_MAX_REFUSALS_LOGGED: Final = 20
_EVICT_AFTER: Final = 1.0
"""Seconds a connection may wait for its token line before a newcomer may take its place."""

BUSY: Final = "busy: too many connections waiting to present a token; try again"
"""The refusal of a connection while ``max_pending`` younger ones wait (``dgsim agent`` retries)."""


# -- seats and tokens --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """One seat of one game and the token that opens it.

    >>> SeatSpec(0, 1, "bob", "x" * 16).line()
    '0 1 bob xxxxxxxxxxxxxxxx'
    """

    game: int
    seat: int
    name: str
    token: str

    def line(self) -> str:
        """The seat as a line of a seats file: ``GAME SEAT NAME TOKEN``."""
        return f"{self.game} {self.seat} {self.name} {self.token}"


def new_seats(names: Sequence[str], games: int) -> tuple[SeatSpec, ...]:
    """A fresh secret token for every seat of ``games`` games; players rotate seats (`seating`).

    >>> seats = new_seats(["alice", "bob"], 2)
    >>> [(s.game, s.seat, s.name) for s in seats]
    [(0, 0, 'alice'), (0, 1, 'bob'), (1, 0, 'bob'), (1, 1, 'alice')]
    >>> len({s.token for s in seats}), all(TOKEN.fullmatch(s.token) for s in seats)
    (4, True)
    """
    n = len(names)
    return tuple(SeatSpec(g, s, names[i], new_token())
                 for g in range(games) for s, i in enumerate(seating(g, n)))


def new_token() -> str:
    """A fresh secret token (32 URL-safe characters) that does not start with ``-``, so that
    ``dgsim agent --token TOKEN`` never reads it as an option.

    >>> token = new_token()
    >>> bool(TOKEN.fullmatch(token)) and not token.startswith("-")
    True
    """
    while True:
        token = secrets.token_urlsafe(24)
        if not token.startswith("-"):
            return token


def format_seats(seats: Sequence[SeatSpec]) -> str:
    """A seats file: a comment naming the columns, then one seat per line.

    >>> print(format_seats([SeatSpec(0, 0, "a", "t" * 16)]))
    # GAME SEAT NAME TOKEN
    0 0 a tttttttttttttttt
    """
    return "\n".join(["# GAME SEAT NAME TOKEN", *(s.line() for s in seats)])


def parse_seats(text: str, source: str = "seats file") -> tuple[SeatSpec, ...]:
    """Read a seats file: lines ``GAME SEAT NAME TOKEN``; blank lines and ``#`` comments are skipped.

    Games are numbered from 0 without gaps, each has seats 0 to n-1 (the same n
    in every game) and the same players (each once); tokens are distinct, of
    16 to 256 characters ``A-Z a-z 0-9 _ -``.

    :raises ValueError: naming the line and the problem.

    >>> [s.name for s in parse_seats("0 0 a " + "t" * 16 + "\\n0 1 b " + "u" * 16)]
    ['a', 'b']
    >>> parse_seats("0 0 a short")
    Traceback (most recent call last):
    ValueError: seats file line 1: a token has 16 to 256 characters A-Z a-z 0-9 _ -
    """
    seats: list[SeatSpec] = []
    tokens: set[str] = set()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where = f"{source} line {number}"
        words = line.split()
        if len(words) != 4:
            raise ValueError(f"{where}: expected GAME SEAT NAME TOKEN, got {len(words)} fields")
        game, seat, name, token = words
        if not (game.isdigit() and seat.isdigit()):
            raise ValueError(f"{where}: GAME and SEAT are numbers from 0")
        if not _NAME.fullmatch(name):
            raise ValueError(f"{where}: a name has only A-Z a-z 0-9 _ -, not {name!r}")
        if not TOKEN.fullmatch(token):
            raise ValueError(f"{where}: a token has 16 to 256 characters A-Z a-z 0-9 _ -")
        if token in tokens:
            raise ValueError(f"{where}: this token is already given to another seat")
        tokens.add(token)
        seats.append(SeatSpec(int(game), int(seat), name, token))
    if not seats:
        raise ValueError(f"{source}: no seats")
    _check_layout(seats, source)
    return tuple(sorted(seats, key=lambda s: (s.game, s.seat)))


def _check_layout(seats: Sequence[SeatSpec], source: str) -> None:
    games: dict[int, dict[int, str]] = {}
    for s in seats:
        if s.seat in games.setdefault(s.game, {}):
            raise ValueError(f"{source}: game {s.game} seat {s.seat} is listed twice")
        games[s.game][s.seat] = s.name
    if sorted(games) != list(range(len(games))):
        raise ValueError(f"{source}: games are numbered 0 to {len(games) - 1} without gaps")
    first = sorted(games[0].values())
    for g, by_seat in sorted(games.items()):
        if sorted(by_seat) != list(range(len(by_seat))):
            raise ValueError(f"{source}: game {g} has seats {sorted(by_seat)}, not 0 to "
                             f"{len(by_seat) - 1}")
        if len(set(by_seat.values())) != len(by_seat):
            raise ValueError(f"{source}: game {g} seats the same player twice")
        if sorted(by_seat.values()) != first:
            raise ValueError(f"{source}: game {g} seats {', '.join(sorted(by_seat.values()))}, "
                             f"game 0 {', '.join(first)}: every game seats the same players")


def read_seats(path: Path) -> tuple[SeatSpec, ...]:
    """`parse_seats` of a file.

    :raises ValueError: for a file that cannot be read or is not a seats file.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read seats file {path}: {getattr(exc, 'strerror', None) or exc}"
                         ) from None
    return parse_seats(text, f"seats file {path}")


def entries(seats: Sequence[SeatSpec]) -> tuple[tuple[str, ...], list[tuple[int, ...]]]:
    """The players (game 0's, in seat order) and each game's order (player index by seat).

    >>> entries(new_seats(["a", "b"], 2))
    (('a', 'b'), [(0, 1), (1, 0)])
    """
    games: dict[int, list[SeatSpec]] = {}
    for s in sorted(seats, key=lambda s: (s.game, s.seat)):
        games.setdefault(s.game, []).append(s)
    names = tuple(s.name for s in games[0])
    return names, [tuple(names.index(s.name) for s in games[g]) for g in sorted(games)]


# -- addresses -------------------------------------------------------------------------------------


def parse_address(text: str, default_host: str = "127.0.0.1") -> tuple[str, int]:
    """``HOST:PORT``, ``[IPv6]:PORT`` or a bare ``PORT`` (on ``default_host``); port 0 picks one.

    :raises ValueError: for a malformed address or a port outside 0-65535.

    >>> parse_address("127.0.0.1:8765"), parse_address("[::1]:0"), parse_address("9000")
    (('127.0.0.1', 8765), ('::1', 0), ('127.0.0.1', 9000))
    """
    host, sep, port = text.rpartition(":")
    if not sep:
        host, port = default_host, text
    elif host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(f"an address is HOST:PORT (port 0 to 65535), not {text!r}")
    return host, int(port)


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (``127.x.x.x``, ``::1``).

    >>> is_loopback("127.0.0.1"), is_loopback("localhost"), is_loopback("0.0.0.0")
    (True, True, False)
    >>> is_loopback("::1"), is_loopback("example.org")
    (True, False)
    """
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


# -- the server -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TcpConfig:
    """Where to listen and how much an unknown client may make the server wait for or hold.

    ``join_timeout``: seconds from the start for every seat to connect (a game
    starts when all its seats are in; a seat still absent then forfeits);
    ``handshake_timeout``: seconds for a new connection to send its token line;
    ``max_pending``: connections waiting to send one (then the oldest, after a
    second, or the newcomer goes); ``backlog_limit``: bytes sent to a seat and not yet read by it
    ("not-reading" fault); ``ahead_limit``: bytes of replies a seat sent before
    they were asked ("unsolicited" fault); ``log``: a sink for connection events.
    """

    host: str = "127.0.0.1"
    port: int = 0
    join_timeout: float = 600.0
    handshake_timeout: float = 10.0
    max_pending: int = 64
    backlog_limit: int = 1 << 20
    ahead_limit: int = 2 << 20
    log: Callable[[str], None] | None = None


F = TypeVar("F")
F_co = TypeVar("F_co", covariant=True)


class _Framer(Protocol[F_co]):
    """Splits one connection's bytes into replies; raises `AgentFault` (junk) on bad bytes."""

    def feed(self, data: bytes) -> Sequence[tuple[F_co, bytes]]:
        """The complete replies these bytes finish, each with its text."""


class _Lines:
    """JSON lines: `LineFramer`'s lines (a line over `MAX_LINE` bytes is junk), each with its text."""

    def __init__(self) -> None:
        self.framer = LineFramer(MAX_LINE)

    def feed(self, data: bytes) -> list[tuple[bytes, bytes]]:
        return [(line, line) for line in self.framer.feed(data)]


class _Data:
    """CS 5965 s-expressions, read as `SexprChannel` reads them (64 KiB per datum)."""

    def __init__(self) -> None:
        self.reader = SexprReader()

    def feed(self, data: bytes) -> list[tuple[Datum, bytes]]:
        try:
            return [(d, write(d).encode()) for d in self.reader.feed(data)]
        except SexprError as exc:
            raise AgentFault("junk", str(exc), self.reader.partial + data[:200]) from None


class _Conn:
    """One authenticated connection (used on the event loop only)."""

    def __init__(self, writer: asyncio.StreamWriter, peer: str) -> None:
        self.writer = writer
        self.peer = peer
        self.sent = 0  # the sequence number of the last message written here

    def write(self, data: bytes) -> int:
        """Write; returns the bytes the client has not read yet (our side's buffer)."""
        if self.writer.is_closing():
            return 0
        self.writer.write(data)
        return self.writer.transport.get_write_buffer_size()


class _Seat(Generic[F]):
    """One seat of one game, shared by the event loop (connections) and the game's thread.

    ``status``: ``waiting`` (not connected, game not started), ``connected``,
    ``away`` (connection lost during the game; may come back until
    ``left_at + timeout``), ``gone`` (forfeited: ``fault``), ``over`` (game over).
    Every field but ``conn`` is guarded by ``cond``; ``conn`` belongs to the loop.
    """

    def __init__(self, spec: SeatSpec, framer: Callable[[], _Framer[F]], cfg: ServeConfig,
                 tcp: TcpConfig, loop: asyncio.AbstractEventLoop) -> None:
        self.spec = spec
        self.token = spec.token.encode("ascii")
        self.framer = framer
        self.jsonl = cfg.protocol == "jsonl"
        self.timeout = cfg.timeout
        self.tcp = tcp
        self.loop = loop
        self.cond = threading.Condition()
        self.status = "waiting"
        self.started = False
        self.left_at = 0.0
        self.frames: deque[tuple[F, bytes]] = deque()
        self.queued = 0
        self.fault: AgentFault | None = None
        self.greeting: bytes | None = None
        self.pending: tuple[int, bytes] | None = None
        self.resent_at = 0.0
        self.seq = 0
        self.conn: _Conn | None = None

    # -- the game's thread ---------------------------------------------------------------------

    def _check_locked(self) -> None:
        if self.fault is None and self.status == "away" and \
                time.monotonic() - self.left_at > self.timeout:
            self._forfeit(AgentFault("eof", f"connection lost and not back within {self.timeout:g} s"))
        if self.fault is not None:
            raise self.fault

    def _forfeit(self, fault: AgentFault) -> None:
        self.status = "gone"
        self.fault = fault
        self.cond.notify_all()
        self.loop.call_soon_threadsafe(self._hang_up)

    def check(self) -> None:
        """Raise this seat's fault, if any.

        :raises AgentFault: junk, unsolicited, not-reading, eof (gone too long), absent.
        """
        with self.cond:
            self._check_locked()

    def send(self, data: bytes, *, greeting: bool = False) -> None:
        """Send a message that wants no reply (lost if the seat is away).

        :raises AgentFault: the seat's fault.
        """
        with self.cond:
            self.seq += 1
            seq = self.seq
            if greeting:
                self.greeting = data
        self.loop.call_soon_threadsafe(self._deliver, seq, data)
        self.check()

    def request(self, data: bytes, extra: float = 0.0) -> F:
        """Send a message and wait for the reply, ``timeout + extra`` seconds at most.

        While the seat is away the clock is its reconnection window instead; a
        reconnection repeats the message and gives ``timeout`` seconds again.

        :raises AgentFault: timeout, or the seat's fault.
        """
        deadline = time.monotonic() + self.timeout + extra
        with self.cond:
            self._check_locked()
            self.seq += 1
            seq = self.seq
            if not self.frames:
                self.pending = (seq, data)
        self.loop.call_soon_threadsafe(self._deliver, seq, data)
        with self.cond:
            while True:
                if self.frames:
                    frame, raw = self.frames.popleft()
                    self.queued -= len(raw)
                    return frame
                self._check_locked()
                now = time.monotonic()
                if self.status == "away":
                    until = self.left_at + self.timeout + 0.001
                else:
                    deadline = max(deadline, self.resent_at + self.timeout)
                    if now >= deadline:
                        self.pending = None
                        raise AgentFault("timeout", "no reply in time")
                    until = deadline
                self.cond.wait(max(0.0, until - now))

    def finish(self) -> None:
        """The game is over: close the connection once what was sent is written."""
        with self.cond:
            if self.status != "gone":
                self.status = "over"
            self.cond.notify_all()
        self.loop.call_soon_threadsafe(self._hang_up)

    # -- the event loop -------------------------------------------------------------------------

    def _deliver(self, seq: int, data: bytes) -> None:
        conn = self.conn
        if conn is None or seq <= conn.sent:
            return
        conn.sent = seq
        if conn.write(data) > self.tcp.backlog_limit:
            with self.cond:
                if self.fault is None:
                    self._forfeit(AgentFault(
                        "not-reading", f"more than {self.tcp.backlog_limit} bytes sent and not read"))

    def _hang_up(self) -> None:
        conn, self.conn = self.conn, None
        if conn is not None:
            conn.writer.close()

    def attach(self, conn: _Conn) -> str | None:
        """Give the seat this connection; returns why not, or None (then repeats what is owed)."""
        with self.cond:
            if self.status == "away" and time.monotonic() - self.left_at > self.timeout:
                self._forfeit(AgentFault("eof", f"connection lost and not back within "
                                                f"{self.timeout:g} s"))
            if self.status == "connected":
                return "this seat is already connected (a token opens one seat, once)"
            if self.status == "gone":
                return "this seat has forfeited its game"
            if self.status == "over":
                return "the game of this seat is over"
            self.status = "connected"
            replay = [m for m in (self.greeting, self.pending and self.pending[1]) if m]
            self.resent_at = time.monotonic()
            conn.sent = self.seq
            self.conn = conn
            self.cond.notify_all()
        for message in replay:
            conn.write(message)
        return None

    def detach(self, conn: _Conn) -> None:
        """The connection ended: the seat is away (a started game) or waiting again."""
        if self.conn is not conn:
            return
        self.conn = None
        with self.cond:
            if self.status == "connected":
                self.status = "away" if self.started else "waiting"
                self.left_at = time.monotonic()
            self.cond.notify_all()

    def start(self) -> None:
        """The game starts (every seat is connected or has forfeited: see `_Hub.start_if_ready`)."""
        with self.cond:
            self.started = True

    def absent(self, seconds: float) -> None:
        """The join deadline passed: a seat that never came forfeits."""
        with self.cond:
            if self.status == "waiting":
                self._forfeit(AgentFault("absent", f"not connected within {seconds:g} s"))

    def received(self, frames: Sequence[tuple[F, bytes]]) -> None:
        """Replies read from the connection."""
        with self.cond:
            if self.status in ("gone", "over"):
                return
            for frame, raw in frames:
                if self.pending is None and not self.jsonl:
                    self._forfeit(AgentFault("unsolicited", "a datum arrived where none was owed",
                                             raw[:200]))
                    return
                self.pending = None
                self.frames.append((frame, raw))
                self.queued += len(raw)
                if self.queued > self.tcp.ahead_limit:
                    self._forfeit(AgentFault("unsolicited", f"more than {self.tcp.ahead_limit} "
                                                            "bytes of replies sent before asked"))
                    return
            self.cond.notify_all()

    def junk(self, fault: AgentFault) -> None:
        """The connection sent bytes that are not the protocol."""
        with self.cond:
            if self.status not in ("gone", "over"):
                self._forfeit(fault)

    @property
    def ready(self) -> bool:
        """True once the seat may start: connected, or already forfeited."""
        with self.cond:
            return self.status in ("connected", "gone")


class _SexprSeatPort:
    """A CS 5965 seat over TCP, as a game speaks to it (`SexprPort`)."""

    def __init__(self, seat: _Seat[Datum], startup: float) -> None:
        self.seat = seat
        self.startup = startup

    def notify(self, datum: Datum) -> None:
        """Send a message that wants no reply."""
        self.seat.send((write(datum) + "\n").encode())

    def request(self, datum: Datum) -> Datum:
        """Send a message and return its reply (the first one gets ``startup`` extra seconds)."""
        extra, self.startup = self.startup, 0.0
        return self.seat.request((write(datum) + "\n").encode(), extra)


class _LineSeatPort:
    """A JSON-lines seat over TCP, as a game speaks to it (`LinePort`); the first line is its greeting."""

    def __init__(self, seat: _Seat[bytes], startup: float) -> None:
        self.seat = seat
        self.startup = startup
        self.greeted = False

    def notify(self, line: str) -> None:
        """Send a line that wants no reply (the first, ``start``, is repeated on a reconnection)."""
        greeting, self.greeted = not self.greeted, True
        self.seat.send((line + "\n").encode("utf-8"), greeting=greeting)

    def request(self, line: str) -> bytes:
        """Send a line and return its reply (the first one gets ``startup`` extra seconds)."""
        extra, self.startup = self.startup, 0.0
        return self.seat.request((line + "\n").encode("utf-8"), extra)


class _TcpTable:
    """The seats of one game over TCP (a `dgsim.protocol.server.Table`); one of the lists is empty."""

    def __init__(self, sexpr: Sequence[_Seat[Datum]], lines: Sequence[_Seat[bytes]],
                 startup: float) -> None:
        self.sexpr = sexpr
        self.lines = lines
        self.startup = startup

    def sexpr_ports(self) -> list[SexprPort]:
        """One port per seat of a cs5965 game."""
        return [_SexprSeatPort(s, self.startup) for s in self.sexpr]

    def line_ports(self) -> list[LinePort]:
        """One port per seat of a JSON-lines game."""
        return [_LineSeatPort(s, self.startup) for s in self.lines]

    def check(self, seat: int) -> None:
        """Raise the seat's fault, if any."""
        (self.sexpr or self.lines)[seat].check()

    def close(self) -> None:
        """End the game: every connection is closed once its messages are written."""
        for seat in self.sexpr:
            seat.finish()
        for line_seat in self.lines:
            line_seat.finish()


class _Refused(Exception):
    """A connection turned away, with the reason it is told."""


class _Hub(Generic[F]):
    """The event loop's side: accepts connections, checks tokens, starts each game when its seats are in."""

    def __init__(self, seats: Sequence[SeatSpec], cfg: ServeConfig, tcp: TcpConfig,
                 loop: asyncio.AbstractEventLoop, framer: Callable[[], _Framer[F]],
                 table: Callable[[list[_Seat[F]]], _TcpTable],
                 play: Callable[[int, _TcpTable], ServedGame]) -> None:
        self.cfg = cfg
        self.tcp = tcp
        self.loop = loop
        self.table = table
        self.play = play
        self.seats = [_Seat(spec, framer, cfg, tcp, loop) for spec in seats]
        self.games: dict[int, list[_Seat[F]]] = {}
        for seat in self.seats:
            self.games.setdefault(seat.spec.game, []).append(seat)
        self.started: set[int] = set()
        self.done: dict[int, asyncio.Future[ServedGame]] = {g: loop.create_future() for g in self.games}
        self.waiting: dict[asyncio.StreamWriter, float] = {}
        self.refusals = 0

    def log(self, text: str) -> None:
        """Report a connection event (when a sink is configured)."""
        if self.tcp.log is not None:
            self.tcp.log(text)

    # -- connections ----------------------------------------------------------------------------

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One connection: its token line, then its seat's replies until it ends."""
        peer = _peer(writer)
        now = time.monotonic()
        if len(self.waiting) >= self.tcp.max_pending:
            oldest, since = next(iter(self.waiting.items()))
            if now - since < min(_EVICT_AFTER, self.tcp.handshake_timeout / 2):
                self.refuse(writer, BUSY, peer)
                return
            del self.waiting[oldest]
            self.refuse(oldest, "dropped: too many connections waiting to present a token",
                        _peer(oldest))
        self.waiting[writer] = now
        try:
            try:
                line, rest = await asyncio.wait_for(_token_line(reader), self.tcp.handshake_timeout)
            finally:
                self.waiting.pop(writer, None)
            seat = self.find(line)
            conn = _Conn(writer, peer)
            why = seat.attach(conn)
            if why is not None:
                raise _Refused(why)
        except _Refused as refused:
            self.refuse(writer, str(refused), peer)
            return
        except TimeoutError:
            self.refuse(writer, f"no token line within {self.tcp.handshake_timeout:g} s", peer)
            return
        except (ConnectionError, OSError):  # gone before its token (or dropped for a newer one)
            writer.close()
            return
        spec = seat.spec
        self.log(f"game {spec.game} seat {spec.seat} ({spec.name}) connected from {peer}")
        self.start_if_ready(spec.game)
        await self.pump(seat, conn, reader, rest)

    async def pump(self, seat: _Seat[F], conn: _Conn, reader: asyncio.StreamReader,
                   data: bytes) -> None:
        """Read the seat's replies from its connection until it ends or the game is over."""
        framer = seat.framer()
        try:
            while True:
                if data:
                    try:
                        frames = framer.feed(data)
                    except AgentFault as fault:
                        seat.junk(fault)
                        self.start_if_ready(seat.spec.game)
                        break
                    if frames:
                        seat.received(frames)
                        self.start_if_ready(seat.spec.game)
                data = await reader.read(_CHUNK)
                if not data:
                    break
        except (ConnectionError, OSError):
            pass
        finally:
            seat.detach(conn)
            conn.writer.close()
        spec = seat.spec
        if seat.status not in ("over", "gone"):
            self.log(f"game {spec.game} seat {spec.seat} ({spec.name}) disconnected")

    def find(self, line: bytes) -> _Seat[F]:
        """The seat whose token the line presents (every token is compared, in constant time).

        :raises _Refused: for a malformed line or an unknown token.
        """
        words = line.strip().split(b" ")
        if len(words) != 2 or words[0] != b"token" or not TOKEN.fullmatch(
                words[1].decode("ascii", "replace")):
            raise _Refused('the first line must be "token TOKEN"')
        found: _Seat[F] | None = None
        for seat in self.seats:
            if hmac.compare_digest(seat.token, words[1]):
                found = seat
        if found is None:
            raise _Refused("unknown token")
        return found

    def refuse(self, writer: asyncio.StreamWriter, why: str, peer: str) -> None:
        """Tell a connection why it is refused, and close it."""
        self.refusals += 1
        if self.refusals <= _MAX_REFUSALS_LOGGED:
            more = " (further refusals are only counted)" if self.refusals == _MAX_REFUSALS_LOGGED else ""
            self.log(f"refused {peer}: {why}{more}")
        if not writer.is_closing():
            with contextlib.suppress(ConnectionError, OSError):
                writer.write(f"refused: {why}\n".encode())
            writer.close()

    # -- games ----------------------------------------------------------------------------------

    def start_if_ready(self, game: int) -> None:
        """Start the game once every seat is connected (or has forfeited already)."""
        if game not in self.started and all(s.ready for s in self.games[game]):
            self.start(game)

    def start(self, game: int) -> None:
        """Play the game in a thread of its own; its result completes ``done[game]``."""
        self.started.add(game)
        seats = self.games[game]
        for seat in seats:
            seat.start()
        future = self.done[game]

        def run() -> None:
            try:
                served = self.play(game, self.table(seats))
            except BaseException as exc:  # reported to the waiting loop, not lost in the thread
                self.loop.call_soon_threadsafe(_fail, future, exc)
                return
            self.loop.call_soon_threadsafe(_succeed, future, served)

        threading.Thread(target=run, name=f"dgsim-game-{game}", daemon=True).start()

    def deadline(self) -> None:
        """The join deadline: seats not connected forfeit, and every game not started starts."""
        for game, seats in sorted(self.games.items()):
            if game not in self.started:
                for seat in seats:
                    seat.absent(self.tcp.join_timeout)
                self.start(game)

    def close(self) -> None:
        """Drop every connection still open."""
        for writer in list(self.waiting):
            self.refuse(writer, "every game is over", _peer(writer))
        for seat in self.seats:
            seat.finish()


def _succeed(future: asyncio.Future[ServedGame], served: ServedGame) -> None:
    if not future.done():
        future.set_result(served)


def _fail(future: asyncio.Future[ServedGame], exc: BaseException) -> None:
    if not future.done():
        future.set_exception(exc)


def _peer(writer: asyncio.StreamWriter) -> str:
    peer = writer.get_extra_info("peername")
    return ":".join(str(p) for p in peer[:2]) if isinstance(peer, tuple) else "?"


async def _token_line(reader: asyncio.StreamReader) -> tuple[bytes, bytes]:
    """The first line (at most `MAX_TOKEN_LINE` bytes) and what followed it.

    :raises _Refused: for a line too long; ConnectionError when the client leaves first.
    """
    buffer = b""
    while b"\n" not in buffer:
        if len(buffer) >= MAX_TOKEN_LINE:
            raise _Refused(f'the first line must be "token TOKEN" (at most {MAX_TOKEN_LINE} bytes)')
        chunk = await reader.read(MAX_TOKEN_LINE - len(buffer))
        if not chunk:
            raise ConnectionResetError("closed before its token line")
        buffer += chunk
    line, _, rest = buffer.partition(b"\n")
    return line, rest


def serve_tcp(seats: Sequence[SeatSpec], cfg: ServeConfig, tcp: TcpConfig,
              ready: Callable[[str, int], None] | None = None,
              progress: Callable[[ServedGame], None] | None = None) -> list[ServedGame]:
    """Serve the games of ``seats`` to agents connecting over TCP; returns them in game order.

    ``ready(host, port)`` is called once the server listens (``tcp.port`` 0
    picks a free port: this is where to learn it). Game g uses seed
    ``cfg.seed + g`` and records are saved and reported as `serve` does;
    ``cfg.games``, ``cfg.jobs`` and the stderr options do not apply (the seats
    say how many games; all of them may run at once).

    :raises ValueError: for seats a game cannot be played with, or a bad kingdom.
    :raises KeyError: for an unknown kingdom or card name.
    :raises OSError: if the address cannot be listened on.
    """
    names, orders = entries(seats)
    check_players(len(names), cfg)
    if cfg.save_games is not None:
        cfg.save_games.mkdir(parents=True, exist_ok=True)
    by_game: dict[int, list[SeatSpec]] = {}
    for spec in sorted(seats, key=lambda s: (s.game, s.seat)):
        by_game.setdefault(spec.game, []).append(spec)
    lock = threading.Lock()

    def play(game: int, table: _TcpTable) -> ServedGame:
        players = [PlayerSpec(s.name, "") for s in by_game[game]]
        served, saved = play_game(players, cfg, game, cfg.seed + game, orders[game],
                                  table=lambda *_: table, meta={"transport": "tcp"})
        return finish_game(cfg, served, saved, progress, lock)

    async def main() -> list[ServedGame]:
        loop = asyncio.get_running_loop()
        if cfg.protocol == "jsonl":
            return await _run(_Hub(seats, cfg, tcp, loop, _Lines,
                                   lambda s: _TcpTable((), s, cfg.startup), play), ready)
        return await _run(_Hub(seats, cfg, tcp, loop, _Data,
                               lambda s: _TcpTable(s, (), cfg.startup), play), ready)

    return asyncio.run(main())


async def _run(hub: _Hub[F], ready: Callable[[str, int], None] | None) -> list[ServedGame]:
    tcp = hub.tcp
    server = await asyncio.start_server(hub.handle, tcp.host, tcp.port, backlog=max(16, tcp.max_pending))
    host, port = server.sockets[0].getsockname()[:2]
    if ready is not None:
        ready(str(host), int(port))
    timer = (hub.loop.call_later(tcp.join_timeout, hub.deadline)
             if tcp.join_timeout != float("inf") else None)
    try:
        return list(await asyncio.gather(*(hub.done[g] for g in sorted(hub.done))))
    finally:
        if timer is not None:
            timer.cancel()
        server.close()
        hub.close()
        await asyncio.sleep(0)  # let the closing connections' writes go out


# -- the client -------------------------------------------------------------------------------------


def connect(host: str, port: int, token: str, *, wait: float = 10.0) -> socket.socket:
    """A connection to a ``dgsim serve --listen`` server that has presented ``token``.

    Retries for ``wait`` seconds while nothing listens yet (a server being started).

    :raises OSError: if no connection could be made.
    """
    deadline = time.monotonic() + wait
    while True:
        try:
            sock = socket.create_connection((host, port), timeout=max(1.0, wait))
            break
        except ConnectionRefusedError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(0.2)
    sock.settimeout(None)
    sock.sendall(f"token {token}\n".encode("ascii"))
    return sock


def open_seat(host: str, port: int, token: str, *, wait: float = 10.0) -> socket.socket | None:
    """A connection that holds the seat of ``token``, nothing of the game read yet; None if refused.

    Waits until the server speaks first: its first message when the game
    starts, or a refusal (written to stderr). For ``wait`` seconds it tries
    again while nothing listens yet or the server is busy with other connections.

    :raises OSError: if the server cannot be reached.
    """
    deadline = time.monotonic() + wait
    while True:
        sock = connect(host, port, token, wait=max(0.0, deadline - time.monotonic()))
        try:
            first = sock.recv(1, socket.MSG_PEEK)  # a message starts with ( or {; a refusal with r
        except ConnectionResetError:  # turned away before the token was read: busy
            first = b"reset"
        if first != b"r" and first != b"reset":
            return sock
        line = b"refused: connection reset by the server" if first == b"reset" else _line(sock)
        sock.close()
        if (first == b"reset" or line.startswith(f"refused: {BUSY}".encode())) and \
                time.monotonic() < deadline:
            time.sleep(0.1 + secrets.randbelow(200) / 1000)
            continue
        print(f"dgsim agent: the server {line.decode('utf-8', 'replace').strip()}", file=sys.stderr)
        return None


def _line(sock: socket.socket) -> bytes:
    """One line (a refusal) from a connection, up to 1 KiB."""
    out = bytearray()
    while not out.endswith(b"\n") and len(out) < 1024:
        chunk = sock.recv(1)
        if not chunk:
            break
        out.extend(chunk)
    return bytes(out)


def run_agent(bot: Agent, protocol: str, host: str, port: int, token: str, seed: int = 0,
              *, wait: float = 10.0) -> int:
    """Play one seat of a ``dgsim serve --listen`` game with a dgsim bot; returns the exit status.

    0 when the game ends (the server closes the connection), 1 if the server
    cannot be reached, refuses the token or drops the connection (the reason
    goes to stderr); see `open_seat`.
    """
    from dgsim.protocol.bridge import run_cs5965, run_jsonl

    sock = _open(host, port, token, wait)
    if sock is None:
        return 1
    with sock, sock.makefile("rb") as rfile, sock.makefile("w", encoding="utf-8", newline="\n") as wfile:
        try:
            if protocol == "cs5965":
                return run_cs5965(bot, rfile, wfile, seed)
            return run_jsonl(bot, io.TextIOWrapper(rfile, encoding="utf-8", newline="\n"), wfile, seed)
        except ConnectionError as exc:
            print(f"dgsim agent: connection lost: {exc}", file=sys.stderr)
            return 1


def relay(command: str, host: str, port: int, token: str, *, wait: float = 10.0) -> int:
    """Play one seat with any stdin/stdout program: it runs with the connection as stdin and stdout.

    Returns the program's exit status, or 1 if the seat could not be opened
    (see `open_seat`). The program starts when the server first speaks to the
    seat, and is not started at all for a game that ends before that.
    """
    sock = _open(host, port, token, wait)
    if sock is None:
        return 1
    with sock:
        if not sock.recv(1, socket.MSG_PEEK):  # the game ended before this seat was addressed
            return 0
        return subprocess.run(command, shell=True, stdin=sock.fileno(), stdout=sock.fileno(),
                              check=False).returncode


def _open(host: str, port: int, token: str, wait: float) -> socket.socket | None:
    try:
        return open_seat(host, port, token, wait=wait)
    except OSError as exc:
        print(f"dgsim agent: cannot connect to {host}:{port}: {exc.strerror or exc}", file=sys.stderr)
        return None
