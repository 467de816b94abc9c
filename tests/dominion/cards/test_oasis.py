"""Oasis (Hinterlands, 2nd edition): "+1 Card +1 Action +$1. Discard a card."

The discard is not optional; with an empty hand nothing is discarded. A discarded Tunnel may be
revealed (it is not Clean-up)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Oasis", "Tunnel", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $3 Action of Hinterlands."""
    card = card_named("Oasis")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action", "Hinterlands")


def test_draw_then_discard_a_card() -> None:
    """+1 Card +1 Action +$1, then a card is discarded (no "no" offered)."""
    s = act(scenario(KINGDOM, hands={0: ["Oasis", "Estate"]}, decks={0: ["Copper", "Gold"]}),
            "play Oasis")
    assert choices(s) == ("discard Copper", "discard Estate")
    s = act(s, "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "discard": ["Estate"],
                           "in_play": ["Oasis"]}
    p = s.player(0)
    assert (p.actions, p.coins) == (1, 1)


def test_discarding_tunnel() -> None:
    """A Tunnel discarded to Oasis may be revealed for a Gold."""
    s = act(scenario(KINGDOM, hands={0: ["Oasis", "Tunnel"]}, decks={0: ["Copper"]}), "play Oasis")
    s = act(act(s, "discard Tunnel"), "reveal Tunnel")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Gold", "Tunnel"], "in_play": ["Oasis"]}


def test_throne_room() -> None:
    """Throne Room: +2 Cards +2 Actions +$2, two cards discarded."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Oasis", "Estate"]},
                 decks={0: ["Copper", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Oasis")
    s = act(s, "discard Estate")
    s = act(s, "discard Copper")
    assert zones(s, 0) == {"hand": ["Silver"], "discard": ["Copper", "Estate"],
                           "in_play": ["Throne Room", "Oasis"]}
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
