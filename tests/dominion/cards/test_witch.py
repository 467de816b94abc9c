"""Witch: "+2 Cards. Each other player gains a Curse."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Witch"]


def test_card_data() -> None:
    """A $5 Action - Attack with +2 Cards."""
    card = card_named("Witch")
    assert (card.cost, card.type_line, card.cards) == (5, "Action - Attack", 2)


def test_draw_two_others_gain_a_curse() -> None:
    """+2 Cards; each other player gains a Curse to its discard pile."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Copper"]}, decks={0: ["Gold", "Silver", "Estate"]},
                 discards={1: ["Estate"]}, players=3)
    s = act(s, "play Witch")
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "deck": ["Estate"], "in_play": ["Witch"]}
    assert zones(s, 1) == {"hand": ["Copper"], "discard": ["Curse", "Estate"]}
    assert zones(s, 2) == {"discard": ["Curse"]}
    assert s.supply_count("Curse") == 18


def test_curses_run_out_in_turn_order() -> None:
    """One Curse left: the next player in turn order gets it, the one after gets nothing."""
    s = scenario(KINGDOM, hands={0: ["Witch"]}, supply={"Curse": 1}, players=3, current=0)
    s = act(s, "play Witch")
    assert zones(s, 1) == {"discard": ["Curse"]}
    assert zones(s, 2) == {}
    assert s.supply_count("Curse") == 0


def test_no_curses_left() -> None:
    """An empty Curse pile: nobody gains anything; the attacker still draws."""
    s = scenario(KINGDOM, hands={0: ["Witch"]}, decks={0: ["Gold"]}, supply={"Curse": 0})
    s = act(s, "play Witch")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Witch"]}
    assert zones(s, 1) == {}
