"""The game state machine: effects, phases, pending decisions and transitions.

A concrete game subclasses `GameState` as a frozen, slotted dataclass that
declares the fields ``phase``, ``effects``, ``pending`` and ``rng`` (plus its
own zones) and implements `evolve`. Everything here works on any such game.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Hashable, Mapping
from typing import TYPE_CHECKING, Final, Protocol, Self, TypeVar

from mypy_extensions import mypyc_attr

from dgsim.core.action import ActionGenerator, Choice, Decision, PlayerAction
from dgsim.core.errors import InvalidActionError

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    from dgsim.core.rng import Rng

__all__ = ["Effect", "GameState", "HasPlayer", "Phase"]

S = TypeVar("S", bound="GameState")
S_contra = TypeVar("S_contra", bound="GameState", contravariant=True)
R = TypeVar("R", bound="DataclassInstance")
F = TypeVar("F", bound=Callable[..., object])

_last_asked: list[tuple[GameState, tuple[Choice, ...]] | None] = [None]
"""The state that `GameState.ask` last left waiting and its decision's root choices, so that
`action_generator` on that very state (the usual next call) need not compute them again.
A one-entry memo of a pure function, keyed by identity; it holds at most one state."""


def _is_last_asked(state: GameState) -> bool:
    """True if ``state`` is the one `GameState.ask` last left waiting (`_last_asked`): its
    decision's root choices are known, and `action_generator` hands them to the generator instead
    of computing them again. (`action_generator` writes this test out.)"""
    asked = _last_asked[0]
    return asked is not None and asked[0] is state


def _is_trusted(action: PlayerAction, state: GameState, pending: object) -> bool:
    """True if ``action`` was built on ``state`` itself by the generator of its ``pending``
    decision, reached from `ActionGenerator.from_pending` by `choose` alone and complete: every
    pick was checked when it was chosen, so `GameState.action_step` resolves it without checking
    each pick again. (An origin is public: a forged one may name a node that is not complete;
    an equal state or an unpickled action takes the general path, which checks the content.)"""
    origin = action.origin
    return (isinstance(origin, ActionGenerator) and origin.checked and origin.state is state
            and origin.decision is pending and origin.picks is action.picks and origin.filled())


class HasPlayer(Protocol):
    """Anything that names the seat it belongs to (a decision)."""

    @property
    def player(self) -> int:
        """The seat."""
        ...


class Effect(Protocol[S]):
    """A frozen value that transforms a state; it may push further effects."""

    def execute(self, state: S, /) -> S:
        """Return the state after this effect."""
        ...


class Phase(Protocol[S]):
    """What happens when the effect stack is empty."""

    @property
    def is_game_end(self) -> bool:
        """True in the terminal phase."""
        ...

    def step(self, state: S, /) -> S:
        """Advance the game by one transition from an empty stack."""
        ...


_DECLARED: Final = ("phase", "effects", "pending", "rng")


@mypyc_attr(allow_interpreted_subclasses=True)  # games written in Python subclass it
class GameState:
    """A persistent game state: hashable, comparable, never mutated.

    Transitions (`step`, `action_step`, `auto_step`) return new states. A game
    implements `evolve` (not an ``abc`` abstract class: the compiled build's
    classes cannot have a metaclass).
    """

    __slots__ = ()

    # Declared here as read-only properties, provided as dataclass fields by each game's state
    # class (a field overrides them). Not plain annotations: compiled by mypyc, those would be
    # storage of this class that a subclass written in Python would shadow with its own slots.
    @property
    def phase(self) -> Phase[Self]:
        """What happens when the effect stack is empty (a field of each game's state)."""
        raise NotImplementedError(f"{type(self).__name__} must declare the field 'phase'")

    @property
    def effects(self) -> tuple[Effect[Self], ...]:
        """The effect stack, top last (a field of each game's state)."""
        raise NotImplementedError(f"{type(self).__name__} must declare the field 'effects'")

    @property
    def pending(self) -> Decision[Self] | None:
        """The decision waited for, if any (a field of each game's state)."""
        raise NotImplementedError(f"{type(self).__name__} must declare the field 'pending'")

    @property
    def rng(self) -> Rng:
        """The state's random number generator (a field of each game's state)."""
        raise NotImplementedError(f"{type(self).__name__} must declare the field 'rng'")

    def __init_subclass__(cls) -> None:
        # A dataclass would take the property inherited above for the field's default value:
        # a field declared without a default gets an explicit `field()` instead.
        own = vars(cls)
        for name in _DECLARED:
            if name in own.get("__annotations__", {}) and name not in own:
                setattr(cls, name, dataclasses.field())

    def evolve(
        self,
        *,
        effects: tuple[Effect[Self], ...] | None = None,
        pending: Decision[Self] | None = None,
        clear_pending: bool = False,
    ) -> Self:
        """Return a copy with a new stack and/or pending decision (each game implements it)."""
        raise NotImplementedError(f"{type(self).__name__} must implement evolve()")

    # -- queries -----------------------------------------------------------

    def waiting_for(self) -> int | None:
        """The seat that must decide now; None when `step` can go on or the game is over."""
        pending = self.pending
        return None if pending is None else self.decider(pending)

    def decider(self, decision: HasPlayer) -> int:
        """The seat that makes ``decision``: its player, unless the game says otherwise.

        A game where one seat decides for another (a seat playing another's turn)
        overrides this; `waiting_for`, `action_generator`, `action_step`, the
        agents and the search all ask it.
        """
        return decision.player

    def game_end(self) -> bool:
        """True once the game is over."""
        return self.phase.is_game_end and not self.effects and self.pending is None

    def is_terminal(self) -> bool:
        """True when the game is over, forced steps included (unlike `waiting_for`'s None,
        which also means "call `step`")."""
        return self.auto_step().game_end()

    def returns(self) -> tuple[float, ...]:
        """Each seat's result of the finished game: +1.0 for a sole winner, 0.0 for each of
        several tied winners (a shared win), -1.0 for every other seat.

        With two players this is zero-sum (win/loss +1/-1, a tie 0/0); with more
        it is not (one winner +1, the others -1 each).

        Games define ``scores()`` (one entry per seat) and ``winners()``.

        :raises InvalidActionError: while the game is not over.
        :raises NotImplementedError: for a game without ``scores()`` and ``winners()``.
        """
        state = self.auto_step()
        if not state.game_end():
            raise InvalidActionError("returns() of a game that is not over (see is_terminal())")
        scores_of = getattr(state, "scores", None)
        winners_of = getattr(state, "winners", None)
        if not callable(scores_of) or not callable(winners_of):
            raise NotImplementedError(f"{type(state).__name__} does not define scores() and "
                                      "winners()")
        winners = {int(seat) for seat in winners_of()}
        sole = len(winners) == 1
        return tuple((1.0 if sole else 0.0) if seat in winners else -1.0
                     for seat in range(len(scores_of())))

    def action_generator(self, pid: int) -> ActionGenerator[Self]:
        """The generator of ``pid``'s pending decision.

        :raises InvalidActionError: if ``pid`` is not the seat deciding now.
        """
        pending = self.pending
        if pending is None or self.decider(pending) != pid:
            raise InvalidActionError(f"player {pid} has no decision to make now "
                                     f"(waiting for {self.waiting_for()})")
        asked = _last_asked[0]
        if asked is not None and asked[0] is self:  # `_is_last_asked(self)`: `ask` just computed them
            return ActionGenerator.from_pending(self, pending, asked[1])
        return ActionGenerator.from_pending(self, pending)

    # -- transitions -------------------------------------------------------

    def step(self) -> Self:
        """Execute the top effect, or let the phase advance when the stack is empty.

        :raises InvalidActionError: while a decision is pending (and, from the
            game's end phase, after the game is over).
        """
        pending = self.pending
        if pending is not None:
            raise InvalidActionError(f"player {pending.player} must decide before step()")
        effects = self.effects
        if effects:
            return effects[-1].execute(self.evolve(effects=effects[:-1]))
        return self.phase.step(self)

    def auto_step(self) -> Self:
        """`step` until a decision is pending or the game is over."""
        state = self
        while state.pending is None:  # `step`, inlined: the engine's innermost loop
            effects = state.effects
            if effects:
                state = effects[-1].execute(state.evolve(effects=effects[:-1]))
            elif state.phase.is_game_end:
                return state
            else:
                state = state.phase.step(state)
        return state

    def action_step(self, pid: int, action: PlayerAction) -> Self:
        """Apply ``pid``'s action to the pending decision, judged on its content.

        The decision resolves on this state with ``pending`` cleared; a decision whose
        ``resolves_waiting`` attribute is True resolves on this state as it is, and its
        `resolve` promises that the result no longer waits for it (its first copy clears it).

        :raises InvalidActionError: if ``pid`` is not deciding or the action is illegal here.
        """
        pending = self.pending
        if pending is None or self.decider(pending) != pid:
            raise InvalidActionError(f"player {pid} has no decision to make now "
                                     f"(waiting for {self.waiting_for()})")
        picks = action.picks
        origin = action.origin
        if (isinstance(origin, ActionGenerator) and origin.checked and origin.state is self
                and origin.decision is pending and origin.picks is picks and origin.filled()):
            # `_is_trusted(action, self, pending)`, written out (a test checks both)
            if getattr(pending, "resolves_waiting", False) is True:
                return pending.resolve(self, picks)
            return pending.resolve(self.evolve(clear_pending=True), picks)
        canonical: list[Choice] = []
        for pick in picks:
            options = pending.choices(self, tuple(canonical))
            try:  # the decision's own choice of that label (picks are equal by label)
                canonical.append(options[options.index(pick)])
            except ValueError:
                shown = ", ".join(o.label for o in options) or "none"
                raise InvalidActionError(
                    f"{pick.label!r} is not a legal pick here (choices: {shown})"
                ) from None
        picks = tuple(canonical)
        if pending.choices(self, picks):
            raise InvalidActionError(f"incomplete action {str(action)!r}")
        if getattr(pending, "resolves_waiting", False) is True:
            return pending.resolve(self, picks)
        return pending.resolve(self.evolve(clear_pending=True), picks)

    def ask(self, decision: Decision[Self]) -> Self:
        """Wait for ``decision``, or resolve it now when its tree has one leaf."""
        picks: tuple[Choice, ...] = ()
        while True:
            options = decision.choices(self, picks)
            if not options:
                return decision.resolve(self, picks)
            if len(options) > 1:
                state = self.evolve(pending=decision)
                if not picks:
                    _last_asked[0] = (state, options)
                return state
            picks = (*picks, options[0])

    def push(self, *effects: Effect[Self]) -> Self:
        """Push effects so that the first given runs first."""
        return self.evolve(effects=self.effects + effects[::-1])

    # -- hidden information (games that have it override these) -----------

    def determinize(self, observer: int, rng: random.Random) -> Self:
        """A state consistent with what ``observer`` knows; a perfect-information game is itself."""
        return self

    def info_key(self, pid: int) -> Hashable:
        """A hashable key equal for states that ``pid`` cannot tell apart."""
        return self

    def setup(self) -> Mapping[str, object]:
        """JSON-able arguments that rebuild the initial state (see `dgsim.core.history`)."""
        raise InvalidActionError(f"{type(self).__name__} does not support saving (abstract)")
