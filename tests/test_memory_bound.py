"""Issue 20: at most 400 bytes per state kept in a `History` over whole Big Money games.

`benchmarks.memory.retained_bytes` measures with `tracemalloc` (bytes allocated, not time), so
the figure is the same on any machine for a given build: this checks it in whichever build runs
the suite (366.5 B pure and 383.3 B compiled over 20 games on 2026-11-28, docs/performance.md).
"""

from __future__ import annotations

from benchmarks.engine import Figure
from benchmarks.memory import retained_bytes


def _measured(games: int) -> list[Figure]:
    """`retained_bytes`, with a coverage tracer (``make test``) paused: its own bookkeeping would
    be counted as the states' (about 80 bytes more per kept state)."""
    try:
        import coverage
    except ImportError:  # the dev extra installs it; not every user's environment has it
        return retained_bytes(games=games)
    tracer = coverage.Coverage.current()
    if tracer is None:  # not under coverage: the compiled build's run of the suite
        return retained_bytes(games=games)
    tracer.stop()
    try:
        return retained_bytes(games=games)
    finally:
        tracer.start()


def test_a_kept_state_costs_at_most_400_bytes() -> None:
    figures = {f.name: f.value for f in _measured(4)}
    kept = figures["bytes per retained state, History (play_recorded)"]
    assert 250 < kept <= 400, kept
    assert figures["bytes per retained state, list of decision states"] <= 400
