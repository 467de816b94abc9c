"""Triumph (Empires Event, 5 debt): "Gain an Estate. If you did, +1 VP per card you've gained
this turn." (FAQ: "You get +1 VP per card you have gained, including the Estate, and any other
cards bought or gained other ways; you do not get VP for Events bought. Once the Estate pile is
empty, this does nothing.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, names

KINGDOM = ["Village", "Smithy", "Market", "Workshop"]


def test_card_data() -> None:
    card = card_named("Triumph")
    assert (card.cost, card.debt) == (0, 5)


def test_every_card_gained_this_turn_counts_the_estate_too_events_not() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Workshop", "Gold", "Gold"]},
                 decks={0: ["Village"] + ["Copper"] * 5}, landscapes=["Triumph", "Delve"])
    s = act(act(s, "play Market"), "play Village")
    s = act(act(s, "play Workshop"), "gain Silver")
    s = act(act(s, "play all treasures"), "buy Delve")  # an Event: a Silver gained, no card
    s = act(s, "buy Village")
    s = act(s, "buy Triumph")  # Silver, Silver, Village, Estate
    assert s.player(0).vp_tokens == 4 and s.player(0).debt == 5
    assert names(s.player(0).discard)[-4:] == ["Estate", "Village", "Silver", "Silver"]


def test_the_estate_pile_empty_nothing() -> None:
    """FAQ: "Once the Estate pile is empty, this does nothing"."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, decks={0: ["Copper"] * 5},
                 supply={"Estate": 0}, landscapes=["Triumph"])
    s = act(act(s, "play Workshop"), "gain Silver")
    s = act(s, "buy Triumph")
    assert s.player(0).vp_tokens == 0 and s.player(0).debt == 5


def test_rules_noting_the_same_gains_count_each_once() -> None:
    """Triumph, Conquest and Labyrinth each note the turn's gains: none counts a gain twice."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold"]}, decks={0: ["Copper"] * 6},
                 landscapes=["Triumph", "Conquest", "Labyrinth"])
    s = act(act(s, "play Market"), "play all treasures")  # $7, 2 Buys
    s = act(s, "buy Conquest")  # 2 Silvers: +2 VP, Labyrinth's 2 VP on the 2nd
    assert s.player(0).vp_tokens == 4 and s.landmark_vp("Labyrinth") == 10
    s = act(s, "buy Triumph")  # the Estate: 3 cards gained this turn
    assert s.player(0).vp_tokens == 4 + 3 and s.player(0).debt == 5
