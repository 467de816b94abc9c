"""Magnate (Prosperity, 2nd edition): "Reveal your hand. +1 Card per Treasure in it."

The hand is revealed (every seat knows it until the cards move); Treasures are counted as
Magnate resolves, so under Throne Room the second play counts the cards the first drew."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, zones

KINGDOM = ["Magnate", "Throne Room", "King's Court", "Harem"]


def test_card_data() -> None:
    """A $5 Action of Prosperity with its printed text."""
    card = card_named("Magnate")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Prosperity")
    assert card.text == "Reveal your hand. +1 Card per Treasure in it."


def test_one_card_per_treasure() -> None:
    """Copper, Silver, Harem (a Treasure too) and an Estate: +3 Cards; the hand was revealed."""
    s = scenario(KINGDOM, hands={0: ["Magnate", "Copper", "Silver", "Harem", "Estate"]},
                 decks={0: ["Gold", "Estate", "Duchy", "Copper"]})
    s = act(s, "play Magnate")
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Harem", "Estate", "Gold", "Estate", "Duchy"],
                           "deck": ["Copper"], "in_play": ["Magnate"]}
    known = dict(s.player(0).hand_known)
    assert known[card_named("Harem")] == PUBLIC and card_named("Gold") not in known


def test_no_treasure_draws_nothing() -> None:
    """Estates only: nothing drawn."""
    s = act(scenario(KINGDOM, hands={0: ["Magnate", "Estate"]}, decks={0: ["Gold"]}), "play Magnate")
    assert zones(s, 0) == {"hand": ["Estate"], "deck": ["Gold"], "in_play": ["Magnate"]}


def test_throne_room_counts_the_drawn_treasures() -> None:
    """Throne Room: one Copper draws a Gold and an Estate... the second play counts 2 Treasures."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Magnate", "Copper"]},
                 decks={0: ["Gold", "Estate", "Silver", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Magnate")
    assert zones(s, 0) == {"hand": ["Copper", "Gold", "Estate", "Silver"], "deck": ["Copper"],
                           "in_play": ["Throne Room", "Magnate"]}


def test_kings_court() -> None:
    """King's Court: 1, then 2, then 3 Treasures: +6 Cards in all."""
    s = scenario(KINGDOM, hands={0: ["King's Court", "Magnate", "Copper"]},
                 decks={0: ["Copper", "Silver", "Estate", "Gold", "Gold", "Estate", "Duchy"]})
    s = act(act(s, "play King's Court"), "play Magnate")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Silver", "Estate", "Gold", "Gold",
                                    "Estate"], "deck": ["Duchy"],
                           "in_play": ["King's Court", "Magnate"]}


def test_curses_count_with_charlatan() -> None:
    """Charlatan's text: "In games using this, Curse is also a Treasure worth $1." With Charlatan in
    the game, Copper and two Curses are three Treasures: +3 Cards; without it, one."""
    hand = ["Magnate", "Copper", "Curse", "Curse"]
    deck = ["Gold", "Estate", "Duchy", "Silver"]
    s = act(scenario([*KINGDOM, "Charlatan"], hands={0: hand}, decks={0: deck}), "play Magnate")
    assert zones(s, 0) == {"hand": ["Copper", "Curse", "Curse", "Gold", "Estate", "Duchy"],
                           "deck": ["Silver"], "in_play": ["Magnate"]}
    s = act(scenario(KINGDOM, hands={0: hand}, decks={0: deck}), "play Magnate")
    assert zones(s, 0) == {"hand": ["Copper", "Curse", "Curse", "Gold"],
                           "deck": ["Estate", "Duchy", "Silver"], "in_play": ["Magnate"]}
