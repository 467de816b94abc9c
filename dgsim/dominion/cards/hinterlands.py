"""Dominion: Hinterlands (2nd edition) — kingdom cards implemented so far, each with its printed text.

Reactions are offered as ``reveal <Card>`` (DESIGN, "a reaction offered"), Fool's Gold included
although its text says "trash this from your hand": revealing it trashes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.dominion.card import Card, CardType, Reaction, action, treasure, victory
from dgsim.dominion.cards.basic import GOLD, PROVINCE, SILVER
from dgsim.dominion.cards.prosperity import gained_in_place
from dgsim.dominion.cost import cost
from dgsim.dominion.effect import GainCard, TrashCards, gain
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import FromHand
from dgsim.dominion.state import PUBLIC, DominionState

__all__ = ["CARDS", "FOOLS_GOLD", "TRADER", "TUNNEL", "GainSilvers", "TrashForSilvers"]


# -- Trader --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainSilvers:
    """``player`` gains ``n`` Silvers, one at a time (each gain told to listeners)."""

    player: int
    n: int

    def execute(self, state: DominionState) -> DominionState:
        return state.push(*(GainCard(self.player, SILVER, "discard", TRADER)
                            for _ in range(self.n)))


@dataclass(frozen=True, slots=True)
class TrashForSilvers:
    """Trash the picked card; gain a Silver per $1 it costs (its cost now, Bridge included)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return state.push(TrashCards(pid, cards), GainSilvers(pid, cost(state, cards[0])))


def _trader_when(state: DominionState, owner: int, event: Event) -> bool:
    card = event.card
    return (card is not None and card is not SILVER and card in state.mode.index
            and state.pile_count(SILVER) > 0 and gained_in_place(state, event))


def _trader_exchange(state: DominionState, owner: int, event: Event) -> DominionState:
    """Exchange: the gained card goes back to its pile, a Silver is taken into the discard pile.

    Exchanging is neither trashing nor gaining (rulebook), so nothing reacts to either card.
    """
    card = event.card
    if card is None or not _trader_when(state, owner, event):
        return state
    state = state.remove_from(owner, event.to_zone, (card,)).with_supply(card, 1)
    return state.with_supply(SILVER, -1).add_to(owner, "discard", (SILVER,), PUBLIC)


TRADER: Final = action(
    "Trader", cost=4, then=FromHand("trash", exactly=1, then=TrashForSilvers()),
    extra_types=(CardType.REACTION,), expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.GAIN, zone="hand", others=False, effect=_trader_exchange,
                        when=_trader_when),),
    text="Trash a card from your hand. Gain a Silver per $1 it costs. When you gain a card, you "
         "may reveal this from your hand, to exchange the card for a Silver.",
)


# -- Fool's Gold ---------------------------------------------------------------------------


def _fools_gold(state: DominionState, pid: int) -> DominionState:
    played = sum(1 for c in state.players[pid].in_play if c is FOOLS_GOLD)
    return state.add_coins(pid, 1 if played == 1 else 4)


def _province_gained(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is PROVINCE


def _fools_gold_react(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(TrashCards(owner, (FOOLS_GOLD,)), GainCard(owner, GOLD, "deck", FOOLS_GOLD))


FOOLS_GOLD: Final = treasure(
    "Fool's Gold", cost=2, coins=0, then=_fools_gold, extra_types=(CardType.REACTION,),
    expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.GAIN, zone="hand", others=True, effect=_fools_gold_react,
                        when=_province_gained, repeatable=True),),
    text="Worth $1 if it's the first time you played a Fool's Gold this turn, otherwise worth $4. "
         "When another player gains a Province, you may trash this from your hand, to gain a "
         "Gold onto your deck.",
)


# -- Tunnel --------------------------------------------------------------------------------


def _tunnel_discarded(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is TUNNEL and not event.cleanup


def _tunnel_gold(state: DominionState, owner: int, event: Event) -> DominionState:
    return gain(state, owner, GOLD, cause=TUNNEL)


TUNNEL: Final = victory(
    "Tunnel", cost=3, vp=2, types=(CardType.VICTORY, CardType.REACTION), expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.DISCARD, zone="discard", others=False,
                        effect=_tunnel_gold, when=_tunnel_discarded),),
    text="2 VP. When you discard this other than during Clean-up, you may reveal it to gain a "
         "Gold.",
)


CARDS: Final[tuple[Card, ...]] = (FOOLS_GOLD, TUNNEL, TRADER)
