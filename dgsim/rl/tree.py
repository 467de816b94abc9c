"""A game as a sequence of single picks: the bridge every adapter steps through.

`Walk` holds a state and the deciding seat's partial action (an `ActionGenerator`
node). `pick(id)` makes one pick of the action tree; when the pick completes the
action, the action is applied and the state steps on to the next decision. The
mask is the set of labels offered at the current node. Rewards at the end: +1 for
a sole winner, 0 for each of several winners (a shared tie), -1 for everyone else.

>>> from dgsim.games.goofspiel import new_goofspiel
>>> from dgsim.rl.observation import GoofspielEncoder
>>> w = Walk.start(new_goofspiel(cards=3, seed=1), GoofspielEncoder.for_cards(3))
>>> w.seat, w.legal()
(0, [0, 1, 2])
>>> w = w.pick(2).pick(0).pick(0)
>>> w.seat, w.legal()
(1, [1, 2])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np
import numpy.typing as npt

from dgsim.core import ActionGenerator, Choice, GameState, InvalidActionError
from dgsim.rl.observation import Encoder, Vector

__all__ = ["Walk", "outcome"]

S = TypeVar("S", bound=GameState)


def outcome(state: GameState, players: int) -> tuple[float, ...]:
    """The reward of each seat at the end: +1 sole winner, 0 shared winner, -1 otherwise.

    Ties are broken as the game's own ``winners()`` breaks them (Dominion: fewer
    turns wins); only a tie that remains after that is shared.
    """
    winners_of = getattr(state, "winners", None)
    if not callable(winners_of):
        raise TypeError(f"{type(state).__name__} has no winners()")
    winners = tuple(int(s) for s in winners_of())
    sole = len(winners) == 1
    return tuple((1.0 if sole else 0.0) if seat in winners else -1.0 for seat in range(players))


@dataclass(frozen=True, slots=True)
class Walk(Generic[S]):
    """A state plus the deciding seat's picks so far; immutable like everything in dgsim."""

    state: S
    encoder: Encoder
    gen: ActionGenerator[S] | None

    @classmethod
    def start(cls, state: S, encoder: Encoder) -> Walk[S]:
        """The walk at ``state``'s next decision (after any automatic steps)."""
        state = state.auto_step()
        pid = state.waiting_for()
        return cls(state, encoder, None if pid is None else state.action_generator(pid))

    def __deepcopy__(self, memo: dict[int, object]) -> Walk[S]:
        """A walk is immutable: a deep copy (e.g. OpenSpiel's ``clone()``) is the walk itself."""
        return self

    @property
    def seat(self) -> int | None:
        """The seat that picks now; None once the game is over."""
        return None if self.gen is None else self.gen.player

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.gen is None

    def offered(self) -> tuple[Choice, ...]:
        """The choices at this node (empty when the game is over)."""
        return () if self.gen is None else self.gen.choices()

    def legal(self) -> list[int]:
        """The ids of the labels offered now, in the tree's order."""
        return list(self.encoder.vocab.node(self.offered()).ids)

    def mask(self, seat: int | None = None) -> npt.NDArray[np.int8]:
        """1 for each id ``seat`` (default: the deciding seat) may pick now, else 0 (a new array)."""
        gen = self.gen
        if gen is not None and (seat is None or seat == gen.player):
            return self.encoder.vocab.node(gen.choices()).mask.copy()
        return np.zeros(len(self.encoder.vocab), dtype=np.int8)

    def observation(self, seat: int) -> tuple[Vector, npt.NDArray[np.int8]]:
        """`observe` and `mask` of ``seat`` at once (new arrays)."""
        gen = self.gen
        encoder = self.encoder
        if gen is not None and gen.player == seat:
            offered = gen.choices()
            return (encoder.vector(self.state, seat, gen.picks, offered),
                    encoder.vocab.node(offered).mask.copy())
        return encoder.vector(self.state, seat), np.zeros(len(encoder.vocab.labels), np.int8)

    def observe(self, seat: int) -> Vector:
        """``seat``'s observation vector (its partial action and offered labels when it decides)."""
        gen = self.gen
        if gen is not None and gen.player == seat:
            return self.encoder.vector(self.state, seat, gen.picks, gen.choices())
        return self.encoder.vector(self.state, seat)

    def features(self, seat: int) -> dict[str, object]:
        """``seat``'s observation as a dict."""
        gen = self.gen
        if gen is not None and gen.player == seat:
            return self.encoder.features(self.state, seat, gen.picks, gen.choices())
        return self.encoder.features(self.state, seat)

    def pick(self, action: int) -> Walk[S]:
        """The walk after the deciding seat picks the label with id ``action``.

        :raises InvalidActionError: if the game is over or that label is not offered here.
        """
        gen = self.gen
        if gen is None:
            raise InvalidActionError("the game is over: no pick is possible")
        options = gen.choices()
        vocab = self.encoder.vocab
        try:  # the first offered label with that id (two hashed labels could share one)
            chosen = options[vocab.node(options).ids.index(action)]
        except ValueError:
            label = vocab.labels[action] if 0 <= action < len(vocab) else None
            shown = ", ".join(o.label for o in options)
            raise InvalidActionError(f"action {action} ({label or 'no such id'}) is not offered "
                                     f"here; offered: {shown}") from None
        gen = gen.choose(chosen)
        if gen.choices():
            return Walk(self.state, self.encoder, gen)
        return Walk.start(self.state.action_step(gen.player, gen.generate_action()), self.encoder)
