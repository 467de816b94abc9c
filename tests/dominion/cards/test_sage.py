"""Sage (Dark Ages), $3 Action: "+1 Action. Reveal cards from the top of your deck until you
reveal one costing $3 or more. Put that card into your hand and discard the rest." (FAQ: shuffle
the discard pile, not the revealed cards, if the deck runs out; if nothing costing $3 or more
turns up, discard everything revealed.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, zones

KINGDOM = ["Sage", "Village", "Bridge", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Sage")
    assert (card.cost, card.type_line) == (3, "Action")


def test_takes_the_first_card_costing_three_or_more() -> None:
    s = scenario(KINGDOM, hands={0: ["Sage"]}, decks={0: ["Copper", "Curse", "Province", "Gold"]})
    s = act(s, "play Sage")
    assert zones(s, 0) == {"hand": ["Province"], "deck": ["Gold"], "discard": ["Curse", "Copper"],
                           "in_play": ["Sage"]}
    assert s.player(0).actions == 1
    assert dict(s.player(0).hand_known) == {card_named("Province"): PUBLIC}


def test_nothing_found_discards_everything() -> None:
    s = scenario(KINGDOM, hands={0: ["Sage"]}, decks={0: ["Copper", "Estate"]})
    s = act(s, "play Sage")
    assert zones(s, 0) == {"discard": ["Estate", "Copper"], "in_play": ["Sage"]}


def test_the_revealed_cards_are_not_shuffled_in() -> None:
    s = scenario(KINGDOM, hands={0: ["Sage"]}, decks={0: ["Copper"]}, discards={0: ["Silver"]})
    s = act(s, "play Sage")
    assert zones(s, 0) == {"hand": ["Silver"], "discard": ["Copper"], "in_play": ["Sage"]}


def test_the_cost_is_read_after_cost_changes() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Sage"]},
                 decks={0: ["Silver", "Village", "Gold", "Copper"]})
    s = act(s, "play Village")  # draws the Silver
    s = act(s, "play Bridge")  # cards cost $1 less: Village $2, Gold $5
    s = act(s, "play Sage")
    assert zones(s, 0) == {"hand": ["Silver", "Gold"], "deck": ["Copper"],
                           "discard": ["Village"], "in_play": ["Village", "Bridge", "Sage"]}


def test_throne_room_takes_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Sage"]},
                 decks={0: ["Copper", "Silver", "Estate", "Gold"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Sage")
    assert zones(s, 0) == {"hand": ["Silver", "Gold"], "discard": ["Estate", "Copper"],
                           "in_play": ["Throne Room", "Sage"]}
