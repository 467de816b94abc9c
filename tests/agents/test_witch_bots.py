"""The benchmark's scripted opponents: single-witch, double-witch, provincial-witch; gains_to_end;
the MCTS Benchmark kingdom by name."""

from __future__ import annotations

import pytest

from dgsim.agents.agent import play_game
from dgsim.agents.bots import make_agent
from dgsim.agents.rules import GainsToEnd, RuleAgent, Strategy, gains_to_end
from dgsim.agents.witch import DOUBLE_WITCH, PROVINCIAL_WITCH, SINGLE_WITCH
from dgsim.dominion import new_game, scenario
from dgsim.dominion.kingdom import MCTS_BENCHMARK
from tests.agents.support import decide, step

KINGDOM = list(MCTS_BENCHMARK)


def buy_with(strategy: Strategy, hand: list[str], supply: dict[str, int] | None = None,
             discards: list[str] | None = None) -> tuple[str, ...]:
    """What the bot buys with ``hand`` (after playing all treasures) owning ``discards`` too."""
    state = scenario(KINGDOM, hands={0: hand}, supply=supply,
                     discards={0: discards} if discards else None)
    agent = RuleAgent(strategy)
    first, state = step(agent, state)
    assert first == ("play all treasures",)
    return decide(agent, state)


def test_mcts_benchmark_is_a_named_kingdom() -> None:
    state = new_game("MCTS Benchmark", seed=3)
    assert {c.name for c in state.mode.kingdom} == set(MCTS_BENCHMARK)
    assert new_game("mcts benchmark", seed=3).mode.kingdom == state.mode.kingdom
    with pytest.raises(KeyError, match="MCTS Benchmark"):
        new_game("MCTS Benchmarks")


def test_gains_to_end_is_provinces_or_the_three_smallest_piles() -> None:
    assert gains_to_end(scenario(KINGDOM, hands={0: ["Copper"]})) == 8
    assert gains_to_end(scenario(KINGDOM, hands={0: ["Copper"]}, supply={"Province": 3})) == 3
    low = scenario(KINGDOM, hands={0: ["Copper"]}, supply={"Curse": 0, "Witch": 1, "Gardens": 2})
    assert gains_to_end(low) == 3
    assert GainsToEnd(at_least=1, at_most=5).holds(low, 0)
    assert not GainsToEnd(at_most=2).holds(low, 0)


@pytest.mark.parametrize(("strategy", "witches", "bought"), [
    (SINGLE_WITCH, [], "buy Witch"),
    (SINGLE_WITCH, ["Witch"], "buy Silver"),
    (DOUBLE_WITCH, ["Witch"], "buy Witch"),
    (DOUBLE_WITCH, ["Witch", "Witch"], "buy Silver"),
])
def test_witch_bots_buy_their_witches_at_5(strategy: Strategy, witches: list[str],
                                            bought: str) -> None:
    assert buy_with(strategy, ["Silver", "Silver", "Copper"], discards=witches) == (bought,)


def test_dominiate_witch_takes_province_only_once_it_owns_a_gold() -> None:
    hand = ["Silver", "Silver", "Silver", "Silver"]
    assert buy_with(DOUBLE_WITCH, hand, discards=["Witch", "Witch"]) == ("buy Gold",)
    assert buy_with(DOUBLE_WITCH, hand, discards=["Witch", "Witch", "Gold"]) == ("buy Province",)


def test_dominiate_witch_greens_by_gains_to_end() -> None:
    owned = ["Witch", "Witch"]
    assert buy_with(DOUBLE_WITCH, ["Silver", "Silver", "Copper"], supply={"Province": 6},
                    discards=owned) == ("buy Silver",)
    assert buy_with(DOUBLE_WITCH, ["Silver", "Silver", "Copper"], supply={"Province": 5},
                    discards=owned) == ("buy Duchy",)
    assert buy_with(DOUBLE_WITCH, ["Silver", "Copper"], supply={"Province": 2},
                    discards=owned) == ("buy Estate",)
    # three piles nearly out count as well as the Provinces
    assert buy_with(DOUBLE_WITCH, ["Silver", "Silver", "Copper"],
                    supply={"Curse": 1, "Village": 1, "Smithy": 2}, discards=owned) == ("buy Duchy",)


def test_provincial_menu_order() -> None:
    five = ["Silver", "Silver", "Copper"]
    assert buy_with(PROVINCIAL_WITCH, five) == ("buy Witch",)
    assert buy_with(PROVINCIAL_WITCH, five, discards=["Witch", "Witch"]) == ("buy Laboratory",)
    assert buy_with(PROVINCIAL_WITCH, five,
                    discards=["Witch", "Witch", "Laboratory"]) == ("buy Silver",)
    four = ["Silver", "Copper", "Copper"]
    assert buy_with(PROVINCIAL_WITCH, four, discards=["Silver"] * 3) == ("buy Silver",)
    assert buy_with(PROVINCIAL_WITCH, four, discards=["Silver"] * 4) == ("buy Gardens",)
    assert buy_with(PROVINCIAL_WITCH, four, discards=["Silver"] * 4 + ["Gardens"] * 8) == (
        "buy Silver",)
    assert buy_with(PROVINCIAL_WITCH, five, supply={"Province": 4}) == ("buy Duchy",)
    assert buy_with(PROVINCIAL_WITCH, ["Gold", "Gold", "Copper", "Copper"]) == ("buy Province",)


def test_provincial_plays_laboratory_before_witch() -> None:
    state = scenario(KINGDOM, hands={0: ["Witch", "Laboratory", "Copper"]},
                     decks={0: ["Copper", "Copper"]})
    assert decide(RuleAgent(PROVINCIAL_WITCH), state) == ("play Laboratory",)


@pytest.mark.parametrize("name", ["single-witch", "double-witch", "provincial-witch"])
def test_witch_bots_are_registered_and_beat_big_money(name: str) -> None:
    bot, money = make_agent(name), make_agent("bigmoney")
    won = 0
    for seed in range(6):
        seats = [bot, money] if seed % 2 == 0 else [money, bot]
        final = play_game(new_game("MCTS Benchmark", seed=seed), seats)
        won += final.winners() == (seed % 2,)
    assert won >= 5
    with pytest.raises(ValueError, match="takes no parameters"):
        make_agent(f"{name}:x=1")
