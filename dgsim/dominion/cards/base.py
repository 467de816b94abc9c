"""Dominion (2nd edition) base set: kingdom cards, each carrying its printed text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, action, attack, victory
from dgsim.dominion.cards.basic import COPPER, CURSE, GOLD, SILVER
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    TREASURES_ONLY,
    CardFilter,
    ChooseCards,
    DiscardThem,
    TopdeckThem,
    TrashThem,
)
from dgsim.dominion.effect import (
    Resolve,
    RevealTop,
    Shuffle,
    discard_cards,
    gain,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import TrashToGain
from dgsim.dominion.library import (
    DiscardDownTo,
    DiscardThenDrawAsMany,
    EachOtherDraws,
    FromHand,
    FromZone,
    GainEach,
    GainUpTo,
    LookAtTop,
    PlayTwice,
    Steps,
    TopdeckInView,
)
from dgsim.dominion.state import PUBLIC, DominionState

__all__ = ["CARDS"]

MANY: Final = 1_000
VICTORY_ONLY: Final = CardFilter(types=frozenset({CardType.VICTORY}))
NO: Final = Choice("no")


def _without(cards: tuple[Card, ...], taken: tuple[Card, ...]) -> tuple[Card, ...]:
    """``cards`` less one copy of each card of ``taken`` (order kept)."""
    rest = list(cards)
    for card in taken:
        rest.remove(card)
    return tuple(rest)


# -- Cellar --------------------------------------------------------------------------------


CELLAR: Final = action("Cellar", cost=2, actions=1,
                       then=FromHand("discard", up_to=None, then=DiscardThenDrawAsMany()),
                       text="+1 Action. Discard any number of cards, then draw that many.")


# -- Chapel --------------------------------------------------------------------------------


CHAPEL: Final = action("Chapel", cost=2, then=FromHand("trash", up_to=4, then=TrashThem()),
                       text="Trash up to 4 cards from your hand.")


# -- Moat ----------------------------------------------------------------------------------


def _moat_blocks(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.with_board(immune=state.immune | {owner})


MOAT: Final = action(
    "Moat", cost=2, cards=2, extra_types=(CardType.REACTION,),
    reactions=(Reaction(event="attack", zone="hand", others=True, effect=_moat_blocks),),
    text="+2 Cards. When another player plays an Attack card, you may first reveal this "
         "from your hand, to be unaffected by it.",
)


# -- Merchant ------------------------------------------------------------------------------


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
    table = state.table
    return state.with_table(table.evolve(triggers=(*table.turn.triggers, MerchantSilver(pid))))


MERCHANT: Final = action("Merchant", cost=3, cards=1, actions=1, then=_merchant,
                         text="+1 Card +1 Action. The first time you play a Silver this "
                              "turn, +$1.")

# -- simple cards --------------------------------------------------------------------------

VILLAGE: Final = action("Village", cost=3, cards=1, actions=2, text="+1 Card +2 Actions.")
SMITHY: Final = action("Smithy", cost=4, cards=3, text="+3 Cards.")
FESTIVAL: Final = action("Festival", cost=5, actions=2, buys=1, coins=2,
                         text="+2 Actions +1 Buy +$2.")
LABORATORY: Final = action("Laboratory", cost=5, cards=2, actions=1, text="+2 Cards +1 Action.")
MARKET: Final = action("Market", cost=5, cards=1, actions=1, buys=1, coins=1,
                       text="+1 Card +1 Action +1 Buy +$1.")


# -- Workshop ------------------------------------------------------------------------------


WORKSHOP: Final = action("Workshop", cost=3, then=GainUpTo(4), text="Gain a card costing up to $4.")


# -- Gardens -------------------------------------------------------------------------------


def _gardens_vp(state: DominionState, pid: int) -> int:
    return len(state.players[pid].all_cards()) // 10


GARDENS: Final = victory("Gardens", cost=4, vp_hook=_gardens_vp,
                         text="Worth 1 VP per 10 cards you have (round down).")


# -- Militia -------------------------------------------------------------------------------


MILITIA: Final = attack("Militia", cost=4, coins=2, each_other=DiscardDownTo(3),
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


MONEYLENDER: Final = action("Moneylender", cost=4,
                            then=FromHand("trash", then=TrashForCoins(3),
                                          of=CardFilter(names=frozenset({COPPER.name}))),
                            text="You may trash a Copper from your hand for +$3.")


# -- Remodel and Mine ----------------------------------------------------------------------


REMODEL: Final = action("Remodel", cost=4, then=FromHand("trash", exactly=1, then=TrashToGain(2)),
                        text="Trash a card from your hand. Gain a card costing up to $2 "
                             "more than it.")


MINE: Final = action("Mine", cost=5,
                     then=FromHand("trash", of=TREASURES_ONLY,
                                   then=TrashToGain(3, frozenset({CardType.TREASURE}), "hand")),
                     text="You may trash a Treasure from your hand. Gain a Treasure to your "
                          "hand costing up to $3 more than it.")


# -- Smithy's peers: Council Room, Witch ---------------------------------------------------


COUNCIL_ROOM: Final = action("Council Room", cost=5, cards=4, buys=1, then=EachOtherDraws(1),
                             text="+4 Cards +1 Buy. Each other player draws a card.")


WITCH: Final = attack("Witch", cost=5, cards=2, each_other=GainEach(CURSE),
                      text="+2 Cards. Each other player gains a Curse.")


# -- Throne Room ---------------------------------------------------------------------------


THRONE_ROOM: Final = action("Throne Room", cost=4, then=FromHand("play", then=PlayTwice(),
                                                                 of=ACTIONS_ONLY),
                            text="You may play an Action card from your hand twice.")


# -- Harbinger -----------------------------------------------------------------------------


HARBINGER: Final = action("Harbinger", cost=3, cards=1, actions=1,
                          then=FromZone(verb="topdeck", zone="discard", then=TopdeckInView("discard")),
                          text="+1 Card +1 Action. Look through your discard pile. You may put a "
                               "card from it onto your deck.")


# -- Vassal --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayFromDiscard:
    """``player`` may play ``card`` (the top card of its discard pile) without using an action."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        discard = state.players[self.player].discard
        if picks or not discard or discard[0] is not self.card:
            return ()
        return (Choice("play", self.card.name), NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        pid = self.player
        state = state.remove_from(pid, "discard", (self.card,)).add_to(pid, "in_play", (self.card,))
        return state.push(Resolve(pid, self.card))


@dataclass(frozen=True, slots=True)
class DiscardTop:
    """Vassal: the top card (taken off the deck, face up) is discarded; an Action may be played."""

    def after(self, state: DominionState, pid: int, top: tuple[Card, ...]) -> DominionState:
        if not top:
            return state
        state = discard_cards(state, pid, top, "set_aside")
        return state.push(PlayFromDiscard(pid, top[0])) if state.is_action(top[0]) else state


def _vassal(state: DominionState, pid: int) -> DominionState:
    return RevealTop(pid, 1, DiscardTop()).execute(state)  # a shuffle first may ask (Stash)


VASSAL: Final = action("Vassal", cost=3, coins=2, then=_vassal,
                       text="+$2. Discard the top card of your deck. If it's an Action card, you "
                            "may play it.")


# -- Bureaucrat ----------------------------------------------------------------------------


def _bureaucrat(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, SILVER, "deck")


def _bureaucrat_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    p = state.players[victim]
    if not any(c.is_victory for c in p.hand):  # the revealed hand is known to everyone
        return state.with_player(victim, p.with_known(hand_known=tuple((c, PUBLIC) for c in p.hand)))
    return state.push(ChooseCards(victim, "topdeck", "hand", 1, 1, TopdeckInView("hand"),
                                  VICTORY_ONLY))


BUREAUCRAT: Final = attack(
    "Bureaucrat", cost=4, then=_bureaucrat, each_other=_bureaucrat_hit,
    text="Gain a Silver onto your deck. Each other player reveals a Victory card from their "
         "hand and puts it onto their deck (or reveals a hand with no Victory cards).",
)


# -- Poacher -------------------------------------------------------------------------------


def _poacher(state: DominionState, pid: int) -> DominionState:
    empty = sum(1 for n in state.supply if n == 0)
    if not empty:
        return state
    return state.push(ChooseCards(pid, "discard", "hand", empty, empty, DiscardThem()))


POACHER: Final = action("Poacher", cost=4, cards=1, actions=1, coins=1, then=_poacher,
                        text="+1 Card +1 Action +$1. Discard a card per empty Supply pile.")


# -- Bandit --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BanditTrash:
    """``player`` trashes one of the revealed (set-aside) Treasures; the rest are discarded."""

    player: int
    revealed: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The revealed Treasures other than Copper (a Curse with Charlatan), one per name, by name."""
        return tuple(sorted({c for c in self.revealed if state.is_treasure(c) and c is not COPPER}))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("trash", c.name) for c in self.options(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        trashed = tuple(c for c in self.options(state) if picks and c.name == picks[0].arg)
        state = trash_cards(state, pid, trashed, "set_aside")
        return discard_cards(state, pid, _without(self.revealed, trashed), "set_aside")


def _bandit(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, GOLD)


@dataclass(frozen=True, slots=True)
class BanditRevealed:
    """The victim's 2 revealed cards (set aside) go to `BanditTrash`."""

    def after(self, state: DominionState, victim: int, revealed: tuple[Card, ...]) -> DominionState:
        return state.push(BanditTrash(victim, revealed)) if revealed else state


def _bandit_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    # the victim's own shuffle: its Stash is placed by the victim
    return RevealTop(victim, 2, BanditRevealed()).execute(state)


BANDIT: Final = attack(
    "Bandit", cost=5, then=_bandit, each_other=_bandit_hit,
    text="Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a "
         "revealed Treasure other than Copper, and discards the rest.",
)


# -- Library -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LibraryDraw:
    """Draw until 7 cards in hand; ``aside`` holds the Action cards set aside so far."""

    player: int
    aside: tuple[Card, ...] = ()

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        while True:
            p = state.players[pid]
            if len(p.hand) >= 7 or not (p.deck or p.discard):
                return discard_cards(state, pid, self.aside, "set_aside")
            if not p.deck and EventKind.SHUFFLE in state.mode.listens:
                return state.push(Shuffle(pid), LibraryDraw(pid, self.aside))  # it may ask (Stash)
            state, drawn = state.draw_cards(pid, 1)
            if state.is_action(drawn[0]):
                return state.push(SkipAction(pid, self.aside))


@dataclass(frozen=True, slots=True)
class SkipAction:
    """Library: ``set aside <Card>`` (the Action card just drawn) or ``keep <Card>``, then draw on.

    The drawn card is the last one in hand (`card`); the decision does not
    name it, so it stays hidden from the other seats unless set aside (face up).
    """

    player: int
    aside: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def card(self, state: DominionState) -> Card:
        """The Action card just drawn."""
        return state.players[self.player].hand[-1]

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        name = self.card(state).name
        return (Choice("set aside", name), Choice("keep", name))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        if picks and picks[0].verb == "set aside":
            card = self.card(state)
            state = state.remove_from(pid, "hand", (card,)).add_to(pid, "set_aside", (card,))
            return state.push(LibraryDraw(pid, (*self.aside, card)))
        return state.push(LibraryDraw(pid, self.aside))


def _library(state: DominionState, pid: int) -> DominionState:
    return state.push(LibraryDraw(pid))


LIBRARY: Final = action(
    "Library", cost=5, then=_library,
    text="Draw until you have 7 cards in hand, skipping any Action cards you choose to; set "
         "those aside, discarding them afterwards.",
)


# -- Sentry --------------------------------------------------------------------------------

SENTRY: Final = action(
    "Sentry", cost=5, cards=1, actions=1, then=LookAtTop(2, verbs=("trash", "discard", "topdeck")),
    text="+1 Card +1 Action. Look at the top 2 cards of your deck. Trash and/or discard any "
         "number of them. Put the rest back on top in any order.",
)


# -- Artisan -------------------------------------------------------------------------------


ARTISAN: Final = action("Artisan", cost=6,
                        then=Steps((GainUpTo(5, to="hand"),
                                    FromHand("topdeck", exactly=1, then=TopdeckThem()))),
                        text="Gain a card to your hand costing up to $5. Put a card from your "
                             "hand onto your deck.")


CARDS: Final[tuple[Card, ...]] = (
    CELLAR, CHAPEL, MOAT, HARBINGER, MERCHANT, VASSAL, VILLAGE, WORKSHOP, BUREAUCRAT, GARDENS,
    MILITIA, MONEYLENDER, POACHER, REMODEL, SMITHY, THRONE_ROOM, BANDIT, COUNCIL_ROOM, FESTIVAL,
    LABORATORY, LIBRARY, MARKET, MINE, SENTRY, WITCH, ARTISAN,
)
