"""Import rules: the core imports no game; games import no agents, search, protocol or CLI; agents
and search import each other in no direction; `dgsim.plugins` wires them; nothing of dgsim is
imported from a string (string imports count as imports here)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "dgsim"

DYNAMIC_IMPORTS: frozenset[str] = frozenset({"import_module", "__import__"})
"""Functions that import the module named by their first argument (``importlib.import_module``,
``import_module`` imported on its own, the builtin ``__import__``)."""


def module_of(path: Path) -> str:
    """The dotted name of the module in ``path`` (``dgsim/agents/__init__.py`` is dgsim.agents)."""
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _called_name(node: ast.Call) -> str | None:
    """The name of the function a call calls: ``f(...)`` and ``x.f(...)`` are both ``f``."""
    if isinstance(node.func, ast.Name):
        return node.func.id
    return node.func.attr if isinstance(node.func, ast.Attribute) else None


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _resolve(name: str, package: str) -> str:
    """``name`` made absolute: a relative one (``.knowledge``) against ``package``."""
    if not name.startswith("."):
        return name
    level = len(name) - len(name.lstrip("."))
    base = package.split(".")[:len(package.split(".")) + 1 - level]
    return ".".join([*base, *([name.lstrip(".")] if name.lstrip(".") else [])])


def string_imports(source: str, package: str = "dgsim") -> set[str]:
    """The modules that ``source`` (a module of ``package``) imports from a string: a call of
    `DYNAMIC_IMPORTS` with a literal name (resolved against a literal ``package=`` when relative),
    and each string of a constant named ``*_MODULES`` (a list, tuple or set of module names that
    is imported by a loop elsewhere)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and _called_name(node) in DYNAMIC_IMPORTS and node.args:
            name = _literal(node.args[0])
            if name is not None:
                anchor = next((_literal(k.value) for k in node.keywords if k.arg == "package"),
                              None) or package
                found.add(_resolve(name, anchor))
        targets: list[ast.expr] = []
        value: ast.expr | None = None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign):
            targets, value = [node.target], node.value
        if isinstance(value, ast.List | ast.Tuple | ast.Set) and any(
                isinstance(t, ast.Name) and t.id.endswith("_MODULES") for t in targets):
            found.update(name for e in value.elts if (name := _literal(e)) is not None)
    return found


def dynamic_imports_by_variable(source: str) -> int:
    """How many calls of `DYNAMIC_IMPORTS` in ``source`` import a name that is not a literal (a
    name that comes from elsewhere: the user's ``--load`` option, or a list of modules)."""
    return sum(1 for node in ast.walk(ast.parse(source))
               if isinstance(node, ast.Call) and _called_name(node) in DYNAMIC_IMPORTS
               and node.args and _literal(node.args[0]) is None)


def module_imports(source: str, package: str = "dgsim") -> set[str]:
    """Every module that ``source`` (a module of ``package``) imports anywhere: at the top, inside
    a function or under TYPE_CHECKING, absolutely or relatively, ``from a import b`` as both ``a``
    and ``a.b`` (``b`` may be a module), and `string_imports`."""
    found = string_imports(source, package)
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _resolve("." * node.level + (node.module or ""), package)
            found.update([base, *(f"{base}.{alias.name}" for alias in node.names)])
    return found


def _package_of(path: Path) -> str:
    """The package a relative import in ``path`` is relative to."""
    name = module_of(path)
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def paths_of(package: str) -> list[Path]:
    """The source files of ``package`` (a folder of dgsim, or a module: ``plugins``)."""
    module = ROOT / f"{package}.py"
    return [module] if module.is_file() else sorted((ROOT / package).rglob("*.py"))


def imports_of(package: str) -> set[tuple[str, str]]:
    """(file, module imported) for every import of ``package``'s files, string imports included."""
    return {(str(path), name) for path in paths_of(package)
            for name in module_imports(path.read_text(encoding="utf-8"), _package_of(path))}


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



# -- the layers, string imports included ----------------------------------------------------------

BELOW: dict[str, frozenset[str]] = {
    "core": frozenset(),
    "dominion": frozenset({"core"}),
    "games": frozenset({"core"}),
    "search": frozenset({"core"}),
    "agents": frozenset({"core", "dominion", "games"}),
    "plugins": frozenset({"core", "dominion", "games", "agents", "search"}),
}
"""What each part of dgsim may import besides itself. The agents and the search are peers (the
top layer, `dgsim.plugins`, registers the one's entries in the other's registry); the periphery
(cli, protocol, web, rl) and the package's ``__init__`` sit above them all."""


def layer_offenders(part: str) -> list[tuple[str, str]]:
    """The imports of dgsim code by ``part`` that `BELOW` does not allow (the top package
    ``dgsim`` itself included: it is above everything)."""
    allowed = BELOW[part] | {part}
    return sorted((Path(f).relative_to(ROOT).as_posix(), m) for f, m in imports_of(part)
                  if (m == "dgsim" or m.startswith("dgsim."))
                  and (m == "dgsim" or m.split(".")[1] not in allowed))


def test_the_import_check_reads_string_imports() -> None:
    source = ("import importlib\n"
              "from importlib import import_module\n"
              "from dgsim import plugins\n"
              "from . import rules\n"
              "AGENT_PLUGIN_MODULES: list[str] = ['dgsim.agents.best', 'dgsim.search']\n"
              "OTHER_MODULES = ('dgsim.cli',)\n"
              "NAMES = ['dgsim.web']\n"
              "def load(name: str) -> None:\n"
              "    importlib.import_module('dgsim.agents.knowledge')\n"
              "    import_module('.heuristics', package='dgsim.dominion')\n"
              "    __import__('dgsim.protocol')\n"
              "    importlib.import_module(name)\n")
    assert string_imports(source, "dgsim.search") == {
        "dgsim.agents.best", "dgsim.search", "dgsim.cli", "dgsim.agents.knowledge",
        "dgsim.dominion.heuristics", "dgsim.protocol"}
    assert {"dgsim.plugins", "dgsim.search.rules", "dgsim.agents.knowledge"} <= module_imports(
        source, "dgsim.search")
    assert "dgsim.web" not in module_imports(source, "dgsim.search")  # not a *_MODULES constant
    assert dynamic_imports_by_variable(source) == 1


def test_no_module_imports_dgsim_code_from_a_string() -> None:
    """dgsim's own modules are imported by import statements only: no `import_module` of a
    literal ``"dgsim..."``, no list of module names to import (the registries are filled by
    `dgsim.plugins`, which the core's filler imports)."""
    found = sorted((module_of(path), name) for path in ROOT.rglob("*.py")
                   for name in string_imports(path.read_text(encoding="utf-8"), _package_of(path))
                   if name == "dgsim" or name.startswith("dgsim."))
    assert found == []


def test_code_is_imported_from_a_name_only_where_the_user_gives_the_name() -> None:
    """The one import of a module named at run time is ``--load package.module``'s
    (`dgsim.agents.plugin`); installed plugins are loaded by their entry points (`EntryPoint.load`
    in `dgsim.agents.bots`), also named by the user's installed packages."""
    found = {module_of(path): count for path in ROOT.rglob("*.py")
             if (count := dynamic_imports_by_variable(path.read_text(encoding="utf-8")))}
    assert found == {"dgsim.agents.plugin": 1}


@pytest.mark.parametrize("part", sorted(BELOW))
def test_each_layer_imports_only_the_layers_below(part: str) -> None:
    assert paths_of(part)
    assert layer_offenders(part) == []


def test_the_layer_check_sees_an_upward_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A string import of an agent module in the search's code is an offence (the shape of the old
    ``SEARCH_PLUGIN_MODULES``)."""
    (tmp_path / "search").mkdir()
    (tmp_path / "search" / "registry.py").write_text(
        "SEARCH_PLUGIN_MODULES = ['dgsim.agents.knowledge']\nfrom dgsim.core import registry\n",
        encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert layer_offenders("search") == [("search/registry.py", "dgsim.agents.knowledge")]


FIRST_CALLS: dict[str, str] = {
    "dgsim": "pass",
    "dgsim.core.registry": "pass",
    "dgsim.agents": "dgsim.agents.make_agent('ismcts:iterations=2')",
    "dgsim.agents.bots": "dgsim.agents.bots.agent_names()",
    "dgsim.search": "dgsim.search.ismcts_factory({'rollout': 'bigmoney', 'iterations': '2'})",
    "dgsim.search.registry": "dgsim.search.registry.prune_named('dominion')",
    "dgsim.search.agent": "dgsim.search.agent.rollouts_dominion_factory({'rollouts': '2'})",
    "dgsim.plugins": "pass",
}
"""Modules a program may import first, and the lookup it may make first through that module."""

CHECK_THE_REGISTRIES = """
import sys
import {first}
peers = {{'dgsim.agents': 'dgsim.search', 'dgsim.search': 'dgsim.agents'}}
for mine, other in peers.items():
    if '{first}'.startswith(mine):
        assert other not in sys.modules, f'importing {first} imported {{other}}'
if '{first}' in ('dgsim', 'dgsim.core.registry'):
    assert 'dgsim.agents' not in sys.modules and 'dgsim.search' not in sys.modules
{call}
from dgsim.agents import agent_names, make_agent
from dgsim.search.registry import evaluation_named, evaluation_names, prune_named, prune_names
names = agent_names()
for name in ('random', 'bigmoney', 'single-witch', 'best-bot', 'ismcts', 'ismcts-dominion',
             'rollouts', 'rollouts-dominion'):
    assert name in names, name
assert make_agent('ismcts-dominion:iterations=2').config.rollout is not None
assert make_agent('rollouts-dominion:rollouts=2').config.policy is not None
assert make_agent('best-bot:games=1').name == 'best-bot'
assert prune_names() == ('dominion',)
assert evaluation_names() == ('dominion', 'margin', 'win', 'win-margin')
assert prune_named('dgsim.dominion.heuristics:prune') is prune_named('dominion')
assert evaluation_named('dgsim.dominion.heuristics:evaluate') is evaluation_named('dominion')
print('filled')
"""


@pytest.mark.parametrize("first", sorted(FIRST_CALLS))
def test_the_registries_are_filled_whichever_module_is_imported_first(first: str) -> None:
    """In a fresh interpreter, importing any of these first (then looking a name up through it)
    raises no import-cycle error, imports neither peer from the other, and every shipped agent,
    pruning and evaluation is found."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT.parent), *filter(None, [os.environ.get("PYTHONPATH")])])}
    code = CHECK_THE_REGISTRIES.format(first=first, call=FIRST_CALLS[first])
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                         check=False, env=env, cwd=ROOT.parent)
    assert (out.returncode, out.stdout.strip()) == (0, "filled"), out.stderr

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
