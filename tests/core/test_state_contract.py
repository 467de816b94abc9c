"""The contract of `GameState` (DESIGN.md, "The shape"): the effect stack, decisions asked with a
forced prefix, results of finished games, hidden-information hooks and the typed copy helpers."""

from __future__ import annotations

import random
from dataclasses import MISSING, dataclass, fields, replace
from typing import TYPE_CHECKING

import pytest

import dgsim
from dgsim import InvalidActionError, PlayerAction
from dgsim.core import Choice, Decision, Effect, GameState, Phase, Rng
from dgsim.games import new_goofspiel
from tests.core.toygame import ToyState, add_score, new_toy

if TYPE_CHECKING:
    pass


# -- a tiny game of n seats with scores and winners ----------------------------------------


@dataclass(frozen=True, slots=True)
class Race(GameState):
    """Each seat in turn picks 1, 2 or 3; the highest picks win (ties share)."""

    phase: Phase[Race]
    picks: tuple[int, ...]
    effects: tuple[Effect[Race], ...]
    pending: Decision[Race] | None
    rng: Rng

    def evolve(self, *, effects: tuple[Effect[Race], ...] | None = None,
               pending: Decision[Race] | None = None, clear_pending: bool = False) -> Race:
        return replace(self, effects=self.effects if effects is None else effects,
                       pending=None if clear_pending else (self.pending if pending is None else pending))

    def scores(self) -> tuple[int, ...]:
        return self.picks

    def winners(self) -> tuple[int, ...]:
        best = max(self.picks)
        return tuple(seat for seat, pick in enumerate(self.picks) if pick == best)


@dataclass(frozen=True, slots=True)
class PickNumber:
    player: int

    def execute(self, state: Race) -> Race:
        return state.ask(self)

    def choices(self, state: Race, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("pick", str(n)) for n in (1, 2, 3))

    def resolve(self, state: Race, picks: tuple[Choice, ...]) -> Race:
        chosen = list(state.picks)
        chosen[self.player] = int(picks[0].arg or "0")
        return replace(state, picks=tuple(chosen))


@dataclass(frozen=True, slots=True)
class RacePhase:
    is_game_end: bool = False

    def step(self, state: Race) -> Race:
        for seat, pick in enumerate(state.picks):
            if pick == 0:
                return state.push(PickNumber(seat))
        return replace(state, phase=RaceOver())


@dataclass(frozen=True, slots=True)
class RaceOver:
    is_game_end: bool = True

    def step(self, state: Race) -> Race:
        raise InvalidActionError("the race is over")


def race(picks: tuple[int, ...]) -> Race:
    return Race(RacePhase(), picks, (), None, Rng.from_seed(0))


def play(state: Race, *labels: str) -> Race:
    for label in labels:
        state = state.auto_step()
        pid = state.waiting_for()
        assert pid is not None
        state = state.action_step(pid, PlayerAction.from_labels([label]))
    return state.auto_step()


def test_returns_give_a_sole_winner_one_and_every_other_seat_minus_one() -> None:
    final = play(race((0, 0, 0)), "pick 3", "pick 1", "pick 2")
    assert final.game_end() and final.scores() == (3, 1, 2)
    assert final.returns() == (1.0, -1.0, -1.0)
    assert play(race((0, 0)), "pick 1", "pick 2").returns() == (-1.0, 1.0)


def test_returns_give_tied_winners_zero() -> None:
    assert play(race((0, 0, 0)), "pick 3", "pick 3", "pick 1").returns() == (0.0, 0.0, -1.0)
    assert play(race((0, 0)), "pick 2", "pick 2").returns() == (0.0, 0.0)
    assert play(race((0, 0, 0, 0)), "pick 2", "pick 2", "pick 2", "pick 2").returns() == (0.0,) * 4


def test_returns_and_is_terminal_count_the_forced_steps_to_the_end() -> None:
    done = race((1, 3, 2))  # every seat has picked; only the phase's last step is left
    assert not done.game_end() and done.waiting_for() is None
    assert done.is_terminal()
    assert done.returns() == (-1.0, 1.0, -1.0)


def test_returns_of_an_unfinished_game_raise() -> None:
    state = race((0, 0)).auto_step()
    assert not state.is_terminal()
    with pytest.raises(InvalidActionError) as caught:
        state.returns()
    assert str(caught.value) == "returns() of a game that is not over (see is_terminal())"


@dataclass(frozen=True, slots=True)
class RankedToy(ToyState):
    """The toy game with ``winners()`` but whose ``scores`` is a field, not a method."""

    def winners(self) -> tuple[int, ...]:
        return (0,)


def finished_toy() -> ToyState:
    state = new_toy(seed=1, rounds=0).auto_step()
    assert state.game_end()
    return state


def test_returns_need_both_scores_and_winners_methods() -> None:
    with pytest.raises(NotImplementedError) as caught:
        finished_toy().returns()
    assert str(caught.value) == "ToyState does not define scores() and winners()"
    t = finished_toy()
    ranked = RankedToy(t.phase, t.hands, t.bag, t.scores, t.round, t.rounds, t.effects, t.pending,
                       t.rng)
    with pytest.raises(NotImplementedError, match="RankedToy does not define scores"):
        ranked.returns()


@dataclass(frozen=True, slots=True)
class Bare(GameState):
    """A game that is over at once and keeps no score at all."""

    phase: Phase[Bare]
    effects: tuple[Effect[Bare], ...]
    pending: Decision[Bare] | None
    rng: Rng

    def evolve(self, *, effects: tuple[Effect[Bare], ...] | None = None,
               pending: Decision[Bare] | None = None, clear_pending: bool = False) -> Bare:
        return replace(self, effects=self.effects if effects is None else effects,
                       pending=None if clear_pending else (self.pending if pending is None else pending))


@dataclass(frozen=True, slots=True)
class BareOver:
    is_game_end: bool = True

    def step(self, state: Bare) -> Bare:
        raise InvalidActionError("over")


def test_returns_of_a_game_without_scores_raise_not_implemented() -> None:
    bare = Bare(BareOver(), (), None, Rng.from_seed(0))
    assert bare.game_end()
    with pytest.raises(NotImplementedError) as caught:
        bare.returns()
    assert str(caught.value) == "Bare does not define scores() and winners()"


# -- the effect stack ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Score:
    """An effect: ``points`` to seat ``pid``."""

    pid: int
    points: int

    def execute(self, state: ToyState) -> ToyState:
        return add_score(state, self.pid, self.points)


def test_step_runs_the_first_pushed_effect_and_keeps_the_rest() -> None:
    first, second, third = Score(0, 1), Score(0, 10), Score(1, 100)
    state = new_toy().push(first, second, third)
    assert state.effects == (third, second, first)
    once = state.step()
    assert once.scores == (1, 0) and once.effects == (third, second)
    twice = once.step()
    assert twice.scores == (11, 0) and twice.effects == (third,)
    thrice = twice.step()
    assert thrice.scores == (11, 100) and thrice.effects == ()
    assert state.effects == (third, second, first) and state.scores == (0, 0)  # unchanged


def test_push_onto_a_stack_runs_the_new_effects_first() -> None:
    state = new_toy().push(Score(0, 1)).push(Score(1, 2), Score(1, 3))
    assert [e for e in state.effects] == [Score(0, 1), Score(1, 3), Score(1, 2)]
    assert state.step().scores == (0, 2)


def test_step_with_an_empty_stack_lets_the_phase_advance() -> None:
    state = new_toy(rounds=1)
    nxt = state.step()
    assert nxt.round == 1 and len(nxt.effects) == 3  # draw, discard, challenge
    assert state.round == 0


def test_step_while_a_decision_is_pending_names_the_player() -> None:
    state = new_toy(seed=1).auto_step()
    with pytest.raises(InvalidActionError) as caught:
        state.step()
    assert str(caught.value) == "player 0 must decide before step()"


# -- decisions whose first pick is forced -------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fork:
    """Seat ``player`` must ``go`` (the only first pick), then choose ``left`` or ``right``."""

    player: int

    def execute(self, state: ToyState) -> ToyState:
        return state.ask(self)

    def choices(self, state: ToyState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if not picks:
            return (Choice("go"),)
        if len(picks) == 1:
            return (Choice("left"), Choice("right"))
        return ()

    def resolve(self, state: ToyState, picks: tuple[Choice, ...]) -> ToyState:
        return add_score(state, self.player, 1 if picks[-1].label == "left" else 2)


@dataclass(frozen=True, slots=True)
class Corridor:
    """Two forced picks: the whole tree is one leaf."""

    player: int

    def execute(self, state: ToyState) -> ToyState:
        return state.ask(self)

    def choices(self, state: ToyState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return (Choice("walk", str(len(picks))),) if len(picks) < 2 else ()

    def resolve(self, state: ToyState, picks: tuple[Choice, ...]) -> ToyState:
        return add_score(state, self.player, 10 * len(picks))


def test_a_decision_with_a_forced_first_pick_is_asked_from_its_root() -> None:
    state = new_toy().ask(Fork(0))
    assert state.waiting_for() == 0 and state.pending == Fork(0)
    gen = state.action_generator(0)
    assert gen.labels() == ("go",)
    assert gen.choose("go").labels() == ("left", "right")
    assert dgsim.legal_actions(state, 0) == (PlayerAction.from_labels(["go", "left"]),
                                             PlayerAction.from_labels(["go", "right"]))
    assert state.action_step(0, PlayerAction.from_labels(["go", "right"])).scores == (2, 0)


def test_a_decision_with_one_leaf_is_resolved_without_asking() -> None:
    state = new_toy().ask(Corridor(1))
    assert state.pending is None and state.scores == (0, 20)


def test_the_generator_of_an_asked_state_offers_the_decisions_root_choices() -> None:
    state = new_toy(seed=4).auto_step()
    pending = state.pending
    assert pending is not None
    gen = state.action_generator(0)
    assert gen.choices() == pending.choices(state, ())
    again = state.action_generator(0)
    assert again.choices() == gen.choices() and again.picks == ()


# -- hidden information and saving ---------------------------------------------------------


def test_determinize_and_info_key_ask_the_game_for_that_observer() -> None:
    state = new_goofspiel(cards=6, seed=2).auto_step()
    gen = state.action_generator(0)
    state = state.action_step(0, gen.choose(gen.choices()[-1]).generate_action()).auto_step()
    assert state.waiting_for() == 1  # seat 0's bid is in, hidden from seat 1
    for seed in range(8):
        ours = dgsim.determinize(state, 0, random.Random(seed))
        assert ours == state.determinize(0, random.Random(seed))
        assert dgsim.info_key(ours, 0) == dgsim.info_key(state, 0)
    theirs = {dgsim.determinize(state, 1, random.Random(seed)).bids for seed in range(8)}
    assert len(theirs) > 1  # seat 1 does not know seat 0's bid
    assert dgsim.info_key(state, 0) == state.info_key(0) != dgsim.info_key(state, 1)


def test_perfect_information_defaults() -> None:
    state = new_toy(seed=3).auto_step()
    assert dgsim.determinize(state, 1, random.Random(0)) is state
    assert dgsim.info_key(state, 1) == state
    with pytest.raises(InvalidActionError) as caught:
        state.setup()
    assert str(caught.value) == "ToyState does not support saving (abstract)"


# -- what a game's state class must provide ------------------------------------------------


class Unfinished(GameState):
    """A state class that declares none of the engine's fields and no `evolve`."""

    __slots__ = ()


@pytest.mark.parametrize("name", ["phase", "effects", "pending", "rng"])
def test_a_state_class_without_a_field_says_which(name: str) -> None:
    with pytest.raises(NotImplementedError) as caught:
        getattr(Unfinished(), name)
    assert str(caught.value) == f"Unfinished must declare the field {name!r}"


def test_a_state_class_without_evolve_says_so() -> None:
    with pytest.raises(NotImplementedError) as caught:
        Unfinished().evolve(effects=())
    assert str(caught.value) == "Unfinished must implement evolve()"
    with pytest.raises(NotImplementedError):
        Unfinished().push()


def test_the_engines_fields_declared_without_defaults_are_required_arguments() -> None:
    @dataclass(frozen=True, slots=True)
    class Local(GameState):
        phase: Phase[Local]
        effects: tuple[Effect[Local], ...]
        pending: Decision[Local] | None
        rng: Rng
        turn: int = 0

        def evolve(self, *, effects: tuple[Effect[Local], ...] | None = None,
                   pending: Decision[Local] | None = None, clear_pending: bool = False) -> Local:
            return replace(self, effects=self.effects if effects is None else effects,
                           pending=None if clear_pending else (self.pending if pending is None
                                                               else pending))

    @dataclass(frozen=True, slots=True)
    class LocalOver:
        is_game_end: bool = True

        def step(self, state: Local) -> Local:
            raise InvalidActionError("over")

    over = LocalOver()
    state = Local(over, (), None, Rng(3))
    assert (state.phase, state.effects, state.pending, state.rng, state.turn) == (over, (), None, Rng(3), 0)
    assert state.game_end() and state.auto_step() is state
    required = [f.name for f in fields(Local) if f.default is MISSING and f.default_factory is MISSING]
    assert required == ["phase", "effects", "pending", "rng"]


def test_an_engine_field_may_be_declared_with_a_default() -> None:
    @dataclass(frozen=True, slots=True)
    class Defaults(GameState):
        phase: Phase[Defaults]
        rng: Rng
        effects: tuple[Effect[Defaults], ...] = ()
        pending: Decision[Defaults] | None = None

        def evolve(self, *, effects: tuple[Effect[Defaults], ...] | None = None,
                   pending: Decision[Defaults] | None = None, clear_pending: bool = False) -> Defaults:
            return replace(self, effects=self.effects if effects is None else effects,
                           pending=None if clear_pending else (self.pending if pending is None
                                                               else pending))

    @dataclass(frozen=True, slots=True)
    class DefaultsOver:
        is_game_end: bool = True

        def step(self, state: Defaults) -> Defaults:
            raise InvalidActionError("over")

    state = Defaults(DefaultsOver(), Rng(0))
    assert (state.effects, state.pending, state.rng) == ((), None, Rng(0))
    assert state.push().effects == () and state.game_end()


def test_a_state_class_may_declare_no_fields_at_all() -> None:
    class Empty(GameState):  # no annotations at all: the fields are missing, not an error
        __slots__ = ()

    with pytest.raises(NotImplementedError, match="Empty must declare the field 'rng'"):
        _ = Empty().rng
