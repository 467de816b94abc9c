"""Upgrade (Intrigue): "+1 Card +1 Action. Trash a card from your hand. Gain a card costing exactly
$1 more than it."

Source: https://wiki.dominionstrategy.com/index.php/Upgrade (no card at that cost: nothing is
gained; costs as they are now, Bridge included)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Upgrade", "Throne Room", "Bridge", "Village", "Great Hall", "Pawn"]


def test_card_data() -> None:
    card = card_named("Upgrade")
    assert (card.cost, card.type_line, card.cards, card.actions, card.set_name) == (
        5, "Action", 1, 1, "Intrigue")


def test_exactly_one_more() -> None:
    """An Estate ($2): the $3 piles only (Silver, Village, Great Hall), in supply order."""
    s = act(scenario(KINGDOM, hands={0: ["Upgrade", "Estate"]}, decks={0: ["Gold"]}), "play Upgrade")
    assert zones(s, 0)["hand"] == ["Estate", "Gold"]
    s = act(s, "trash Estate")
    assert choices(s) == ("gain Silver", "gain Great Hall", "gain Village")
    s = act(s, "gain Great Hall")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Great Hall"], "in_play": ["Upgrade"]}


def test_nothing_at_that_cost() -> None:
    """A Gold ($6): no $7 pile here; the Gold is trashed, nothing gained."""
    s = act(scenario(KINGDOM, hands={0: ["Upgrade", "Gold"]}, decks={0: ["Copper"]}), "play Upgrade")
    s = act(s, "trash Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Upgrade"]} and names(s.trash) == ["Gold"]


def test_bridge() -> None:
    """After Bridge a Copper costs $0: the $1-now piles are the printed $2 ones (Estate, Pawn)."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Upgrade", "Copper"]},
                 decks={0: ["Duchy", "Curse"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Upgrade")
    s = act(s, "trash Copper")
    assert choices(s) == ("gain Estate", "gain Pawn")


def test_throne_room_on_upgrade() -> None:
    """Each play draws one card, the only one in hand, which is trashed without a question."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Upgrade"]}, decks={0: ["Estate", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Upgrade")
    s = act(s, "gain Village")  # from the Estate ($2)
    assert choices(s) == ("gain Bridge", "gain Throne Room")  # from the Silver ($3)
    s = act(s, "gain Bridge")
    assert zones(s, 0) == {"discard": ["Bridge", "Village"], "in_play": ["Throne Room", "Upgrade"]}
    assert names(s.trash) == ["Estate", "Silver"]
