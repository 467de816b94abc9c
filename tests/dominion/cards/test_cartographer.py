"""Cartographer (Hinterlands, 2nd edition): "+1 Card +1 Action. Look at the top 4 cards of your
deck. Discard any number of them, then put the rest back in any order."

Picks as Sentry's: ``discard <Card>`` (by name), then ``topdeck <Card>`` in any order (the last
picked ends on top). Fewer than 4 cards after a shuffle: look at what there is (FAQ)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Cartographer", "Throne Room", "Tunnel", "Village"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands."""
    card = card_named("Cartographer")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands")


def test_discard_some_put_back_the_rest() -> None:
    """Look at Estate, Gold, Curse, Silver: discard Curse and Estate, put Silver then Gold back."""
    s = scenario(KINGDOM, hands={0: ["Cartographer"]},
                 decks={0: ["Copper", "Estate", "Gold", "Curse", "Silver", "Duchy"]})
    s = act(s, "play Cartographer")
    assert choices(s)[:4] == ("discard Curse", "discard Estate", "discard Gold", "discard Silver")
    assert "discard Copper" not in choices(s)  # drawn first
    s = act(s, "discard Curse", "discard Estate", "topdeck Silver", "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold", "Silver", "Duchy"],
                           "discard": ["Estate", "Curse"], "in_play": ["Cartographer"]}
    assert s.player(0).actions == 1


def test_discarded_tunnel_reveals() -> None:
    """A Tunnel discarded from the top of the deck may be revealed for a Gold."""
    s = scenario(KINGDOM, hands={0: ["Cartographer"]}, decks={0: ["Copper", "Tunnel"]})
    s = act(act(s, "play Cartographer"), "discard Tunnel")
    s = act(s, "reveal Tunnel")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Gold", "Tunnel"],
                           "in_play": ["Cartographer"]}


def test_throne_room() -> None:
    """Throne Room: two looks, each after its own draw; the second runs out of deck and shuffles
    the discarded Estate back in, so it looks at it again."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Cartographer"]},
                 decks={0: ["Copper", "Estate", "Silver", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Cartographer")
    s = act(s, "discard Estate", "topdeck Gold", "topdeck Silver")
    # second play: draws the Silver, looks at the Gold and (after a shuffle) the Estate
    s = act(s, "discard Estate", "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "deck": ["Gold"], "discard": ["Estate"],
                           "in_play": ["Throne Room", "Cartographer"]}
    assert s.player(0).actions == 2
