"""Militia: "+$2. Each other player discards down to 3 cards in hand."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Militia"]


def test_card_data() -> None:
    """A $4 Action - Attack with +$2."""
    card = card_named("Militia")
    assert (card.cost, card.type_line, card.coins) == (4, "Action - Attack", 2)


def test_victim_discards_down_to_three() -> None:
    """+$2; a victim with five cards discards two of its choice."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: ["Copper", "Estate", "Silver", "Estate", "Copper"]})
    s = act(s, "play Militia")
    assert s.waiting_for() == 1
    assert choices(s) == ("discard Copper", "discard Estate")  # canonical: Silver cannot come first
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Silver", "Copper"], "discard": ["Estate", "Estate"]}
    assert s.player(0).coins == 2
    assert s.waiting_for() == 0


def test_four_cards_discard_one() -> None:
    """Four cards: one discard."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: ["Gold", "Estate", "Silver", "Copper"]})
    s = act(act(s, "play Militia"), "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Gold", "Silver", "Copper"], "discard": ["Estate"]}


def test_three_or_fewer_cards_unaffected() -> None:
    """A victim with too few cards discards nothing and is not asked."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: ["Gold", "Estate", "Silver"]})
    s = act(s, "play Militia")
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"hand": ["Gold", "Estate", "Silver"]}
    s = act(scenario(KINGDOM, hands={0: ["Militia"], 1: []}), "play Militia")
    assert zones(s, 1) == {}


def test_identical_cards_discard_is_forced() -> None:
    """Five Coppers: only one way to discard two, so nothing is asked."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: ["Copper"] * 5})
    s = act(s, "play Militia")
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"hand": ["Copper"] * 3, "discard": ["Copper"] * 2}


def test_each_other_player_in_turn_order() -> None:
    """Three players: seat 1 discards, then seat 2; the attacker is not hit."""
    s = scenario(KINGDOM, hands={0: ["Militia", "Estate", "Estate", "Estate", "Copper"],
                                 1: ["Copper", "Estate", "Silver", "Gold"],
                                 2: ["Copper", "Estate", "Silver", "Gold"]}, players=3)
    s = act(s, "play Militia")
    assert s.waiting_for() == 1
    s = act(s, "discard Copper", pid=1)
    assert s.waiting_for() == 2
    s = act(s, "discard Estate", pid=2)
    assert zones(s, 1) == {"hand": ["Estate", "Silver", "Gold"], "discard": ["Copper"]}
    assert zones(s, 2) == {"hand": ["Copper", "Silver", "Gold"], "discard": ["Estate"]}
    assert zones(s, 0)["hand"] == ["Estate", "Estate", "Estate", "Copper"]
