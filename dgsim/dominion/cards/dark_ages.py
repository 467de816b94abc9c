"""Dominion: Dark Ages — its 35 kingdom piles, the Ruins, the Shelters and the cards outside the
supply (Spoils, Madman, Mercenary), each with its printed text.

The module is written in parts (each ends with its own tuple of cards); `CARDS` joins them.
"""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card

__all__ = ["CARDS"]


# ---------------------------------------------------------------------------------------------
# Part 1: trash triggers and the Shelters (Rats, Squire, Catacombs, Hunting Grounds, Fortress,
# Feodum, Market Square, Hovel, Necropolis, Overgrown Estate, ...)
# ---------------------------------------------------------------------------------------------

PART_TRASH: Final[tuple[Card, ...]] = ()


# ---------------------------------------------------------------------------------------------
# Part 2: the piles of many cards and the piles outside the supply (Ruins and the Looters,
# Knights, Spoils, Madman, Mercenary, ...)
# ---------------------------------------------------------------------------------------------

PART_PILES: Final[tuple[Card, ...]] = ()


# ---------------------------------------------------------------------------------------------
# Part 3: the other kingdom cards (Altar, Armory, Band of Misfits, Beggar, Count, ...)
# ---------------------------------------------------------------------------------------------

PART_KINGDOM: Final[tuple[Card, ...]] = ()


CARDS: Final[tuple[Card, ...]] = (*PART_TRASH, *PART_PILES, *PART_KINGDOM)
"""The kingdom cards of Dark Ages (the Ruins, Shelters, Spoils, Madman and Mercenary are not)."""
