"""The one place where a card's current cost is asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dgsim.dominion.card import Card
    from dgsim.dominion.state import DominionState

__all__ = ["cost"]


def cost(state: DominionState, card: Card) -> int:
    """The cost of ``card`` now, after any cost changers in play (none in the base set).

    >>> from dgsim.dominion import scenario
    >>> from dgsim.dominion.cards import card_named
    >>> cost(scenario(["Village"], hands={0: []}), card_named("Province"))
    8
    """
    return card.cost
