"""Opulent Castle (Empires), $7 Action–Victory–Castle: "Discard any number of Victory cards,
revealed. +$2 per card discarded. 3 VP." """

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.score import score
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Castles", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Opulent Castle")
    assert (card.cost, card.type_line, card.vp) == (7, "Action - Victory - Castle", 3)
    assert score(scenario(KINGDOM, hands={0: ["Opulent Castle"]}), 0) == 3


def test_discards_victory_cards_for_two_dollars_each() -> None:
    s = scenario(KINGDOM, hands={0: ["Opulent Castle", "Estate", "Estate", "Humble Castle",
                                     "Copper"]})
    s = act(s, "play Opulent Castle")
    assert choices(s) == ("discard Estate", "discard Humble Castle", "done")  # no Copper
    s = act(s, "discard Estate", "discard Estate", "discard Humble Castle")
    assert zones(s, 0) == {"hand": ["Copper"],
                           "discard": ["Humble Castle", "Estate", "Estate"],
                           "in_play": ["Opulent Castle"]}
    assert s.player(0).coins == 6


def test_none_discarded() -> None:
    s = scenario(KINGDOM, hands={0: ["Opulent Castle", "Estate"]})
    s = act(act(s, "play Opulent Castle"), "done")
    assert s.player(0).coins == 0 and zones(s, 0)["hand"] == ["Estate"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Opulent Castle", "Estate", "Duchy"]})
    s = act(act(s, "play Throne Room"), "play Opulent Castle")
    s = act(s, "discard Duchy", "done")
    s = act(s, "discard Estate")  # the second play (nothing sorts after it: the picks end)
    assert s.player(0).coins == 4 and zones(s, 0)["discard"] == ["Estate", "Duchy"]


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Castles"], seeds=(5,))
