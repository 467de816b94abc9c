"""Which build of the engine runs: the pure-Python one or the mypyc-compiled one.

The compiled build (``DGSIM_USE_MYPYC=1 pip install .``, docs/performance.md) turns the
typed modules of `dgsim.core` and `dgsim.dominion` into C extensions; the source is the
same. This module is never compiled, so that it can tell.
"""

from __future__ import annotations

import copyreg
import dataclasses
import importlib.machinery
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import dgsim.core.state

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

__all__ = ["COMPILED", "build_name", "make_picklable"]


def _is_extension(path: str | None) -> bool:
    return path is not None and path.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


COMPILED: Final[bool] = _is_extension(dgsim.core.state.__file__)
"""True when the engine's modules are compiled extensions."""


def build_name() -> str:
    """A few words naming the running build, for ``dgsim --version`` and ``make demo``.

    >>> build_name() in ("mypyc-compiled", "pure Python")
    True
    """
    return "mypyc-compiled" if COMPILED else "pure Python"


def _rebuild(cls: type[DataclassInstance], values: dict[str, object]) -> DataclassInstance:
    return cls(**values)


def _reduce(value: DataclassInstance) -> tuple[
        Callable[[type[DataclassInstance], dict[str, object]], DataclassInstance],
        tuple[type[DataclassInstance], dict[str, object]]]:
    fields = dataclasses.fields(value)
    return _rebuild, (type(value), {f.name: getattr(value, f.name) for f in fields if f.init})


def make_picklable(prefixes: tuple[str, ...] = ("dgsim.core.", "dgsim.dominion.")) -> int:
    """Let pickle rebuild the dataclasses of the engine's modules through their constructors.

    A compiled class cannot be rebuilt the default way (an empty object whose fields are set
    afterwards); search sends states to worker processes by pickle. Classes that define
    ``__reduce__`` keep it. Returns how many classes were registered.
    """
    count = 0
    for name, module in list(sys.modules.items()):
        if not name.startswith(prefixes):
            continue
        for value in list(vars(module).values()):
            if (isinstance(value, type) and dataclasses.is_dataclass(value)
                    and value.__module__ == name and "__reduce__" not in vars(value)):
                copyreg.pickle(value, _reduce)
                count += 1
    return count
