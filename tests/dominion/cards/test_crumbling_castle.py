"""Crumbling Castle (Empires), $4 Victory–Castle: "1 VP. When you gain or trash this, +1 VP and gain
a Silver." """

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.score import score
from tests.dominion.helpers import act, names, zones

KINGDOM = ["Castles", "Workshop", "Chapel"]


def test_card_data() -> None:
    card = card_named("Crumbling Castle")
    assert (card.cost, card.type_line, card.vp) == (4, "Victory - Castle", 1)


def test_gained_a_vp_token_and_a_silver() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]},
                 supply={"Castles": ["Crumbling Castle", "Small Castle"]})
    s = act(act(s, "play Workshop"), "gain Crumbling Castle")
    assert zones(s, 0) == {"discard": ["Silver", "Crumbling Castle"], "in_play": ["Workshop"]}
    assert s.player(0).vp_tokens == 1 and score(s, 0) == 2
    assert s.supply_top("Castles") is card_named("Small Castle")


def test_trashed_a_vp_token_and_a_silver() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Crumbling Castle", "Copper"]})
    s = act(act(s, "play Chapel"), "trash Crumbling Castle")  # (Copper sorts first: done)
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Silver"], "in_play": ["Chapel"]}
    assert s.player(0).vp_tokens == 1 and names(s.trash) == ["Crumbling Castle"]


def test_no_silver_left_still_the_vp() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Crumbling Castle"]}, supply={"Silver": 0})
    s = act(act(s, "play Chapel"), "trash Crumbling Castle")
    assert s.player(0).vp_tokens == 1 and s.player(0).discard == ()
