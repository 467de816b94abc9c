"""Remodel: "Trash a card from your hand. Gain a card costing up to $2 more than it."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Remodel", "Smithy", "Market"]


def test_card_data() -> None:
    """A $4 Action."""
    assert card_named("Remodel").cost == 4


def test_estate_into_a_four() -> None:
    """Trash an Estate ($2): gain a card costing up to $4 to the discard pile."""
    s = scenario(KINGDOM, hands={0: ["Remodel", "Estate", "Gold"]})
    s = act(s, "play Remodel")
    assert choices(s) == ("trash Estate", "trash Gold")  # mandatory: no decline
    s = act(s, "trash Estate", pid=0)
    assert choices(s) == ("gain Copper", "gain Silver", "gain Estate", "gain Curse", "gain Remodel",
                          "gain Smithy")
    s = act(s, "gain Smithy")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Smithy"], "in_play": ["Remodel"]}
    assert names(s.trash) == ["Estate"]
    assert s.supply_count("Smithy") == 9


def test_gold_into_province() -> None:
    """$6 + $2 reaches a Province."""
    s = scenario(KINGDOM, hands={0: ["Remodel", "Gold"]})
    s = act(act(s, "play Remodel"), "gain Province")  # the only card is trashed without asking
    assert zones(s, 0) == {"discard": ["Province"], "in_play": ["Remodel"]}
    assert names(s.trash) == ["Gold"]


def test_nothing_to_gain() -> None:
    """Trashing a Curse ($0): every pile costing up to $2 is empty, so nothing is gained."""
    s = scenario(KINGDOM, hands={0: ["Remodel", "Curse", "Copper"]},
                 supply={"Copper": 0, "Estate": 0, "Curse": 0})
    s = act(act(s, "play Remodel"), "trash Curse")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Remodel"]}
    assert names(s.trash) == ["Curse"]


def test_empty_hand() -> None:
    """Nothing to trash: nothing is gained either."""
    s = act(scenario(KINGDOM, hands={0: ["Remodel"]}), "play Remodel")
    assert zones(s, 0) == {"in_play": ["Remodel"]}
    assert s.trash == ()
