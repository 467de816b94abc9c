"""Import rules: the core imports no game; games import no agents, search, protocol or CLI."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "dgsim"


def imports_of(package: str) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for path in (ROOT / package).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update((str(path), alias.name) for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add((str(path), node.module))
    return found


def offenders(package: str, forbidden: tuple[str, ...]) -> list[tuple[str, str]]:
    return sorted((f, m) for f, m in imports_of(package)
                  if any(m == bad or m.startswith(bad + ".") for bad in forbidden))


def test_core_imports_no_game_or_periphery() -> None:
    assert offenders("core", ("dgsim.dominion", "dgsim.games", "dgsim.agents", "dgsim.search",
                              "dgsim.protocol", "dgsim.cli")) == []


def test_games_import_no_agents_search_protocol_or_cli() -> None:
    forbidden = ("dgsim.agents", "dgsim.search", "dgsim.protocol", "dgsim.cli")
    assert offenders("dominion", forbidden) == []
    assert offenders("games", forbidden) == []


def test_search_sees_games_only_through_the_core() -> None:
    assert offenders("search", ("dgsim.dominion", "dgsim.games", "dgsim.protocol", "dgsim.cli")) == []


def test_the_command_line_is_the_top_layer() -> None:
    """The CLI's code lives in `dgsim.cli` (issue 32): agents, search, games and the core import
    none of it (the protocol's and the web's own commands may use its option checks)."""
    for package in ("agents", "search", "dominion", "games", "core", "rl"):
        assert offenders(package, ("dgsim.cli",)) == [], package
    assert not (ROOT / "agents" / "command.py").exists()
