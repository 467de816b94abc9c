"""Windfall (Empires Event, $5): "If your deck and discard pile are empty, gain 3 Golds." (FAQ:
"If there are fewer than 3 Golds in the pile, just gain the remaining Golds.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act, names

KINGDOM = ["Village", "Smithy", "Market"]


def test_three_golds_with_deck_and_discard_empty() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, landscapes=["Windfall"])
    s = act(act(s, "play all treasures"), "buy Windfall")
    assert names(s.player(0).all_cards()).count("Gold") == 4


def test_a_card_in_the_deck_or_the_discard_pile_nothing() -> None:
    for deck, discard in ((["Copper"], []), ([], ["Copper"])):
        s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, decks={0: deck},
                     discards={0: discard}, landscapes=["Windfall"])
        s = act(act(s, "play all treasures"), "buy Windfall")
        assert names(s.player(0).all_cards()).count("Gold") == 1


def test_fewer_golds_left_gains_those() -> None:
    """FAQ: "If there are fewer than 3 Golds in the pile, just gain the remaining Golds"."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, supply={"Gold": 2},
                 landscapes=["Windfall"])
    s = act(act(s, "play all treasures"), "buy Windfall")
    assert names(s.player(0).all_cards()).count("Gold") == 3 and s.supply_count("Gold") == 0
