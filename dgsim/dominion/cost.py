"""The one place where a card's current cost is asked: printed cost, its own rule, this turn's modifiers.

Every comparison a card text makes ("costing up to $4", "costs more", buying)
goes through `cost` (coins) and `fits` (coins and the potion part).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dgsim.dominion.card import Card
    from dgsim.dominion.state import DominionState

__all__ = ["cost", "fits"]


def cost(state: DominionState, card: Card) -> int:
    """The coin cost of ``card`` now: its own rule (Peddler), less this turn's reductions (Bridge;
    Quarry's for Action cards), >= 0.

    >>> from dgsim.dominion import scenario
    >>> from dgsim.dominion.cards import card_named
    >>> cost(scenario(["Village"], hands={0: []}), card_named("Province"))
    8
    """
    hook = card.cost_hook
    base = card.cost if hook is None else hook(state, card)
    table = state.table
    cut = table.turn.cost_cut
    if table.turn.action_cut and state.is_action(card):
        cut += table.turn.action_cut
    if state.board.mode.cost_tokens:  # the -$2 cost token (Adventures: Ferry)
        from dgsim.dominion.tokens import token_cut

        cut += token_cut(state, card)
    if cut:
        return base - cut if base > cut else 0
    return base


def fits(state: DominionState, card: Card, coins: int, potions: int = 0, debt: int = 0) -> bool:
    """True if ``card`` costs at most ``coins``, ``potions`` and ``debt`` now ("costing up to")."""
    return card.potion <= potions and card.debt <= debt and cost(state, card) <= coins
