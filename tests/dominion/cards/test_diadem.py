"""Diadem (Cornucopia, a Prize): "Worth $2. When you play this, +$1 per unused Action you have (Action, not
Action card)."

A Prize costs $0, is not in the supply, one of its kind, gained only by Tournament from the Prize
pile (``state.table.non_supply``; wiki.dominionstrategy.com/index.php/Prize, Official Rules)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act

KINGDOM = ["Tournament", "Throne Room", "Moat", "Village", "Gardens"]


def test_card_data() -> None:
    """A $0 Treasure - Prize of Cornucopia, not in the supply."""
    c = card_named("Diadem")
    assert (c.cost, c.type_line, c.set_name) == (0, "Treasure - Prize", "Cornucopia 1E")
    assert c.text.endswith("(This is not in the Supply.)")
    start = scenario(KINGDOM, hands={})
    # not a supply pile; its pile outside the supply is counted the same way (DESIGN, Piles)
    assert "Diadem" not in start.mode.by_name and start.supply_count("Diadem") == 1


def test_diadem() -> None:
    """Played with 2 Actions unused: $2 + $2."""
    s = scenario(KINGDOM, hands={0: ["Village", "Diadem"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Village"), "play Diadem")  # no Action left in hand: the Buy phase
    assert s.player(0).coins == 4
