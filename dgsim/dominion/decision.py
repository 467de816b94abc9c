"""Decisions that cards ask: pick cards from a zone, gain from the supply, yes or no.

Several cards are picked one at a time in canonical order (card names
non-decreasing), so each distinct multiset is exactly one path of the tree.
What happens to the picked cards is a `Then` value (a continuation).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from mypy_extensions import mypyc_attr

from dgsim.core import Choice
from dgsim.core.pick import DONE, NO, multiset_choices
from dgsim.dominion.card import Card, CardType
from dgsim.dominion.cost import cost
from dgsim.dominion.effect import discard_cards, gain, trash_cards
from dgsim.dominion.state import DominionState, Zone

__all__ = [
    "CardFilter",
    "ChooseCards",
    "DiscardThem",
    "GainFromSupply",
    "PlaceInDeck",
    "Then",
    "TopdeckThem",
    "TrashThem",
    "YesNo",
    "costing_exactly",
    "multiset_choices",
]

YES = Choice("yes")


class Then(Protocol):
    """What to do with the cards a decision picked (a frozen value)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...], /) -> DominionState:
        """Return the state after acting on ``cards``."""
        ...


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards qualify, as data: types (any of), a cost bound, exact names.

    "Costing up to" a bound: coins at most ``max_cost`` and potions at most
    ``max_potion`` (a potion-cost card never fits a plain $ bound).
    """

    types: frozenset[CardType] = frozenset()
    max_cost: int | None = None
    names: frozenset[str] = frozenset()
    max_potion: int = 0
    min_cost: int | None = None
    """With ``min_cost``: coins at least this and potions at least ``min_potion`` (Upgrade)."""
    min_potion: int = 0

    def accepts(self, state: DominionState, card: Card) -> bool:
        """True if ``card`` passes every given condition."""
        if self.types and not (card.types & self.types) and not (
                CardType.TREASURE in self.types and card in state.mode.treasures):
            return False
        if self.names and card.name not in self.names:
            return False
        if self.min_cost is not None:
            if not self.min_potion <= card.potion <= self.max_potion:
                return False
            coins = cost(state, card)
            return coins >= self.min_cost and (self.max_cost is None or coins <= self.max_cost)
        if self.max_cost is None:
            return True
        return card.potion <= self.max_potion and cost(state, card) <= self.max_cost


def costing_exactly(coins: int, potion: int = 0) -> CardFilter:
    """Cards costing exactly ``coins`` (and ``potion`` potions) now: Upgrade, Swindler."""
    return CardFilter(max_cost=coins, min_cost=coins, max_potion=potion, min_potion=potion)


ANY = CardFilter()


def picked_cards(pool: tuple[Card, ...], picks: tuple[Choice, ...]) -> tuple[Card, ...]:
    """The cards of ``pool`` named by ``picks`` (ignoring done/no)."""
    by_name = {c.name: c for c in pool}
    return tuple(by_name[p.arg] for p in picks if p.arg is not None)


@mypyc_attr(allow_interpreted_subclasses=True)  # card authors may refine it in Python
@dataclass(frozen=True, slots=True)
class ChooseCards:
    """``player`` picks ``least``..``most`` cards from a zone that pass ``filter``, then ``then``."""

    player: int
    verb: str
    zone: Zone
    least: int
    most: int
    then: Then
    filter: CardFilter = ANY

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def pool(self, state: DominionState) -> tuple[Card, ...]:
        """The cards that may be picked."""
        cards = state.players[self.player].zone(self.zone)
        if self.filter is ANY:
            return cards
        return tuple(c for c in cards if self.filter.accepts(state, c))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        decline = NO if self.most == 1 and self.least == 0 else DONE
        return multiset_choices(self.verb, [c.name for c in self.pool(state)], picks, self.least,
                                self.most, decline)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        return self.then.after(state, self.player, picked_cards(self.pool(state), picks))


@dataclass(frozen=True, slots=True)
class GainFromSupply:
    """``player`` gains one card from the supply that passes ``filter``, to a zone.

    Mandatory when any pile qualifies (``optional`` adds ``no``); ``then``
    receives the gained card (or nothing).
    """

    player: int
    filter: CardFilter
    to: Zone = "discard"
    optional: bool = False
    then: Then | None = None

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The piles that may be gained from, in supply order."""
        supply = state.supply
        return tuple(c for i, c in enumerate(state.mode.piles)
                     if supply[i] > 0 and self.filter.accepts(state, c))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        gains = tuple(Choice("gain", c.name) for c in self.options(state))
        return (*gains, NO) if self.optional and gains else gains

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        cards = picked_cards(self.options(state), picks)
        if self.then is not None:  # after the gain and what reacts to it (Ironworks' bonus)
            state = state.push(_ThenOn(self.player, self.then, cards))
        for card in cards:
            state = gain(state, self.player, card, self.to)
        return state


@dataclass(frozen=True, slots=True)
class _ThenOn:
    """Run a continuation on cards as an effect (once what was pushed above it has resolved)."""

    player: int
    then: Then
    cards: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return self.then.after(state, self.player, self.cards)


@dataclass(frozen=True, slots=True)
class YesNo:
    """``player`` answers ``yes`` or ``no``; each answer runs its continuation on ``cards``."""

    player: int
    prompt: str
    cards: tuple[Card, ...]
    if_yes: Then
    if_no: Then | None = None

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else (YES, NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if picks and picks[0] == YES:
            return self.if_yes.after(state, self.player, self.cards)
        return state if self.if_no is None else self.if_no.after(state, self.player, self.cards)


@dataclass(frozen=True, slots=True)
class PlaceInDeck:
    """``player`` takes a card from a zone and puts it anywhere in its deck (Secret Passage).

    Two picks: ``<verb> <Card>``, then ``position <k>`` (0 = top, the deck's size = bottom). The
    card's place is known to its owner (and to whoever knew the card in hand); the decision
    names no card, so while it waits nobody else learns which one is taken.
    """

    player: int
    verb: str = "take"
    zone: Zone = "hand"

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        p = state.players[self.player]
        if not picks:
            return tuple(Choice(self.verb, n) for n in sorted({c.name for c in p.zone(self.zone)}))
        if len(picks) == 1:
            return tuple(Choice("position", str(k)) for k in range(len(p.deck) + 1))
        return ()

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        p = state.players[pid]
        card = next((c for c in p.zone(self.zone) if picks and c.name == picks[0].arg), None)
        if card is None:
            return state
        k = int(picks[1].arg or 0) if len(picks) > 1 else 0
        mask = 1 << pid
        if self.zone == "hand":
            mask |= next((m for c, m in p.hand_known if c is card), 0)
        elif self.zone in ("discard", "in_play"):  # taken from a public zone: known to all
            mask = -1
        p = state.remove_from(pid, self.zone, (card,)).players[pid]
        known = list(p.deck_known) + [0] * max(0, k - len(p.deck_known))
        known.insert(k, mask)
        p = replace(p, deck=(*p.deck[:k], card, *p.deck[k:]))
        return state.with_player(pid, p.with_known(deck_known=tuple(known)))


# -- common continuations --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardThem:
    """Discard the picked cards from a zone."""

    zone: Zone = "hand"

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return discard_cards(state, pid, cards, self.zone)


@dataclass(frozen=True, slots=True)
class TrashThem:
    """Trash the picked cards from a zone."""

    zone: Zone = "hand"

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return trash_cards(state, pid, cards, self.zone)


@dataclass(frozen=True, slots=True)
class TopdeckThem:
    """Put the picked cards from a zone onto the deck (the last picked ends on top)."""

    zone: Zone = "hand"

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return state.remove_from(pid, self.zone, cards).add_to(pid, "deck", cards)
