"""The fuzzer (`benchmarks.fuzz`) in a small budget, and the engine hole it found.

``make fuzz`` runs the full budget (10 million transitions); this runs 20 games.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from benchmarks import fuzz
from dgsim import InvalidActionError, PlayerAction, determinize, info_key
from dgsim.dominion import new_game, scenario
from dgsim.dominion.card import card_named


@pytest.mark.parametrize("seed", range(20))
def test_fuzzed_game_keeps_every_invariant(seed: int) -> None:
    result = fuzz.fuzz_game(seed, deep=1.0)
    assert result.failure is None and result.seed == seed
    assert result.transitions > 0


def test_hostile_seats_forge_actions() -> None:
    assert sum(fuzz.fuzz_game(seed, deep=0.0).forged for seed in range(3)) > 0


def test_origin_at_an_incomplete_node_is_rejected() -> None:
    """A forged action whose ``origin`` is this state's own generator at a node that is not
    complete (the root: no picks) was resolved unchecked and raised IndexError."""
    state = new_game("First Game", players=2, seed=1).auto_step()
    pid = state.waiting_for()
    assert pid is not None
    root = state.action_generator(pid)
    with pytest.raises(InvalidActionError, match="incomplete"):
        state.action_step(pid, PlayerAction(root.picks, origin=root))


def test_a_failure_names_its_seed_and_command(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    def broken(seed: int, deep: float) -> fuzz.GameResult:
        raise fuzz.FuzzFailure(f"seed {seed}, transition 3: cards vanished")

    monkeypatch.setattr(fuzz, "fuzz_game", broken)
    assert fuzz.main(["--game", "42"]) == 1
    err = capsys.readouterr().err
    assert "FAIL seed 42" in err and "python -m benchmarks.fuzz --game 42" in err
    summary = fuzz.run(1, seed=5, workers=1)
    assert summary.failures and summary.failures[0].seed == 5


def test_run_counts_transitions_across_workers(capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["--transitions", "300", "--workers", "2", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "transitions/s on 2 worker(s); 0 failure(s)" in out
    assert int(out.split()[0].replace(",", "")) >= 300


def test_determinize_keeps_info_key_with_a_stale_known_card() -> None:
    """A seat's ``hand_known`` may name a card no longer in its hand (seed 582 of the fuzzer:
    an opponent knew a Secret Chamber that had left the hand); determinize kept that entry, so
    a redealt Secret Chamber became known and the observer's info_key changed."""
    state = scenario(["Secret Chamber"], hands={0: ["Copper"], 1: ["Copper", "Estate"]},
                     decks={1: ["Secret Chamber", "Secret Chamber", "Copper"]})
    stale = state.players[1].with_known(hand_known=((card_named("Secret Chamber"), 1),))
    state = replace(state, players=(state.players[0], stale))
    for i in range(30):
        guess = determinize(state, 0, random.Random(i))
        assert info_key(guess, 0) == info_key(state, 0)


@pytest.mark.parametrize("seed", [582, 643, 665])
def test_fuzz_seeds_that_found_it(seed: int) -> None:
    assert fuzz.fuzz_game(seed, deep=0.1).failure is None  # the run's --deep: the same game


def test_the_copy_check_catches_a_copy_that_acts_otherwise() -> None:
    """`_check_copy` (the pickled copy acts as the state) fails on a copy that differs: here a
    state that compares equal but offers other choices stands in for the unpickled copy."""
    k = ["Village", "Smithy", "Cellar", "Chapel", "Market", "Festival", "Laboratory",
         "Library", "Moat", "Militia"]
    state = scenario(k, hands={0: ["Market", "Copper", "Estate", "Estate", "Estate"]}).auto_step()
    action = state.action_generator(0).choose("play Market").generate_action()
    fuzz._check_copy(state, 0, action, "here")
    other = state.action_step(0, action).auto_step()
    with pytest.raises(fuzz.FuzzFailure, match="here: a pickled copy is not equal"):
        fuzz._check_copy(state, 0, action, "here", copy=lambda s: other)
