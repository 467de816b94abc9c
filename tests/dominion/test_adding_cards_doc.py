"""docs/adding-cards.md: its Python snippets run, in order, as one script (and pass their asserts).

They run in a fresh interpreter, so the cards they register stay out of this process's registry;
the build tools (`_build`, for the section on new state fields) are importable there, and nothing
else of the checkout (so the compiled build's suite still runs the compiled engine).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "adding-cards.md"


def test_the_snippets_run_in_order(tmp_path: Path) -> None:
    snippets = re.findall(r"^```python\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.M | re.S)
    assert len(snippets) == 7
    script = tmp_path / "adding_cards.py"
    script.write_text("\n".join(snippets) + "\nprint('all snippets ran')\n", encoding="utf-8")
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "_build").symlink_to(DOC.parents[1] / "_build")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(tools), os.environ.get("PYTHONPATH", "")) if p)}
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "all snippets ran"
