"""The pure-Python build's read-only fields and constructors of the core's generic classes.

`ActionGenerator` and `History` are plain classes with slots, so that the
compiled build compiles them; there, their `Final` fields have no setter. Run
by the interpreter, nothing would stop an assignment, so `install` gives both
classes a ``__setattr__`` and ``__delattr__`` that raise `AttributeError`, as
a frozen dataclass's do. Their constructors then fill the slots through the
slot descriptors, and so do the hot-path builders of `dgsim.core.action` and
`dgsim.core.history` that this module puts in place of the compiled build's
(a generator per pick, an action and a history per decision), and `Choice`'s
constructor: about twice as fast as calling the classes. Never compiled
(setup.py, ``PURE``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import GetSetDescriptorType, MemberDescriptorType
from typing import Final, NoReturn, TypeVar

from pyrsistent import PVector

from dgsim.core import action as _action
from dgsim.core import history as _history
from dgsim.core.action import ActionGenerator, Choice, Decision, PlayerAction
from dgsim.core.history import NO_META, History, Step
from dgsim.core.state import GameState

__all__ = ["install", "is_installed", "slot_setter"]

S = TypeVar("S", bound=GameState)


def slot_setter(cls: type, name: str) -> Callable[[object, object], None]:
    """The setter of the field ``name`` that ``cls`` itself declares (it bypasses ``__setattr__``).

    :raises TypeError: if ``cls`` declares no such field.
    """
    slot = vars(cls).get(name)
    if not isinstance(slot, MemberDescriptorType | GetSetDescriptorType):  # pure | compiled
        raise TypeError(f"{cls.__name__}.{name} is not a field of its own")
    setter: Callable[[object, object], None] = slot.__set__
    return setter


def _refuse_set(self: object, name: str, value: object) -> NoReturn:
    raise AttributeError(f"cannot assign to field {name!r} of {type(self).__name__} (read-only)")


def _refuse_delete(self: object, name: str) -> NoReturn:
    raise AttributeError(f"cannot delete field {name!r} of {type(self).__name__} (read-only)")


_gen_state: Final = slot_setter(ActionGenerator, "state")
_gen_decision: Final = slot_setter(ActionGenerator, "decision")
_gen_picks: Final = slot_setter(ActionGenerator, "picks")
_gen_checked: Final = slot_setter(ActionGenerator, "_checked")
_gen_choices: Final = slot_setter(ActionGenerator, "_choices")
_gen_allowed: Final = slot_setter(ActionGenerator, "_allowed")


def _generator_init(self: ActionGenerator[S], state: S, decision: Decision[S],
                    picks: tuple[Choice, ...] = ()) -> None:
    """`ActionGenerator.__init__` of the pure build."""
    _gen_state(self, state)
    _gen_decision(self, decision)
    _gen_picks(self, picks)
    _gen_checked(self, False)
    _gen_choices(self, None)
    _gen_allowed(self, None)


def _new_generator(state: S, decision: Decision[S], picks: tuple[Choice, ...], checked: bool,
                   choices: tuple[Choice, ...] | None) -> ActionGenerator[S]:
    gen: ActionGenerator[S] = object.__new__(ActionGenerator)
    _gen_state(gen, state)
    _gen_decision(gen, decision)
    _gen_picks(gen, picks)
    _gen_checked(gen, checked)
    _gen_choices(gen, choices)
    _gen_allowed(gen, None)
    return gen


_choice_verb: Final = slot_setter(Choice, "verb")
_choice_arg: Final = slot_setter(Choice, "arg")
_choice_label: Final = slot_setter(Choice, "_label")


def _choice_init(self: Choice, verb: str, arg: str | None = None) -> None:
    """`Choice.__init__` of the pure build."""
    _choice_verb(self, verb)
    _choice_arg(self, arg)
    _choice_label(self, None)


_action_picks: Final = slot_setter(PlayerAction, "picks")
_action_origin: Final = slot_setter(PlayerAction, "origin")


def _new_action(picks: tuple[Choice, ...], origin: object) -> PlayerAction:
    action = object.__new__(PlayerAction)
    _action_picks(action, picks)
    _action_origin(action, origin)
    return action


_hist_states: Final = slot_setter(History, "states")
_hist_steps: Final = slot_setter(History, "steps")
_hist_position: Final = slot_setter(History, "position")
_hist_meta: Final = slot_setter(History, "meta")


def _history_init(self: History[S], states: PVector[S], steps: PVector[Step], position: int = 0,
                  meta: Mapping[str, object] = NO_META) -> None:
    """`History.__init__` of the pure build."""
    _hist_states(self, states)
    _hist_steps(self, steps)
    _hist_position(self, position)
    _hist_meta(self, meta)


def _new_history(states: PVector[S], steps: PVector[Step], position: int,
                 meta: Mapping[str, object]) -> History[S]:
    history: History[S] = object.__new__(History)
    _hist_states(history, states)
    _hist_steps(history, steps)
    _hist_position(history, position)
    _hist_meta(history, meta)
    return history


def install() -> None:
    """Make the two classes read-only and put the slot-filling constructors in place (pure build)."""
    for cls, init in ((ActionGenerator, _generator_init), (History, _history_init)):
        type.__setattr__(cls, "__init__", init)
        type.__setattr__(cls, "__setattr__", _refuse_set)
        type.__setattr__(cls, "__delattr__", _refuse_delete)
    # `checked` reads its slot directly (the property costs a call per decision in action_step)
    type.__setattr__(ActionGenerator, "checked", vars(ActionGenerator)["_checked"])
    type.__setattr__(Choice, "__init__", _choice_init)
    vars(_action).update(_new_generator=_new_generator, _new_action=_new_action)
    vars(_history).update(_new_history=_new_history)


def is_installed() -> bool:
    """True once `install` has run (the pure build), for tests."""
    return vars(ActionGenerator)["__init__"] is _generator_init
