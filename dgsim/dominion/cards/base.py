"""Dominion (2nd edition) base set: kingdom cards, each carrying its printed text."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.dominion.card import Card, CardType, Reaction, action, attack, victory
from dgsim.dominion.cards.basic import COPPER, CURSE, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    CardFilter,
    ChooseCards,
    DiscardThem,
    GainFromSupply,
    TrashThem,
)
from dgsim.dominion.effect import (
    DrawCards,
    Resolve,
    discard_cards,
    gain,
    play_from_hand,
    trash_cards,
)
from dgsim.dominion.state import DominionState

__all__ = ["CARDS"]

MANY: Final = 1_000
ACTIONS_ONLY: Final = CardFilter(types=frozenset({CardType.ACTION}))
TREASURES_ONLY: Final = CardFilter(types=frozenset({CardType.TREASURE}))


# -- Cellar -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardThenDrawAsMany:
    """Cellar: discard the picked cards, then draw that many."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        state = discard_cards(state, pid, cards)
        return state.draw_cards(pid, len(cards))[0] if cards else state


def _cellar(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "discard", "hand", 0, MANY, DiscardThenDrawAsMany()))


CELLAR: Final = action("Cellar", cost=2, actions=1, then=_cellar,
                       text="+1 Action. Discard any number of cards, then draw that many.")


# -- Chapel ---------------------------------------------------------------------


def _chapel(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "hand", 0, 4, TrashThem()))


CHAPEL: Final = action("Chapel", cost=2, then=_chapel, text="Trash up to 4 cards from your hand.")


# -- Moat -------------------------------------------------------------------------


def _moat_blocks(state: DominionState, owner: int, attacker: int) -> DominionState:
    return replace(state, immune=state.immune | {owner})


MOAT: Final = action(
    "Moat", cost=2, cards=2, extra_types=(CardType.REACTION,),
    reactions=(Reaction(event="attack", zone="hand", others=True, effect=_moat_blocks),),
    text="+2 Cards. When another player plays an Attack card, you may first reveal this "
         "from your hand, to be unaffected by it.",
)


# -- Merchant ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MerchantSilver:
    """This turn: the first time ``owner`` plays a Silver, +$1."""

    owner: int

    def on_play(self, state: DominionState, pid: int, card: Card) -> DominionState:
        if card is not SILVER or pid != self.owner:
            return state
        if sum(1 for c in state.players[pid].in_play if c is SILVER) != 1:
            return state
        return state.add_coins(pid, 1)


def _merchant(state: DominionState, pid: int) -> DominionState:
    return replace(state, triggers=(*state.triggers, MerchantSilver(pid)))


MERCHANT: Final = action("Merchant", cost=3, cards=1, actions=1, then=_merchant,
                         text="+1 Card +1 Action. The first time you play a Silver this "
                              "turn, +$1.")

# -- simple cards ------------------------------------------------------------------

VILLAGE: Final = action("Village", cost=3, cards=1, actions=2, text="+1 Card +2 Actions.")
SMITHY: Final = action("Smithy", cost=4, cards=3, text="+3 Cards.")
FESTIVAL: Final = action("Festival", cost=5, actions=2, buys=1, coins=2,
                         text="+2 Actions +1 Buy +$2.")
LABORATORY: Final = action("Laboratory", cost=5, cards=2, actions=1, text="+2 Cards +1 Action.")
MARKET: Final = action("Market", cost=5, cards=1, actions=1, buys=1, coins=1,
                       text="+1 Card +1 Action +1 Buy +$1.")


# -- Workshop -------------------------------------------------------------------------


def _workshop(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromSupply(pid, CardFilter(max_cost=4)))


WORKSHOP: Final = action("Workshop", cost=3, then=_workshop, text="Gain a card costing up to $4.")


# -- Gardens ----------------------------------------------------------------------------


def _gardens_vp(state: DominionState, pid: int) -> int:
    return len(state.players[pid].all_cards()) // 10


GARDENS: Final = victory("Gardens", cost=4, vp_hook=_gardens_vp,
                         text="Worth 1 VP per 10 cards you have (round down).")


# -- Militia -------------------------------------------------------------------------------


def _militia_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    n = len(state.players[victim].hand) - 3
    if n <= 0:
        return state
    return state.push(ChooseCards(victim, "discard", "hand", n, n, DiscardThem()))


MILITIA: Final = attack("Militia", cost=4, coins=2, each_other=_militia_hit,
                        text="+$2. Each other player discards down to 3 cards in hand.")


# -- Moneylender ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashForCoins:
    """Trash the picked cards; if any, +$``coins``."""

    coins: int

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return trash_cards(state, pid, cards).add_coins(pid, self.coins)


def _moneylender(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "hand", 0, 1, TrashForCoins(3),
                                  CardFilter(names=frozenset({COPPER.name}))))


MONEYLENDER: Final = action("Moneylender", cost=4, then=_moneylender,
                            text="You may trash a Copper from your hand for +$3.")


# -- Remodel and Mine -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashToGain:
    """Trash the picked card; gain a card costing up to ``plus`` more (of ``types``, to ``to``)."""

    plus: int
    types: frozenset[CardType] = frozenset()
    to: str = "discard"

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        limit = cost(state, cards[0]) + self.plus
        state = trash_cards(state, pid, cards)
        return state.push(GainFromSupply(pid, CardFilter(types=self.types, max_cost=limit),
                                         to=self.to))


def _remodel(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "hand", 1, 1, TrashToGain(2)))


REMODEL: Final = action("Remodel", cost=4, then=_remodel,
                        text="Trash a card from your hand. Gain a card costing up to $2 "
                             "more than it.")


def _mine(state: DominionState, pid: int) -> DominionState:
    treasures = frozenset({CardType.TREASURE})
    return state.push(ChooseCards(pid, "trash", "hand", 0, 1, TrashToGain(3, treasures, "hand"),
                                  TREASURES_ONLY))


MINE: Final = action("Mine", cost=5, then=_mine,
                     text="You may trash a Treasure from your hand. Gain a Treasure to your "
                          "hand costing up to $3 more than it.")


# -- Smithy's peers: Council Room, Witch ---------------------------------------------------------


def _council_room(state: DominionState, pid: int) -> DominionState:
    return state.push(*(DrawCards(other, 1) for other in state.others(pid)))


COUNCIL_ROOM: Final = action("Council Room", cost=5, cards=4, buys=1, then=_council_room,
                             text="+4 Cards +1 Buy. Each other player draws a card.")


def _witch_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return gain(state, victim, CURSE)


WITCH: Final = attack("Witch", cost=5, cards=2, each_other=_witch_hit,
                      text="+2 Cards. Each other player gains a Curse.")


# -- Throne Room -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayTwice:
    """Put the picked Action card into play and resolve it twice."""

    times: int = 2

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        state = play_from_hand(state, pid, card)
        return state.push(*(Resolve(pid, card) for _ in range(self.times)))


def _throne_room(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "play", "hand", 0, 1, PlayTwice(), ACTIONS_ONLY))


THRONE_ROOM: Final = action("Throne Room", cost=4, then=_throne_room,
                            text="You may play an Action card from your hand twice.")


CARDS: Final[tuple[Card, ...]] = (
    CELLAR, CHAPEL, MOAT, MERCHANT, VILLAGE, WORKSHOP, GARDENS, MILITIA, MONEYLENDER,
    REMODEL, SMITHY, THRONE_ROOM, COUNCIL_ROOM, FESTIVAL, LABORATORY, MARKET, MINE, WITCH,
)
