"""Dominion: Alchemy — kingdom cards implemented so far, each with its printed text.

Potion (the basic card, in `dgsim.dominion.cards.basic`) joins the supply with any card whose
cost has a potion part.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from dgsim.dominion.card import Card, action
from dgsim.dominion.state import DominionState, TurnEntry

__all__ = ["CARDS", "POSSESSION"]


def _possession(state: DominionState, pid: int) -> DominionState:
    # the turn queue holds it; the engine routes that turn's decisions, gains and trashing
    left = (pid + 1) % state.mode.players
    table = state.table
    return replace(state, table=replace(table, queue=(*table.queue,
                                                      TurnEntry(left, "possession", by=pid))))


POSSESSION: Final = action(
    "Possession", cost=6, potion=1, then=_possession, expansion="Alchemy",
    text="The player to your left takes an extra turn after this one, in which you can see all "
         "cards they can and make all decisions for them. Any cards they would gain on that "
         "turn, you gain instead; any cards of theirs that are trashed are set aside and "
         "returned to their discard pile at end of turn.",
)


CARDS: Final[tuple[Card, ...]] = (POSSESSION,)
