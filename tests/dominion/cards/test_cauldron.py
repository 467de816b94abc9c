"""Cauldron (Hinterlands, 2nd edition): "$2. +1 Buy. The third time you gain an Action this turn,
each other player gains a Curse."

Action cards gained earlier in the turn count too (the third gain of the turn, bought or not); a
player who revealed Moat when Cauldron was played is unaffected; each Cauldron played this turn
gives its Curses; a fourth Action gained gives nothing more."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Cauldron", "Moat", "Workshop", "Village", "Smithy", "Market", "Throne Room"]


def test_card_data() -> None:
    """A $5 Treasure - Attack of Hinterlands."""
    card = card_named("Cauldron")
    assert (card.cost, card.type_line, card.set_name) == (5, "Treasure - Attack", "Hinterlands")


def test_third_action_curses() -> None:
    """Workshop gains a Village (1); Cauldron; buy Moat (2), Village (3): seat 1 gains a Curse."""
    s = scenario(KINGDOM, hands={0: ["Workshop", "Cauldron", "Silver", "Silver"]})
    s = act(act(s, "play Workshop"), "gain Village")
    s = act(s, "play all treasures")
    assert (s.player(0).coins, s.player(0).buys) == (6, 2)
    s = act(s, "buy Moat")
    assert zones(s, 1) == {}
    s = act(s, "buy Village")
    assert zones(s, 1)["discard"] == ["Curse"]
    assert s.supply_count("Curse") == 9


def test_non_actions_do_not_count() -> None:
    """Silver, Estate and a Moat: only one Action: no Curse."""
    s = scenario(KINGDOM, hands={0: ["Market", "Cauldron", "Gold"]}, decks={0: ["Copper"]})
    s = act(act(s, "play Market"), "play all treasures")
    s = act(act(act(s, "buy Silver"), "buy Estate"), "buy Moat")
    assert s.supply_count("Curse") == 10


def test_moat_and_three_players() -> None:
    """Seat 1 revealed Moat when Cauldron was played: only seat 2 gains a Curse."""
    s = scenario(KINGDOM, players=3, hands={0: ["Market", "Market", "Cauldron", "Gold", "Gold"],
                                            1: ["Moat"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(act(s, "play Market"), "play Market"), "play Cauldron")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "play all treasures")
    s = act(act(act(s, "buy Village"), "buy Village"), "buy Moat")
    assert zones(s, 1) == {"hand": ["Moat"]}
    assert zones(s, 2) == {"discard": ["Curse"]}
    s = act(s, "buy Village")  # the fourth: nothing more
    assert s.supply_count("Curse") == 19


def test_two_cauldrons() -> None:
    """Two Cauldrons played: the third Action gained gives seat 1 two Curses."""
    s = scenario(KINGDOM, hands={0: ["Cauldron", "Cauldron", "Gold", "Silver"]})
    s = act(s, "play all treasures")
    s = act(act(act(s, "buy Village"), "buy Village"), "buy Moat")
    assert zones(s, 1)["discard"] == ["Curse", "Curse"]
