"""Royal Blacksmith (Empires), 8 Debt Action: "+5 Cards. Reveal your hand; discard the Coppers."
(FAQ: "You discard both Coppers that were in your hand already, and Coppers drawn in the +5
Cards.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, names, zones

KINGDOM = ["Royal Blacksmith", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Royal Blacksmith")
    assert (card.cost, card.debt, card.type_line, card.cards) == (0, 8, "Action", 5)


def test_draws_5_and_discards_every_copper() -> None:
    """FAQ: the Coppers already in hand and those drawn."""
    s = scenario(KINGDOM, hands={0: ["Royal Blacksmith", "Copper", "Estate"]},
                 decks={0: ["Copper", "Gold", "Copper", "Silver", "Estate", "Duchy"]})
    s = act(s, "play Royal Blacksmith")
    assert zones(s, 0) == {"hand": ["Estate", "Gold", "Silver", "Estate"], "deck": ["Duchy"],
                           "discard": ["Copper", "Copper", "Copper"],
                           "in_play": ["Royal Blacksmith"]}
    # the hand was revealed: the other seat knows it
    assert names(known_hand(s.player(0), 0, 1)) == ["Estate", "Estate", "Gold", "Silver"]


def test_no_copper_discards_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Royal Blacksmith"]}, decks={0: ["Silver"] * 3})
    s = act(s, "play Royal Blacksmith")
    assert zones(s, 0) == {"hand": ["Silver"] * 3, "in_play": ["Royal Blacksmith"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Royal Blacksmith"]},
                 decks={0: ["Copper", "Silver"] * 5 + ["Gold"]})
    s = act(act(s, "play Throne Room"), "play Royal Blacksmith")
    assert zones(s, 0) == {"hand": ["Silver"] * 5, "deck": ["Gold"], "discard": ["Copper"] * 5,
                           "in_play": ["Throne Room", "Royal Blacksmith"]}


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Royal Blacksmith"])
