"""Which build of the engine runs: the pure-Python one or the mypyc-compiled one.

The compiled build (``DGSIM_USE_MYPYC=1 pip install .``, docs/performance.md) turns the
typed modules of `dgsim.core` and `dgsim.dominion` into C extensions; the source is the
same. This module is never compiled, so that it can tell.
"""

from __future__ import annotations

import importlib.machinery
from typing import Final

import dgsim.core.state

__all__ = ["COMPILED", "build_name"]


def _is_extension(path: str | None) -> bool:
    return path is not None and path.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


COMPILED: Final[bool] = _is_extension(dgsim.core.state.__file__)
"""True when the engine's modules are compiled extensions."""


def build_name() -> str:
    """A few words naming the running build, for ``dgsim --version`` and ``make demo``.

    >>> build_name() in ("compiled (mypyc)", "pure Python")
    True
    """
    return "compiled (mypyc)" if COMPILED else "pure Python"
