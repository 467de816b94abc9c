"""Steward (Intrigue): "Choose one: +2 Cards; or +$2; or trash 2 cards from your hand."

Source: https://wiki.dominionstrategy.com/index.php/Steward. Options labelled ``+2 Cards``,
``+$2``, ``trash 2 cards``; trashing takes exactly 2 (all there are with fewer)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Steward", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Steward")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action", "Intrigue")


def test_the_three_options() -> None:
    base = act(scenario(KINGDOM, hands={0: ["Steward", "Estate", "Copper", "Gold"]},
                        decks={0: ["Silver", "Silver", "Duchy"]}), "play Steward")
    assert choices(base) == ("+2 Cards", "+$2", "trash 2 cards")
    cards = act(base, "+2 Cards")
    assert zones(cards, 0)["hand"] == ["Estate", "Copper", "Gold", "Silver", "Silver"]
    coins = act(base, "+$2")
    assert coins.player(0).coins == 2 and len(coins.player(0).hand) == 3
    trash = act(base, "trash 2 cards")
    assert choices(trash) == ("trash Copper", "trash Estate")  # canonical: a 2nd pick after
    trash = act(trash, "trash Copper", "trash Estate")
    assert zones(trash, 0) == {"hand": ["Gold"], "deck": ["Silver", "Silver", "Duchy"],
                               "in_play": ["Steward"]}
    assert names(trash.trash) == ["Copper", "Estate"]


def test_trash_with_one_card_in_hand() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Steward", "Curse"]}), "play Steward"), "trash 2 cards")
    assert zones(s, 0) == {"in_play": ["Steward"]} and names(s.trash) == ["Curse"]


def test_throne_room_on_steward() -> None:
    """Draw 2, then trash 2 of the new hand."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Steward", "Estate"]},
                 decks={0: ["Curse", "Copper"]})
    s = act(act(act(s, "play Throne Room"), "play Steward"), "+2 Cards")
    s = act(act(s, "trash 2 cards"), "trash Curse", "trash Estate")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Throne Room", "Steward"]}
