"""Conquest (Empires Event, $6): "Gain 2 Silvers. +1 VP per Silver you've gained this turn."
(FAQ: "This counts the two Silvers it gives you (provided that there were Silvers left to gain).
For example, with 12 Coin and 2 Buys and having gained no Silvers earlier in the turn, you could
buy Conquest twice, getting two Silvers, then +2 VP, then two more Silvers, then +4 VP.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act, names

KINGDOM = ["Village", "Smithy", "Market", "Workshop"]


def test_the_faq_example_two_then_four() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold", "Gold", "Copper"]},
                 decks={0: ["Copper"] * 6}, landscapes=["Conquest"])
    s = act(act(s, "play Market"), "play all treasures")  # $12 (+$1 Market), 2 Buys
    s = act(s, "buy Conquest")
    assert s.player(0).vp_tokens == 2 and names(s.player(0).discard) == ["Silver", "Silver"]
    assert s.current == 0
    s = act(s, "buy Conquest")
    assert s.player(0).vp_tokens == 2 + 4


def test_silvers_gained_earlier_in_the_turn_count() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop", "Gold", "Gold"]}, landscapes=["Conquest"])
    s = act(act(s, "play Workshop"), "gain Silver")
    s = act(act(s, "play all treasures"), "buy Conquest")
    assert s.player(0).vp_tokens == 3


def test_only_the_silvers_left_count() -> None:
    """FAQ: "provided that there were Silvers left to gain"."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, supply={"Silver": 1},
                 landscapes=["Conquest"])
    s = act(act(s, "play all treasures"), "buy Conquest")
    assert s.player(0).vp_tokens == 1 and s.supply_count("Silver") == 0


def test_silvers_gained_last_turn_do_not_count() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper"], 1: ["Gold", "Gold"]},
                 decks={0: ["Copper"] * 5},
                 landscapes=["Conquest"])
    s = act(act(s, "play all treasures"), "buy Silver")
    assert s.current == 1
    s = act(act(s, "play all treasures"), "buy Conquest")
    assert (s.player(0).vp_tokens, s.player(1).vp_tokens) == (0, 2)
