"""Gardens: "Worth 1 VP per 10 cards you have (round down)."."""

from __future__ import annotations

import pytest

from dgsim.dominion import card_named, scenario

KINGDOM = ["Gardens"]


def test_card_data() -> None:
    """A $4 Victory card."""
    card = card_named("Gardens")
    assert (card.cost, card.type_line) == (4, "Victory")


@pytest.mark.parametrize(("coppers", "gardens", "vp"), [
    (8, 1, 0),     # 9 cards
    (9, 1, 1),     # 10 cards
    (18, 1, 1),    # 19 cards
    (19, 1, 2),    # 20 cards
    (18, 2, 4),    # 20 cards, two Gardens
])
def test_vp_per_ten_cards(coppers: int, gardens: int, vp: int) -> None:
    """Counts every card owned in every zone, rounded down, per Gardens."""
    half = coppers // 2
    s = scenario(KINGDOM, hands={0: ["Gardens"] * gardens}, decks={0: ["Copper"] * half},
                 discards={0: ["Copper"] * (coppers - half)})
    assert s.scores()[0] == vp
