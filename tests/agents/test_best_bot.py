"""``best-bot``: the rule bot that wins a quick round-robin on the game's kingdom."""

from __future__ import annotations

import dataclasses

import pytest

from dgsim.agents.agent import play_game
from dgsim.agents.best import BestBot, kingdom_of, round_robin
from dgsim.agents.bots import make_agent
from dgsim.dominion import new_game, scenario
from dgsim.games.goofspiel import new_goofspiel

WITCH_KINGDOM = ("Witch", "Village", "Cellar", "Moat", "Workshop", "Bureaucrat", "Gardens",
                 "Chapel", "Harbinger", "Vassal")


def test_kingdom_of_reads_the_setup() -> None:
    state = new_game(list(WITCH_KINGDOM), 2, 3)
    assert kingdom_of(state) == (WITCH_KINGDOM, False, None)
    colonies = new_game(list(WITCH_KINGDOM), 2, 3, colonies=True)
    assert kingdom_of(colonies)[1] is True
    bane = new_game(["Young Witch", *WITCH_KINGDOM[1:]], 2, 3, bane="Pawn")
    assert kingdom_of(bane)[2] == "Pawn"
    assert kingdom_of(scenario(["Smithy"], hands={0: ["Copper"]}))[0] == ("Smithy",)


def test_a_setup_without_cards_falls_back_to_the_piles() -> None:
    """A game set up by a protocol names no kingdom: the piles other than the basic ones do."""
    state = new_game("First Game", 2, 1, colonies=True)
    mode = dataclasses.replace(state.board.mode, setup_json='{"game": "cs5965"}')
    bare = dataclasses.replace(state, board=dataclasses.replace(state.board, mode=mode))
    cards, colonies, bane = kingdom_of(bare)
    assert set(cards) == set(kingdom_of(state)[0]) and colonies and bane is None
    only_basic = scenario([], hands={0: ["Copper"]})
    mode = dataclasses.replace(only_basic.board.mode, setup_json="{}")
    nothing = dataclasses.replace(only_basic,
                                  board=dataclasses.replace(only_basic.board, mode=mode))
    with pytest.raises(ValueError, match="names no kingdom cards"):
        kingdom_of(nothing)
    # best-bot then plays its first bot rather than fail.
    assert BestBot(("bmu", "smithy-bm"), games=1).choose(nothing) == "bmu"


def test_best_bot_answers_a_protocol_game() -> None:
    """The CS 5965 protocol's games (1st-edition First Game, no kingdom in their setup)."""
    from tests.protocol.helpers import cs_state

    state = cs_state(("Smithy", "Militia", "Copper", "Copper", "Estate"),
                     deck=("Silver",) * 5).auto_step()
    agent = BestBot(("bigmoney", "smithy-bm"), games=2)
    action = agent.act(state, state.action_generator(0))
    assert action.picks and agent.chosen in ("bigmoney", "smithy-bm")


def test_round_robin_scores_every_game_once() -> None:
    kingdom = kingdom_of(new_game(list(WITCH_KINGDOM), 2, 0))
    points = round_robin(kingdom, ("bigmoney", "witch-bm", "bmu"), 4)
    assert sum(points.values()) == 3 * 4  # three pairs, four games each, a point a game
    assert points == round_robin(kingdom, ("bigmoney", "witch-bm", "bmu"), 4)
    assert points["witch-bm"] > points["bigmoney"]


def test_best_bot_plays_the_winner_of_its_kingdom() -> None:
    agent = BestBot(("bigmoney", "witch-bm"), games=4)
    before = agent.chosen
    assert before is None and agent.reseed(5) is agent
    final = play_game(new_game(list(WITCH_KINGDOM), 2, 7), [agent, make_agent("bigmoney")])
    assert final.game_end() and agent.chosen == "witch-bm"
    # A new game of another kingdom chooses again: no Witch there, Big Money is listed first.
    play_game(new_game("First Game", 2, 7), [agent, make_agent("bigmoney")])
    assert agent.chosen in ("bigmoney", "witch-bm")
    assert agent.choose(new_game(list(WITCH_KINGDOM), 2, 99)) == "witch-bm"  # remembered
    assert "BestBot(" in repr(agent)
    assert BestBot(("bmu",)).choose(new_game("First Game", 2, 1)) == "bmu"


def test_best_bot_plays_dominion_only() -> None:
    state = new_goofspiel(3).auto_step()
    pid = state.waiting_for()
    assert pid is not None
    with pytest.raises(TypeError, match="plays Dominion"):
        make_agent("best-bot:bots=bmu").act(state, state.action_generator(pid))


def test_spec() -> None:
    agent = make_agent("best-bot:games=3,bots=bmu+smithy-bm")
    assert isinstance(agent, BestBot) and agent.games == 3 and agent.bots == ("bmu", "smithy-bm")
    assert len(BestBot().bots) >= 13


@pytest.mark.parametrize(("spec", "message"), [
    ("best-bot:games=0", "best-bot: games must be at least 1, got 0"),
    ("best-bot:games=x", "best-bot: games must be an integer at least 1, got 'x'"),
    ("best-bot:bots=bmu+nobody", "best-bot: bots: unknown agent 'nobody'"),
    ("best-bot:depth=3", "unknown best-bot parameters \\['depth'\\]"),
])
def test_bad_specs(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_agent(spec)


def test_the_witch_bots_join_the_default_pool_where_witch_is() -> None:
    """Issue 35's Witch bots are in the default pool on a kingdom with Witch, not elsewhere, and
    not in a pool given by name."""
    from dgsim.agents.best import WITCH_BOTS, pool_of

    assert WITCH_BOTS == ("single-witch", "double-witch", "provincial-witch")
    default = BestBot()
    witch = kingdom_of(new_game("MCTS Benchmark", 2, 0))
    assert pool_of(witch, default.bots, default.witch_bots) == (*default.bots, *WITCH_BOTS)
    first_game = kingdom_of(new_game("First Game", 2, 0))
    assert pool_of(first_game, default.bots, default.witch_bots) == default.bots
    named = BestBot(("bmu", "double-witch"), games=1)
    assert pool_of(witch, named.bots, named.witch_bots) == ("bmu", "double-witch")


def test_best_bot_may_choose_a_witch_bot() -> None:
    """On a Witch kingdom the default pool's round-robin can pick a Witch bot (here against only
    Big Money, which every Witch bot beats)."""
    agent = BestBot(("bigmoney",), games=2)
    agent.witch_bots = True
    assert agent.choose(new_game("MCTS Benchmark", 2, 0)) in ("single-witch", "double-witch",
                                                              "provincial-witch")
