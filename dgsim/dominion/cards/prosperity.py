"""Dominion: Prosperity — kingdom cards implemented so far, each with its printed text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, action, treasure
from dgsim.dominion.cards.base import ACTIONS_ONLY, PlayTwice
from dgsim.dominion.cards.basic import COPPER, GOLD
from dgsim.dominion.effect import draw, gain, trash_cards
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import FromHand
from dgsim.dominion.phase import BuyPhase
from dgsim.dominion.state import PUBLIC, DominionState

__all__ = ["BANK", "CARDS", "GRAND_MARKET", "HOARD", "KINGS_COURT", "PEDDLER", "WATCHTOWER",
           "WatchtowerChoice", "gained_in_place"]


# -- Bank ----------------------------------------------------------------------------------


def _bank(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, sum(1 for c in state.players[pid].in_play_all() if c.is_treasure))


BANK: Final = treasure("Bank", cost=7, coins=0, then=_bank, expansion="Prosperity",
                       text="When you play this, it's worth $1 per Treasure card you have in play "
                            "(counting this).")


# -- Grand Market --------------------------------------------------------------------------


def _no_copper_in_play(state: DominionState, pid: int) -> bool:
    return COPPER not in state.players[pid].in_play_all()


GRAND_MARKET: Final = action("Grand Market", cost=6, cards=1, actions=1, buys=1, coins=2,
                             buy_check=_no_copper_in_play, expansion="Prosperity",
                             text="+1 Card +1 Action +1 Buy +$2. You can't buy this if you have any "
                                  "Copper in play.")


# -- King's Court --------------------------------------------------------------------------


KINGS_COURT: Final = action("King's Court", cost=7, expansion="Prosperity",
                            then=FromHand("play", of=ACTIONS_ONLY,
                                          then=PlayTwice(times=3, keeper="King's Court")),
                            text="You may play an Action card from your hand three times.")


# -- Watchtower ----------------------------------------------------------------------------


def gained_in_place(state: DominionState, event: Event) -> bool:
    """True if the card of a gain event is still where it was gained (on top of a pile, in hand)."""
    card = event.card
    p = state.players[event.seat]
    if event.to_zone in ("discard", "deck"):
        cards = p.zone(event.to_zone)
        return bool(cards) and cards[0] is card
    return event.to_zone == "hand" and card in p.hand


@dataclass(frozen=True, slots=True)
class WatchtowerChoice:
    """Watchtower revealed for a gain: ``trash <Card>`` or ``topdeck <Card>`` (the gained card)."""

    player: int
    event: Event

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        card = self.event.card
        if picks or card is None or not gained_in_place(state, self.event):
            return ()
        if self.event.to_zone == "deck":  # already on the deck: only trashing changes anything
            return (Choice("trash", card.name),)
        return (Choice("trash", card.name), Choice("topdeck", card.name))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        card = self.event.card
        if not picks or card is None:
            return state
        zone = self.event.to_zone
        if picks[0].verb == "trash":
            return trash_cards(state, self.player, (card,), zone, WATCHTOWER)
        return state.remove_from(self.player, zone, (card,)).add_to(self.player, "deck", (card,),
                                                                     PUBLIC)


def _watchtower_draw(state: DominionState, pid: int) -> DominionState:
    return draw(state, pid, max(0, 6 - len(state.players[pid].hand)))


def _watchtower_react(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(WatchtowerChoice(owner, event))


def _watchtower_when(state: DominionState, owner: int, event: Event) -> bool:
    return gained_in_place(state, event)


WATCHTOWER: Final = action(
    "Watchtower", cost=3, then=_watchtower_draw, extra_types=(CardType.REACTION,),
    reactions=(Reaction(event=EventKind.GAIN, zone="hand", others=False, effect=_watchtower_react,
                        when=_watchtower_when),),
    expansion="Prosperity",
    text="Draw until you have 6 cards in hand. When you gain a card, you may reveal this from "
         "your hand, to either trash that card or put it onto your deck.",
)


# -- Peddler -------------------------------------------------------------------------------


def _peddler_cost(state: DominionState, card: Card) -> int:
    if not isinstance(state.phase, BuyPhase):
        return card.cost
    actions = sum(1 for c in state.players[state.current].in_play_all() if c.is_action)
    return max(0, card.cost - 2 * actions)


PEDDLER: Final = action("Peddler", cost=8, cards=1, actions=1, coins=1, cost_hook=_peddler_cost,
                        expansion="Prosperity",
                        text="+1 Card +1 Action +$1. During your Buy phase, this costs $2 less per "
                             "Action card you have in play.")


# -- Hoard ---------------------------------------------------------------------------------


def _hoard_gold(state: DominionState, owner: int, event: Event) -> DominionState:
    return gain(state, owner, GOLD, cause=HOARD)


def _bought_victory(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and event.card.is_victory


HOARD: Final = treasure(
    "Hoard", cost=6, coins=2, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.BUY, zone="in_play", others=False, asks=False,
                        effect=_hoard_gold, when=_bought_victory),),
    text="$2. While this is in play, when you buy a Victory card, gain a Gold.",
)


CARDS: Final[tuple[Card, ...]] = (WATCHTOWER, BANK, GRAND_MARKET, HOARD, KINGS_COURT, PEDDLER)
