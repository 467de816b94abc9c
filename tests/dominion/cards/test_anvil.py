"""Anvil (Prosperity, 2nd edition): "$1. You may discard a Treasure to gain a card costing up to
$4."

``discard <Treasure>`` or ``no``; the discard resolves (Tunnel-like reactions first), then the
gain of any Supply card costing up to $4 now (`cost`), mandatory when one is left."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Anvil", "Bridge", "Smithy", "Market", "Village"]


def gains(limit: int) -> tuple[str, ...]:
    s = scenario(KINGDOM, hands={0: []})
    return tuple(f"gain {c.name}" for c in s.mode.piles if c.cost <= limit)


def test_card_data() -> None:
    """A $3 Treasure of Prosperity worth $1."""
    card = card_named("Anvil")
    assert (card.cost, card.type_line, card.set_name, card.coins) == (3, "Treasure", "Prosperity", 1)
    assert card.text == "$1. You may discard a Treasure to gain a card costing up to $4."


def test_discard_a_copper_to_gain_a_smithy() -> None:
    """$1; discard a Copper (not an Estate: Treasures only), gain a Smithy."""
    s = scenario(KINGDOM, hands={0: ["Anvil", "Copper", "Estate", "Silver"]})
    s = act(s, "play Anvil")
    assert s.player(0).coins == 1
    assert choices(s) == ("discard Copper", "discard Silver", "no")
    s = act(s, "discard Copper")
    assert choices(s) == gains(4)
    s = act(s, "gain Smithy")
    assert zones(s, 0) == {"hand": ["Estate", "Silver"], "discard": ["Smithy", "Copper"],
                           "in_play": ["Anvil"]}
    assert s.player(0).coins == 1


def test_decline_or_no_treasure() -> None:
    """``no``: nothing; with no other Treasure in hand nothing is asked."""
    s = act(act(scenario(KINGDOM, hands={0: ["Anvil", "Gold"]}), "play Anvil"), "no")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Anvil"]}
    s = act(scenario(KINGDOM, hands={0: ["Anvil", "Estate"]}), "play Anvil")
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Anvil"]} and s.player(0).coins == 1


def test_bridge_reaches_a_five() -> None:
    """Bridge played: Market costs $4, so it is offered."""
    s = scenario(KINGDOM, hands={0: ["Bridge", "Anvil", "Copper"]})
    s = act(act(act(s, "play Bridge"), "play Anvil"), "discard Copper")
    assert choices(s) == gains(5)
