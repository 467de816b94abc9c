"""``dgsim serve`` end to end: dgsim bots as programs, 2-4 players, both protocols, and faulty clients.

Misbehaving clients (tests/protocol/clients/misbehave.py) each forfeit the
game they break, with the fault and its bytes recorded, while the server
finishes every game. Timeouts are short (0.5 s) to keep the suite fast.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from dgsim.core import History
from dgsim.dominion.state import DominionState
from dgsim.protocol.server import PlayerSpec, ServeConfig, serve

PY = shlex.quote(sys.executable)
HERE = Path(__file__).parent
MISBEHAVE = shlex.quote(str(HERE / "clients" / "misbehave.py"))


def bot(name: str, protocol: str = "cs5965") -> PlayerSpec:
    return PlayerSpec(name, f"{PY} -m dgsim agent {name} --protocol {protocol}")


def faulty(mode: str, after: int = 2) -> PlayerSpec:
    return PlayerSpec(mode, f"{PY} {MISBEHAVE} {mode} {after}")


FAST = ServeConfig(timeout=0.5, turn_limit=8, stderr_limit=1 << 16)


def test_two_bots_play_to_the_end_and_seats_rotate() -> None:
    cfg = ServeConfig(games=2, seed=5, timeout=5.0)
    results = serve([bot("bigmoney"), bot("smithy-bm")], cfg)
    assert [r.players for r in results] == [("bigmoney", "smithy-bm"), ("smithy-bm", "bigmoney")]
    for r in results:
        assert r.faults == ()
        assert r.end == "provinces"
        assert r.scores[0] + r.scores[1] >= 8 * 6  # every Province was bought by someone
        assert r.winners


@pytest.mark.parametrize("n", [3, 4])
def test_three_and_four_players_with_attacks(n: int) -> None:
    cfg = ServeConfig(games=1, seed=11, timeout=5.0, turn_limit=12)
    results = serve([bot("random")] * n, cfg)
    (r,) = results
    assert r.faults == ()
    assert len(r.scores) == n
    assert r.end in ("provinces", "turn limit")


@pytest.mark.parametrize("mode,kind", [
    ("silent", "timeout"), ("junk", "junk"), ("eof", "eof"), ("crash", "crash"),
    ("illegal", "illegal"), ("noread", "timeout"), ("flood", "flood"), ("huge", "junk"),
    ("extra", "unsolicited"),
])
def test_a_faulty_client_forfeits_and_every_game_finishes(mode: str, kind: str) -> None:
    cfg = ServeConfig(games=2, timeout=FAST.timeout, turn_limit=FAST.turn_limit,
                      stderr_limit=FAST.stderr_limit)
    results = serve([faulty(mode), bot("bigmoney")], cfg)
    assert len(results) == 2
    for r in results:
        seat = r.players.index(mode)
        (fault,) = r.faults
        assert (fault.seat, fault.player, fault.kind) == (seat, mode, kind)
        assert r.winners == (1 - seat,)
        assert r.end.startswith(f"forfeit by seat {seat}")
    shown = {"junk": '("buy"', "illegal": "(buy province)", "huge": "xxxx", "extra": "(clean"}
    if mode in shown:
        assert shown[mode] in results[0].faults[0].data


def test_a_fault_in_one_seat_of_four() -> None:
    cfg = ServeConfig(games=1, timeout=0.5, turn_limit=4)
    (r,) = serve([bot("bigmoney"), faulty("illegal", 1), bot("bigmoney"), bot("random")], cfg)
    (fault,) = r.faults
    assert (fault.seat, fault.kind) == (1, "illegal")
    assert 1 not in r.winners


def test_nobody_sees_anothers_hidden_cards(tmp_path: Path) -> None:
    logs = [tmp_path / "a.log", tmp_path / "b.log"]
    players = [PlayerSpec(f"rec{i}", f"{PY} {MISBEHAVE} record {shlex.quote(str(log))}")
               for i, log in enumerate(logs)]
    players[1] = bot("bigmoney")
    serve([players[0], players[1]], ServeConfig(games=1, timeout=5.0, turn_limit=6))
    lines = logs[0].read_text().splitlines()
    assert lines and all(line.startswith(("(move ((players 0-rec0 1-bigmoney)", "(moved 1-bigmoney ",
                                          "(attacked (act militia) 1-bigmoney ((players 0-rec0 ",
                                          "(defended 1-bigmoney "))
                         for line in lines)


def test_jsonl_bots_and_a_silent_client() -> None:
    cfg = ServeConfig(protocol="jsonl", games=2, timeout=5.0)
    results = serve([bot("bigmoney", "jsonl"), bot("smithy-bm", "jsonl")], cfg)
    assert all(r.faults == () and r.end == "provinces" for r in results)
    silent = PlayerSpec("silent", f"{PY} -c 'import time; time.sleep(30)'")
    (r,) = serve([silent, bot("bigmoney", "jsonl")],
                 ServeConfig(protocol="jsonl", games=1, timeout=0.5, startup=0.5))
    assert [(f.seat, f.kind) for f in r.faults] == [(0, "timeout")]


def test_jsonl_junk_and_illegal_labels() -> None:
    junk = PlayerSpec("junk", f"{PY} -c 'import sys; sys.stdin.readline(); print(\"not json\")"
                      "; sys.stdout.flush(); sys.stdin.readline(); sys.stdin.readline()'")
    (r,) = serve([junk, bot("bigmoney", "jsonl")], ServeConfig(protocol="jsonl", timeout=2.0))
    assert [(f.seat, f.kind) for f in r.faults] == [(0, "junk")]
    wrong = PlayerSpec("wrong", f"{PY} -c 'import sys; sys.stdin.readline(); sys.stdin.readline();"
                       " print(\"{\\\"choose\\\": \\\"buy Province\\\"}\"); sys.stdout.flush();"
                       " sys.stdin.readline()'")
    (r,) = serve([wrong, bot("bigmoney", "jsonl")], ServeConfig(protocol="jsonl", timeout=2.0))
    assert [(f.seat, f.kind) for f in r.faults] == [(0, "illegal")]
    assert "buy Province" in r.faults[0].data


def test_cli_json_and_saved_games(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "dgsim", "serve", "--protocol", "cs5965", "--games", "2",
         "--seed", "3", "--json", "--save-games", str(tmp_path), "--quiet",
         f"{PY} -m dgsim agent bigmoney --protocol cs5965",
         f"{PY} -m dgsim agent smithy-bm --protocol cs5965"],
        capture_output=True, text=True, timeout=60, check=True)
    doc = json.loads(out.stdout)
    assert [p["player"] for p in doc["players"]] == ["bigmoney", "smithy-bm"]
    assert len(doc["games"]) == 2
    saved = sorted(tmp_path.glob("game-*.json"))
    assert len(saved) == 2
    record = json.loads(saved[0].read_text())
    assert record["format"] == "dgsim-history/1"
    assert record["setup"]["factory"] == "dgsim.dominion.variant:cs5965_game"
    final = History.from_json(saved[0].read_text()).latest
    assert isinstance(final, DominionState) and final.game_end()
    assert list(final.scores()) == record["result"]["scores"]
