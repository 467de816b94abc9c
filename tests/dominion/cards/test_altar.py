"""Altar (Dark Ages), $6 Action: "Trash a card from your hand. Gain a card costing up to $5."
(FAQ: you trash a card from your hand if you can, and then gain a card whether or not you trashed
one; the gained card comes from the Supply and is put into your discard pile.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Altar", "Throne Room", "Cultist", "Laboratory", "Village", "Market"]


def test_card_data() -> None:
    card = card_named("Altar")
    assert (card.cost, card.type_line, card.set_name) == (6, "Action", "Dark Ages")


def test_trashes_a_card_then_gains_one_costing_up_to_five() -> None:
    s = scenario(KINGDOM, hands={0: ["Altar", "Copper", "Estate"]})
    s = act(s, "play Altar")
    assert choices(s) == ("trash Copper", "trash Estate")
    s = act(s, "trash Estate")
    offered = choices(s)
    assert {"gain Laboratory", "gain Market", "gain Duchy", "gain Curse"} <= set(offered)
    assert "gain Gold" not in offered and "gain Altar" not in offered
    s = act(s, "gain Laboratory")
    assert names(s.trash) == ["Estate"]
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Laboratory"], "in_play": ["Altar"]}
    assert s.supply_count("Laboratory") == 9


def test_gains_even_with_nothing_to_trash() -> None:
    s = scenario(KINGDOM, hands={0: ["Altar"]})
    s = act(s, "play Altar")
    s = act(s, "gain Market")
    assert s.trash == ()
    assert zones(s, 0) == {"discard": ["Market"], "in_play": ["Altar"]}


def test_what_the_trashing_does_comes_before_the_gain() -> None:
    """A trashed Cultist draws 3 before the gain is chosen."""
    s = scenario(KINGDOM, hands={0: ["Altar", "Cultist"]}, decks={0: ["Gold", "Silver", "Copper"]})
    s = act(s, "play Altar")  # the only card: trashed without asking
    assert names(s.trash) == ["Cultist"]
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Copper"], "in_play": ["Altar"]}
    s = act(s, "gain Village")
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Copper"], "discard": ["Village"],
                           "in_play": ["Altar"]}


def test_throne_room_trashes_and_gains_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Altar", "Copper", "Estate"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Altar")
    s = act(s, "trash Copper")
    s = act(s, "gain Silver")  # the second play trashes the Estate, the only card left
    assert names(s.trash) == ["Copper", "Estate"] and "hand" not in zones(s, 0)
    s = act(s, "gain Duchy")
    assert sorted(names(s.trash)) == ["Copper", "Estate"]
    assert zones(s, 0) == {"discard": ["Duchy", "Silver"], "in_play": ["Throne Room", "Altar"]}
