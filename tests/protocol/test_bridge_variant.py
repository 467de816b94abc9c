"""The CS 5965 mode (setup, end, ties) and dgsim bots answering CS 5965 messages."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dgsim.agents.bots import make_agent
from dgsim.dominion.phase import CLEANUP_PHASE
from dgsim.dominion.variant import CS5965_PILES, cs5965_game, cs5965_mode
from dgsim.protocol.bridge import cs5965_reply, defense_reply, state_from_datum
from dgsim.protocol.cs5965 import move_message
from dgsim.protocol.sexpr import write
from tests.protocol.helpers import cs_state, datum


@pytest.mark.parametrize("n,copper,victory", [(2, 46, 8), (3, 39, 12), (4, 32, 12)])
def test_setup_counts(n: int, copper: int, victory: int) -> None:
    state = cs5965_game(seed=4, players=n)
    assert [c.name for c in state.mode.piles] == list(CS5965_PILES)
    assert tuple(state.supply) == (copper, 40, 30, victory, victory, victory) + (10,) * 10
    assert state.current == 0
    for p in state.players:
        assert len(p.hand) == 5 and p.count("Copper") == 7 and p.count("Estate") == 3


def test_modes() -> None:
    mode = cs5965_mode(2)
    assert (mode.province_only_end, mode.treasures_need_buy, mode.treasures_after_buy,
            mode.shared_ties) == (True, True, True, True)
    std = cs5965_mode(2, "standard")
    assert (std.name, std.province_only_end, std.shared_ties) == ("cs5965-standard", False, False)
    with pytest.raises(ValueError):
        cs5965_mode(5)
    with pytest.raises(ValueError):
        cs5965_mode(2, "house")



@pytest.mark.parametrize("rules,over", [("cs5965", False), ("standard", True)])
def test_only_provinces_end_the_course_game(rules: str, over: bool) -> None:
    state = cs_state(("Copper",), supply={"Mine": 0, "Cellar": 0, "Market": 0}, rules=rules)
    state = replace(state, phase=CLEANUP_PHASE).step()
    assert state.game_end() is over


def test_shared_ties_in_the_course_game() -> None:
    state = cs_state(("Estate",), others={1: ["Estate"]}, supply={"Province": 0})
    state = replace(state, phase=CLEANUP_PHASE).step()
    assert state.game_end()
    assert state.winners() == (0, 1)  # seat 0 played one turn more: no tiebreak


def test_state_from_a_move_message_round_trips() -> None:
    state = cs_state(("Smithy", "Copper", "Estate"), deck=("Silver", "Copper"), discard=("Gold",),
                     plays=("Village",), actions=2, buys=1, coins=0)
    message = move_message(state, 0, ("0-a", "1-b"), zeroed=False)
    assert isinstance(message, tuple)
    rebuilt = state_from_datum(message[1], seed=1)
    assert write(move_message(rebuilt, 0, ("0-a", "1-b"), zeroed=False)) == write(message)


def test_smithy_bm_plays_smithy_then_buys() -> None:
    bot = make_agent("smithy-bm")
    state = cs_state(("Smithy", "Copper", "Estate"), deck=("Silver",) * 3)
    message = move_message(state, 0, ("0-a", "1-b"), zeroed=False)
    assert isinstance(message, tuple)
    assert cs5965_reply(bot, message[1]) == datum("(act smithy)")
    money = cs_state(("Gold", "Estate"), actions=0)
    message = move_message(money, 0, ("0-a", "1-b"), zeroed=True)
    assert isinstance(message, tuple)
    assert cs5965_reply(bot, message[1]) == datum("(add gold)")
    rich = cs_state(("Estate",), plays=("Gold", "Gold", "Silver"), coins=8, actions=0)
    message = move_message(rich, 0, ("0-a", "1-b"), zeroed=True)
    assert isinstance(message, tuple)
    assert cs5965_reply(make_agent("bigmoney"), message[1]) == datum("(buy province)")
    broke = cs_state(("Estate", "Estate"), buys=0, actions=0)
    message = move_message(broke, 0, ("0-a", "1-b"), zeroed=True)
    assert isinstance(message, tuple)
    assert cs5965_reply(bot, message[1]) == datum("(clean estate)")


def test_bots_defend_against_militia() -> None:
    bot = make_agent("bigmoney")
    hand = datum("((players 1-b 0-a) (supply) (trash) (actions 0) (buys 0) (coins 0) (deck)"
                 " (hand estate copper gold estate silver) (plays) (discards))")
    assert defense_reply(bot, hand, "0-a") == datum("(discard estate estate)")
    moat = datum("((players 1-b 0-a) (supply) (trash) (actions 0) (buys 0) (coins 0) (deck)"
                 " (hand moat copper gold estate silver) (plays) (discards))")
    assert defense_reply(bot, moat, "0-a") == datum("(moat)")
    small = datum("((players 1-b 0-a) (supply) (trash) (actions 0) (buys 0) (coins 0) (deck)"
                  " (hand copper gold) (plays) (discards))")
    assert defense_reply(bot, small, "0-a") == datum("(discard)")


def test_a_state_with_more_than_255_cards_in_a_pile_is_malformed() -> None:
    """A supply pile holds at most 255 cards (one byte per pile): a STATE listing more is refused."""
    state = cs_state(("Smithy",), supply={"Copper": 2})
    text = write(move_message(state, 0, ("0-a", "1-b"), zeroed=False))
    message = datum(text.replace("(supply copper copper", "(supply" + " copper" * 256, 1))
    assert isinstance(message, tuple)
    with pytest.raises(ValueError, match="more than 255 cards of one pile"):
        state_from_datum(message[1])
    fine = datum(text.replace("(supply copper copper", "(supply" + " copper" * 255, 1))
    assert isinstance(fine, tuple)
    assert state_from_datum(fine[1]).supply_count("Copper") == 255
