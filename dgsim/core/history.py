"""Whole-game histories: every state kept through structural sharing, saved as setup + labels."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import FunctionType, MappingProxyType
from typing import Final, Generic, TypeVar

from pyrsistent import PVector, pvector

from dgsim.core.action import PlayerAction
from dgsim.core.errors import InvalidActionError
from dgsim.core.registry import IllegalStepError, SavedGameError, build_game
from dgsim.core.state import GameState

__all__ = ["FORMAT", "History", "SavedGameError", "Step", "document", "load_state"]

S = TypeVar("S", bound=GameState)

FORMAT = "dgsim-history/2"
"""The saved-game format this version writes."""

OLD_FORMAT = "dgsim-history/1"
"""The earlier format (a ``setup`` with a ``factory``), still read."""


NO_META: Final[Mapping[str, object]] = MappingProxyType({})
"""The ``meta`` of a history that was given none."""


@dataclass(frozen=True, slots=True)
class Step:
    """One recorded decision: who acted and the labels of the picks."""

    pid: int
    labels: tuple[str, ...]


class History(Generic[S]):
    """A game's initial state, its decisions, and every state after each decision.

    ``states[0]`` is the auto-stepped initial state; ``states[i + 1]`` the
    auto-stepped state after ``steps[i]``. ``position`` is a cursor for
    stepping back and forward; `record` at an earlier position drops the
    later steps (undo). Its fields are read-only; two histories are equal when
    their states, steps and position are (``meta`` is not compared).
    """

    # A plain class, not a dataclass, so that the compiled build compiles it (mypyc compiles no
    # generic dataclass). Compiled, its `Final` fields have no setter; in the pure build,
    # `dgsim.core._pure` gives it a ``__setattr__`` that refuses and a constructor that fills the
    # slots directly.
    __slots__ = ("meta", "position", "states", "steps")

    def __init__(self, states: PVector[S], steps: PVector[Step], position: int = 0,
                 meta: Mapping[str, object] = NO_META) -> None:
        self.states: Final = states
        self.steps: Final = steps
        self.position: Final = position
        self.meta: Final = meta

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, History) or type(other) is not type(self):
            return NotImplemented
        return (self.states == other.states and self.steps == other.steps
                and self.position == other.position)

    def __hash__(self) -> int:
        return hash((self.states, self.steps, self.position))

    def __repr__(self) -> str:
        return (f"{type(self).__qualname__}(states={self.states!r}, steps={self.steps!r}, "
                f"position={self.position!r}, meta={self.meta!r})")

    def __reduce__(self) -> tuple[Callable[[PVector[S], PVector[Step], int, dict[str, object]],
                                           History[S]],
                                  tuple[PVector[S], PVector[Step], int, dict[str, object]]]:
        # `meta` is a read-only view, which pickle cannot copy: pickled as a dict, viewed again
        return _rebuild, (self.states, self.steps, self.position, dict(self.meta))

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
        pos = self.position
        states = self.states
        state = states[pos].action_step(pid, action).auto_step()
        if pos != len(states) - 1:
            states = pvector(states[: pos + 1])
        steps = self.steps
        if pos != len(steps):
            steps = pvector(steps[:pos])
        return _new_history(states.append(state), steps.append(_step(pid, action.labels)), pos + 1,
                            self.meta)

    def back(self, n: int = 1) -> History[S]:
        """Move the cursor ``n`` decisions back (not past the start)."""
        return History(self.states, self.steps, max(0, self.position - n), self.meta)

    def forward(self, n: int = 1) -> History[S]:
        """Move the cursor ``n`` decisions forward (not past the end)."""
        return History(self.states, self.steps, min(len(self.states) - 1, self.position + n),
                       self.meta)

    def seek(self, position: int) -> History[S]:
        """Move the cursor to a decision index.

        :raises IndexError: outside ``0..len(self)``.
        """
        if not 0 <= position < len(self.states):
            raise IndexError(f"position {position} outside 0..{len(self.states) - 1}")
        return History(self.states, self.steps, position, self.meta)

    # -- persistence --------------------------------------------------------

    def to_json(self, meta: Mapping[str, object] | None = None) -> str:
        """The history as JSON: the registered game, its parameters, each step's labels.

        ``meta`` (JSON-able: agent names, result, ...) is stored under ``"meta"``;
        without it, the history's own `meta` is written.
        """
        return json.dumps(document(self.initial, self.steps, self.meta if meta is None else meta),
                          indent=1)

    def save(self, path: str | Path, meta: Mapping[str, object] | None = None) -> None:
        """Write `to_json` to a file."""
        Path(path).write_text(self.to_json(meta), encoding="utf-8")

    def with_meta(self, meta: Mapping[str, object]) -> History[S]:
        """A copy carrying ``meta`` (agent names, result, ...), saved with it."""
        return History(self.states, self.steps, self.position, MappingProxyType(dict(meta)))

    @staticmethod
    def from_json(text: str) -> History[GameState]:
        """Rebuild a history by replaying its steps from the saved game and parameters.

        The game must be registered (`dgsim.core.registry`); its parameters are
        validated before anything is built, and nothing named in the document
        is imported or called. Documents of format ``dgsim-history/1`` still load.

        :raises SavedGameError: (a `ValueError`) with one line naming the problem; for a
            step the game does not allow, its subclass `IllegalStepError` (also an
            `InvalidActionError`) naming the step: ``step 41: 'buy Provnce' is not offered;
            offered: ...``.
        """
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SavedGameError(f"not JSON (truncated or corrupted?): {exc.msg} at line "
                                 f"{exc.lineno} column {exc.colno}") from None
        except (ValueError, RecursionError) as exc:  # huge numbers, deep nesting
            raise SavedGameError(f"not JSON: {_first_line(exc)}") from None
        if not isinstance(doc, dict):
            raise SavedGameError(f"not a saved game: the document is a {type(doc).__name__}, "
                                 "not an object")
        game, params = _game_of(doc)
        initial = build_game(game, params)
        meta = doc.get("meta", {})
        if not isinstance(meta, dict):
            raise SavedGameError("'meta' must be an object")
        history: History[GameState] = History.start(initial).with_meta(meta)
        raw_steps = doc.get("steps")
        if not isinstance(raw_steps, list):
            raise SavedGameError("'steps' must be a list")
        for i, raw in enumerate(raw_steps):
            history = _replay_step(history, i, raw)
        return history

    @staticmethod
    def load(path: str | Path) -> History[GameState]:
        """Read a file written by `save` (see `from_json`).

        :raises SavedGameError: for a file that is not a loadable saved game.
        :raises OSError: if the file cannot be read.
        """
        data = Path(path).read_bytes()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise SavedGameError(f"{path}: not a text file (binary or wrongly encoded)") from None
        return History.from_json(text)


def _rebuild(states: PVector[S], steps: PVector[Step], position: int,
             meta: dict[str, object]) -> History[S]:
    return History(states, steps, position, MappingProxyType(meta))


# Hot path: a history per decision. Compiled, this is the class's constructor (one C store per
# field); the pure build replaces it with a function that fills the slots directly
# (`dgsim.core._pure`; 2x faster than calling the class there).

def _new_history(states: PVector[S], steps: PVector[Step], position: int,
                 meta: Mapping[str, object]) -> History[S]:
    return History(states, steps, position, meta)


_STEPS: dict[tuple[int, tuple[str, ...]], Step] = {}
"""Recorded steps by value: a history's steps repeat (``buy Silver`` by seat 0), so each kept
decision costs one vector slot, not a new record. Bounded: cleared when it reaches `_MAX_STEPS`."""

_MAX_STEPS = 8192


def _step(pid: int, labels: tuple[str, ...]) -> Step:
    """The shared `Step` of ``pid`` and ``labels``."""
    key = (pid, labels)
    step = _STEPS.get(key)
    if step is None:
        if len(_STEPS) >= _MAX_STEPS:
            _STEPS.clear()
        step = _STEPS[key] = Step(pid, labels)
    return step


def document(initial: GameState, steps: Iterable[Step],
             meta: Mapping[str, object] | None = None) -> dict[str, object]:
    """The saved-game document (format `FORMAT`) of a game from ``initial`` through ``steps``."""
    setup = dict(initial.setup())
    game = setup.pop("game")
    doc: dict[str, object] = {"format": FORMAT, "game": game, "params": setup,
                              "steps": [{"pid": s.pid, "labels": list(s.labels)} for s in steps]}
    if meta:
        doc["meta"] = dict(meta)
    return doc


def load_state(setup: Mapping[str, object]) -> GameState:
    """Build a registered game's initial state from a setup mapping (``"game"`` plus parameters).

    The ``"factory"`` of older files is accepted when it is one of the
    ``module:function`` names a registered game declared; it is never imported.

    :raises SavedGameError: for an unknown game or a bad parameter.
    """
    params = dict(setup)
    name = params.pop("game", None)
    if name is None:
        name = params.pop("factory", None)
    if not isinstance(name, str):
        raise SavedGameError("the setup names no game ('game': a registered game's name)")
    return build_game(name, params)


def _game_of(doc: Mapping[str, object]) -> tuple[str, Mapping[str, object]]:
    fmt = doc.get("format")
    if fmt == FORMAT:
        game, params = doc.get("game"), doc.get("params", {})
        if not isinstance(game, str):
            raise SavedGameError("'game' must name a registered game")
        if not isinstance(params, dict):
            raise SavedGameError("'params' must be an object")
        return game, params
    if fmt == OLD_FORMAT:
        setup = doc.get("setup")
        if not isinstance(setup, dict):
            raise SavedGameError("'setup' must be an object")
        params = dict(setup)
        factory = params.pop("factory", None)
        if not isinstance(factory, str):
            raise SavedGameError("'setup' names no factory")
        return factory, params
    raise SavedGameError(f"not a saved game: format {fmt!r}, expected {FORMAT!r}")


def _replay_step(history: History[GameState], i: int, raw: object) -> History[GameState]:
    if not isinstance(raw, dict):
        raise SavedGameError(f"step {i}: not an object")
    pid, labels = raw.get("pid"), raw.get("labels")
    if not isinstance(pid, int) or isinstance(pid, bool):
        raise SavedGameError(f"step {i}: 'pid' must be a seat number")
    if not isinstance(labels, list) or not all(isinstance(x, str) for x in labels):
        raise SavedGameError(f"step {i}: 'labels' must be a list of strings")
    state = history.latest
    deciding = state.waiting_for()
    if deciding is None:
        raise IllegalStepError(f"step {i}: the game is over, no seat is deciding")
    if pid != deciding:
        raise IllegalStepError(f"step {i}: seat {pid} is not deciding (seat {deciding} is)")
    gen = state.action_generator(pid)
    for label in labels:
        if gen.filled() and not gen.choices():
            raise IllegalStepError(f"step {i}: {label!r} comes after a complete action")
        try:
            gen = gen.choose(label)
        except InvalidActionError:
            offered = ", ".join(gen.labels()) or "nothing"
            raise IllegalStepError(f"step {i}: {label!r} is not offered; offered: {offered}") from None
    if not gen.filled():
        raise IllegalStepError(f"step {i}: the labels do not complete an action; "
                             f"next offered: {', '.join(gen.labels())}")
    try:
        return history.record(pid, gen.generate_action())
    except InvalidActionError as exc:
        raise IllegalStepError(f"step {i}: {exc}") from None


def _first_line(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0][:200]


if isinstance(vars(History)["record"], FunctionType):  # the pure build (compiled: a C method)
    # read-only fields and faster constructors (`dgsim.core.build` cannot be imported yet)
    from dgsim.core import _pure

    _pure.install()
