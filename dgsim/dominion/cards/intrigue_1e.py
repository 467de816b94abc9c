"""Dominion: Intrigue 1E — kingdom cards implemented so far, each with its first-edition text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.dominion.card import Card, CardType, Reaction, action
from dgsim.dominion.decision import ChooseCards, TopdeckThem
from dgsim.dominion.effect import DrawCards, discard_cards
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import MANY, FromHand
from dgsim.dominion.state import DominionState

__all__ = ["CARDS", "SECRET_CHAMBER", "DiscardForCoins"]


# -- Secret Chamber ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardForCoins:
    """Discard the picked cards; +$1 per card discarded."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return discard_cards(state, pid, cards).add_coins(pid, len(cards))


def _secret_chamber_react(state: DominionState, owner: int, event: Event) -> DominionState:
    # +2 Cards, then two single picks: the first goes onto the deck, the second on top of it
    put_back = ChooseCards(owner, "topdeck", "hand", 1, 1, TopdeckThem())
    return state.push(DrawCards(owner, 2), put_back, put_back)


SECRET_CHAMBER: Final = action(
    "Secret Chamber", cost=2, then=FromHand("discard", up_to=MANY, then=DiscardForCoins()),
    extra_types=(CardType.REACTION,), edition=1, expansion="Intrigue",
    reactions=(Reaction(event=EventKind.ATTACK, zone="hand", others=True,
                        effect=_secret_chamber_react, repeatable=True),),
    text="Discard any number of cards. +$1 per card discarded. When another player plays an "
         "Attack card, you may reveal this from your hand. If you do, +2 Cards, then put 2 cards "
         "from your hand on top of your deck.",
)


CARDS: Final[tuple[Card, ...]] = (SECRET_CHAMBER,)
