"""``dgsim serve`` end to end: dgsim bots as programs, 2-4 players, both protocols, and faulty clients.

Misbehaving clients (tests/protocol/clients/misbehave.py) each forfeit the
game they break, with the fault and its bytes recorded, while the server
finishes every game. Timeouts are short (0.5 s) to keep the suite fast. The
results are the tournament's (`TournamentResult`, `format_table`, `to_json`).
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from dgsim.agents.tournament import format_table
from dgsim.core import History
from dgsim.dominion.state import DominionState
from dgsim.protocol.server import PlayerSpec, ServeConfig, format_faults, serve, served_results

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
    assert [r.record.order for r in results] == [(0, 1), (1, 0)]
    assert [(r.record.index, r.record.seed) for r in results] == [(0, 5), (1, 6)]
    for r in results:
        assert r.faults == ()
        assert r.end == "provinces"
        assert r.record.scores[0] + r.record.scores[1] >= 8 * 6  # every Province was bought
        assert r.record.winners
        assert min(r.record.turns) >= 10 and max(r.record.turns) - min(r.record.turns) <= 1
    result = served_results(results, ["bigmoney", "smithy-bm"], cfg)
    bm, smithy = result.stats
    assert (bm.name, bm.games, smithy.name, smithy.games) == ("bigmoney", 2, "smithy-bm", 2)
    assert bm.wins + bm.ties + smithy.wins == 2 and bm.ties == smithy.ties
    assert bm.vp == sum(r.record.scores[r.players.index("bigmoney")] for r in results)
    assert result.kingdom == "cs5965" and "Militia" in result.kingdom_cards
    assert format_faults(results) == "faults: none"


@pytest.mark.parametrize("n", [3, 4])
def test_three_and_four_players_with_attacks(n: int) -> None:
    cfg = ServeConfig(games=1, seed=11, timeout=5.0, turn_limit=12)
    results = serve([bot("random")] * n, cfg)
    (r,) = results
    assert r.faults == ()
    assert len(r.record.scores) == n
    assert r.end in ("provinces", "turn limit")


@pytest.mark.parametrize("mode,kind", [
    ("silent", "timeout"), ("junk", "junk"), ("eof", "eof"), ("crash", "crash"),
    ("illegal", "illegal"), ("noread", "timeout"), ("flood", "flood"), ("huge", "junk"),
    ("extra", "unsolicited"),
])
def test_a_faulty_client_forfeits_and_every_game_finishes(mode: str, kind: str) -> None:
    # Only the faults that are timeouts need the short timeout; the others get a long one, so
    # that a loaded machine (the two suites of `make test` at once) cannot turn them into one.
    cfg = ServeConfig(games=2, timeout=FAST.timeout if kind == "timeout" else 10.0,
                      turn_limit=FAST.turn_limit, stderr_limit=FAST.stderr_limit)
    results = serve([faulty(mode), bot("bigmoney")], cfg)
    assert len(results) == 2
    for r in results:
        seat = r.players.index(mode)
        (fault,) = r.faults
        assert (fault.game, fault.seat, fault.player, fault.kind) == (r.record.index, seat, mode, kind)
        assert r.record.winners == (1 - seat,)
        assert r.end.startswith(f"forfeit by seat {seat}")
    shown = {"junk": '("buy"', "illegal": "(buy province)", "huge": "xxxx", "extra": "(clean"}
    if mode in shown:
        assert shown[mode] in results[0].faults[0].data
    faulty_stats, bm_stats = served_results(results, [mode, "bigmoney"], cfg).stats
    assert (faulty_stats.wins, faulty_stats.losses, bm_stats.wins) == (0, 2, 2)
    lines = format_faults(results).splitlines()
    assert lines[0] == "faults: 2"
    assert lines[1].startswith(f"  game 0: {mode} (seat 0) forfeits: {kind}: ")
    assert lines[2].startswith(f"  game 1: {mode} (seat 1) forfeits: {kind}: ")


def test_a_fault_in_one_seat_of_four() -> None:
    cfg = ServeConfig(games=1, timeout=10.0, turn_limit=4)  # (no seat is meant to time out)
    (r,) = serve([bot("bigmoney"), faulty("illegal", 1), bot("bigmoney"), bot("random")], cfg)
    (fault,) = r.faults
    assert (fault.seat, fault.kind) == (1, "illegal")
    assert 1 not in r.record.winners


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


def test_cli_table_json_and_saved_games(tmp_path: Path) -> None:
    doc_path = tmp_path / "results.json"
    out = subprocess.run(
        [sys.executable, "-m", "dgsim", "serve", "--protocol", "cs5965", "--games", "2",
         "--seed", "3", "--json", str(doc_path), "--save-games", str(tmp_path / "games"), "--quiet",
         f"{PY} -m dgsim agent bigmoney --protocol cs5965",
         f"{PY} -m dgsim agent smithy-bm --protocol cs5965"],
        capture_output=True, text=True, timeout=60, check=True)
    doc = json.loads(doc_path.read_text())
    assert [r["agent"] for r in doc["results"]] == ["bigmoney", "smithy-bm"]
    assert [r["games"] for r in doc["results"]] == [2, 2]
    assert (doc["games"], doc["players"], doc["seed"], doc["kingdom"]) == (2, 2, 3, "cs5965")
    assert doc["faults"] == []
    saved = sorted((tmp_path / "games").glob("game-*.json"))
    assert len(saved) == 2
    record = json.loads(saved[0].read_text())
    assert record["format"] == "dgsim-history/2"
    assert record["game"] == "cs5965" and record["params"]["seed"] in (3, 4)
    assert record["meta"]["players"] == ["bigmoney", "smithy-bm"]
    final = History.from_json(saved[0].read_text()).latest
    assert isinstance(final, DominionState) and final.game_end()
    assert list(final.scores()) == record["meta"]["result"]["scores"]
    # stdout: the simulate table for the same games, then the faults section
    games = [json.loads(path.read_text())["meta"]["result"] for path in saved]
    wins = sum(1 for g in games if g["winners"] == [g["players"].index("bigmoney")])
    lines = out.stdout.splitlines()
    assert lines[0].startswith("2 games, 2 players, seed 3, kingdom cs5965 (")
    assert lines[1].split()[:4] == ["agent", "games", "wins", "ties"]
    assert lines[2].split()[:3] == ["bigmoney", "2", str(wins)]
    assert lines[3].split()[:2] == ["smithy-bm", "2"]
    assert lines[4:] == ["faults: none"]


def test_cli_faults_section_and_json(tmp_path: Path) -> None:
    doc_path = tmp_path / "results.json"
    out = subprocess.run(
        [sys.executable, "-m", "dgsim", "serve", "--protocol", "cs5965", "--games", "1", "--timeout",
         "5", "--quiet", "--json", str(doc_path), f"crasher={PY} {MISBEHAVE} crash 1",
         f"{PY} -m dgsim agent bigmoney --protocol cs5965"],
        capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 1  # the crasher crashed in every game: the run failed
    assert "crasher ended before the game was over in every game (1)" in out.stderr
    lines = out.stdout.splitlines()
    assert lines[2].split()[:4] == ["crasher", "1", "0", "0"]
    assert lines[3].split()[:4] == ["bigmoney", "1", "1", "0"]
    assert lines[4] == "faults: 1"
    assert lines[5].startswith("  game 0: crasher (seat 0) forfeits: crash: end of output (exit status 3)")
    assert "game 0: crasher (seat 0) forfeits: crash" in out.stderr
    doc = json.loads(doc_path.read_text())
    (fault,) = doc["faults"]
    assert (fault["game"], fault["seat"], fault["player"], fault["kind"]) == (0, 0, "crasher", "crash")
    assert [r["wins"] for r in doc["results"]] == [0, 1]


def test_cli_rejects_an_unknown_kingdom() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "dgsim", "serve", "--protocol", "jsonl", "--kingdom", "No Such Set",
         "a=true", "b=true"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "no recommended kingdom 'No Such Set'" in out.stderr


def test_jsonl_random_kingdom_is_drawn_once_from_the_seed() -> None:
    cfg = ServeConfig(protocol="jsonl", kingdom="random", seed=4)
    label, cards, setup = cfg.kingdom_setup()
    assert label == "random" and len(cards) == 10 and setup == cards
    assert ServeConfig(protocol="jsonl", kingdom="Smithy, Village").kingdom_setup()[2] in (
        ("Smithy", "Village"), ("Village", "Smithy"))
    table = format_table(served_results([], ["a", "b"], cfg))
    assert table.splitlines()[0] == f"0 games, 2 players, seed 4, kingdom random ({', '.join(cards)})"
