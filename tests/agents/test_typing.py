"""`Agent` is generic in the game's state: what mypy accepts (this file is type-checked with the
suite, `mypy --strict`), and that the same values play at run time.

A Dominion bot is an ``Agent[DominionState]`` and reads Dominion's state without narrowing; an
agent of every game (random, search, an ``act`` typed on `GameState`) plays any game; the play
functions and tournaments keep the state's own type. What mypy must reject (a Dominion bot in a
Goofspiel game) the last test checks by running mypy on a small file.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path
from typing import assert_type

from dgsim.agents import Agent, FunctionAgent, RandomAgent, RuleAgent, as_agent, play_game
from dgsim.agents.agent import AnyAgent, play_recorded
from dgsim.agents.bots import BIG_MONEY, make_agent
from dgsim.agents.tournament import run_tournament
from dgsim.core import ActionGenerator, GameState, History, PlayerAction
from dgsim.dominion import DominionState, new_game
from dgsim.games.goofspiel import GoofspielState, new_goofspiel
from dgsim.search import ISMCTSAgent, SearchConfig


class FirstChoice:
    """An agent of every game written the old way: ``act`` typed on the core's `GameState`."""

    name = "first"

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        while not gen.filled():
            gen = gen.choose(gen.choices()[0])
        return gen.generate_action()

    def reseed(self, seed: int) -> FirstChoice:
        return self


class Hoarder(Agent[DominionState]):
    """A Dominion bot that subclasses the protocol: it reads Dominion's state directly."""

    name = "hoarder"

    def act(self, state: DominionState, gen: ActionGenerator[DominionState]) -> PlayerAction:
        coins = state.player(gen.player).coins  # DominionState: no narrowing
        labels = gen.labels()
        want = "buy Gold" if coins >= 6 else "buy Silver"
        for label in (want, "play all treasures", "end turn", "end actions"):
            if label in labels:
                return gen.choose(label).generate_action()
        return RandomAgent(0).act(state, gen)

    def reseed(self, seed: int) -> Hoarder:
        return self


def highest_bid(state: GoofspielState, gen: ActionGenerator[GoofspielState]) -> str:
    """A Goofspiel agent function: sees the prize as Goofspiel's state has it."""
    assert state.prize >= 0
    return gen.labels()[-1]


def test_dominion_bots_and_agents_of_every_game_play_dominion() -> None:
    bot: Agent[DominionState] = RuleAgent(BIG_MONEY)
    anywhere: Agent[DominionState] = RandomAgent(1)
    final = play_game(new_game("First Game", seed=1), [bot, anywhere])
    assert_type(final, DominionState)
    assert final.game_end() and final.scores()[0] > final.scores()[1]
    search = ISMCTSAgent(SearchConfig(iterations=2, rollout_depth=1))
    mixed = play_game(new_game("First Game", players=4, seed=2, turn_limit=8),
                      [Hoarder(), FirstChoice(), search, lambda state, gen: gen.labels()[0]])
    assert_type(mixed, DominionState)
    assert mixed.game_end()


def test_goofspiel_agents_and_agents_of_every_game_play_goofspiel() -> None:
    history = play_recorded(new_goofspiel(4, seed=1), [highest_bid, FirstChoice()])
    assert_type(history, History[GoofspielState])
    assert history.latest.game_end()
    agent = as_agent(highest_bid)
    assert_type(agent, Agent[GoofspielState])
    assert isinstance(agent, FunctionAgent) and agent.name == "highest_bid"
    final = play_game(new_goofspiel(4, seed=2), [agent, RandomAgent(3)])
    assert_type(final, GoofspielState)


def test_registry_agents_are_named_at_run_time_and_fit_any_game() -> None:
    named = make_agent("bigmoney")
    assert_type(named, AnyAgent)
    result = run_tournament([named, Hoarder(), FirstChoice()], games=3, workers=1)
    assert [s.name for s in result.stats] == ["bigmoney", "hoarder", "first"]


def test_mypy_rejects_a_dominion_bot_in_another_game(tmp_path: Path) -> None:
    source = textwrap.dedent("""
        from dgsim.agents import RuleAgent, play_game
        from dgsim.agents.bots import BIG_MONEY
        from dgsim.games.goofspiel import new_goofspiel

        play_game(new_goofspiel(4), [RuleAgent(BIG_MONEY)])
    """)
    (tmp_path / "wrong_game.py").write_text(source, encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path),
                           "--config-file", str(root / "mypy.ini"), str(tmp_path / "wrong_game.py")],
                          capture_output=True, text=True, cwd=root, check=False)
    assert done.returncode == 1, done.stdout
    assert 'List item 0 has incompatible type "RuleAgent"' in done.stdout
