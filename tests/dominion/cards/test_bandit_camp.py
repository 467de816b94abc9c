"""Bandit Camp (Dark Ages), $5 Action: "+1 Card. +2 Actions. Gain a Spoils." (FAQ: draw before
gaining; the Spoils comes from the Spoils pile, outside the supply, to the discard pile; none
left: nothing.) Spoils: "+$3. When you play this, return it to the Spoils pile.\""""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Bandit Camp", "Marauder", "Throne Room"]


def test_card_data_and_the_spoils_pile() -> None:
    card = card_named("Bandit Camp")
    assert (card.cost, card.type_line) == (5, "Action")
    assert scenario(["Bandit Camp"], hands={}).supply_count("Spoils") == 15
    assert scenario(KINGDOM, hands={}).supply_count("Spoils") == 15  # one pile, shared


def test_draws_then_gains_a_spoils() -> None:
    s = scenario(KINGDOM, hands={0: ["Bandit Camp"]}, decks={0: ["Copper"]})
    s = act(s, "play Bandit Camp")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Spoils"], "in_play": ["Bandit Camp"]}
    assert s.player(0).actions == 2 and s.supply_count("Spoils") == 14


def test_the_spoils_pile_runs_out() -> None:
    s = scenario(KINGDOM, hands={0: ["Bandit Camp"]})
    s = s.with_table(s.table.evolve(non_supply=()))
    s = act(s, "play Bandit Camp")
    assert zones(s, 0) == {"in_play": ["Bandit Camp"]}


def test_throne_room_gains_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Bandit Camp"]}, decks={0: ["Copper"] * 2})
    s = act(act(s, "play Throne Room"), "play Bandit Camp")
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "discard": ["Spoils", "Spoils"],
                           "in_play": ["Throne Room", "Bandit Camp"]}
    assert s.player(0).actions == 4
