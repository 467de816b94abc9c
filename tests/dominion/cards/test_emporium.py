"""Emporium (Empires), $5 Action, the bottom half of the Patrician/Emporium pile: "+1 Card. +1
Action. +$1. When you gain this, if you have at least 5 Action cards in play, +2 VP." (FAQ: "This
counts Action cards in play, including Action cards played this turn, Duration cards in play from
previous turns".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act

KINGDOM = ["Patrician", "Village", "Caravan"]


def test_card_data() -> None:
    card = card_named("Emporium")
    assert (card.cost, card.type_line, card.cards, card.actions, card.coins) == (
        5, "Action", 1, 1, 1)


def test_five_actions_in_play_give_two_vp() -> None:
    s = scenario(KINGDOM, in_play={0: ["Village"] * 4 + ["Caravan"]},
                 hands={0: ["Gold", "Silver"]}, supply={"Patrician": ["Emporium"]})
    s = act(act(s, "play all treasures"), "buy Emporium")
    assert s.player(0).vp_tokens == 2


def test_four_actions_give_nothing() -> None:
    s = scenario(KINGDOM, in_play={0: ["Village"] * 4, 1: ["Village"]},
                 hands={0: ["Gold", "Silver", "Copper"]}, supply={"Patrician": ["Emporium"]})
    s = act(act(s, "play all treasures"), "buy Emporium")
    assert s.player(0).vp_tokens == 0
