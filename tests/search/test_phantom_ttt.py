"""Phantom tic-tac-toe: hidden marks, failed tries, determinizations consistent with each seat's
knowledge, and the three searches on it."""

from __future__ import annotations

import random

import pytest

from dgsim.core import InvalidActionError
from dgsim.games.phantom_ttt import OVER, TURN, Mark, PhantomState, new_phantom_ttt
from dgsim.search import SearchConfig, search


def mark(state: PhantomState, cell: int) -> PhantomState:
    pid = state.waiting_for()
    assert pid is not None
    gen = state.action_generator(pid).choose(f"mark {cell}")
    return state.action_step(pid, gen.generate_action()).auto_step()


def test_a_failed_try_reveals_the_mark_to_that_seat_only_and_it_tries_again() -> None:
    s = mark(new_phantom_ttt().auto_step(), 4)
    assert s.waiting_for() == 1 and "mark 4" in s.action_generator(1).labels()
    before = s.info_key(0)
    s = mark(s, 4)  # taken: seat 1 finds seat 0's mark and moves again
    assert s.waiting_for() == 1 and s.known == ((), (4,))
    assert "mark 4" not in s.action_generator(1).labels()
    assert s.info_key(0) == before  # seat 0 is not told of the failed try
    s = mark(s, 0)
    assert s.waiting_for() == 0 and s.board[0] == 1


def test_three_in_a_row_wins_and_a_full_board_draws() -> None:
    s = new_phantom_ttt().auto_step()
    for cell in (0, 3, 1, 4, 2):
        s = mark(s, cell)
    assert s.game_end() and s.winners() == (0,) and s.scores() == (1, 0)
    draw = new_phantom_ttt().auto_step()
    for cell in (0, 1, 2, 4, 3, 5, 7, 6, 8):
        draw = mark(draw, cell)
    assert draw.game_end() and draw.winners() == (0, 1) and draw.scores() == (0, 0)
    with pytest.raises(InvalidActionError, match="not over"):
        new_phantom_ttt().winners()


def test_determinizations_keep_what_the_observer_knows() -> None:
    rng = random.Random(3)
    for game in range(60):
        s = new_phantom_ttt(game).auto_step()
        while not s.game_end():
            pid = s.waiting_for()
            assert pid is not None
            for observer in (0, 1):
                d = s.determinize(observer, rng)
                assert d.info_key(observer) == s.info_key(observer)
                assert d.waiting_for() == pid and not d.scores()[1 - observer]
                assert d.board.count(1 - observer) == s.board.count(1 - observer)
            choices = s.action_generator(pid).choices()
            s = mark(s, int(choices[rng.randrange(len(choices))].arg or 0))
        assert s.determinize(0, rng).game_end()


@pytest.mark.parametrize("kind", ["SO", "MO", "det"])
def test_every_search_takes_the_winning_cell(kind: str) -> None:
    # seat 0 holds 0 and 1 and knows seat 1's mark on 4; cell 2 wins at once
    s = PhantomState(TURN, (0, 0, -1, -1, 1, -1, -1, 1, -1), ((4,), ()), 0, (), None,
                     new_phantom_ttt().rng).auto_step()
    config = SearchConfig(iterations=400, seed=1, multi_observer=kind == "MO",
                          determinizations=5 if kind == "det" else None)
    assert search(s, config).best_action().labels == ("mark 2",)


def test_phases_and_a_mark_effect() -> None:
    s = new_phantom_ttt()
    assert repr(TURN) == "TURN" and repr(OVER) == "OVER" and OVER.step(s) is s
    asked = s.push(Mark(1)).auto_step()  # a Mark on the stack asks its seat
    assert asked.waiting_for() == 1
