"""Wolf Den (Empires Landmark): "When scoring, -3 VP per card you have exactly one copy of." (FAQ:
"Having no copies of a card, or two or more copies of a card, confers no penalty. Scores can go
negative.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score

KINGDOM = ["Village", "Smithy", "Market"]


def test_minus_three_per_single_copy() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper", "Copper", "Silver", "Gold", "Estate"],
                                 1: ["Copper", "Copper"]}, landscapes=["Wolf Den"])
    assert score(s, 0) == 1 - 9  # Silver, Gold, Estate
    assert score(s, 1) == 0
