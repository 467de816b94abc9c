"""docs/bots.md: every Python snippet runs (in order, in a fresh interpreter) and prints the figures
the page quotes; its bot file, saved as mybot.py, runs with the page's own ``--load`` command."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "bots.md"


def snippets() -> list[str]:
    """The page's ```python blocks, in order."""
    return re.findall(r"^```python\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.M | re.S)


def test_the_snippets_run_and_print_the_quoted_figures(tmp_path: Path) -> None:
    script = tmp_path / "snippets.py"
    script.write_text("\n".join(snippets()) + "\nprint('ran')\n", encoding="utf-8")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300,
                         cwd=tmp_path, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.rstrip().endswith("ran")
    text = DOC.read_text(encoding="utf-8")
    for agent, games, wins, quoted in (("bm-duchy", 200, 156, "wins 156 of\nthese 200 games"),
                                       ("wharf-bm", 200, 165, "wins 165 of\n200"),
                                       ("chapel-militia", 200, 51, "`chapel-militia` wins 51"),
                                       ("kingdom-bot", 100, 95, "wins 95 of 100"),
                                       ("kingdom-bot", 100, 70, "70 of 100"),
                                       ("kingdom-bot", 50, 47, "47 of 50")):
        assert re.search(rf"^{agent}\s+{games}\s+{wins}\s", out.stdout, re.M), (agent, wins)
        assert quoted in text
    assert "with Platinum and Colony" in out.stdout


def test_the_bot_file_runs_with_the_page_command(tmp_path: Path) -> None:
    """The page's mybot.py and its ``dgsim simulate --load mybot.py ...`` command, as a user runs
    them (a subprocess, in the folder of the file, with --workers 2)."""
    bot = next(s for s in snippets() if s.startswith("# mybot.py"))
    (tmp_path / "mybot.py").write_text(bot, encoding="utf-8")
    command = next(block for block in re.findall(r"^```sh\n(.*?)^```", DOC.read_text("utf-8"),
                                                  re.M | re.S) if "--load mybot.py" in block)
    words = shlex.split(command.replace("\\\n", " "))
    assert words[:3] == ["dgsim", "simulate", "--load"] and "--workers" in words
    out = subprocess.run([sys.executable, "-m", "dgsim", *words[1:], "--no-progress"],
                         capture_output=True, text=True, timeout=300, cwd=tmp_path, check=False)
    assert out.returncode == 0, out.stderr
    assert re.search(r"^mybot\s+2000\s+1636\s+56\s+81\.8%\s+\[80\.0, 83\.4\]", out.stdout, re.M)
    assert "mybot` winning 1636 of the 2000 games against `bmu` (81.8% [80.0, 83.4], 56 ties" in \
        DOC.read_text("utf-8")
    assert "warning" not in out.stderr
