"""Wall (Empires Landmark): "When scoring, -1 VP per card you have after the first 15." (FAQ: "if
you had 27 cards in your deck, you would score -12 VP for Wall. Scores can go negative.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score

KINGDOM = ["Village", "Smithy", "Market"]


def test_minus_one_per_card_after_the_first_15() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"] * 5, 1: ["Copper"] * 15},
                 decks={0: ["Copper"] * 20}, discards={0: ["Silver"] * 2}, landscapes=["Wall"])
    assert score(s, 0) == -12  # the FAQ's 27 cards
    assert score(s, 1) == 0
