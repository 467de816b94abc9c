"""``dgsim serve --listen`` in this process, on loopback: tokens, refusals, reconnection, faults.

Every test starts `serve_tcp` on an ephemeral port in a thread and plays its
seats with dgsim bots (as ``dgsim agent --connect`` does) or with raw sockets
that misbehave. The reference results are the same games served in this
process over socket pairs (tests/protocol/tcp_helpers.py).
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from pathlib import Path

import pytest

from dgsim.core import History
from dgsim.dominion.state import DominionState
from dgsim.protocol import tcp
from dgsim.protocol.server import ServeConfig
from dgsim.protocol.tcp import SeatSpec, TcpConfig, new_seats

from .tcp_helpers import (
    Clients,
    Server,
    outcome,
    play_on,
    read_all_bytes,
    read_line,
    reference_games,
)

NAMES = ["bigmoney", "smithy-bm"]


def config(protocol: str, **kw: float) -> ServeConfig:
    return ServeConfig(protocol=protocol, timeout=kw.get("timeout", 10.0),
                       startup=kw.get("startup", 0.0), turn_limit=int(kw.get("turn_limit", 100)))


@pytest.mark.parametrize("protocol", ["jsonl", "cs5965"])
def test_games_over_tcp_equal_the_same_games_served_in_process(protocol: str, tmp_path: Path) -> None:
    cfg = ServeConfig(protocol=protocol, timeout=10.0, save_games=tmp_path)
    server = Server(new_seats(NAMES, 4), cfg)
    statuses = Clients().start(server, server.seats, protocol).join()
    games = server.join()
    assert set(statuses.values()) == {0} and len(statuses) == 8
    expected = reference_games(NAMES, ServeConfig(protocol=protocol, timeout=10.0), 4)
    assert [outcome(g) for g in games] == [outcome(g) for g in expected]
    assert all(g.end == "provinces" and not g.faults for g in games)
    for g in games:
        path = tmp_path / f"game-{g.record.index:06d}.json"
        saved = json.loads(path.read_text())
        assert saved["meta"]["transport"] == "tcp"
        assert saved["meta"]["result"]["scores"] == list(g.record.scores)
        state = History.load(path).latest
        assert isinstance(state, DominionState) and state.game_end()
        assert state.scores() == g.record.scores  # the recorded moves replay to the result


def test_a_wrong_or_reused_token_is_refused_and_the_game_goes_on() -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl"))
    first, second = server.seat(0, 0), server.seat(0, 1)
    mine = server.dial(first.token)
    time.sleep(0.1)
    outsiders = {
        "unknown": server.dial("A" * 32),
        "reused": server.dial(first.token),
        "malformed": server.dial(None),
    }
    outsiders["malformed"].sendall(b"hello there\n")
    assert read_all_bytes(outsiders["unknown"]) == b"refused: unknown token\n"
    assert read_all_bytes(outsiders["reused"]) == (
        b"refused: this seat is already connected (a token opens one seat, once)\n")
    assert read_all_bytes(outsiders["malformed"]) == b'refused: the first line must be "token TOKEN"\n'
    clients = Clients().start(server, [second], "jsonl")
    assert play_on(mine, first.name, "jsonl") == 0
    assert clients.join() == {(0, 1): 0}
    (game,) = server.join()
    assert not game.faults and game.end == "provinces"
    assert [outcome(game)] == [outcome(g) for g in reference_games(NAMES, config("jsonl"), 1)]
    assert sum("refused" in e for e in server.events) == 3


def test_a_token_is_refused_after_its_game_is_over() -> None:
    seats = new_seats(NAMES, 2)
    server = Server(seats, config("jsonl", turn_limit=3))
    clients = Clients().start(server, [s for s in seats if s.game == 0], "jsonl")
    clients.join()
    time.sleep(0.2)
    late = server.dial(server.seat(0, 1).token)
    assert read_all_bytes(late) == b"refused: the game of this seat is over\n"
    Clients().start(server, [s for s in seats if s.game == 1], "jsonl").join()
    assert [g.faults for g in server.join()] == [(), ()]


def test_junk_and_silence_before_a_token_touch_no_seat() -> None:
    server = Server(new_seats(NAMES, 1), config("cs5965"),
                    TcpConfig(handshake_timeout=2.0, max_pending=4))
    flood = server.dial(None)
    flood.sendall(b"(" * 512)  # no newline: refused after the first 512 bytes
    binary = server.dial(None)
    binary.sendall(bytes(range(256)) + b"\n")
    silent = server.dial(None)
    assert read_all_bytes(flood).startswith(b'refused: the first line must be "token TOKEN" (at most 512')
    assert read_all_bytes(binary) == b'refused: the first line must be "token TOKEN"\n'
    assert read_all_bytes(silent) == b"refused: no token line within 2 s\n"
    Clients().start(server, server.seats, "cs5965").join()
    (game,) = server.join()
    assert not game.faults
    assert [outcome(game)] == [outcome(g) for g in reference_games(NAMES, config("cs5965"), 1)]


def test_a_connection_waiting_too_long_for_its_token_makes_room_for_a_new_one() -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl"), TcpConfig(max_pending=3, handshake_timeout=2.0))
    first, second = server.seat(0, 0), server.seat(0, 1)
    idle = [server.dial(None) for _ in range(3)]
    time.sleep(1.2)  # older than a second: they may be dropped for newcomers
    mine = server.dial(first.token)  # the room is full: the oldest is dropped for it
    assert read_all_bytes(idle[0]) == b"refused: dropped: too many connections waiting to present a token\n"
    clients = Clients().start(server, [second], "jsonl")
    assert play_on(mine, first.name, "jsonl") == 0
    assert clients.join() == {(0, 1): 0}
    assert not server.join()[0].faults
    for sock in idle[1:]:
        assert read_all_bytes(sock) in (b"refused: no token line within 2 s\n",
                                        b"refused: every game is over\n")


def test_connections_still_waiting_for_a_token_are_told_when_the_server_ends() -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl"), TcpConfig(handshake_timeout=60.0))
    idle = server.dial(None)
    Clients().start(server, server.seats, "jsonl").join()
    assert not server.join()[0].faults
    assert read_all_bytes(idle) == b"refused: every game is over\n"


def test_while_young_connections_fill_the_waiting_room_newcomers_are_told_to_try_again() -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl"),
                    TcpConfig(max_pending=2, handshake_timeout=4.0))  # young: under 1 s
    idle = [server.dial(None) for _ in range(2)]
    time.sleep(0.1)
    assert read_all_bytes(server.dial(None)) == f"refused: {tcp.BUSY}\n".encode()
    statuses = Clients().start(server, server.seats, "jsonl").join()  # they try again
    assert statuses == {(0, 0): 0, (0, 1): 0}
    assert not server.join()[0].faults
    for s in idle:
        s.close()


@pytest.mark.parametrize("protocol", ["jsonl", "cs5965"])
def test_a_seat_that_reconnects_in_time_plays_on_unchanged(protocol: str) -> None:
    server = Server(new_seats(NAMES, 1), config(protocol, timeout=5.0))
    first, second = server.seat(0, 0), server.seat(0, 1)
    clients = Clients().start(server, [second], protocol)
    sock = server.dial(first.token)
    greeting = read_line(sock)
    asked = read_line(sock) if protocol == "jsonl" else greeting
    sock.close()  # leaves without answering
    time.sleep(0.3)
    back = server.dial(first.token)
    if protocol == "jsonl":
        assert read_line(back) == greeting  # the start line again
    assert read_line(back) == asked  # and the question still owed
    back.close()
    time.sleep(0.3)
    assert play_on(server.dial(first.token), first.name, protocol) == 0
    clients.join()
    (game,) = server.join()
    assert not game.faults
    assert [outcome(game)] == [outcome(g) for g in reference_games(NAMES, config(protocol), 1)]
    assert any("seat 0 (bigmoney) disconnected" in e for e in server.events)


@pytest.mark.parametrize("protocol", ["jsonl", "cs5965"])
def test_a_seat_away_longer_than_the_timeout_forfeits(protocol: str) -> None:
    server = Server(new_seats(NAMES, 2), config(protocol, timeout=1.0))  # game 1 keeps it open
    first, second = server.seat(0, 0), server.seat(0, 1)
    clients = Clients().start(server, [second], protocol)
    sock = server.dial(first.token)
    read_line(sock)
    sock.close()
    time.sleep(1.5)
    late = server.dial(first.token)
    assert read_all_bytes(late) == b"refused: this seat has forfeited its game\n"
    clients.join()
    Clients().start(server, [s for s in server.seats if s.game == 1], protocol).join()
    game, _ = server.join()
    ((seat, kind, detail),) = [(f.seat, f.kind, f.detail) for f in game.faults]
    assert (seat, kind) == (0, "eof") and detail == "connection lost and not back within 1 s"
    assert game.record.winners == (1,)


def test_a_seat_that_leaves_while_the_other_moves_forfeits_when_its_time_is_up() -> None:
    # cs5965 seat 1 is sent only "moved" lines during seat 0's first turn; it leaves and stays away.
    server = Server(new_seats(NAMES, 1), config("cs5965", timeout=1.0))
    first, second = server.seat(0, 0), server.seat(0, 1)
    away = server.dial(second.token)
    clients = Clients().start(server, [first], "cs5965")
    while sum("connected" in e for e in server.events) < 2:
        time.sleep(0.01)
    away.close()
    assert clients.join() == {(0, 0): 0}
    (game,) = server.join()
    assert [(f.seat, f.kind) for f in game.faults] == [(1, "eof")]


def test_a_seat_that_never_connects_forfeits_at_the_join_deadline() -> None:
    server = Server(new_seats(NAMES, 2), config("jsonl"), TcpConfig(join_timeout=1.0))
    present = [s for s in server.seats if s.game == 0 or s.name == "smithy-bm"]
    statuses = Clients().start(server, present, "jsonl").join()
    played, forfeited = server.join()
    assert not played.faults and played.end == "provinces"  # started before the deadline
    absent = forfeited.players.index("bigmoney")
    assert [(f.seat, f.kind, f.detail) for f in forfeited.faults] == [
        (absent, "absent", "not connected within 1 s")]
    assert forfeited.record.winners == (1 - absent,) and forfeited.moves == 0
    assert set(statuses.values()) == {0} and len(statuses) == 3
    with pytest.raises(ConnectionRefusedError):  # the server is gone
        socket.create_connection(("127.0.0.1", server.port), timeout=1)


def test_a_seat_that_leaves_before_its_game_starts_may_come_back() -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl"))
    first = server.seat(0, 0)
    server.dial(first.token).close()
    time.sleep(0.2)
    statuses = Clients().start(server, server.seats, "jsonl").join()
    (game,) = server.join()
    assert statuses == {(0, 0): 0, (0, 1): 0} and not game.faults


@pytest.mark.parametrize(("protocol", "reply", "kind", "shown"), [
    ("jsonl", b"not json\n", "junk", "not json"),
    ("jsonl", b"x" * ((1 << 20) + 10), "junk", "xxxx"),
    ("cs5965", b"(buy \"gold\")", "junk", '(buy "'),
    ("cs5965", b"(clean)(clean)(clean)", "illegal", "(clean)"),
])
def test_a_seat_that_sends_junk_forfeits_its_own_game_only(protocol: str, reply: bytes, kind: str,
                                                          shown: str) -> None:
    seats = new_seats(NAMES, 2)
    server = Server(seats, config(protocol))
    clients = Clients().start(server, [s for s in seats if s.game == 1 or s.seat == 1], protocol)
    bad = server.dial(server.seat(0, 0).token)
    read_line(bad)
    with contextlib.suppress(OSError):  # the server may hang up before it has read everything
        bad.sendall(reply)
    clients.join()
    games = server.join()
    assert [(f.seat, f.kind) for f in games[0].faults] == [(0, kind)]
    assert shown in games[0].faults[0].data
    assert not games[1].faults
    assert outcome(games[1]) == outcome(reference_games(NAMES, config(protocol), 2)[1])
    bad.close()


def test_a_datum_where_none_is_owed_forfeits() -> None:
    server = Server(new_seats(NAMES, 1), config("cs5965"))
    clients = Clients().start(server, [server.seat(0, 0)], "cs5965")
    chatty = server.dial(server.seat(0, 1).token)
    chatty.sendall(b"(buy gold)\n")
    clients.join()
    (game,) = server.join()
    assert [(f.seat, f.kind) for f in game.faults] == [(1, "unsolicited")]
    assert "(buy gold)" in game.faults[0].data
    chatty.close()


def test_replies_sent_far_ahead_forfeit() -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl"), TcpConfig(ahead_limit=1 << 16))
    clients = Clients().start(server, [server.seat(0, 1)], "jsonl")
    eager = server.dial(server.seat(0, 0).token)
    line = b'{"choose": "end turn"}\n'
    with contextlib.suppress(OSError):  # the server hangs up
        for _ in range(1 << 10):
            eager.sendall(line * 64)
    clients.join()
    (game,) = server.join()
    assert [(f.seat, f.kind) for f in game.faults] == [(0, "unsolicited")]
    assert "65536 bytes of replies sent before asked" in game.faults[0].detail
    eager.close()


def test_a_seat_that_does_not_read_forfeits(monkeypatch: pytest.MonkeyPatch) -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl"), TcpConfig(backlog_limit=1 << 12))
    stalled = server.dial(server.seat(0, 0).token)
    stuck = {stalled.getsockname()}
    original = tcp._Conn.write

    def write(self: tcp._Conn, data: bytes) -> int:  # the client's unread bytes, as its socket holds
        shown = original(self, data)
        peer = self.writer.get_extra_info("peername")
        return 1 << 20 if tuple(peer) in stuck else shown

    monkeypatch.setattr(tcp._Conn, "write", write)
    clients = Clients().start(server, [server.seat(0, 1)], "jsonl")
    clients.join()
    (game,) = server.join()
    assert [(f.seat, f.kind) for f in game.faults] == [(0, "not-reading")]
    stalled.close()


def test_a_client_told_no_exits_1_with_the_reason(capsys: pytest.CaptureFixture[str]) -> None:
    from dgsim.agents.bots import make_agent

    server = Server(new_seats(NAMES, 1), config("jsonl", turn_limit=2))
    bot = make_agent("bigmoney")
    assert tcp.run_agent(bot, "jsonl", "127.0.0.1", server.port, "B" * 20) == 1
    assert capsys.readouterr().err == "dgsim agent: the server refused: unknown token\n"
    Clients().start(server, server.seats, "jsonl").join()
    server.join()
    assert tcp.run_agent(bot, "jsonl", "127.0.0.1", server.port, "B" * 20, wait=0.3) == 1
    assert capsys.readouterr().err.startswith(f"dgsim agent: cannot connect to 127.0.0.1:{server.port}: ")


def test_connect_waits_for_a_server_being_started() -> None:
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    got: list[bytes] = []

    def later() -> None:
        time.sleep(0.5)
        with socket.create_server(("127.0.0.1", port)) as listener:
            conn, _ = listener.accept()
            with conn:
                got.append(read_line(conn))

    thread = threading.Thread(target=later)
    thread.start()
    tcp.connect("127.0.0.1", port, "T" * 16, wait=5.0).close()
    thread.join()
    assert got == [b"token " + b"T" * 16 + b"\n"]


def test_an_agent_whose_game_ends_before_it_is_addressed_exits_0() -> None:
    server = Server(new_seats(NAMES, 1), config("cs5965", timeout=0.3), TcpConfig(join_timeout=2.0))
    done: list[int] = []
    from dgsim.agents.bots import make_agent

    thread = threading.Thread(target=lambda: done.append(tcp.run_agent(
        make_agent("bigmoney"), "cs5965", "127.0.0.1", server.port, server.seat(0, 1).token)))
    thread.start()
    (game,) = server.join()
    thread.join(10)
    assert done == [0] and [(f.seat, f.kind) for f in game.faults] == [(0, "absent")]


def test_seats_must_seat_a_game_the_protocol_can_play() -> None:
    with pytest.raises(ValueError, match="cs5965 takes 2 to 4 players, not 5"):
        tcp.serve_tcp(new_seats(list("abcde"), 1), config("cs5965"), TcpConfig())
    seats = (SeatSpec(0, 0, "a", "a" * 16), SeatSpec(0, 1, "b", "b" * 16))
    with pytest.raises((KeyError, ValueError)):
        tcp.serve_tcp(seats, ServeConfig(protocol="jsonl", kingdom="Nowhere"), TcpConfig())


def test_an_error_inside_a_game_is_raised_by_the_server_not_lost(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug in the game loop")

    monkeypatch.setattr(tcp, "play_game", broken)
    server = Server(new_seats(NAMES, 1), config("jsonl"), TcpConfig(join_timeout=float("inf")))
    first, second = (server.dial(s.token) for s in server.seats)
    with pytest.raises(RuntimeError, match="a bug in the game loop"):
        server.join()
    first.close()
    second.close()


def test_connections_that_leave_before_a_token_leave_no_trace() -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl"), TcpConfig(join_timeout=float("inf")))
    for _ in range(5):
        server.dial(None).close()
    half = server.dial(None)
    half.sendall(b"token ")
    half.close()
    statuses = Clients().start(server, server.seats, "jsonl").join()
    (game,) = server.join()
    assert statuses == {(0, 0): 0, (0, 1): 0} and not game.faults
    assert not any("refused" in e for e in server.events)


def test_a_seat_that_does_not_answer_in_time_forfeits() -> None:
    server = Server(new_seats(NAMES, 1), config("jsonl", timeout=0.5))
    clients = Clients().start(server, [server.seat(0, 1)], "jsonl")
    mute = server.dial(server.seat(0, 0).token)
    assert read_line(mute).startswith(b'{"type":"start"')
    clients.join()
    (game,) = server.join()
    assert [(f.seat, f.kind) for f in game.faults] == [(0, "timeout")]
    mute.close()


def test_replies_sent_ahead_answer_the_next_questions_in_order() -> None:
    # Seat 0 never buys: each of its turns is one question, "end turn" is always a choice.
    server = Server(new_seats(NAMES, 1), config("jsonl", turn_limit=30))
    clients = Clients().start(server, [server.seat(0, 1)], "jsonl")
    eager = server.dial(server.seat(0, 0).token)
    eager.sendall(b'{"choose": "end turn"}\n' * 200)
    received = read_all_bytes(eager)
    clients.join()
    (game,) = server.join()
    assert not game.faults and game.record.winners == (1,) and game.record.scores[0] == 3
    assert received.count(b'"type":"decide"') == game.record.turns[0]


def test_a_slow_seat_holds_up_only_its_own_game() -> None:
    seats = new_seats(NAMES, 3)
    server = Server(seats, config("jsonl", timeout=30.0))
    stalled = server.dial(server.seat(0, 0).token)
    others = Clients().start(server, [s for s in seats if s.game > 0 or s.seat == 1], "jsonl")
    assert read_line(stalled).startswith(b'{"type":"start"')
    for thread in others.threads[1:]:  # games 1 and 2 finish while game 0 waits for seat 0
        thread.join(25)
        assert not thread.is_alive()
    assert others.statuses.get((0, 1)) is None  # game 0 is still on
    stalled.sendall(b"junk\n")
    others.join()
    games = server.join()
    assert [[(f.seat, f.kind) for f in g.faults] for g in games] == [[(0, "junk")], [], []]
