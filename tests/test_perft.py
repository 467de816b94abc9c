"""Leaf counts of the action tree at fixed Dominion states (perft)."""

from __future__ import annotations

from dgsim import count_leaves, legal_actions, perft
from dgsim.dominion import DominionState, scenario


def after(state: DominionState, pid: int, *labels: str) -> DominionState:
    state = state.auto_step()
    gen = state.action_generator(pid)
    for label in labels:
        gen = gen.choose(label)
    return state.action_step(pid, gen.generate_action()).auto_step()


def test_militia_victim_discarding_3_of_6_counts_distinct_multisets() -> None:
    # 6 cards C C C E E S, discard 3: multisets (c, e, s) with c<=3, e<=2, s<=1, sum 3 -> 6
    s = scenario(["Militia"], hands={0: ["Militia"], 1: ["Copper"] * 3 + ["Estate"] * 2 + ["Silver"]})
    s = after(s, 0, "play Militia")
    assert s.waiting_for() == 1
    assert count_leaves(s.action_generator(1)) == 6
    assert len(set(legal_actions(s, 1))) == 6


def test_chapel_up_to_four() -> None:
    # hand C C C E E after Chapel: sub-multisets of size <= 4 -> 12 - 1 (all five) = 11
    s = scenario(["Chapel"], hands={0: ["Chapel", "Copper", "Copper", "Copper", "Estate", "Estate"]})
    s = after(s, 0, "play Chapel")
    assert count_leaves(s.action_generator(0)) == 11


def test_cellar_any_number() -> None:
    # hand C C E E S G: every sub-multiset: 3 * 3 * 2 * 2 = 36
    s = scenario(["Cellar"], hands={0: ["Cellar", "Copper", "Copper", "Estate", "Estate", "Silver", "Gold"]})
    s = after(s, 0, "play Cellar")
    assert count_leaves(s.action_generator(0)) == 36


def test_buy_phase_leaves() -> None:
    # Copper Copper Silver Estate Estate, no actions: play Copper / Silver / all, buy Copper or
    # Curse ($0), end turn
    s = scenario(["Village"], hands={0: ["Copper", "Copper", "Silver", "Estate", "Estate"]})
    s = s.auto_step()
    labels = s.action_generator(0).labels()
    assert labels == ("play Copper", "play Silver", "play all treasures", "buy Copper", "buy Curse",
                      "end turn")
    assert count_leaves(s.action_generator(0)) == 6


def test_perft_depth_two_from_a_fixed_state() -> None:
    s = scenario(["Village"], hands={0: ["Copper", "Silver", "Estate"]}, supply={"Curse": 0})
    # depth 1: play Copper, play Silver, play all treasures, buy Copper, end turn = 5
    assert perft(s, 1) == 5
    # after "play Copper" ($1): play Silver, play all, buy Copper, end turn = 4
    # after "play Silver" ($2): play Copper, play all, buy Copper, buy Estate, end turn = 5
    # after "play all treasures" ($3): buy Copper, Silver, Estate, Village, end turn = 5
    # after "buy Copper": seat 0's "end turn" is forced; seat 1 (empty hand, $0) may buy
    #   Copper or end its turn = 2
    # after "end turn": seat 1 likewise = 2
    assert perft(s, 2) == 4 + 5 + 5 + 2 + 2
