"""Feast (1st edition): "Trash this card. Gain a card costing up to $5."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Feast", "Throne Room", "Market", "Adventurer", "Village"]


def test_card_data() -> None:
    """A $4 Action from the 1st edition."""
    card = card_named("Feast")
    assert (card.cost, card.type_line, card.edition) == (4, "Action", 1)


def test_trash_this_and_gain_up_to_five() -> None:
    """Feast trashes itself and gains a card costing up to $5 from the supply."""
    s = scenario(KINGDOM, hands={0: ["Feast", "Copper"]}, decks={0: ["Gold"]})
    s = act(s, "play Feast")
    assert s.waiting_for() == 0
    assert choices(s) == ("gain Copper", "gain Silver", "gain Estate", "gain Duchy", "gain Curse",
                          "gain Village", "gain Feast", "gain Throne Room", "gain Market")
    s = act(s, "gain Duchy")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "discard": ["Duchy"]}
    assert names(s.trash) == ["Feast"]
    assert s.supply_count("Duchy") == 7


def test_empty_piles_are_not_offered() -> None:
    """Only piles with cards left can be gained from."""
    s = scenario(KINGDOM, hands={0: ["Feast"]}, supply={"Market": 0, "Duchy": 0})
    labels = choices(act(s, "play Feast"))
    assert "gain Market" not in labels and "gain Duchy" not in labels
    assert "gain Village" in labels


def test_throne_roomed_feast_trashes_once_gains_twice() -> None:
    """Throne Room ruling: the second play cannot trash Feast again but still gains a card."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Feast"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Feast")
    assert names(s.trash) == ["Feast"]
    s = act(s, "gain Market")
    assert s.waiting_for() == 0 and "gain Village" in choices(s)
    s = act(s, "gain Village")
    assert zones(s, 0) == {"discard": ["Village", "Market"], "in_play": ["Throne Room"]}
    assert names(s.trash) == ["Feast"]
