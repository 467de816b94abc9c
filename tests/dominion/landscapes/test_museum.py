"""Museum (Empires Landmark): "When scoring, 2 VP per differently named card you have." (FAQ:
"Multiple cards from the same pile can score for this as long as they have different names.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score

KINGDOM = ["Village", "Smithy", "Market", "Encampment"]


def test_two_vp_per_differently_named_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper", "Copper", "Estate"], 1: []},
                 decks={0: ["Village"]}, discards={0: ["Village", "Smithy"]},
                 landscapes=["Museum"])
    assert score(s, 0) == 1 + 2 * 4  # Copper, Estate, Village, Smithy
    assert score(s, 1) == 0


def test_cards_of_one_pile_with_different_names_count_each() -> None:
    """FAQ: "Multiple cards from the same pile can score for this as long as they have different
    names" (Encampment and Plunder)."""
    s = scenario(KINGDOM, hands={0: ["Encampment", "Plunder", "Plunder"]}, landscapes=["Museum"])
    assert score(s, 0) == 4
