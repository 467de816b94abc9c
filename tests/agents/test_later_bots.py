"""The classic bots of Adventures and Empires (`legionary-bm`, `swamp-hag-bm`): registered, they
buy and play their card, and they beat Big Money on a kingdom with it (docs/strategies.md has
their 10,000-game results)."""

from __future__ import annotations

import pytest

from dgsim.agents import play_game
from dgsim.agents.bots import LATER_STRATEGIES, LEGIONARY_BM, SWAMP_HAG_BM, make_agent
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import new_game, scenario
from tests.dominion.helpers import act

BASE = ["Village", "Smithy", "Market", "Cellar", "Moat", "Mine", "Remodel", "Workshop", "Militia"]


def test_the_later_bots_are_registered() -> None:
    for strategy in LATER_STRATEGIES:
        agent = make_agent(strategy.name)
        assert isinstance(agent, RuleAgent) and agent.strategy is strategy and strategy.text


@pytest.mark.parametrize(("strategy", "card"), [(LEGIONARY_BM, "Legionary"),
                                                (SWAMP_HAG_BM, "Swamp Hag")])
def test_the_bot_buys_its_card_at_five(strategy: object, card: str) -> None:
    agent = make_agent(strategy.name)
    s = scenario([card, *BASE], hands={0: ["Silver", "Silver", "Copper"]}).auto_step()
    s = act(s, "play all treasures")
    action = agent.act(s, s.action_generator(0))
    assert action.labels == (f"buy {card}",)


@pytest.mark.parametrize(("strategy", "card"), [(LEGIONARY_BM, "Legionary"),
                                                (SWAMP_HAG_BM, "Swamp Hag")])
def test_the_bot_beats_big_money_on_its_kingdom(strategy: object, card: str) -> None:
    name = strategy.name
    wins = owned = 0
    for seed in range(12):
        seats = [name, "bigmoney"] if seed % 2 == 0 else ["bigmoney", name]
        final = play_game(new_game([card, *BASE], seed=seed).auto_step(),
                          [make_agent(a) for a in seats])
        me = seats.index(name)
        wins += me in final.winners() and len(final.winners()) == 1
        owned += any(c.name == card for c in final.player(me).all_cards())
    assert wins >= 9 and owned >= 6  # (a game without a $5 hand before greening buys none)
