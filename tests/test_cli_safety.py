"""Work is never lost: output paths checked before the first game, Ctrl-C keeps the finished games."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dgsim.agents import run_tournament
from dgsim.cli import agents as command
from dgsim.cli import main


def dgsim(*args: str, env: dict[str, str] | None = None,
          cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run the command in a subprocess."""
    return subprocess.run([sys.executable, "-m", "dgsim", *args], capture_output=True, text=True,
                          timeout=300, check=False, env=env, cwd=cwd)


def here(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
         *args: str) -> subprocess.CompletedProcess[str]:
    """Run the command in this process (measured by coverage)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    try:
        status = main(list(args))
    except SystemExit as exc:
        status = int(exc.code or 0)
    captured = capsys.readouterr()
    return subprocess.CompletedProcess(list(args), status, captured.out, captured.err)


SIM = ("simulate", "bigmoney", "smithy-bm", "--games", "2", "--workers", "1", "--no-progress")


@pytest.mark.parametrize(("option", "value", "message"), [
    ("--json", "{tmp}/missing/r.json", "--json {tmp}/missing/r.json: directory {tmp}/missing does "
                                       "not exist"),
    ("--json", "{tmp}", "--json {tmp} is a directory"),
    ("--json", "{tmp}/afile/r.json", "--json {tmp}/afile/r.json: {tmp}/afile is not a directory"),
    ("--html", "{tmp}/missing/r.html", "--html {tmp}/missing/r.html: directory {tmp}/missing does "
                                       "not exist"),
    ("--plot", "{tmp}/missing/p.png", "--plot {tmp}/missing/p.png: directory {tmp}/missing does "
                                      "not exist"),
    ("--plot", "{tmp}/p.docx", "--plot {tmp}/p.docx: unknown image type .docx; use one of "),
    ("--save-games", "{tmp}/afile", "--save-games {tmp}/afile is not a directory"),
    ("--save-games", "{tmp}/afile/logs", "--save-games {tmp}/afile/logs: cannot create the "
                                         "directory"),
])
def test_every_output_path_is_checked_before_the_first_game(tmp_path: Path, option: str, value: str,
                                                            message: str) -> None:
    (tmp_path / "afile").write_text("x")
    path = value.format(tmp=tmp_path)
    started = time.perf_counter()
    done = dgsim(*SIM[:3], "--games", "100000", option, path)
    assert time.perf_counter() - started < 30  # refused at once, not after 100000 games
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("dgsim simulate: " + message.format(tmp=tmp_path))
    assert len(done.stderr.splitlines()) == 1


def test_plot_without_matplotlib_names_the_extra_before_any_game(tmp_path: Path) -> None:
    fake = tmp_path / "fake" / "matplotlib"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("raise ImportError('no matplotlib here')\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path / "fake"), os.getcwd()])}
    done = dgsim(*SIM[:3], "--games", "100000", "--plot", str(tmp_path / "p.png"), env=env)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == ("dgsim simulate: --plot needs matplotlib, which is not installed: "
                           "pip install 'dgsim[plot]'\n")


def test_a_failed_write_after_the_run_is_one_line_and_the_table_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # the path was fine when checked and went away during the run
    monkeypatch.setattr(command, "check_output_file", lambda path, option: None)
    monkeypatch.setattr(command, "check_plot", lambda path: None)
    gone = tmp_path / "gone"
    done = here(monkeypatch, capsys, *SIM, "--json", str(gone / "r.json"), "--plot",
                str(gone / "p.png"))
    assert done.returncode == 1
    assert done.stdout.splitlines()[2].split()[:2] == ["bigmoney", "2"]  # the table is printed
    errors = [line for line in done.stderr.splitlines() if line.startswith("dgsim simulate:")]
    assert errors[0].startswith(f"dgsim simulate: cannot write --json {gone / 'r.json'}: ")
    assert errors[0].endswith("the table above has the results")
    assert errors[1].startswith(f"dgsim simulate: cannot write --plot {gone / 'p.png'}: ")


def test_a_game_log_that_cannot_be_saved_is_reported_and_the_game_counts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "game-000001.json").mkdir()  # a directory where game 1's log goes
    result = run_tournament(["bigmoney", "bigmoney"], games=3, workers=1, save_dir=tmp_path)
    assert result.games == 3
    assert len(result.save_errors) == 1 and "game-000001.json" in result.save_errors[0]
    assert (tmp_path / "game-000002.json").is_file()
    for name in ("game-000000.json", "game-000002.json"):  # a folder of an earlier run is refused
        (tmp_path / name).unlink()
    done = here(monkeypatch, capsys, *SIM, "--save-games", str(tmp_path))
    assert done.returncode == 1
    assert "dgsim simulate: 1 game logs not saved; first: cannot write " in done.stderr
    assert done.stdout.splitlines()[2].split()[:2] == ["bigmoney", "2"]


def _interrupt(args: list[str], started: Path) -> subprocess.CompletedProcess[str]:
    """Start ``dgsim ARGS`` in its own process group; Ctrl-C the group once ``started`` exists
    (and a moment more, for more games to finish)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "dgsim", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # as a terminal has it
    deadline = time.monotonic() + 240
    while not started.exists() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.1)
    time.sleep(1.0)
    os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    return subprocess.CompletedProcess(args, proc.returncode, out, err)


@pytest.mark.parametrize("workers", ["1", "2"])
def test_ctrl_c_prints_the_finished_games_marked_partial_and_exits_130(tmp_path: Path,
                                                                      workers: str) -> None:
    logs = tmp_path / "logs"
    done = _interrupt(["simulate", "bigmoney", "smithy-bm", "--games", "1000000", "--workers",
                       workers, "--no-progress", "--json", str(tmp_path / "r.json"),
                       "--save-games", str(logs)], started=logs / "game-000099.json")  # a whole chunk is back
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr
    header, _titles, *rows = done.stdout.splitlines()
    assert header.startswith("PARTIAL (interrupted): ")
    finished = int(header.split()[2])
    assert 0 < finished < 1000000
    assert [row.split()[:2] for row in rows] == [["bigmoney", str(finished)],
                                                 ["smithy-bm", str(finished)]]
    assert f"interrupted: {finished} of 1000000 games finished" in done.stderr
    doc = json.loads((tmp_path / "r.json").read_text())
    assert doc["partial"] is True and doc["games"] == finished
