"""Bag of Gold (Cornucopia, a Prize): "+1 Action. Gain a Gold, putting it on top of your deck."

A Prize costs $0, is not in the supply, one of its kind, gained only by Tournament from the Prize
pile (``state.table.non_supply``; wiki.dominionstrategy.com/index.php/Prize, Official Rules)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Tournament", "Throne Room", "Moat", "Village", "Gardens"]


def test_card_data() -> None:
    """A $0 Action - Prize of Cornucopia, not in the supply."""
    c = card_named("Bag of Gold")
    assert (c.cost, c.type_line, c.set_name) == (0, "Action - Prize", "Cornucopia 1E")
    assert c.text.endswith("(This is not in the Supply.)")
    start = scenario(KINGDOM, hands={})
    # not a supply pile; its pile outside the supply is counted the same way (DESIGN, Piles)
    assert "Bag of Gold" not in start.mode.by_name and start.supply_count("Bag of Gold") == 1


def test_bag_of_gold() -> None:
    """+1 Action, a Gold on top of the deck."""
    s = act(scenario(KINGDOM, hands={0: ["Bag of Gold"]}, decks={0: ["Copper"]}), "play Bag of Gold")
    assert zones(s, 0) == {"deck": ["Gold", "Copper"], "in_play": ["Bag of Gold"]}
    assert s.player(0).actions == 1
