"""Scoring (2nd-edition rulebook, "End of the Game"): each player counts the VP of every card they have
(hand, deck, discard pile, play); Estate 1, Duchy 3, Province 6, Curse -1; Gardens (card text) "Worth
1 VP per 10 cards you have (round down)". The player with the most VP wins; if tied, the tied player
who had fewer turns wins; if still tied, they share the victory.
"""

from __future__ import annotations

import pytest

from dgsim.dominion import scenario
from dgsim.dominion.score import winners
from tests.dominion.helpers import act

KINGDOM = ["Gardens", "Village", "Market"]


def test_victory_cards_in_every_zone_count() -> None:
    """Estate, Duchy, Province and Curse count wherever they are."""
    s = scenario(KINGDOM, hands={0: ["Estate", "Copper"], 1: ["Curse"]},
                 decks={0: ["Duchy"], 1: ["Province", "Curse"]},
                 discards={0: ["Province", "Curse"], 1: ["Estate"]},
                 in_play={0: ["Estate"], 1: ["Duchy"]})
    assert s.scores() == (1 + 3 + 6 - 1 + 1, -1 + 6 - 1 + 1 + 3)


def test_set_aside_cards_count() -> None:
    """A card set aside (revealed by a Spy, waiting for the Spy's decision) is still its owner's."""
    s = scenario(["Spy"], hands={0: ["Spy"]}, decks={1: ["Province"]})
    s = act(s, "play Spy")
    assert [c.name for c in s.player(1).set_aside] == ["Province"]
    assert s.scores() == (0, 6)


@pytest.mark.parametrize(("coppers", "vp_each"), [(8, 1), (17, 1), (18, 2), (28, 3)])
def test_gardens_round_down(coppers: int, vp_each: int) -> None:
    """Two Gardens plus ``coppers`` Coppers: each Gardens is worth (cards // 10) VP."""
    s = scenario(KINGDOM, hands={0: ["Gardens"]}, discards={0: ["Gardens"] + ["Copper"] * coppers})
    assert (coppers + 2) // 10 == vp_each
    assert s.scores() == (2 * vp_each, 0)


def test_gardens_counts_every_zone_and_other_vp() -> None:
    """Gardens counts all 20 cards in every zone; 2 Estates add 2."""
    s = scenario(KINGDOM, hands={0: ["Gardens", "Estate"]}, decks={0: ["Copper"] * 9},
                 discards={0: ["Copper"] * 8}, in_play={0: ["Estate"]})
    assert s.scores() == (2 + 2, 0)


def test_top_score_wins() -> None:
    """The most VP wins."""
    s = scenario(KINGDOM, hands={0: ["Duchy"], 1: ["Estate", "Estate"], 2: ["Province"]}, players=3)
    assert s.scores() == (3, 2, 6)
    assert winners(s) == (2,)  # the standings of a game not over (s.winners() needs it over)


def test_tie_goes_to_fewer_turns() -> None:
    """Seat 0 ends the game by buying the last Province: tied at 6 VP, seat 1 had fewer turns and wins."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Gold"], 1: ["Copper"]},
                 discards={1: ["Province"]}, supply={"Province": 1})
    s = act(act(s, "play all treasures"), "buy Province")
    assert s.game_end()
    assert s.scores() == (6, 6)
    assert (s.player(0).turns, s.player(1).turns) == (1, 0)
    assert s.winners() == (1,)


def test_tie_with_equal_turns_is_shared() -> None:
    """Tied on VP and turns: the victory is shared."""
    s = scenario(KINGDOM, hands={0: ["Duchy"], 1: ["Estate", "Estate", "Estate"], 2: ["Estate"]},
                 players=3)
    assert s.scores() == (3, 3, 1)
    assert winners(s) == (0, 1)
