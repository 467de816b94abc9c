"""Margrave (Hinterlands, 2nd edition): "+3 Cards +1 Buy. Each other player draws a card, then
discards down to 3 cards in hand."

Each victim draws first, then discards (FAQ); Moat blocks all of it; in turn order."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Margrave", "Moat", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $5 Action - Attack of Hinterlands."""
    card = card_named("Margrave")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Attack", "Hinterlands")


def test_two_players() -> None:
    """Seat 1 draws a Gold, then discards down to 3 (it may discard the Gold)."""
    s = scenario(KINGDOM, hands={0: ["Margrave"], 1: ["Copper", "Estate", "Estate", "Silver"]},
                 decks={0: ["Copper"] * 3, 1: ["Gold"]})
    s = act(s, "play Margrave")
    assert s.waiting_for() == 1
    assert "discard Gold" in choices(s)
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Silver", "Gold"], "discard": ["Estate", "Estate"]}
    assert zones(s, 0) == {"hand": ["Copper"] * 3, "in_play": ["Margrave"]}
    assert s.player(0).buys == 2


def test_small_hand_draws_only() -> None:
    """A victim with 2 cards draws to 3 and discards nothing."""
    s = scenario(KINGDOM, hands={0: ["Margrave"], 1: ["Copper", "Estate"]}, decks={1: ["Gold"]})
    s = act(s, "play Margrave")
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"hand": ["Copper", "Estate", "Gold"]}


def test_moat_and_three_players() -> None:
    """Seat 1 reveals Moat (no draw, no discard); seat 2 draws and discards."""
    s = scenario(KINGDOM, players=3,
                 hands={0: ["Margrave"], 1: ["Moat", "Copper", "Copper", "Copper"],
                        2: ["Estate", "Copper", "Copper", "Copper"]},
                 decks={1: ["Gold"], 2: ["Silver"]})
    s = act(act(s, "play Margrave"), "reveal Moat", pid=1)
    s = act(s, "discard Copper", "discard Estate", pid=2)
    assert zones(s, 1) == {"hand": ["Moat", "Copper", "Copper", "Copper"], "deck": ["Gold"]}
    assert zones(s, 2) == {"hand": ["Copper", "Copper", "Silver"], "discard": ["Estate", "Copper"]}


def test_throne_room() -> None:
    """Throne Room: +6 Cards +2 Buys; the victim draws and discards twice."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Margrave"], 1: ["Copper"] * 4},
                 decks={0: ["Copper"] * 6, 1: ["Gold", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Margrave")
    s = act(s, "discard Copper", "discard Copper", pid=1)
    s = act(s, "discard Copper", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Gold", "Silver"], "discard": ["Copper"] * 3}
    assert s.player(0).buys == 3 and len(s.player(0).hand) == 6
