"""Colonnade (Empires Landmark): "When you buy an Action card, if you have a copy of it in play,
take 2 VP from here. Setup: Put 6 VP here per player." (FAQ: "with Settlers in play, buying
another Settlers gets you 2 VP from here. Cards from the same pile are not necessarily copies of
each other; for example Bustling Village is not a copy of Settlers.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Market", "Workshop", "Settlers"]


def test_buying_a_copy_of_an_action_in_play_takes_2() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold", "Gold"]},
                 decks={0: ["Estate"]}, landscapes=["Colonnade"])
    s = act(act(s, "play Market"), "play all treasures")  # $10, 2 Buys
    s = act(s, "buy Smithy")  # no Smithy in play
    assert (s.player(0).vp_tokens, s.landmark_vp("Colonnade")) == (0, 12)
    s = act(s, "buy Market")
    assert (s.player(0).vp_tokens, s.landmark_vp("Colonnade")) == (2, 10)


def test_a_card_of_the_same_pile_is_no_copy() -> None:
    """FAQ: "Bustling Village is not a copy of Settlers"."""
    s = scenario(KINGDOM, hands={0: ["Settlers", "Gold", "Gold"]}, decks={0: ["Estate"]},
                 supply={"Settlers": ["Bustling Village"]}, landscapes=["Colonnade"])
    s = act(s, "play Settlers")
    s = act(act(s, "play all treasures"), "buy Bustling Village")
    assert (s.player(0).vp_tokens, s.landmark_vp("Colonnade")) == (0, 12)


def test_a_gain_that_is_no_buy_takes_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Workshop"]}, decks={0: ["Estate"]},
                 landscapes=["Colonnade"])
    s = act(act(act(s, "play Village"), "play Workshop"), "gain Village")
    assert (s.player(0).vp_tokens, s.landmark_vp("Colonnade")) == (0, 12)
