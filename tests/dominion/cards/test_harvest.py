"""Harvest (Cornucopia): "Reveal the top 4 cards of your deck, then discard them. +$1 per
differently named card revealed."

A deck of fewer than 4 cards is shuffled into from the discard pile first (the discarded revealed
cards are not; wiki.dominionstrategy.com/index.php/Harvest, Official FAQ: "If there are not
enough cards, reveal what you can and shuffle your discard pile")."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Harvest", "Throne Room"]


def test_card_data() -> None:
    """A $5 Action of Cornucopia."""
    c = card_named("Harvest")
    assert (c.cost, c.type_line, c.set_name) == (5, "Action", "Cornucopia 1E")


def test_four_revealed_three_names() -> None:
    """Copper, Copper, Estate, Silver: discarded, +$3."""
    s = scenario(KINGDOM, hands={0: ["Harvest"]},
                 decks={0: ["Copper", "Copper", "Estate", "Silver", "Gold"]})
    s = act(s, "play Harvest")
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Silver", "Estate", "Copper", "Copper"],
                           "in_play": ["Harvest"]}
    assert s.player(0).coins == 3


def test_short_deck_and_throne_room() -> None:
    """Throne Room: 2 deck cards then a shuffle of the discard pile (Gold, Gold); then the deck
    and discard are empty but for what the first reveal discarded: reshuffled for the second."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Harvest"]}, decks={0: ["Copper", "Estate"]},
                 discards={0: ["Gold", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Harvest")
    p = s.player(0)
    assert p.coins == 3 + 3  # Copper, Estate, Gold; then the same four again
    assert sorted(c.name for c in p.discard) == ["Copper", "Estate", "Gold", "Gold"]
    assert p.deck == ()
