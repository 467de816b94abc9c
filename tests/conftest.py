"""Test tiers: every test is marked ``subprocess`` (it starts programs) or ``slow`` by its module,
so that ``make test-fast`` (``-m "not slow and not subprocess"``) gives a card author feedback in
seconds; ``make test`` runs everything."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# The machine runs other jobs: Hypothesis checks what the examples do, not how fast it makes them.
settings.register_profile("dgsim", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("dgsim")

SLOW_MODULES = frozenset({
    "test_invariants.py", "test_perft.py", "test_perf_equivalence.py", "test_examples.py",
    "test_search.py", "test_search_examples.py", "test_browser.py", "test_openspiel.py",
    "test_pettingzoo.py", "test_gymnasium.py", "test_ray.py", "test_training.py",
    "test_tournament.py", "test_hidden_info.py", "test_ismcts.py", "test_strength.py",
    "test_identical_hands.py", "test_clients.py", "test_doc_snippets.py", "test_defaults.py",
    "test_conformance.py", "test_witch_reactions.py", "test_fuzz.py", "test_tcp_load.py",
    "test_tcp.py",
})
"""Modules whose tests take seconds each (playouts, search, conformance suites, browsers, and the
TCP server's tests, which wait out real handshake, join and reconnection deadlines)."""

_STARTS_PROGRAMS: dict[Path, bool] = {}


def _starts_programs(path: Path) -> bool:
    known = _STARTS_PROGRAMS.get(path)
    if known is None:
        text = path.read_text(encoding="utf-8") if path.suffix == ".py" else ""
        known = _STARTS_PROGRAMS[path] = "subprocess" in text or "Popen" in text
    return known


def pytest_configure(config: pytest.Config) -> None:
    """Declare the markers."""
    config.addinivalue_line("markers", "slow: takes seconds (skipped by make test-fast)")
    config.addinivalue_line("markers", "subprocess: starts programs (skipped by make test-fast)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark each test by its module: ``subprocess`` if it starts programs, ``slow`` if listed."""
    for item in items:
        path = Path(str(item.fspath))
        if path.name in SLOW_MODULES or path.parent.name in {"web", "rl", "search"}:
            item.add_marker(pytest.mark.slow)
        if _starts_programs(path):
            item.add_marker(pytest.mark.subprocess)
