"""Capital (Empires), $5 Treasure: "$6. +1 Buy. When you discard this from play, take 6 Debt, and
then you may pay off Debt." (FAQ: "When you discard this from play (normally, in the Clean-up
phase of the turn you played it), you get 6 Debt, and then get an extra opportunity to pay off Debt
with Coins, right then. You do not get the Debt if you did not discard it from play ... You only
get Debt per copy of Capital discarded; for example if you use Crown to play Capital twice, you
still only get 6 Debt when you discard it from play.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Capital", "Crown", "Village"]


def test_card_data() -> None:
    card = card_named("Capital")
    assert (card.cost, card.debt, card.type_line, card.coins, card.buys) == (
        5, 0, "Treasure", 6, 1)


def test_six_dollars_and_a_buy_then_six_debt_at_clean_up() -> None:
    s = scenario(KINGDOM, hands={0: ["Capital", "Copper"]}, decks={0: ["Silver"] * 5})
    s = act(s, "play Capital")
    assert (s.player(0).coins, s.player(0).buys, s.player(0).debt) == (6, 2, 0)
    s = act(act(s, "buy Village"), "end turn")  # the $3 left pays 3 of the 6 Debt
    assert s.current == 1
    p = s.player(0)
    assert p.debt == 3
    assert zones(s, 0) == {"hand": ["Silver"] * 5, "discard": ["Copper", "Capital", "Village"]}


def test_debt_is_paid_with_what_is_left_and_blocks_buying_next_turn() -> None:
    """The leftover $ pays off debt right then; the rest stays and must be paid before buying."""
    s = scenario(KINGDOM, hands={0: ["Capital", "Gold", "Copper"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    assert s.player(0).coins == 10
    s = act(s, "end turn")  # 6 Debt taken, $10 pays it all
    assert s.player(0).debt == 0
    s = scenario(KINGDOM, hands={0: ["Capital"], 1: ["Copper"] * 5}, decks={0: ["Copper"] * 5})
    s = act(act(s, "play Capital"), "end turn")
    assert s.player(0).debt == 0  # $6 pays the 6 Debt
    s = scenario(KINGDOM, hands={0: ["Capital"], 1: ["Copper"] * 5}, decks={0: ["Copper"] * 5})
    s = act(act(act(s, "play Capital"), "buy Village"), "end turn")
    assert s.player(0).debt == 3
    s = act(s, "end turn", pid=1)
    s = act(s, "play all treasures", pid=0)
    assert choices(s) == ("pay debt", "end turn")  # no buying while in debt
    s = act(s, "pay debt")
    assert (s.player(0).debt, s.player(0).coins) == (0, 2)


def test_crown_plays_it_twice_but_it_is_discarded_once() -> None:
    """FAQ: "if you use Crown to play Capital twice, you still only get 6 Debt"."""
    s = scenario(KINGDOM, hands={0: ["Crown", "Capital"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 5})
    s = act(act(s, "end actions"), "play Crown")
    s = act(s, "play Capital")
    assert (s.player(0).coins, s.player(0).buys) == (12, 3)
    s = act(act(act(s, "buy Village"), "buy Village"), "end turn")  # $6 spent, $6 left
    assert s.player(0).debt == 0
    s = scenario(KINGDOM, hands={0: ["Crown", "Capital"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 5})
    s = act(act(act(s, "end actions"), "play Crown"), "play Capital")
    s = act(s, "buy Capital")
    s = act(s, "buy Capital")  # $2 left and a buy: 6 Debt once, 4 of it unpaid
    s = act(s, "end turn")
    assert s.current == 1 and s.player(0).debt == 4


def test_two_copies_take_debt_each() -> None:
    s = scenario(KINGDOM, hands={0: ["Capital", "Capital"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 5})
    s = act(act(act(act(s, "play Capital"), "play Capital"), "buy Gold"), "buy Village")
    s = act(s, "end turn")
    assert s.player(0).debt == 12 - 3


def test_not_discarded_from_play_no_debt() -> None:
    """FAQ: "You do not get the Debt if you did not discard it from play": one in hand is
    discarded from the hand."""
    s = scenario(KINGDOM, hands={0: ["Capital"], 1: ["Copper"] * 5}, decks={0: ["Copper"] * 5})
    s = act(s, "end turn")
    assert s.player(0).debt == 0 and names(s.player(0).discard) == ["Capital"]


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Capital"])
