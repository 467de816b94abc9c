"""Develop (Hinterlands, 2nd edition): "Trash a card from your hand. Gain two cards onto your deck,
with one costing exactly $1 more than it, and one costing exactly $1 less than it, in either
order."

FAQ: the gains are in either order (the second ends on top); if no card has one of the costs,
only the other is gained; costs are the current ones (Bridge). The only card in hand is trashed
without asking."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Develop", "Oasis", "Smithy", "Moat", "Throne Room", "Village", "Militia"]
FOURS = {"gain Smithy", "gain Militia", "gain Throne Room"}


def test_card_data() -> None:
    """A $3 Action of Hinterlands."""
    card = card_named("Develop")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action", "Hinterlands")


def test_either_order_onto_the_deck() -> None:
    """Trash an Oasis ($3): a $4 and a $2 are offered together; the Moat first, then only $4s;
    the second gain ends on top."""
    s = scenario(KINGDOM, hands={0: ["Develop", "Oasis", "Copper"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Develop"), "trash Oasis")
    assert set(choices(s)) == {"gain Estate", "gain Moat"} | FOURS
    s = act(s, "gain Moat")
    assert set(choices(s)) == FOURS
    s = act(s, "gain Smithy")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Smithy", "Moat", "Gold"],
                           "in_play": ["Develop"]}
    assert names(s.trash) == ["Oasis"]


def test_only_one_cost_exists() -> None:
    """Trash a Copper ($0): no $1 card and no -$1: nothing gained. Trash an Estate ($2): a $3
    card, and no $1 card: one gain."""
    s = act(scenario(KINGDOM, hands={0: ["Develop", "Copper"]}), "play Develop")
    assert zones(s, 0) == {"in_play": ["Develop"]} and names(s.trash) == ["Copper"]
    e = act(scenario(KINGDOM, hands={0: ["Develop", "Estate"]}), "play Develop")
    assert set(choices(e)) == {"gain Silver", "gain Oasis", "gain Develop", "gain Village"}
    e = act(e, "gain Silver")
    assert zones(e, 0) == {"deck": ["Silver"], "in_play": ["Develop"]}
    assert e.player(0).actions == 0 and "gain" not in " ".join(choices(e))


def test_costs_now_with_bridge() -> None:
    """After Bridge every cost is $1 less: a Silver ($2 now) develops into $3s and $1s now."""
    s = scenario([*KINGDOM, "Bridge"], hands={0: ["Village", "Bridge", "Develop", "Silver", "Gold"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Develop")
    s = act(s, "trash Silver")
    assert set(choices(s)) == {"gain Estate", "gain Moat", "gain Bridge", "gain Smithy",
                               "gain Militia", "gain Throne Room"}


def test_throne_room() -> None:
    """Throne Room: two trashes, two pairs of gains; the second trashes the Estate left alone."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Develop", "Oasis", "Estate"]})
    s = act(act(act(s, "play Throne Room"), "play Develop"), "trash Oasis")
    s = act(act(s, "gain Smithy"), "gain Moat")
    s = act(s, "gain Oasis")
    assert zones(s, 0) == {"deck": ["Oasis", "Moat", "Smithy"],
                           "in_play": ["Throne Room", "Develop"]}
    assert names(s.trash) == ["Oasis", "Estate"]
