"""Duke (Intrigue): "Worth 1 VP per Duchy you have."

Source: https://wiki.dominionstrategy.com/index.php/Duke (2nd-edition text). Every Duchy the
player owns counts, wherever it is."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario

KINGDOM = ["Duke"]


def test_card_data() -> None:
    """A $5 Victory card of Intrigue."""
    card = card_named("Duke")
    assert (card.cost, card.type_line, card.set_name) == (5, "Victory", "Intrigue")


def test_one_vp_per_duchy_in_every_zone() -> None:
    """Two Dukes and three Duchies (hand, deck, discard): 2 x 3 + 3 x 3 = 15 VP."""
    s = scenario(KINGDOM, hands={0: ["Duke", "Duchy"], 1: ["Duchy"]},
                 decks={0: ["Duchy", "Copper"], 1: []}, discards={0: ["Duke", "Duchy"], 1: []})
    assert s.scores()[0] == 15
    assert s.scores()[1] == 3  # seat 1 has a Duchy and no Duke


def test_no_duchy_no_points() -> None:
    """A Duke without Duchies is worth nothing (Estates do not count)."""
    s = scenario(KINGDOM, hands={0: ["Duke", "Estate"], 1: []}, decks={0: [], 1: []})
    assert s.scores()[0] == 1
