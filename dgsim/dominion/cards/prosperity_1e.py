"""Dominion: Prosperity 1E — kingdom cards implemented so far, each with its first-edition text.

Venture and Loan reveal cards from the deck into the revealing player's ``set_aside`` zone with
`RevealUntil` (shuffling the discard pile when needed, never the revealed cards; through the
`Shuffle` effect when a shuffle is heard), so no card is outside a zone while a decision waits.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, treasure
from dgsim.dominion.effect import DiscardCards, Resolve, RevealUntil, TrashCards, discard_cards
from dgsim.dominion.state import DominionState

__all__ = ["CARDS", "CONTRABAND", "LOAN", "VENTURE", "LoanChoice", "LoanReveal", "NameCard",
           "PlayFromAside", "VentureReveal", "split_found"]


# -- Contraband ----------------------------------------------------------------------------


def game_cards(state: DominionState) -> tuple[Card, ...]:
    """Every card in the game: the supply's piles in supply order, then the cards outside it."""
    piles = state.mode.piles
    return piles + tuple(c for c in state.mode.extras if c not in piles)


@dataclass(frozen=True, slots=True)
class NameCard:
    """Contraband: ``player`` (left of the one who played it) names a card: ``name <Card>``.

    The named card may not be bought this turn (`Table.banned`).
    """

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("name", c.name) for c in game_cards(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        name = picks[0].arg if picks else None
        if name is None:
            return state
        table = state.table
        return replace(state, table=replace(table, banned=(*table.banned, name)))


def _contraband(state: DominionState, pid: int) -> DominionState:
    return state.push(NameCard((pid + 1) % state.mode.players))


CONTRABAND: Final = treasure(
    "Contraband", cost=5, coins=3, buys=1, then=_contraband, edition=1, expansion="Prosperity",
    text="Worth $3. +1 Buy. When you play this, the player to your left names a card. You can't "
         "buy that card this turn.",
)


# -- Venture and Loan ----------------------------------------------------------------------


def split_found(revealed: tuple[Card, ...]) -> tuple[tuple[Card, ...], Card | None]:
    """What `RevealUntil` one Treasure revealed: (the others, the Treasure or None when the deck
    and discard pile ran out first)."""
    if revealed and revealed[-1].is_treasure:
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
        state = state.with_player(self.player, replace(p, in_play=(*p.in_play, self.card)))
        return Resolve(self.player, self.card).execute(state)


@dataclass(frozen=True, slots=True)
class VentureReveal:
    """Venture: the other revealed cards are discarded, then the Treasure is played."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        others, found = split_found(revealed)
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
        others, found = split_found(revealed)
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


CARDS: Final[tuple[Card, ...]] = (LOAN, CONTRABAND, VENTURE)
