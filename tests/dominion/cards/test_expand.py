"""Expand (Prosperity, 2nd edition): "Trash a card from your hand. Gain a card costing up to $3
more than it."

The trash is mandatory; the gain is any card of the Supply costing up to the trashed card's cost
now plus $3 (`cost`), mandatory when one is there; with an empty hand nothing happens."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Expand", "Village", "Smithy", "Throne Room", "King's Court", "Bridge"]


def gains(limit: int) -> tuple[str, ...]:
    s = scenario(KINGDOM, hands={0: []})
    return tuple(f"gain {c.name}" for c in s.mode.piles if c.cost <= limit)


def test_card_data() -> None:
    """A $7 Action of Prosperity with its printed text."""
    card = card_named("Expand")
    assert (card.cost, card.type_line, card.set_name) == (7, "Action", "Prosperity")
    assert card.text == ("Trash a card from your hand. Gain a card costing up to $3 more than it.")


def test_silver_into_a_card_up_to_six() -> None:
    """Trash a Silver ($3): every card up to $6 is offered; gain a Gold."""
    s = scenario(KINGDOM, hands={0: ["Expand", "Silver", "Estate"]})
    s = act(s, "play Expand")
    assert choices(s) == ("trash Estate", "trash Silver")
    s = act(s, "trash Silver")
    assert choices(s) == gains(6)
    s = act(s, "gain Gold")
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Gold"], "in_play": ["Expand"]}
    assert names(s.trash) == ["Silver"] and s.supply_count("Gold") == 29


def test_empty_hand_does_nothing() -> None:
    """No card to trash: no gain either."""
    s = act(scenario(KINGDOM, hands={0: ["Expand"]}), "play Expand")
    assert zones(s, 0) == {"in_play": ["Expand"]} and s.trash == ()
    assert s.waiting_for() == 0 and "end turn" in choices(s)


def test_bridge_lowers_both_costs() -> None:
    """With Bridge played, an Estate costs $1 and every card $1 less: trashing the Estate reaches
    $4, so the cards printed at $5 (Duchy) are offered, Gold ($5 now) is not."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Expand", "Estate"]}, decks={0: ["Copper"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Expand")
    assert choices(s) == ("trash Copper", "trash Estate")
    s = act(s, "trash Estate")
    assert choices(s) == gains(5)
    s = act(s, "gain Duchy")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Duchy"],
                           "in_play": ["Village", "Bridge", "Expand"]}


def test_throne_room_and_kings_court() -> None:
    """Throne Room: two trash-and-gain rounds; King's Court: three, the last with an empty hand."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Expand", "Copper", "Estate"]})
    s = act(act(act(s, "play Throne Room"), "play Expand"), "trash Copper")
    assert choices(s) == gains(3)
    s = act(s, "gain Silver")
    s = act(s, "gain Smithy")  # the Estate was forced: $2 + $3
    assert zones(s, 0) == {"discard": ["Smithy", "Silver"], "in_play": ["Throne Room", "Expand"]}
    assert names(s.trash) == ["Copper", "Estate"]
    kc = scenario(KINGDOM, hands={0: ["King's Court", "Expand", "Gold", "Silver"]})
    kc = act(act(act(kc, "play King's Court"), "play Expand"), "trash Gold")
    kc = act(act(kc, "gain Province"), "gain Gold")  # then the Silver, forced
    assert zones(kc, 0) == {"discard": ["Gold", "Province"], "in_play": ["King's Court", "Expand"]}
