"""Rebuild (Dark Ages), $5 Action: "+1 Action. Name a card. Reveal cards from your deck until you
reveal a Victory card you did not name. Discard the rest, trash the Victory card, and gain a
Victory card costing up to $3 more than it." (FAQ: any card may be named; a shuffle in the middle
does not shuffle in the revealed cards; with deck and discard pile run out, everything revealed is
discarded and nothing more happens; the gained card comes from the Supply, to the discard pile.)

``name <Card>`` for every card in the game (DESIGN), then ``gain <Card>``."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Rebuild", "Throne Room", "Gardens", "Tunnel", "Village"]


def test_card_data() -> None:
    card = card_named("Rebuild")
    assert (card.cost, card.type_line, card.actions, card.set_name) == (
        5, "Action", 1, "Dark Ages")


def test_skips_the_named_card_and_rebuilds_the_next_victory_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Rebuild"]},
                 decks={0: ["Copper", "Province", "Estate", "Gold"]})
    s = act(s, "play Rebuild")
    assert "name Province" in choices(s) and "name Rebuild" in choices(s)
    s = act(s, "name Province")
    assert names(s.trash) == ["Estate"]
    assert choices(s) == ("gain Estate", "gain Duchy", "gain Tunnel", "gain Gardens")  # up to $5
    s = act(s, "gain Duchy")
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Duchy", "Province", "Copper"],
                           "in_play": ["Rebuild"]}
    assert (s.player(0).actions, s.supply_count("Duchy")) == (1, 7)


def test_naming_another_card_takes_the_first_victory_card() -> None:
    """A Province rebuilt: any Victory card up to $11 (here the Province, or a cheaper one)."""
    s = scenario(KINGDOM, hands={0: ["Rebuild"]}, decks={0: ["Silver", "Province", "Estate"]})
    s = act(act(s, "play Rebuild"), "name Copper")
    assert names(s.trash) == ["Province"]
    assert choices(s) == ("gain Estate", "gain Duchy", "gain Province", "gain Tunnel",
                          "gain Gardens")
    s = act(s, "gain Province")
    assert zones(s, 0) == {"deck": ["Estate"], "discard": ["Province", "Silver"],
                           "in_play": ["Rebuild"]}


def test_nothing_found_discards_everything() -> None:
    s = scenario(KINGDOM, hands={0: ["Rebuild"]}, decks={0: ["Estate", "Copper", "Estate"]})
    s = act(act(s, "play Rebuild"), "name Estate")
    assert s.trash == ()
    assert zones(s, 0) == {"discard": ["Estate", "Copper", "Estate"], "in_play": ["Rebuild"]}


def test_the_revealed_cards_are_not_shuffled_in() -> None:
    s = scenario(KINGDOM, hands={0: ["Rebuild"]}, decks={0: ["Copper"]}, discards={0: ["Estate"]})
    s = act(act(act(s, "play Rebuild"), "name Province"), "gain Gardens")
    assert names(s.trash) == ["Estate"]
    assert zones(s, 0) == {"discard": ["Gardens", "Copper"], "in_play": ["Rebuild"]}


def test_what_reacts_to_the_discard_comes_before_the_trashing() -> None:
    """Tunnel (a Victory card) named and discarded is offered first; its Gold is gained before
    the Estate is trashed."""
    s = scenario(KINGDOM, hands={0: ["Rebuild"]}, decks={0: ["Tunnel", "Estate"]})
    s = act(act(s, "play Rebuild"), "name Tunnel")
    assert choices(s) == ("reveal Tunnel", "no") and s.trash == ()
    s = act(s, "reveal Tunnel")
    assert names(s.trash) == ["Estate"] and zones(s, 0)["discard"] == ["Gold", "Tunnel"]
    s = act(s, "gain Duchy")
    assert zones(s, 0) == {"discard": ["Duchy", "Gold", "Tunnel"], "in_play": ["Rebuild"]}


def test_throne_room_rebuilds_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Rebuild"]},
                 decks={0: ["Estate", "Copper", "Duchy", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Rebuild")
    s = act(act(s, "name Province"), "gain Duchy")
    s = act(act(s, "name Estate"), "gain Province")
    assert names(s.trash) == ["Estate", "Duchy"]
    assert zones(s, 0) == {"deck": ["Silver"], "discard": ["Province", "Copper", "Duchy"],
                           "in_play": ["Throne Room", "Rebuild"]}
    assert s.player(0).actions == 2
