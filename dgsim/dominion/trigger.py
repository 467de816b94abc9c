"""This-turn triggers: effects waiting for an event of the current turn (Merchant's Silver), and
cards' "this turn, when ..." abilities (`ThisTurn`: Collection, Tiara)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from dgsim.dominion.card import Card
    from dgsim.dominion.state import DominionState

__all__ = ["ThisTurn", "Trigger", "start_this_turn", "this_turn_count"]


class Trigger(Protocol):
    """A frozen value kept on the state until cleanup, told of each card played this turn."""

    def on_play(self, state: DominionState, pid: int, card: Card, /) -> DominionState:
        """Return the state after reacting to ``pid`` playing ``card`` (already in play)."""
        ...


@dataclass(frozen=True, slots=True)
class ThisTurn:
    """One play of ``card`` by ``owner`` started its "this turn, when ..." ability (Collection).

    The ability is the card's `Reaction` with zone ``"this_turn"``: it applies once per such value
    (a Treasure played twice by Tiara: twice), until the turn ends (the `Table` resets triggers).
    """

    owner: int
    card: Card

    def on_play(self, state: DominionState, pid: int, card: Card, /) -> DominionState:
        """Plays change nothing: the ability listens through its reaction."""
        return state


def start_this_turn(state: DominionState, pid: int, card: Card) -> DominionState:
    """``pid``'s play of ``card`` starts its this-turn ability (a `ThisTurn` on the triggers)."""
    table = state.table
    return state.with_table(table.evolve(triggers=(*table.triggers, ThisTurn(pid, card))))


def this_turn_count(state: DominionState, seat: int, card: Card) -> int:
    """How many plays of ``card`` by ``seat`` started its this-turn ability this turn."""
    return sum(1 for t in state.table.triggers
               if isinstance(t, ThisTurn) and t.owner == seat and t.card is card)
