"""Ironmonger (Dark Ages), $4 Action: "+1 Card. +1 Action. Reveal the top card of your deck; you
may discard it. Either way, if it is an... Action card, +1 Action; Treasure card, +$1; Victory
card, +1 Card." (FAQ: draw first, then reveal, then discard it or put it back, then the bonuses;
a card of two types gives both.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Ironmonger", "Village", "Nobles", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Ironmonger")
    assert (card.cost, card.type_line) == (4, "Action")


def test_an_action_put_back_gives_an_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Village", "Gold"]})
    s = act(s, "play Ironmonger")
    assert choices(s) == ("discard Village", "topdeck Village")
    s = act(s, "topdeck Village")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Village", "Gold"],
                           "in_play": ["Ironmonger"]}
    assert (s.player(0).actions, s.player(0).coins) == (2, 0)


def test_a_discarded_treasure_still_gives_a_coin() -> None:
    s = scenario(KINGDOM, hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Silver", "Gold"]})
    s = act(s, "play Ironmonger")
    s = act(s, "discard Silver")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "discard": ["Silver"],
                           "in_play": ["Ironmonger"]}
    assert (s.player(0).actions, s.player(0).coins) == (1, 1)


def test_a_victory_card_draws_it_and_an_action_victory_gives_both() -> None:
    s = scenario(KINGDOM, hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Nobles", "Gold"]})
    s = act(s, "play Ironmonger")
    s = act(s, "topdeck Nobles")
    assert zones(s, 0) == {"hand": ["Copper", "Nobles"], "deck": ["Gold"],
                           "in_play": ["Ironmonger"]}
    assert s.player(0).actions == 2


def test_a_curse_gives_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Curse"]})
    s = act(s, "play Ironmonger")
    s = act(s, "discard Curse")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Curse"], "in_play": ["Ironmonger"]}
    assert (s.player(0).actions, s.player(0).coins) == (1, 0)


def test_an_empty_deck_reveals_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Ironmonger"]}, decks={0: ["Copper"]})
    s = act(s, "play Ironmonger")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Ironmonger"]}
    assert s.player(0).actions == 1


def test_throne_room_reveals_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Ironmonger"]},
                 decks={0: ["Copper", "Silver", "Estate", "Gold"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Ironmonger")
    s = act(s, "discard Silver")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "deck": ["Gold"], "discard": ["Silver"],
                           "in_play": ["Throne Room", "Ironmonger"]}
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
