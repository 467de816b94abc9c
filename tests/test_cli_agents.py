"""The agents' commands, run as subprocesses: simulate, play (with bad input on stdin), replay."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from dgsim.cli import agents as command
from dgsim.cli import main
from dgsim.cli.output import plain_progress
from dgsim.core import History
from dgsim.dominion import scenario
from tests.dominion.helpers import act, names


def dgsim(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run the command in a subprocess."""
    return subprocess.run([sys.executable, "-m", "dgsim", *args], input=stdin, capture_output=True,
                          text=True, timeout=300, check=False, cwd=cwd)


@pytest.fixture
def here(monkeypatch: pytest.MonkeyPatch,
         capsys: pytest.CaptureFixture[str]) -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run the command in this process (same results as `dgsim`, measurable by coverage)."""

    def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        try:
            status = main(list(args))
        except SystemExit as exc:  # argparse errors
            status = int(exc.code or 0)
        captured = capsys.readouterr()
        return subprocess.CompletedProcess(list(args), status, captured.out, captured.err)

    return run


Runner = Callable[..., subprocess.CompletedProcess[str]]


def test_simulate_prints_the_table_and_writes_json_plot_and_logs(tmp_path: Path) -> None:
    done = dgsim("simulate", "smithy-bm", "bigmoney", "--games", "6", "--kingdom", "First Game",
                 "--players", "2", "--seed", "1", "--workers", "1", "--json",
                 str(tmp_path / "r.json"), "--plot", str(tmp_path / "p.png"), "--save-games",
                 str(tmp_path / "logs"))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("6 games, 2 players, seed 1, kingdom First Game (Cellar,")
    assert lines[1].split()[:4] == ["agent", "games", "wins", "ties"]
    assert [line.split()[:2] for line in lines[2:]] == [["smithy-bm", "6"], ["bigmoney", "6"]]
    assert "6/6" in done.stderr and "games/s" in done.stderr  # the progress bar and rate
    doc = json.loads((tmp_path / "r.json").read_text())
    assert [r["agent"] for r in doc["results"]] == ["smithy-bm", "bigmoney"]
    assert sum(r["wins"] + r["ties"] for r in doc["results"]) >= 6
    assert (tmp_path / "p.png").read_bytes()[:4] == b"\x89PNG"
    assert len(list((tmp_path / "logs").glob("game-*.json"))) == 6


def test_simulate_is_the_same_whatever_the_workers() -> None:
    args = ("simulate", "bigmoney", "double-militia", "--games", "8", "--seed", "5",
            "--no-progress")
    one = dgsim(*args, "--workers", "1")
    two = dgsim(*args, "--workers", "2")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout and one.stderr.splitlines()[1].startswith("8 games in")


@pytest.mark.parametrize(("args", "message"), [
    (("nobody", "bigmoney"), "unknown agent 'nobody'"),
    (("bigmoney", "bigmoney", "--kingdom", "Nowhere"), "no recommended kingdom"),
    (("bigmoney", "bigmoney", "--games", "0"), "--games must be at least 1"),
    (("bigmoney", "bigmoney", "--players", "3"), "--players 3 needs 3 agents, got 2"),
    (("bigmoney", "bigmoney", "--workers", "0"), "--workers must be at least 1"),
])
def test_simulate_bad_input_is_a_clean_error(args: tuple[str, ...], message: str,
                                             here: Runner) -> None:
    done = here("simulate", *args, "--no-progress")
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


def test_plain_progress_line_without_tqdm(capsys: pytest.CaptureFixture[str]) -> None:
    update, close = plain_progress(4)
    update(2)
    update(2)
    close()
    err = capsys.readouterr().err
    assert "2/4 games" in err and "4/4 games" in err and "games/s" in err and "ETA" in err


def test_play_rejects_bad_input_and_exits_cleanly_on_eof(tmp_path: Path) -> None:
    log = tmp_path / "g.json"
    done = dgsim("play", "--vs", "smithy-bm", "--seed", "3", "--log", str(log),
                 stdin="hello\n0\n99\nhelp\nshow\nundo\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "not a choice: 'hello'" in out and "not a choice: '0'" in out
    assert "not a choice: '99'" in out and "'undo' takes back" in out
    assert "nothing to undo" in out
    assert "Supply:" in out and "Province $8 x8" in out and "<- you" in out
    assert "stopped; game log saved to" in out and "Traceback" not in done.stderr
    assert History.load(log).latest.waiting_for() == 0


def test_play_undo_goes_back_to_the_previous_decision(tmp_path: Path, here: Runner) -> None:
    log = tmp_path / "g.json"
    done = here("play", "--vs", "bigmoney", "--seed", "3", "--log", str(log),
                 stdin="play all treasures\nundo\nquit\n")
    assert done.returncode == 0, done.stderr
    assert "undone: back to your previous decision" in done.stdout
    history = History.load(log)  # saved without the undone decision
    assert ("play all treasures",) not in [s.labels for s in history.steps if s.pid == 0]
    assert history.latest.waiting_for() == 0


def test_play_a_whole_game_by_numbers(tmp_path: Path, here: Runner) -> None:
    log = tmp_path / "g.json"
    done = here("play", "--vs", "bigmoney", "--seed", "1", "--log", str(log), stdin="1\n" * 3000)
    assert done.returncode == 0, done.stderr
    assert "Game over: you " in done.stdout and "Winner: " in done.stdout
    assert "bigmoney (seat 1): buy " in done.stdout
    final = History.load(log).latest
    assert final.game_end()


def test_play_bad_options(here: Runner) -> None:
    assert here("play", "--vs", "nobody").returncode == 2
    done = here("play", "--seat", "5")
    assert done.returncode == 2 and "--seat must be in 0..1" in done.stderr


def saved_game(tmp_path: Path, run: Runner) -> Path:
    done = run("simulate", "bigmoney", "bigmoney", "--games", "1", "--workers", "1",
                 "--no-progress", "--save-games", str(tmp_path))
    assert done.returncode == 0, done.stderr
    return tmp_path / "game-000000.json"


def test_replay_print_dumps_every_step(tmp_path: Path, here: Runner) -> None:
    path = saved_game(tmp_path, here)
    steps = len(History.load(path).steps)
    done = here("replay", str(path), "--print")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.count("--- step ") == steps + 1
    assert "--- step 0/" in out and "start of the game" in out
    assert "bigmoney (seat 0) chose: play all treasures" in out
    assert "bigmoney#2 (seat 1) chose: play all treasures" in out
    assert "start of the game: bigmoney (seat 0), bigmoney#2 (seat 1)" in out
    meta = History.load(path).meta
    assert meta["players"] == ["bigmoney", "bigmoney#2"]
    result = meta["result"]
    assert isinstance(result, dict) and result["end"] in ("provinces", "piles", "turn limit")
    assert f"recorded result: bigmoney {result['scores'][0]} VP, " in out
    assert "next: bigmoney" in out and "game over: bigmoney " in out and "; won by " in out


def test_replay_steps_forward_and_back(tmp_path: Path, here: Runner) -> None:
    path = saved_game(tmp_path, here)
    done = here("replay", str(path), stdin="n\n\np\n7\nzzz\nq\n")
    assert done.returncode == 0, done.stderr
    shown = re.findall(r"--- step (\d+)/", done.stdout)
    assert shown == ["0", "1", "2", "1", "7"]
    assert "not a command: 'zzz'" in done.stdout
    eof = here("replay", str(path), stdin="n\n")
    assert eof.returncode == 0


def test_replay_bad_files(tmp_path: Path, here: Runner) -> None:
    missing = here("replay", str(tmp_path / "none.json"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr
    (tmp_path / "bad.json").write_text('{"format": "nope"}')
    bad = here("replay", str(tmp_path / "bad.json"))
    assert bad.returncode == 2 and "not a valid game log" in bad.stderr


def test_simulate_in_process_with_plot_and_json(tmp_path: Path, here: Runner) -> None:
    done = here("simulate", "witch-bm", "bigmoney", "--games", "4", "--workers", "1", "--kingdom",
                "Smithy,Witch,Village", "--any-kingdom-size", "--json", str(tmp_path / "r.json"), "--plot",
                str(tmp_path / "p.png"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == ("4 games, 2 players, seed 0, kingdom Smithy, Witch, "
                                           "Village")
    assert json.loads((tmp_path / "r.json").read_text())["curves"][0]["agent"] == "witch-bm"
    assert (tmp_path / "p.png").stat().st_size > 1000


def test_simulate_without_matplotlib_says_so(tmp_path: Path, here: Runner,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    done = here("simulate", "bigmoney", "bigmoney", "--games", "2", "--workers", "1",
                "--no-progress", "--plot", str(tmp_path / "p.png"))
    assert done.returncode == 2 and "--plot needs matplotlib" in done.stderr


def test_simulate_falls_back_to_a_plain_progress_line(here: Runner,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "tqdm", None)
    done = here("simulate", "bigmoney", "bigmoney", "--games", "3", "--workers", "1")
    assert done.returncode == 0 and "3/3 games" in done.stderr


def test_save_games_must_be_a_directory(tmp_path: Path, here: Runner) -> None:
    (tmp_path / "file").write_text("x")
    done = here("simulate", "bigmoney", "bigmoney", "--games", "1", "--save-games",
                str(tmp_path / "file"))
    assert done.returncode == 2 and "is not a directory" in done.stderr


def test_play_in_process_rejects_bad_input_then_quits(tmp_path: Path, here: Runner) -> None:
    log = tmp_path / "g.json"
    done = here("play", "--vs", "councilroom-bm", "--vs", "random", "--seat", "2", "--seed", "4",
                "--log", str(log), stdin="nope\n-1\n?\nshow\nq\n")
    assert done.returncode == 0
    assert "not a choice: 'nope'" in done.stdout and "not a choice: '-1'" in done.stdout
    assert "you (seat 2) <- you" in done.stdout and "stopped; game log saved" in done.stdout
    assert History.load(log).latest.waiting_for() == 2


def test_play_undo_takes_back_a_single_pick(capsys: pytest.CaptureFixture[str]) -> None:
    # Militia: "Each other player discards down to 3 cards in hand." The human (seat 1) picks
    # two cards one at a time; "undo" takes back the first pick only.
    state = act(scenario(["Militia"], hands={0: ["Militia"], 1: ["Copper", "Estate", "Silver",
                                                                   "Gold", "Duchy"]}),
                "play Militia")
    history = History.start(state)
    stdin = io.StringIO("1\nundo\n3\n1\n")
    after = command._human_turn(history, 1, ["bot", "you"], stdin)
    out = capsys.readouterr().out
    assert "Your choice (so far: discard Copper):" in out
    assert "Your choice (so far: discard Estate):" in out
    assert after.steps[-1].labels == ("discard Estate", "discard Gold")
    assert sorted(names(after.latest.player(1).hand)) == ["Copper", "Duchy", "Silver"]
