"""The basic supply cards: treasures, Victory cards and Curse."""

from __future__ import annotations

from typing import Final

from dgsim.dominion.card import Card, CardType, treasure, victory

__all__ = ["CARDS", "COPPER", "CURSE", "DUCHY", "ESTATE", "GOLD", "PROVINCE", "SILVER"]

COPPER: Final = treasure("Copper", cost=0, coins=1)
SILVER: Final = treasure("Silver", cost=3, coins=2)
GOLD: Final = treasure("Gold", cost=6, coins=3)
ESTATE: Final = victory("Estate", cost=2, vp=1)
DUCHY: Final = victory("Duchy", cost=5, vp=3)
PROVINCE: Final = victory("Province", cost=8, vp=6)
CURSE: Final = victory("Curse", cost=0, vp=-1, text="-1 VP", types=(CardType.CURSE,))

CARDS: Final[tuple[Card, ...]] = (COPPER, SILVER, GOLD, ESTATE, DUCHY, PROVINCE, CURSE)
