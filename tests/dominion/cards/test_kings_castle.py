"""King's Castle (Empires), $10 Victory–Castle, the bottom of the Castles pile: "Worth 2 VP per
Castle you have." (FAQ: "Humble Castle and King's Castle count themselves.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.score import score

KINGDOM = ["Castles"]


def test_card_data() -> None:
    card = card_named("King's Castle")
    assert (card.cost, card.type_line) == (10, "Victory - Castle")


def test_worth_2_vp_per_castle() -> None:
    assert score(scenario(KINGDOM, hands={0: ["King's Castle"]}), 0) == 2
    s = scenario(KINGDOM, hands={0: ["King's Castle"]}, decks={0: ["Humble Castle"]},
                 discards={0: ["Grand Castle", "Duchy"]})
    # 3 Castles: King's 6, Humble 3, Grand 5, the Duchy 3
    assert score(s, 0) == 6 + 3 + 5 + 3
    assert score(s, 1) == 0
