"""Fountain (Empires Landmark): "When scoring, 15 VP if you have at least 10 Coppers." (FAQ: "You
either get 15 VP or 0 VP; there is no extra bonus for having 20 Coppers.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.score import score

KINGDOM = ["Village", "Smithy", "Market"]


def test_card_data() -> None:
    card = card_named("Fountain")
    assert card.is_landscape and card.type_line == "Landmark" and card.vp_hook is not None


def test_ten_coppers_anywhere_score_15() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"] * 5, 1: ["Copper"] * 9},
                 decks={0: ["Copper"] * 3}, discards={0: ["Copper"] * 2},
                 landscapes=["Fountain"])
    assert (score(s, 0), score(s, 1)) == (15, 0)


def test_twenty_coppers_score_no_more() -> None:
    """FAQ: "there is no extra bonus for having 20 Coppers"."""
    s = scenario(KINGDOM, hands={0: ["Copper"] * 20, 1: []}, landscapes=["Fountain"])
    assert score(s, 0) == 15
