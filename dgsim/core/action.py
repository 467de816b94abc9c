"""Choices, player actions and the immutable action generator that builds them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final, Generic, Protocol, TypeVar

from mypy_extensions import mypyc_attr

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
    >>> Choice("put down", "x") == Choice("put", "down x") == Choice("put down x")
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
        """Build an action from labels, each split into a verb and an argument.

        The verb is a label's first word and the lowercase words that follow it
        (``put down``, ``pass the turn``); the argument is the rest, from the first word
        that is not all lowercase letters (a name or a number), or `None`. The
        result compares equal to the action a generator builds from the same
        labels, however it split them (choices are equal by label).

        >>> [(c.verb, c.arg) for c in PlayerAction.from_labels(["put down Red Card", "no"]).picks]
        [('put down', 'Red Card'), ('no', None)]
        """
        return cls(tuple(_choice_from_label(label) for label in labels))

    def __str__(self) -> str:
        return "; ".join(self.labels)


_ONE_LABEL: dict[str, tuple[str]] = {}

def _choice_from_label(label: str) -> Choice:
    """The label as a verb (its first word and the lowercase words after it) and the rest.

    No game's words are known here: `GameState.action_step` resolves the decision's own choice
    of each label, so the split only matters to code that reads ``verb``/``arg`` itself.
    """
    words = label.split(" ")
    n = 1
    while n < len(words) and words[n].isalpha() and words[n].islower():
        n += 1
    if n == len(words):
        return Choice(label)
    return Choice(" ".join(words[:n]), " ".join(words[n:]))


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


@mypyc_attr(allow_interpreted_subclasses=True)  # bots may refine it in Python
class ActionGenerator(Generic[S]):
    """An immutable builder of one player's action, one pick at a time.

    ``choose`` returns a new generator; a wrong pick raises
    `InvalidActionError` and leaves this one as it was. Its fields are
    read-only; two generators are equal when their class, state, decision and
    picks are.
    """

    # A plain class, not a dataclass, so that the compiled build compiles it (mypyc compiles no
    # generic dataclass). Compiled, its `Final` fields have no setter; in the pure build,
    # `dgsim.core._pure` gives it a ``__setattr__`` that refuses and constructors that fill the
    # slots directly.
    __slots__ = ("_allowed", "_checked", "_choices", "decision", "picks", "state")

    def __init__(self, state: S, decision: Decision[S], picks: tuple[Choice, ...] = ()) -> None:
        self.state: Final = state
        self.decision: Final = decision
        self.picks: Final = picks
        self._checked = False
        self._choices: tuple[Choice, ...] | None = None  # memo of `choices`, not the value
        self._allowed: Choice | None = None  # the choice `allows` last accepted, a memo

    @classmethod
    def from_pending(cls, state: S, decision: Decision[S],
                     choices: tuple[Choice, ...] | None = None) -> ActionGenerator[S]:
        """The root generator of ``decision`` on ``state`` (what `GameState.action_generator` returns).

        ``choices``, when given, must be ``decision.choices(state, ())`` already computed.
        """
        if cls is not ActionGenerator:  # a subclass: its own __init__
            gen = cls(state, decision)
            object.__setattr__(gen, "_checked", True)
            object.__setattr__(gen, "_choices", choices)
            return gen
        return _new_generator(state, decision, (), True, choices)  # no picks: trivially legal

    @property
    def checked(self) -> bool:
        """True when this node was reached from `from_pending` by `choose` alone, so every pick is legal."""
        return self._checked

    @property
    def player(self) -> int:
        """The seat this generator builds an action for (the state's decider of the decision)."""
        return self.state.decider(self.decision)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ActionGenerator) or type(other) is not type(self):
            return NotImplemented
        return (self.state == other.state and self.decision == other.decision
                and self.picks == other.picks)

    def __hash__(self) -> int:
        return hash((self.state, self.decision, self.picks))

    def __repr__(self) -> str:
        return (f"{type(self).__qualname__}(state={self.state!r}, decision={self.decision!r}, "
                f"picks={self.picks!r})")

    def __reduce__(self) -> tuple[type[ActionGenerator[S]],
                                  tuple[S, Decision[S], tuple[Choice, ...]]]:
        # through the constructor: the memos and the same-process trust are not part of the value
        return type(self), (self.state, self.decision, self.picks)

    def choices(self) -> tuple[Choice, ...]:
        """The legal picks at this node; empty when the action is complete."""
        options = self._choices
        if options is None:
            options = self.decision.choices(self.state, self.picks)
            object.__setattr__(self, "_choices", options)  # a memo of a pure function, not the value
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
        return _new_generator(self.state, self.decision, (*self.picks, pick), self._checked, None)

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
        return _new_action(self.picks, self if self._checked else None)


# Hot path: a generator per pick, an action per decision. Compiled, these are the classes' own
# constructors and one C store per private field; the pure build replaces them with functions
# that fill the slots directly (`dgsim.core._pure`; 2x faster than calling the classes there).

def _new_generator(state: S, decision: Decision[S], picks: tuple[Choice, ...], checked: bool,
                   choices: tuple[Choice, ...] | None) -> ActionGenerator[S]:
    gen: ActionGenerator[S] = ActionGenerator(state, decision, picks)
    gen._checked = checked
    gen._choices = choices
    return gen


def _new_action(picks: tuple[Choice, ...], origin: object) -> PlayerAction:
    return PlayerAction(picks, origin)
