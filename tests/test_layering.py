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


CARDS = ROOT / "dominion" / "cards"
SHARED: frozenset[str] = frozenset({"basic"})
"""Card modules every set may import: the basic cards (Copper, Estate, Curse, Potion, ...)."""


def set_names() -> frozenset[str]:
    """The set modules under dgsim/dominion/cards (one per set and edition)."""
    return frozenset(p.stem for p in CARDS.glob("*.py")) - {"__init__"} - SHARED


def sets_imported(source: str, module: str) -> set[str]:
    """The set modules that the card module ``module`` (of dgsim.dominion.cards) imports
    anywhere in ``source``: at the top, inside a function or under TYPE_CHECKING, absolutely
    (``from dgsim.dominion.cards.intrigue import ...``, ``from dgsim.dominion.cards import
    intrigue``, ``import dgsim.dominion.cards.intrigue``) or relatively (``from .intrigue``)."""
    package = ("dgsim", "dominion", "cards")
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            parent = package[:len(package) + 1 - node.level] if node.level else ()
            base = ".".join((*parent, *([node.module] if node.module else [])))
            names += [base, *(f"{base}.{alias.name}" for alias in node.names)]
    prefix = ".".join(package) + "."
    found = {name[len(prefix):].split(".")[0] for name in names if name.startswith(prefix)}
    return (found & set_names()) - {module}


def test_the_import_check_sees_every_form_of_import() -> None:
    source = ("from dgsim.dominion.cards.basic import COPPER\n"
              "from dgsim.dominion.cards import intrigue\n"
              "import dgsim.dominion.cards.seaside\n"
              "from .alchemy import TopdeckFromPlay\n"
              "def f() -> None:\n"
              "    from dgsim.dominion.cards.prosperity_1e import game_cards\n")
    assert sets_imported(source, "base") == {"intrigue", "seaside", "alchemy", "prosperity_1e"}
    assert sets_imported("from . import basic\nfrom .. import library\n", "base") == set()


def test_a_set_module_imports_no_other_set() -> None:
    # A set module holds cards; what two sets share lives in the library (dgsim/dominion:
    # library, gaining, revealing, decision, ...). cards/__init__.py gathers every set.
    assert len(set_names()) >= 12
    offending = {path.stem: sorted(found) for path in sorted(CARDS.glob("*.py"))
                 if path.stem != "__init__"
                 and (found := sets_imported(path.read_text(encoding="utf-8"), path.stem))}
    assert offending == {}


def test_no_module_imports_another_modules_private_names() -> None:
    """A name with a leading underscore is its module's own: the commands share theirs through
    `dgsim.cli.output` (issue 35), not ``from dgsim.cli.agents import _fail``."""
    found = []
    for path in (ROOT / "cli").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("dgsim"):
                found += [(path.name, node.module, a.name) for a in node.names
                          if a.name.startswith("_") and not a.name.startswith("__")]
    assert found == []
