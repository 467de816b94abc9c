"""Venture (Prosperity 1E): "Worth $1. When you play this, reveal cards from your deck until you
reveal a Treasure. Discard the other cards. Play that Treasure." """

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Venture", "Contraband", "Village", "Bank"]


def test_card_data() -> None:
    """A $5 Treasure of Prosperity 1E worth $1."""
    c = card_named("Venture")
    assert (c.cost, c.coins, c.type_line, c.set_name) == (5, 1, "Treasure", "Prosperity 1E")


def test_reveals_discards_and_plays_the_treasure() -> None:
    """Estate and Village are discarded, the Silver is played: $3."""
    s = scenario(KINGDOM, hands={0: ["Venture"]}, decks={0: ["Estate", "Village", "Silver", "Gold"]})
    s = act(s, "play Venture")
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Village", "Estate"],
                           "in_play": ["Venture", "Silver"]}
    assert s.player(0).coins == 3


def test_venture_finds_venture() -> None:
    """A revealed Venture is played and reveals on: $1 + $1 + $3."""
    s = scenario(KINGDOM, hands={0: ["Venture"]}, decks={0: ["Venture", "Estate", "Gold"]})
    s = act(s, "play Venture")
    assert zones(s, 0) == {"discard": ["Estate"], "in_play": ["Venture", "Venture", "Gold"]}
    assert s.player(0).coins == 5


def test_the_played_treasure_does_what_it_does() -> None:
    """A revealed Bank counts the Treasures in play (2); a revealed Contraband asks seat 1."""
    s = scenario(KINGDOM, hands={0: ["Venture"]}, decks={0: ["Bank"]})
    assert act(s, "play Venture").player(0).coins == 3
    c = act(scenario(KINGDOM, hands={0: ["Venture"]}, decks={0: ["Contraband"]}), "play Venture")
    assert c.waiting_for() == 1 and choices(c)[0] == "name Copper"
    assert (c.player(0).coins, c.player(0).buys) == (4, 2)


def test_no_treasure_discards_everything() -> None:
    """No Treasure in deck or discard: every revealed card is discarded; $1."""
    s = scenario(KINGDOM, hands={0: ["Venture"]}, decks={0: ["Estate", "Village"]})
    s = act(s, "play Venture")
    assert zones(s, 0) == {"discard": ["Village", "Estate"], "in_play": ["Venture"]}
    assert s.player(0).coins == 1


def test_shuffles_the_discard_pile_but_not_the_revealed_cards() -> None:
    """Deck: an Estate; discard: a Gold. The Estate is not shuffled in; the Gold is played."""
    s = scenario(KINGDOM, hands={0: ["Venture"]}, decks={0: ["Estate"]}, discards={0: ["Gold"]})
    s = act(s, "play Venture")
    assert zones(s, 0) == {"discard": ["Estate"], "in_play": ["Venture", "Gold"]}
    assert s.player(0).coins == 4
