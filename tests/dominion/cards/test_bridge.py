"""Bridge (Intrigue): "+1 Buy +$1. This turn, cards (everywhere) cost $1 less."

The reduction stacks (two Bridges, or one under Throne Room or King's Court), is
floored at $0, lasts the turn, and is seen by every comparison: buying, Workshop's
"costing up to $4", Remodel's "up to $2 more than it"."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cost import cost
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Bridge", "Village", "Workshop", "Remodel", "Throne Room", "King's Court", "Market",
           "Laboratory"]


def test_card_data() -> None:
    """A $4 Action of Intrigue with +1 Buy +$1."""
    card = card_named("Bridge")
    assert (card.cost, card.type_line, card.buys, card.coins, card.set_name) == (
        4, "Action", 1, 1, "Intrigue")


def test_plus_buy_plus_coin_and_cheaper_buys() -> None:
    """+1 Buy +$1; a Gold costs $5: $1 + $4 buys it, then a Copper with the second buy."""
    s = scenario(KINGDOM, hands={0: ["Bridge", "Silver", "Silver"]})
    s = act(s, "play Bridge")
    assert (s.player(0).buys, s.player(0).coins) == (2, 1)
    assert cost(s, card_named("Gold")) == 5 and cost(s, card_named("Province")) == 7
    s = act(s, "play all treasures")
    assert "buy Gold" in choices(s) and "buy Province" not in choices(s)
    s = act(s, "buy Gold")
    assert s.player(0).coins == 0
    assert choices(s) == ("buy Copper", "buy Curse", "end turn")  # $0 cards: Copper, Curse
    s = act(s, "buy Copper")  # the last buy ends the turn
    assert (s.supply_count("Gold"), s.supply_count("Copper"), s.current) == (29, 45, 1)


def test_two_bridges_stack() -> None:
    """Two Bridges: $2 less; a Province costs $6."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Bridge", "Gold"]},
                 decks={0: ["Copper"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Bridge")
    assert s.player(0).coins == 2 and s.player(0).buys == 3
    assert cost(s, card_named("Province")) == 6
    s = act(act(s, "play all treasures"), "buy Province")
    assert s.player(0).coins == 0
    assert zones(s, 0)["discard"] == ["Province"]


def test_throne_room_on_bridge() -> None:
    """Throne Room: played twice, $2 less, +2 Buys, +$2."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Bridge"]})
    s = act(act(s, "play Throne Room"), "play Bridge")
    assert (s.player(0).buys, s.player(0).coins) == (3, 2)
    assert cost(s, card_named("Gold")) == 4 and cost(s, card_named("Silver")) == 1


def test_kings_court_on_bridge_floors_at_zero() -> None:
    """King's Court: $3 less; an Estate costs $0, not -$1, and buying it leaves the coins alone."""
    s = scenario(KINGDOM, hands={0: ["King's Court", "Bridge"]})
    s = act(act(s, "play King's Court"), "play Bridge")
    assert (s.player(0).buys, s.player(0).coins) == (4, 3)
    assert cost(s, card_named("Estate")) == 0 and cost(s, card_named("Copper")) == 0
    assert cost(s, card_named("Gold")) == 3
    s = act(s, "buy Estate")
    assert s.player(0).coins == 3
    s = act(s, "buy Gold")
    assert s.player(0).coins == 0
    assert zones(s, 0)["discard"] == ["Gold", "Estate"]


def test_workshop_sees_the_reduction() -> None:
    """After Bridge, Workshop's "up to $4" reaches the printed $5 cards, not Gold ($5 now)."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Workshop"]}, decks={0: ["Copper"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Workshop")
    offered = choices(s)
    assert {"gain Market", "gain Laboratory", "gain Duchy"} <= set(offered)
    assert not {"gain Gold", "gain Province", "gain King's Court"} & set(offered)
    s = act(s, "gain Laboratory")
    assert zones(s, 0)["discard"] == ["Laboratory"]


def test_remodel_sees_the_reduction() -> None:
    """After Bridge an Estate costs $1: Remodel gains up to $3 now, i.e. a printed $4."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Remodel", "Estate"]},
                 decks={0: ["Copper"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Remodel")
    s = act(s, "trash Estate")
    offered = choices(s)
    assert "gain Remodel" in offered and "gain Bridge" in offered and "gain Market" not in offered
    s = act(s, "gain Bridge")
    assert zones(s, 0)["discard"] == ["Bridge"]


def test_the_reduction_ends_with_the_turn() -> None:
    """Next turn costs are printed costs again (and seat 1 never saw them reduced after)."""
    s = scenario(KINGDOM, hands={0: ["Bridge"]}, decks={0: ["Copper"] * 5, 1: ["Copper"] * 5})
    s = act(s, "play Bridge")
    assert cost(s, card_named("Province")) == 7
    s = act(act(s, "buy Copper"), "end turn")
    assert s.current == 1
    assert cost(s, card_named("Province")) == 8
