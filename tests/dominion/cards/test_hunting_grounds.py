"""Hunting Grounds (Dark Ages), $6 Action: "+4 Cards. When you trash this, gain a Duchy or 3
Estates." (FAQ: trashed, its owner chooses; the cards go to the discard pile; with fewer than 3
Estates left, as many as there are.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Hunting Grounds", "Chapel", "Procession", "Knights", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Hunting Grounds")
    assert (card.cost, card.type_line, card.cards) == (6, "Action", 4)


def test_draws_four() -> None:
    s = scenario(KINGDOM, hands={0: ["Hunting Grounds"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play Hunting Grounds")
    assert zones(s, 0) == {"hand": ["Copper"] * 4, "deck": ["Copper"],
                           "in_play": ["Hunting Grounds"]}


def test_trashed_from_hand_gains_a_duchy_or_three_estates() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Hunting Grounds"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Hunting Grounds")
    assert choices(s) == ("gain a Duchy", "gain 3 Estates")
    duchy = act(s, "gain a Duchy")
    assert zones(duchy, 0) == {"discard": ["Duchy"], "in_play": ["Chapel"]}
    estates = act(s, "gain 3 Estates")
    assert zones(estates, 0) == {"discard": ["Estate"] * 3, "in_play": ["Chapel"]}
    assert estates.supply_count("Estate") == 5


def test_only_the_estates_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Hunting Grounds"]}, supply={"Estate": 2})
    s = act(s, "play Chapel")
    s = act(s, "trash Hunting Grounds")
    s = act(s, "gain 3 Estates")
    assert zones(s, 0) == {"discard": ["Estate"] * 2, "in_play": ["Chapel"]}


def test_trashed_from_play_by_procession() -> None:
    s = scenario(["Hunting Grounds", "Procession"], hands={0: ["Procession", "Hunting Grounds"]},
                 decks={0: ["Copper"] * 8})
    s = act(s, "play Procession")
    s = act(s, "play Hunting Grounds")
    assert names(s.trash) == ["Hunting Grounds"]
    s = act(s, "gain a Duchy")  # no Action costing $7: nothing more
    assert zones(s, 0) == {"hand": ["Copper"] * 8, "discard": ["Duchy"],
                           "in_play": ["Procession"]}


def test_trashed_from_the_deck_by_another_players_knight() -> None:
    s = scenario(KINGDOM, hands={0: ["Dame Sylvia"]}, decks={1: ["Hunting Grounds", "Copper"]})
    s = act(s, "play Dame Sylvia")
    assert s.waiting_for() == 1
    s = act(s, "gain 3 Estates", pid=1)
    assert names(s.trash) == ["Hunting Grounds"]
    assert zones(s, 1) == {"discard": ["Estate", "Estate", "Estate", "Copper"]}
