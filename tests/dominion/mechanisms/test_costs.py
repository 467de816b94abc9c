"""Costs: one function with every modifier; every comparison a card text makes goes through it.

Issue 13: "Costs as a value with a potion part, computed by one function from
the state with every modifier (this turn, while in play, during the Buy
phase); every comparison a card text makes goes through it."
"""

from __future__ import annotations

from dgsim.dominion import card_named, cost, scenario
from dgsim.dominion.cost import fits
from tests.dominion.helpers import act, choices
from tests.dominion.mechanisms import cards

assert cards.CARDS


def test_a_cost_cut_is_seen_by_buying_and_by_gaining_and_floors_at_zero() -> None:
    s = scenario(["Test Cheapener", "Workshop", "Village"],
                 hands={0: ["Test Cheapener", "Village", "Workshop", "Gold", "Gold"]},
                 decks={0: ["Estate"]})
    s = act(act(s, "play Village"), "play Test Cheapener")
    assert cost(s, card_named("Province")) == 7 and cost(s, card_named("Copper")) == 0
    assert cost(s, card_named("Estate")) == 1
    s = act(s, "play Workshop")
    assert "gain Duchy" in choices(s) and "gain Gold" not in choices(s)  # Duchy $5 - 1 = $4
    s = act(s, "gain Duchy")
    s = act(s, "play all treasures")
    assert "buy Province" not in choices(s) and "buy Gold" in choices(s)


def test_two_cuts_stack() -> None:
    s = scenario(["Test Cheapener", "Village"],
                 hands={0: ["Village", "Test Cheapener", "Test Cheapener", "Gold", "Gold"]},
                 decks={0: ["Estate"]})
    s = act(act(act(s, "play Village"), "play Test Cheapener"), "play Test Cheapener")
    assert cost(s, card_named("Province")) == 6 and cost(s, card_named("Estate")) == 0
    s = act(s, "play all treasures")
    assert "buy Province" in choices(s)
    s = act(s, "buy Province")
    assert s.player(0).coins == 0 and s.player(0).buys == 2


def test_a_cards_own_cost_rule() -> None:
    s = scenario(["Test Pricey", "Village"], hands={0: ["Village", "Village"]},
                 decks={0: ["Copper"] * 3})
    assert cost(s, card_named("Test Pricey")) == 6
    s = act(act(s, "play Village"), "play Village")
    assert cost(s, card_named("Test Pricey")) == 4


def test_buy_conditions_and_potions() -> None:
    s = scenario(["Test Picky"], hands={0: ["Silver", "Copper"]})
    s = act(s, "play Copper")
    assert "buy Test Picky" in choices(s)
    s = act(s, "play Silver")
    assert "buy Test Picky" not in choices(s)
    e = scenario(["Test Elixir"], hands={0: ["Potion", "Copper"]})
    assert "Potion" in [c.name for c in e.mode.piles]
    assert e.supply_count("Potion") == 16
    e = act(e, "play Copper")
    assert "buy Test Elixir" not in choices(e)
    e = act(e, "play Potion")
    assert e.player(0).potions == 1 and "buy Test Elixir" in choices(e)
    e = act(e, "buy Test Elixir")
    assert e.current == 1 and e.player(0).potions == 0
    elixir = card_named("Test Elixir")
    assert fits(e, elixir, 1, 1) and not fits(e, elixir, 5)
