"""Goofspiel on the dgsim core: hidden simultaneous bids for prize cards revealed one per round.

Each of two players holds the cards 1..n; a shuffled prize deck holds 1..n
too. Each round a prize card is revealed, then both players bid one card
from their hands. Bids are made in turn (seat 0, then seat 1) but stay hidden
until both are in, so a bid in progress is hidden information: `info_key`
hides the opponent's pending bid and `determinize` redraws it from the
opponent's remaining cards. The higher bid wins the prize's value in points;
on a tie the prize is discarded. The bid cards are then revealed and
discarded. After n rounds the higher total wins. The order of the prize deck
is the state's rng (drawn at each reveal), so determinizing reseeds it.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice, Decision, Effect, GameState, InvalidActionError, Phase, Rng
from dgsim.core.registry import GameSpec, Param, register_game

__all__ = ["Bid", "GoofspielState", "RoundPhase", "new_goofspiel"]

PLAYERS: Final = 2


@dataclass(frozen=True, slots=True)
class GoofspielState(GameState):
    """A Goofspiel position; ``bids`` holds this round's bids (0 = not yet), hidden until both are in.

    >>> s = new_goofspiel(cards=3, seed=1).auto_step()
    >>> s.waiting_for(), s.prize in (1, 2, 3), s.hands
    (0, True, ((1, 2, 3), (1, 2, 3)))
    """

    cards: int
    phase: Phase[GoofspielState]
    hands: tuple[tuple[int, ...], ...]
    prizes: tuple[int, ...]
    prize: int
    bids: tuple[int, ...]
    points: tuple[int, ...]
    rounds: tuple[tuple[int, ...], ...]
    effects: tuple[Effect[GoofspielState], ...]
    pending: Decision[GoofspielState] | None
    rng: Rng
    seed: int = 0

    def evolve(
        self,
        *,
        effects: tuple[Effect[GoofspielState], ...] | None = None,
        pending: Decision[GoofspielState] | None = None,
        clear_pending: bool = False,
    ) -> GoofspielState:
        """A copy with a new stack and/or pending decision."""
        return GoofspielState(
            self.cards, self.phase, self.hands, self.prizes, self.prize, self.bids, self.points,
            self.rounds, self.effects if effects is None else effects,
            None if clear_pending else (self.pending if pending is None else pending),
            self.rng, self.seed)

    def _with(self, *, phase: Phase[GoofspielState] | None = None,
              hands: tuple[tuple[int, ...], ...] | None = None,
              prizes: tuple[int, ...] | None = None, prize: int | None = None,
              bids: tuple[int, ...] | None = None, points: tuple[int, ...] | None = None,
              rounds: tuple[tuple[int, ...], ...] | None = None,
              rng: Rng | None = None) -> GoofspielState:
        return GoofspielState(
            self.cards, self.phase if phase is None else phase,
            self.hands if hands is None else hands, self.prizes if prizes is None else prizes,
            self.prize if prize is None else prize, self.bids if bids is None else bids,
            self.points if points is None else points, self.rounds if rounds is None else rounds,
            self.effects, self.pending, self.rng if rng is None else rng, self.seed)

    # -- queries -----------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Points won per seat."""
        return self.points

    def winners(self) -> tuple[int, ...]:
        """The seats with the most points (both on a tie) once the game is over.

        :raises InvalidActionError: while the game is not over.
        """
        if not self.game_end():
            raise InvalidActionError("winners() of a game that is not over (see is_terminal())")
        best = max(self.points)
        return tuple(i for i, p in enumerate(self.points) if p == best)

    def setup(self) -> Mapping[str, object]:
        """Arguments that rebuild the initial state."""
        return {"game": "goofspiel", "cards": self.cards, "seed": self.seed}

    # -- hidden information ------------------------------------------------

    def info_key(self, pid: int) -> Hashable:
        """What ``pid`` knows: everything but the other seat's pending bid (and future prizes' order)."""
        bids = self.bids
        hidden = tuple(
            (b != 0, self.hands[q] if b == 0 else tuple(sorted((*self.hands[q], b))))
            for q, b in enumerate(bids) if q != pid)
        return (pid, self.phase, self.hands[pid], bids[pid], hidden, self.prizes, self.prize,
                self.points, self.rounds, self.effects, self.pending)

    def determinize(self, observer: int, rng: random.Random) -> GoofspielState:
        """Redraw the other seat's pending bid from its cards; reseed the prize order."""
        hands = list(self.hands)
        bids = list(self.bids)
        for q, b in enumerate(self.bids):
            if q == observer or b == 0:
                continue
            pool = sorted((*hands[q], b))
            bids[q] = pool.pop(rng.randrange(len(pool)))
            hands[q] = tuple(pool)
        return self._with(hands=tuple(hands), bids=tuple(bids),
                          rng=Rng.from_seed(rng.getrandbits(64)))

    def random_playout(self, rng: random.Random) -> GoofspielState:
        """The finished game after uniformly random bids (drawn from ``rng``) from here.

        The prizes come in the order the state's own rng would reveal them, and
        each bid is a uniformly random card of the hand (one ``rng.random()``),
        as if every decision were a uniform random pick, without building the
        intermediate states: a search's random rollouts use it.

        :raises ValueError: if the game is over or an effect is still on the stack.

        >>> s = new_goofspiel(cards=4, seed=1).auto_step()
        >>> end = s.random_playout(random.Random(2))
        >>> end.game_end(), sum(end.points) + sum(r[0] for r in end.rounds if r[1] == r[2])
        (True, 10)
        """
        if self.phase.is_game_end or self.effects:
            raise ValueError("random_playout() needs a game in progress with an empty stack")
        draw = rng.random
        h0, h1 = (list(h) for h in self.hands)
        p0, p1 = self.points
        rounds = list(self.rounds)
        prize = self.prize
        if prize:
            b0, b1 = self.bids
            if b0 == 0:
                b0 = h0.pop(int(draw() * len(h0)))
            if b1 == 0:
                b1 = h1.pop(int(draw() * len(h1)))
            if b0 > b1:
                p0 += prize
            elif b1 > b0:
                p1 += prize
            rounds.append((prize, b0, b1))
        prizes = list(self.prizes)
        state_rng = self.rng
        while prizes:
            i, state_rng = state_rng.below(len(prizes))
            prize = prizes.pop(i)
            b0 = h0.pop(int(draw() * len(h0)))
            b1 = h1.pop(int(draw() * len(h1)))
            if b0 > b1:
                p0 += prize
            elif b1 > b0:
                p1 += prize
            rounds.append((prize, b0, b1))
        empty: tuple[int, ...] = ()
        return GoofspielState(self.cards, GAME_END, (empty, empty), empty, 0, (0,) * PLAYERS,
                              (p0, p1), tuple(rounds), (), None, state_rng, self.seed)


@dataclass(frozen=True, slots=True)
class Bid:
    """``player`` bids one card of its hand: ``bid <n>``."""

    player: int

    def execute(self, state: GoofspielState) -> GoofspielState:
        return state.ask(self)

    def choices(self, state: GoofspielState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        return _BID_CHOICES[state.hands[self.player]]

    def resolve(self, state: GoofspielState, picks: tuple[Choice, ...]) -> GoofspielState:
        card = _BID_VALUE.get(picks[0]) or int(picks[0].arg or 0)
        pid = self.player
        hands = state.hands
        hand = hands[pid]
        i = hand.index(card)
        hands = (*hands[:pid], hand[:i] + hand[i + 1:], *hands[pid + 1:])
        bids = state.bids
        bids = (*bids[:pid], card, *bids[pid + 1:])
        return GoofspielState(state.cards, state.phase, hands, state.prizes, state.prize, bids,
                              state.points, state.rounds, state.effects, state.pending, state.rng,
                              state.seed)


class _BidChoices(dict[tuple[int, ...], tuple[Choice, ...]]):
    """Memoised ``bid <n>`` choices per hand (hands are few and choices are immutable)."""

    def __missing__(self, hand: tuple[int, ...]) -> tuple[Choice, ...]:
        out = tuple(Choice("bid", str(c)) for c in hand)
        for c, choice in zip(hand, out, strict=True):
            _BID_VALUE[choice] = c
        self[hand] = out
        return out


_BID_CHOICES: Final = _BidChoices()
_BID_VALUE: Final[dict[Choice, int]] = {}


@dataclass(frozen=True, slots=True)
class RoundPhase:
    """Reveal a prize, ask each seat's bid, then score the round; the game ends when prizes run out."""

    is_game_end: bool = False

    def step(self, state: GoofspielState) -> GoofspielState:
        if state.prize == 0:
            if not state.prizes:
                return state._with(phase=GAME_END)
            i, rng = state.rng.below(len(state.prizes))
            prizes = state.prizes
            return state._with(prizes=prizes[:i] + prizes[i + 1:], prize=prizes[i], rng=rng)
        bids = state.bids
        for pid, b in enumerate(bids):
            if b == 0:
                return state.ask(Bid(pid))
        points = list(state.points)
        top = max(bids)
        if bids.count(top) == 1:
            points[bids.index(top)] += state.prize
        return state._with(prize=0, bids=(0,) * PLAYERS, points=tuple(points),
                           rounds=(*state.rounds, (state.prize, *bids)))

    def __repr__(self) -> str:
        return "ROUND_PHASE"


@dataclass(frozen=True, slots=True)
class GameEndPhase:
    """The game is over."""

    is_game_end: bool = True

    def step(self, state: GoofspielState) -> GoofspielState:
        return state

    def __repr__(self) -> str:
        return "GAME_END"


ROUND: Final = RoundPhase()
GAME_END: Final = GameEndPhase()


def new_goofspiel(cards: int = 13, seed: int = 0) -> GoofspielState:
    """A new game of Goofspiel with cards 1..``cards``; call ``auto_step()`` to reach the first bid.

    :raises ValueError: for fewer than 1 card.

    >>> new_goofspiel(cards=4).hands
    ((1, 2, 3, 4), (1, 2, 3, 4))
    """
    if cards < 1:
        raise ValueError(f"Goofspiel needs at least 1 card, not {cards}")
    deck = tuple(range(1, cards + 1))
    return GoofspielState(cards, ROUND, (deck,) * PLAYERS, deck, 0, (0,) * PLAYERS,
                          (0,) * PLAYERS, (), (), None, Rng.from_seed(seed), seed)


register_game(GameSpec(
    "goofspiel",
    (Param("cards", "int", default=13, low=1, high=1000),
     Param("seed", "int", default=0, low=-(2**63), high=2**64)),
    new_goofspiel, legacy=("dgsim.games.goofspiel:new_goofspiel",),
    description="Goofspiel: two seats bid cards 1..n for prizes (`new_goofspiel`)"))
