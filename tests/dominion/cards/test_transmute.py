"""Transmute (Alchemy, $0 and a potion): "Trash a card from your hand. If it's an... Action card,
gain a Duchy; Treasure card, gain a Transmute; Victory card, gain a Gold."

The trashing is not optional; a card of two types gives both gains (each type is checked), in
the printed order.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Transmute", "Throne Room", "Great Hall", "Village"]


def test_card_data() -> None:
    """$0 and a potion; an Action of Alchemy."""
    card = card_named("Transmute")
    assert (card.cost, card.potion, card.type_line, card.set_name) == (0, 1, "Action", "Alchemy")


def test_each_type_gives_its_gain() -> None:
    """An Action: a Duchy; a Treasure: a Transmute; a Victory card: a Gold."""
    for trashed, gained in (("Village", "Duchy"), ("Copper", "Transmute"), ("Estate", "Gold")):
        s = scenario(KINGDOM, hands={0: ["Transmute", trashed]})
        s = act(s, "play Transmute")  # a single card: the trashing is forced, never asked
        assert names(s.trash) == [trashed]
        assert zones(s, 0) == {"discard": [gained], "in_play": ["Transmute"]}


def test_the_trash_is_mandatory_and_a_two_typed_card_gives_both() -> None:
    """Great Hall (Action - Victory): a Duchy and a Gold, in printed order."""
    s = scenario(KINGDOM, hands={0: ["Transmute", "Great Hall", "Curse"]})
    s = act(s, "play Transmute")
    assert choices(s) == ("trash Curse", "trash Great Hall")  # no `no`: it must trash
    s = act(s, "trash Great Hall")
    assert zones(s, 0) == {"hand": ["Curse"], "discard": ["Gold", "Duchy"],
                           "in_play": ["Transmute"]}
    s = scenario(KINGDOM, hands={0: ["Transmute", "Curse"]})
    s = act(s, "play Transmute")
    assert names(s.trash) == ["Curse"] and zones(s, 0) == {"in_play": ["Transmute"]}


def test_an_empty_pile_gives_nothing_and_an_empty_hand_trashes_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Transmute", "Estate"]}, supply={"Gold": 0})
    s = act(s, "play Transmute")
    assert zones(s, 0) == {"in_play": ["Transmute"]}
    s = act(scenario(KINGDOM, hands={0: ["Transmute"]}), "play Transmute")
    assert zones(s, 0) == {"in_play": ["Transmute"]} and s.trash == ()


def test_throne_room() -> None:
    """Twice: two cards trashed, a gain each (a Transmute for the Copper, a Gold for the Estate)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Transmute", "Copper", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Transmute")
    s = act(s, "trash Copper")  # the second play's trash is forced: the Estate
    assert sorted(names(s.trash)) == ["Copper", "Estate"]
    assert sorted(names(s.player(0).discard)) == ["Gold", "Transmute"]
    assert s.supply_count("Transmute") == 9
