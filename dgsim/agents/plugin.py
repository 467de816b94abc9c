"""The user's own agents, from code named on their own command line: ``--load FILE.py`` or
``--load package.module`` (`load_agents` in Python).

Only two things ever import code that defines agents: this (the user names the file or module
to load) and the installed packages that declare an entry point in the ``dgsim.agents`` group
(`dgsim.agents.bots.ENTRY_POINT_GROUP`). A saved game, a protocol message or an agent spec only
*names* agents; loading one imports nothing.

A loaded module registers its agents when imported, with `register_strategy` (a `Strategy`
played by the rule bot) or `register_agent` (a factory from the spec's parameters to any agent):

>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "silver_bot.py").write_text(
...     "from dgsim.agents import Rule, Strategy, register_strategy\\n"
...     "register_strategy(Strategy('silver-bot', buy=(Rule('Gold'), Rule('Silver'))))\\n")
>>> load_agents(str(folder / "silver_bot.py"))
('silver-bot',)
>>> load_agents(str(folder / "silver_bot.py"))  # once per process: the second does nothing
()

Worker processes (``--workers N`` and ``--backend ray``) load the same targets
(`loaded_targets`) before they unpickle the tournament's agents, so a bot class defined in a
loaded file plays there too.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Final

from dgsim.agents.bots import agent_names, plugin_errors
from dgsim.agents.rules import Strategy

__all__ = ["add_load_option", "apply_load_option", "load_agents", "load_all", "loaded_targets",
           "unregistered_strategies"]

_LOADED: Final[dict[str, ModuleType]] = {}
"""Each target loaded in this process (a file's absolute path, or a module's name), in order."""

_WARNED: list[bool] = [False]


def _is_file(target: str) -> bool:
    return target.endswith(".py") or "/" in target or "\\" in target


def _key(target: str) -> str:
    return str(Path(target).expanduser().resolve()) if _is_file(target) else target.strip()


def load_agents(target: str) -> tuple[str, ...]:
    """Import the user's file (``path/to/mybot.py``) or module (``package.module``), once per
    process, and return the names of the agents its import registered (in order).

    A file is imported as a module named by its stem (``mybot.py`` is ``mybot``), so that what
    it defines pickles by reference; a file whose stem is the name of another importable
    module is refused (rename it). Code in several files belongs in a package, loaded as
    ``package.module``.

    :raises ValueError: one line: no such file or module, a file name that is no module name,
        or an error the code raised (its type, message, and the file and line where it was
        raised).
    """
    key = _key(target)
    if key in _LOADED:
        return ()
    before = set(agent_names())
    module = _import_file(target, Path(key)) if _is_file(target) else _import_module(key)
    _LOADED[key] = module
    return tuple(n for n in agent_names() if n not in before)


def _import_module(name: str) -> ModuleType:
    if not all(part.isidentifier() for part in name.split(".")):
        raise ValueError(f"{name!r} is neither a file (FILE.py) nor a module name (package.module)")
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (name == exc.name or name.startswith(exc.name + ".")):
            hint = ""
            if Path(f"{exc.name}.py").is_file():
                hint = f" (to load the file ./{exc.name}.py, write --load {exc.name}.py)"
            raise ValueError(f"no module named {exc.name!r}{hint}") from None
        raise ValueError(_error_line(exc, None)) from None
    except Exception as exc:  # the user's code failed: say where, in one line
        raise ValueError(_error_line(exc, None)) from None


def _import_file(target: str, path: Path) -> ModuleType:
    if not path.is_file():
        raise ValueError(f"no file {target}" if not path.exists() else f"{target} is not a file")
    name = path.stem
    if not name.isidentifier():
        raise ValueError(f"{target}: a loaded file is imported as a module named by its stem, "
                         f"and {name!r} is not a Python name (rename the file, e.g. "
                         f"{name.replace('-', '_').replace(' ', '_')}.py)")
    existing = sys.modules.get(name)
    if existing is not None:
        origin = getattr(existing, "__file__", None)
        if origin is not None and Path(origin).resolve() == path:
            return existing  # imported already (by the user's other code): the same module
        raise ValueError(f"{target}: a module named {name!r} is imported already ({origin or 'built in'}); "
                         "rename the file")
    try:
        found = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        found = None
    if found is not None and found.origin is not None and found.origin not in ("built-in", "frozen") \
            and Path(found.origin).resolve() != path:
        raise ValueError(f"{target}: a module named {name!r} exists already ({found.origin}); "
                         "rename the file")
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ValueError(f"{target}: cannot be imported as Python")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # the user's code failed: say where, in one line
        del sys.modules[name]
        raise ValueError(_error_line(exc, path)) from None
    return module


def _error_line(exc: BaseException, path: Path | None) -> str:
    """``FILE line N: Type: message`` for an error raised while importing the user's code: the
    line is the last one of ``path`` (else of any file outside dgsim) in the traceback."""
    if isinstance(exc, SyntaxError):
        where = f"{exc.filename} line {exc.lineno}: " if exc.filename else ""
        return f"{where}SyntaxError: {exc.msg}"
    frames = traceback.extract_tb(exc.__traceback__)
    dgsim_root = Path(__file__).resolve().parent.parent
    chosen = None
    for frame in frames:
        file = Path(frame.filename)
        users = (file == path if path is not None else
                 frame.filename[:1] != "<" and dgsim_root not in file.parents
                 and "importlib" not in file.parts)
        if users:
            chosen = frame
    where = f"{chosen.filename} line {chosen.lineno}: " if chosen is not None else ""
    message = str(exc).splitlines()[0] if str(exc) else ""
    return f"{where}{type(exc).__name__}" + (f": {message}" if message else "")


def load_all(targets: Sequence[str]) -> None:
    """`load_agents` for each target (in a worker process: the targets its parent loaded).

    :raises ValueError: as `load_agents` does.
    """
    for target in targets:
        load_agents(target)


def loaded_targets() -> tuple[str, ...]:
    """The targets loaded in this process, in order (files by absolute path)."""
    return tuple(_LOADED)


def unregistered_strategies(target: str) -> tuple[str, ...]:
    """The module-level `Strategy` values of a loaded target, by name (said in the warning for a
    target that registered no agent: a strategy must be registered to be named)."""
    module = _LOADED.get(_key(target))
    if module is None:
        return ()
    return tuple(dict.fromkeys(v.name for v in vars(module).values() if isinstance(v, Strategy)))


# -- the command-line option --------------------------------------------------------------


def add_load_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--load FILE.py|package.module`` (repeatable) to a command that names agents."""
    parser.add_argument("--load", action="append", metavar="FILE.py|MODULE",
                        help="import your own code first (a file, or an importable "
                             "package.module; repeat for several): the agents it registers "
                             "(register_strategy, register_agent) can then be named. See "
                             "docs/bots.md")


def apply_load_option(command: str, targets: Sequence[str] | None) -> int | None:
    """Load what ``--load`` names and print the warnings (broken plugins, a target that
    registers nothing); 2 after printing the error line when loading fails, else None."""
    if not _WARNED[0]:
        _WARNED[0] = True
        for problem in plugin_errors():
            print(f"dgsim {command}: warning: {problem}", file=sys.stderr)
    for target in targets or ():
        again = _key(target) in _LOADED
        try:
            names = load_agents(target)
        except ValueError as exc:
            print(f"dgsim {command}: --load {target}: {exc}", file=sys.stderr)
            return 2
        if not names and not again:
            found = unregistered_strategies(target)
            hint = (f"; it defines the Strategy {', '.join(repr(n) for n in found)}: call "
                    "register_strategy(...) on it" if found else
                    "; call register_strategy or register_agent in it")
            print(f"dgsim {command}: warning: --load {target} registered no agent{hint}",
                  file=sys.stderr)
    return None
