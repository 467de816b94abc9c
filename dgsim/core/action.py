"""Choices, player actions and the immutable action generator that builds them."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from types import MemberDescriptorType
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from dgsim.core.errors import InvalidActionError

if TYPE_CHECKING:
    from dgsim.core.state import GameState

__all__ = ["ActionGenerator", "Choice", "Decision", "PlayerAction"]

S = TypeVar("S", bound="GameState")


@dataclass(frozen=True, slots=True, eq=False)
class Choice:
    """One pick at one node of the action tree: a verb and an optional argument.

    Its ``label`` is the stable text that the CLI shows and protocols speak; two
    choices are equal (and hash alike) when their labels are, however the label
    was split into verb and argument.

    >>> Choice("bid", "3").label
    'bid 3'
    >>> Choice("done").label
    'done'
    >>> Choice("set aside", "x") == Choice("set", "aside x") == Choice("set aside x")
    True
    """

    verb: str
    arg: str | None = None
    _label: str | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def label(self) -> str:
        """The human-readable, stable text of this choice."""
        label = self._label
        if label is None:
            label = self.verb if self.arg is None else f"{self.verb} {self.arg}"
            object.__setattr__(self, "_label", label)  # a memo: one string per (interned) choice
        return label

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return isinstance(other, Choice) and self.label == other.label

    def __hash__(self) -> int:
        return hash(self.label)

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        if self.arg is None:
            return f"Choice({self.verb!r})"
        return f"Choice({self.verb!r}, {self.arg!r})"


@dataclass(frozen=True, slots=True)
class PlayerAction:
    """A complete decision: the picks made, by content (labels, not positions).

    >>> PlayerAction.from_labels(["bid 3", "done"]).labels
    ('bid 3', 'done')
    """

    picks: tuple[Choice, ...]
    origin: object | None = field(default=None, compare=False, repr=False)
    """The generator that built this action (not part of its value); lets `action_step` skip
    re-checking picks that the generator already checked on the very same state."""

    @property
    def labels(self) -> tuple[str, ...]:
        """The labels of the picks, in order."""
        picks = self.picks
        if len(picks) == 1:  # most actions: one shared tuple per label (histories keep many)
            label = picks[0].label
            labels = _ONE_LABEL.get(label)
            if labels is None:
                labels = _ONE_LABEL[label] = (label,)
            return labels
        return tuple(c.label for c in picks)

    def __reduce__(self) -> tuple[type[PlayerAction], tuple[tuple[Choice, ...]]]:
        # the origin is a same-process shortcut, never part of the value: not pickled
        return PlayerAction, (self.picks,)

    @classmethod
    def from_labels(cls, labels: tuple[str, ...] | list[str]) -> PlayerAction:
        """Build an action from labels; the verb is the first word unless the label is known whole.

        The result compares equal to the action a generator builds from the
        same labels (choices are equal by label).
        """
        return cls(tuple(_choice_from_label(label) for label in labels))

    def __str__(self) -> str:
        return "; ".join(self.labels)


_ONE_LABEL: dict[str, tuple[str]] = {}

_WHOLE_LABELS = frozenset({"done", "no", "yes", "end actions", "end turn", "play all treasures"})
"""Labels kept whole by `PlayerAction.from_labels`; others split at the first space (``set aside``
at the second). Choices are equal by label and `GameState.action_step` resolves the decision's
own choice of a label, so the split only matters to code that reads ``verb``/``arg`` itself."""


def _choice_from_label(label: str) -> Choice:
    if label in _WHOLE_LABELS or " " not in label:
        return Choice(label)
    verb, _, arg = label.partition(" ")
    if verb == "set" and arg.startswith("aside "):
        return Choice("set aside", arg[len("aside ") :])
    return Choice(verb, arg)


class Decision(Protocol[S]):
    """A pending choice of one player: its tree of choices and how it resolves.

    A decision is an effect too: executing it asks the state to wait for it
    (or resolves it at once when its tree has a single leaf).
    """

    @property
    def player(self) -> int:
        """The seat that decides."""
        ...

    def choices(self, state: S, picks: tuple[Choice, ...], /) -> tuple[Choice, ...]:
        """The choices after ``picks``; empty when the action is complete."""
        ...

    def resolve(self, state: S, picks: tuple[Choice, ...], /) -> S:
        """Apply a complete, valid sequence of picks."""
        ...

    def execute(self, state: S, /) -> S:
        """Run as an effect: make the state wait for this decision."""
        ...


@dataclass(frozen=True, slots=True)
class ActionGenerator(Generic[S]):
    """An immutable builder of one player's action, one pick at a time.

    ``choose`` returns a new generator; a wrong pick raises
    `InvalidActionError` and leaves this one as it was.
    """

    state: S
    decision: Decision[S]
    picks: tuple[Choice, ...] = ()
    checked: bool = field(default=False, init=False, compare=False, repr=False)
    """True when this node was reached from `from_pending` by `choose` alone, so every pick is legal."""
    _choices: tuple[Choice, ...] | None = field(default=None, init=False, compare=False,
                                               repr=False)
    _allowed: Choice | None = field(default=None, init=False, compare=False, repr=False)

    @classmethod
    def from_pending(cls, state: S, decision: Decision[S],
                     choices: tuple[Choice, ...] | None = None) -> ActionGenerator[S]:
        """The root generator of ``decision`` on ``state`` (what `GameState.action_generator` returns).

        ``choices``, when given, must be ``decision.choices(state, ())`` already computed.
        """
        if cls is not ActionGenerator:  # a subclass: its own __init__
            gen = cls(state, decision)
            object.__setattr__(gen, "checked", True)
            object.__setattr__(gen, "_choices", choices)
            return gen
        return _new_generator(state, decision, (), True, choices)  # no picks: trivially legal

    @property
    def player(self) -> int:
        """The seat this generator builds an action for (the state's decider of the decision)."""
        return self.state.decider(self.decision)

    def choices(self) -> tuple[Choice, ...]:
        """The legal picks at this node; empty when the action is complete."""
        options = self._choices
        if options is None:
            options = self.decision.choices(self.state, self.picks)
            object.__setattr__(self, "_choices", options)  # a memo of a pure function; not the value
        return options

    def labels(self) -> tuple[str, ...]:
        """The labels of `choices`, in order."""
        return tuple(c.label for c in self.choices())

    def choose(self, choice: Choice | str) -> ActionGenerator[S]:
        """Return the generator after one more pick (a `Choice` or its label).

        :raises InvalidActionError: if the pick is not among `choices`.
        """
        if not isinstance(choice, str) and self._choices is None and (
                choice is self._allowed or self._screened(choice)):
            return self._child(choice)  # legal by the decision's own test: no enumeration
        options = self.choices()
        if isinstance(choice, str):
            for option in options:
                if option.label == choice:
                    return self._child(option)
        else:
            for option in options:  # identity first: no __eq__ call for the generator's own choices
                if option is choice:
                    return self._child(option)
            if choice in options:
                return self._child(choice)
        shown = ", ".join(repr(o.label) for o in options) or "none (the action is complete)"
        raise InvalidActionError(f"{str(choice)!r} is not a choice here; choices: {shown}")

    def allows(self, choice: Choice) -> bool:
        """True if ``choice`` is among `choices` (cheaply, when the decision can tell directly).

        A decision may define ``allows(state, picks, choice) -> bool``, equal to
        ``choice in choices(state, picks)`` but without building the choices;
        bots that probe their favourite picks then never enumerate the others.
        """
        if self._choices is None:
            test = getattr(type(self.decision), "allows", None)
            if test is not None:
                if test(self.decision, self.state, self.picks, choice) is not True:
                    return False
                object.__setattr__(self, "_allowed", choice)  # a memo: `choose` need not re-test
                return True
        return choice in self.choices()

    def _screened(self, choice: Choice) -> bool:
        test = getattr(type(self.decision), "allows", None)
        return test is not None and test(self.decision, self.state, self.picks, choice) is True

    def _child(self, pick: Choice) -> ActionGenerator[S]:
        return _new_generator(self.state, self.decision, (*self.picks, pick), self.checked, None)

    def filled(self) -> bool:
        """True when the picks make a complete action."""
        return not self.choices()

    def generate_action(self) -> PlayerAction:
        """Return the complete action.

        :raises InvalidActionError: if more picks are needed.
        """
        if not self.filled():
            raise InvalidActionError(
                f"the action is not complete; next choices: {', '.join(self.labels())}"
            )
        return _new_action(self.picks, self if self.checked else None)


# Hot path: generators and actions are built by filling their slots directly, as their frozen
# __init__ would (2x faster than calling it). These modules are never compiled (setup.py: PURE);
# the compiled states have constructors of their own (`dgsim.dominion.state`).

def slot_setter(cls: type, name: str) -> Callable[[object, object], None]:
    """The setter of a slot of ``cls`` (to fill a frozen value's fields in the interpreted modules)."""
    slot = inspect.getattr_static(cls, name)
    if not isinstance(slot, MemberDescriptorType):
        raise TypeError(f"{cls.__name__}.{name} is not a slot")
    return slot.__set__


(_set_gen_state, _set_gen_decision, _set_gen_picks, _set_gen_checked, _set_gen_choices,
 _set_gen_allowed) = (slot_setter(ActionGenerator, name)
                      for name in ("state", "decision", "picks", "checked", "_choices", "_allowed"))
_set_action_picks, _set_action_origin = (slot_setter(PlayerAction, name)
                                         for name in ("picks", "origin"))


def _new_generator(state: S, decision: Decision[S], picks: tuple[Choice, ...], checked: bool,
                   choices: tuple[Choice, ...] | None) -> ActionGenerator[S]:
    gen: ActionGenerator[S] = object.__new__(ActionGenerator)
    _set_gen_state(gen, state)
    _set_gen_decision(gen, decision)
    _set_gen_picks(gen, picks)
    _set_gen_checked(gen, checked)
    _set_gen_choices(gen, choices)
    _set_gen_allowed(gen, None)
    return gen


def _new_action(picks: tuple[Choice, ...], origin: object) -> PlayerAction:
    action = object.__new__(PlayerAction)
    _set_action_picks(action, picks)
    _set_action_origin(action, origin)
    return action
