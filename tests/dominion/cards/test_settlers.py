"""Settlers (Empires), $2 Action, the top half of the Settlers/Bustling Village pile: "+1 Card. +1
Action. Look through your discard pile. You may reveal a Copper from it and put it into your
hand." (FAQ: "You can look through your discard pile even if you know there is no Copper in
it.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Settlers", "Throne Room"]


def test_card_data_and_pile() -> None:
    card = card_named("Settlers")
    assert (card.cost, card.type_line, card.cards, card.actions) == (2, "Action", 1, 1)
    assert names(card.pile) == ["Settlers"] * 5 + ["Bustling Village"] * 5


def test_a_copper_from_the_discard_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Settlers"]}, decks={0: ["Estate"]},
                 discards={0: ["Silver", "Copper"]})
    s = act(s, "play Settlers")
    assert choices(s) == ("reveal Copper", "no")
    s = act(s, "reveal Copper")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "discard": ["Silver"],
                           "in_play": ["Settlers"]}
    assert names(known_hand(s.player(0), 0, 1)) == ["Copper"]


def test_no_copper_no_question_and_declining() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Settlers"]}, discards={0: ["Silver"]}), "play Settlers")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Settlers"]}  # drawn: the shuffle
    s = act(act(scenario(KINGDOM, hands={0: ["Settlers"]}, decks={0: ["Estate"]},
                         discards={0: ["Copper"]}), "play Settlers"), "no")
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Copper"], "in_play": ["Settlers"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Settlers"]}, decks={0: ["Estate", "Estate"]},
                 discards={0: ["Copper", "Copper"]})
    s = act(act(act(s, "play Throne Room"), "play Settlers"), "reveal Copper")
    s = act(s, "reveal Copper")
    assert names(s.player(0).hand) == ["Estate", "Copper", "Estate", "Copper"]


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Settlers"])
