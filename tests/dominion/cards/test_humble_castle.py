"""Humble Castle (Empires), $3 Treasure–Victory–Castle, the top of the Castles pile: "$1. Worth 1 VP
per Castle you have." (FAQ: "Humble Castle and King's Castle count themselves.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.score import score
from tests.dominion.helpers import act

KINGDOM = ["Castles", "Crown"]


def test_card_data() -> None:
    card = card_named("Humble Castle")
    assert (card.cost, card.type_line, card.coins) == (3, "Treasure - Victory - Castle", 1)


def test_one_dollar() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Humble Castle"]}), "play Humble Castle")
    assert s.player(0).coins == 1


def test_worth_1_vp_per_castle_it_counts_itself() -> None:
    s = scenario(KINGDOM, hands={0: ["Humble Castle"]})
    assert score(s, 0) == 1
    s = scenario(KINGDOM, hands={0: ["Humble Castle", "Humble Castle"]},
                 decks={0: ["Crumbling Castle", "Estate"]}, in_play={0: ["Small Castle"]})
    # 4 Castles: each Humble Castle 4, Crumbling 1, Small 2, the Estate 1
    assert score(s, 0) == 4 + 4 + 1 + 2 + 1


def test_crown_plays_it_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Crown", "Humble Castle"]})
    s = act(act(act(s, "end actions"), "play Crown"), "play Humble Castle")
    assert s.player(0).coins == 2
