"""Workshop: "Gain a card costing up to $4."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Workshop", "Smithy", "Market", "Gardens"]


def test_card_data() -> None:
    """A $3 Action."""
    assert card_named("Workshop").cost == 3


def test_gain_a_card_costing_up_to_4() -> None:
    """Every non-empty pile costing $4 or less, in supply order; the card goes to the discard pile."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, discards={0: ["Copper"]})
    s = act(s, "play Workshop")
    assert choices(s) == ("gain Copper", "gain Silver", "gain Estate", "gain Curse", "gain Workshop",
                          "gain Gardens", "gain Smithy")
    s = act(s, "gain Gardens", pid=0)
    assert zones(s, 0) == {"discard": ["Gardens", "Copper"], "in_play": ["Workshop"]}
    assert s.supply_count("Gardens") == 7


def test_empty_pile_is_not_offered() -> None:
    """An empty pile cannot be gained from."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, supply={"Smithy": 0, "Silver": 0})
    labels = choices(act(s, "play Workshop"))
    assert "gain Smithy" not in labels and "gain Silver" not in labels


def test_mandatory_gain_has_no_decline() -> None:
    """"Gain a card": there is no ``no``."""
    s = act(scenario(KINGDOM, hands={0: ["Workshop"]}), "play Workshop")
    assert "no" not in choices(s)
