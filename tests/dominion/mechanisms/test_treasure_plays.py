"""``play all treasures`` plays each Treasure in hand in turn; one that left the hand before its
turn (discarded or trashed by a Treasure played before it: Anvil, Investment) is not played."""

from __future__ import annotations

from typing import Final

from dgsim.dominion import scenario
from dgsim.dominion.card import register, treasure
from dgsim.dominion.effect import trash_cards
from dgsim.dominion.state import DominionState
from tests.dominion.helpers import act, names, zones


def _melt(state: DominionState, pid: int) -> DominionState:
    others = tuple(c for c in state.players[pid].hand if c.is_treasure)[:1]
    return trash_cards(state, pid, others)


MELTER: Final = register(treasure("Test Melter", cost=2, coins=1, then=_melt,
                                  text="$1. Trash the first Treasure in your hand."))


def test_a_treasure_gone_from_hand_is_not_played() -> None:
    """Melter, Silver, Copper: playing all, the Melter trashes the Silver before its turn; the
    Copper is played: $2."""
    s = scenario(["Test Melter"], hands={0: ["Test Melter", "Silver", "Copper"]})
    s = act(s, "play all treasures")
    assert names(s.trash) == ["Silver"]
    assert zones(s, 0) == {"in_play": ["Test Melter", "Copper"]}
    assert s.player(0).coins == 2
