"""Cards of the 1st-edition base set removed in the 2nd edition: Adventurer, Chancellor, Feast, Spy,
Thief and Woodcutter, each with its 1st-edition printed text.

Cards that reveal take cards off the deck with `RevealTop` and `RevealUntil` (which shuffle the
discard pile when needed, through the `Shuffle` effect when a shuffle is heard) and keep them in
the revealing player's ``set_aside`` zone until they are placed, so no card is ever outside a
zone while a decision is pending.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.core.pick import DONE, multiset_choices
from dgsim.dominion.card import Card, CardType, action, attack
from dgsim.dominion.decision import CardFilter, GainFromSupply, YesNo, picked_cards
from dgsim.dominion.effect import (
    DiscardCards,
    GainCard,
    RevealTop,
    RevealUntil,
    TrashCards,
    discard_cards,
)
from dgsim.dominion.library import DeckIntoDiscard
from dgsim.dominion.revealing import SpyReveal
from dgsim.dominion.state import PUBLIC, DominionState

__all__ = [
    "ADVENTURER",
    "CARDS",
    "CHANCELLOR",
    "FEAST",
    "SPY",
    "THIEF",
    "WOODCUTTER",
    "ThiefGain",
    "ThiefReveal",
    "ThiefTrash",
    "TrashFromPlay",
    "TreasuresToHand",
]

NO: Final = Choice("no")


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``cards`` with one copy of ``card`` removed."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


# -- Adventurer ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TreasuresToHand:
    """Adventurer: the revealed Treasures go into the hand (known to all), the others are discarded."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        treasures = tuple(c for c in revealed if state.is_treasure(c))
        others = tuple(c for c in revealed if not state.is_treasure(c))
        state = state.remove_from(pid, "set_aside", treasures).add_to(pid, "hand", treasures, PUBLIC)
        return discard_cards(state, pid, others, "set_aside")


def _adventurer(state: DominionState, pid: int) -> DominionState:
    # One card at a time; the revealed cards wait in set_aside, so a shuffle in the middle does
    # not shuffle them in (official FAQ: "Don't shuffle in the revealed cards").
    return RevealUntil(pid, CardType.TREASURE, 2, TreasuresToHand()).execute(state)


ADVENTURER: Final = action(
    "Adventurer", cost=6, then=_adventurer, edition=1,
    text="Reveal cards from your deck until you reveal 2 Treasure cards. Put those Treasure "
         "cards into your hand and discard the other revealed cards.",
)


# -- Chancellor ------------------------------------------------------------------------------


def _chancellor(state: DominionState, pid: int) -> DominionState:
    if not state.players[pid].deck:
        return state  # nothing to put there: yes and no are the same
    return state.push(YesNo(pid, "put your deck into your discard pile?", (), DeckIntoDiscard()))


CHANCELLOR: Final = action(
    "Chancellor", cost=3, coins=2, then=_chancellor, edition=1,
    text="+$2. You may immediately put your deck into your discard pile.",
)


# -- Feast -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashFromPlay:
    """Trash ``card`` from ``player``'s play area if it is still there (Feast trashing itself)."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        if self.card not in state.players[self.player].in_play:
            return state  # already trashed (the second play of a Throne-Roomed Feast)
        return TrashCards(self.player, (self.card,), "in_play").execute(state)


def _feast(state: DominionState, pid: int) -> DominionState:
    return state.push(TrashFromPlay(pid, FEAST), GainFromSupply(pid, CardFilter(max_cost=5)))


FEAST: Final = action(
    "Feast", cost=4, then=_feast, edition=1,
    text="Trash this card. Gain a card costing up to $5.",
)


# -- Spy ---------------------------------------------------------------------------------------


def _spy_self(state: DominionState, pid: int) -> DominionState:
    return state.push(SpyReveal(pid, pid))


def _spy_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(SpyReveal(attacker, victim))


SPY: Final = attack(
    "Spy", cost=4, cards=1, actions=1, then=_spy_self, each_other=_spy_hit, edition=1,
    text="+1 Card +1 Action. Each player (including you) reveals the top card of his deck and "
         "either discards it or puts it back, your choice.",
)


# -- Thief -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThiefGain:
    """After every victim has trashed, the Thief's player may gain any or all of the cards trashed.

    The cards are those added to the trash since it held ``mark`` cards (only this Thief trashes
    meanwhile); picks are ``gain <Card>`` in canonical order, ``done`` (``no`` for a single card).
    Official 1st-edition FAQ: "Each player trashes one Treasure card at most, ... and then you gain
    any of the trashed cards that you want."
    """

    player: int
    mark: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def pool(self, state: DominionState) -> tuple[Card, ...]:
        """The cards this Thief had trashed that are still in the trash."""
        return state.trash_pile[self.mark:]

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        pool = self.pool(state)
        decline = NO if len(pool) == 1 else DONE
        return multiset_choices("gain", [c.name for c in pool], picks, 0, len(pool), decline)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        return state.push(*(GainCard(self.player, card, "discard", THIEF, source="trash")
                            for card in picked_cards(self.pool(state), picks)))


@dataclass(frozen=True, slots=True)
class ThiefTrash:
    """The Thief's player picks which revealed Treasure ``victim`` trashes: ``trash <Card>``."""

    player: int
    victim: int
    revealed: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        names = sorted({c.name for c in self.revealed if state.is_treasure(c)})
        return tuple(Choice("trash", n) for n in names)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        card = next(c for c in self.revealed if c.name == picks[0].arg)
        others = _without(self.revealed, card)
        return state.push(TrashCards(self.victim, (card,), "set_aside"),
                          DiscardCards(self.victim, others, "set_aside"))


@dataclass(frozen=True, slots=True)
class ThiefReveal:
    """``victim`` reveals the top 2 cards of its deck for the Thief's ``player``."""

    player: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return RevealTop(self.victim, 2, self).execute(state)  # the victim's shuffle, its Stash

    def after(self, state: DominionState, victim: int, cards: tuple[Card, ...]) -> DominionState:
        """The revealed cards (set aside): no Treasure, all discarded; else the Thief picks one."""
        if not cards:
            return state
        if not any(state.is_treasure(c) for c in cards):
            return discard_cards(state, victim, cards, "set_aside")
        return ThiefTrash(self.player, victim, cards).execute(state)


def _thief(state: DominionState, pid: int) -> DominionState:
    # Not an `each_other` hook: the gain comes once, after every victim has trashed. The attack
    # reactions (Moat) have already run, so `state.immune` holds the unaffected players.
    victims = tuple(v for v in state.others(pid) if v not in state.immune)
    return state.push(*(ThiefReveal(pid, v) for v in victims), ThiefGain(pid, len(state.trash_pile)))


THIEF: Final = Card(
    name="Thief", cost=4, types=frozenset({CardType.ACTION, CardType.ATTACK}), on_play=_thief,
    edition=1,
    text="Each other player reveals the top 2 cards of his deck. If they revealed any Treasure "
         "cards, they trash one of them that you choose. You may gain any or all of these trashed "
         "cards. They discard the other revealed cards.",
)


# -- Woodcutter ------------------------------------------------------------------------------

WOODCUTTER: Final = action("Woodcutter", cost=3, buys=1, coins=2, edition=1,
                           text="+1 Buy +$2.")


CARDS: Final[tuple[Card, ...]] = (ADVENTURER, CHANCELLOR, FEAST, SPY, THIEF, WOODCUTTER)
