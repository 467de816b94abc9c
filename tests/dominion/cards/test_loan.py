"""Loan (Prosperity 1E): "Worth $1. When you play this, reveal cards from your deck until you
reveal a Treasure. Discard it or trash it. Discard the other cards."

The Treasure is ``discard <Card>`` or ``trash <Card>``; the other revealed cards are discarded."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Loan", "Village"]


def test_card_data() -> None:
    """A $3 Treasure of Prosperity 1E worth $1."""
    c = card_named("Loan")
    assert (c.cost, c.coins, c.type_line, c.set_name) == (3, 1, "Treasure", "Prosperity 1E")


def test_trash_the_treasure() -> None:
    """Estate, Village, Copper revealed: trash the Copper, discard the others; $1."""
    s = scenario(KINGDOM, hands={0: ["Loan"]}, decks={0: ["Estate", "Village", "Copper", "Gold"]})
    s = act(s, "play Loan")
    assert choices(s) == ("discard Copper", "trash Copper")
    assert zones(s, 0)["set_aside"] == ["Estate", "Village", "Copper"]
    s = act(s, "trash Copper")
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Village", "Estate"], "in_play": ["Loan"]}
    assert names(s.trash) == ["Copper"] and s.player(0).coins == 1


def test_discard_the_treasure() -> None:
    """Discarding it: it goes to the discard pile first, the others on top of it."""
    s = scenario(KINGDOM, hands={0: ["Loan"]}, decks={0: ["Estate", "Silver"]})
    s = act(act(s, "play Loan"), "discard Silver")
    assert zones(s, 0) == {"discard": ["Estate", "Silver"], "in_play": ["Loan"]}
    assert s.trash == () and s.player(0).coins == 1


def test_no_treasure_discards_everything() -> None:
    """No Treasure left: nothing is asked, the revealed cards are discarded."""
    s = scenario(KINGDOM, hands={0: ["Loan"]}, decks={0: ["Estate"]}, discards={0: ["Village"]})
    s = act(s, "play Loan")
    assert sorted(zones(s, 0)["discard"]) == ["Estate", "Village"]
    assert s.waiting_for() == 0 and "end turn" in choices(s)
