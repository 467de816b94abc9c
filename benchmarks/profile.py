"""Where a Big Money game spends its time: cProfile's top functions, and pyinstrument's call tree.

cProfile adds a fixed cost to every call, so it over-weights small
functions; pyinstrument (a sampling profiler, the ``bench`` extra) does not,
and shows the call tree instead.
"""

from __future__ import annotations

import cProfile
import importlib
import io
import pstats

from benchmarks.versus import play_kept
from dgsim.agents.bots import make_agent
from dgsim.dominion import new_game

__all__ = ["cprofile_summary", "pyinstrument_tree"]


def _games(games: int) -> None:
    agents = [make_agent("bigmoney"), make_agent("bigmoney")]
    for g in range(games):
        play_kept(new_game("First Game", seed=g), agents)


def cprofile_summary(games: int = 200, top: int = 20) -> str:
    """cProfile of ``games`` Big Money mirrors (every decision state kept): top functions by own time."""
    _games(5)
    profiler = cProfile.Profile()
    profiler.enable()
    _games(games)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.strip_dirs().sort_stats("tottime").print_stats(top)
    return out.getvalue()


def pyinstrument_tree(games: int = 300) -> str:
    """pyinstrument's call tree of ``games`` Big Money mirrors (empty if pyinstrument is missing)."""
    try:
        module = importlib.import_module("pyinstrument")
    except ImportError:
        return ""
    _games(5)
    profiler = module.Profiler(interval=0.0002)
    profiler.start()
    _games(games)
    profiler.stop()
    text: str = profiler.output_text(unicode=False, color=False)
    return text


if __name__ == "__main__":
    print(cprofile_summary())
    print(pyinstrument_tree())
