"""Quarry (Prosperity, 2nd edition): "$1. This turn, Action cards cost $2 less."

A this-turn rule (`Table.action_cut`), cumulative per play (two Quarries: $4 less), floored at $0,
for Action cards only, wherever a cost is asked (buying, "costing up to"); gone next turn."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cost import cost
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Quarry", "Laboratory", "Festival", "Village", "Workshop", "Gardens", "Tiara"]


def test_card_data() -> None:
    """A $4 Treasure of Prosperity worth $1, with its 2nd-edition text."""
    card = card_named("Quarry")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (4, "Treasure", 1, "Prosperity")
    assert card.text == "$1. This turn, Action cards cost $2 less."


def test_actions_cost_two_less_when_buying() -> None:
    """Quarry + Silver: $3, and a Laboratory ($5) costs $3: bought, nothing left."""
    s = scenario(KINGDOM, hands={0: ["Quarry", "Silver"]})
    s = act(s, "play all treasures")
    assert s.player(0).coins == 3
    assert cost(s, card_named("Laboratory")) == 3 and cost(s, card_named("Silver")) == 3
    assert cost(s, card_named("Gardens")) == 4  # a Victory card: unchanged
    assert "buy Laboratory" in choices(s) and "buy Duchy" not in choices(s)
    s = act(s, "buy Laboratory")
    assert s.current == 1 and sorted(zones(s, 0)["hand"]) == ["Laboratory", "Quarry", "Silver"]


def test_two_quarries_and_the_floor() -> None:
    """Two Quarries: Actions cost $4 less; a Village ($3) costs $0, not less."""
    s = scenario(KINGDOM, hands={0: ["Quarry", "Quarry"]})
    s = act(s, "play all treasures")
    assert (cost(s, card_named("Laboratory")), cost(s, card_named("Village"))) == (1, 0)


def test_gaining_costing_up_to_and_only_this_turn() -> None:
    """The rule comes from playing Quarry, not from its being in play: a Quarry put in play by the
    scenario (not played) cuts nothing for Workshop; after a played Quarry's turn, costs are
    printed again. (A played Quarry and a gain "costing up to": test_war_chest.py.)"""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, in_play={0: ["Quarry"]})
    s = act(s, "play Workshop")
    assert "gain Laboratory" not in choices(s)  # in play without being played: no rule
    q = scenario(KINGDOM, hands={0: ["Quarry"]}, decks={0: ["Copper"] * 5})
    q = act(act(q, "play Quarry"), "end turn")
    assert q.current == 1 and cost(q, card_named("Laboratory")) == 5


def test_tiara_plays_it_twice() -> None:
    """Tiara playing Quarry twice: $2, Actions $4 less: a Festival ($5) costs $1."""
    s = scenario(KINGDOM, hands={0: ["Tiara", "Quarry"]})
    s = act(act(s, "play Tiara"), "play Quarry")
    assert s.player(0).coins == 2 and cost(s, card_named("Festival")) == 1
