"""Saved games agree wherever they are written and read, and nothing overwrites them (issue 31,
item 4), driven from the command line in subprocesses: one key for the players' names (written by
simulate, play and serve, read by ``dgsim replay`` and the web replay, old keys still read); a
second ``dgsim play`` or ``--save-games`` run never replaces or mixes files; Ctrl-C leaves as many
logs as the table counts; one turn numbering; ``play --resume`` keeps the opponents."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dgsim.core import History
from dgsim.dominion import DominionState
from dgsim.dominion.view import turn_number
from dgsim.web.sessions import ReplaySession, load_replay, seat_names

PY = sys.executable


def dgsim(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the command in a subprocess in ``cwd``, typing ``stdin``."""
    return subprocess.run([PY, "-m", "dgsim", *args], capture_output=True, text=True, input=stdin,
                          timeout=300, check=False, cwd=cwd)


def meta_of(path: Path) -> dict[str, object]:
    meta = json.loads(path.read_text())["meta"]
    assert isinstance(meta, dict)
    return meta


def test_every_writer_names_the_players_under_one_key(tmp_path: Path) -> None:
    sim = dgsim("simulate", "smithy-bm", "witch-bm", "--games", "2", "--save-games", "sims",
                "--no-progress", cwd=tmp_path)
    assert sim.returncode == 0, sim.stderr
    assert meta_of(tmp_path / "sims" / "game-000001.json")["players"] == ["witch-bm", "smithy-bm"]
    play = dgsim("play", "--vs", "smithy-bm", "--log", "mine.json", cwd=tmp_path, stdin="quit\n")
    assert play.returncode == 0, play.stderr
    assert meta_of(tmp_path / "mine.json")["players"] == ["you", "smithy-bm"]
    serve = dgsim("serve", "dgsim agent bmu", "dgsim agent bigmoney", "--save-games", "served",
                  "--quiet", cwd=tmp_path)
    assert serve.returncode == 0, serve.stderr
    assert meta_of(tmp_path / "served" / "game-000000.json")["players"] == ["bmu", "bigmoney"]
    for meta in map(meta_of, [tmp_path / "mine.json", tmp_path / "served" / "game-000000.json"]):
        assert "names" not in meta and "agents" not in meta


@pytest.mark.parametrize("key", ["players", "agents", "names"])
def test_replay_and_the_web_read_the_names_of_old_files_too(tmp_path: Path, key: str) -> None:
    done = dgsim("simulate", "smithy-bm", "witch-bm", "--games", "1", "--save-games", "sims",
                 "--no-progress", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    doc = json.loads((tmp_path / "sims" / "game-000000.json").read_text())
    doc["meta"] = {key: ["alice-bot", "bob-bot"]}
    old = tmp_path / "old.json"
    old.write_text(json.dumps(doc))
    replay = dgsim("replay", "--print", "old.json", cwd=tmp_path)
    assert replay.returncode == 0, replay.stderr
    assert "start of the game: alice-bot (seat 0), bob-bot (seat 1)" in replay.stdout
    assert seat_names(load_replay(old.read_text())) == ("alice-bot", "bob-bot")


def test_a_second_play_never_replaces_the_first_game_log(tmp_path: Path) -> None:
    first = dgsim("play", "--seed", "4", cwd=tmp_path, stdin="1\nquit\n")
    assert first.returncode == 0, first.stderr
    log = tmp_path / "dgsim-game-4.json"
    kept = log.read_text()
    second = dgsim("play", "--seed", "4", cwd=tmp_path, stdin="quit\n")
    assert second.returncode == 0, second.stderr
    assert "game log: dgsim-game-4-2.json" in second.stdout.splitlines()[0]
    assert log.read_text() == kept and (tmp_path / "dgsim-game-4-2.json").exists()
    refused = dgsim("play", "--log", "dgsim-game-4.json", cwd=tmp_path, stdin="quit\n")
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr == ("dgsim play: --log dgsim-game-4.json already exists (an earlier "
                              "game?); it is not replaced: go on with it (dgsim play --resume "
                              "dgsim-game-4.json) or give another --log\n")
    assert log.read_text() == kept
    resumed = dgsim("play", "--resume", "dgsim-game-4.json", cwd=tmp_path, stdin="quit\n")
    assert resumed.returncode == 0 and "(resumed after " in resumed.stdout  # the same game goes on


@pytest.mark.parametrize("command", [
    ("simulate", "bmu", "bigmoney", "--games", "2", "--no-progress"),
    ("serve", "dgsim agent bmu", "dgsim agent bigmoney", "--quiet"),
])
def test_save_games_into_a_used_folder_is_refused(tmp_path: Path, command: tuple[str, ...]) -> None:
    first = dgsim(*command, "--save-games", "logs", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    before = {p.name: p.read_text() for p in (tmp_path / "logs").iterdir()}
    again = dgsim(*command, "--save-games", "logs", cwd=tmp_path)
    assert again.returncode == 2 and again.stdout == ""
    (line,) = again.stderr.splitlines()
    assert line.startswith(f"dgsim {command[0]}: --save-games logs already holds {len(before)} saved "
                           "game") and "of an earlier run; give a new or empty folder" in line
    assert {p.name: p.read_text() for p in (tmp_path / "logs").iterdir()} == before


def test_ctrl_c_leaves_as_many_logs_as_the_table_counts(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [PY, "-m", "dgsim", "simulate", "smithy-bm", "bigmoney", "--games", "100000", "--workers",
         "2", "--save-games", "logs", "--no-progress"], cwd=tmp_path, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # as a terminal has it
    deadline = time.monotonic() + 120
    while len(list((tmp_path / "logs").glob("game-*.json"))) < 500 and time.monotonic() < deadline:
        time.sleep(0.2)
    os.killpg(proc.pid, signal.SIGINT)  # what Ctrl-C in a terminal does: the whole group
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    header = re.match(r"PARTIAL \(interrupted\): (\d+) games", out)
    assert header is not None, out
    counted = int(header.group(1))
    files = sorted(p.name for p in (tmp_path / "logs").glob("game-*.json"))
    assert 0 < counted < 100000
    assert files == [f"game-{i:06d}.json" for i in range(counted)]


def test_one_turn_numbering_in_the_terminal_replay_and_web(tmp_path: Path) -> None:
    done = dgsim("simulate", "smithy-bm", "bigmoney", "--games", "1", "--save-games", "logs",
                 "--no-progress", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    path = tmp_path / "logs" / "game-000000.json"
    printed = dgsim("replay", "--print", str(path), cwd=tmp_path).stdout
    # the terminal's header before each step: "== Turn T of NAME (seat S), ..."
    terminal = [int(t) for t in re.findall(r"^== Turn (\d+) of", printed, flags=re.M)]
    history = load_replay(path.read_text())
    replay = ReplaySession("r", "t", seat_names(history), history)
    summary = replay.summary()
    log = summary["log"]
    assert isinstance(log, list)
    web_log = [entry["turn"] for entry in log]  # "T3 smithy-bm: ..." in the page's log
    web_steps = [replay.step(p)["turn"] for p in range(len(history.steps) + 1)]
    assert web_steps == terminal  # the page's "Turn 3 of smithy-bm" at every step
    assert web_log == terminal[:-1]
    final = History.load(path).latest
    assert isinstance(final, DominionState)
    # at the end: the turns the last seat took, the charts' last point (VP after each seat's turn)
    assert terminal[-1] == turn_number(final) == final.players[final.current].turns


def test_play_resume_keeps_the_opponents_names(tmp_path: Path) -> None:
    first = dgsim("play", "--vs", "smithy-bm", "--vs", "witch-bm", "--log", "g.json",
                  cwd=tmp_path, stdin="1\nquit\n")
    assert first.returncode == 0, first.stderr
    again = dgsim("play", "--resume", "g.json", cwd=tmp_path, stdin="quit\n")
    assert "opponents: smithy-bm, witch-bm (resumed after" in again.stdout.splitlines()[0]
    assert meta_of(tmp_path / "g.json")["players"] == ["you", "smithy-bm", "witch-bm"]
    # a log of simulate names no opponents: its other seats' players are
    sim = dgsim("simulate", "smithy-bm", "witch-bm", "--games", "1", "--save-games", "sims",
                "--no-progress", cwd=tmp_path)
    assert sim.returncode == 0
    doc = json.loads((tmp_path / "sims" / "game-000000.json").read_text())
    doc["steps"] = doc["steps"][:3]
    (tmp_path / "part.json").write_text(json.dumps(doc))
    taken = dgsim("play", "--resume", "part.json", "--seat", "1", cwd=tmp_path, stdin="quit\n")
    assert "you are seat 1; opponents: smithy-bm (resumed after 3" in taken.stdout.splitlines()[0]
