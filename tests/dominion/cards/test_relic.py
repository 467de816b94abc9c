"""Relic (Adventures, $5 Treasure - Attack): "$2. When you play this, each other player puts their
-1 Card token on their deck." FAQ: "Relic is an Attack despite not being an Action; it can be
blocked with Moat"."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act

KINGDOM = ["Relic", "Moat", "Village"]


def test_card_data() -> None:
    c = card_named("Relic")
    assert (c.cost, c.type_line, c.coins, c.tokens) == (5, "Treasure - Attack", 2, ("-1 Card",))


def test_two_dollars_and_the_minus_card_token_on_each_other_deck() -> None:
    s = scenario(KINGDOM, hands={0: ["Relic", "Copper"], 1: [], 2: []}, players=3)
    s = act(s, "play all treasures")
    assert s.player(0).coins == 3
    assert s.player(1).tokens == {"-1 Card": "deck"} == s.player(2).tokens
    assert s.player(0).tokens == {}


def test_the_victims_next_hand_is_one_card_less() -> None:
    s = scenario(KINGDOM, hands={0: ["Relic"], 1: []}, decks={1: ["Copper"] * 8})
    s = act(act(act(s, "play Relic"), "end turn"), "end turn")
    assert s.current == 0 and len(s.player(1).hand) == 4


def test_moat_blocks_two_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Relic"], 1: ["Moat"]})
    s = act(act(s, "play Relic"), "reveal Moat")
    assert s.player(1).tokens == {} and s.player(0).coins == 2


def test_moat_blocks_one_of_two_three_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Relic"], 1: ["Moat"], 2: ["Moat"]}, players=3)
    s = act(act(act(s, "play Relic"), "no"), "reveal Moat")
    assert s.player(1).tokens == {"-1 Card": "deck"} and s.player(2).tokens == {}
