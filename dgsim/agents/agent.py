"""The agent protocol, the uniform random agent, and playing one game with agents."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

from dgsim.core import ActionGenerator, GameState, History, PlayerAction

__all__ = ["Agent", "RandomAgent", "play_game", "play_recorded"]

S = TypeVar("S", bound=GameState)


class Agent(Protocol):
    """A player: given the state and its action generator, returns a complete action.

    Agents are deterministic given their seed; `reseed` returns a fresh copy
    (used to give each game of a tournament its own stream).
    """

    @property
    def name(self) -> str:
        """The agent's display name (its registry spec for registered agents)."""
        ...

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        """Return a complete action for ``gen``'s decision."""
        ...

    def reseed(self, seed: int) -> Agent:
        """A copy of this agent whose randomness comes from ``seed``."""
        ...


class RandomAgent:
    """Picks uniformly among the choices at every node of the action tree.

    >>> from dgsim.dominion import new_game
    >>> final = play_game(new_game("First Game", seed=3), [RandomAgent(1), RandomAgent(2)])
    >>> final.game_end()
    True
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        """Walk the tree with uniform picks."""
        rng = self._rng
        options = gen.choices()
        while options:
            gen = gen.choose(options[rng.randrange(len(options))])
            options = gen.choices()
        return gen.generate_action()

    def reseed(self, seed: int) -> RandomAgent:
        """A fresh random agent."""
        return RandomAgent(seed)


def play_game(state: S, agents: Sequence[Agent], history: bool = False) -> S:
    """Play ``state`` to its end with one agent per seat; returns the final state."""
    return play_recorded(state, agents).latest if history else _play_fast(state, agents)


def _play_fast(state: S, agents: Sequence[Agent]) -> S:
    state = state.auto_step()
    while True:
        pid = state.waiting_for()
        if pid is None:
            return state
        view: GameState = state
        action = agents[pid].act(view, view.action_generator(pid))
        state = state.action_step(pid, action).auto_step()


def play_recorded(state: S, agents: Sequence[Agent]) -> History[S]:
    """Play ``state`` to its end and keep every state in a `History`."""
    hist = History.start(state)
    while True:
        current: GameState = hist.latest
        pid = current.waiting_for()
        if pid is None:
            return hist
        hist = hist.record(pid, agents[pid].act(current, current.action_generator(pid)))
