"""Dominion: Cornucopia — kingdom cards implemented so far, each with its printed text."""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card

__all__ = ["CARDS"]

CARDS: Final[tuple[Card, ...]] = ()
