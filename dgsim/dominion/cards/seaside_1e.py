"""Dominion: Seaside 1E — cards of the first edition removed in the second, each with its printed text."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType
from dgsim.dominion.effect import RevealTop, discard_cards, trash_cards
from dgsim.dominion.library import ChooseOne, Option
from dgsim.dominion.state import DominionState

__all__ = ["CARDS", "PIRATE_SHIP", "PirateRaid", "PirateTrash"]

PLUNDER: Final = "+$1 per Coin token on your Pirate Ship mat"
RAID: Final = ("each other player reveals the top 2 cards of his deck, trashes a revealed Treasure "
               "that you choose, discards the rest, and if anyone trashed a Treasure you take a "
               "Coin token")


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


@dataclass(frozen=True, slots=True)
class PirateRaid:
    """The attack, victim by victim in turn order; a Coin token at the end if any Treasure was trashed."""

    attacker: int
    victims: tuple[int, ...]
    trashed: bool = False

    def execute(self, state: DominionState) -> DominionState:
        if not self.victims:
            if not self.trashed:
                return state
            p = state.players[self.attacker]
            return state.with_player(self.attacker, p.with_more(replace(
                p.more, pirate_ship=p.more.pirate_ship + 1)))
        # the victim's own shuffle (its Stash): what its deck holds, the shuffle, then the rest
        return RevealTop(self.victims[0], 2, self).execute(state)

    def after(self, state: DominionState, victim: int, revealed: tuple[Card, ...]) -> DominionState:
        """The first victim's revealed cards (set aside): a Treasure to trash, or all discarded."""
        rest = self.victims[1:]
        if any(c.is_treasure for c in revealed):
            return state.push(PirateTrash(self.attacker, victim, revealed),
                              PirateRaid(self.attacker, rest, True))
        state = state.push(PirateRaid(self.attacker, rest, self.trashed))
        return discard_cards(state, victim, revealed, "set_aside")


@dataclass(frozen=True, slots=True)
class PirateTrash:
    """The attacker picks which revealed Treasure the victim trashes (``trash <Card>``)."""

    player: int
    victim: int
    revealed: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def options(self) -> tuple[Card, ...]:
        """The revealed Treasures, one per name, by name."""
        return tuple(sorted({c for c in self.revealed if c.is_treasure}))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("trash", c.name) for c in self.options())

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        card = next(c for c in self.options() if c.name == picks[0].arg)
        state = trash_cards(state, self.victim, (card,), "set_aside", cause=PIRATE_SHIP)
        return discard_cards(state, self.victim, _without(self.revealed, card), "set_aside",
                             cause=PIRATE_SHIP)


def _plunder(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, state.players[pid].more.pirate_ship)


def _raid(state: DominionState, pid: int) -> DominionState:
    immune = state.immune  # Moat and Lighthouse answered when Pirate Ship was played
    return state.push(PirateRaid(pid, tuple(v for v in state.others(pid) if v not in immune)))


PIRATE_SHIP: Final = Card(
    name="Pirate Ship", cost=4, types=frozenset({CardType.ACTION, CardType.ATTACK}),
    on_play=ChooseOne((Option(PLUNDER, _plunder), Option(RAID, _raid))),
    expansion="Seaside", edition=1,
    text="Choose one: +$1 per Coin token on your Pirate Ship mat; or each other player reveals "
         "the top 2 cards of his deck, trashes a revealed Treasure that you choose, discards the "
         "rest, and if anyone trashed a Treasure you take a Coin token.",
)


CARDS: Final[tuple[Card, ...]] = (PIRATE_SHIP,)
