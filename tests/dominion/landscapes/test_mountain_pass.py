"""Mountain Pass (Empires Landmark): "When you are the first player to gain a Province, after that
turn, each player bids once, up to 40 Debt, ending with you. High bidder gets +8 VP and takes the
Debt they bid." (FAQ: each bid must be higher than the one before, or a pass; if nobody bids,
nobody gets the VP; it happens once per game.)"""

from __future__ import annotations

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.score import score
from tests.dominion.helpers import act, choices

KINGDOM = ["Village", "Smithy"]


def _after_first_province(players: int = 2) -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Silver"]}, decks={0: ["Copper"] * 5},
                 players=players, landscapes=["Mountain Pass"])
    assert s.landmark_vp("Mountain Pass") == 8
    s = act(s, "play all treasures")
    return act(s, "buy Province")


def test_the_next_seat_bids_first_and_the_gainer_last() -> None:
    s = _after_first_province()
    assert s.waiting_for() == 1 and s.current == 0  # after seat 0's Clean-up, before seat 1's turn
    assert choices(s)[0] == "bid 1" and choices(s)[-2:] == ("bid 40", "no")
    s = act(s, "bid 3", pid=1)
    assert s.waiting_for() == 0 and choices(s)[0] == "bid 4"  # higher than the high bid
    s = act(s, "bid 5", pid=0)
    assert s.current == 1 and s.player(0).debt == 5 and s.player(0).vp_tokens == 8
    assert score(s, 0) == 6 + 8 and s.landmark_vp("Mountain Pass") == 0


def test_the_high_bid_stands_when_the_others_pass() -> None:
    s = _after_first_province(players=3)
    s = act(s, "bid 2", pid=1)
    s = act(s, "no", pid=2)
    s = act(s, "no", pid=0)
    assert s.player(1).debt == 2 and s.player(1).vp_tokens == 8 and s.player(0).vp_tokens == 0


def test_with_no_bid_nobody_gets_it_and_it_never_comes_again() -> None:
    s = _after_first_province()
    s = act(s, "no", pid=1)
    s = act(s, "no", pid=0)
    assert s.landmark_vp("Mountain Pass") == 0 and s.player(0).vp_tokens == 0
    assert s.current == 1 and s.waiting_for() == 1  # seat 1's own turn now, no bidding


def test_a_bid_of_forty_ends_the_bidding() -> None:
    s = _after_first_province()
    s = act(s, "bid 40", pid=1)
    assert s.player(1).debt == 40 and s.player(1).vp_tokens == 8
