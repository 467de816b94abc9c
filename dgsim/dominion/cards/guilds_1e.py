"""Dominion: Guilds, 1st edition — the three cards the 2nd edition removed (Doctor, Masterpiece,
Taxman), with their 1st-edition texts (the set ``Guilds 1E``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, action, attack, treasure
from dgsim.dominion.cards.basic import SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import TREASURES_ONLY, CardFilter, GainFromSupply
from dgsim.dominion.effect import RevealTop, discard_cards, gain, reveal_hand, trash_cards
from dgsim.dominion.library import FromHand, LookAtTop, name_choices, named_card, with_overpay
from dgsim.dominion.revealing import PutBack
from dgsim.dominion.state import DominionState

__all__ = ["CARDS", "DOCTOR", "MASTERPIECE", "TAXMAN"]

_GUILDS: Final = "Guilds"


# -- Doctor ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashMatches:
    """Doctor: the revealed cards with the named name are trashed, the rest put back in any order."""

    name: str | None

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        matches = tuple(c for c in revealed if c.name == self.name)
        rest = tuple(c for c in revealed if c.name != self.name)
        state = trash_cards(state, pid, matches, "set_aside")
        return state.push(PutBack(pid, rest)) if rest else state


@dataclass(frozen=True, slots=True)
class DoctorName:
    """Doctor: ``name <Card>``, then reveal the top 3 cards."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return name_choices(state, picks)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        return state.push(RevealTop(self.player, 3, TrashMatches(named_card(picks))))


def _doctor(state: DominionState, pid: int) -> DominionState:
    return state.push(DoctorName(pid))


_LOOK_AT_ONE: Final = LookAtTop(1)


@dataclass(frozen=True, slots=True)
class LookAtOne:
    """Doctor's overpay, once: look at the top card; trash it, discard it or put it back."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return _LOOK_AT_ONE(state, self.player)


def _doctor_overpaid(state: DominionState, pid: int, n: int) -> DominionState:
    return state.push(*(LookAtOne(pid) for _ in range(n)))


DOCTOR: Final = with_overpay(action(
    "Doctor", cost=3, then=_doctor, expansion=_GUILDS, edition=1,
    text="Name a card. Reveal the top 3 cards of your deck. Trash the matches. Put the rest back "
         "on top in any order. When you buy this, you may overpay for it. For each $1 you "
         "overpaid, look at the top card of your deck; trash it, discard it, or put it back."),
    _doctor_overpaid)


# -- Masterpiece ----------------------------------------------------------------------------


def _masterpiece_overpaid(state: DominionState, pid: int, n: int) -> DominionState:
    for _ in range(n):
        state = gain(state, pid, SILVER)
    return state


MASTERPIECE: Final = with_overpay(treasure(
    "Masterpiece", cost=3, coins=1, expansion=_GUILDS, edition=1,
    text="$1. When you buy this, you may overpay for it. If you do, gain a Silver per $1 you "
         "overpaid."), _masterpiece_overpaid)


# -- Taxman ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TaxmanHit:
    """Taxman's attack on one victim: with 5 or more cards in hand, discard a copy of the trashed
    card, or reveal a hand without one."""

    victim: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        hand = state.players[self.victim].hand
        if len(hand) < 5:
            return state
        copy = next((c for c in hand if c is self.card), None)
        if copy is None:
            return reveal_hand(state, self.victim)
        return discard_cards(state, self.victim, (copy,))


@dataclass(frozen=True, slots=True)
class TaxmanTrash:
    """Taxman: the trashed Treasure; each other player is hit (`TaxmanHit`), then a Treasure
    costing up to $3 more is gained onto the deck."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        bound = CardFilter(types=frozenset({CardType.TREASURE}), max_cost=cost(state, card) + 3,
                           max_potion=card.potion, max_debt=card.debt)
        hits = tuple(TaxmanHit(victim, card) for victim in state.others(pid)
                     if victim not in state.immune)
        state = trash_cards(state, pid, cards)
        return state.push(*hits, GainFromSupply(pid, bound, to="deck"))


def _no_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state  # (the victims are hit once the Treasure is trashed: `TaxmanTrash`)


TAXMAN: Final = attack(
    "Taxman", cost=4, expansion=_GUILDS, edition=1, each_other=_no_hit,
    then=FromHand("trash", of=TREASURES_ONLY, then=TaxmanTrash()),
    text="You may trash a Treasure from your hand. Each other player with 5 or more cards in hand "
         "discards a copy of it (or reveals a hand without it). Gain a Treasure card costing up "
         "to $3 more than the trashed card, putting it on top of your deck.")


CARDS: Final[tuple[Card, ...]] = (DOCTOR, MASTERPIECE, TAXMAN)
"""Guilds' 1st-edition cards that the 2nd edition removed."""
