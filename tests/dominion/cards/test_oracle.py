"""Oracle (Hinterlands, 1st edition): "Each player (including you) reveals the top 2 cards of his
deck, and you choose one: either he discards them, or he puts them back on top in an order he
chooses. +2 Cards."

You first, then each other player in turn order (Moat keeps a player out); the choice is the
Oracle's player's, ``discard them`` or ``put them back`` (the order is then the revealing
player's, ``topdeck <Card>``, asked only for two different cards); +2 Cards comes last."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Oracle", "Moat", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $3 Action - Attack of Hinterlands 1E."""
    card = card_named("Oracle")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Attack", "Hinterlands 1E")


def test_self_then_victim_then_draw() -> None:
    """Seat 0 keeps its Gold and Silver (ordering them: Silver on top), discards seat 1's; then
    draws the two cards it put back."""
    s = scenario(KINGDOM, hands={0: ["Oracle"]}, decks={0: ["Gold", "Silver", "Copper"],
                                                      1: ["Province", "Duchy", "Estate"]})
    s = act(s, "play Oracle")
    assert choices(s) == ("discard them", "put them back")
    s = act(s, "put them back", pid=0)
    s = act(s, "topdeck Gold", pid=0)  # Gold first, Silver on top
    assert choices(s) == ("discard them", "put them back")
    s = act(s, "discard them", pid=0)
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Duchy", "Province"]}
    assert zones(s, 0) == {"hand": ["Silver", "Gold"], "deck": ["Copper"], "in_play": ["Oracle"]}


def test_victim_orders_put_back() -> None:
    """Seat 1's cards put back: seat 1 picks the order."""
    s = scenario(KINGDOM, hands={0: ["Oracle"]}, decks={0: ["Copper", "Copper"],
                                                      1: ["Province", "Gold"]})
    s = act(s, "play Oracle")
    s = act(s, "put them back", pid=0)  # two Coppers: no order to pick
    s = act(s, "put them back", pid=0)
    assert s.waiting_for() == 1 and choices(s) == ("topdeck Gold", "topdeck Province")
    s = act(s, "topdeck Gold", pid=1)
    assert zones(s, 1) == {"deck": ["Province", "Gold"]}
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "in_play": ["Oracle"]}


def test_moat_and_three_players() -> None:
    """Seat 1 reveals Moat: only seat 0 and seat 2 reveal."""
    s = scenario(KINGDOM, players=3, hands={0: ["Oracle"], 1: ["Moat"]},
                 decks={0: ["Copper"] * 3, 1: ["Gold", "Gold"], 2: ["Silver", "Estate"]})
    s = act(act(s, "play Oracle"), "reveal Moat", pid=1)
    s = act(s, "discard them", pid=0)
    s = act(s, "discard them", pid=0)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold", "Gold"]}
    assert zones(s, 2) == {"discard": ["Estate", "Silver"]}
    # +2 Cards: the deck's last Copper, then the discarded two are shuffled for the second
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "deck": ["Copper"],
                           "in_play": ["Oracle"]}


def test_throne_room() -> None:
    """Throne Room: twice everything, +4 Cards."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Oracle"]},
                 decks={0: ["Copper"] * 8, 1: ["Estate"] * 4})
    s = act(act(s, "play Throne Room"), "play Oracle")
    for _ in range(4):
        s = act(s, "discard them", pid=0)
    assert len(s.player(0).hand) == 4 and len(s.player(0).discard) == 4
    assert zones(s, 1) == {"discard": ["Estate"] * 4}
