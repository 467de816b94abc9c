"""Every Python snippet of docs/protocol.md runs, as the protocol agent it is, and plays sensibly."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import pytest

from dgsim.protocol.server import PlayerSpec, ServeConfig, serve

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "protocol.md"
SNIPPETS = re.findall(r"^```python\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.M | re.S)
PY = shlex.quote(sys.executable)


def test_the_doc_has_python_snippets() -> None:
    assert SNIPPETS and all("run(" in s for s in SNIPPETS)


@pytest.mark.parametrize("index", range(len(SNIPPETS)))
def test_snippet_plays_big_money_against_bigmoney(index: int, tmp_path: Path) -> None:
    script = tmp_path / f"snippet_{index}.py"
    script.write_text(SNIPPETS[index], encoding="utf-8")
    snippet = PlayerSpec("snippet", f"{PY} {shlex.quote(str(script))}")
    bot = PlayerSpec("bigmoney", f"{PY} -m dgsim agent bigmoney --protocol jsonl")
    games = serve([snippet, bot], ServeConfig(protocol="jsonl", games=2, seed=3, timeout=10.0))
    vp = []
    for game in games:
        assert game.faults == ()
        assert game.end == "provinces"
        vp.append(game.record.scores[game.players.index("snippet")])
    assert min(vp) >= 12, vp  # it buys money and Provinces (the old snippet scored 3 VP)
