"""Build script: pure Python by default; ``DGSIM_USE_MYPYC=1`` compiles the engine with mypyc.

The compiled build is the same typed source (``dgsim/core`` and ``dgsim/dominion``, and the
search's inner loop with the rule bots its rollouts play: ``dgsim/search/ismcts.py``,
``dgsim/agents/rules.py``) turned into C extension modules by mypyc, as black and mypy ship
theirs. Without a C compiler, or without the variable, the package installs as pure Python
(docs/performance.md).
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup

# Modules left interpreted (imported by the compiled ones as usual):
# registry.py declares an exception class with two bases, which mypyc cannot compile;
# build.py tells which build runs (by looking at the others); core/_pure.py and dominion/_pure.py
# hold the pure build's constructors (and core/_pure.py its read-only `__setattr__`).
PURE = {"dgsim/core/registry.py", "dgsim/core/build.py", "dgsim/core/_pure.py",
        "dgsim/dominion/_pure.py"}


# Outside the engine, the modules a search iteration runs through (ISMCTS selection, rollouts,
# the rule bots that play them); the rest of dgsim/search and dgsim/agents is not hot.
SEARCH = ["dgsim/agents/rules.py", "dgsim/search/ismcts.py", "dgsim/search/rollouts.py"]


def compiled_modules() -> list[str]:
    """The modules that the compiled build turns into extensions: the engine's and `SEARCH`."""
    root = Path(__file__).parent
    found = sorted(str(p.relative_to(root)) for pkg in ("dgsim/core", "dgsim/dominion")
                   for p in (root / pkg).rglob("*.py"))
    return [m for m in found if m not in PURE] + SEARCH


ext_modules = []
if os.environ.get("DGSIM_USE_MYPYC", "0") == "1":
    try:
        from mypyc.build import mypycify
    except ImportError:  # pip asking for the build requirements, before it installs mypy
        pass
    else:
        ext_modules = mypycify(compiled_modules(), opt_level=os.environ.get("DGSIM_MYPYC_OPT", "3"),
                               debug_level="0", target_dir="build/mypyc-c")

setup(ext_modules=ext_modules)
