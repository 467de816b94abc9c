"""Contraband (Prosperity 1E): "Worth $3. +1 Buy. When you play this, the player to your left
names a card. You can't buy that card this turn."

The player to the left decides ``name <Card>`` among every card in the game (the supply's piles,
then cards outside it); the named card is neither offered nor accepted as a buy this turn."""

from __future__ import annotations

import pytest

from dgsim import InvalidActionError
from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices

KINGDOM = ["Contraband", "Market", "Village"]


def test_card_data() -> None:
    """A $5 Treasure of Prosperity 1E worth $3 with +1 Buy."""
    c = card_named("Contraband")
    assert (c.cost, c.coins, c.buys, c.type_line, c.set_name) == (5, 3, 1, "Treasure", "Prosperity 1E")


def test_the_left_player_names_a_card_that_cannot_be_bought() -> None:
    """Seat 1 names Province: with $8 seat 0 may buy Gold but not Province, by label or action."""
    s = scenario(KINGDOM, hands={0: ["Contraband", "Gold", "Silver"]})
    s = act(s, "play Contraband")
    assert s.waiting_for() == 1
    assert choices(s) == tuple(f"name {c.name}" for c in s.mode.piles)
    s = act(s, "name Province", pid=1)
    s = act(act(s, "play Gold"), "play Silver")
    p = s.player(0)
    assert (p.coins, p.buys) == (8, 2)
    assert "buy Province" not in choices(s) and "buy Gold" in choices(s)
    with pytest.raises(InvalidActionError):
        s.action_generator(0).choose("buy Province")
    assert s.table.turn.banned == ("Province",)


def test_three_players_the_left_neighbour_names() -> None:
    """Seat 2 plays it: seat 0 (to its left) names."""
    s = scenario(KINGDOM, hands={2: ["Contraband"]}, players=3, current=2)
    s = act(s, "play Contraband")
    assert s.waiting_for() == 0
    s = act(s, "name Copper", pid=0)
    assert "buy Copper" not in choices(s) and "buy Curse" in choices(s)


def test_two_contrabands_two_names_and_the_ban_ends_with_the_turn() -> None:
    """Both named cards are banned; next turn nothing is."""
    s = scenario(KINGDOM, hands={0: ["Contraband", "Contraband"]}, decks={0: ["Copper"] * 5})
    s = act(act(s, "play all treasures"), "name Market", pid=1)
    s = act(s, "name Silver", pid=1)
    assert s.player(0).coins == 6
    offered = choices(s)
    assert "buy Market" not in offered and "buy Silver" not in offered and "buy Village" in offered
    s = act(act(act(s, "buy Village"), "buy Copper"), "end turn")
    assert s.current == 1 and s.table.turn.banned == ()


def test_cards_outside_the_supply_may_be_named() -> None:
    """With colonies, Platinum and Colony are piles; a scenario's Moat (not a pile) comes last."""
    s = scenario(KINGDOM, hands={0: ["Contraband"], 1: ["Moat"]}, colonies=True)
    labels = choices(act(s, "play Contraband"))
    assert "name Platinum" in labels and "name Colony" in labels
    assert labels == (*(f"name {c.name}" for c in s.mode.piles), "name Moat")
