"""Hoard (Prosperity, 2nd edition): "$2. This turn, when you gain a Victory card, if you bought it,
gain a Gold."

A this-turn ability started by each play (zone ``"this_turn"``), that never asks: one Gold per
Hoard played, when the bought Victory card is gained (so after it); buying only, not other gains
(the 1st edition's "While this is in play, when you buy a Victory card" is gone)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Hoard", "Workshop", "Gardens", "Market"]


def test_card_data() -> None:
    """A $6 Treasure of Prosperity worth $2, with its 2nd-edition text."""
    card = card_named("Hoard")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (6, "Treasure", 2, "Prosperity")
    assert card.text == ("$2. This turn, when you gain a Victory card, if you bought it, gain a "
                         "Gold.")


def test_buying_a_victory_card_gains_a_gold() -> None:
    """Hoard + Gold: $5, buy a Duchy: a Gold is gained after the Duchy, no question."""
    s = scenario(KINGDOM, hands={0: ["Hoard", "Gold"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    assert s.player(0).coins == 5
    s = act(s, "buy Duchy")
    assert s.current == 1  # nothing was asked: the turn ended
    assert zones(s, 0)["discard"] == ["Gold", "Hoard", "Gold", "Duchy"]
    assert s.supply_count("Gold") == 29


def test_buying_other_cards_gains_nothing() -> None:
    """Buying a Market (not a Victory card): no Gold."""
    s = act(scenario(KINGDOM, hands={0: ["Hoard", "Gold"]}), "play all treasures")
    s = act(s, "buy Market")
    assert s.supply_count("Gold") == 30


def test_two_hoards_two_golds_each_victory_card() -> None:
    """Two Hoards played, two buys: an Estate and Gardens give two Golds each."""
    s = scenario(KINGDOM, hands={0: ["Market", "Hoard", "Hoard", "Copper"]}, decks={0: ["Copper"]})
    s = act(act(s, "play Market"), "play all treasures")
    assert (s.player(0).coins, s.player(0).buys) == (7, 2)
    s = act(s, "buy Estate")
    assert zones(s, 0)["discard"] == ["Gold", "Gold", "Estate"]
    s = act(s, "buy Gardens")
    assert s.supply_count("Gold") == 26


def test_in_hand_or_gaining_without_buying_does_nothing() -> None:
    """A Hoard in hand, or in play without having been played this turn, does nothing; a gain
    that was not bought gains no Gold."""
    s = act(scenario(KINGDOM, hands={0: ["Hoard", "Silver", "Gold"]}), "play Silver")
    s = act(act(s, "play Gold"), "buy Estate")
    assert s.supply_count("Gold") == 30
    w = scenario(KINGDOM, hands={0: ["Workshop", "Gold", "Gold"]}, in_play={0: ["Hoard"]})
    w = act(act(w, "play Workshop"), "gain Gardens")
    assert zones(w, 0)["discard"] == ["Gardens"]
    w = act(act(w, "play all treasures"), "buy Duchy")
    assert w.supply_count("Gold") == 30


def test_gain_that_was_not_bought() -> None:
    """Hoard played, then War Chest gains a Duchy (Victory, not bought): no Gold."""
    s = scenario(["Hoard", "War Chest"], hands={0: ["Hoard", "War Chest"]})
    s = act(act(act(s, "play Hoard"), "play War Chest"), "name Copper", pid=1)
    s = act(s, "gain Duchy")
    assert zones(s, 0)["discard"] == ["Duchy"] and s.supply_count("Gold") == 30


def test_another_players_hoard_does_not_react() -> None:
    """Seat 1 played a Hoard last turn: seat 0's buys this turn give nothing (3 players)."""
    s = scenario(KINGDOM, hands={0: ["Copper"], 1: ["Hoard"], 2: ["Gold", "Gold"]}, players=3)
    s = act(act(s, "end turn"), "play Hoard")
    s = act(act(s, "buy Estate"), "play all treasures")
    assert s.current == 2
    s = act(s, "buy Duchy")
    assert s.supply_count("Gold") == 29  # seat 1's Estate only
