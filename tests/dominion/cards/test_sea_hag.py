"""Sea Hag (Seaside, 1st edition): "Each other player discards the top card of his deck, then gains a
Curse card, putting it on top of his deck."

The victim's discarded card is public; a victim with no card to discard still gains the Curse.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Sea Hag", "Moat", "Throne Room"]


def test_card_data() -> None:
    """A $4 Action - Attack of Seaside's first edition."""
    card = card_named("Sea Hag")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Attack", "Seaside 1E")


def test_discard_top_then_curse_on_top() -> None:
    s = scenario(KINGDOM, hands={0: ["Sea Hag"]}, decks={1: ["Gold", "Copper"]})
    s = act(s, "play Sea Hag")
    assert zones(s, 1) == {"deck": ["Curse", "Copper"], "discard": ["Gold"]}
    assert s.supply_count("Curse") == 9
    assert zones(s, 0) == {"in_play": ["Sea Hag"]}


def test_empty_deck_shuffles_then_nothing_left_still_curse() -> None:
    s = scenario(KINGDOM, hands={0: ["Sea Hag"]}, discards={1: ["Estate"]})
    s = act(s, "play Sea Hag")
    assert zones(s, 1) == {"deck": ["Curse"], "discard": ["Estate"]}
    s = act(scenario(KINGDOM, hands={0: ["Sea Hag"]}), "play Sea Hag")
    assert zones(s, 1) == {"deck": ["Curse"]}


def test_three_players_and_moat() -> None:
    """Seat 1 reveals Moat; seat 2 is hit."""
    s = scenario(KINGDOM, hands={0: ["Sea Hag"], 1: ["Moat"]},
                 decks={1: ["Gold"], 2: ["Silver", "Estate"]}, players=3)
    s = act(s, "play Sea Hag")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold"]}
    assert zones(s, 2) == {"deck": ["Curse", "Estate"], "discard": ["Silver"]}


def test_throne_room_on_sea_hag() -> None:
    """The second attack discards the first Curse and puts a second one on top."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Sea Hag"]}, decks={1: ["Gold", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Sea Hag")
    assert zones(s, 1) == {"deck": ["Curse", "Copper"], "discard": ["Curse", "Gold"]}
    assert s.supply_count("Curse") == 8
