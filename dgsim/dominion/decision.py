"""Decisions that cards ask: pick cards from a zone, gain from the supply, yes or no.

Several cards are picked one at a time in canonical order (card names
non-decreasing), so each distinct multiset is exactly one path of the tree.
What happens to the picked cards is a `Then` value (a continuation).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

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
    "Then",
    "TopdeckThem",
    "TrashThem",
    "YesNo",
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

    def accepts(self, state: DominionState, card: Card) -> bool:
        """True if ``card`` passes every given condition."""
        if self.types and not (card.types & self.types):
            return False
        if self.names and card.name not in self.names:
            return False
        if self.max_cost is None:
            return True
        return card.potion <= self.max_potion and cost(state, card) <= self.max_cost


ANY = CardFilter()


def picked_cards(pool: tuple[Card, ...], picks: tuple[Choice, ...]) -> tuple[Card, ...]:
    """The cards of ``pool`` named by ``picks`` (ignoring done/no)."""
    by_name = {c.name: c for c in pool}
    return tuple(by_name[p.arg] for p in picks if p.arg is not None)


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
