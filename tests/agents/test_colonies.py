"""The Big Money family buys Platinum and Colony when a game has them, and plays as before
when it has not."""

from __future__ import annotations

import pytest

from dgsim.agents import STRATEGIES, make_agent, play_game
from dgsim.agents.bots import COLONY_RULES
from dgsim.dominion import new_game


@pytest.mark.parametrize("name", ["bigmoney", "bmu", "smithy-bm", "witch-bm"])
def test_big_money_buys_colony_and_platinum(name: str) -> None:
    owned = {"Colony": 0, "Platinum": 0}
    for seed in range(3):
        final = play_game(new_game("First Game", seed=seed, colonies=True),
                          [make_agent(name), make_agent("bigmoney")])
        for card in final.player(0).all_cards():
            if card.name in owned:
                owned[card.name] += 1
    assert owned["Colony"] > 0 and owned["Platinum"] > 0


def test_every_shipped_strategy_starts_with_the_colony_rules() -> None:
    for strategy in STRATEGIES:
        names = [r.card for r in strategy.buy]
        assert "Colony" in names and "Platinum" in names, strategy.name
        start = names.index("Colony")
        assert strategy.buy[start:start + len(COLONY_RULES)] == COLONY_RULES


def test_without_colonies_the_games_are_unchanged() -> None:
    """The rules skip cards not in the game: the same seeds give the same final states as a
    strategy without them."""
    from dataclasses import replace

    from dgsim.agents.rules import RuleAgent

    bmu = make_agent("bmu")
    assert isinstance(bmu, RuleAgent)
    bare = RuleAgent(replace(bmu.strategy, buy=bmu.strategy.buy[len(COLONY_RULES):]))
    for seed in range(3):
        game = new_game("First Game", seed=seed)
        assert play_game(game, [bmu, make_agent("smithy-bm")]) == play_game(
            game, [bare, make_agent("smithy-bm")])
