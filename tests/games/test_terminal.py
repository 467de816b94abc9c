"""is_terminal(), returns() and winners() across games: defined at the end, refused before it."""

from __future__ import annotations

import pytest

from dgsim.agents import RandomAgent, play_game
from dgsim.core import InvalidActionError
from dgsim.dominion import new_game, scenario
from dgsim.games.goofspiel import new_goofspiel
from tests.dominion.helpers import act


def test_an_unfinished_game_is_not_terminal_and_has_no_winners_or_returns() -> None:
    for state in (new_game("First Game", seed=1), new_goofspiel(4, seed=1)):
        assert not state.is_terminal()
        with pytest.raises(InvalidActionError, match="not over"):
            state.winners()
        with pytest.raises(InvalidActionError, match="not over"):
            state.returns()


def test_returns_are_plus_one_for_a_sole_winner_and_minus_one_for_the_others() -> None:
    final = play_game(new_game("First Game", players=3, seed=4),
                      [RandomAgent(1), RandomAgent(2), RandomAgent(3)])
    assert final.is_terminal()
    (winner,) = final.winners()  # this seed's game has one winner
    assert final.returns() == tuple(1.0 if s == winner else -1.0 for s in range(3))


def test_a_shared_win_returns_zero_to_each_winner() -> None:
    s = scenario(["Village"], hands={0: [], 1: ["Gold"] * 3}, supply={"Province": 1},
                 discards={0: ["Province"]})
    s = act(s, "end turn")
    s = act(act(s, "play all treasures"), "buy Province")
    assert s.is_terminal() and s.scores() == (6, 6)
    assert s.winners() == (0, 1) and s.returns() == (0.0, 0.0)


def test_goofspiel_returns() -> None:
    final = play_game(new_goofspiel(4, seed=2), [RandomAgent(1), RandomAgent(2)])
    returns = final.returns()
    assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])
    assert returns[final.winners()[0]] >= 0


def test_returns_of_a_game_without_winners_is_not_implemented() -> None:
    from tests.core.toygame import new_toy

    final = play_game(new_toy(seed=1), [RandomAgent(1), RandomAgent(2)])
    assert final.is_terminal()
    with pytest.raises(NotImplementedError, match="does not define scores"):
        final.returns()
