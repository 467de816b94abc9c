"""Witch's Hut (Hinterlands, 2nd edition): "+4 Cards. Discard 2 cards, revealed. If they're both
Actions, each other player gains a Curse."

A Moat revealed when it is played keeps that player from the Curse; the Curses are gained in turn
order, after the discards (and what reacts to them, Tunnel) resolved; discarding fewer than 2 (a
hand of one card) cannot be "both Actions"."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Witch's Hut", "Moat", "Throne Room", "Village", "Smithy", "Tunnel"]


def test_card_data() -> None:
    """A $5 Action - Attack of Hinterlands."""
    card = card_named("Witch's Hut")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Attack", "Hinterlands")


def test_two_actions_curse() -> None:
    """Discarding Village and Smithy: seat 1 gains a Curse."""
    s = scenario(KINGDOM, hands={0: ["Witch's Hut", "Village"]},
                 decks={0: ["Smithy", "Copper", "Copper", "Estate"]})
    s = act(s, "play Witch's Hut")
    assert choices(s)[0] == "discard Copper"
    s = act(s, "discard Smithy", "discard Village")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Estate"],
                           "discard": ["Village", "Smithy"], "in_play": ["Witch's Hut"]}
    assert zones(s, 1) == {"discard": ["Curse"]}


def test_not_both_actions() -> None:
    """Discarding Village and Copper: no Curse."""
    s = scenario(KINGDOM, hands={0: ["Witch's Hut", "Village"]},
                 decks={0: ["Smithy", "Copper", "Copper", "Estate"]})
    s = act(act(s, "play Witch's Hut"), "discard Copper", "discard Village")
    assert zones(s, 1) == {}
    assert s.supply_count("Curse") == 10


def test_moat_and_three_players() -> None:
    """Seat 1 reveals Moat: only seat 2 gains a Curse."""
    s = scenario(KINGDOM, players=3, hands={0: ["Witch's Hut", "Village", "Smithy"], 1: ["Moat"]},
                 decks={0: ["Copper"] * 4})
    s = act(act(s, "play Witch's Hut"), "reveal Moat", pid=1)
    s = act(s, "discard Smithy", "discard Village")
    assert zones(s, 1) == {"hand": ["Moat"]}
    assert zones(s, 2) == {"discard": ["Curse"]}
    assert s.supply_count("Curse") == 19


def test_throne_room() -> None:
    """Throne Room: +8 Cards, discard 2 twice; two Actions only the first time: one Curse."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Witch's Hut"]},
                 decks={0: ["Village", "Smithy"] + ["Copper"] * 6})
    s = act(act(s, "play Throne Room"), "play Witch's Hut")
    s = act(s, "discard Smithy", "discard Village")  # the second discard: Coppers only, forced
    assert zones(s, 1) == {"discard": ["Curse"]}
    assert len(s.player(0).hand) == 4


def test_tunnel_first_then_curse() -> None:
    """Discarding Tunnel is heard before the Curses: the Gold is gained, then seat 1's Curse."""
    s = scenario(KINGDOM, hands={0: ["Witch's Hut", "Tunnel"]},
                 decks={0: ["Village", "Copper", "Copper", "Copper"]})
    s = act(act(s, "play Witch's Hut"), "discard Tunnel", "discard Village")
    assert s.waiting_for() == 0 and choices(s) == ("reveal Tunnel", "no")
    assert s.supply_count("Curse") == 10
    s = act(s, "reveal Tunnel")
    assert zones(s, 0)["discard"][0] == "Gold"
    assert zones(s, 1) == {}  # Tunnel is not an Action: no Curse
