"""Cornucopia's rulebook kingdoms (2nd-edition kingdoms, with Base and Intrigue cards) are offered
once every card of theirs exists; Tournament's bring the Prizes, Young Witch's the rulebook's Bane
("Merchant is the Bane", "Wishing Well is the Bane": officialKingdoms.js of
github.com/kieranmillar/extra-recommended-sets); one is played to the end."""

from __future__ import annotations

import json

import pytest

from dgsim.agents import RandomAgent, play_game
from dgsim.dominion import RECOMMENDED, new_game
from dgsim.dominion.kingdom import RULEBOOK_BANES, RULEBOOK_KINGDOMS

CORNUCOPIA = sorted(RULEBOOK_KINGDOMS["Cornucopia 1E"])


def test_all_six_are_listed() -> None:
    assert CORNUCOPIA == ["Bad Omens", "Bounty of the Hunt", "Last Laughs", "Small Victories",
                          "The Jester's Workshop", "The Spice of Life"]
    assert {k: RULEBOOK_BANES[k] for k in CORNUCOPIA if k in RULEBOOK_BANES} == {
        "The Jester's Workshop": "Merchant", "The Spice of Life": "Wishing Well"}


@pytest.mark.parametrize("name", CORNUCOPIA)
def test_offered_with_prizes_and_bane(name: str) -> None:
    assert set(RECOMMENDED[name]) == set(RULEBOOK_KINGDOMS["Cornucopia 1E"][name])
    state = new_game(name, seed=3)
    cards = {c.name for c in state.mode.kingdom}
    bane = RULEBOOK_BANES.get(name)
    assert cards == set(RECOMMENDED[name]) | ({bane} if bane else set())
    assert (state.mode.bane.name if state.mode.bane else None) == bane
    assert len(state.table.zones.non_supply) == (5 if "Tournament" in cards else 0)
    if bane:  # saved with the game: the list and the Bane rebuild it
        assert json.loads(state.mode.setup_json)["bane"] == bane


def test_one_is_played_to_the_end() -> None:
    """Random agents play The Spice of Life (Tournament, Young Witch) to its end."""
    state = new_game("The Spice of Life", players=3, seed=5, turn_limit=30)
    final = play_game(state, [RandomAgent(1), RandomAgent(2), RandomAgent(3)])
    assert final.game_end()
