"""Coffers (Guilds, 2nd edition): coin tokens on a seat's Coffers mat, ``p.coffers``; ``spend
Coffers`` takes one off for +$1 in the Buy phase, one at a time, also after buying (Cornucopia &
Guilds 2nd edition rules, 2024: "A token there can be removed at any time during your turn").
Baker's setup: "Each player gets +1 Coffers"."""

from __future__ import annotations

import pickle

import pytest

from dgsim.core import InvalidActionError
from dgsim.core.registry import SavedGameError, validate_params
from dgsim.dominion import new_game, scenario
from dgsim.dominion.observation import observation
from dgsim.dominion.setup import SEAT_COUNTERS
from dgsim.dominion.view import show_state
from tests.dominion.helpers import act, choices

KINGDOM = ["Candlestick Maker", "Village", "Smithy"]


def test_scenario_seat_counters_start_a_seat_with_coffers() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"] * 3}, seat_counters={0: {"coffers": 2}})
    assert (s.player(0).coffers, s.player(1).coffers) == (2, 0)
    assert s.mode.setup_json is not None and '"seat_counters"' in s.mode.setup_json


def test_spend_coffers_one_at_a_time_for_a_dollar_each() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"] * 3}, seat_counters={0: {"coffers": 2}})
    assert "spend Coffers" in choices(s)
    s = act(s, "play all treasures")
    s = act(s, "spend Coffers")
    assert (s.player(0).coins, s.player(0).coffers) == (4, 1)
    s = act(s, "spend Coffers")
    assert (s.player(0).coins, s.player(0).coffers) == (5, 0)
    assert "spend Coffers" not in choices(s)
    assert "buy Duchy" in choices(s)


def test_coffers_may_be_spent_after_buying_while_a_buy_is_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Candlestick Maker", "Copper", "Copper"]},
                 seat_counters={0: {"coffers": 1}})
    s = act(s, "play Candlestick Maker")  # +1 Coffers, +1 Buy
    s = act(s, "play all treasures")
    s = act(s, "buy Copper")
    assert "spend Coffers" in choices(s)
    s = act(s, "spend Coffers")
    assert (s.player(0).coins, s.player(0).coffers, s.player(0).buys) == (3, 1, 1)


def test_no_spending_without_a_buy_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver"]}, seat_counters={0: {"coffers": 3}})
    s = act(s, "play all treasures")
    s = act(s, "buy Copper")
    assert s.current == 1 and s.player(0).coffers == 3  # the turn ended; the Coffers are kept


def test_spending_without_coffers_is_refused_and_changes_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}).auto_step()
    gen = s.action_generator(0)
    with pytest.raises(InvalidActionError):
        gen.choose("spend Coffers")
    assert s.player(0).coins == 0


def test_coffers_last_from_turn_to_turn_and_are_public() -> None:
    s = scenario(KINGDOM, hands={0: ["Candlestick Maker"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 5})
    s = act(s, "play Candlestick Maker")
    s = act(s, "end turn")
    assert s.current == 1 and s.player(0).coffers == 1
    assert observation(s, 1).players[0].coffers == 1
    assert "1 Coffers" in show_state(s, 1)


def test_baker_setup_gives_each_seat_one_coffers() -> None:
    s = new_game(["Baker", "Village", "Smithy", "Cellar", "Moat", "Market", "Mine", "Militia",
                  "Witch", "Chapel"], players=3, seed=1)
    assert [p.coffers for p in s.players] == [1, 1, 1]
    t = scenario(["Baker"], hands={0: ["Copper"]})
    assert (t.player(0).coffers, t.player(1).coffers) == (1, 1)
    u = scenario(["Baker"], hands={0: ["Copper"]}, seat_counters={1: {"coffers": 4}})
    assert (u.player(0).coffers, u.player(1).coffers) == (1, 4)


def test_equal_states_with_coffers_behave_alike() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}, seat_counters={0: {"coffers": 2}}).auto_step()
    t = pickle.loads(pickle.dumps(s))
    assert t == s and choices(t) == choices(s)


def test_bad_seat_counters_are_refused() -> None:
    with pytest.raises(ValueError, match="no seat counter named 'gold'"):
        scenario(KINGDOM, hands={0: []}, seat_counters={0: {"gold": 1}})
    with pytest.raises(ValueError, match="seat 5 outside"):
        scenario(KINGDOM, hands={0: []}, seat_counters={5: {"coffers": 1}})
    with pytest.raises(ValueError, match=r"must be 0\.\.10000"):
        scenario(KINGDOM, hands={0: []}, seat_counters={0: {"coffers": -1}})


def test_saved_scenarios_validate_their_seat_counters() -> None:
    from dgsim.core.registry import game_spec
    spec = game_spec("dominion-scenario")
    good = validate_params("dominion-scenario", spec.params,
                           {"kingdom": ["Village"], "hands": {}, "seat_counters": {"0": {"coffers": 2}}},
                           spec.is_name)
    assert good["seat_counters"] == {0: {"coffers": 2}}
    assert "coffers" in SEAT_COUNTERS
    for bad in ({"0": {"gold": 1}}, {"x": {"coffers": 1}}, {"0": 3}, [1], {"0": {"coffers": True}}):
        with pytest.raises(SavedGameError):
            validate_params("dominion-scenario", spec.params,
                            {"kingdom": ["Village"], "hands": {}, "seat_counters": bad},
                            spec.is_name)
