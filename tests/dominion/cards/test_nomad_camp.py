"""Nomad Camp (Hinterlands, 1st edition): "+1 Buy +$2. When you gain this, put it on top of your
deck."

Bought or gained otherwise: onto the deck (unless it already moved: Watchtower trashed it)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Nomad Camp", "Workshop", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $4 Action of Hinterlands 1E."""
    card = card_named("Nomad Camp")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Hinterlands 1E")


def test_play() -> None:
    """+1 Buy +$2; Throne Room: +2 Buys +$4."""
    s = act(scenario(KINGDOM, hands={0: ["Nomad Camp"]}), "play Nomad Camp")
    assert (s.player(0).buys, s.player(0).coins) == (2, 2)
    t = act(act(scenario(KINGDOM, hands={0: ["Throne Room", "Nomad Camp"]}), "play Throne Room"),
            "play Nomad Camp")
    assert (t.player(0).buys, t.player(0).coins) == (3, 4)


def test_gained_onto_the_deck() -> None:
    """Gained with Workshop: on top of the deck."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Workshop"), "gain Nomad Camp")
    assert zones(s, 0) == {"deck": ["Nomad Camp", "Gold"], "in_play": ["Workshop"]}
