"""Border Village (Hinterlands, 2nd edition): "+1 Card +2 Actions. When you gain this, gain a
cheaper card."

FAQ: the cheaper card is one costing less than Border Village does now (Bridge lowers both); it
is gained however Border Village was gained (bought, or with a gainer)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Border Village", "Smithy", "Market", "Bridge", "Village", "Moat"]


def test_card_data() -> None:
    """A $6 Action of Hinterlands."""
    card = card_named("Border Village")
    assert (card.cost, card.type_line, card.set_name) == (6, "Action", "Hinterlands")


def test_play() -> None:
    """+1 Card +2 Actions."""
    s = act(scenario(KINGDOM, hands={0: ["Border Village"]}, decks={0: ["Gold"]}),
            "play Border Village")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Border Village"]}
    assert s.player(0).actions == 2


def test_bought_gains_a_cheaper_card() -> None:
    """Buying it: a card costing up to $5 (Market, Duchy; not Gold, not another Border Village)."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver", "Copper"]})
    s = act(act(s, "play all treasures"), "buy Border Village")
    offered = set(choices(s))
    assert {"gain Market", "gain Duchy", "gain Silver"} <= offered
    assert not offered & {"gain Gold", "gain Border Village", "gain Province"}
    s = act(s, "gain Market")
    assert s.supply_count("Market") == 9 and s.supply_count("Border Village") == 9


def test_with_bridge_costs_now() -> None:
    """With Bridge played Border Village costs $5: the cheaper card costs up to $4 now (Market
    costs $4: offered; Gold costs $5: not)."""
    s = scenario(KINGDOM, hands={0: ["Bridge", "Gold", "Silver"]})
    s = act(act(act(s, "play Bridge"), "play all treasures"), "buy Border Village")
    offered = set(choices(s))
    assert "gain Market" in offered and "gain Gold" not in offered


def test_gained_otherwise() -> None:
    """Gained with a Workshop after a Throne-Roomed Bridge (it costs $4 now): a cheaper card
    costing up to $3 now (Market at $3: offered; Gold at $4: not)."""
    s = scenario([*KINGDOM, "Workshop", "Throne Room"],
                 hands={0: ["Village", "Throne Room", "Bridge", "Workshop"]}, decks={0: ["Copper"]})
    s = act(act(act(s, "play Village"), "play Throne Room"), "play Bridge")
    s = act(act(s, "play Workshop"), "gain Border Village")
    offered = set(choices(s))
    assert "gain Market" in offered and "gain Gold" not in offered
    s = act(s, "gain Market")
    assert zones(s, 0)["discard"] == ["Market", "Border Village"]
