"""Wheelwright (Hinterlands, 2nd edition): "+1 Card +1 Action. You may discard a card to gain an
Action card costing as much as it or less."

The bound is the discarded card's cost now; only Action cards; discarding is optional (``no``)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Wheelwright", "Village", "Smithy", "Moat", "Throne Room", "Tunnel", "Gardens"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands."""
    card = card_named("Wheelwright")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands")


def test_discard_to_gain_an_action() -> None:
    """Discard a Gold ($6): an Action costing up to $6 (not Gardens, not Silver)."""
    s = scenario(KINGDOM, hands={0: ["Wheelwright", "Gold"]}, decks={0: ["Copper"]})
    s = act(s, "play Wheelwright")
    assert choices(s) == ("discard Copper", "discard Gold", "no")
    s = act(s, "discard Gold")
    assert set(choices(s)) == {"gain Village", "gain Smithy", "gain Moat", "gain Throne Room",
                               "gain Wheelwright"}
    s = act(s, "gain Smithy")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Smithy", "Gold"],
                           "in_play": ["Wheelwright"]}
    assert s.player(0).actions == 1


def test_cheap_discard_and_no() -> None:
    """Discard an Estate ($2): only Moat; a Copper ($0): nothing; ``no``: nothing discarded."""
    s = act(scenario(KINGDOM, hands={0: ["Wheelwright", "Estate"]}), "play Wheelwright")
    s = act(s, "discard Estate")  # Moat, the only choice, gained without asking
    assert zones(s, 0) == {"discard": ["Moat", "Estate"], "in_play": ["Wheelwright"]}
    c = act(act(scenario(KINGDOM, hands={0: ["Wheelwright", "Copper"]}), "play Wheelwright"),
            "discard Copper")
    assert zones(c, 0) == {"discard": ["Copper"], "in_play": ["Wheelwright"]}
    n = act(act(scenario(KINGDOM, hands={0: ["Wheelwright", "Copper"]}), "play Wheelwright"), "no")
    assert zones(n, 0) == {"hand": ["Copper"], "in_play": ["Wheelwright"]}


def test_discarded_tunnel_first() -> None:
    """A discarded Tunnel ($3) is revealed for its Gold before the gain (an Action up to $3)."""
    s = act(scenario(KINGDOM, hands={0: ["Wheelwright", "Tunnel"]}), "play Wheelwright")
    s = act(act(s, "discard Tunnel"), "reveal Tunnel")
    s = act(s, "gain Village")
    assert zones(s, 0) == {"discard": ["Village", "Gold", "Tunnel"], "in_play": ["Wheelwright"]}


def test_throne_room() -> None:
    """Throne Room: two draws, two discards and gains."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Wheelwright"]}, decks={0: ["Silver", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Wheelwright")
    s = act(act(s, "discard Silver"), "gain Village")
    s = act(s, "discard Estate")  # then the Moat, the only choice
    assert zones(s, 0) == {"discard": ["Moat", "Estate", "Village", "Silver"],
                           "in_play": ["Throne Room", "Wheelwright"]}
