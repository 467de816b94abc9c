"""Bustling Village (Empires), $5 Action, the bottom half of the Settlers/Bustling Village pile:
"+1 Card. +3 Actions. Look through your discard pile. You may reveal a Settlers from it and put it
into your hand." (FAQ: "You can look through your discard pile even if you know there are no
Settlers in it.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Settlers", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Bustling Village")
    assert (card.cost, card.type_line, card.cards, card.actions) == (5, "Action", 1, 3)
    assert not card.is_kingdom


def test_a_settlers_from_the_discard_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Bustling Village"]}, decks={0: ["Estate"]},
                 discards={0: ["Settlers", "Copper"]})
    s = act(s, "play Bustling Village")
    assert choices(s) == ("reveal Settlers", "no")
    s = act(s, "reveal Settlers")
    assert zones(s, 0) == {"hand": ["Estate", "Settlers"], "discard": ["Copper"],
                           "in_play": ["Bustling Village"]}
    assert s.player(0).actions == 3


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Bustling Village"]},
                 decks={0: ["Estate", "Estate"]}, discards={0: ["Settlers"]})
    s = act(act(act(s, "play Throne Room"), "play Bustling Village"), "reveal Settlers")
    assert s.player(0).actions == 6 and len(s.player(0).hand) == 3
