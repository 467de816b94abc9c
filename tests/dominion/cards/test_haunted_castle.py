"""Haunted Castle (Empires), $6 Victory–Castle: "2 VP. When you gain this during your turn, gain a
Gold, and each other player with 5 or more cards in hand puts 2 cards from their hand onto their
deck." (FAQ: "Haunted Castle works whether you buy it or gain it some other way, provided that it
is your turn.")"""

from __future__ import annotations

import random

from dgsim import determinize
from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck
from dgsim.dominion.score import score
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Castles", "Workshop", "Ambassador", "Moat"]
PILE = ["Haunted Castle", "Opulent Castle"]


def test_card_data() -> None:
    card = card_named("Haunted Castle")
    assert (card.cost, card.type_line, card.vp) == (6, "Victory - Castle", 2)
    assert score(scenario(KINGDOM, hands={0: ["Haunted Castle"]}), 0) == 2


def test_bought_in_its_turn_a_gold_and_others_topdeck_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"],
                                 1: ["Copper", "Estate", "Silver", "Moat", "Duchy"]},
                 decks={1: ["Gold"]}, supply={"Castles": PILE})
    s = act(act(s, "play all treasures"), "buy Haunted Castle")
    assert names(s.player(0).discard) == ["Gold", "Haunted Castle"]
    assert s.waiting_for() == 1  # not an Attack: Moat is no answer
    assert choices(s) == ("topdeck Copper", "topdeck Duchy", "topdeck Estate", "topdeck Moat",
                          "topdeck Silver")
    s = act(s, "topdeck Estate", pid=1)
    s = act(s, "topdeck Duchy", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Silver", "Moat"],
                           "deck": ["Duchy", "Estate", "Gold"]}
    # the topdecked cards are known to their owner only
    assert [c.name for _, c in known_deck(s.player(1), 1)] == ["Duchy", "Estate"]
    assert known_deck(s.player(1), 0) == ()
    for seed in range(3):
        seen = determinize(s, 0, random.Random(seed))
        assert seen.info_key(0) == s.info_key(0)


def test_a_hand_of_four_is_left_alone() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"], 1: ["Copper"] * 4},
                 supply={"Castles": PILE})
    s = act(act(s, "play all treasures"), "buy Haunted Castle")
    assert zones(s, 1) == {"hand": ["Copper"] * 4} and s.current == 1


def test_gained_in_another_players_turn_nothing() -> None:
    """FAQ: "provided that it is your turn": Ambassador's victim gains it in seat 0's turn."""
    s = scenario(KINGDOM, hands={0: ["Ambassador", "Haunted Castle"], 1: ["Copper"] * 5},
                 supply={"Castles": ["Opulent Castle"]})
    s = act(s, "play Ambassador")  # the one card in hand: revealed without a question
    s = act(s, "return Haunted Castle")
    assert zones(s, 1) == {"hand": ["Copper"] * 5, "discard": ["Haunted Castle"]}
    assert s.supply_count("Gold") == 30 and zones(s, 0) == {"in_play": ["Ambassador"]}
