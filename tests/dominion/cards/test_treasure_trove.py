"""Treasure Trove (Adventures), $5 Treasure: "$2. When you play this, gain a Gold and a Copper."

Official FAQ: "When you play it, you gain a Copper and a Gold from the Supply, putting them into
your discard pile. If one of those piles is empty, you still gain the other card."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Treasure Trove"]


def test_card_data() -> None:
    card = card_named("Treasure Trove")
    assert (card.cost, card.type_line, card.coins) == (5, "Treasure", 2)


def test_two_coins_a_gold_and_a_copper() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Treasure Trove", "Estate"]}), "play Treasure Trove")
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Copper", "Gold"],
                           "in_play": ["Treasure Trove"]}
    assert s.player(0).coins == 2
    assert (s.supply_count("Gold"), s.supply_count("Copper")) == (29, 45)


def test_play_all_treasures_two_troves() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Treasure Trove", "Treasure Trove", "Copper"]}),
            "play all treasures")
    assert s.player(0).coins == 5
    assert sorted(zones(s, 0)["discard"]) == ["Copper", "Copper", "Gold", "Gold"]


def test_no_gold_left_still_a_copper() -> None:
    s = scenario(KINGDOM, hands={0: ["Treasure Trove", "Estate"]}, supply={"Gold": 0})
    s = act(s, "play Treasure Trove")
    assert zones(s, 0)["discard"] == ["Copper"]
