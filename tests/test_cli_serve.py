"""``dgsim serve`` and ``dgsim agent`` from the command line: one default protocol, options checked
up front, a run where nobody could move is an error, players' stderr in whole lines."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PY = sys.executable


def dgsim(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run the command in a subprocess."""
    return subprocess.run([PY, "-m", "dgsim", *args], capture_output=True, text=True,
                          timeout=timeout, check=False)


def test_serve_and_agent_agree_on_the_protocol_without_being_told() -> None:
    done = dgsim("serve", "dgsim agent bigmoney", "dgsim agent smithy-bm", "--games", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "faults: none"
    assert "(jsonl)" in done.stderr


def test_serve_gives_its_protocol_to_dgsim_agents_that_name_none() -> None:
    done = dgsim("serve", "--protocol", "cs5965", "dgsim agent bigmoney", "dgsim agent smithy-bm",
                 "--games", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "faults: none"


def test_a_run_where_every_game_is_forfeited_before_any_move_is_an_error() -> None:
    done = dgsim("serve", "--protocol", "cs5965", "--quiet", "--timeout", "3",
                 "dgsim agent bigmoney --protocol jsonl", "dgsim agent smithy-bm --protocol jsonl",
                 "--games", "2")
    assert done.returncode == 1
    assert done.stdout.splitlines()[-3] == "faults: 2"
    assert done.stderr.splitlines()[-1] == (
        "dgsim serve: every game ended in a forfeit before any move: check that every program "
        "speaks --protocol cs5965")


@pytest.mark.parametrize(("args", "message"), [
    (("--games", "-1"), "--games must be at least 1, got -1"),
    (("--games", "0"), "--games must be at least 1, got 0"),
    (("--timeout", "-1"), "--timeout must be more than 0 seconds, got -1.0"),
    (("--jobs", "0"), "--jobs must be at least 1, got 0"),
    (("--turn-limit", "0"), "--turn-limit must be at least 1, got 0"),
    (("--startup", "-2"), "--startup must be at least 0, got -2.0"),
    (("--protocol", "jsonl", "--rules", "standard"),
     "--rules is for --protocol cs5965; jsonl games follow the printed rules"),
    (("--protocol", "cs5965", "--kingdom", "Deck Top"),
     "--kingdom is for --protocol jsonl; cs5965 games use the course's kingdom"),
    (("--kingdom", "Smithy,Witch"), "a kingdom has 10 cards, this one 2 (add --any-kingdom-size"),
    (("--kingdom", "Nowhere"), "no recommended kingdom 'Nowhere'"),
    (("--json", "/no/such/dir/r.json"), "--json /no/such/dir/r.json: directory /no/such/dir does "
                                        "not exist"),
])
def test_bad_serve_options_are_one_line_and_exit_2_before_any_program_starts(
        args: tuple[str, ...], message: str, tmp_path: Path) -> None:
    marker = tmp_path / "started"
    program = f"{PY} -c \"open('{marker}', 'w')\""
    done = dgsim("serve", *args, program, program)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"dgsim serve: {message}")
    assert len(done.stderr.splitlines()) == 1
    assert not marker.exists()


def test_save_games_uses_simulates_file_names(tmp_path: Path) -> None:
    done = dgsim("serve", "dgsim agent bigmoney", "dgsim agent bigmoney", "--games", "1",
                 "--turn-limit", "3", "--save-games", str(tmp_path / "logs"))
    assert done.returncode == 0, done.stderr
    assert [p.name for p in (tmp_path / "logs").iterdir()] == ["game-000000.json"]
    shown = dgsim("replay", "--print", str(tmp_path / "logs" / "game-000000.json"))
    assert shown.returncode == 0, shown.stderr
    assert "start of the game: bigmoney1 (seat 0), bigmoney2 (seat 1)" in shown.stdout
    assert "recorded result: bigmoney1 " in shown.stdout and "(ended: turn limit)" in shown.stdout


def test_a_players_stderr_is_copied_in_whole_lines_under_its_name() -> None:
    talker = ("talker=" + PY + " -c \"import sys, time; w = sys.stderr.write; f = sys.stderr.flush; "
              "w('hel'); f(); time.sleep(0.3); w('lo\\nwor'); f(); time.sleep(0.3); w('ld'); f()\"")
    done = dgsim("serve", talker, "dgsim agent bigmoney", "--games", "1", "--timeout", "3")
    lines = done.stderr.splitlines()
    assert "[0-talker] hello" in lines and "[0-talker] world" in lines
    assert not any(line.startswith("[0-talker] hel") and line != "[0-talker] hello"
                   for line in lines)


def test_a_bad_player_count_or_save_dir_is_one_line(tmp_path: Path) -> None:
    done = dgsim("serve", "dgsim agent bigmoney")
    assert done.returncode == 2 and done.stderr == "dgsim serve: jsonl takes 2 to 6 players, not 1\n"
    (tmp_path / "file").write_text("x")
    done = dgsim("serve", "--save-games", str(tmp_path / "file"), "a=true", "b=true")
    assert done.returncode == 2
    assert done.stderr == f"dgsim serve: --save-games {tmp_path / 'file'} is not a directory\n"


def test_a_json_that_cannot_be_written_after_the_games_keeps_the_table(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from dgsim.cli import main, options

    monkeypatch.setattr(options, "check_output_file", lambda path, option: None)
    gone = tmp_path / "gone" / "r.json"
    status = main(["serve", "--quiet", "--games", "1", "--turn-limit", "2", "--json", str(gone),
                   "dgsim agent bigmoney", "dgsim agent bigmoney"])
    out, err = capsys.readouterr()
    assert status == 1 and out.splitlines()[-1] == "faults: none"
    assert f"dgsim serve: cannot write --json {gone}: " in err


def test_serve_checks_each_agent_command_before_the_first_game() -> None:
    """A misspelt bot in ``dgsim agent`` is refused up front: no game, no table, exit status 2."""
    done = dgsim("serve", "dgsim agent bmu", "dgsim agent smithy-bn", "--games", "2")
    assert done.returncode == 2
    assert done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert line.startswith("dgsim serve: smithy-bn (dgsim agent smithy-bn): unknown agent 'smithy-bn'")
    missing = dgsim("serve", "dgsim agent bmu", "./no-such-bot --fast")
    assert missing.returncode == 2 and missing.stdout == ""
    assert missing.stderr == ("dgsim serve: no-such-bot (./no-such-bot --fast): no program "
                              "'./no-such-bot' (not an executable file)\n")


CRASHER = f"crasher={PY} -c \"import sys; sys.exit('boom: bad config')\""


@pytest.mark.parametrize("protocol", ["jsonl", "cs5965"])
def test_a_crash_is_reported_the_same_way_every_time_with_its_stderr(protocol: str) -> None:
    done = dgsim("serve", "--protocol", protocol, "--quiet", "dgsim agent bmu", CRASHER,
                 "--games", "4")
    assert done.returncode == 1  # a table of games nobody could play is not a result
    faults = [line for line in done.stdout.splitlines() if "forfeits" in line]
    assert len(faults) == 4
    for line in faults:
        assert line.split("forfeits: ")[1] == ("crash: end of output (exit status 1); stderr: "
                                               "boom: bad config")
    assert done.stderr.splitlines()[-1] == (
        "dgsim serve: crasher ended before the game was over in every game (4); the first time: "
        "crash: end of output (exit status 1); stderr: boom: bad config")
