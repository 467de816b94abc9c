"""Goofspiel on the core: rounds, hidden bids (info_key, determinize), conformance playouts."""

from __future__ import annotations

import random
from collections import Counter

import dgsim
from dgsim.agents import RandomAgent
from dgsim.core import GameState, History
from dgsim.games.goofspiel import GoofspielState, new_goofspiel


def bid(state: GoofspielState, pid: int, card: int) -> GoofspielState:
    gen = state.action_generator(pid).choose(f"bid {card}")
    return state.action_step(pid, gen.generate_action()).auto_step()


def test_a_round_reveals_a_prize_and_the_higher_bid_wins_it() -> None:
    s = new_goofspiel(5, seed=3).auto_step()
    prize = s.prize
    assert s.waiting_for() == 0 and 1 <= prize <= 5 and len(s.prizes) == 4
    assert s.action_generator(0).labels() == ("bid 1", "bid 2", "bid 3", "bid 4", "bid 5")
    s = bid(s, 0, 2)
    assert s.waiting_for() == 1 and s.bids == (2, 0)
    s = bid(s, 1, 4)
    assert s.points == (0, prize) and s.rounds == ((prize, 2, 4),)
    assert s.hands == ((1, 3, 4, 5), (1, 2, 3, 5)) and s.waiting_for() == 0


def test_a_tie_discards_the_prize() -> None:
    s = bid(bid(new_goofspiel(4, seed=1).auto_step(), 0, 3), 1, 3)
    assert s.points == (0, 0) and len(s.rounds) == 1


def test_the_game_ends_after_every_prize_and_the_last_bid_is_forced() -> None:
    s = new_goofspiel(3, seed=2).auto_step()
    for card in (1, 2):
        s = bid(bid(s, 0, card), 1, 3 - card + 1 if card == 1 else 1)
    assert s.game_end() and len(s.rounds) == 3 and s.prizes == ()
    assert sum(s.points) + sum(p for p, a, b in s.rounds if a == b) == 6
    assert s.winners() == tuple(i for i in (0, 1) if s.points[i] == max(s.points))


def test_info_key_hides_the_pending_bid_from_the_other_seat_only() -> None:
    s = new_goofspiel(6, seed=4).auto_step()
    a, b = bid(s, 0, 1), bid(s, 0, 6)
    assert dgsim.info_key(a, 1) == dgsim.info_key(b, 1)
    assert dgsim.info_key(a, 0) != dgsim.info_key(b, 0)


def test_determinize_redraws_the_hidden_bid_and_keeps_the_known() -> None:
    s = bid(new_goofspiel(6, seed=4).auto_step(), 0, 4)
    rng = random.Random(0)
    seen = set()
    for _ in range(60):
        d = s.determinize(1, rng)
        assert dgsim.info_key(d, 1) == dgsim.info_key(s, 1)
        assert Counter((*d.hands[0], d.bids[0])) == Counter(range(1, 7))
        assert d.hands[1] == s.hands[1] and d.prize == s.prize and d.rng != s.rng
        seen.add(d.bids[0])
    assert seen == set(range(1, 7))
    assert all(s.determinize(0, rng).bids == (4, 0) for _ in range(10))


def test_random_playouts_are_legal_deterministic_and_replayable() -> None:
    for seed in range(5):
        agents = [RandomAgent(seed), RandomAgent(seed + 50)]
        hist: History[GameState] = History.start(new_goofspiel(13, seed=seed))
        while (pid := hist.latest.waiting_for()) is not None:
            state = hist.latest
            action = agents[pid].act(state, state.action_generator(pid))
            assert action in dgsim.legal_actions(state, pid)
            hist = hist.record(pid, action)
        final = hist.latest
        assert isinstance(final, GoofspielState) and final.game_end()
        assert len(final.rounds) == 13 and final.hands == ((), ())
        assert History.from_json(hist.to_json()).latest == final
