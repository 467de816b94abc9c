"""Rocks (Empires), $4 Treasure, the bottom half of the Catapult/Rocks pile: "$1. When you gain or
trash this, gain a Silver; if it is your Buy phase, put the Silver on your deck, otherwise put it
into your hand." (FAQ: "If it is another player's turn, then it is not your Buy phase, so the
Silver goes to your hand.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Catapult", "Workshop", "Chapel"]


def test_card_data() -> None:
    card = card_named("Rocks")
    assert (card.cost, card.type_line, card.coins) == (4, "Treasure", 1)


def test_bought_the_silver_goes_on_the_deck() -> None:
    """Bought in the Buy phase: the Silver goes on the deck, so Clean-up draws it."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, decks={0: ["Estate"] * 6},
                 supply={"Catapult": ["Rocks"]})
    s = act(act(s, "play all treasures"), "buy Rocks")
    assert s.supply_count("Catapult") == 0 and s.supply_count("Silver") == 39
    assert sorted(c.name for c in s.player(0).hand) == ["Estate"] * 4 + ["Silver"]


def test_gained_in_the_action_phase_the_silver_goes_to_the_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, supply={"Catapult": ["Rocks"]})
    s = act(act(s, "play Workshop"), "gain Rocks")
    assert zones(s, 0) == {"hand": ["Silver"], "discard": ["Rocks"], "in_play": ["Workshop"]}


def test_trashed_gives_a_silver_too() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Rocks"]})
    s = act(act(s, "play Chapel"), "trash Rocks")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Chapel"]}
