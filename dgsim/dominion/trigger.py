"""This-turn triggers: effects waiting for an event of the current turn (Merchant's Silver)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from dgsim.dominion.card import Card
    from dgsim.dominion.state import DominionState

__all__ = ["Trigger"]


class Trigger(Protocol):
    """A frozen value kept on the state until cleanup, told of each card played this turn."""

    def on_play(self, state: DominionState, pid: int, card: Card, /) -> DominionState:
        """Return the state after reacting to ``pid`` playing ``card`` (already in play)."""
        ...
