"""The search examples run to completion and print what they promise."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent.parent / "examples"


def run(script: str) -> str:
    done = subprocess.run([sys.executable, str(EXAMPLES / script)], capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_ismcts_vs_bigmoney() -> None:
    out = run("ismcts_vs_bigmoney.py")
    assert out.startswith("scores (") and "winners (" in out
    turns = out.split("turns [")[1].split("]")[0].split(", ")
    assert len(turns) == 2 and int(turns[0]) >= int(turns[1]) >= 10  # a whole game was played


def test_determinize_example() -> None:
    out = run("determinize.py")
    assert "seat 0: hand ['Copper', 'Silver'] of 2, known deck top [(0, 'Estate')]" in out
    assert "seat 0: hand ['Silver'] of 2, known deck top [] of 4" in out  # seat 1's view
    assert out.count("a determinization:") == 6
