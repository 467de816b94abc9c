"""Dominion on the dgsim core: cards, rules, setup and scoring.

>>> from dgsim.dominion import new_game
>>> state = new_game("First Game", seed=1).auto_step()
>>> state.waiting_for() in (0, 1)
True
"""

from __future__ import annotations

from dgsim.dominion.card import Card, CardType, card_named
from dgsim.dominion.cards import ALL_CARDS, KINGDOM_CARDS
from dgsim.dominion.cost import cost
from dgsim.dominion.kingdom import RECOMMENDED, kingdom_cards, random_kingdom
from dgsim.dominion.setup import new_game, scenario
from dgsim.dominion.state import DominionState, Mode, PlayerState, dominion_state

__all__ = [
    "ALL_CARDS",
    "KINGDOM_CARDS",
    "RECOMMENDED",
    "Card",
    "CardType",
    "DominionState",
    "Mode",
    "PlayerState",
    "card_named",
    "cost",
    "dominion_state",
    "kingdom_cards",
    "new_game",
    "random_kingdom",
    "scenario",
]
