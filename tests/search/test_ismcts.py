"""ISMCTS: finds forced wins, is reproducible, keeps availability counts; the ismcts agent."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from dgsim.agents import RandomAgent, play_game
from dgsim.agents.agent import AnyAgent
from dgsim.agents.bots import make_agent
from dgsim.agents.rules import RuleAgent, Strategy
from dgsim.core import Choice, GameState, legal_actions
from dgsim.dominion import DominionState, heuristics, scenario
from dgsim.games.goofspiel import ROUND, GoofspielState, new_goofspiel
from dgsim.search import ISMCTSAgent, MarginReward, SearchConfig, action_visits, search


def endgame() -> GoofspielState:
    """Seat 0 to bid for a prize of 5 with one prize (1) left: only ``bid 4`` wins."""
    s = new_goofspiel(5, seed=0)
    return GoofspielState(5, ROUND, ((1, 4), (2, 3)), (1,), 5, (0, 0), (4, 4), (), (), None,
                          s.rng).auto_step()


@pytest.mark.parametrize("multi", [False, True])
def test_finds_the_forced_win_in_a_goofspiel_endgame(multi: bool) -> None:
    state = endgame()
    assert state.waiting_for() == 0
    result = search(state, SearchConfig(iterations=300, multi_observer=multi, seed=1))
    assert result.best_action().labels == ("bid 4",)
    visits = action_visits(result.root, 0)
    assert visits[(Choice("bid", "4"),)] > visits[(Choice("bid", "1"),)]


def test_finds_the_game_winning_province() -> None:
    # Seat 0 trails 0 VP to 3 with $8 in hand and one Province left: buying it ends and wins.
    s = scenario(["Smithy"], hands={0: ["Gold", "Gold", "Silver"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 5, 1: ["Estate"] * 3 + ["Copper"] * 2},
                 supply={"Province": 1}).auto_step()
    agent = ISMCTSAgent(SearchConfig(iterations=150, rollout_depth=8, evaluate=MarginReward(),
                                     seed=2))
    while s.waiting_for() == 0 and s.turn == 1:
        s = s.action_step(0, agent.act(s, s.action_generator(0))).auto_step()
    assert s.game_end() and s.winners() == (0,)
    assert s.supply_count("Province") == 0


def test_search_is_reproducible_with_a_seed() -> None:
    state = new_goofspiel(8, seed=5).auto_step()
    config = SearchConfig(iterations=200, seed=7)
    a, b = search(state, config), search(state, config)
    assert action_visits(a.root, 0) == action_visits(b.root, 0)
    assert a.iterations == 200 and sum(action_visits(a.root, 0).values()) == 200


def test_availability_counts_every_legal_iteration() -> None:
    state = new_goofspiel(6, seed=5).auto_step()
    result = search(state, SearchConfig(iterations=120, seed=3))
    root_children = result.root.children.values()
    assert len(root_children) == 6
    assert all(child.avail == 120 for child in root_children)
    assert sum(child.visits for child in root_children) == 120


def test_a_time_budget_runs_without_an_iteration_limit() -> None:
    state = new_goofspiel(4, seed=1).auto_step()
    result = search(state, SearchConfig(iterations=None, seconds=0.05))
    assert result.iterations >= 1
    with pytest.raises(ValueError):
        SearchConfig(iterations=None, seconds=None)


def test_search_needs_a_pending_decision() -> None:
    final = play_game(new_goofspiel(3, seed=1), [RandomAgent(1), RandomAgent(2)])
    with pytest.raises(ValueError):
        search(final, SearchConfig(iterations=10))


def test_a_dominion_search_with_bigmoney_rollouts_picks_a_legal_multi_pick_action() -> None:
    s: DominionState = scenario(["Cellar"], hands={0: ["Cellar", "Estate", "Estate", "Copper"]},
                                decks={0: ["Gold"] * 3}).auto_step()
    s = s.action_step(0, s.action_generator(0).choose("play Cellar").generate_action()).auto_step()
    config = SearchConfig(iterations=120, rollout=make_agent("bigmoney"), rollout_depth=6,
                          evaluate=MarginReward(), seed=4)
    action = search(s, config).best_action()
    assert action in legal_actions(s, 0)


def test_the_agent_is_registered_and_plays_with_root_parallelism() -> None:
    agent = make_agent("ismcts:iterations=60,workers=2,seed=3")
    assert isinstance(agent, ISMCTSAgent) and agent.workers == 2
    final = play_game(new_goofspiel(4, seed=2), [agent, RandomAgent(1)])
    assert final.game_end()
    with pytest.raises(ValueError):
        make_agent("ismcts:iterations=5,bogus=1")


def test_the_agent_beats_random_at_goofspiel() -> None:
    wins = 0.0
    for g in range(6):
        agent = make_agent("ismcts:iterations=150").reseed(g)
        seat = g % 2
        agents = [agent, RandomAgent(g)] if seat == 0 else [RandomAgent(g), agent]
        final = play_game(new_goofspiel(6, seed=g), agents)
        winners = final.winners()
        wins += 1.0 if winners == (seat,) else 0.5 if seat in winners else 0.0
    assert wins >= 4


def test_progressive_widening_and_policy_first_keep_to_the_policy_move() -> None:
    s = scenario(["Smithy"], hands={0: ["Gold", "Gold", "Silver"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 5, 1: ["Copper"] * 5}).auto_step()
    bigmoney = make_agent("bigmoney")
    config = SearchConfig(iterations=16, rollout=bigmoney, rollout_depth=4,
                          evaluate=MarginReward(), widening=0.5, seed=1)
    root = search(s, config).root
    tried = [key for key, child in root.children.items() if child.visits > 0]
    # 16 visits allow 1 + 0.5 * sqrt(n) picks; Big Money's pick comes first
    assert Choice("play all treasures") in tried and len(tried) <= 3
    classic = search(s, SearchConfig(iterations=16, rollout=bigmoney, rollout_depth=4,
                                     evaluate=MarginReward(), seed=1)).root
    assert sum(1 for c in classic.children.values() if c.visits > 0) > len(tried)


def test_opponents_played_by_the_policy_leave_no_opponent_nodes() -> None:
    s = scenario(["Smithy"], hands={0: ["Copper"] * 3, 1: ["Silver"] * 5},
                 decks={0: ["Copper"] * 10, 1: ["Copper"] * 10}).auto_step()
    config = SearchConfig(iterations=60, rollout=make_agent("bigmoney"), rollout_depth=10,
                          evaluate=MarginReward(), opponents_by_policy=True, seed=2)
    stack = [search(s, config).root]
    while stack:
        node = stack.pop()
        assert node.actor == 0
        stack.extend(node.children.values())


def test_the_agent_takes_an_evaluation_by_name() -> None:
    agent = make_agent("ismcts:iterations=5,depth=3,eval=win,"
                       "widen=0.5,opp=policy,rollout=bigmoney")
    assert isinstance(agent, ISMCTSAgent)
    assert agent.config.widening == 0.5 and agent.config.opponents_by_policy
    with pytest.raises(ValueError):
        make_agent("ismcts:eval=dgsim.search.ismcts:Node.nothing")


def keep_lowest(state: GameState, picks: tuple[Choice, ...],
                options: Sequence[Choice]) -> Sequence[Choice]:
    """A pruning for the tests: only the lowest bid is searched."""
    return options[:1]


def drop_all(state: GameState, picks: tuple[Choice, ...],
             options: Sequence[Choice]) -> Sequence[Choice]:
    """A pruning that keeps nothing (the search must then keep every option)."""
    return ()


@pytest.mark.parametrize("multi", [False, True])
def test_a_pruning_narrows_what_the_tree_searches(multi: bool) -> None:
    state = endgame()
    result = search(state, SearchConfig(iterations=50, multi_observer=multi, seed=1,
                                        prune=keep_lowest))
    assert set(action_visits(result.root, 0)) == {(Choice("bid", "1"),)}
    # a pruning that keeps nothing is ignored: every legal bid is searched
    result = search(state, SearchConfig(iterations=50, multi_observer=multi, seed=1,
                                        prune=drop_all))
    assert set(action_visits(result.root, 0)) == {(Choice("bid", "1"),), (Choice("bid", "4"),)}


def test_the_agent_plays_a_lone_kept_option_and_takes_a_pruning_by_name() -> None:
    agent = ISMCTSAgent(SearchConfig(iterations=1, prune=keep_lowest))
    state: GameState = endgame()
    assert agent.act(state, state.action_generator(0)).labels == ("bid 1",)
    named = make_agent("ismcts:iterations=5,prune=dgsim.dominion.heuristics:prune")
    assert isinstance(named, ISMCTSAgent)
    assert named.config.prune is heuristics.prune
    for bad in ("dgsim.dominion.heuristics:nothing", "dgsim.nowhere:prune", "justaname"):
        with pytest.raises(ValueError, match="prune="):
            make_agent(f"ismcts:prune={bad}")


def test_the_dominion_preset_is_the_measured_setting_and_takes_overrides() -> None:
    agent = make_agent("ismcts-dominion")
    assert isinstance(agent, ISMCTSAgent)
    config = agent.config
    assert (config.iterations, config.rollout_depth, config.exploration, config.widening,
            config.opponents_by_policy) == (500, 40, 0.3, 0.5, True)
    assert config.prune is heuristics.prune and config.evaluate is heuristics.evaluate
    assert config.reward is heuristics.evaluate
    small = make_agent("ismcts-dominion:iterations=30,c=0.5")
    assert isinstance(small, ISMCTSAgent)
    assert (small.config.iterations, small.config.exploration) == (30, 0.5)
    # in the buy phase with treasures in hand it plays them all without searching
    s: GameState = scenario(["Smithy"], hands={0: ["Copper", "Silver", "Estate"]}).auto_step()
    assert small.act(s, s.action_generator(0)).labels == ("play all treasures",)


def last_province_turn() -> DominionState:
    """Seat 0 trails 0 VP to 3 with $8 in hand and one Province left: buying it wins."""
    return scenario(["Smithy"], hands={0: ["Gold", "Gold", "Silver"], 1: ["Copper"] * 5},
                    decks={0: ["Copper"] * 5, 1: ["Estate"] * 3 + ["Copper"] * 2},
                    supply={"Province": 1}).auto_step()


@pytest.mark.parametrize("multi", [False, True])
def test_a_policy_bonus_keeps_the_search_to_the_policy_unless_another_pick_is_clearly_better(
        multi: bool) -> None:
    # A policy that never buys: the winning Province is worth about 0.6 more than ending the turn.
    idle: AnyAgent = RuleAgent(Strategy("idle", buy=()))

    def province_bought(bonus: float) -> bool:
        agent = ISMCTSAgent(SearchConfig(iterations=150, rollout=idle, rollout_depth=8,
                                         evaluate=MarginReward(), multi_observer=multi,
                                         policy_bonus=bonus, seed=2))
        s = last_province_turn()
        while s.waiting_for() == 0 and s.turn == 1:
            s = s.action_step(0, agent.act(s, s.action_generator(0))).auto_step()
        return s.supply_count("Province") == 0

    assert province_bought(0.0) and province_bought(0.3)
    assert not province_bought(1.0)


def test_the_search_remembers_the_policy_pick_of_a_node() -> None:
    s = last_province_turn()
    root = search(s, SearchConfig(iterations=5, rollout=make_agent("bigmoney"), rollout_depth=4,
                                  evaluate=MarginReward(), seed=1)).root
    assert root.hint == Choice("play all treasures")
    blind = search(s, SearchConfig(iterations=5, rollout=make_agent("bigmoney"), rollout_depth=4,
                                   evaluate=MarginReward(), policy_first=False, seed=1)).root
    assert blind.hint is None


def test_the_policy_bonus_is_a_spec_parameter_and_never_negative() -> None:
    agent = make_agent("ismcts-dominion:iterations=5,bonus=0.04")
    assert isinstance(agent, ISMCTSAgent) and agent.config.policy_bonus == 0.04
    preset = make_agent("ismcts-dominion")
    assert isinstance(preset, ISMCTSAgent) and preset.config.policy_bonus == 0.0
    with pytest.raises(ValueError, match="bonus must be a number at least 0"):
        make_agent("ismcts:bonus=-0.1")
    with pytest.raises(ValueError, match="policy_bonus"):
        SearchConfig(policy_bonus=-0.5)
