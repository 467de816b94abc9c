"""Mine: "You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to $3
more than it."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Mine"]


def test_card_data() -> None:
    """A $5 Action."""
    assert card_named("Mine").cost == 5


def test_copper_into_silver_to_hand() -> None:
    """Trash a Copper ($0): gain a Treasure costing up to $3, to the hand."""
    s = scenario(KINGDOM, hands={0: ["Mine", "Copper", "Estate", "Silver"]})
    s = act(s, "play Mine")
    assert choices(s) == ("trash Copper", "trash Silver", "no")
    s = act(s, "trash Copper", pid=0)
    assert choices(s) == ("gain Copper", "gain Silver")
    s = act(s, "gain Silver")
    assert zones(s, 0) == {"hand": ["Estate", "Silver", "Silver"], "in_play": ["Mine"]}
    assert names(s.trash) == ["Copper"]
    assert s.supply_count("Silver") == 39


def test_silver_into_gold() -> None:
    """Trash a Silver ($3): Gold ($6) is within reach."""
    s = scenario(KINGDOM, hands={0: ["Mine", "Silver"]})
    s = act(act(act(s, "play Mine"), "trash Silver"), "gain Gold")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Mine"]}


def test_may_decline() -> None:
    """``no``: nothing trashed or gained."""
    s = act(act(scenario(KINGDOM, hands={0: ["Mine", "Copper"]}), "play Mine"), "no")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Mine"]}
    assert s.trash == ()


def test_no_treasure_in_hand() -> None:
    """No Treasure: nothing asked."""
    s = act(scenario(KINGDOM, hands={0: ["Mine", "Estate"]}), "play Mine")
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Mine"]}


def test_empty_silver_pile() -> None:
    """Silver is gone: a trashed Copper can only become a Copper (gained without asking)."""
    s = scenario(KINGDOM, hands={0: ["Mine", "Copper", "Estate"]}, supply={"Silver": 0})
    s = act(act(s, "play Mine"), "trash Copper")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "in_play": ["Mine"]}
    assert s.supply_count("Copper") == 45
