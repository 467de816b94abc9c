"""Fortress (Dark Ages), $4 Action: "+1 Card. +2 Actions. When you trash this, put it into your
hand." (FAQ: it goes from the trash to its owner's hand whoever's turn it is, not optional; it
was still trashed: Death Cart's "if you do" holds.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Fortress", "Chapel", "Death Cart", "Procession", "Throne Room", "Knights", "Village"]


def test_card_data() -> None:
    card = card_named("Fortress")
    assert (card.cost, card.type_line, card.cards, card.actions) == (4, "Action", 1, 2)


def test_plays_as_a_village() -> None:
    s = scenario(KINGDOM, hands={0: ["Fortress"]}, decks={0: ["Copper", "Gold"]})
    s = act(s, "play Fortress")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Fortress"]}
    assert s.player(0).actions == 2


def test_trashed_from_hand_goes_back_to_the_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Fortress", "Estate"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Estate", "trash Fortress")
    assert names(s.trash) == ["Estate"]
    assert zones(s, 0) == {"hand": ["Fortress"], "in_play": ["Chapel"]}


def test_death_cart_trashing_fortress_did_trash_an_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Death Cart", "Fortress"]})
    s = act(s, "play Death Cart")
    assert choices(s) == ("trash Fortress", "no")
    s = act(s, "trash Fortress")
    assert names(s.trash) == [] and s.player(0).coins == 5
    assert zones(s, 0) == {"hand": ["Fortress"], "in_play": ["Death Cart"]}


def test_trashed_from_play_by_procession() -> None:
    s = scenario(["Fortress", "Procession", "Market", "Laboratory"],
                 hands={0: ["Procession", "Fortress"]}, decks={0: ["Copper", "Silver"]})
    s = act(s, "play Procession")
    s = act(s, "play Fortress")
    assert choices(s) == ("gain Laboratory", "gain Market")  # Actions costing exactly $5
    s = act(s, "gain Market")
    assert names(s.trash) == []
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Fortress"], "discard": ["Market"],
                           "in_play": ["Procession"]}
    assert s.player(0).actions == 4


def test_trashed_from_the_deck_by_another_players_knight() -> None:
    s = scenario(KINGDOM, hands={0: ["Dame Sylvia"]}, decks={1: ["Fortress", "Copper", "Gold"]})
    s = act(s, "play Dame Sylvia")
    assert names(s.trash) == []
    assert zones(s, 1) == {"hand": ["Fortress"], "deck": ["Gold"], "discard": ["Copper"]}
