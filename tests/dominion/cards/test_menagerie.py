"""Menagerie (Cornucopia): "+1 Action. Reveal your hand. If there are no duplicate cards in it, +3
Cards. Otherwise, +1 Card."

The hand is revealed after Menagerie left it (it is in play); an empty hand has no duplicates
(wiki.dominionstrategy.com/index.php/Menagerie, Official FAQ)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Menagerie", "Throne Room"]


def test_card_data() -> None:
    """A $3 Action of Cornucopia."""
    c = card_named("Menagerie")
    assert (c.cost, c.actions, c.type_line, c.set_name) == (3, 1, "Action", "Cornucopia")


def test_no_duplicates_three_cards() -> None:
    """Estate, Copper, Silver (and a second Menagerie in play counts not): +3 Cards."""
    s = scenario(KINGDOM, hands={0: ["Menagerie", "Estate", "Copper", "Silver"]},
                 decks={0: ["Gold", "Gold", "Gold", "Duchy"]})
    s = act(s, "play Menagerie")
    assert zones(s, 0) == {"hand": ["Estate", "Copper", "Silver", "Gold", "Gold", "Gold"],
                           "deck": ["Duchy"], "in_play": ["Menagerie"]}
    assert s.player(0).actions == 1


def test_duplicates_one_card_and_the_hand_is_known() -> None:
    """Two Coppers: +1 Card; the revealed hand is known to seat 1."""
    s = scenario(KINGDOM, hands={0: ["Menagerie", "Copper", "Copper", "Silver"]},
                 decks={0: ["Gold", "Gold"]})
    s = act(s, "play Menagerie")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Silver", "Gold"], "deck": ["Gold"],
                           "in_play": ["Menagerie"]}
    assert [c.name for c, _ in s.player(0).hand_known] == ["Copper", "Copper", "Silver"]


def test_empty_hand_and_throne_room() -> None:
    """Throne Room with nothing else: an empty hand has no duplicates (+3 Cards: Gold, Silver,
    Copper), then that hand has none either: +3 more."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Menagerie"]},
                 decks={0: ["Gold", "Silver", "Copper", "Estate", "Duchy", "Province", "Curse"]})
    s = act(act(s, "play Throne Room"), "play Menagerie")
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Copper", "Estate", "Duchy", "Province"],
                           "deck": ["Curse"], "in_play": ["Throne Room", "Menagerie"]}
    assert s.player(0).actions == 2
