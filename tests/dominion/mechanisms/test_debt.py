"""Debt (Empires): debt tokens on a seat (``p.debt``), taken by buying a card or Event with a
debt cost; "You can't buy cards or Events while you have debt"; "during your Buy phase you may pay
off debt tokens with $, $1 per token" (``pay debt``, as much as the $ allow). A debt cost never
fits a plain "costing up to $n" (Empires rulebook, Debt)."""

from __future__ import annotations

from typing import Final

import pytest

from dgsim.core import InvalidActionError
from dgsim.dominion import scenario
from dgsim.dominion.card import Card, CardType, event, register
from dgsim.dominion.decision import CardFilter
from dgsim.dominion.observation import observation
from dgsim.dominion.setup import SEAT_COUNTERS
from dgsim.dominion.state import DominionState
from dgsim.dominion.view import show_state
from tests.dominion.helpers import act, choices


def _nothing(state: DominionState, pid: int) -> DominionState:
    return state


DEBT_CARD: Final = register(Card(name="Test Debt Card", cost=0, debt=4,
                                 types=frozenset({CardType.ACTION}), text="+1 Action.",
                                 actions=1, expansion="Test"))[0]
DEBT_EVENT: Final = register(event("Test Debt Event", cost=1, debt=3, then=_nothing,
                                   expansion="Test", text="Nothing."))[0]
KINGDOM = ["Village", "Smithy", "Test Debt Card"]


def test_debt_is_a_seat_counter() -> None:
    assert "debt" in SEAT_COUNTERS
    s = scenario(KINGDOM, hands={0: []}, seat_counters={1: {"debt": 2}})
    assert (s.player(0).debt, s.player(1).debt) == (0, 2)


def test_buying_a_debt_cost_card_takes_its_debt() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate"]}, decks={0: ["Copper"] * 5})
    s = act(s, "buy Test Debt Card")
    assert s.player(0).debt == 4
    assert "Test Debt Card" in [c.name for c in s.player(0).discard]


def test_no_buying_while_in_debt_and_pay_debt_pays_what_the_dollars_allow() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, seat_counters={0: {"debt": 3}})
    s = act(s, "play all treasures")  # $4
    assert choices(s) == ("pay debt", "end turn")
    waiting = s
    with pytest.raises(InvalidActionError):
        act(s, "buy Silver")
    assert s == waiting
    s = act(s, "pay debt")
    p = s.player(0)
    assert (p.debt, p.coins, p.buys) == (0, 1, 1)
    assert "buy Copper" in choices(s) and "pay debt" not in choices(s)


def test_paying_part_of_the_debt_leaves_the_rest_and_buys_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver"]}, decks={0: ["Copper"] * 5},
                 seat_counters={0: {"debt": 5}})
    s = act(s, "play all treasures")
    s = act(s, "pay debt")
    assert s.player(0).debt == 3 and s.current == 1  # no $ and no buy possible: the turn ended


def test_debt_may_be_paid_without_a_buy_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")  # $6
    s = act(s, "buy Test Debt Card")  # 4 debt, no buy left, $6 still
    assert s.current == 0 and choices(s) == ("pay debt", "end turn")
    s = act(s, "pay debt")
    assert s.player(0).debt == 0 and s.current == 1


def test_no_pay_debt_without_debt_or_dollars() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}).auto_step()
    assert "pay debt" not in choices(s)
    s = scenario(KINGDOM, hands={0: ["Estate"]}, seat_counters={0: {"debt": 1}})
    assert "pay debt" not in choices(s)


def test_an_event_with_a_debt_cost() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Test Debt Event"])
    s = act(s, "play all treasures")
    s = act(s, "buy Test Debt Event")
    assert (s.player(0).debt, s.player(0).coins) == (3, 1)
    assert choices(s) == ("pay debt", "end turn")  # no buy left, but $1 to pay with
    s = act(s, "pay debt")
    assert s.player(0).debt == 2 and s.current == 1


def test_a_debt_cost_never_fits_a_dollar_bound() -> None:
    """Empires rulebook: a card costing debt does not cost "up to $4" (Workshop cannot gain
    Engineer); a bound with debt takes it (Remodel on it: up to $2 and its 4 debt)."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]})
    card = DEBT_CARD
    assert not CardFilter(max_cost=10).accepts(s, card)
    assert CardFilter(max_cost=2, max_debt=4).accepts(s, card)
    s = scenario(["Workshop", *KINGDOM], hands={0: ["Workshop"]})
    s = act(s, "play Workshop")
    assert "gain Test Debt Card" not in choices(s) and "gain Village" in choices(s)


def test_views_show_debt() -> None:
    s = scenario(KINGDOM, hands={0: []}, seat_counters={0: {"debt": 2}})
    assert observation(s, 1).players[0].debt == 2
    assert "2 debt" in show_state(s, viewer=None)
