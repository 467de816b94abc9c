"""Basilica (Empires Landmark): "When you buy a card, if you have $2 or more left, take 2 VP from
here. Setup: Put 6 VP here per player." (FAQ: "This happens each time you buy a card. For example
with 4 Coin and 3 Buys, you could buy Copper, then Copper, then Silver, taking 2 VP, then 2 VP,
then none.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Market", "Workshop"]


def test_setup_puts_6_vp_per_player() -> None:
    assert scenario(KINGDOM, hands={0: []}, landscapes=["Basilica"]).landmark_vp("Basilica") == 12
    s = scenario(KINGDOM, hands={0: []}, players=3, landscapes=["Basilica"])
    assert s.landmark_vp("Basilica") == 18


def test_the_faq_example_two_then_two_then_none() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Market", "Copper", "Copper"]},
                 decks={0: ["Estate"] * 7}, landscapes=["Basilica"])
    s = act(act(s, "play Market"), "play Market")
    s = act(s, "play all treasures")  # $4, 3 Buys
    s = act(s, "buy Copper")
    assert (s.player(0).vp_tokens, s.landmark_vp("Basilica")) == (2, 10)
    s = act(s, "buy Copper")
    assert (s.player(0).vp_tokens, s.landmark_vp("Basilica")) == (4, 8)
    s = act(s, "buy Silver")  # $1 left
    assert (s.player(0).vp_tokens, s.landmark_vp("Basilica")) == (4, 8)
    assert score(s, 0) == 4 + 7  # the tokens and the seven Estates


def test_a_gain_that_is_no_buy_takes_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop", "Gold"]}, landscapes=["Basilica"])
    s = act(act(s, "play Workshop"), "gain Silver")
    assert (s.player(0).vp_tokens, s.landmark_vp("Basilica")) == (0, 12)


def test_with_fewer_tokens_left_takes_what_is_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"]}, landscapes=["Basilica"])
    s = s.with_table(s.table.evolve(landmark_vp=(("Basilica", 1),)))
    s = act(act(s, "play all treasures"), "buy Copper")
    assert (s.player(0).vp_tokens, s.landmark_vp("Basilica")) == (1, 0)
