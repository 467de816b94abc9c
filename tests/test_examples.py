"""The examples run to completion (small sizes) and print what they promise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def run(script: str, *args: str) -> str:
    done = subprocess.run([sys.executable, str(EXAMPLES / script), *args], capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_agent_examples_are_here() -> None:
    # (search and protocol examples are run by tests/search and tests/protocol)
    mine = {"save_and_replay.py", "step_by_hand.py", "tournament.py", "write_a_bot.py"}
    assert mine <= {p.name for p in EXAMPLES.glob("*.py")}


def test_step_by_hand() -> None:
    out = run("step_by_hand.py", "12")
    assert out.count("choices [") >= 12 and "play all treasures" in out
    last = out.splitlines()[-1]
    assert last.startswith("scores so far: (")
    scores = [int(x) for x in last.removeprefix("scores so far: (").rstrip(")").split(", ")]
    assert len(scores) == 2 and min(scores) >= 3  # 3 Estates each, plus any Duchy bought


def test_write_a_bot() -> None:
    out = run("write_a_bot.py", "4")
    rows = {line.split()[0]: line.split() for line in out.splitlines()[2:]}
    assert rows["my-smithy-bot"][1] == "4" and rows["bigmoney"][1] == "4"


def test_tournament() -> None:
    out = run("tournament.py", "4")
    assert "smithy-bm: " in out and "wins in 4 games" in out and "JSON:" in out


@pytest.mark.parametrize("given", [True, False])
def test_save_and_replay(tmp_path: Path, given: bool) -> None:
    args = (str(tmp_path / "g.json"),) if given else ()
    out = run("save_and_replay.py", *args)
    assert "decisions saved to" in out and "the game is over: True" in out
    assert (tmp_path / "g.json").exists() is given
