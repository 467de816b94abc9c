"""Options checked up front with one clear line; --version, kingdoms, --sets/--editions, key-card warnings."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import dgsim as package
from dgsim.agents.bots import make_agent
from dgsim.cli import main
from dgsim.cli.options import kingdom_pool, missing_key_cards
from dgsim.core.build import build_name

Runner = Callable[..., subprocess.CompletedProcess[str]]


def dgsim(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the command in a subprocess."""
    return subprocess.run([sys.executable, "-m", "dgsim", *args], capture_output=True, text=True,
                          timeout=300, check=False)


@pytest.fixture
def here(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Runner:
    """Run the command in this process (measured by coverage)."""

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        monkeypatch.setattr(sys, "stdin", io.StringIO(""))
        try:
            status = main(list(args))
        except SystemExit as exc:
            status = int(exc.code or 0)
        captured = capsys.readouterr()
        return subprocess.CompletedProcess(list(args), status, captured.out, captured.err)

    return run


def test_version_and_recommended_kingdoms_by_set() -> None:
    done = dgsim("--version")
    assert done.returncode == 0
    assert done.stdout == f"dgsim {package.__version__}, {build_name()} build\n"
    done = dgsim("kingdoms")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert lines[0] == "Base:"
    assert lines[1].split()[:4] == ["First", "Game", "Cellar,", "Market,"]
    assert any(line.strip().startswith("Silver & Gold ") for line in lines)


SIM = ("simulate", "bigmoney", "smithy-bm", "--games", "2", "--workers", "1", "--no-progress")


@pytest.mark.parametrize(("args", "message"), [
    (("--players", "0"), "Dominion takes 2 to 6 players, not 0"),
    (("--turn-limit", "0"), "--turn-limit must be at least 1"),
    (("--turn-limit", "-3"), "--turn-limit must be at least 1"),
    (("--jobs", "0"), "--workers must be at least 1"),
    (("--kingdom", "Smithy,Witch,Village"), "a kingdom has 10 cards, this one 3 (add "
                                            "--any-kingdom-size to play it anyway)"),
    (("--kingdom", "random", "--sets", "Nowhere"), "unknown set 'Nowhere'; known sets: "
                                                   "Adventures, Alchemy, Base, Base 1E, "),
    (("--kingdom", "random", "--editions", "3"), "unknown edition 3; editions are 1 and 2"),
    (("--kingdom", "random", "--editions", "two"), "--editions takes 1 and/or 2, got 'two'"),
    (("--kingdom", "random", "--sets", "Base", "--editions", "1"),
     "the chosen sets and editions have 6 kingdom cards; a kingdom needs 10"),
    (("--sets", "Base"), "--sets and --editions choose what --kingdom random draws from; they do "
                         "nothing with --kingdom First Game"),
])
def test_bad_simulate_options_are_one_line_and_exit_2(args: tuple[str, ...], message: str,
                                                      here: Runner) -> None:
    done = here(*SIM, *args)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"dgsim simulate: {message}") and done.stderr.count("\n") == 1


@pytest.mark.parametrize("spec", ["ismcts:iterations=-5", "ismcts:iterations=abc",
                                  "ismcts:prune=os:system"])
def test_bad_agent_parameters_on_the_command_line(spec: str) -> None:
    done = dgsim("simulate", spec, "bigmoney", "--games", "1", "--workers", "1")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("dgsim simulate: ") and len(done.stderr.splitlines()) == 1


def test_random_kingdoms_draw_from_the_chosen_sets(here: Runner, tmp_path: Path) -> None:
    first_edition = {"Adventurer", "Chancellor", "Feast", "Spy", "Thief", "Woodcutter"}
    assert {c.name for c in kingdom_pool(["Base 1E", "Base"])} >= first_edition
    assert not {c.name for c in kingdom_pool(["Base"])} & first_edition
    assert not {c.name for c in kingdom_pool((), [2])} & first_edition
    for seed in range(5):
        done = here(*SIM, "--kingdom", "random", "--sets", "base", "--seed", str(seed), "--json",
                    str(tmp_path / "r.json"))
        assert done.returncode == 0, done.stderr
        cards = json.loads((tmp_path / "r.json").read_text())["kingdom_cards"]
        assert len(cards) == 10 and not set(cards) & first_edition


def test_any_kingdom_size_plays_a_small_kingdom(here: Runner) -> None:
    done = here(*SIM, "--kingdom", "Smithy,Village,Market", "--any-kingdom-size", "--turn-limit", "5")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].endswith("kingdom Smithy, Village, Market")
    assert float(done.stdout.splitlines()[2].split()[-2]) <= 5  # mean turns under the limit


def test_a_bot_whose_key_card_is_missing_warns_once_before_the_run(here: Runner) -> None:
    done = here("simulate", "witch-bm", "witch-bm", "smithy-bm", "--games", "1", "--workers", "1",
                "--no-progress", "--kingdom", "Deck Top")
    assert done.returncode == 0, done.stderr
    warnings = [line for line in done.stderr.splitlines() if "warning" in line]
    assert warnings == [
        "dgsim simulate: warning: witch-bm is built on Witch, which is not in this kingdom; it "
        "plays without",
        "dgsim simulate: warning: smithy-bm is built on Smithy, which is not in this kingdom; it "
        "plays without",
    ]
    done = here("simulate", "witch-bm", "smithy-bm", "--games", "1", "--workers", "1",
                "--no-progress", "--kingdom", "Improvements")
    assert [line for line in done.stderr.splitlines() if "warning" in line] == [
        "dgsim simulate: warning: smithy-bm is built on Smithy, which is not in this kingdom; it "
        "plays without"]
    assert missing_key_cards(make_agent("chapel-witch"), ["Witch"]) == ("Chapel",)
    assert missing_key_cards(make_agent("random"), []) == ()


def test_a_search_agent_with_its_own_workers_runs_under_simulates_worker_pool(tmp_path: Path) -> None:
    done = dgsim("simulate", "ismcts:iterations=3,workers=2,rollout=bigmoney,depth=5", "bigmoney",
                 "--games", "2", "--workers", "2", "--turn-limit", "2", "--no-progress",
                 "--json", str(tmp_path / "r.json"))
    assert done.returncode == 0, done.stderr
    assert "daemonic" not in done.stderr and "Traceback" not in done.stderr
    assert json.loads((tmp_path / "r.json").read_text())["games"] == 2


def test_unwritable_outputs_are_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dgsim.cli import options

    existing = tmp_path / "r.json"
    existing.write_text("{}")
    monkeypatch.setattr("os.access", lambda path, mode: False)  # as for a non-root user
    assert options.check_output_file(str(existing), "--json") == (
        f"--json {existing}: file is not writable")
    assert options.check_output_file(str(tmp_path / "new.json"), "--json") == (
        f"--json {tmp_path / 'new.json'}: cannot create files in {tmp_path}")
    assert options.check_output_dir(str(tmp_path), "--save-games") == (
        f"--save-games {tmp_path}: directory is not writable")
