"""Overpaying (Guilds): "When you buy this, you may overpay for it" — after paying the cost,
``overpay $0`` .. ``overpay $<n>`` up to the $ left; the amount is spent and the card's overpay
ability happens with it. Masterpiece (1st edition): "If you do, gain a Silver per $1 you
overpaid." A card gained without buying it is never overpaid for."""

from __future__ import annotations

import pytest

from dgsim.core import InvalidActionError
from dgsim.dominion import scenario
from dgsim.dominion.cards import card_named
from dgsim.dominion.library import Overpay
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Masterpiece", "Workshop", "Village"]


def test_overpay_offers_each_amount_up_to_the_dollars_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Masterpiece")
    assert choices(s) == tuple(f"overpay ${n}" for n in range(3))
    s = act(s, "overpay $2")
    assert sorted(zones(s, 0)["discard"]) == ["Gold", "Masterpiece", "Silver", "Silver", "Silver"]
    assert s.supply_count("Silver") == 38


def test_overpay_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Masterpiece")
    s = act(s, "overpay $0")
    assert s.current == 1 and sorted(zones(s, 0)["discard"]) == ["Gold", "Masterpiece", "Silver"]
    assert s.supply_count("Silver") == 40


def test_with_no_dollar_left_nothing_is_asked() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper"]})
    s = act(s, "play all treasures")
    s = act(s, "buy Masterpiece")
    assert s.current == 1 and s.supply_count("Silver") == 40


def test_the_overpaid_dollars_are_spent_for_the_next_buy() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Gold", "Gold"]})
    s = s.with_player(0, s.player(0).with_counters(buys=2))
    s = act(s, "end actions")
    s = act(s, "play all treasures")
    s = act(s, "buy Masterpiece")  # $6 - $3
    s = act(s, "overpay $1")
    assert (s.player(0).coins, s.player(0).buys) == (2, 1)


def test_gaining_without_buying_never_overpays() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]})
    s = act(s, "play Workshop")
    s = act(s, "gain Masterpiece")
    assert names(s.player(0).discard) == ["Masterpiece"] and s.supply_count("Silver") == 40


def test_an_amount_beyond_the_dollars_left_is_refused() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Masterpiece").auto_step()
    with pytest.raises(InvalidActionError):
        s.action_generator(0).choose("overpay $3")
    assert isinstance(s.pending, Overpay) and s.pending.card is card_named("Masterpiece")
