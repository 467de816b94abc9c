"""Patrician (Empires), $2 Action, the top half of the Patrician/Emporium pile: "+1 Card. +1 Action.
Reveal the top card of your deck. If it costs $5 or more, put it into your hand." (FAQ: "Cards
costing Debt do not cost 5 Coin or more unless they also have a Coin cost of 5 Coin or more.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck, known_hand
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, names, zones

KINGDOM = ["Patrician", "Throne Room"]


def test_card_data_and_pile() -> None:
    card = card_named("Patrician")
    assert (card.cost, card.type_line, card.cards, card.actions) == (2, "Action", 1, 1)
    assert names(card.pile) == ["Patrician"] * 5 + ["Emporium"] * 5


def test_a_dear_card_goes_to_the_hand_seen_by_all() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Patrician"]}, decks={0: ["Copper", "Gold", "Estate"]}),
            "play Patrician")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Estate"], "in_play": ["Patrician"]}
    assert names(known_hand(s.player(0), 0, 1)) == ["Gold"]


def test_a_cheap_card_goes_back_seen_by_all() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Patrician"]}, decks={0: ["Copper", "Silver"]}),
            "play Patrician")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Silver"], "in_play": ["Patrician"]}
    assert known_deck(s.player(0), 1) == ((0, card_named("Silver")),)


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Patrician"]},
                 decks={0: ["Copper", "Duchy", "Estate", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Patrician")
    assert zones(s, 0)["hand"] == ["Copper", "Duchy", "Estate", "Gold"]


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Patrician"])
