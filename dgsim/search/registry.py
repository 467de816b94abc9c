"""Named search knowledge: prunings and evaluations that agent specs may choose by name.

An agent spec (``ismcts:prune=dominion,eval=dominion``) is text a user typed
into a tournament, a served game or a web form, so it never names code to
import: it names an entry that a module registered explicitly with
`register_prune` or `register_evaluation`. Unknown names are refused with the
registered ones listed. A registered entry may also answer to aliases (the
``module:function`` strings older specs used), which are names too: an alias
that nobody registered is refused like any other unknown name.

This module registers the game-free entries (``win``, ``margin``,
``win-margin``). Game knowledge lives with its game, which the search may not
import (``dominion``: `dgsim.dominion.heuristics`); the top layer,
`dgsim.plugins`, registers it by ordinary imports. Before a name is looked up
or listed, the registry asks the core to fill it
(`dgsim.core.registry.fill_registries`), which imports `dgsim.plugins` once.

>>> register_prune("keep-all", lambda state, picks, options: options, replace=True)
>>> prune_named("keep-all") is prune_named("keep-all")
True
>>> prune_named("os:system")
Traceback (most recent call last):
...
ValueError: prune='os:system' is not a registered pruning; registered: ...
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, TypeVar

from dgsim.core.registry import fill_registries
from dgsim.search.ismcts import MarginReward, Prune, Reward, WinAndMargin, win_reward

__all__ = [
    "SEARCH_PLUGIN_MODULES",
    "evaluation_named",
    "evaluation_names",
    "prune_named",
    "prune_names",
    "register_evaluation",
    "register_prune",
]

SEARCH_PLUGIN_MODULES: Final[tuple[str, ...]] = ()
"""Deprecated, always empty: kept for code that reads it. It listed the modules of dgsim imported
by name before a lookup; `dgsim.plugins` now registers the shipped prunings and evaluations, and
nothing of dgsim is imported from a string."""

_PRUNES: Final[dict[str, Prune]] = {}
_EVALUATIONS: Final[dict[str, Reward]] = {}
_ALIASES: Final[dict[tuple[str, str], str]] = {}

F = TypeVar("F", Prune, Reward)


def _register(kind: str, table: dict[str, F], name: str, function: F, aliases: Sequence[str],
              replace: bool) -> None:
    if not name or "," in name or "=" in name or " " in name:
        raise ValueError(f"bad {kind} name {name!r}")
    if name in table and not replace:
        raise ValueError(f"a {kind} named {name!r} is already registered")
    table[name] = function
    for alias in aliases:
        _ALIASES[kind, alias] = name


def register_prune(name: str, prune: Prune, *, aliases: Sequence[str] = (),
                   replace: bool = False) -> None:
    """Make ``prune`` choosable as ``prune=<name>`` (or any of ``aliases``) in agent specs.

    :raises ValueError: if the name is taken (unless ``replace``) or malformed.
    """
    _register("pruning", _PRUNES, name, prune, aliases, replace)


def register_evaluation(name: str, evaluate: Reward, *, aliases: Sequence[str] = (),
                        replace: bool = False) -> None:
    """Make ``evaluate`` choosable as ``eval=<name>`` (or any of ``aliases``) in agent specs.

    :raises ValueError: if the name is taken (unless ``replace``) or malformed.
    """
    _register("evaluation", _EVALUATIONS, name, evaluate, aliases, replace)


def _lookup(kind: str, key: str, table: dict[str, F], name: str) -> F:
    fill_registries()
    found = table.get(_ALIASES.get((kind, name), name))
    if found is None:
        raise ValueError(f"{key}={name!r} is not a registered {kind}; registered: "
                         f"{', '.join(sorted(table)) or 'none'}")
    return found


def prune_named(name: str) -> Prune:
    """The pruning registered as ``name`` (or under that alias).

    :raises ValueError: for a name nobody registered (the message lists the registered ones).
    """
    return _lookup("pruning", "prune", _PRUNES, name)


def evaluation_named(name: str) -> Reward:
    """The evaluation registered as ``name`` (or under that alias).

    :raises ValueError: for a name nobody registered (the message lists the registered ones).
    """
    return _lookup("evaluation", "eval", _EVALUATIONS, name)


def prune_names() -> tuple[str, ...]:
    """Every registered pruning's name, sorted."""
    fill_registries()
    return tuple(sorted(_PRUNES))


def evaluation_names() -> tuple[str, ...]:
    """Every registered evaluation's name, sorted."""
    fill_registries()
    return tuple(sorted(_EVALUATIONS))


register_evaluation("win", win_reward, aliases=("dgsim.search.ismcts:win_reward",))
register_evaluation("margin", MarginReward())
register_evaluation("win-margin", WinAndMargin())
