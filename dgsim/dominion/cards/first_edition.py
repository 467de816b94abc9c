"""Cards of the 1st-edition base set removed in the 2nd edition."""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card

__all__ = ["CARDS"]

CARDS: Final[tuple[Card, ...]] = ()
