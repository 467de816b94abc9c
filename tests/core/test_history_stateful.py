"""`History` against a plain list model, driven by hypothesis: record, back, forward, seek,
undo (record at an earlier position), an illegal record, save and load."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from dgsim import History, InvalidActionError, PlayerAction
from dgsim.core import GameState
from dgsim.dominion import DominionState, new_game


def walk(state: GameState, pid: int, seed: int) -> PlayerAction:
    """A random complete action of ``pid`` (a random pick at every node)."""
    rng = random.Random(seed)
    gen = state.action_generator(pid)
    while not gen.filled():
        options = gen.choices()
        gen = gen.choose(options[rng.randrange(len(options))])
    return gen.generate_action()


class HistoryMachine(RuleBasedStateMachine):
    """The model: the list of states, the list of (seat, labels) steps, a cursor."""

    def __init__(self) -> None:
        super().__init__()
        self.history: History[GameState] = History.start(
            new_game("First Game", players=2, seed=3, turn_limit=3))
        self.states: list[GameState] = [self.history.initial]
        self.steps: list[tuple[int, tuple[str, ...]]] = []
        self.position = 0

    def _deciding(self) -> int | None:
        return self.states[self.position].waiting_for()

    @precondition(lambda self: self._deciding() is not None)
    @rule(seed=st.integers(0, 2**16))
    def record(self, seed: int) -> None:
        """Record at the cursor; at an earlier position this is an undo (the rest is dropped)."""
        state = self.states[self.position]
        pid = self._deciding()
        assert pid is not None
        action = walk(state, pid, seed)
        self.history = self.history.record(pid, action)
        self.states = [*self.states[: self.position + 1], state.action_step(pid, action).auto_step()]
        self.steps = [*self.steps[: self.position], (pid, action.labels)]
        self.position += 1

    @precondition(lambda self: self._deciding() is not None)
    @rule(label=st.sampled_from(["buy Nothing", "", "play Province", "end turn now"]))
    def record_illegal(self, label: str) -> None:
        """An illegal action raises and leaves the history as it was."""
        pid = self._deciding()
        assert pid is not None
        before = self.history
        with pytest.raises(InvalidActionError):
            self.history.record(pid, PlayerAction.from_labels([label]))
        with pytest.raises(InvalidActionError):
            self.history.record(1 - pid, walk(self.states[self.position], pid, 0))
        assert self.history is before

    @rule(n=st.integers(0, 5))
    def back(self, n: int) -> None:
        self.history = self.history.back(n)
        self.position = max(0, self.position - n)

    @rule(n=st.integers(0, 5))
    def forward(self, n: int) -> None:
        self.history = self.history.forward(n)
        self.position = min(len(self.states) - 1, self.position + n)

    @rule(data=st.data())
    def seek(self, data: st.DataObject) -> None:
        target = data.draw(st.integers(-2, len(self.states) + 1))
        if 0 <= target < len(self.states):
            self.history = self.history.seek(target)
            self.position = target
        else:
            with pytest.raises(IndexError):
                self.history.seek(target)

    @rule(to_file=st.booleans())
    def save_and_load(self, to_file: bool) -> None:
        """A saved history loads to the same states and steps, its cursor at the end."""
        if to_file:
            with tempfile.TemporaryDirectory() as folder:
                path = Path(folder) / "game.json"
                self.history.save(path, meta={"by": "hypothesis"})
                loaded = History.load(path)
            assert dict(loaded.meta) == {"by": "hypothesis"}
        else:
            loaded = History.from_json(self.history.to_json())
        assert list(loaded.states) == list(self.history.states)
        self.history = loaded
        self.position = len(self.states) - 1

    @invariant()
    def matches_the_model(self) -> None:
        h = self.history
        assert h.position == self.position
        assert len(h) == len(self.steps) == len(self.states) - 1
        assert list(h.states) == self.states
        assert [(s.pid, s.labels) for s in h.steps] == self.steps
        assert h.current == self.states[self.position]
        assert h.latest == self.states[-1] and h.initial == self.states[0]
        assert isinstance(h.current, DominionState)


HistoryMachine.TestCase.settings = settings(
    max_examples=40, stateful_step_count=30, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
TestHistory = HistoryMachine.TestCase
