"""Woodcutter (1st edition): "+1 Buy +$2."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones


def test_card_data() -> None:
    """A $3 Action from the 1st edition."""
    card = card_named("Woodcutter")
    assert (card.cost, card.type_line, card.edition, card.text) == (3, "Action", 1, "+1 Buy +$2.")


def test_plus_buy_and_coins() -> None:
    """+1 Buy +$2: two buys with $2 to spend, no card drawn."""
    s = scenario(["Woodcutter"], hands={0: ["Woodcutter", "Estate"]}, decks={0: ["Gold"]})
    s = act(s, "play Woodcutter")
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (0, 2, 2)
    assert zones(s, 0) == {"hand": ["Estate"], "deck": ["Gold"], "in_play": ["Woodcutter"]}
    assert "buy Estate" in choices(s) and "buy Silver" not in choices(s)
    s = act(s, "buy Estate")
    assert (s.player(0).buys, s.player(0).coins) == (1, 0)
    s = act(s, "buy Copper")  # no buy left: "end turn" is the only choice, so the turn ends
    assert s.current == 1
    assert (s.player(0).count("Copper"), s.player(0).count("Estate")) == (1, 2)
    assert (s.supply_count("Estate"), s.supply_count("Copper")) == (7, 45)
