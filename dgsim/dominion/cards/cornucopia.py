"""Dominion: Cornucopia — kingdom cards implemented so far, each with its printed text.

Reactions are offered as ``reveal <Card>`` (DESIGN, "a reaction offered"): revealing Horse Traders
sets it aside.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from dgsim.dominion.card import Card, CardType, Reaction, action
from dgsim.dominion.decision import DiscardThem
from dgsim.dominion.effect import draw
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import FromHand
from dgsim.dominion.state import PUBLIC, DominionState, DurationRecord

__all__ = ["CARDS", "HORSE_TRADERS"]


# -- Horse Traders -------------------------------------------------------------------------


def _set_aside(state: DominionState, owner: int, event: Event) -> DominionState:
    """Set Horse Traders aside from the hand; a record brings it back at the owner's next turn."""
    state = state.remove_from(owner, "hand", (HORSE_TRADERS,))
    p = state.players[owner]
    record = DurationRecord(HORSE_TRADERS, aside=(HORSE_TRADERS,))
    return state.with_player(owner, p.with_more(replace(p.more, pending=(*p.more.pending, record))))


def _come_back(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    state = draw(state, pid, 1)
    return state.add_to(pid, "hand", record.aside, PUBLIC)


HORSE_TRADERS: Final = action(
    "Horse Traders", cost=4, buys=1, coins=3, expansion="Cornucopia",
    then=FromHand("discard", exactly=2, then=DiscardThem()), extra_types=(CardType.REACTION,),
    reactions=(Reaction(event=EventKind.ATTACK, zone="hand", others=True, effect=_set_aside,
                        repeatable=True),),
    on_duration=_come_back,
    text="+1 Buy +$3. Discard 2 cards. When another player plays an Attack card, you may first set "
         "this aside from your hand. If you do, then at the start of your next turn, +1 Card and "
         "return this to your hand.",
)


CARDS: Final[tuple[Card, ...]] = (HORSE_TRADERS,)
