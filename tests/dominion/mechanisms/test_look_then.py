"""`LookAtTop(n, then=...)`: a card's own decision on the cards looked at (Lookout, Navigator).

The looked-at cards are back on top of the deck, in order, known to the player, when
``then.after(state, pid, looked)`` runs; a shuffle in the middle is announced (Stash) and the cards
already looked at are not shuffled in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.card import Card, action, register
from dgsim.dominion.effect import discard_cards
from dgsim.dominion.library import LookAtTop
from tests.dominion.helpers import act, choices, zones


@dataclass(frozen=True, slots=True)
class _DiscardLooked:
    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        assert state.players[pid].deck[:len(cards)] == cards
        assert state.players[pid].deck_known[:len(cards)] == (1 << pid,) * len(cards)
        state = state.remove_from(pid, "deck", cards).add_to(pid, "set_aside", cards)
        return discard_cards(state, pid, cards, "set_aside")


PEEK: Final = action("Test Peek", cost=2, then=LookAtTop(2, then=_DiscardLooked()),
                     text="Look at the top 2 cards of your deck; discard them.")
register(PEEK)


def test_then_gets_the_looked_cards_on_top() -> None:
    s = scenario(["Test Peek"], hands={0: ["Test Peek"]}, decks={0: ["Gold", "Estate", "Copper"]})
    s = act(s, "play Test Peek")
    assert zones(s, 0) == {"deck": ["Copper"], "discard": ["Estate", "Gold"],
                           "in_play": ["Test Peek"]}


def test_then_after_an_announced_shuffle() -> None:
    """One card in the deck, a Stash in the discard pile: the Stash is placed, the Gold looked at
    first is not shuffled in."""
    s = scenario(["Test Peek", "Stash"], hands={0: ["Test Peek"]}, decks={0: ["Gold"]},
                 discards={0: ["Stash", "Copper"]})
    s = act(s, "play Test Peek")
    assert choices(s) == ("position 0", "position 1")
    s = act(s, "position 0")
    assert zones(s, 0) == {"deck": ["Copper"], "discard": ["Stash", "Gold"],
                           "in_play": ["Test Peek"]}
