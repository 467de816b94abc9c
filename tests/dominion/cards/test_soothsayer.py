"""Soothsayer (Guilds), $5 Action–Attack: "Gain a Gold. Each other player gains a Curse, and if
they did, draws a card." (FAQ: "A player who did not gain a Curse, whether due to the Curses
running out or due to some other reason, does not draw a card.")"""

from __future__ import annotations

import pytest

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Soothsayer", "Throne Room", "Moat"]


def test_card_data() -> None:
    assert card_named("Soothsayer").type_line == "Action - Attack"


def test_gold_then_curse_and_draw() -> None:
    s = scenario(KINGDOM, hands={0: ["Soothsayer"]}, decks={1: ["Silver"]}, players=3)
    s = act(s, "play Soothsayer")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Soothsayer"]}
    assert zones(s, 1) == {"hand": ["Silver"], "discard": ["Curse"]}
    assert zones(s, 2) == {"hand": ["Curse"]}  # its draw shuffled the Curse in


def test_no_curse_no_draw() -> None:
    s = scenario(KINGDOM, hands={0: ["Soothsayer"]}, decks={1: ["Silver"], 2: ["Gold"]},
                 supply={"Curse": 1}, players=3)
    s = act(s, "play Soothsayer")
    assert zones(s, 1) == {"hand": ["Silver"], "discard": ["Curse"]}
    assert zones(s, 2) == {"deck": ["Gold"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Soothsayer"]}, decks={1: ["Silver", "Gold"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Soothsayer")
    assert zones(s, 0)["discard"] == ["Gold", "Gold"]
    assert zones(s, 1) == {"hand": ["Silver", "Gold"], "discard": ["Curse", "Curse"]}


@pytest.mark.parametrize("players", [2, 3])
def test_moat(players: int) -> None:
    hands = {0: ["Soothsayer"], **{q: ["Moat"] for q in range(1, players)}}
    s = scenario(KINGDOM, hands=hands, players=players)
    s = act(s, "play Soothsayer")
    for q in range(1, players):
        s = act(s, "reveal Moat", pid=q)
    assert all(zones(s, q) == {"hand": ["Moat"]} for q in range(1, players))
    assert zones(s, 0)["discard"] == ["Gold"]
