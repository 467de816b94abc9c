"""``dgsim serve --listen`` and ``dgsim agent --connect`` from the command line (loopback only).

A TCP tournament prints the same results table as the same tournament over
stdin/stdout; the seat tokens are printed or read from a seats file; bad
options are one line and exit 2 before anything listens.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from dgsim.cli import main
from dgsim.protocol.server import ServeConfig
from dgsim.protocol.tcp import SeatSpec, format_seats, new_seats, parse_address, parse_seats, read_seats

from .tcp_helpers import Clients, Server

PY = sys.executable


def dgsim(*args: str) -> list[str]:
    return [PY, "-m", "dgsim", *args]


def start_server(*args: str) -> tuple[subprocess.Popen[str], int, list[SeatSpec]]:
    """Start ``dgsim serve --listen 127.0.0.1:0 ...``; its port and the seats it printed."""
    proc = subprocess.Popen(dgsim("serve", "--listen", "127.0.0.1:0", *args), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    head = proc.stdout.readline()
    found = re.fullmatch(r"# listening on 127\.0\.0\.1:(\d+) \((\w+)\): (\d+) games, (\d+) seats; "
                         r"every seat must connect within (\S+) s\n", head)
    assert found, head
    seats: list[SeatSpec] = []
    if "--seats" not in args:
        assert proc.stdout.readline() == "# GAME SEAT NAME TOKEN\n"
        seats.extend(parse_seats("".join(proc.stdout.readline() for _ in range(int(found.group(4))))))
    return proc, int(found.group(1)), seats


def test_a_tcp_tournament_prints_the_table_of_the_same_tournament_over_pipes(tmp_path: Path) -> None:
    proc, port, seats = start_server("--protocol", "cs5965", "bigmoney", "smithy-bm", "--games", "2",
                                     "--json", str(tmp_path / "r.json"))
    assert [(s.game, s.seat, s.name) for s in seats] == [
        (0, 0, "bigmoney"), (0, 1, "smithy-bm"), (1, 0, "smithy-bm"), (1, 1, "bigmoney")]
    agents = []
    for i, s in enumerate(seats):
        if i == 0:  # the token from the environment, not the command line
            agents.append(subprocess.Popen(
                dgsim("agent", s.name, "--protocol", "cs5965", "--connect", f"127.0.0.1:{port}"),
                env={**os.environ, "DGSIM_TOKEN": s.token}))
        else:
            agents.append(subprocess.Popen(dgsim("agent", s.name, "--protocol", "cs5965", "--connect",
                                                 f"127.0.0.1:{port}", "--token", s.token)))
    out, err = proc.communicate(timeout=300)
    assert [a.wait(timeout=60) for a in agents] == [0, 0, 0, 0]
    assert proc.returncode == 0, err
    piped = subprocess.run(dgsim("serve", "--protocol", "cs5965", "dgsim agent bigmoney",
                                 "dgsim agent smithy-bm", "--games", "2"),
                           capture_output=True, text=True, timeout=300, check=True)
    assert out.endswith(piped.stdout) and piped.stdout.splitlines()[-1] == "faults: none"
    assert "game 0 seat 0 (bigmoney) connected from 127.0.0.1:" in err
    doc = json.loads((tmp_path / "r.json").read_text())
    assert doc["games"] == 2 and doc["faults"] == [] and doc["agents"] == ["bigmoney", "smithy-bm"]


def test_a_seats_file_gives_the_tokens_and_they_are_not_printed(tmp_path: Path) -> None:
    seats = new_seats(["alpha", "beta"], 1)
    path = tmp_path / "seats.txt"
    path.write_text(format_seats(seats) + "\n")
    proc, port, printed = start_server("--seats", str(path), "--quiet", "--save-games",
                                       str(tmp_path / "games"))
    assert printed == []
    done = Clients().start(port, [SeatSpec(s.game, s.seat, "bigmoney", s.token) for s in seats],
                           "jsonl")
    out, err = proc.communicate(timeout=300)
    assert set(done.join().values()) == {0}
    assert proc.returncode == 0, err
    assert seats[0].token not in out and seats[0].token not in err
    assert "connected from" not in err  # --quiet
    lines = out.splitlines()
    assert lines[0].startswith("1 games, 2 players") and lines[-1] == "faults: none"
    saved = json.loads((tmp_path / "games" / "game-000000.json").read_text())
    assert saved["meta"]["players"] == ["alpha", "beta"] and saved["meta"]["transport"] == "tcp"


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    status = main(list(args))
    return status, capsys.readouterr().err


@pytest.mark.parametrize(("args", "message"), [
    (("serve", "--seats", "s.txt", "a", "b"), "--seats is for --listen (agents that connect over TCP)"),
    (("serve", "--join-timeout", "5", "a", "b"), "--join-timeout is for --listen"),
    (("serve",), "give 2 or more programs to play (or --listen to let agents connect)"),
    (("serve", "--listen", "nowhere", "a", "b"), "--listen: an address is HOST:PORT"),
    (("serve", "--listen", "127.0.0.1:70000", "a", "b"), "--listen: an address is HOST:PORT"),
    (("serve", "--listen", "0", "--jobs", "2", "a", "b"), "--jobs is for programs the server starts"),
    (("serve", "--listen", "0", "--stderr-limit", "9", "a", "b"),
     "--stderr-limit is for programs the server starts; agents over TCP have no stderr"),
    (("serve", "--listen", "0", "--join-timeout", "0", "a", "b"),
     "--join-timeout must be more than 0 seconds, got 0.0"),
    (("serve", "--listen", "0", "--seats", "s.txt", "a"), "with --seats the players are the seats"),
    (("serve", "--listen", "0", "--seats", "s.txt", "--games", "3"),
     "with --seats the seats file says how many games"),
    (("serve", "--listen", "0"), "give the players' NAMEs (or a --seats FILE)"),
    (("serve", "--listen", "0", "dgsim agent bigmoney", "b"), "with --listen each player is a NAME"),
    (("serve", "--listen", "0", "solo"), "jsonl takes 2 to 6 players, not 1"),
    (("serve", "--listen", "0", "--protocol", "cs5965", "a", "b", "c", "d", "e"),
     "cs5965 takes 2 to 4 players, not 5"),
    (("serve", "--listen", "0", "--seats", "/no/such/seats.txt"),
     "cannot read seats file /no/such/seats.txt: No such file or directory"),
    (("agent", "bigmoney", "--token", "t" * 16), "--token is for --connect"),
    (("agent", "--program", "./client"), "--program is for --connect"),
    (("agent", "--connect", "127.0.0.1:9"), "give a BOT, or --program COMMAND with --connect (not both)"),
    (("agent", "bigmoney", "--program", "./client", "--connect", "127.0.0.1:9"),
     "give a BOT, or --program COMMAND with --connect (not both)"),
    (("agent", "bigmoney", "--connect", "here"), "--connect: an address is HOST:PORT"),
    (("agent", "bigmoney", "--connect", "127.0.0.1:9", "--token", "short"),
     "--connect needs the seat's token (--token TOKEN or $DGSIM_TOKEN)"),
    (("agent", "nobody", "--connect", "127.0.0.1:9", "--token", "t" * 16), "unknown agent"),
])
def test_bad_tcp_options_are_one_line_and_exit_2(args: tuple[str, ...], message: str,
                                                 capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DGSIM_TOKEN", raising=False)
    status, err = run_main(capsys, *args)
    assert status == 2
    assert err.startswith(f"dgsim {args[0]}: {message}") or message in err, err
    assert len(err.splitlines()) == 1


def test_a_bad_seats_file_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.txt"
    path.write_text("# comment\n0 0 alpha " + "a" * 20 + "\n0 1 beta\n")
    status, err = run_main(capsys, "serve", "--listen", "0", "--seats", str(path))
    assert status == 2
    assert err == (f"dgsim serve: seats file {path} line 3: expected GAME SEAT NAME TOKEN, "
                   "got 3 fields\n")


def test_an_address_in_use_is_one_line_and_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        status, err = run_main(capsys, "serve", "--listen", f"127.0.0.1:{port}", "a", "b")
    assert status == 1
    assert err.startswith(f"dgsim serve: cannot listen on 127.0.0.1:{port}: ")


@pytest.mark.parametrize(("text", "problem"), [
    ("", "no seats"),
    ("x 0 a " + "a" * 16, "line 1: GAME and SEAT are numbers from 0"),
    ("0 0 a+b " + "a" * 16, "line 1: a name has only A-Z a-z 0-9 _ -, not 'a+b'"),
    ("0 0 a " + "a" * 16 + "\n0 1 b " + "a" * 16, "line 2: this token is already given to another seat"),
    ("0 0 a " + "a" * 16 + "\n0 0 b " + "b" * 16, "game 0 seat 0 is listed twice"),
    ("0 0 a " + "a" * 16 + "\n0 1 b " + "b" * 16 + "\n2 0 a " + "c" * 16 + "\n2 1 b " + "d" * 16,
     "games are numbered 0 to 1 without gaps"),
    ("0 0 a " + "a" * 16 + "\n0 2 b " + "b" * 16, "game 0 has seats [0, 2], not 0 to 1"),
    ("0 0 a " + "a" * 16 + "\n0 1 a " + "b" * 16, "game 0 seats the same player twice"),
    ("0 0 a " + "a" * 16 + "\n0 1 b " + "b" * 16 + "\n1 0 a " + "c" * 16 + "\n1 1 c " + "d" * 16,
     "game 1 seats a, c, game 0 a, b: every game seats the same players"),
])
def test_seats_files_are_checked(text: str, problem: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_seats(text)
    assert str(caught.value).startswith("seats file") and str(caught.value).endswith(problem)


def test_a_seats_file_that_is_not_text_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "seats.bin"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(ValueError, match="cannot read seats file"):
        read_seats(path)


def test_new_tokens_never_start_with_a_dash() -> None:
    """A drawn token is pasted after ``--token``: one starting with ``-`` would be read as an option
    (argparse: "expected one argument"). With `secrets.token_urlsafe` alone, about one token in 64
    started so; among 4,000 seats at least one would, but for a chance of 1e-27."""
    tokens = [s.token for s in new_seats(["a", "b"], 2000)]
    assert len(set(tokens)) == 4000
    assert not [t for t in tokens if t.startswith("-")]
    assert {t[0] for t in tokens} >= {"_", "A", "z", "0"}  # the rest of the alphabet still starts them


def test_addresses() -> None:
    assert parse_address("localhost:80") == ("localhost", 80)
    for bad in (":80", "host:", "host:-1", "[::1]:x"):
        with pytest.raises(ValueError, match="an address is HOST:PORT"):
            parse_address(bad)


def test_listen_in_process_returns_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    # main() itself: the listening line and the tokens on stdout, then the results.
    statuses: list[int] = []
    outputs: list[str] = []
    errors: list[str] = []

    def serve() -> None:
        statuses.append(main(["serve", "--listen", "127.0.0.1:0", "--turn-limit", "3", "x", "x"]))

    thread = threading.Thread(target=serve)
    thread.start()
    spec = None
    while spec is None or len(outputs) < 1:
        out = capsys.readouterr()
        outputs.append(out.out)
        errors.append(out.err)
        found = re.search(r"listening on 127\.0\.0\.1:(\d+)", "".join(outputs))
        if found and "0 1 x2 " in "".join(outputs):  # the same name twice: told apart by seat
            spec = found
        else:
            thread.join(0.05)
    seats = parse_seats("".join(outputs))
    Clients().start(int(spec.group(1)), [SeatSpec(s.game, s.seat, "bigmoney", s.token) for s in seats],
                    "jsonl").join()
    thread.join(60)
    assert statuses == [0]
    tail = capsys.readouterr()
    assert tail.out.splitlines()[-1] == "faults: none"
    assert "1 games (jsonl) in " in tail.err


def test_any_program_plays_a_seat_through_dgsim_agent_program(tmp_path: Path) -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "protocol_agent.py"
    proc, port, seats = start_server("example", "bigmoney", "--save-games", str(tmp_path))
    programs = {"example": f"{PY} {example}", "bigmoney": f"{PY} -m dgsim agent bigmoney"}
    agents = [subprocess.Popen(dgsim("agent", "--connect", f"127.0.0.1:{port}", "--token", s.token,
                                     "--program", programs[s.name])) for s in seats]
    out, err = proc.communicate(timeout=300)
    assert [a.wait(timeout=60) for a in agents] == [0, 0]
    assert proc.returncode == 0, err
    assert out.splitlines()[-1] == "faults: none"
    saved = json.loads((tmp_path / "game-000000.json").read_text())
    assert saved["meta"]["result"]["end"] == "provinces"


def test_a_refused_program_is_not_started(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from dgsim.protocol.tcp import relay

    server = Server(new_seats(["a", "b"], 1), ServeConfig(protocol="jsonl", turn_limit=2))
    marker = tmp_path / "started"
    assert relay(f"touch {marker}", "127.0.0.1", server.port, "C" * 24) == 1
    assert capsys.readouterr().err == "dgsim agent: the server refused: unknown token\n"
    assert not marker.exists()
    Clients().start(server, [SeatSpec(s.game, s.seat, "bigmoney", s.token) for s in server.seats],
                    "jsonl").join()
    server.join()
