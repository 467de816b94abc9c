"""The OpenSpiel games pass OpenSpiel's own random simulation test and hide what they should."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pyspiel
import pytest

import dgsim
from dgsim.games.goofspiel import GoofspielState
from dgsim.rl.openspiel import DgsimState, GoofspielGame

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_goofspiel_random_sim() -> None:
    pyspiel.random_sim_test(pyspiel.load_game("dgsim_goofspiel", {"cards": 6}), num_sims=10,
                            serialize=False, verbose=False)


@pytest.mark.parametrize("params", [{}, {"players": 3, "kingdom": "Smithy+Witch+Moat+Militia",
                                             "any_kingdom_size": True}])
def test_dominion_random_sim(params: dict[str, object]) -> None:
    pyspiel.random_sim_test(pyspiel.load_game("dgsim_dominion", params), num_sims=1,
                            serialize=False, verbose=False)


def test_game_type_and_info() -> None:
    game = pyspiel.load_game("dgsim_goofspiel", {"cards": 5})
    kind = game.get_type()
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert game.num_distinct_actions() == 5 and game.max_game_length() == 10
    dom = pyspiel.load_game("dgsim_dominion", {"kingdom": "random", "seed": 3})
    assert dom.num_distinct_actions() == len(dom.encoder.vocab) > 200 + 19 * 40
    assert dom.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    old = pyspiel.load_game("dgsim_dominion", {"vocab_version": 1})  # a version-1 model's ids
    assert old.encoder.vocab.version == "dominion-1" and old.num_distinct_actions() == 480


def play_random(state: pyspiel.State, rng: np.random.RandomState, steps: int) -> None:
    for _ in range(steps):
        if state.is_terminal():
            return
        state.apply_action(int(rng.choice(state.legal_actions())))


def test_information_state_hides_the_pending_bid_and_resampling_keeps_it() -> None:
    game = pyspiel.load_game("dgsim_goofspiel", {"cards": 6})
    a = game.new_initial_state()
    b = a.clone()
    a.apply_action(0)  # seat 0 bids 1
    b.apply_action(5)  # seat 0 bids 6
    assert a.information_state_string(1) == b.information_state_string(1)
    assert a.observation_tensor(1) == b.observation_tensor(1)
    assert a.information_state_string(0) != b.information_state_string(0)
    assert isinstance(a, DgsimState)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    bids = set()
    for _ in range(20):
        r = a.resample_from_infostate(1, sampler)
        assert r.information_state_string(1) == a.information_state_string(1)
        assert r.legal_actions() == a.legal_actions()
        assert isinstance(r.walk.state, GoofspielState)
        bids.add(r.walk.state.bids[0])
    assert len(bids) > 1  # the hidden bid is redrawn


def test_dominion_strings_follow_the_info_key() -> None:
    game = pyspiel.load_game("dgsim_dominion", {"kingdom": "First Game", "seed": 2})
    state = game.new_initial_state()
    play_random(state, np.random.RandomState(0), 40)
    assert isinstance(state, DgsimState)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for seat in (0, 1):
        other = state.resample_from_infostate(seat, sampler)
        assert dgsim.info_key(other.walk.state, seat) == dgsim.info_key(state.walk.state, seat)
        assert other.information_state_string(seat) == state.information_state_string(seat)
        assert other.observation_string(seat) == state.observation_string(seat)
        assert np.array_equal(np.array(state.observation_tensor(seat), np.float32),
                              state.walk.observe(seat))


def test_returns_and_labels() -> None:
    game = pyspiel.load_game("dgsim_goofspiel", {"cards": 3, "seed": 5})
    state = game.new_initial_state()
    assert state.action_to_string(0, 2) == "bid 3" and state.returns() == [0.0, 0.0]
    play_random(state, np.random.RandomState(1), 10)
    assert state.is_terminal() and sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])
    assert state.current_player() == pyspiel.PlayerId.TERMINAL and "GoofspielState" in str(state)
    # each new game takes the next seed of the sequence; the sequence restarts with the game
    first = [str(pyspiel.load_game("dgsim_goofspiel", {"seed": 5}).new_initial_state())
             for _ in range(2)]
    assert first[0] == first[1]
    again = GoofspielGame({"seed": 5})
    assert str(again.new_initial_state()) == first[0] != str(again.new_initial_state())
    with pytest.raises(ValueError, match="not supported"):
        again.make_py_observer(None, {"x": 1})


def test_openspiel_example_runs_ismcts() -> None:
    done = subprocess.run([sys.executable, str(EXAMPLES / "rl_openspiel_ismcts.py"), "3", "30", "4"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert "ISMCTS (30 simulations) vs random, Goofspiel-4:" in done.stdout
