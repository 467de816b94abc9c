"""Search variants and speed paths: random playouts, determinized UCT, opponent models, tree reuse,
merged roots, the persistent worker pool."""

from __future__ import annotations

import pickle
import random
from collections import Counter
from dataclasses import replace

import pytest

from dgsim.agents import RandomAgent, play_game
from dgsim.agents.bots import make_agent
from dgsim.core import ActionGenerator, Choice, GameState, PlayerAction, legal_actions
from dgsim.dominion import new_game, scenario
from dgsim.games.goofspiel import ROUND, GoofspielState, new_goofspiel
from dgsim.search import (
    ISMCTSAgent,
    MarginReward,
    Node,
    SearchConfig,
    WinAndMargin,
    action_visits,
    merge_into,
    search,
    subtree,
)
from dgsim.search.ismcts import _rollout, is_scored, win_reward
from tests.core.toygame import new_toy


def endgame() -> GoofspielState:
    """Seat 0 to bid for a prize of 5 with one prize (1) left: only ``bid 4`` wins."""
    s = new_goofspiel(5, seed=0)
    return GoofspielState(5, ROUND, ((1, 4), (2, 3)), (1,), 5, (0, 0), (4, 4), (), (), None,
                          s.rng).auto_step()


def random_game(state: GoofspielState, rng: random.Random) -> GoofspielState:
    """The game played on with uniformly random picks, step by step through the engine."""
    while not state.game_end():
        pid = state.waiting_for()
        assert pid is not None
        gen = state.action_generator(pid)
        gen = gen.choose(gen.choices()[rng.randrange(len(gen.choices()))])
        state = state.action_step(pid, gen.generate_action()).auto_step()
    return state


@pytest.mark.parametrize("bids", [0, 1])
def test_a_random_playout_finishes_the_game_with_the_engines_prize_order(bids: int) -> None:
    s = new_goofspiel(7, seed=4).auto_step()
    if bids:
        s = s.action_step(0, s.action_generator(0).choose("bid 3").generate_action()).auto_step()
    end = s.random_playout(random.Random(1))
    assert end.game_end() and end.hands == ((), ()) and end.prizes == ()
    assert [r[0] for r in end.rounds] == [r[0] for r in random_game(s, random.Random(1)).rounds]
    assert sorted(r[1] for r in end.rounds) == list(range(1, 8))
    assert sorted(r[2] for r in end.rounds) == list(range(1, 8))
    if bids:
        assert end.rounds[0][1] == 3
    for seat in (0, 1):  # points are the prizes won by the strictly higher bid
        won = sum(p for p, *b in end.rounds if b[seat] > b[1 - seat])
        assert end.points[seat] == won
    with pytest.raises(ValueError, match="game in progress"):
        end.random_playout(random.Random(1))


def test_random_playouts_bid_like_uniform_random_picks() -> None:
    # the first-round bids of seat 1 over many playouts are uniform over its hand
    s = new_goofspiel(4, seed=2).auto_step()
    rng = random.Random(5)
    counts = Counter(s.random_playout(rng).rounds[0][2] for _ in range(4000))
    assert set(counts) == {1, 2, 3, 4}
    assert all(850 < n < 1150 for n in counts.values())


def test_the_step_by_step_rollout_and_the_playout_score_the_same_games() -> None:
    s = new_goofspiel(6, seed=3).auto_step()
    config = SearchConfig(iterations=1)
    fast = [_rollout(s, (), config, MarginReward(), random.Random(k), playout=True)
            for k in range(300)]
    slow = [_rollout(s, (), config, MarginReward(), random.Random(k), playout=False)
            for k in range(300)]
    assert all(r in ((1.0, 0.0), (0.0, 1.0), (0.5, 0.5)) for r in fast + slow)
    # same distribution: the first seat's mean reward agrees within sampling noise
    assert abs(sum(r[0] for r in fast) / 300 - sum(r[0] for r in slow) / 300) < 0.15


@pytest.mark.parametrize("playout", [True, False])
def test_both_rollout_paths_find_the_forced_win(playout: bool) -> None:
    result = search(endgame(), SearchConfig(iterations=200, seed=3, playout=playout))
    assert result.best_action().labels == ("bid 4",)


def test_determinized_uct_splits_the_budget_and_sums_its_trees() -> None:
    result = search(endgame(), SearchConfig(iterations=101, determinizations=4, seed=2))
    assert result.iterations == 101
    visits = action_visits(result.root, 0)
    assert sum(visits.values()) == 101 == result.root.visits
    assert result.best_action().labels == ("bid 4",)
    timed = search(new_goofspiel(5, seed=1).auto_step(),
                   SearchConfig(iterations=None, seconds=0.05, determinizations=2))
    assert timed.iterations >= 1
    with pytest.raises(ValueError, match="determinizations"):
        SearchConfig(determinizations=0)
    with pytest.raises(ValueError, match="determinizations"):
        SearchConfig(determinizations=3, multi_observer=True)


def test_merged_roots_add_their_root_decisions_statistics() -> None:
    state = new_goofspiel(5, seed=2).auto_step()
    a = search(state, SearchConfig(iterations=60, seed=1)).root
    b = search(state, SearchConfig(iterations=40, seed=2)).root
    total = Node(0)
    merge_into(total, a, 0)
    merge_into(total, b, 0)
    va, vb, vt = action_visits(a, 0), action_visits(b, 0), action_visits(total, 0)
    assert vt == {k: va.get(k, 0) + vb.get(k, 0) for k in {*va, *vb}}
    assert total.visits == 100
    assert all(isinstance(k, Choice) for k in total.children)  # observations are not merged


class Recorder:
    """A rollout policy that plays the first choice and counts its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        self.calls += 1
        while not gen.filled():
            gen = gen.choose(gen.choices()[0])
        return gen.generate_action()


def test_opponent_models_are_drawn_per_iteration_and_play_only_the_other_seats() -> None:
    mine, first, second = Recorder(), Recorder(), Recorder()
    s = new_goofspiel(6, seed=1).auto_step()
    search(s, SearchConfig(iterations=80, rollout=mine, opponent_models=(first, second),
                           opponents_by_policy=True, seed=4))
    assert first.calls > 10 and second.calls > 10 and mine.calls > 10
    # the observer's own rollout decisions never go to a model: with seat 1's decisions all
    # played by models, the models see as many decisions as the rollout policy (6 rounds each)
    lone = Recorder()
    search(s, SearchConfig(iterations=20, rollout=mine, opponent_models=(lone,),
                           opponents_by_policy=True, policy_first=False, seed=4))
    assert lone.calls >= 20 * 5


def play_first_turn(agent: ISMCTSAgent, view: GameState) -> None:
    """Let ``agent`` play seat 0's decisions of the first turn."""
    while view.waiting_for() == 0 and getattr(view, "turn", 1) == 1:
        view = view.action_step(0, agent.act(view, view.action_generator(0))).auto_step()


def test_the_agent_resumes_its_tree_later_in_the_same_turn() -> None:
    # every deck is known (all Coppers), so the hand after Smithy is the same in every
    # determinization and the next decision's information set is in the tree
    s = scenario(["Smithy"], hands={0: ["Smithy", "Copper", "Copper", "Estate", "Estate"],
                                    1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 8, 1: ["Copper"] * 8}).auto_step()
    agent = ISMCTSAgent(SearchConfig(iterations=120, rollout=make_agent("bigmoney"),
                                     rollout_depth=6, evaluate=MarginReward(), seed=1), seed=2)
    play_first_turn(agent, s)
    assert agent.reused >= 1
    assert agent.iterations % 120 == 0 and agent.iterations >= 240
    fresh = ISMCTSAgent(agent.config, seed=2, reuse=False)
    play_first_turn(fresh, s)
    assert fresh.reused == 0


def test_a_resumed_root_keeps_its_statistics_and_is_checked() -> None:
    s = scenario(["Smithy"], hands={0: ["Smithy", "Copper", "Copper", "Estate", "Estate"]},
                 decks={0: ["Copper"] * 8, 1: ["Copper"] * 8}).auto_step()
    config = SearchConfig(iterations=150, rollout=make_agent("bigmoney"), rollout_depth=6,
                          evaluate=MarginReward(), seed=1)
    first = search(s, config)
    action = first.best_action()
    after = s.action_step(0, action).auto_step()
    node = first.subtree(action.picks, after)
    assert node is not None and node.visits > 0
    before = node.visits
    resumed = search(after, config, root=node)
    assert resumed.root is node and node.visits == before + 150
    assert subtree(first.root, 0, (Choice("no such pick"),), after) is None
    opponent_turn = play_game(new_goofspiel(3, seed=1), [RandomAgent(1), RandomAgent(2)])
    assert subtree(first.root, 0, (), opponent_turn) is None
    with pytest.raises(ValueError, match="resumed"):
        search(after, SearchConfig(iterations=5, multi_observer=True), root=node)
    with pytest.raises(ValueError, match="resumed"):
        search(after, config, root=Node(1))


def test_spec_parameters_for_models_determinizations_and_reuse() -> None:
    agent = make_agent("ismcts:iterations=30,models=bmu+smithy-bm,dets=3,reuse=0")
    assert isinstance(agent, ISMCTSAgent)
    assert len(agent.config.opponent_models) == 2 and agent.config.determinizations == 3
    assert not agent.reuse and not agent.reseed(4).reuse
    with pytest.raises(ValueError, match="models='bmu\\+nobody'"):
        make_agent("ismcts:models=bmu+nobody")
    with pytest.raises(ValueError, match=r"dets .* mo=1"):
        make_agent("ismcts:dets=2,mo=1")
    with pytest.raises(ValueError, match="dets must be an integer at least 1"):
        make_agent("ismcts:dets=0")
    final = play_game(new_goofspiel(4, seed=3), [agent, RandomAgent(1)])
    assert final.game_end()


def test_a_worker_pool_lives_across_decisions_and_closes() -> None:
    agent = ISMCTSAgent(SearchConfig(iterations=30), seed=5, workers=2)
    final = play_game(new_goofspiel(4, seed=2), [agent, RandomAgent(1)])
    assert final.game_end()
    assert agent.iterations == 2 * 30 * 3  # the last bid is forced; two workers each decision
    pool = agent._pool
    assert pool is not None
    copy = pickle.loads(pickle.dumps(agent))  # a copy starts without the processes
    assert copy._pool is None and copy.workers == 2 and copy.iterations == agent.iterations
    agent.close()
    assert agent._pool is None
    agent.close()  # closing twice is harmless



def test_a_pickled_configuration_searches_the_same() -> None:
    # root parallelism sends the configuration (rollout bot, evaluation, pruning) to its workers by
    # pickle: in the compiled build these are compiled classes and functions
    agent = make_agent("ismcts-dominion:iterations=80")
    assert isinstance(agent, ISMCTSAgent)
    config = replace(agent.config, seed=3)
    copy = pickle.loads(pickle.dumps(config))
    assert copy.rollout is not config.rollout and copy.prune is config.prune
    start = new_game("First Game", seed=1).auto_step()
    pid = start.waiting_for()
    assert pid is not None
    buy = start.action_step(pid, PlayerAction.from_labels(["play all treasures"])).auto_step()
    found = action_visits(search(buy, copy).root, pid)
    assert found == action_visits(search(buy, config).root, pid) and len(found) > 1
    for reward in (MarginReward(3.0), WinAndMargin(2.0)):
        assert pickle.loads(pickle.dumps(reward)) == reward


def test_games_without_scores_need_a_reward() -> None:
    toy = new_toy(seed=1).auto_step()
    with pytest.raises(TypeError, match="no scores"):
        win_reward(toy)
    with pytest.raises(TypeError, match="no scores"):
        MarginReward()(toy)
    with pytest.raises(TypeError, match="no scores"):
        WinAndMargin()(toy)
    seen: GameState = toy  # as the search sees it
    assert not is_scored(seen) and is_scored(new_goofspiel(3))
    with pytest.raises(TypeError, match="cannot count seats"):
        search(toy, SearchConfig(iterations=2, multi_observer=True))


def even(state: GameState) -> tuple[float, ...]:
    """A reward for the toy game (it has no scores())."""
    return (0.5, 0.5)


def test_policy_first_through_multi_pick_decisions_in_both_tree_kinds() -> None:
    # a discard of several picks: a fresh node asks the policy for its pick mid-way
    toy = new_toy(seed=3).auto_step()
    policy = Recorder()
    result = search(toy, SearchConfig(iterations=40, rollout=policy, rollout_depth=3,
                                      evaluate=even, reward=even, seed=2))
    lengths = {len(action) for action in action_visits(result.root, result.player)}
    assert lengths == {len(result.best_action().picks)} and policy.calls > 0
    s = scenario(["Cellar"], hands={0: ["Cellar", "Estate", "Estate", "Copper"]},
                 decks={0: ["Gold"] * 3}).auto_step()
    s = s.action_step(0, s.action_generator(0).choose("play Cellar").generate_action()).auto_step()
    mo = search(s, SearchConfig(iterations=60, multi_observer=True, rollout=make_agent("bigmoney"),
                                rollout_depth=4, evaluate=MarginReward(), seed=3))
    assert mo.best_action() in legal_actions(s, 0)


def test_a_node_shows_its_statistics_and_hands_out_children() -> None:
    node = Node(0)
    child = node.child(Choice("bid", "1"), 1)
    assert node.child(Choice("bid", "1"), 1) is child and repr(node).startswith("Node(actor=0")
    # a pick of the same label by another seat lives under (seat, pick)
    mine = node.kids((Choice("bid", "1"),), 0)[0]
    assert mine is not child and node.children[0, Choice("bid", "1")] is mine
    mine.visits, mine.ends = 3, True
    assert action_visits(node, 0) == {(Choice("bid", "1"),): 3}


def test_a_playout_before_the_first_reveal_and_with_both_bids_in() -> None:
    start = new_goofspiel(3, seed=1)  # not auto-stepped: no prize revealed yet
    assert start.random_playout(random.Random(1)).game_end()
    both = GoofspielState(3, ROUND, ((1, 3), (1, 2)), (1, 3), 2, (2, 3), (0, 0), (), (), None,
                          start.rng)
    end = both.random_playout(random.Random(2))
    assert end.rounds[0] == (2, 2, 3) and end.points[1] >= 2


def test_random_rollouts_to_the_end_of_a_game_without_a_playout() -> None:
    s = scenario(["Smithy"], hands={0: ["Gold", "Gold", "Silver"]}, supply={"Province": 1},
                 decks={0: ["Copper"] * 5, 1: ["Copper"] * 5}).auto_step()
    result = search(s, SearchConfig(iterations=30, seed=1, reward=MarginReward()))
    assert result.iterations == 30
