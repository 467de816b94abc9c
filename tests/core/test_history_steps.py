"""A history's step records are shared by value, and the table that shares them stays bounded."""

from __future__ import annotations

import pytest

from dgsim.core import History, PlayerAction
from dgsim.core import history as history_module
from dgsim.games.goofspiel import GoofspielState, new_goofspiel


def _play(history: History[GoofspielState], picks: int) -> History[GoofspielState]:
    for _ in range(picks):
        state = history.latest
        pid = state.waiting_for()
        assert pid is not None
        gen = state.action_generator(pid)
        history = history.record(pid, PlayerAction.from_labels([gen.choices()[0].label]))
    return history


def test_equal_steps_are_one_record_and_histories_still_differ() -> None:
    a = _play(History.start(new_goofspiel(5, seed=1)), 4)
    b = _play(History.start(new_goofspiel(5, seed=1)), 4)
    assert a.steps == b.steps
    assert all(x is y for x, y in zip(a.steps, b.steps, strict=True))
    assert [s.pid for s in a.steps] == [0, 1, 0, 1]


def test_the_shared_table_is_cleared_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history_module, "_MAX_STEPS", 2)
    history_module._STEPS.clear()
    h = _play(History.start(new_goofspiel(5, seed=2)), 6)
    assert len(history_module._STEPS) <= 2
    assert [s.labels for s in h.steps] == [s.labels for s in _play(
        History.start(new_goofspiel(5, seed=2)), 6).steps]
    assert len(h) == 6 and h.position == 6


def test_the_generic_classes_are_compiled_with_the_engine() -> None:
    """Compiled: `History` and `ActionGenerator` are C classes; pure: `_pure` made them read-only."""
    from types import FunctionType

    from dgsim.core import ActionGenerator, _pure
    from dgsim.core.build import COMPILED

    for cls, method in ((ActionGenerator, "choose"), (History, "record")):
        assert isinstance(vars(cls)[method], FunctionType) is not COMPILED
    assert _pure.is_installed() is not COMPILED
    assert (vars(history_module)["_new_history"].__module__ == "dgsim.core._pure") is not COMPILED
