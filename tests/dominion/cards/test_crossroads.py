"""Crossroads (Hinterlands, 2nd edition): "Reveal your hand. +1 Card per Victory card revealed. If
this is the first time you played a Crossroads this turn, +3 Actions."

FAQ: the revealed cards stay in hand; a card with the Victory type counts (Tunnel, Farmland);
later Crossroads this turn give cards but not Actions, and a Throne Room on Crossroads gives
+3 Actions only for the first of its two plays."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, zones

KINGDOM = ["Crossroads", "Tunnel", "Throne Room", "Village", "Smithy"]


def test_card_data() -> None:
    """A $2 Action of Hinterlands."""
    card = card_named("Crossroads")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action", "Hinterlands")


def test_draws_per_victory_card_and_three_actions() -> None:
    """Two Victory cards (an Estate, a Tunnel) in hand: +2 Cards; the first Crossroads: +3 Actions."""
    s = scenario(KINGDOM, hands={0: ["Crossroads", "Estate", "Tunnel", "Copper"]},
                 decks={0: ["Gold", "Silver", "Duchy"]})
    s = act(s, "play Crossroads")
    assert zones(s, 0) == {"hand": ["Estate", "Tunnel", "Copper", "Gold", "Silver"],
                           "deck": ["Duchy"], "in_play": ["Crossroads"]}
    assert s.player(0).actions == 3
    # the revealed hand is known to the other seat
    assert [m for _, m in s.player(0).hand_known[:3]] == [PUBLIC] * 3


def test_second_crossroads_gives_no_actions() -> None:
    """The second Crossroads of the turn draws for the Victory cards but gives no Actions."""
    s = scenario(KINGDOM, hands={0: ["Crossroads", "Crossroads", "Estate"]},
                 decks={0: ["Copper", "Province", "Silver"]})
    s = act(s, "play Crossroads")  # +1 Card (Copper), 3 Actions
    s = act(s, "play Crossroads")  # Estate: +1 Card (Province), no Actions
    assert zones(s, 0) == {"hand": ["Estate", "Copper", "Province"], "deck": ["Silver"],
                           "in_play": ["Crossroads", "Crossroads"]}
    assert s.player(0).actions == 2


def test_no_victory_cards() -> None:
    """No Victory card in hand: no card drawn, still +3 Actions."""
    s = act(scenario(KINGDOM, hands={0: ["Crossroads", "Copper"]}, decks={0: ["Gold"]}),
            "play Crossroads")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Crossroads"]}
    assert s.player(0).actions == 3


def test_throne_room() -> None:
    """Throne Room: the first play gives +3 Actions, the second does not; each draws per Victory
    card then in hand (the first play drew a Duchy: the second draws two)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Crossroads", "Estate"]},
                 decks={0: ["Duchy", "Copper", "Silver", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Crossroads")
    assert zones(s, 0) == {"hand": ["Estate", "Duchy", "Copper", "Silver"], "deck": ["Gold"],
                           "in_play": ["Throne Room", "Crossroads"]}
    assert s.player(0).actions == 3
