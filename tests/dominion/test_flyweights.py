"""The engine's flyweight tables: short hands and seat counters shared between states.

Issue 20 (≤ 400 bytes per kept state): a seat copy holds one reference to a shared `Counters`
record for its Actions, Buys, $ and turns, and hands of up to 8 cards are shared tuples. The
tables are bounded: full, they are emptied and fill again (values stay equal, only sharing is lost).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

import pytest

from dgsim.dominion import card_named, new_game
from dgsim.dominion import seat as seat_module
from dgsim.dominion import state as state_module
from dgsim.dominion.cards.basic import COPPER, GOLD
from dgsim.dominion.state import NO_COUNTERS, Counters, counters, shared_cards


@pytest.fixture
def tables() -> Iterator[None]:
    """Leave both tables as a new process has them once the test is over."""
    yield
    seat_module._COUNTERS.clear()
    seat_module._COUNTERS[0, 0, 0, 0] = NO_COUNTERS
    state_module._SHARED_ZONES.clear()


def test_equal_counters_are_one_record() -> None:
    assert counters(1, 1, 0, 5) is counters(1, 1, 0, 5)
    assert counters(1, 1, 0, 5) == Counters(1, 1, 0, 5) and counters(1, 1, 0, 5) != counters(1, 1, 0, 6)
    assert counters(0, 0, 0, 0) is NO_COUNTERS


def test_the_seats_of_a_game_share_their_counters() -> None:
    """Both seats of a new game hold the same record (1 Action, 1 Buy, $0, no turn yet), and a
    seat whose counters change gets the shared record of the new values."""
    s = new_game(seed=2)
    first, second = s.players
    assert first.counters is second.counters is counters(1, 1, 0, 0)
    richer = first.with_counters(coins=3)
    assert richer.counters is counters(1, 1, 3, 0) and (richer.actions, richer.coins) == (1, 3)


def test_a_full_counters_table_is_emptied_and_fills_again(tables: None) -> None:
    table = seat_module._COUNTERS
    for i in range(50_000 - len(table)):
        table[-1, -1, -1, i] = NO_COUNTERS
    assert len(table) == 50_000
    made = counters(7, 7, 7, 7)
    assert len(table) == 1 and table[7, 7, 7, 7] is made
    assert counters(7, 7, 7, 7) is made and made == Counters(7, 7, 7, 7)


def test_a_full_hands_table_is_emptied_and_fills_again(tables: None) -> None:
    table = state_module._SHARED_ZONES
    kinds = [card_named(n) for n in ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province",
                                     "Curse")]
    hands = product(kinds, repeat=6)  # 7 ** 6 = 117,649 distinct hands of 6 cards
    while len(table) < 50_000:
        hand = next(hands)
        table[hand] = hand
    hand = (GOLD, COPPER)
    shared = shared_cards(hand)
    assert len(table) == 1 and shared_cards((GOLD, COPPER)) is shared == hand
    long = (COPPER,) * 9
    assert shared_cards(long) is long and len(table) == 1  # more than 8 cards: never kept
