"""Armory (Dark Ages), $4 Action: "Gain a card costing up to $4, putting it on top of your
deck." (FAQ: the card comes from the Supply and is put on top of your deck.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Armory", "Throne Room", "Village", "Smithy", "Laboratory"]


def test_card_data() -> None:
    card = card_named("Armory")
    assert (card.cost, card.type_line) == (4, "Action")


def test_gains_a_card_up_to_four_onto_the_deck() -> None:
    s = scenario(KINGDOM, hands={0: ["Armory"]}, decks={0: ["Copper"]})
    s = act(s, "play Armory")
    assert "gain Smithy" in choices(s) and "gain Laboratory" not in choices(s)
    assert "gain Gold" not in choices(s)
    s = act(s, "gain Smithy")
    assert zones(s, 0) == {"deck": ["Smithy", "Copper"], "in_play": ["Armory"]}
    assert s.supply_count("Smithy") == 9


def test_throne_room_gains_two_onto_the_deck() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Armory"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Armory")
    s = act(s, "gain Silver")
    s = act(s, "gain Village")
    assert zones(s, 0) == {"deck": ["Village", "Silver"], "in_play": ["Throne Room", "Armory"]}
