"""Princess (Cornucopia, a Prize): "+1 Buy. While this is in play, cards cost $2 less, but not less than $0."

Official FAQ (wiki.dominionstrategy.com/index.php/Princess): a Throne Room on it does not make cards
cost $4 less. The reduction is kept with the turn's cost cuts (with Bridge's), once per turn:
the one Princess leaves play only at Clean-up.

A Prize costs $0, is not in the supply, one of its kind, gained only by Tournament from the Prize
pile (``state.table.non_supply``; wiki.dominionstrategy.com/index.php/Prize, Official Rules)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cost import cost
from tests.dominion.helpers import act

KINGDOM = ["Tournament", "Throne Room", "Moat", "Village", "Gardens"]


def test_card_data() -> None:
    """A $0 Action - Prize of Cornucopia, not in the supply."""
    c = card_named("Princess")
    assert (c.cost, c.type_line, c.set_name) == (0, "Action - Prize", "Cornucopia 1E")
    assert c.text.endswith("(This is not in the Supply.)")
    start = scenario(KINGDOM, hands={})
    # not a supply pile; its pile outside the supply is counted the same way (DESIGN, Piles)
    assert "Princess" not in start.mode.by_name and start.supply_count("Princess") == 1


def test_princess_and_throne_room() -> None:
    """+1 Buy, cards cost $2 less (never below $0); under a Throne Room still only $2 less."""
    s = scenario(KINGDOM, hands={0: ["Princess"]})
    s = act(s, "play Princess")
    assert s.player(0).buys == 2
    assert (cost(s, card_named("Province")), cost(s, card_named("Copper"))) == (6, 0)
    t = act(act(scenario(KINGDOM, hands={0: ["Throne Room", "Princess"]}), "play Throne Room"),
            "play Princess")
    assert cost(t, card_named("Province")) == 6 and t.player(0).buys == 3
