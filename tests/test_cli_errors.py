"""Every error a user sees from the commands is one plain line: no Python repr, no traceback
(issue 31, item 5). Driven as a user would, in a subprocess."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BAD_CARD = "Kings Corte,Village,Smithy,Market,Moat,Cellar,Chapel,Witch,Mine,Militia"


def dgsim(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run the command in a subprocess (in ``cwd``, where ``play`` would write its log)."""
    return subprocess.run([sys.executable, "-m", "dgsim", *args], capture_output=True, text=True,
                          timeout=120, check=False, stdin=subprocess.DEVNULL, cwd=cwd)


@pytest.mark.parametrize("command", [
    ("simulate", "bigmoney", "bmu", "--kingdom", BAD_CARD),
    ("play", "--kingdom", BAD_CARD),
    ("serve", "dgsim agent bmu", "dgsim agent bigmoney", "--kingdom", BAD_CARD),
])
def test_an_unknown_card_is_one_plain_line(command: tuple[str, ...], tmp_path: Path) -> None:
    done = dgsim(*command, cwd=tmp_path)
    assert done.returncode == 2
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"dgsim {command[0]}: no card named 'Kings Corte'")
    assert "\\" not in line and '"' not in line and "[" not in line, line  # no repr of a str or list
    assert list(tmp_path.iterdir()) == []  # nothing played, nothing written


def test_a_small_kingdom_is_refused_in_one_line_naming_the_option() -> None:
    done = dgsim("simulate", "bigmoney", "bmu", "--kingdom", "Smithy,Witch")
    assert done.returncode == 2
    assert done.stderr == ("dgsim simulate: a kingdom has 10 cards, this one 2 (add "
                           "--any-kingdom-size to play it anyway)\n")
