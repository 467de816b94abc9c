"""Dominion: Promo cards implemented so far, each with its printed text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, Reaction, treasure
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.state import DominionState, is_known_to, known_to

__all__ = ["CARDS", "STASH", "PlaceStashes"]


def _placed(state: DominionState, pid: int) -> bool:
    """True if each Stash in ``pid``'s deck is where its owner put it (its position known to them)."""
    p = state.players[pid]
    known = p.deck_known
    return all(i < len(known) and is_known_to(known[i], pid)
               for i, card in enumerate(p.deck) if card is STASH)


@dataclass(frozen=True, slots=True)
class PlaceStashes:
    """After a shuffle, ``player`` puts each Stash of its new deck at a position (``position <k>``).

    ``k`` is the Stash's index in the new deck, 0 = top; with several Stashes the picks are
    their positions from the top down (strictly increasing, one path per arrangement). The
    other cards keep their shuffled order; the Stashes' positions are known to their owner only.
    """

    player: int

    def execute(self, state: DominionState) -> DominionState:
        if _placed(state, self.player):
            return state
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        deck = state.players[self.player].deck
        stashes = sum(1 for c in deck if c is STASH)
        if len(picks) >= stashes:
            return ()
        others = len(deck) - stashes
        low = int(picks[-1].arg or 0) + 1 if picks else 0
        return tuple(Choice("position", str(k)) for k in range(low, others + len(picks) + 1))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        p = state.players[pid]
        rest = [c for c in p.deck if c is not STASH]
        positions = [int(pick.arg or 0) for pick in picks]
        for k in positions:  # increasing: each lands at its final index
            rest.insert(k, STASH)
        owner = known_to(pid)
        known = tuple(owner if i in positions else 0 for i in range(max(positions, default=-1) + 1))
        return state.with_player(pid, p.evolve(deck=tuple(rest)).with_known(deck_known=known))


def _stash_shuffled(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(PlaceStashes(owner))


STASH: Final = treasure(
    "Stash", cost=5, coins=2, expansion="Promo",
    reactions=(Reaction(event=EventKind.SHUFFLE, zone="deck", others=False, asks=False,
                        effect=_stash_shuffled),),
    text="$2. When you shuffle, you may put this anywhere in your deck.",
)


CARDS: Final[tuple[Card, ...]] = (STASH,)
