"""The agent protocol, the uniform random agent, and playing one game with agents.

`Agent` is generic in the state type of the game it plays: a Dominion bot is an
``Agent[DominionState]`` and reads Dominion's state directly; an agent for any
game (random, search, a function of the labels) gives ``act`` a type variable,
so it is an ``Agent`` of every game. ``Agent`` alone means ``Agent[GameState]``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeAlias, runtime_checkable

from typing_extensions import TypeIs, TypeVar

from dgsim.core import ActionGenerator, GameState, History, InvalidActionError, PlayerAction

__all__ = ["Agent", "AgentFunction", "AgentLike", "AnyAgent", "FunctionAgent", "RandomAgent",
           "as_agent", "as_agents", "is_agent", "play_game", "play_recorded"]

S = TypeVar("S", bound=GameState)
G = TypeVar("G", bound=GameState, default=GameState)
"""The state type of the game an agent plays (`GameState` when not said: an agent of the core)."""


@runtime_checkable
class Agent(Protocol[G]):
    """A player: given the state and its action generator, returns a complete action.

    ``Agent[DominionState]`` plays Dominion and sees its state as such; an
    agent whose ``act`` takes a type variable (``def act(self, state: S, gen:
    ActionGenerator[S])``) is an agent of every game. Agents are deterministic
    given their seed; `reseed` returns a fresh copy (used to give each game of a
    tournament its own stream).
    """

    @property
    def name(self) -> str:
        """The agent's display name (its registry spec for registered agents)."""
        ...

    def act(self, state: G, gen: ActionGenerator[G]) -> PlayerAction:
        """Return a complete action for ``gen``'s decision."""
        ...

    def reseed(self, seed: int) -> Agent[G]:
        """A copy of this agent whose randomness comes from ``seed``."""
        ...


AnyAgent: TypeAlias = Agent[Any]  # Any: the game is named only at run time (see the docstring)
"""An agent whose game is known only at run time: what `make_agent` and registry factories return
(a spec names a Dominion bot or an agent of any game alike). It is accepted wherever an agent is;
playing it in a game it does not know fails when it acts."""

AgentFunction: TypeAlias = Callable[[G, ActionGenerator[G]], PlayerAction | Sequence[str] | str]
"""A plain function as an agent: from the state and the decision's generator, the action, its
labels, or the label of a one-pick action."""

AgentLike: TypeAlias = (Agent[G] | AgentFunction[G] | Agent[GameState]
                        | AgentFunction[GameState])
"""What every place that takes an agent accepts: an `Agent` or an `AgentFunction`, of the game
played (``G``) or of every game (typed on the core's `GameState`)."""


class FunctionAgent(Generic[G]):
    """An `AgentFunction` as an `Agent` (its name is the function's; `reseed` returns it as is).

    >>> from dgsim.dominion import new_game
    >>> def first(state, gen):
    ...     return gen.labels()[0]
    >>> agent = FunctionAgent(first)
    >>> agent.name, agent.reseed(5) is agent
    ('first', True)
    """

    def __init__(self, function: AgentFunction[G], name: str | None = None) -> None:
        self.function = function
        self.name = name or getattr(function, "__name__", None) or "function"

    def __repr__(self) -> str:
        return f"FunctionAgent({self.function!r}, name={self.name!r})"

    def act(self, state: G, gen: ActionGenerator[G]) -> PlayerAction:
        """The function's answer as a complete action of ``gen``.

        :raises InvalidActionError: for a label that is not a choice or an incomplete action.
        :raises TypeError: for an answer that is neither an action nor labels.
        """
        answer = self.function(state, gen)
        if isinstance(answer, PlayerAction):
            return answer
        labels = (answer,) if isinstance(answer, str) else tuple(answer)
        for label in labels:
            if not isinstance(label, str):
                raise TypeError(f"agent {self.name!r} returned {answer!r}: expected a PlayerAction "
                                "or labels")
            gen = gen.choose(label)
        if not gen.filled():
            raise InvalidActionError(f"agent {self.name!r} returned an incomplete action "
                                     f"{labels!r}; next choices: {', '.join(gen.labels())}")
        return gen.generate_action()

    def reseed(self, seed: int) -> FunctionAgent[G]:
        """The same agent: a plain function keeps its own randomness, if any."""
        return self


def is_agent(value: Agent[S] | AgentFunction[S]) -> TypeIs[Agent[S]]:
    """True if ``value`` has the agent's members: what ``isinstance(value, Agent)`` tells, without
    the protocol check's cost (about 20 µs a call, paid for each seat of each game played).

    >>> is_agent(RandomAgent(1)), is_agent(lambda state, gen: gen.labels()[0])
    (True, False)
    """
    return (hasattr(value, "name") and getattr(value, "act", None) is not None
            and getattr(value, "reseed", None) is not None)


def as_agent(agent: Agent[S] | AgentFunction[S]) -> Agent[S]:
    """``agent`` itself when it has ``name``, ``act`` and ``reseed``; a plain function wrapped.

    :raises TypeError: for anything else.

    >>> as_agent(RandomAgent(1)).name, as_agent(lambda state, gen: gen.labels()[0]).name
    ('random', '<lambda>')
    """
    if is_agent(agent):
        return agent
    if callable(agent):
        return FunctionAgent(agent)
    raise TypeError(f"not an agent: {agent!r} (expected an object with name, act and reseed, or a "
                    "function (state, generator) -> action or labels)")


class RandomAgent:
    """Picks uniformly among the choices at every node of the action tree (of any game).

    >>> from dgsim.dominion import new_game
    >>> final = play_game(new_game("First Game", seed=3), [RandomAgent(1), RandomAgent(2)])
    >>> final.game_end()
    True
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def act(self, state: S, gen: ActionGenerator[S]) -> PlayerAction:
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


def play_game(state: S, agents: Sequence[AgentLike[S]], history: bool = False) -> S:
    """Play ``state`` to its end with one agent (or agent function) per seat; returns the final state.

    >>> from dgsim.games.goofspiel import new_goofspiel
    >>> play_game(new_goofspiel(3), [lambda state, gen: gen.labels()[-1], RandomAgent(1)]).game_end()
    True
    """
    players = as_agents(agents)
    return play_recorded(state, players).latest if history else _play_fast(state, players)


def as_agents(agents: Sequence[AgentLike[S]]) -> list[AnyAgent]:
    """The agents as `Agent` values that take a state of the game played and its generators.

    Each is an agent of that game or of every game: both take the state and its
    generator, one object that the core sees as a `GameState` (hence `AnyAgent`).

    :raises TypeError: for an entry that is not an agent.
    """
    return [as_agent(a) for a in agents]


def _play_fast(state: S, agents: Sequence[AnyAgent]) -> S:
    state = state.auto_step()
    while True:
        pid = state.waiting_for()
        if pid is None:
            return state
        action = agents[pid].act(state, state.action_generator(pid))
        state = state.action_step(pid, action).auto_step()


def play_recorded(state: S, agents: Sequence[AgentLike[S]]) -> History[S]:
    """Play ``state`` to its end and keep every state in a `History`."""
    players = as_agents(agents)
    hist = History.start(state)
    while True:
        current = hist.latest
        pid = current.waiting_for()
        if pid is None:
            return hist
        hist = hist.record(pid, players[pid].act(current, current.action_generator(pid)))
