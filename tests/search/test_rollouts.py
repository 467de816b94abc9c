"""Paired rollout search (`dgsim.search.rollouts`) and its agents (``rollouts``,
``rollouts-dominion``): candidates, common random numbers, sequential halving, the departure
test, and every spec parameter."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from dgsim.agents import RandomAgent, play_game
from dgsim.agents.agent import AnyAgent
from dgsim.agents.bots import make_agent
from dgsim.agents.rules import Rule, RuleAgent, Strategy
from dgsim.core import Choice, InvalidActionError, PlayerAction
from dgsim.dominion import heuristics, new_game, scenario
from dgsim.dominion.state import DominionState
from dgsim.games.goofspiel import new_goofspiel
from dgsim.search import RolloutAgent, RolloutConfig, rollout_search
from dgsim.search.ismcts import Reward
from dgsim.search.rollouts import candidate_actions, rollout_value

GOLD_FIRST: AnyAgent = RuleAgent(Strategy("gold-first", buy=(Rule("Gold"), Rule("Province"),
                                                              Rule("Silver"))))
"""A policy that buys Gold before Province: wrong with the last Province in reach."""

BUY = Choice("buy", "Province")


def last_province() -> DominionState:
    """Seat 0 to buy with $8 (after playing its treasures), 24 VP against 27, one Province left;
    seat 1's next hand is $9 (it buys the last Province if seat 0 does not)."""
    state = scenario(["Smithy"], hands={0: ["Gold", "Gold", "Copper", "Copper"], 1: ["Copper"] * 5},
                     decks={0: ["Copper"] * 5, 1: ["Gold"] * 3 + ["Silver"] * 2},
                     discards={0: ["Province"] * 4, 1: ["Province"] * 4 + ["Duchy"]},
                     supply={"Province": 1}).auto_step()
    gen = state.action_generator(0).choose("play all treasures")
    return state.action_step(0, gen.generate_action()).auto_step()


BIGMONEY: AnyAgent = make_agent("bigmoney")


def config(*, policy: AnyAgent | None = GOLD_FIRST,
           opponents: tuple[AnyAgent, ...] = (BIGMONEY,), margin: float = 1.0,
           depth: int | None = None, evaluate: Reward | None = None,
           seed: int = 0) -> RolloutConfig:
    """120 rollouts of ``policy`` with Dominion's pruning."""
    return RolloutConfig(rollouts=120, policy=policy, opponents=opponents, depth=depth,
                         evaluate=evaluate, prune=heuristics.prune, margin=margin, seed=seed)


def test_departs_from_the_policy_when_another_action_wins_by_far() -> None:
    """Buying the last Province wins at once (30 VP against 27, the game ends after the turn);
    the policy's Gold lets seat 1 buy it and win: every paired sample says so."""
    state = last_province()
    assert state.scores() == (24, 27)
    result = rollout_search(state, config(seed=3))
    assert result.candidates[result.default] == PlayerAction((Choice("buy", "Gold"),))
    assert result.action == PlayerAction((BUY,))
    assert result.departed
    assert result.means[result.chosen] == 1.0
    assert result.means[result.default] == 0.0
    # Copper and Curse are pruned; every other buy and ``end turn`` is a candidate, once.
    labels = {str(a.picks[0]) for a in result.candidates}
    assert "buy Copper" not in labels and "buy Curse" not in labels
    assert {"buy Province", "buy Silver", "buy Duchy", "end turn"} <= labels
    assert len(set(result.candidates)) == len(result.candidates)
    assert result.rollouts == sum(result.samples)


def test_the_policy_and_the_best_share_every_sample() -> None:
    """Sequential halving never drops the policy's action, and the survivors of the last round
    were scored on the same samples, the most of any candidate."""
    result = rollout_search(last_province(), config(seed=5))
    assert result.samples[result.default] == result.samples[result.chosen] == max(result.samples)
    assert min(result.samples) < max(result.samples)  # some were dropped early


def test_a_margin_keeps_the_policy_unless_the_lead_is_evidence() -> None:
    """With every sample agreeing (difference 1.0, no spread) any margin is passed; a tie is not."""
    state = last_province()
    assert rollout_search(state, config(margin=1e6, seed=3)).departed
    # The policy buys the Province itself: nothing to depart for.
    bigmoney = make_agent("bigmoney")
    kept = rollout_search(state, config(policy=bigmoney, seed=3))
    assert kept.action == PlayerAction((BUY,)) and not kept.departed


def test_margin_zero_departs_on_any_lead_and_a_high_margin_on_none() -> None:
    """On First Game's opening, candidates' means differ by noise: a margin of 0 follows the best
    mean, a huge one never departs."""
    state = new_game("First Game", seed=4).auto_step()
    pid = state.waiting_for()
    assert pid is not None
    gen = state.action_generator(pid)
    state = state.action_step(pid, gen.choose("play all treasures").generate_action()).auto_step()
    loose = rollout_search(state, config(policy=make_agent("bmu"), opponents=(), margin=0.0,
                                         depth=8, evaluate=heuristics.evaluate, seed=1))
    best = max(range(len(loose.candidates)), key=lambda i: (
        loose.samples[i] == max(loose.samples), loose.means[i], i == loose.default))
    assert loose.chosen == best
    strict = rollout_search(state, config(policy=make_agent("bmu"), opponents=(), margin=1e9,
                                          depth=8, evaluate=heuristics.evaluate, seed=1))
    assert not strict.departed


def test_a_challenger_is_confirmed_on_fresh_samples() -> None:
    """With ``confirm`` the halving spends the rest of the budget; a challenger ahead of the
    policy's action is then compared with it again on fresh samples, and wins only there."""
    state = last_province()
    result = rollout_search(state, dataclasses.replace(config(seed=3), confirm=0.5))
    assert result.action == PlayerAction((BUY,)) and result.departed
    assert result.confirmed == 30  # half of 120 rollouts, two candidates a sample
    assert result.rollouts == sum(result.samples) + 2 * result.confirmed
    assert sum(result.samples) <= 60 + len(result.candidates)
    # Big Money buys the Province itself: no challenger, so nothing is confirmed or spent on it.
    kept = rollout_search(state, dataclasses.replace(config(policy=BIGMONEY, seed=3),
                                                     confirm=0.5))
    assert not kept.departed and kept.confirmed == 0 and kept.rollouts == sum(kept.samples)


def test_confirmation_can_overrule_the_halving() -> None:
    """Goofspiel's first bid under random rollouts: the candidates are close. At margin 0 the
    halving's best mean would depart whenever it is not the policy's; with ``confirm`` a
    challenger departs only where the fresh samples agree, and over eight seeds they overrule
    the halving at least once and confirm it at least once."""
    state = new_goofspiel(cards=4, seed=3).auto_step()
    overruled = confirmed = 0
    for seed in range(8):
        base = RolloutConfig(rollouts=60, margin=0.0, seed=seed)
        checked = rollout_search(state, dataclasses.replace(base, confirm=0.5))
        assert checked.confirmed > 0 or not checked.departed  # no departure unconfirmed
        assert checked.rollouts == sum(checked.samples) + 2 * checked.confirmed
        overruled += checked.confirmed > 0 and not checked.departed
        confirmed += checked.departed
    assert overruled >= 1 and confirmed >= 1


def test_same_seed_same_search_and_the_state_is_untouched() -> None:
    state = last_province()
    before = state
    a = rollout_search(state, config(seed=11))
    b = rollout_search(state, config(seed=11))
    assert a == b
    assert state == before and state.scores() == (24, 27)


def test_a_time_bound_stops_after_the_sample_under_way() -> None:
    """Past its deadline the search stops once every candidate has a sample, and still chooses
    between the survivors (here: the Province, on one sample)."""
    state = last_province()
    result = rollout_search(state, RolloutConfig(rollouts=10_000, policy=GOLD_FIRST,
                                                 opponents=(BIGMONEY,), prune=heuristics.prune,
                                                 margin=0.0, seconds=1e-9))
    assert result.samples == (1,) * len(result.candidates)
    assert result.rollouts == len(result.candidates)
    assert result.action == PlayerAction((BUY,))
    agent = make_agent("rollouts:policy=bigmoney,seconds=0.5")
    assert isinstance(agent, RolloutAgent) and agent.config.seconds == 0.5


def test_a_clear_decision_stops_early() -> None:
    """Big Money buys the last Province, which wins every sample: with ``stop`` the search ends at
    its first check (16 samples) instead of spending its budget; without, it spends it all."""
    state = last_province()
    budget = dataclasses.replace(config(policy=BIGMONEY, seed=2), rollouts=1500)
    full = rollout_search(state, budget)
    early = rollout_search(state, dataclasses.replace(budget, stop=3.0))
    assert early.action == full.action == PlayerAction((BUY,))
    assert early.samples[early.default] == 16 and early.rollouts == 16 * len(early.candidates)
    assert full.rollouts > 1000 > early.rollouts
    # A close decision does not settle: the opening's buys under a cut rollout.
    opening = new_game("First Game", seed=4).auto_step()
    pid = opening.waiting_for()
    assert pid is not None
    gen = opening.action_generator(pid)
    opening = opening.action_step(pid, gen.choose("play all treasures").generate_action()
                                  ).auto_step()
    close = rollout_search(opening, RolloutConfig(rollouts=400, policy=make_agent("bmu"),
                                                  prune=heuristics.prune, depth=8,
                                                  evaluate=heuristics.evaluate, stop=50.0))
    assert close.rollouts >= 400 - len(close.candidates)
    agent = make_agent("rollouts:policy=bigmoney,stop=2.5")
    assert isinstance(agent, RolloutAgent) and agent.config.stop == 2.5


def test_one_candidate_costs_no_rollout() -> None:
    """The pruning leaves ``play all treasures`` alone: nothing to compare."""
    state = scenario(["Smithy"], hands={0: ["Gold", "Copper"]}).auto_step()
    result = rollout_search(state, config())
    assert result.candidates == (PlayerAction((Choice("play all treasures"),)),)
    assert result.rollouts == 0 and not result.departed


def test_candidates_complete_multi_pick_decisions_with_the_policy() -> None:
    """A Cellar's discard is one candidate per first pick, each completed by the policy."""
    state = scenario(["Cellar"], hands={0: ["Cellar", "Estate", "Estate", "Copper", "Copper"]},
                     decks={0: ["Gold"] * 5}).auto_step()
    state = state.action_step(0, state.action_generator(0).choose("play Cellar")
                              .generate_action()).auto_step()
    gen = state.action_generator(0)
    candidates, default = candidate_actions(state, (), config(policy=make_agent("bmu")),
                                            random.Random(0))
    assert default == 0
    assert candidates[0] == make_agent("bmu").act(state, gen)
    firsts = {a.picks[0] for a in candidates}
    assert firsts == set(gen.choices())
    for action in candidates:  # every candidate is a complete, legal action
        state.action_step(0, action)


def test_cut_rollouts_score_with_the_evaluation() -> None:
    state = new_game("First Game", seed=2).auto_step()
    seen: list[int] = []

    def evaluate(s: object) -> tuple[float, ...]:
        assert isinstance(s, DominionState)
        seen.append(s.turn)
        return (0.25, 0.75)

    cfg = config(policy=make_agent("bigmoney"), opponents=(), depth=3, evaluate=evaluate)
    assert rollout_value(state, 0, cfg, make_agent("bigmoney"), random.Random(0)) == 0.25
    assert rollout_value(state, 1, cfg, make_agent("bigmoney"), random.Random(0)) == 0.75
    assert len(seen) == 2
    # A cut without an evaluation scores the lead in points (`MarginReward`): level here.
    cut = config(policy=make_agent("bigmoney"), opponents=(), depth=1)
    assert rollout_value(state, 0, cut, make_agent("bigmoney"), random.Random(0)) == 0.5
    # Without a cut the game is played out and scored by ``reward`` (a win share).
    whole = rollout_value(state, 0, config(policy=make_agent("bigmoney"), opponents=()),
                          make_agent("bigmoney"), random.Random(0))
    assert whole in (0.0, 0.5, 1.0)


def test_random_policy_on_any_core_game() -> None:
    """Without a policy the picks are uniformly random: Goofspiel, a game without a bot."""
    state = new_goofspiel(cards=4, seed=3).auto_step()
    result = rollout_search(state, RolloutConfig(rollouts=64, seed=1))
    assert len(result.candidates) == 4  # one per card in hand; the random completion is one too
    assert result.rollouts > 0
    final = play_game(new_goofspiel(4, seed=5), [RolloutAgent(RolloutConfig(rollouts=40), 2),
                                                 RandomAgent(3)])
    assert final.game_end()


def test_nothing_to_search() -> None:
    final = play_game(new_goofspiel(3, seed=1), [RandomAgent(1), RandomAgent(2)])
    with pytest.raises(ValueError, match="no decision is pending"):
        rollout_search(final, RolloutConfig())
    with pytest.raises(ValueError, match="no decision is pending"):
        candidate_actions(final, (), RolloutConfig(), random.Random(0))


def test_search_from_picks_already_made() -> None:
    """A decision of several picks searched after its first: every candidate starts with it."""
    state = scenario(["Cellar"], hands={0: ["Cellar", "Estate", "Estate", "Copper", "Copper"]},
                     decks={0: ["Gold"] * 5}).auto_step()
    state = state.action_step(0, state.action_generator(0).choose("play Cellar")
                              .generate_action()).auto_step()
    first = state.action_generator(0).choices()[0]
    result = rollout_search(state, config(policy=make_agent("bmu"), opponents=(), depth=4,
                                          evaluate=heuristics.evaluate), (first,))
    assert all(a.picks[0] == first for a in result.candidates)
    with pytest.raises(InvalidActionError):
        rollout_search(state, config(), (Choice("buy", "Province"),))


@pytest.mark.parametrize(("make", "message"), [
    (lambda: RolloutConfig(rollouts=0), "rollouts must be at least 1"),
    (lambda: RolloutConfig(margin=-0.5), "margin must be at least 0"),
    (lambda: RolloutConfig(margin=float("nan")), "margin must be at least 0"),
    (lambda: RolloutConfig(depth=0), "depth must be at least 1"),
    (lambda: RolloutConfig(seconds=0.0), "seconds must be more than 0"),
    (lambda: RolloutConfig(stop=-1.0), "stop must be at least 0"),
    (lambda: RolloutConfig(confirm=1.0), "confirm must be at least 0 and below 1"),
    (lambda: RolloutConfig(confirm=-0.1), "confirm must be at least 0 and below 1"),
    (lambda: RolloutConfig(confirm=float("nan")), "confirm must be at least 0 and below 1"),
])
def test_config_checks(make: Callable[[], RolloutConfig], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make()


def test_agent_counts_departures_and_skips_forced_decisions() -> None:
    agent = RolloutAgent(config(seed=0), seed=9)
    state = scenario(["Smithy"], hands={0: ["Gold", "Gold", "Copper", "Copper"],
                                        1: ["Copper"] * 5},
                     decks={0: ["Copper"] * 5, 1: ["Gold"] * 3 + ["Silver"] * 2},
                     discards={0: ["Province"] * 4, 1: ["Province"] * 4 + ["Duchy"]},
                     supply={"Province": 1}).auto_step()
    action = agent.act(state, state.action_generator(0))
    assert action.picks == (Choice("play all treasures"),) and agent.rollouts == 0
    state = state.action_step(0, action).auto_step()
    assert agent.act(state, state.action_generator(0)).picks == (BUY,)
    assert agent.departures == 1 and agent.rollouts > 0 and agent.last is not None
    again = agent.reseed(9)
    assert again.departures == 0 and again.config == agent.config
    assert "RolloutAgent(" in repr(agent)


def test_agent_specs() -> None:
    agent = make_agent("rollouts-dominion:rollouts=30,seed=4")
    assert isinstance(agent, RolloutAgent)
    assert agent.config.rollouts == 30 and agent.seed == 4 and agent.config.margin == 1.0
    assert agent.config.prune is heuristics.prune
    assert agent.config.policy is not None
    agent = make_agent("rollouts:policy=bmu,opponents=bmu+smithy-bm,depth=20,eval=dominion,"
                       "margin=0.5")
    assert isinstance(agent, RolloutAgent)
    assert len(agent.config.opponents) == 2 and agent.config.depth == 20
    assert agent.config.evaluate is heuristics.evaluate and agent.config.margin == 0.5
    agent = make_agent("rollouts-dominion:confirm=0.25")
    assert isinstance(agent, RolloutAgent) and agent.config.confirm == 0.25
    preset = make_agent("rollouts-dominion")
    assert isinstance(preset, RolloutAgent) and preset.config.confirm == 0.0
    final = play_game(new_game("First Game", seed=1),
                      [make_agent("rollouts-dominion:rollouts=20"), make_agent("bigmoney")])
    assert final.game_end()


@pytest.mark.parametrize(("spec", "message"), [
    ("rollouts:rollouts=0", "rollouts: rollouts must be an integer at least 1, got '0'"),
    ("rollouts:margin=x", "rollouts: margin must be a number at least 0, got 'x'"),
    ("rollouts:depth=-1", "rollouts: depth must be an integer at least 1"),
    ("rollouts:seconds=0", "rollouts: seconds must be a number more than 0, got '0'"),
    ("rollouts:stop=x", "rollouts: stop must be a number at least 0, got 'x'"),
    ("rollouts:confirm=1", "rollouts: confirm must be below 1, got '1'"),
    ("rollouts:confirm=-0.5", "rollouts: confirm must be a number at least 0, got '-0.5'"),
    ("rollouts:policy=nobody", "rollouts: policy='nobody': unknown agent 'nobody'"),
    ("rollouts:opponents=bmu+nobody", "rollouts: opponents='nobody'"),
    ("rollouts:opponents=random", "opponents must be agent specs, not random"),
    ("rollouts:prune=os:system", "is not a registered pruning"),
    ("rollouts:eval=os:system", "is not a registered evaluation"),
    ("rollouts:iterations=5", "unknown rollouts parameters \\['iterations'\\]"),
])
def test_bad_specs(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_agent(spec)


def test_the_speed_benchmark_counts_rollouts() -> None:
    """``python -m benchmarks.bench_search speed`` reports the rollout search's rate."""
    from benchmarks.bench_search import rollout_rate

    wall, cpu = rollout_rate(0.01)
    assert wall > 0 and cpu > 0
