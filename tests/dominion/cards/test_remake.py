"""Remake (Cornucopia): "Do this twice: Trash a card from your hand, then gain a card costing
exactly $1 more than the trashed card."

The first trash and gain finish before the second trash; the trash is mandatory; with no card
costing exactly $1 more, nothing is gained (wiki.dominionstrategy.com/index.php/Remake, Official
FAQ: "trash a card, gain a card costing exactly $1 more, then trash another card, and gain a card
costing exactly $1 more than that one")."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Remake", "Throne Room", "Village", "Smithy", "Market", "Festival"]


def test_card_data() -> None:
    """A $4 Action of Cornucopia."""
    c = card_named("Remake")
    assert (c.cost, c.type_line, c.set_name) == (4, "Action", "Cornucopia")


def test_twice_trash_then_gain_exactly_one_more() -> None:
    """Estate ($2) becomes Silver or Village ($3); Smithy ($4) becomes Duchy/Market/Festival ($5)."""
    s = scenario(KINGDOM, hands={0: ["Remake", "Estate", "Smithy", "Copper"]})
    s = act(s, "play Remake")
    assert choices(s) == ("trash Copper", "trash Estate", "trash Smithy")
    s = act(s, "trash Estate")
    assert choices(s) == ("gain Silver", "gain Village")
    s = act(s, "gain Village")
    s = act(s, "trash Smithy")
    assert choices(s) == ("gain Duchy", "gain Festival", "gain Market")
    s = act(s, "gain Market")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Market", "Village"],
                           "in_play": ["Remake"]}
    assert names(s.trash) == ["Estate", "Smithy"]


def test_nothing_costs_one_more_and_a_short_hand() -> None:
    """Copper ($0): no $1 card, nothing gained; then the hand is empty: nothing more."""
    s = scenario(KINGDOM, hands={0: ["Remake", "Copper"]})
    s = act(s, "play Remake")  # one card: trashed unasked, nothing to gain
    assert zones(s, 0) == {"in_play": ["Remake"]}
    assert names(s.trash) == ["Copper"]


def test_throne_room_four_times() -> None:
    """Throne Room: trash and gain four times."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Remake", "Estate", "Estate", "Silver", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Remake")
    s = act(act(s, "trash Estate"), "gain Silver")
    s = act(act(s, "trash Estate"), "gain Village")
    s = act(act(s, "trash Silver"), "gain Smithy")
    # the Gold is the last card: trashed unasked; nothing costs $7
    assert zones(s, 0) == {"discard": ["Smithy", "Village", "Silver"],
                           "in_play": ["Throne Room", "Remake"]}
    assert names(s.trash) == ["Estate", "Estate", "Silver", "Gold"]
