"""Vanilla base-set cards, one table: exact hand, deck, actions, buys and coins after playing each.

Village "+1 Card +2 Actions." Smithy "+3 Cards." Festival "+2 Actions +1 Buy +$2."
Laboratory "+2 Cards +1 Action." Market "+1 Card +1 Action +1 Buy +$1."
"""

from __future__ import annotations

import pytest

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

DECK = ["Gold", "Silver", "Estate", "Copper"]


@pytest.mark.parametrize(("card", "cost", "text", "hand", "deck", "actions", "buys", "coins"), [
    ("Village", 3, "+1 Card +2 Actions.", ["Estate", "Gold"], ["Silver", "Estate", "Copper"], 2, 1, 0),
    ("Smithy", 4, "+3 Cards.", ["Estate", "Gold", "Silver", "Estate"], ["Copper"], 0, 1, 0),
    ("Festival", 5, "+2 Actions +1 Buy +$2.", ["Estate"], DECK, 2, 2, 2),
    ("Laboratory", 5, "+2 Cards +1 Action.", ["Estate", "Gold", "Silver"], ["Estate", "Copper"], 1, 1, 0),
    ("Market", 5, "+1 Card +1 Action +1 Buy +$1.", ["Estate", "Gold"], ["Silver", "Estate", "Copper"],
     1, 2, 1),
])
def test_play(card: str, cost: int, text: str, hand: list[str], deck: list[str], actions: int, buys: int,
              coins: int) -> None:
    """Playing the card from a hand of [card, Estate] over a four-card deck (one action used)."""
    assert (card_named(card).cost, card_named(card).text) == (cost, text)
    s = scenario([card], hands={0: [card, "Estate"]}, decks={0: DECK})
    s = act(s, f"play {card}")
    expected = {"hand": hand, "deck": deck, "in_play": [card]}
    assert zones(s, 0) == {k: v for k, v in expected.items() if v}
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (actions, buys, coins)


@pytest.mark.parametrize(("card", "deck", "hand", "deck_after"), [
    ("Village", [], ["Gold"], ["Gold"]),
    ("Market", [], ["Gold"], ["Gold"]),
    ("Laboratory", ["Silver"], ["Silver", "Gold"], ["Gold"]),
    ("Smithy", ["Silver"], ["Silver", "Gold", "Gold"], []),
    ("Smithy", [], ["Gold", "Gold"], []),
])
def test_draw_reshuffles_and_stops(card: str, deck: list[str], hand: list[str],
                                   deck_after: list[str]) -> None:
    """The +Cards draw the deck, then reshuffle the discard pile (two Golds), and stop when both
    are empty."""
    s = scenario([card], hands={0: [card]}, decks={0: deck}, discards={0: ["Gold", "Gold"]})
    s = act(s, f"play {card}")
    expected = {"hand": hand, "deck": deck_after, "in_play": [card]}
    assert zones(s, 0) == {k: v for k, v in expected.items() if v}
