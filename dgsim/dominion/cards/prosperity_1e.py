"""Dominion: Prosperity 1E — the first edition's removed kingdom cards, with their first-edition texts.

Venture and Loan reveal cards from the deck into the revealing player's ``set_aside`` zone with
`RevealUntil` (shuffling the discard pile when needed, never the revealed cards; through the
`Shuffle` effect when a shuffle is heard), so no card is outside a zone while a decision waits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, action, treasure
from dgsim.dominion.cards.basic import COPPER, CURSE
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import CardFilter, ChooseCards, TrashThem
from dgsim.dominion.effect import (
    DiscardCards,
    Resolve,
    RevealUntil,
    TrashCards,
    discard_cards,
    gain,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import gained_not_on_deck, topdeck_gained
from dgsim.dominion.library import DiscardDownTo, FromHand, FromZone, name_choices, named_card, take_vp
from dgsim.dominion.state import PUBLIC, DominionState

__all__ = [
    "CARDS",
    "CONTRABAND",
    "COUNTING_HOUSE",
    "GOONS",
    "LOAN",
    "MOUNTEBANK",
    "ROYAL_SEAL",
    "TALISMAN",
    "TRADE_ROUTE",
    "VENTURE",
    "CoppersToHand",
    "CurseOrGain",
    "LoanChoice",
    "LoanReveal",
    "NameCard",
    "PlayFromAside",
    "VentureReveal",
    "has_route_token",
    "split_found",
]


# -- Contraband ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NameCard:
    """Contraband: ``player`` (left of the one who played it) names a card: ``name <Card>``.

    The named card may not be bought this turn (`Table.banned`).
    """

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return name_choices(state, picks)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        name = named_card(picks)
        if name is None:
            return state
        table = state.table
        return state.with_table(table.evolve(banned=(*table.turn.banned, name)))


def _contraband(state: DominionState, pid: int) -> DominionState:
    return state.push(NameCard((pid + 1) % state.mode.players))


CONTRABAND: Final = treasure(
    "Contraband", cost=5, coins=3, buys=1, then=_contraband, edition=1, expansion="Prosperity",
    text="Worth $3. +1 Buy. When you play this, the player to your left names a card. You can't "
         "buy that card this turn.",
)


# -- Venture and Loan ----------------------------------------------------------------------


def split_found(revealed: tuple[Card, ...],
                treasures: frozenset[Card] = frozenset()) -> tuple[tuple[Card, ...], Card | None]:
    """What `RevealUntil` one Treasure revealed: (the others, the Treasure or None when the deck
    and discard pile ran out first); ``treasures``: the game's own (`Mode.treasures`)."""
    if revealed and (revealed[-1].is_treasure or revealed[-1] in treasures):
        return revealed[:-1], revealed[-1]
    return revealed, None


@dataclass(frozen=True, slots=True)
class PlayFromAside:
    """``player`` plays ``card`` from its set-aside cards (Venture's Treasure)."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        state = state.remove_from(self.player, "set_aside", (self.card,))
        p = state.players[self.player]
        state = state.with_player(self.player, p.evolve(in_play=(*p.in_play, self.card)))
        return Resolve(self.player, self.card).execute(state)


@dataclass(frozen=True, slots=True)
class VentureReveal:
    """Venture: the other revealed cards are discarded, then the Treasure is played."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        others, found = split_found(revealed, state.mode.treasures)
        if found is not None:
            state = state.push(PlayFromAside(pid, found))
        return discard_cards(state, pid, others, "set_aside")  # the discards resolve before the play


def _venture(state: DominionState, pid: int) -> DominionState:
    return RevealUntil(pid, CardType.TREASURE, 1, VentureReveal()).execute(state)


VENTURE: Final = treasure(
    "Venture", cost=5, coins=1, then=_venture, edition=1, expansion="Prosperity",
    text="Worth $1. When you play this, reveal cards from your deck until you reveal a Treasure. "
         "Discard the other cards. Play that Treasure.",
)


@dataclass(frozen=True, slots=True)
class LoanChoice:
    """Loan: ``discard <Treasure>`` or ``trash <Treasure>`` (the revealed one), then the rest go."""

    player: int
    card: Card
    others: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else (Choice("discard", self.card.name), Choice("trash", self.card.name))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        trash = bool(picks) and picks[0].verb == "trash"
        first = (TrashCards(pid, (self.card,), "set_aside") if trash
                 else DiscardCards(pid, (self.card,), "set_aside"))
        return state.push(first, DiscardCards(pid, self.others, "set_aside"))


@dataclass(frozen=True, slots=True)
class LoanReveal:
    """Loan: the revealed Treasure waits for `LoanChoice`; with none, the revealed cards are discarded."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        others, found = split_found(revealed, state.mode.treasures)
        if found is None:
            return discard_cards(state, pid, others, "set_aside")
        return state.push(LoanChoice(pid, found, others))


def _loan(state: DominionState, pid: int) -> DominionState:
    return RevealUntil(pid, CardType.TREASURE, 1, LoanReveal()).execute(state)


LOAN: Final = treasure(
    "Loan", cost=3, coins=1, then=_loan, edition=1, expansion="Prosperity",
    text="Worth $1. When you play this, reveal cards from your deck until you reveal a Treasure. "
         "Discard it or trash it. Discard the other cards.",
)


# -- Counting House ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CoppersToHand:
    """Counting House: the picked Coppers go from the discard pile into the hand, revealed."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return state.remove_from(pid, "discard", cards).add_to(pid, "hand", cards, PUBLIC)


COUNTING_HOUSE: Final = action(
    "Counting House", cost=5, edition=1, expansion="Prosperity",
    then=FromZone(verb="reveal", zone="discard", up_to=None, then=CoppersToHand(),
                  of=CardFilter(names=frozenset({COPPER.name}))),
    text="Look through your discard pile, reveal any number of Copper cards from it, and put them "
         "into your hand.",
)


# -- Mountebank ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CurseOrGain:
    """Mountebank's victim: a Curse discarded, or else a Curse and a Copper gained."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards:
            return discard_cards(state, pid, cards)
        return state.push(_Gain(pid, CURSE), _Gain(pid, COPPER))  # in that order


@dataclass(frozen=True, slots=True)
class _Gain:
    """Gain ``card`` as an effect (the next gain waits for what reacts to this one)."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        return gain(state, self.player, self.card)


def _mountebank_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(ChooseCards(victim, "discard", "hand", 0, 1, CurseOrGain(),
                                  CardFilter(names=frozenset({CURSE.name}))))


MOUNTEBANK: Final = Card(
    name="Mountebank", cost=5, types=frozenset({CardType.ACTION, CardType.ATTACK}), coins=2,
    on_attack=_mountebank_hit, edition=1, expansion="Prosperity",
    text="+$2. Each other player may discard a Curse. If he doesn't, he gains a Curse and a "
         "Copper.",
)


# -- Goons ---------------------------------------------------------------------------------


def _goons_vp(state: DominionState, owner: int, event: Event) -> DominionState:
    return take_vp(state, owner)


GOONS: Final = Card(
    name="Goons", cost=6, types=frozenset({CardType.ACTION, CardType.ATTACK}), buys=1, coins=2,
    on_attack=DiscardDownTo(3), edition=1, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.BUY, zone="in_play", others=False, asks=False,
                        effect=_goons_vp),),
    text="+1 Buy +$2. Each other player discards down to 3 cards in hand. While this is in play, "
         "when you buy a card, +1 VP.",
)


# -- Talisman ------------------------------------------------------------------------------


def _talisman_copy(state: DominionState, owner: int, event: Event) -> DominionState:
    return state if event.card is None else gain(state, owner, event.card, cause=TALISMAN)


def _cheap_non_victory(state: DominionState, owner: int, event: Event) -> bool:
    card = event.card
    return card is not None and not card.is_victory and not card.potion and cost(state, card) <= 4


TALISMAN: Final = treasure(
    "Talisman", cost=4, coins=1, edition=1, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.BUY, zone="in_play", others=False, asks=False,
                        effect=_talisman_copy, when=_cheap_non_victory),),
    text="Worth $1. While this is in play, when you buy a card costing $4 or less that is not a "
         "Victory card, gain a copy of it.",
)


# -- Royal Seal ----------------------------------------------------------------------------


ROYAL_SEAL: Final = treasure(
    "Royal Seal", cost=5, coins=2, edition=1, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.GAIN, zone="in_play", others=False,
                        effect=topdeck_gained, when=gained_not_on_deck),),
    text="Worth $2. While this is in play, when you gain a card, you may put that card on top of "
         "your deck.",
)


# -- Trade Route ---------------------------------------------------------------------------


def has_route_token(state: DominionState, pile: Card) -> bool:
    """True if ``pile``'s Supply pile still has its Trade Route token (set up on every Victory
    card pile; gone to the mat once a card was gained from it: `Table.route_taken`)."""
    return (pile.is_victory and pile in state.mode.index
            and pile.name not in state.table.tokens.route_taken)


def _route_gained(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and has_route_token(state, event.card)


def _route_token(state: DominionState, owner: int, event: Event) -> DominionState:
    if event.card is None:
        return state
    table = state.table
    return state.with_table(table.evolve(trade_route=table.tokens.trade_route + 1,
                                        route_taken=(*table.tokens.route_taken, event.card.name)))


def _trade_route(state: DominionState, pid: int) -> DominionState:
    state = state.add_coins(pid, state.table.tokens.trade_route)
    return FromHand("trash", exactly=1, then=TrashThem())(state, pid)


TRADE_ROUTE: Final = action(
    "Trade Route", cost=3, buys=1, then=_trade_route, edition=1, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, asks=False,
                        effect=_route_token, when=_route_gained),),
    text="+1 Buy. +$1 per token on the Trade Route mat. Trash a card from your hand. Setup: Put a "
         "token on each Victory card Supply pile. When a card is gained from that pile, move the "
         "token to the Trade Route mat.",
)


CARDS: Final[tuple[Card, ...]] = (LOAN, TRADE_ROUTE, TALISMAN, CONTRABAND, COUNTING_HOUSE,
                                  MOUNTEBANK, ROYAL_SEAL, VENTURE, GOONS)
