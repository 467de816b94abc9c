"""Hoard (Prosperity, 2nd edition): "$2. While this is in play, when you buy a Victory card, gain
a Gold." A reaction that never asks; one Gold per Hoard in play; buying only, not other gains."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Hoard", "Workshop", "Gardens", "Market"]


def test_card_data() -> None:
    """A $6 Treasure of Prosperity worth $2, with its 2nd-edition text."""
    card = card_named("Hoard")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (6, "Treasure", 2, "Prosperity")
    assert card.text == "$2. While this is in play, when you buy a Victory card, gain a Gold."


def test_buying_a_victory_card_gains_a_gold() -> None:
    """Hoard + Gold: $5, buy a Duchy: a Gold is gained (when buying, before the Duchy), no question."""
    s = scenario(KINGDOM, hands={0: ["Hoard", "Gold"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    assert s.player(0).coins == 5
    s = act(s, "buy Duchy")
    assert s.current == 1  # nothing was asked: the turn ended
    assert zones(s, 0)["discard"] == ["Gold", "Hoard", "Duchy", "Gold"]
    assert s.supply_count("Gold") == 29


def test_buying_other_cards_gains_nothing() -> None:
    """Buying a Market (not a Victory card): no Gold."""
    s = act(scenario(KINGDOM, hands={0: ["Hoard", "Gold"]}), "play all treasures")
    s = act(s, "buy Market")
    assert s.supply_count("Gold") == 30


def test_two_hoards_two_golds_each_victory_card() -> None:
    """Two Hoards in play, two buys: an Estate and Gardens give two Golds each."""
    s = scenario(KINGDOM, hands={0: ["Market", "Hoard", "Hoard", "Copper"]}, decks={0: ["Copper"]})
    s = act(act(s, "play Market"), "play all treasures")
    assert (s.player(0).coins, s.player(0).buys) == (7, 2)
    s = act(s, "buy Estate")
    assert zones(s, 0)["discard"] == ["Estate", "Gold", "Gold"]
    s = act(s, "buy Gardens")
    assert s.supply_count("Gold") == 26


def test_in_hand_or_gaining_without_buying_does_nothing() -> None:
    """A Hoard in hand does nothing; with one in play, Workshop gaining a Gardens gains no Gold."""
    s = act(scenario(KINGDOM, hands={0: ["Hoard", "Silver", "Gold"]}), "play Silver")
    s = act(act(s, "play Gold"), "buy Estate")
    assert s.supply_count("Gold") == 30
    w = scenario(KINGDOM, hands={0: ["Workshop"]}, in_play={0: ["Hoard"]})
    w = act(act(w, "play Workshop"), "gain Gardens")
    assert zones(w, 0) == {"discard": ["Gardens"], "in_play": ["Hoard", "Workshop"]}
    assert w.supply_count("Gold") == 30


def test_another_players_hoard_does_not_react() -> None:
    """Seats 1 and 2's Hoards (in play from a scenario) ignore seat 0's buys (3 players)."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, in_play={1: ["Hoard"], 2: ["Hoard"]},
                 players=3)
    s = act(act(s, "play all treasures"), "buy Duchy")
    assert s.supply_count("Gold") == 30
