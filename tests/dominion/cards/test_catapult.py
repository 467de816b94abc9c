"""Catapult (Empires), $3 Action-Attack, the top half of the Catapult/Rocks pile: "+$1. Trash a
card from your hand. If it costs $3 or more, each other player gains a Curse. If it's a Treasure,
each other player discards down to 3 cards in hand." (FAQ: "if it is both (e.g. Silver), both
things happen; if it is neither, neither thing happens. If you have no cards in hand left to
trash, neither thing happens.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Catapult", "Moat", "Throne Room"]
FIVE = ["Copper", "Copper", "Estate", "Estate", "Duchy"]


def test_card_data_and_pile() -> None:
    card = card_named("Catapult")
    assert (card.cost, card.type_line, card.coins) == (3, "Action - Attack", 1)
    assert names(card.pile) == ["Catapult"] * 5 + ["Rocks"] * 5


def test_a_silver_gives_both() -> None:
    """FAQ: "if it is both (e.g. Silver), both things happen"."""
    s = scenario(KINGDOM, hands={0: ["Catapult", "Silver", "Estate"], 1: FIVE})
    s = act(s, "play Catapult")
    assert choices(s) == ("trash Estate", "trash Silver")
    s = act(s, "trash Silver")
    s = act(s, "discard Copper", "discard Estate", pid=1)  # the Curse went to the discard pile
    assert zones(s, 1) == {"hand": ["Copper", "Estate", "Duchy"],
                           "discard": ["Estate", "Copper", "Curse"]}
    assert names(s.trash) == ["Silver"] and s.player(0).coins == 1


def test_a_cheap_non_treasure_does_nothing_and_a_dear_one_curses() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Catapult", "Estate", "Copper"], 1: FIVE}),
                "play Catapult"), "trash Estate")
    assert zones(s, 1) == {"hand": FIVE}
    s = act(act(scenario(KINGDOM, hands={0: ["Catapult", "Duchy", "Copper"], 1: FIVE}),
                "play Catapult"), "trash Duchy")
    assert zones(s, 1) == {"hand": FIVE, "discard": ["Curse"]}
    s = act(act(scenario(KINGDOM, hands={0: ["Catapult", "Duchy", "Copper"], 1: FIVE}),
                "play Catapult"), "trash Copper")
    s = act(s, "discard Copper", "discard Estate", pid=1)  # a Treasure costing $0: no Curse
    assert zones(s, 1) == {"hand": ["Copper", "Estate", "Duchy"], "discard": ["Estate", "Copper"]}


def test_no_card_to_trash_does_nothing() -> None:
    """FAQ: "If you have no cards in hand left to trash, neither thing happens"."""
    s = act(scenario(KINGDOM, hands={0: ["Catapult"], 1: FIVE}), "play Catapult")
    assert zones(s, 1) == {"hand": FIVE} and s.player(0).coins == 1


def test_moat_with_two_and_three_players() -> None:
    for players in (2, 3):
        hands = {0: ["Catapult", "Duchy"], 1: ["Moat", *FIVE], **({2: FIVE} if players == 3 else {})}
        s = act(scenario(KINGDOM, players=players, hands=hands), "play Catapult")
        s = act(s, "reveal Moat", pid=1)
        assert zones(s, 1) == {"hand": ["Moat", *FIVE]}
        if players == 3:
            assert zones(s, 2) == {"hand": FIVE, "discard": ["Curse"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Catapult", "Duchy", "Estate"], 1: FIVE})
    s = act(act(act(s, "play Throne Room"), "play Catapult"), "trash Duchy")
    assert names(s.trash) == ["Duchy", "Estate"]  # the Estate: the only card left
    assert zones(s, 1) == {"hand": FIVE, "discard": ["Curse"]} and s.player(0).coins == 2


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Catapult"])
