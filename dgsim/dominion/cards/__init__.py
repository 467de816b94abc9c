"""Every card set, one module per set and edition; importing this registers all cards by name.

Each set module exports ``CARDS``; `SETS` maps the printed set names (editions
apart: ``"Base"``, ``"Base 1E"``, ``"Intrigue"``, ...) to them.
"""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card, card_named, register, registry
from dgsim.dominion.cards import (
    adventures,
    adventures_events,
    alchemy,
    base,
    basic,
    cornucopia,
    cornucopia_1e,
    dark_ages,
    empires,
    empires_events,
    empires_landmarks,
    first_edition,
    guilds,
    guilds_1e,
    hinterlands,
    hinterlands_1e,
    intrigue,
    intrigue_1e,
    promo,
    prosperity,
    prosperity_1e,
    seaside,
    seaside_1e,
)

__all__ = ["ALL_CARDS", "ALL_LANDSCAPES", "BASIC_CARDS", "KINGDOM_CARDS", "LANDSCAPE_SETS", "SETS",
           "card_named", "cards_of_set", "registry"]

SETS: Final[dict[str, tuple[Card, ...]]] = {
    "Base": base.CARDS,
    "Base 1E": first_edition.CARDS,
    "Intrigue": intrigue.CARDS,
    "Intrigue 1E": intrigue_1e.CARDS,
    "Seaside": seaside.CARDS,
    "Seaside 1E": seaside_1e.CARDS,
    "Prosperity": prosperity.CARDS,
    "Prosperity 1E": prosperity_1e.CARDS,
    "Alchemy": alchemy.CARDS,
    "Cornucopia": cornucopia.CARDS,
    "Cornucopia 1E": cornucopia_1e.CARDS,
    "Hinterlands": hinterlands.CARDS,
    "Hinterlands 1E": hinterlands_1e.CARDS,
    "Dark Ages": dark_ages.CARDS,
    "Guilds": guilds.CARDS,
    "Guilds 1E": guilds_1e.CARDS,
    "Adventures": adventures.CARDS,
    "Empires": empires.CARDS,
    "Promo": promo.CARDS,
}
"""The cards of each set, by its printed name (editions apart): its kingdom cards and those that
come with them (Prizes, Ruins, Knights, ...; `Card.is_kingdom` tells them apart)."""

LANDSCAPE_SETS: Final[dict[str, tuple[Card, ...]]] = {
    "Adventures": adventures_events.LANDSCAPES,
    "Empires": empires_landmarks.LANDSCAPES + empires_events.LANDSCAPES,
}
"""The landscapes of each set (Events, Landmarks, ...), by its printed name; a set may have
landscapes before its kingdom cards are in `SETS`."""

BASIC_CARDS: Final[tuple[Card, ...]] = basic.CARDS
"""Treasures, Victory cards and Curse of the supply (Platinum, Colony and Potion included)."""

ALL_CARDS: Final[tuple[Card, ...]] = register(*basic.CARDS,
                                              *(c for cards in SETS.values() for c in cards))
"""Every card defined, basic cards first."""

ALL_LANDSCAPES: Final[tuple[Card, ...]] = register(
    *(c for cards in LANDSCAPE_SETS.values() for c in cards))
"""Every landscape defined (`Card.is_landscape`), set by set."""

KINGDOM_CARDS: Final[tuple[Card, ...]] = tuple(c for c in ALL_CARDS if c not in basic.CARDS
                                               and c.is_kingdom)
"""Every card that can be in a kingdom (not the basic cards, not Prizes, Ruins, Shelters,
Rewards or a card of a pile of several cards: `Card.is_kingdom`)."""


def cards_of_set(name: str) -> tuple[Card, ...]:
    """The kingdom cards of a set by its printed name (case-insensitive).

    :raises KeyError: for an unknown set, listing the known ones.
    """
    for key, cards in SETS.items():
        if key.lower() == name.lower():
            return cards
    raise KeyError(f"no set named {name!r}; known: {', '.join(SETS)}")
