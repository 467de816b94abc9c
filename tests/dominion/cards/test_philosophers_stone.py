"""Philosopher's Stone (Alchemy, $3 and a potion, Treasure): "When you play this, it's worth $1
per 5 cards total between your deck and discard pile (round down)."

Counted when played: the hand and the cards in play do not count.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act

KINGDOM = ["Philosopher's Stone", "Village"]


def test_card_data() -> None:
    card = card_named("Philosopher's Stone")
    assert (card.cost, card.potion, card.type_line, card.coins) == (3, 1, "Treasure", 0)


def test_one_coin_per_five_cards_in_deck_and_discard() -> None:
    s = scenario(KINGDOM, hands={0: ["Philosopher's Stone", "Copper", "Copper"]},
                 decks={0: ["Estate"] * 7}, discards={0: ["Estate"] * 7})
    s = act(s, "play Philosopher's Stone")
    assert s.player(0).coins == 2  # 14 cards: $2
    s = scenario(KINGDOM, hands={0: ["Philosopher's Stone"] * 2}, decks={0: ["Estate"] * 4})
    s = act(s, "play all treasures")
    assert s.player(0).coins == 0  # 4 cards: $0 each


def test_the_count_is_taken_when_played() -> None:
    """A Village drew one card first: 9 cards left, $1."""
    s = scenario(KINGDOM, hands={0: ["Village", "Philosopher's Stone"]},
                 decks={0: ["Estate"] * 10})
    s = act(s, "play Village")  # no Action left in hand: the Buy phase
    s = act(s, "play Philosopher's Stone")
    assert s.player(0).coins == 1
