"""Helpers for Dominion rules tests: act on a state by choice labels and read zones by card name.

>>> from dgsim.dominion import scenario
>>> s = act(scenario(["Village"], hands={0: ["Village"]}, decks={0: ["Copper"]}), "play Village")
>>> zones(s, 0)
{'hand': ['Copper'], 'in_play': ['Village']}
"""

from __future__ import annotations

from collections.abc import Iterable

from dgsim.dominion import DominionState
from dgsim.dominion.card import Card
from dgsim.dominion.state import ZONES

__all__ = ["ZONES", "act", "choices", "names", "zones"]

"""Zone names in the order `zones` reports them."""


def names(cards: Iterable[Card]) -> list[str]:
    """The names of ``cards``, in order."""
    return [c.name for c in cards]


def zones(state: DominionState, pid: int) -> dict[str, list[str]]:
    """Seat ``pid``'s non-empty zones as card-name lists (deck and discard top-first).

    Leaving out empty zones keeps comparisons short yet exact: a zone that
    should be empty but is not shows up as an extra key.
    """
    p = state.player(pid)
    found = {z: names(p.zone(z)) for z in ZONES}
    return {z: cards for z, cards in found.items() if cards}


def choices(state: DominionState) -> tuple[str, ...]:
    """The labels offered at the first pick of the pending decision (after ``auto_step``)."""
    state = state.auto_step()
    seat = state.waiting_for()
    assert seat is not None, "no decision is pending"
    return state.action_generator(seat).labels()


def act(state: DominionState, *labels: str, pid: int | None = None) -> DominionState:
    """Step to the pending decision, make it with ``labels``, and step to the next one.

    ``pid``, when given, must be the seat deciding.

    :raises InvalidActionError: if a label is not a choice or the action is incomplete.
    """
    state = state.auto_step()
    seat = state.waiting_for()
    assert seat is not None, "no decision is pending"
    assert pid is None or pid == seat, f"seat {seat} decides, not {pid}"
    gen = state.action_generator(seat)
    for label in labels:
        gen = gen.choose(label)
    return state.action_step(seat, gen.generate_action()).auto_step()
