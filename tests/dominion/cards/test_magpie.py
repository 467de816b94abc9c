"""Magpie (Adventures), $4 Action: "+1 Card +1 Action. Reveal the top card of your deck. If it's a
Treasure, put it into your hand. If it's an Action or Victory card, gain a Magpie."

Official FAQ: "If the card is not a Treasure, leave it on top of your deck. If the card is an
Action card or Victory card, you gain a Magpie; once the Magpie pile is empty, revealing an
Action or Victory card will not get you anything. If you reveal a Harem (from Intrigue), you both
put it into your hand and gain a Magpie, since it is both a Treasure and a Victory card." The
revealed card is known to every seat, in the hand or on the deck.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck, known_hand
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, names, zones

TR = "Throne Room"
KINGDOM = ["Magpie", TR, "Harem", "Village"]


def test_card_data() -> None:
    card = card_named("Magpie")
    assert (card.cost, card.type_line, card.cards, card.actions) == (4, "Action", 1, 1)


def test_a_treasure_goes_to_the_hand_known_to_all() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Magpie"]}, decks={0: ["Copper", "Gold", "Estate"]}),
            "play Magpie")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Estate"], "in_play": ["Magpie"]}
    assert s.player(0).actions == 1 and s.supply_count("Magpie") == 10
    assert names(known_hand(s.player(0), 0, 1)) == ["Gold"]  # seat 1 saw it, not the Copper


def test_an_action_stays_on_top_and_gains_a_magpie() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Magpie"]}, decks={0: ["Copper", "Village"]}),
            "play Magpie")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Village"], "discard": ["Magpie"],
                           "in_play": ["Magpie"]}
    assert known_deck(s.player(0), 1) == ((0, card_named("Village")),)
    assert observation(s, 1).players[0].deck_top == ((0, "Village"),)


def test_a_victory_card_gains_a_magpie_a_curse_nothing() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Magpie"]}, decks={0: ["Copper", "Estate"]}),
            "play Magpie")
    assert zones(s, 0)["discard"] == ["Magpie"] and zones(s, 0)["deck"] == ["Estate"]
    c = act(scenario(KINGDOM, hands={0: ["Magpie"]}, decks={0: ["Copper", "Curse"]}),
            "play Magpie")
    assert zones(c, 0) == {"hand": ["Copper"], "deck": ["Curse"], "in_play": ["Magpie"]}


def test_harem_both() -> None:
    """FAQ: a Harem (Farm) goes into the hand and gains a Magpie."""
    s = act(scenario(KINGDOM, hands={0: ["Magpie"]}, decks={0: ["Copper", "Harem"]}),
            "play Magpie")
    assert zones(s, 0) == {"hand": ["Copper", "Harem"], "discard": ["Magpie"],
                           "in_play": ["Magpie"]}


def test_the_magpie_pile_empty_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Magpie"]}, decks={0: ["Copper", "Estate"]},
                 supply={"Magpie": 0})
    s = act(s, "play Magpie")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Estate"], "in_play": ["Magpie"]}


def test_empty_deck_shuffles_and_nothing_at_all() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Magpie"]}, discards={0: ["Gold", "Silver"]}),
            "play Magpie")
    assert sorted(zones(s, 0)["hand"]) == ["Gold", "Silver"]
    e = act(scenario(KINGDOM, hands={0: ["Magpie"]}), "play Magpie")
    assert zones(e, 0) == {"in_play": ["Magpie"]}


def test_throne_room_twice() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Magpie"]}, decks={0: ["Estate", "Silver", "Copper"]})
    s = act(act(s, f"play {TR}"), "play Magpie")
    # first: draws the Estate, reveals the Silver (to hand); second: draws the Copper, and the
    # deck and discard pile are empty: nothing revealed
    assert zones(s, 0) == {"hand": ["Estate", "Silver", "Copper"], "in_play": [TR, "Magpie"]}
    assert s.player(0).actions == 2
