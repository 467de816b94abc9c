"""Warehouse (Seaside, 2nd edition): "+3 Cards +1 Action. Discard 3 cards."

The 3 cards are picked in canonical order (names non-decreasing); with fewer than 3 cards in hand,
all of them are discarded.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"


def test_card_data() -> None:
    """A $3 Action of Seaside."""
    card = card_named("Warehouse")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action", "Seaside")
    assert card.text == "+3 Cards +1 Action. Discard 3 cards."


def test_draw_three_discard_three() -> None:
    s = scenario(["Warehouse"], hands={0: ["Warehouse", "Estate"]},
                 decks={0: ["Gold", "Estate", "Copper", "Silver"]})
    s = act(s, "play Warehouse")
    assert zones(s, 0)["hand"] == ["Estate", "Gold", "Estate", "Copper"]
    assert s.player(0).actions == 1
    assert choices(s) == ("discard Copper", "discard Estate")  # Gold cannot come first of three
    s = act(s, "discard Copper", "discard Estate", "discard Estate")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Silver"],
                           "discard": ["Estate", "Estate", "Copper"], "in_play": ["Warehouse"]}


def test_fewer_than_three_cards_all_discarded() -> None:
    """Only 2 cards in hand after drawing: both discarded, nothing asked."""
    s = act(scenario(["Warehouse"], hands={0: ["Warehouse"]}, decks={0: ["Gold", "Silver"]}),
            "play Warehouse")
    assert zones(s, 0) == {"discard": ["Silver", "Gold"], "in_play": ["Warehouse"]}


def test_throne_room_on_warehouse() -> None:
    """Each play draws 3 and discards 3."""
    deck = ["Copper", "Copper", "Copper", "Gold", "Estate", "Silver"]
    s = scenario([TR, "Warehouse"], hands={0: [TR, "Warehouse", "Province"]}, decks={0: deck})
    s = act(act(s, f"play {TR}"), "play Warehouse")
    assert choices(s) == ("discard Copper",)  # Province cannot be the first of three
    s = act(s, "discard Copper", "discard Copper", "discard Copper")
    assert zones(s, 0)["hand"] == ["Province", "Gold", "Estate", "Silver"]
    s = act(s, "discard Estate", "discard Province", "discard Silver")
    assert zones(s, 0) == {"hand": ["Gold"],
                           "discard": ["Silver", "Province", "Estate", "Copper", "Copper", "Copper"],
                           "in_play": [TR, "Warehouse"]}
    assert s.player(0).actions == 2
