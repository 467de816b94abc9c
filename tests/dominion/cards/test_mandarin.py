"""Mandarin (Hinterlands, 1st edition): "+$3. Put a card from your hand on top of your deck. When
you gain this, put all Treasures you have in play on top of your deck in any order."

Putting a card back is mandatory (FAQ); when gained (bought or otherwise) every Treasure in play
goes onto the deck, in the order its owner picks (``topdeck <Card>``, the last on top), the $
they made stays."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Mandarin", "Throne Room", "Market", "Village"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands 1E."""
    card = card_named("Mandarin")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands 1E")


def test_play() -> None:
    """+$3; the Estate goes on top of the deck."""
    s = scenario(KINGDOM, hands={0: ["Mandarin", "Estate", "Copper"]}, decks={0: ["Gold"]})
    s = act(s, "play Mandarin")
    assert choices(s) == ("topdeck Copper", "topdeck Estate")
    s = act(s, "topdeck Estate")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Estate", "Gold"], "in_play": ["Mandarin"]}
    assert s.player(0).coins == 3


def test_gained_treasures_onto_deck() -> None:
    """Bought with Gold, Silver, Copper in play (Market: a Buy left): they go onto the deck, in the
    order picked; the Market stays in play; the $ left stays."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Silver", "Copper"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "buy Mandarin")
    assert choices(s) == ("topdeck Copper", "topdeck Gold", "topdeck Silver")
    s = act(s, "topdeck Copper", "topdeck Gold")  # Silver last: on top
    assert zones(s, 0) == {"hand": ["Estate"], "deck": ["Silver", "Gold", "Copper"],
                           "discard": ["Mandarin"], "in_play": ["Market"]}
    assert s.player(0).coins == 2 and s.player(0).buys == 1


def test_throne_room() -> None:
    """Throne Room: +$6; two cards onto the deck, one at a time."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Mandarin", "Estate", "Copper", "Duchy"]})
    s = act(act(s, "play Throne Room"), "play Mandarin")
    s = act(act(s, "topdeck Estate"), "topdeck Duchy")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Duchy", "Estate"],
                           "in_play": ["Throne Room", "Mandarin"]}
    assert s.player(0).coins == 6
