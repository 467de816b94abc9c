"""Alchemy's rulebook kingdoms (mixed with Base and Intrigue cards) are offered once every card of
theirs exists, and each game of them has the Potion pile (16)."""

from __future__ import annotations

import pytest

from dgsim.dominion import RECOMMENDED, new_game
from dgsim.dominion.kingdom import RULEBOOK_KINGDOMS

ALCHEMY = sorted(RULEBOOK_KINGDOMS["Alchemy"])


def test_all_six_are_listed() -> None:
    assert ALCHEMY == ["Chemistry Lesson", "Forbidden Arts", "Pools, Tools and Fools",
                       "Potion Mixers", "Secret Research", "Servants"]


@pytest.mark.parametrize("name", ALCHEMY)
def test_offered_and_playable_with_potions(name: str) -> None:
    assert set(RECOMMENDED[name]) == set(RULEBOOK_KINGDOMS["Alchemy"][name])
    state = new_game(list(RECOMMENDED[name]), seed=3)
    assert state.supply_count("Potion") == 16
