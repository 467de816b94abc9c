"""Dominion: Intrigue — kingdom cards implemented so far, each with its printed text."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.dominion.card import Card, CardType, action
from dgsim.dominion.effect import DrawCards, discard_cards
from dgsim.dominion.library import ChooseOne, Option
from dgsim.dominion.state import DominionState

__all__ = ["BRIDGE", "CARDS", "MINION", "DiscardHand", "MinionHit"]


# -- Bridge --------------------------------------------------------------------------------


def _bridge(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return replace(state, table=replace(table, cost_cut=table.cost_cut + 1))


BRIDGE: Final = action("Bridge", cost=4, buys=1, coins=1, then=_bridge, expansion="Intrigue",
                       text="+1 Buy +$1. This turn, cards (everywhere) cost $1 less.")


# -- Minion --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """``player`` discards its whole hand (as it is when this runs)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return discard_cards(state, self.player, state.players[self.player].hand)


@dataclass(frozen=True, slots=True)
class MinionHit:
    """Minion's attack on one victim: with at least 5 cards in hand, discard it and draw 4."""

    victim: int

    def execute(self, state: DominionState) -> DominionState:
        if self.victim in state.immune or len(state.players[self.victim].hand) < 5:
            return state
        return state.push(DiscardHand(self.victim), DrawCards(self.victim, 4))


def _minion_coins(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 2)


def _minion_cycle(state: DominionState, pid: int) -> DominionState:
    return state.push(DiscardHand(pid), DrawCards(pid, 4),
                      *(MinionHit(other) for other in state.others(pid)))


MINION_CYCLE: Final = ("discard your hand, +4 Cards, and each other player with at least 5 cards "
                       "in hand discards their hand and draws 4 cards")
"""The label of Minion's second option (its printed words)."""

MINION: Final = Card(
    name="Minion", cost=5, types=frozenset({CardType.ACTION, CardType.ATTACK}), actions=1,
    on_play=ChooseOne((Option("+$2", _minion_coins), Option(MINION_CYCLE, _minion_cycle))),
    expansion="Intrigue",
    text="+1 Action. Choose one: +$2; or discard your hand, +4 Cards, and each other player with "
         "at least 5 cards in hand discards their hand and draws 4 cards.",
)


CARDS: Final[tuple[Card, ...]] = (BRIDGE, MINION)
