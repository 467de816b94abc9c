"""Charlatan (Prosperity, 2nd edition): "+$3. Each other player gains a Curse. In games using this,
Curse is also a Treasure worth $1."

The Curse rule is the game's (`Mode.treasures`): in a game with Charlatan a Curse in hand is
played in the Buy phase for $1 (``play Curse``, ``play all treasures``), counts for Bank, may be
picked as a Treasure (Mint); in a game without Charlatan nothing changes."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Charlatan", "Moat", "Bank", "Mint", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $5 Action - Attack of Prosperity."""
    card = card_named("Charlatan")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (5, "Action - Attack", 3,
                                                                      "Prosperity")


def test_each_other_player_gains_a_curse_three_players() -> None:
    """+$3; seats 1 and 2 gain a Curse each (3 players)."""
    s = scenario(KINGDOM, hands={0: ["Charlatan"]}, players=3)
    s = act(s, "play Charlatan")
    assert s.player(0).coins == 3
    assert zones(s, 1) == {"discard": ["Curse"]} and zones(s, 2) == {"discard": ["Curse"]}
    assert s.supply_count("Curse") == 18


def test_moat_blocks_it() -> None:
    """Seat 1 reveals Moat: no Curse for it."""
    s = scenario(KINGDOM, hands={0: ["Charlatan"], 1: ["Moat"]})
    s = act(act(s, "play Charlatan"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"]} and s.supply_count("Curse") == 10


def test_throne_room_two_curses() -> None:
    """Throne Room: +$6, the victim gains two Curses."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Charlatan"]})
    s = act(act(s, "play Throne Room"), "play Charlatan")
    assert s.player(0).coins == 6 and zones(s, 1) == {"discard": ["Curse", "Curse"]}


def test_curse_is_a_treasure_worth_one() -> None:
    """With Charlatan in the game: ``play Curse`` gives $1; play all treasures plays Curses too; a
    Bank counts them."""
    s = scenario(KINGDOM, hands={0: ["Curse", "Curse", "Bank", "Estate"]})
    assert choices(s)[:4] == ("play Bank", "play Curse", "play all treasures", "buy Copper")
    s = act(s, "play Curse")
    assert s.player(0).coins == 1 and zones(s, 0)["in_play"] == ["Curse"]
    s = act(s, "play all treasures")
    assert zones(s, 0)["in_play"] == ["Curse", "Curse", "Bank"]
    assert s.player(0).coins == 2 + 3  # two Curses, then Bank: 3 Treasures in play


def test_mint_may_copy_a_curse() -> None:
    """Mint reveals a Treasure: a Curse qualifies, and a Curse is gained."""
    s = scenario(KINGDOM, hands={0: ["Mint", "Curse", "Estate"]})
    s = act(s, "play Mint")
    assert choices(s) == ("reveal Curse", "no")
    s = act(s, "reveal Curse")
    assert zones(s, 0)["discard"] == ["Curse"] and s.supply_count("Curse") == 9


def test_not_in_games_without_charlatan() -> None:
    """Without Charlatan a Curse is no Treasure: not offered, not played by play all treasures."""
    s = scenario(["Village", "Bank"], hands={0: ["Curse", "Copper"]})
    assert "play Curse" not in choices(s)
    s = act(s, "play all treasures")
    assert names(s.player(0).in_play) == ["Copper"] and s.player(0).coins == 1


def test_reveal_until_a_treasure_finds_a_curse() -> None:
    """With Charlatan, Venture (Prosperity 1E) stops at a Curse and plays it ($1 + $1); Adventurer
    (Base 1E) takes Curses to the hand as Treasures."""
    s = scenario([*KINGDOM, "Venture", "Adventurer"], hands={0: ["Venture"]},
                 decks={0: ["Estate", "Curse", "Gold"]})
    s = act(s, "play Venture")
    assert s.player(0).coins == 2
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Estate"], "in_play": ["Venture", "Curse"]}
    a = scenario([*KINGDOM, "Adventurer"], hands={0: ["Adventurer"]},
                 decks={0: ["Curse", "Estate", "Copper", "Gold"]})
    a = act(a, "play Adventurer")
    assert zones(a, 0) == {"hand": ["Curse", "Copper"], "deck": ["Gold"], "discard": ["Estate"],
                           "in_play": ["Adventurer"]}
