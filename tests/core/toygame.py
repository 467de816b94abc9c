"""A tiny game on the core, to test the engine without Dominion.

Two players hold letter tokens. Each round the current player draws a random
token from the bag (randomness), then discards exactly 3 tokens (a multi-pick
with duplicates) and scores them; the opponent may then challenge (a
cross-player decision), and a challenged player answers (the chain goes
back). A player with nothing scored cannot be challenged: the challenge is
then a forced `no`, resolved without asking. The game ends after ``rounds``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from dgsim.core import Choice, Decision, Effect, GameState, InvalidActionError, Phase, Rng
from dgsim.core.pick import multiset_choices

VALUES = {"A": 1, "B": 2, "C": 3}
YES, NO = Choice("yes"), Choice("no")


@dataclass(frozen=True, slots=True)
class ToyState(GameState):
    phase: Phase[ToyState]
    hands: tuple[tuple[str, ...], ...]
    bag: tuple[str, ...]
    scores: tuple[int, ...]
    round: int
    rounds: int
    effects: tuple[Effect[ToyState], ...]
    pending: Decision[ToyState] | None
    rng: Rng

    def evolve(
        self,
        *,
        effects: tuple[Effect[ToyState], ...] | None = None,
        pending: Decision[ToyState] | None = None,
        clear_pending: bool = False,
    ) -> ToyState:
        return replace(
            self,
            effects=self.effects if effects is None else effects,
            pending=None if clear_pending else (self.pending if pending is None else pending),
        )

    @property
    def current(self) -> int:
        return self.round % 2


def add_score(state: ToyState, pid: int, points: int) -> ToyState:
    scores = list(state.scores)
    scores[pid] += points
    return replace(state, scores=tuple(scores))


@dataclass(frozen=True, slots=True)
class DrawToken:
    player: int

    def execute(self, state: ToyState) -> ToyState:
        if not state.bag:
            return state
        i, rng = state.rng.below(len(state.bag))
        hands = list(state.hands)
        hands[self.player] = (*hands[self.player], state.bag[i])
        return replace(state, hands=tuple(hands), bag=state.bag[:i] + state.bag[i + 1 :], rng=rng)


@dataclass(frozen=True, slots=True)
class DiscardThree:
    player: int

    def execute(self, state: ToyState) -> ToyState:
        return state.ask(self)

    def choices(self, state: ToyState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return multiset_choices("discard", state.hands[self.player], picks, 3, 3)

    def resolve(self, state: ToyState, picks: tuple[Choice, ...]) -> ToyState:
        hand = list(state.hands[self.player])
        for pick in picks:
            hand.remove(pick.arg or "")
        hands = list(state.hands)
        hands[self.player] = tuple(hand)
        state = replace(state, hands=tuple(hands))
        return add_score(state, self.player, sum(VALUES[p.arg or ""] for p in picks))


@dataclass(frozen=True, slots=True)
class Challenge:
    """The opponent may challenge ``target``: yes moves 1 point to the challenger unless answered."""

    player: int
    target: int

    def execute(self, state: ToyState) -> ToyState:
        return state.ask(self)

    def choices(self, state: ToyState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        return (YES, NO) if state.scores[self.target] > 0 else (NO,)

    def resolve(self, state: ToyState, picks: tuple[Choice, ...]) -> ToyState:
        if picks[0] == YES:
            return state.push(Answer(self.target, self.player))
        return state


@dataclass(frozen=True, slots=True)
class Answer:
    """The challenged player concedes (1 point to the challenger) or doubles (both lose 1)."""

    player: int
    challenger: int

    def execute(self, state: ToyState) -> ToyState:
        return state.ask(self)

    def choices(self, state: ToyState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else (Choice("concede"), Choice("double"))

    def resolve(self, state: ToyState, picks: tuple[Choice, ...]) -> ToyState:
        if picks[0].verb == "concede":
            return add_score(add_score(state, self.player, -1), self.challenger, 1)
        return add_score(add_score(state, self.player, -1), self.challenger, -1)


@dataclass(frozen=True, slots=True)
class RoundPhase:
    is_game_end: bool = False

    def step(self, state: ToyState) -> ToyState:
        if state.round >= state.rounds:
            return replace(state, phase=END)
        pid = state.current
        state = replace(state, round=state.round + 1)
        return state.push(DrawToken(pid), DiscardThree(pid), Challenge(1 - pid, pid))


@dataclass(frozen=True, slots=True)
class EndPhase:
    is_game_end: bool = True

    def step(self, state: ToyState) -> ToyState:
        raise InvalidActionError("the game is over")


END = EndPhase()


def new_toy(seed: int = 0, rounds: int = 4,
            hands: tuple[tuple[str, ...], ...] = (("A", "A", "A", "B", "B"), ("A", "B", "C", "C", "C"))
            ) -> ToyState:
    """A toy game; the bag holds 2 of each letter."""
    return ToyState(RoundPhase(), hands, ("A", "A", "B", "B", "C", "C"), (0, 0), 0, rounds, (), None,
                    Rng.from_seed(seed))
