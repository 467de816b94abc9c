"""Familiar (Alchemy, $3 and a potion, Action - Attack): "+1 Card +1 Action. Each other player
gains a Curse."

Moat blocks the Curse; with 3 players each other player in turn order gains one while Curses
last.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Familiar", "Moat", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Familiar")
    assert (card.cost, card.potion, card.type_line, card.cards, card.actions) == (
        3, 1, "Action - Attack", 1, 1)


def test_each_other_player_gains_a_curse() -> None:
    s = scenario(KINGDOM, hands={0: ["Familiar"]}, decks={0: ["Silver"]}, players=3)
    s = act(s, "play Familiar")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Familiar"]}
    assert s.player(0).actions == 1
    assert zones(s, 1) == {"discard": ["Curse"]} and zones(s, 2) == {"discard": ["Curse"]}
    assert s.supply_count("Curse") == 18


def test_moat_blocks_it() -> None:
    s = scenario(KINGDOM, hands={0: ["Familiar"], 1: ["Moat"]}, players=3)
    s = act(s, "play Familiar")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"]} and zones(s, 2) == {"discard": ["Curse"]}


def test_throne_room_and_the_last_curse() -> None:
    """Two plays: two Curses each while they last (one left: seat 1 gets it)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Familiar"]}, decks={0: ["Copper"] * 2})
    s = act(act(s, "play Throne Room"), "play Familiar")
    assert zones(s, 1) == {"discard": ["Curse", "Curse"]}
    s = scenario(KINGDOM, hands={0: ["Familiar"]}, supply={"Curse": 1}, players=3)
    s = act(s, "play Familiar")
    assert zones(s, 1) == {"discard": ["Curse"]} and zones(s, 2) == {}
