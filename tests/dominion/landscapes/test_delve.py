"""Delve (Empires Event, $2): "+1 Buy. Gain a Silver." (FAQ: "Each purchase of Delve gives you
back the Buy you used on it. For example, if you have 7 Coins, you can Delve, then Delve, then buy
a card for 3 Coins.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market"]


def test_the_faq_example_delve_delve_then_a_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Copper"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Delve"])
    s = act(act(s, "play all treasures"), "buy Delve")
    assert (s.player(0).coins, s.player(0).buys) == (5, 1)
    s = act(s, "buy Delve")
    assert (s.player(0).coins, s.player(0).buys) == (3, 1)
    assert "buy Village" in choices(s)
    s = act(s, "buy Village")
    assert s.current == 1
    assert sorted(names(s.player(0).discard)) == sorted(
        ["Silver", "Silver", "Village", "Gold", "Gold", "Copper"])
