"""The state machine: stepping, decisions across players, forced choices, errors, determinism."""

from __future__ import annotations

import dataclasses
import pickle
import random
from typing import ClassVar

import pytest

from dgsim import Choice, InvalidActionError, PlayerAction, perft
from tests.core.toygame import Answer, Challenge, ToyState, new_toy


def act(state: ToyState, pid: int, *labels: str) -> ToyState:
    gen = state.action_generator(pid)
    for label in labels:
        gen = gen.choose(label)
    return state.action_step(pid, gen.generate_action()).auto_step()


def random_playout(seed: int) -> list[ToyState]:
    rng = random.Random(seed)
    state = new_toy(seed).auto_step()
    seen = [state]
    while not state.game_end():
        pid = state.waiting_for()
        assert pid is not None
        gen = state.action_generator(pid)
        while not gen.filled():
            gen = gen.choose(rng.choice(gen.choices()))
        state = state.action_step(pid, gen.generate_action()).auto_step()
        seen.append(state)
    return seen


def test_first_decision_and_randomness() -> None:
    state = new_toy(seed=1).auto_step()
    assert state.waiting_for() == 0
    assert len(state.hands[0]) == 6 and len(state.bag) == 5
    # the drawn token depends on the seed
    drawn = {new_toy(seed=s).auto_step().hands[0][-1] for s in range(20)}
    assert drawn == {"A", "B", "C"}


def test_cross_player_chain_and_forced_choice() -> None:
    state = new_toy(seed=1).auto_step()
    state = act(state, 0, "discard A", "discard A", "discard A")
    assert state.scores == (3, 0)
    # the opponent decides next: challenge or not
    assert state.waiting_for() == 1
    assert isinstance(state.pending, Challenge)
    state = act(state, 1, "yes")
    # the chain comes back to the challenged player
    assert state.waiting_for() == 0 and isinstance(state.pending, Answer)
    state = act(state, 0, "concede")
    assert state.scores == (2, 1)
    # round 2: seat 1 discards; seat 0 may challenge because seat 1 has points
    assert state.waiting_for() == 1


def test_forced_challenge_is_not_asked() -> None:
    state = new_toy(seed=1).auto_step()
    # make seat 0 discard nothing of value is impossible; instead check seat 1's first turn
    state = act(state, 0, "discard A", "discard A", "discard A")
    state = act(state, 1, "no")
    # seat 1 discards; seat 0 has 3 points so its challenge is a real decision;
    # but a challenge against a player with 0 points is forced "no": build one directly
    fresh = new_toy(seed=1)
    assert fresh.ask(Challenge(1, 0)).pending is None  # resolved without asking
    assert state.waiting_for() == 1


def test_step_refuses_while_pending_and_after_end() -> None:
    state = new_toy(seed=2).auto_step()
    with pytest.raises(InvalidActionError, match="must decide"):
        state.step()
    final = random_playout(2)[-1]
    assert final.game_end() and final.waiting_for() is None
    with pytest.raises(InvalidActionError, match="over"):
        final.step()
    assert final.auto_step() is final


def test_invalid_actions_raise_and_change_nothing() -> None:
    state = new_toy(seed=3).auto_step()
    snapshot = pickle.dumps(state)
    h = hash(state)
    with pytest.raises(InvalidActionError):
        state.action_step(1, PlayerAction.from_labels(["yes"]))  # not seat 1's decision
    with pytest.raises(InvalidActionError, match="not a legal pick"):
        state.action_step(0, PlayerAction.from_labels(["discard C", "discard A", "discard A"]))
    with pytest.raises(InvalidActionError, match="incomplete"):
        state.action_step(0, PlayerAction.from_labels(["discard A"]))
    assert pickle.dumps(state) == snapshot and hash(state) == h


def test_action_from_another_state_is_judged_on_content() -> None:
    a = new_toy(seed=1).auto_step()
    action = a.action_generator(0).choose("discard A").choose("discard A").choose("discard A")
    other = new_toy(seed=1, hands=(("B", "B", "C"), ("A",))).auto_step()
    with pytest.raises(InvalidActionError):
        other.action_step(0, action.generate_action())
    same_content = new_toy(seed=1).auto_step()
    assert same_content.action_step(0, action.generate_action()) == a.action_step(
        0, action.generate_action())


def test_equal_seeds_and_actions_give_equal_states_and_hashes() -> None:
    run1, run2 = random_playout(11), random_playout(11)
    assert run1 == run2
    assert [hash(s) for s in run1] == [hash(s) for s in run2]
    assert random_playout(12) != run1


def test_no_state_is_mutated_by_any_transition() -> None:
    for seed in range(10):
        rng = random.Random(seed)
        state = new_toy(seed)
        while not state.game_end():
            before = pickle.dumps(state)
            pid = state.waiting_for()
            if pid is None:
                nxt = state.step()
            else:
                gen = state.action_generator(pid)
                while not gen.filled():
                    gen = gen.choose(rng.choice(gen.choices()))
                nxt = state.action_step(pid, gen.generate_action())
            assert pickle.dumps(state) == before
            state = nxt


def test_perft_counts_decision_sequences() -> None:
    state = new_toy(seed=1, hands=(("A", "A", "A", "B", "B"), ("C",)))
    assert perft(state, 0) == 1
    first = state.auto_step()
    # 6 tokens after the draw; exactly-3 multisets of the hand
    assert perft(state, 1) == len({tuple(sorted(c)) for c in _combos(first.hands[0], 3)})
    # depth 2: after each discard, seat 1 chooses yes/no (seat 0 always has points)
    assert perft(state, 2) == 2 * perft(state, 1)


def _combos(items: tuple[str, ...], k: int) -> list[tuple[str, ...]]:
    from itertools import combinations

    return list(combinations(items, k))


def test_push_order_and_game_end_flag() -> None:
    state = new_toy(seed=0)
    assert not state.game_end()
    assert state.waiting_for() is None
    assert state.info_key(0) == state  # perfect-information default
    assert state.determinize(0, random.Random(1)) is state
    with pytest.raises(InvalidActionError, match="does not support saving"):
        state.setup()


@dataclasses.dataclass(frozen=True, slots=True)
class _SeesTheWait:
    """A decision that resolves on the state still waiting for it (``resolves_waiting``)."""

    player: int
    resolves_waiting: ClassVar[bool] = True

    def execute(self, state: ToyState) -> ToyState:
        return state.ask(self)

    def choices(self, state: ToyState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else (Choice("yes"), Choice("no"))

    def resolve(self, state: ToyState, picks: tuple[Choice, ...]) -> ToyState:
        assert state.pending is self  # the wait is this resolve's to end
        return dataclasses.replace(state, pending=None, scores=(int(picks[0].verb == "yes"), 0))


@pytest.mark.parametrize("trusted", [True, False])
def test_a_decision_may_resolve_on_the_waiting_state(trusted: bool) -> None:
    """With ``resolves_waiting``, `action_step` hands the decision the state as it waits."""
    waiting = dataclasses.replace(new_toy(seed=1).auto_step(), pending=_SeesTheWait(0))
    gen = waiting.action_generator(0).choose("yes")
    action = gen.generate_action() if trusted else PlayerAction.from_labels(["yes"])
    after = waiting.action_step(0, action)
    assert after.pending is None and after.scores == (1, 0)
    assert waiting.pending == _SeesTheWait(0)  # unchanged
