"""Bonfire (Adventures Event, $3): "Trash up to 2 cards you have in play." FAQ: "This only trashes
cards you have in play, not cards from your hand. You can trash zero, one, or two cards. If you
trash Treasures with this, this does not remove the $1 you got from playing those Treasures this
turn"."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Village", "Smithy", "Market"]


def _bought() -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Market", "Copper", "Copper", "Silver", "Estate"]},
                 decks={0: ["Duchy"]}, landscapes=["Bonfire"])
    s = act(s, "play Market")
    s = act(s, "play all treasures")  # $1 + $4
    return act(s, "buy Bonfire")


def test_card_data() -> None:
    """An Event of Adventures costing $3."""
    e = card_named("Bonfire")
    assert (e.cost, e.type_line, e.set_name) == (3, "Event", "Adventures")


def test_offers_only_cards_in_play() -> None:
    """Only cards in play are offered (the Estate and Duchy in hand are not)."""
    s = _bought()
    assert choices(s) == ("trash Copper", "trash Market", "trash Silver", "done")


def test_trash_two_cards_keeps_the_coins() -> None:
    """Two Coppers trashed: the $ they made stays ($5 - $3 = $2), the buy of Market left."""
    s = _bought()
    s = act(s, "trash Copper", "trash Copper")
    p = s.player(0)
    assert zones(s, 0) == {"hand": ["Estate", "Duchy"], "in_play": ["Market", "Silver"]}
    assert names(s.trash) == ["Copper", "Copper"]
    assert (p.coins, p.buys) == (2, 1)


def test_trash_one_card() -> None:
    """Up to 2: one card, then done."""
    s = act(_bought(), "trash Market", "done")
    assert names(s.trash) == ["Market"]
    assert zones(s, 0)["in_play"] == ["Copper", "Copper", "Silver"]


def test_trash_nothing() -> None:
    """Zero cards: done at once."""
    s = act(_bought(), "done")
    assert names(s.trash) == []
    assert zones(s, 0)["in_play"] == ["Market", "Copper", "Copper", "Silver"]


def test_nothing_in_play_asks_nothing() -> None:
    """No card in play: nothing to trash, the turn goes on."""
    s = scenario(KINGDOM, hands={0: ["Estate"]}, landscapes=["Bonfire"])
    s = s.with_player(0, s.player(0).with_counters(coins=3))
    s = act(s, "buy Bonfire")
    assert s.current == 1 and names(s.trash) == []
