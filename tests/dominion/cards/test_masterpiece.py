"""Masterpiece (Guilds 1st edition), $3 Treasure: "$1. When you buy this, you may overpay for it.
If you do, gain a Silver per $1 you overpaid." (FAQ: "if you buy a Masterpiece for 6 Coins, you
gain three Silvers.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, names

KINGDOM = ["Masterpiece", "Village"]


def test_card_data() -> None:
    card = card_named("Masterpiece")
    assert (card.cost, card.coins, card.type_line) == (3, 1, "Treasure")


def test_worth_one() -> None:
    s = scenario(KINGDOM, hands={0: ["Masterpiece", "Copper"]})
    s = act(s, "play all treasures")
    assert s.player(0).coins == 2


def test_bought_for_six_gains_three_silvers() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Masterpiece")
    s = act(s, "overpay $3")
    assert sorted(names(s.player(0).discard)) == ["Gold", "Gold", "Masterpiece", "Silver",
                                                  "Silver", "Silver"]
    assert s.supply_count("Silver") == 37
