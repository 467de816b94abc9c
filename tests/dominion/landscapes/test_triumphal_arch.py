"""Triumphal Arch (Empires Landmark): "When scoring, 3 VP per copy you have of the 2nd most common
Action card among your cards (if it's a tie, count either)." (FAQ: "if you had 7 copies of Villa
and 4 copies of Wild Hunt, you would score 12 VP.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score

KINGDOM = ["Village", "Smithy", "Market", "Villa"]


def test_three_vp_per_copy_of_the_second_most_common_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Villa"] * 7, 1: ["Village"] * 2},
                 decks={0: ["Smithy"] * 4, 1: ["Copper"] * 3}, discards={0: ["Market"]},
                 landscapes=["Triumphal Arch"])
    assert score(s, 0) == 12  # the FAQ's example: 7 and 4
    assert score(s, 1) == 0  # one differently named Action card: no 2nd


def test_a_tie_counts_either() -> None:
    s = scenario(KINGDOM, hands={0: ["Villa"] * 3, 1: []}, decks={0: ["Smithy"] * 3},
                 landscapes=["Triumphal Arch"])
    assert score(s, 0) == 9
