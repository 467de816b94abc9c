"""Every Python snippet of the docs runs (each file's snippets in order, in a fresh interpreter).

docs/bots.md's run in tests/test_bots_doc.py, docs/protocol.md's snippets are protocol agents
(tests/protocol/test_doc_snippets.py), docs/adding-cards.md's are checked in
tests/dominion/test_adding_cards_doc.py, the README is a doctest; docs/design.md is the
contract's copy, whose snippet is a sketch with elisions.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
FILES = ("dominion.md", "rl.md", "saved-games.md", "search.md")


@pytest.mark.parametrize("name", FILES)
def test_the_snippets_of_a_doc_run(name: str, tmp_path: Path) -> None:
    text = (DOCS / name).read_text(encoding="utf-8")
    snippets = re.findall(r"^```python\n(.*?)^```", text, re.M | re.S)
    assert snippets, name
    script = tmp_path / "snippets.py"
    script.write_text("\n".join(snippets) + "\nprint('ran')\n", encoding="utf-8")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=300, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.rstrip().endswith("ran")


def test_every_doc_with_python_snippets_is_checked() -> None:
    checked = {*FILES, "protocol.md", "adding-cards.md", "design.md", "bots.md"}
    with_snippets = {p.name for p in DOCS.glob("*.md") if "```python" in p.read_text("utf-8")}
    assert with_snippets <= checked, with_snippets - checked
