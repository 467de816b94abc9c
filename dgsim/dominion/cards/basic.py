"""The basic supply cards: treasures, Victory cards and Curse."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from dgsim.dominion.card import Card, CardType, treasure, victory

if TYPE_CHECKING:
    from dgsim.dominion.state import DominionState

__all__ = ["CARDS", "COLONY", "COPPER", "CURSE", "DUCHY", "ESTATE", "GOLD", "PLATINUM", "POTION",
           "PROVINCE", "SILVER"]

COPPER: Final = treasure("Copper", cost=0, coins=1)
SILVER: Final = treasure("Silver", cost=3, coins=2)
GOLD: Final = treasure("Gold", cost=6, coins=3)
ESTATE: Final = victory("Estate", cost=2, vp=1)
DUCHY: Final = victory("Duchy", cost=5, vp=3)
PROVINCE: Final = victory("Province", cost=8, vp=6)


def _curse_coin(state: DominionState, pid: int) -> DominionState:
    """A Curse played: only in a game where it is also a Treasure worth $1 (Charlatan)."""
    return state.add_coins(pid, 1)


CURSE: Final = Card(name="Curse", cost=0, vp=-1, text="-1 VP", types=frozenset({CardType.CURSE}),
                    on_play=_curse_coin)



def _potion(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_more(p.more.evolve(potions=p.more.turn.potions + 1)))


# Prosperity's basic cards (with `colonies=True`) and Alchemy's Potion (with any potion-cost card)
PLATINUM: Final = treasure("Platinum", cost=9, coins=5, expansion="Prosperity")
COLONY: Final = victory("Colony", cost=11, vp=10, expansion="Prosperity")
POTION: Final = treasure("Potion", cost=4, coins=0, then=_potion, expansion="Alchemy",
                         text="(a Potion, spent on costs with a potion part)")

CARDS: Final[tuple[Card, ...]] = (COPPER, SILVER, GOLD, ESTATE, DUCHY, PROVINCE, CURSE, PLATINUM,
                                  COLONY, POTION)
