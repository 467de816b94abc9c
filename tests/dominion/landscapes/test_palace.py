"""Palace (Empires Landmark): "When scoring, 3 VP per set you have of Copper - Silver - Gold."
(FAQ: "if you had 7 Coppers, 5 Silvers, and 2 Golds, that would be two sets of Copper - Silver -
Gold, for 6 VP total.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score

KINGDOM = ["Village", "Smithy", "Market"]


def test_the_faq_example_scores_two_sets() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"] * 7, 1: ["Copper", "Silver"]},
                 decks={0: ["Silver"] * 5}, discards={0: ["Gold"] * 2}, landscapes=["Palace"])
    assert score(s, 0) == 6
    assert score(s, 1) == 0  # no Gold: no set
