"""docs/adding-cards.md: its Python snippets run, in order, as one script (and pass their asserts).

They run in a fresh interpreter, so the cards they register stay out of this process's registry.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "adding-cards.md"


def test_the_snippets_run_in_order(tmp_path: Path) -> None:
    snippets = re.findall(r"^```python\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.M | re.S)
    assert len(snippets) == 6
    script = tmp_path / "adding_cards.py"
    script.write_text("\n".join(snippets) + "\nprint('all snippets ran')\n", encoding="utf-8")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "all snippets ran"
