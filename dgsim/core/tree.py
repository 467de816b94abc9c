"""Walking the action tree: every legal action, and perft-style leaf counts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from dgsim.core.action import ActionGenerator, PlayerAction
from dgsim.core.errors import InvalidActionError
from dgsim.core.state import GameState

__all__ = ["count_leaves", "iter_actions", "legal_actions", "perft"]

S = TypeVar("S", bound=GameState)


def iter_actions(gen: ActionGenerator[S]) -> Iterator[PlayerAction]:
    """Yield every complete action below a generator node, depth first."""
    options = gen.choices()
    if not options:
        yield gen.generate_action()
        return
    for option in options:
        yield from iter_actions(gen.choose(option))


def legal_actions(state: S, pid: int) -> tuple[PlayerAction, ...]:
    """Every complete legal action of ``pid`` now; empty if ``pid`` is not deciding."""
    try:
        gen = state.action_generator(pid)
    except InvalidActionError:
        return ()
    return tuple(iter_actions(gen))


def count_leaves(gen: ActionGenerator[S]) -> int:
    """The number of complete actions below a generator node."""
    options = gen.choices()
    if not options:
        return 1
    return sum(count_leaves(gen.choose(option)) for option in options)


def perft(state: S, depth: int) -> int:
    """Count the decision sequences of ``depth`` decisions from ``state`` (forced steps are free).

    Depth 0 counts 1; a finished game counts 1 at any depth.
    """
    state = state.auto_step()
    pid = state.waiting_for()
    if depth == 0 or pid is None:
        return 1
    return sum(
        perft(state.action_step(pid, action), depth - 1) for action in legal_actions(state, pid)
    )
