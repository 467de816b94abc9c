"""Apprentice (Alchemy, $5): "+1 Action. Trash a card from your hand. +1 Card per $1 it costs. +2
Cards if it has [Potion] in its cost."

The trash is mandatory; the cost is the card's cost when trashed (`cost(state, card)`); a
Potion ($4) draws 4, a Golem ($4 and a potion) 6. Throne Room: two trashes, each drawing.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Apprentice", "Golem", "Throne Room"]
DECK = ["Copper"] * 10


def test_card_data() -> None:
    card = card_named("Apprentice")
    assert (card.cost, card.potion, card.type_line, card.actions) == (5, 0, "Action", 1)


def test_cards_per_coin_and_two_for_a_potion_cost() -> None:
    for trashed, drawn in (("Gold", 6), ("Estate", 2), ("Copper", 0), ("Potion", 4),
                           ("Golem", 6)):
        s = scenario(KINGDOM, hands={0: ["Apprentice", trashed]}, decks={0: DECK})
        s = act(s, "play Apprentice")
        assert names(s.trash) == [trashed]
        assert zones(s, 0).get("hand", []) == ["Copper"] * drawn
        assert s.player(0).actions == 1


def test_the_trash_is_mandatory_and_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Apprentice", "Silver", "Estate"]}, decks={0: DECK})
    s = act(s, "play Apprentice")
    assert choices(s) == ("trash Estate", "trash Silver")
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Apprentice", "Gold", "Silver"]},
                 decks={0: DECK})
    s = act(act(s, "play Throne Room"), "play Apprentice")
    s = act(s, "trash Gold")  # +6 Cards, then the second play trashes again
    assert choices(s) == ("trash Copper", "trash Silver")
    s = act(s, "trash Silver")
    assert names(s.trash) == ["Gold", "Silver"]
    assert zones(s, 0)["hand"] == ["Copper"] * 9
    assert s.player(0).actions == 2
