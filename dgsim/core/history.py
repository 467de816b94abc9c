"""Whole-game histories: every state kept through structural sharing, saved as setup + labels."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from pyrsistent import PVector, pvector

from dgsim.core.action import PlayerAction
from dgsim.core.errors import InvalidActionError
from dgsim.core.state import GameState

__all__ = ["History", "Step", "load_state"]

S = TypeVar("S", bound=GameState)

FORMAT = "dgsim-history/1"


@dataclass(frozen=True, slots=True)
class Step:
    """One recorded decision: who acted and the labels of the picks."""

    pid: int
    labels: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class History(Generic[S]):
    """A game's initial state, its decisions, and every state after each decision.

    ``states[0]`` is the auto-stepped initial state; ``states[i + 1]`` the
    auto-stepped state after ``steps[i]``. ``position`` is a cursor for
    stepping back and forward; `record` at an earlier position drops the
    later steps (undo).
    """

    states: PVector[S]
    steps: PVector[Step]
    position: int = 0

    @classmethod
    def start(cls, state: S) -> History[S]:
        """A history beginning at ``state`` (auto-stepped)."""
        return cls(pvector([state.auto_step()]), pvector(), 0)

    @property
    def initial(self) -> S:
        """The first state."""
        return self.states[0]

    @property
    def current(self) -> S:
        """The state at the cursor."""
        return self.states[self.position]

    @property
    def latest(self) -> S:
        """The last state recorded."""
        return self.states[-1]

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[S]:
        return iter(self.states)

    def record(self, pid: int, action: PlayerAction) -> History[S]:
        """Apply ``action`` at the cursor and keep the new state; later steps are dropped.

        :raises InvalidActionError: if the action is illegal there (nothing changes).
        """
        state = self.current.action_step(pid, action).auto_step()
        pos = self.position
        states = self.states if pos == len(self.states) - 1 else pvector(self.states[: pos + 1])
        steps = self.steps if pos == len(self.steps) else pvector(self.steps[:pos])
        return History(states.append(state), steps.append(Step(pid, action.labels)), pos + 1)

    def back(self, n: int = 1) -> History[S]:
        """Move the cursor ``n`` decisions back (not past the start)."""
        return History(self.states, self.steps, max(0, self.position - n))

    def forward(self, n: int = 1) -> History[S]:
        """Move the cursor ``n`` decisions forward (not past the end)."""
        return History(self.states, self.steps, min(len(self.states) - 1, self.position + n))

    def seek(self, position: int) -> History[S]:
        """Move the cursor to a decision index.

        :raises IndexError: outside ``0..len(self)``.
        """
        if not 0 <= position < len(self.states):
            raise IndexError(f"position {position} outside 0..{len(self.states) - 1}")
        return History(self.states, self.steps, position)

    # -- persistence --------------------------------------------------------

    def to_json(self) -> str:
        """The history as JSON: the initial state's setup and each step's labels."""
        doc = {
            "format": FORMAT,
            "setup": dict(self.initial.setup()),
            "steps": [{"pid": s.pid, "labels": list(s.labels)} for s in self.steps],
        }
        return json.dumps(doc, indent=1)

    def save(self, path: str | Path) -> None:
        """Write `to_json` to a file."""
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @staticmethod
    def from_json(text: str) -> History[GameState]:
        """Rebuild a history by replaying its steps from the saved setup.

        :raises InvalidActionError: if a step is illegal in the replayed game.
        :raises ValueError: if the document is not a dgsim history.
        """
        doc = json.loads(text)
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ValueError(f"not a {FORMAT} document")
        history: History[GameState] = History.start(load_state(doc["setup"]))
        for i, raw in enumerate(doc["steps"]):
            pid = int(raw["pid"])
            gen = history.latest.action_generator(pid)
            try:
                for label in raw["labels"]:
                    gen = gen.choose(str(label))
            except InvalidActionError as exc:
                raise InvalidActionError(f"step {i}: {exc}") from exc
            history = history.record(pid, gen.generate_action())
        return history

    @staticmethod
    def load(path: str | Path) -> History[GameState]:
        """Read a file written by `save`."""
        return History.from_json(Path(path).read_text(encoding="utf-8"))


def load_state(setup: Mapping[str, object]) -> GameState:
    """Build a state from a setup mapping whose ``"factory"`` names ``module:function``.

    :raises ValueError: if the factory is missing or not a state factory.
    """
    factory_name = setup.get("factory")
    if not isinstance(factory_name, str) or ":" not in factory_name:
        raise ValueError(f"setup has no 'factory' of the form module:function: {setup!r}")
    module_name, _, attr = factory_name.partition(":")
    factory: Callable[..., object] = getattr(importlib.import_module(module_name), attr)
    kwargs = {k: v for k, v in setup.items() if k != "factory"}
    state = factory(**kwargs)
    if not isinstance(state, GameState):
        raise ValueError(f"{factory_name} did not return a GameState")
    return state
