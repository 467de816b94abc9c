"""Talisman (Prosperity 1E): "Worth $1. While this is in play, when you buy a card costing $4 or
less that is not a Victory card, gain a copy of it."

A reaction that never asks, one copy per Talisman in play; the cost is the one when buying
(`cost`: Bridge lowers it); buying only, not other gains. FAQ: "If there are no copies of the
card left, you do not gain one" (the when-buy copy comes first, so buying the last card of a pile
gives that one card either way)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act

KINGDOM = ["Talisman", "Bridge", "Market", "Workshop", "Gardens", "Smithy"]


def test_card_data() -> None:
    """A $4 Treasure of Prosperity 1E worth $1."""
    card = card_named("Talisman")
    assert (card.cost, card.type_line, card.set_name, card.coins) == (4, "Treasure",
                                                                      "Prosperity 1E", 1)
    assert card.text.startswith("Worth $1. While this is in play, when you buy a card costing $4")


def test_buying_a_cheap_non_victory_card_gains_a_copy() -> None:
    """Talisman + Silver: $3, buy a Silver: two Silvers, nothing asked."""
    s = act(scenario(KINGDOM, hands={0: ["Talisman", "Silver"]}), "play all treasures")
    s = act(s, "buy Silver")
    assert s.current == 1 and s.supply_count("Silver") == 38  # the turn ended: nothing asked
    assert s.player(0).count("Silver") == 3


def test_victory_cards_and_dearer_cards_give_no_copy() -> None:
    """An Estate (Victory) or a Gardens ($4 Victory) or a Market ($5): no copy."""
    for card in ("Estate", "Gardens", "Market"):
        s = act(scenario(KINGDOM, hands={0: ["Talisman", "Gold", "Copper"]}), "play all treasures")
        s = act(s, f"buy {card}")
        assert s.player(0).count(card) == 1


def test_two_talismans_and_bridge() -> None:
    """Bridge makes Market cost $4: with two Talismans, three Markets from one buy."""
    s = scenario(KINGDOM, hands={0: ["Bridge", "Talisman", "Talisman", "Silver"]})
    s = act(act(s, "play Bridge"), "play all treasures")
    assert (s.player(0).coins, s.player(0).buys) == (5, 2)
    s = act(s, "buy Market")
    assert s.supply_count("Market") == 7


def test_last_card_of_a_pile() -> None:
    """One Smithy left: buying it gives one Smithy, no copy."""
    s = act(scenario(KINGDOM, hands={0: ["Talisman", "Gold"]}, supply={"Smithy": 1}),
            "play all treasures")
    s = act(s, "buy Smithy")
    assert s.supply_count("Smithy") == 0 and s.player(0).count("Smithy") == 1


def test_gaining_without_buying_and_others_talismans() -> None:
    """Workshop's gain: no copy; seat 1's Talisman in play ignores seat 0's buy (3 players)."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, in_play={0: ["Talisman"]})
    s = act(act(s, "play Workshop"), "gain Silver")
    assert s.supply_count("Silver") == 39
    s = scenario(KINGDOM, hands={0: ["Gold"]}, in_play={1: ["Talisman"], 2: ["Talisman"]},
                 players=3)
    s = act(act(s, "play Gold"), "buy Silver")
    assert s.supply_count("Silver") == 39
