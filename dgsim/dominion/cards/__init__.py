"""Every card set; importing this registers all cards by name."""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card, card_named, register, registry
from dgsim.dominion.cards import base, basic, first_edition

__all__ = ["ALL_CARDS", "KINGDOM_CARDS", "card_named", "registry"]

ALL_CARDS: Final[tuple[Card, ...]] = register(*basic.CARDS, *base.CARDS, *first_edition.CARDS)
"""Every card defined, basic cards first."""

KINGDOM_CARDS: Final[tuple[Card, ...]] = tuple(c for c in ALL_CARDS if c not in basic.CARDS)
"""Every card that can be in a kingdom."""
