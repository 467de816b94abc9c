"""Dominion: Hinterlands 1E — the first-edition cards the 2nd edition removed, each with its
first-edition text."""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card, action, treasure, victory
from dgsim.dominion.cards.basic import COPPER, CURSE, SILVER
from dgsim.dominion.cards.prosperity import topdeck_gained
from dgsim.dominion.decision import CardFilter, DiscardThem, GainFromSupply
from dgsim.dominion.effect import GainCard
from dgsim.dominion.event import Event
from dgsim.dominion.library import FromHand
from dgsim.dominion.state import DominionState

__all__ = ["CACHE", "CARDS", "EMBASSY", "ILL_GOTTEN_GAINS", "NOMAD_CAMP", "SILK_ROAD"]


def _cache_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(*(GainCard(owner, COPPER, "discard", CACHE) for _ in range(2)))


CACHE: Final = treasure("Cache", cost=5, coins=3, on_gain=_cache_gained, expansion="Hinterlands",
                        edition=1, text="$3. When you gain this, gain two Coppers.")


def _embassy_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(*(GainCard(other, SILVER, "discard", EMBASSY)
                        for other in state.others(owner)))


EMBASSY: Final = action(
    "Embassy", cost=5, cards=5, then=FromHand("discard", exactly=3, then=DiscardThem()),
    on_gain=_embassy_gained, expansion="Hinterlands", edition=1,
    text="+5 Cards. Discard 3 cards. When you gain this, each other player gains a Silver.",
)


def _nomad_camp_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return topdeck_gained(state, owner, event) if event.to_zone != "deck" else state


NOMAD_CAMP: Final = action(
    "Nomad Camp", cost=4, buys=1, coins=2, on_gain=_nomad_camp_gained, expansion="Hinterlands",
    edition=1, text="+1 Buy +$2. When you gain this, put it on top of your deck.",
)


def _silk_road_vp(state: DominionState, pid: int) -> int:
    return sum(1 for c in state.players[pid].all_cards() if c.is_victory) // 4


SILK_ROAD: Final = victory(
    "Silk Road", cost=4, vp_hook=_silk_road_vp, expansion="Hinterlands", edition=1,
    text="Worth 1 VP for every 4 Victory cards in your deck (round down).",
)


def _ill_gotten_gains(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromSupply(pid, CardFilter(names=frozenset({COPPER.name})), to="hand",
                                     optional=True))


def _ill_gotten_gains_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(*(GainCard(other, CURSE, "discard", ILL_GOTTEN_GAINS)
                        for other in state.others(owner)))


ILL_GOTTEN_GAINS: Final = treasure(
    "Ill-Gotten Gains", cost=5, coins=1, then=_ill_gotten_gains, on_gain=_ill_gotten_gains_gained,
    expansion="Hinterlands", edition=1,
    text="$1. When you play this, you may gain a Copper, putting it into your hand. When you gain "
         "this, each other player gains a Curse.",
)


CARDS: Final[tuple[Card, ...]] = (NOMAD_CAMP, SILK_ROAD, CACHE, EMBASSY, ILL_GOTTEN_GAINS)
