"""Carnival (Cornucopia, 2nd edition), $5 Action: "Reveal the top 4 cards of your deck. Put one of
each differently named card into your hand and discard the rest." (FAQ: "if you revealed 3
Coppers and a Farmhands, you'd put one Copper and the Farmhands into your hand, and discard the
other two Coppers.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, zones

KINGDOM = ["Carnival", "Throne Room", "Farmhands"]


def test_card_data() -> None:
    card = card_named("Carnival")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Cornucopia")


def test_one_of_each_name() -> None:
    s = scenario(KINGDOM, hands={0: ["Carnival"]},
                 decks={0: ["Copper", "Farmhands", "Copper", "Copper", "Gold"]})
    s = act(s, "play Carnival")
    assert zones(s, 0) == {"hand": ["Copper", "Farmhands"], "deck": ["Gold"],
                           "discard": ["Copper", "Copper"], "in_play": ["Carnival"]}
    assert sorted(observation(s, 1).players[0].hand) == ["Copper", "Farmhands"]


def test_fewer_than_four() -> None:
    s = scenario(KINGDOM, hands={0: ["Carnival"]}, decks={0: ["Silver", "Silver"]})
    s = act(s, "play Carnival")
    assert zones(s, 0) == {"hand": ["Silver"], "discard": ["Silver"], "in_play": ["Carnival"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Carnival"]},
                 decks={0: ["Gold", "Gold", "Estate", "Silver", "Curse", "Curse", "Curse",
                            "Copper"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Carnival")
    assert zones(s, 0)["hand"] == ["Gold", "Estate", "Silver", "Curse", "Copper"]
    assert sorted(zones(s, 0)["discard"]) == ["Curse", "Curse", "Gold"]
