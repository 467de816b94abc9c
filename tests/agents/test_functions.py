"""A plain function (state, generator) -> action or labels is an agent wherever one is taken."""

from __future__ import annotations

import random
from typing import cast

import pytest

from dgsim.agents import (
    AgentFunction,
    FunctionAgent,
    RandomAgent,
    as_agent,
    play_game,
    play_recorded,
    run_tournament,
)
from dgsim.core import ActionGenerator, GameState, InvalidActionError, PlayerAction
from dgsim.dominion import new_game, scenario
from dgsim.games.goofspiel import new_goofspiel


def first_action(state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
    while not gen.filled():
        gen = gen.choose(gen.choices()[0])
    return gen.generate_action()


def big_money(state: GameState, gen: ActionGenerator[GameState]) -> str | PlayerAction:
    """Treasures, then the best of Province, Gold, Silver; else end the turn; first picks else."""
    labels = gen.labels()
    for label in ("play all treasures", "buy Province", "buy Gold", "buy Silver", "end turn"):
        if label in labels:
            return label
    return first_action(state, gen)


def test_functions_play_whole_games_and_tournaments() -> None:
    final = play_game(new_game("First Game", seed=2), [big_money, RandomAgent(1)])
    assert final.game_end() and final.scores()[0] > final.scores()[1]
    assert play_recorded(new_goofspiel(4), [first_action, lambda s, g: [g.labels()[0]]]).latest.game_end()
    result = run_tournament([big_money, "random"], games=4, workers=1)
    assert [s.name for s in result.stats] == ["big_money", "random"]
    assert result.stats[0].wins == 4
    parallel = run_tournament([big_money, lambda s, g: g.labels()[0]], games=4, workers=2)
    assert [s.name for s in parallel.stats] == ["big_money", "<lambda>"]


def test_a_function_agent_reports_bad_answers() -> None:
    state = new_game("First Game", seed=2).auto_step()
    pid = state.waiting_for()
    assert pid is not None
    view: GameState = state
    gen = view.action_generator(pid)
    with pytest.raises(InvalidActionError):
        FunctionAgent(lambda s, g: "buy Colony").act(view, gen)
    with pytest.raises(TypeError, match="expected a PlayerAction or labels"):
        FunctionAgent(cast(AgentFunction, lambda s, g: [3]), name="bad").act(view, gen)
    with pytest.raises(TypeError, match="not an agent"):
        as_agent(cast(AgentFunction, 42))
    militia = scenario(["Militia"], hands={0: ["Militia"], 1: ["Copper", "Estate", "Silver", "Gold",
                                                                 "Duchy"]}).auto_step()
    militia = militia.action_step(0, militia.action_generator(0).choose("play Militia")
                                  .generate_action()).auto_step()
    defender: GameState = militia
    with pytest.raises(InvalidActionError, match="incomplete action"):
        FunctionAgent(lambda s, g: ["discard Copper"]).act(defender, defender.action_generator(1))
    rng = random.Random(1)
    agent = FunctionAgent(lambda s, g: g.labels()[rng.randrange(len(g.labels()))], name="coin")
    assert agent.name == "coin" and as_agent(agent) is agent and "coin" in repr(agent)
