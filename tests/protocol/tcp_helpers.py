"""Helpers for the TCP server tests: a server in a thread, raw clients, dgsim bots as clients,
and the same games served in this process over socket pairs (the reference results)."""

from __future__ import annotations

import io
import socket
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

from dgsim.agents.bots import make_agent
from dgsim.agents.tournament import seating
from dgsim.protocol.bridge import run_cs5965, run_jsonl
from dgsim.protocol.process import AgentFault
from dgsim.protocol.server import (
    LinePort,
    PlayerSpec,
    ServeConfig,
    ServedGame,
    SexprPort,
    Table,
    play_game,
)
from dgsim.protocol.sexpr import Datum, read_all, write
from dgsim.protocol.tcp import SeatSpec, TcpConfig, serve_tcp

LOOPBACK = "127.0.0.1"


class Server:
    """`serve_tcp` on an ephemeral loopback port, in a thread; `join` returns its games."""

    def __init__(self, seats: Sequence[SeatSpec], cfg: ServeConfig, tcp: TcpConfig | None = None,
                 events: list[str] | None = None) -> None:
        self.seats = tuple(seats)
        self.port = 0
        self.result: list[ServedGame] | None = None
        self.error: BaseException | None = None
        self.events = events if events is not None else []
        self._ready = threading.Event()
        tcp = tcp or TcpConfig()
        tcp = TcpConfig(host=LOOPBACK, port=0, join_timeout=tcp.join_timeout,
                        handshake_timeout=tcp.handshake_timeout, max_pending=tcp.max_pending,
                        backlog_limit=tcp.backlog_limit, ahead_limit=tcp.ahead_limit,
                        log=self.events.append)
        self._thread = threading.Thread(target=self._run, args=(cfg, tcp), daemon=True)
        self._thread.start()
        assert self._ready.wait(30), "the server did not start"
        if self.error is not None:
            raise self.error

    def _run(self, cfg: ServeConfig, tcp: TcpConfig) -> None:
        try:
            self.result = serve_tcp(self.seats, cfg, tcp, self._listening)
        except BaseException as exc:
            self.error = exc
        finally:
            self._ready.set()

    def _listening(self, host: str, port: int) -> None:
        assert host == LOOPBACK
        self.port = port
        self._ready.set()

    def join(self, timeout: float = 120.0) -> list[ServedGame]:
        """The served games, once every game is over."""
        self._thread.join(timeout)
        assert not self._thread.is_alive(), "the server did not finish"
        if self.error is not None:
            raise self.error
        assert self.result is not None
        return self.result

    def dial(self, token: str | None = None) -> socket.socket:
        """A raw connection; with a token, its token line is sent."""
        sock = socket.create_connection((LOOPBACK, self.port), timeout=30)
        if token is not None:
            sock.sendall(f"token {token}\n".encode())
        return sock

    def seat(self, game: int, seat: int) -> SeatSpec:
        """The spec of a seat."""
        return next(s for s in self.seats if (s.game, s.seat) == (game, seat))


def read_line(sock: socket.socket, limit: int = 1 << 22) -> bytes:
    """One line from a raw connection (b"" at the end)."""
    out = bytearray()
    while not out.endswith(b"\n") and len(out) < limit:
        chunk = sock.recv(1)
        if not chunk:
            break
        out.extend(chunk)
    return bytes(out)


def read_all_bytes(sock: socket.socket) -> bytes:
    """Everything until the server closes the connection."""
    out = bytearray()
    while chunk := sock.recv(65536):
        out.extend(chunk)
    return bytes(out)


def play_on(sock: socket.socket, bot: str, protocol: str, seed: int = 0) -> int:
    """Play the rest of a game on a connection with a dgsim bot, as ``dgsim agent`` does."""
    agent = make_agent(bot).reseed(seed)
    with sock, sock.makefile("rb") as rfile, sock.makefile("w", encoding="utf-8", newline="\n") as wfile:
        if protocol == "cs5965":
            return run_cs5965(agent, rfile, wfile, seed)
        return run_jsonl(agent, io.TextIOWrapper(rfile, encoding="utf-8", newline="\n"), wfile, seed)


@dataclass
class Clients:
    """Threads playing seats with dgsim bots (named by the seat's player), their exit statuses."""

    threads: list[threading.Thread] = field(default_factory=list)
    statuses: dict[tuple[int, int], int] = field(default_factory=dict)

    def start(self, server: Server | int, specs: Sequence[SeatSpec], protocol: str) -> Clients:
        """Connect a bot to each seat (``run_agent``) of a server (or a port)."""
        from dgsim.protocol.tcp import run_agent

        port = server if isinstance(server, int) else server.port
        for spec in specs:
            def run(spec: SeatSpec = spec) -> None:
                bot = make_agent(spec.name).reseed(0)
                self.statuses[(spec.game, spec.seat)] = run_agent(
                    bot, protocol, LOOPBACK, port, spec.token, 0)
            thread = threading.Thread(target=run, daemon=True)
            thread.start()
            self.threads.append(thread)
        return self

    def join(self, timeout: float = 120.0) -> dict[tuple[int, int], int]:
        """Every client's exit status."""
        for thread in self.threads:
            thread.join(timeout)
            assert not thread.is_alive(), "a client did not finish"
        return self.statuses


# -- the same games served in this process (the reference) ---------------------------------------


class _PairPort:
    """A seat played by a bot thread over a socket pair, spoken to as the server speaks."""

    def __init__(self, bot: str, protocol: str, timeout: float) -> None:
        self.mine, theirs = socket.socketpair()
        self.mine.settimeout(timeout)
        self.reader = self.mine.makefile("rb")
        self.thread = threading.Thread(target=play_on, args=(theirs, bot, protocol), daemon=True)
        self.thread.start()

    def send(self, text: str) -> None:
        self.mine.sendall((text + "\n").encode())

    def reply(self) -> bytes:
        try:
            line = self.reader.readline()
        except TimeoutError:
            raise AgentFault("timeout", "no reply in time") from None
        if not line:
            raise AgentFault("eof", "end of output")
        return line.strip()

    def close(self) -> None:
        self.reader.close()
        self.mine.close()
        self.thread.join(10)


class _PairSexpr(_PairPort):
    def notify(self, datum: Datum) -> None:
        self.send(write(datum))

    def request(self, datum: Datum) -> Datum:
        self.send(write(datum))
        (reply,) = read_all(self.reply().decode())
        return reply


class _PairLines(_PairPort):
    def notify(self, line: str) -> None:
        self.send(line)

    def request(self, line: str) -> bytes:
        self.send(line)
        return self.reply()


class _PairTable:
    def __init__(self, players: Sequence[PlayerSpec], cfg: ServeConfig) -> None:
        cls = _PairLines if cfg.protocol == "jsonl" else _PairSexpr
        self.ports = [cls(p.name, cfg.protocol, cfg.timeout) for p in players]

    def sexpr_ports(self) -> list[SexprPort]:
        return [p for p in self.ports if isinstance(p, _PairSexpr)]

    def line_ports(self) -> list[LinePort]:
        return [p for p in self.ports if isinstance(p, _PairLines)]

    def check(self, seat: int) -> None:
        pass

    def close(self) -> None:
        for port in self.ports:
            port.close()


def reference_games(names: Sequence[str], cfg: ServeConfig, games: int) -> list[ServedGame]:
    """The games `serve` plays with these bots (seats rotating), served in this process."""
    out = []
    for g in range(games):
        order = seating(g, len(names))
        players = [PlayerSpec(names[i], "") for i in order]

        def table(p: Sequence[PlayerSpec], c: ServeConfig, _names: Sequence[str]) -> Table:
            return _PairTable(p, c)

        out.append(play_game(players, cfg, g, cfg.seed + g, order, table=table)[0])
    return out


def outcome(game: ServedGame) -> tuple[object, ...]:
    """What two servings of the same game must agree on."""
    r = game.record
    return (r.index, r.seed, r.order, r.scores, r.turns, r.winners, game.players, game.end,
            game.moves, tuple((f.seat, f.kind) for f in game.faults))


# -- a swarm of clients in another process (so that the server's memory is measured alone) ----------


def _attempt(port: int, payload: bytes) -> bytes:
    """Connect, send ``payload``, return what the server answered before it hung up."""
    try:
        with socket.create_connection((LOOPBACK, port), timeout=30) as sock:
            sock.sendall(payload)
            return read_all_bytes(sock)
    except OSError as exc:
        return f"{type(exc).__name__}".encode()


def swarm_main() -> None:
    """Read a job (JSON: port, protocol, seats, hostile) on stdin; play it; print a JSON report.

    Every seat is played by a dgsim bot in a thread of this process; hostile
    clients at the same time: junk instead of a token, unknown tokens, silent
    connections, a firehose of junk, and each seat's token presented again.
    """
    import json
    import sys
    import time

    from dgsim.protocol.tcp import run_agent

    job = json.load(sys.stdin)
    port, protocol = int(job["port"]), str(job["protocol"])
    seats = [SeatSpec(int(g), int(s), str(n), str(t)) for g, s, n, t in job["seats"]]
    statuses: dict[str, int] = {}
    told: dict[str, list[bytes]] = {"junk": [], "unknown": [], "silent": [], "again": []}
    sent = [0]
    stop = threading.Event()

    def play(spec: SeatSpec) -> None:
        bot = make_agent(spec.name).reseed(0)
        statuses[f"{spec.game}/{spec.seat}"] = run_agent(bot, protocol, LOOPBACK, port, spec.token)

    def firehose() -> None:
        junk = bytes(range(256)) * 2
        while not stop.is_set():
            try:
                with socket.create_connection((LOOPBACK, port), timeout=5) as sock:
                    while not stop.is_set():
                        sock.sendall(junk)
                        sent[0] += len(junk)
            except OSError:
                continue

    last = max(s.game for s in seats)  # its seats connect after the attacks: the server stays up
    early = [threading.Thread(target=play, args=(s,)) for s in seats if s.game != last]
    late = [threading.Thread(target=play, args=(s,)) for s in seats if s.game == last]
    hostile = bool(job.get("hostile"))
    extra: list[threading.Thread] = []
    silent: list[socket.socket] = []
    if hostile:
        silent = [socket.create_connection((LOOPBACK, port)) for _ in range(4)]
        extra.append(threading.Thread(target=firehose))
    for thread in early + extra:
        thread.start()
    if hostile:
        for i in range(16):
            told["junk"].append(_attempt(port, b"(act militia)" * 30 + b"\n"))
            told["unknown"].append(_attempt(port, f"token {'x' * 31}{i % 10}\n".encode()))
        time.sleep(0.5)
        for spec in seats[::4]:
            if spec.game != last:
                told["again"].append(_attempt(port, f"token {spec.token}\n".encode()))
        told["silent"] = [read_all_bytes(s) for s in silent]
    for thread in late:
        thread.start()
    for thread in early + late:
        thread.join()
    stop.set()
    for thread in extra:
        thread.join()
    json.dump({"statuses": statuses, "firehose_bytes": sent[0],
               "told": {k: [v.decode("utf-8", "replace") for v in vs] for k, vs in told.items()}},
              sys.stdout)
