"""The example agents (Python with dgsim.protocol.client, and Node.js) play served JSON-lines games."""

from __future__ import annotations

import shlex
import shutil
import sys
from pathlib import Path

from dgsim.protocol.server import PlayerSpec, ServeConfig, serve

ROOT = Path(__file__).resolve().parents[2]
PY = shlex.quote(sys.executable)
BOT = PlayerSpec("bigmoney", f"{PY} -m dgsim agent bigmoney --protocol jsonl")


def _play(agent: PlayerSpec) -> None:
    results = serve([agent, BOT], ServeConfig(protocol="jsonl", games=2, seed=2, timeout=5.0))
    for r in results:
        assert r.faults == ()
        assert r.end == "provinces"
        assert r.record.scores[r.players.index(agent.name)] >= 12  # Big Money buys Provinces


def test_python_example_agent() -> None:
    _play(PlayerSpec("example-py", f"{PY} {shlex.quote(str(ROOT / 'examples/protocol_agent.py'))}"))


def test_javascript_example_agent() -> None:
    assert shutil.which("node") is not None, "Node.js runs the JavaScript example"
    _play(PlayerSpec("example-js", f"node {shlex.quote(str(ROOT / 'examples/protocol_agent.js'))}"))
