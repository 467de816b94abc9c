"""Kingdoms: the rulebook's recommended sets by name, and random kingdoms from a seed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dgsim.core import Rng
from dgsim.dominion.card import Card, CardType, card_named

__all__ = ["RECOMMENDED", "kingdom_cards", "random_kingdom"]

RECOMMENDED: Final[dict[str, tuple[str, ...]]] = {
    # Dominion 2nd edition rulebook, "Recommended Sets of 10". Verified set by set against
    # github.com/kieranmillar/extra-recommended-sets (officialKingdoms.js, the official kingdoms)
    # and, for Size Distortion, wiki.dominionstrategy.com/index.php/Size_Distortion ("Second
    # Edition"); tests/dominion/test_kingdom.py pins them.
    "First Game": ("Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                   "Smithy", "Village", "Workshop"),
    "Size Distortion": ("Artisan", "Bandit", "Bureaucrat", "Chapel", "Festival", "Gardens",
                        "Sentry", "Throne Room", "Witch", "Workshop"),
    "Deck Top": ("Artisan", "Bureaucrat", "Council Room", "Festival", "Harbinger",
                 "Laboratory", "Moneylender", "Sentry", "Vassal", "Village"),
    "Sleight of Hand": ("Cellar", "Council Room", "Festival", "Gardens", "Library",
                        "Harbinger", "Militia", "Poacher", "Smithy", "Throne Room"),
    "Improvements": ("Artisan", "Cellar", "Market", "Merchant", "Mine", "Moat",
                     "Moneylender", "Poacher", "Remodel", "Witch"),
    "Silver & Gold": ("Bandit", "Bureaucrat", "Chapel", "Harbinger", "Laboratory", "Merchant",
                      "Mine", "Moneylender", "Throne Room", "Vassal"),
}


def kingdom_cards(kingdom: str | Sequence[str | Card], seed: int = 0) -> tuple[Card, ...]:
    """The kingdom cards of a recommended set's name, ``"random"``, or a list of cards or names.

    :raises KeyError: for an unknown set or card name.
    :raises ValueError: for a list with a repeated or non-kingdom card.

    >>> [c.name for c in kingdom_cards("First Game")][:3]
    ['Cellar', 'Market', 'Merchant']
    """
    if isinstance(kingdom, str):
        if kingdom == "random":
            return random_kingdom(seed)
        names = RECOMMENDED.get(kingdom)
        if names is None:
            folded = {k.lower(): v for k, v in RECOMMENDED.items()}
            names = folded.get(kingdom.lower())
        if names is None:
            raise KeyError(f"no recommended kingdom {kingdom!r}; known: {', '.join(RECOMMENDED)}"
                           ", or 'random', or a list of card names")
        kingdom = names
    cards = tuple(n if isinstance(n, Card) else card_named(n) for n in kingdom)
    from dgsim.dominion.cards import BASIC_CARDS

    for card in cards:  # any registered card but the basic ones and Prizes (users' own cards too)
        if card in BASIC_CARDS or CardType.PRIZE in card.types:
            raise ValueError(f"{card.name} is not a kingdom card")
    if len(set(cards)) != len(cards):
        raise ValueError("a kingdom card is listed twice")
    return cards


def random_kingdom(seed: int, size: int = 10, pool: Sequence[Card] | None = None) -> tuple[Card, ...]:
    """``size`` distinct kingdom cards drawn from ``pool`` (default: every kingdom card) by seed."""
    from dgsim.dominion.cards import KINGDOM_CARDS

    cards = tuple(pool) if pool is not None else KINGDOM_CARDS
    shuffled, _ = Rng.from_seed(seed).shuffle(sorted(cards, key=lambda c: c.name))
    return tuple(sorted(shuffled[:size], key=lambda c: c.name))
