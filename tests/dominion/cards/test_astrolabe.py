"""Astrolabe (Seaside, 2nd edition): "Now and at the start of your next turn: $1, +1 Buy."

A Treasure - Duration: played in the Buy phase (alone or with ``play all treasures``), it stays in
play through Clean-up and gives $1 and +1 Buy when the next turn starts. Throne Room plays only
Actions, so it is never offered for Astrolabe.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

DECK = ["Copper"] * 5 + ["Estate"] * 5


def test_card_data() -> None:
    """A $3 Treasure - Duration of Seaside."""
    card = card_named("Astrolabe")
    assert (card.cost, card.type_line, card.set_name) == (3, "Treasure - Duration", "Seaside")


def test_now_and_next_turn() -> None:
    s = scenario(["Astrolabe"], hands={0: ["Astrolabe", "Copper"]}, decks={0: DECK})
    s = act(s, "play all treasures")
    assert (s.player(0).coins, s.player(0).buys) == (2, 2)
    s = act(act(s, "buy Copper"), "buy Copper")
    assert duration_names(s, 0) == ["Astrolabe"]
    assert zones(s, 0)["hand"] == ["Copper"] * 5
    s = end_turn(s)
    assert (s.current, s.player(0).coins, s.player(0).buys) == (0, 1, 2)
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert "Astrolabe" in zones(s, 0)["discard"]


def test_throne_room_does_not_offer_it() -> None:
    s = act(scenario(["Astrolabe", "Throne Room"], hands={0: ["Throne Room", "Astrolabe"]}),
            "play Throne Room")
    assert "play Astrolabe" in choices(s)  # the Buy phase: Throne Room had nothing to play
    assert s.player(0).in_play[0].name == "Throne Room"
    s = act(s, "play Astrolabe")
    assert (s.player(0).coins, s.player(0).buys) == (1, 2)
