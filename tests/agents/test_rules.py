"""The priority DSL: every condition, rule order, and the buy and action phases of the shipped bots."""

from __future__ import annotations

import pickle

import pytest

from dgsim.agents.agent import play_game
from dgsim.agents.bots import (
    BIG_MONEY,
    BIG_MONEY_ULTIMATE,
    SMITHY_BM,
    SMITHY_ENDGAME,
    VILLAGE_SMITHY,
    make_agent,
)
from dgsim.agents.rules import (
    ALWAYS,
    AllOf,
    AnyOf,
    Coins,
    Condition,
    CountOwned,
    DeckSize,
    Density,
    EndsGame,
    FewerThan,
    MoneyDensity,
    MoneyTotal,
    Not,
    PileLeft,
    Rule,
    RuleAgent,
    Strategy,
    Turn,
    keep_value,
    provinces_left,
)
from dgsim.dominion import DominionState, card_named, new_game, scenario
from tests.agents.support import decide, step
from tests.core.toygame import new_toy

KINGDOM = ["Village", "Smithy", "Militia", "Witch", "Council Room", "Chapel", "Cellar",
           "Remodel", "Mine", "Workshop"]


def deck_state() -> DominionState:
    """Seat 0 owns 4 Copper, 2 Silver, 1 Gold, 2 Estate, 1 Smithy (10 cards, $11); seat 1 nothing."""
    return scenario(KINGDOM, hands={0: ["Copper", "Copper", "Silver", "Estate", "Smithy"]},
                    decks={0: ["Gold", "Copper"]}, discards={0: ["Silver", "Copper", "Estate"]},
                    supply={"Province": 5})


@pytest.mark.parametrize(("condition", "expected"), [
    (ALWAYS, True),
    (PileLeft("Province", at_most=5), True),
    (PileLeft("Province", at_most=4), False),
    (provinces_left(at_least=6), False),
    (PileLeft("Smithy", at_least=10, at_most=10), True),
    (CountOwned("Copper", at_least=4, at_most=4), True),
    (CountOwned("Copper", at_most=3), False),
    (CountOwned("Gold", at_least=2), False),
    (FewerThan("Gold", "Silver"), True),
    (FewerThan("Silver", "Gold"), False),
    (FewerThan("Silver", "Gold", plus=2), True),
    (Density("Copper", at_least=0.4, at_most=0.4), True),
    (Density("Estate", at_most=0.1), False),
    (MoneyTotal(at_least=11, at_most=11), True),
    (MoneyTotal(at_least=12), False),
    (MoneyDensity(at_least=1.1, at_most=1.1), True),
    (MoneyDensity(at_least=1.11), False),
    (DeckSize(at_least=10, at_most=10), True),
    (DeckSize(at_most=9), False),
    (Coins(at_most=0), True),
    (Coins(at_least=1), False),
    (Turn(at_most=1), True),
    (Turn(at_least=2), False),
    (AllOf((ALWAYS, CountOwned("Smithy", at_least=1))), True),
    (AllOf((ALWAYS, CountOwned("Smithy", at_least=2))), False),
    (AnyOf((CountOwned("Smithy", at_least=2), ALWAYS)), True),
    (AnyOf((CountOwned("Smithy", at_least=2),)), False),
    (Not(ALWAYS), False),
])
def test_condition_on_a_known_deck(condition: Condition, expected: bool) -> None:
    assert condition.holds(deck_state(), 0) is expected


def test_coins_condition_reads_this_turns_coins() -> None:
    state = scenario(KINGDOM, hands={0: ["Gold", "Silver"]})
    _, state = step(RuleAgent(BIG_MONEY), state)  # play all treasures
    assert Coins(at_least=5, at_most=5).holds(state, 0)


def test_rule_applies_only_when_its_condition_holds() -> None:
    state = deck_state()
    assert Rule("Duchy", provinces_left(at_most=5)).applies(state, 0)
    assert not Rule("Duchy", provinces_left(at_most=4)).applies(state, 0)
    assert Rule("Silver").applies(state, 0)


def test_keep_value_orders_junk_money_and_actions() -> None:
    order = ["Curse", "Estate", "Copper", "Silver", "Smithy", "Gold"]
    values = [keep_value(card_named(n)) for n in order]
    assert values == sorted(values) and len(set(values)) == len(values)


def buy_with(strategy: Strategy, hand: list[str], supply: dict[str, int] | None = None,
             discards: dict[int, list[str]] | None = None) -> tuple[str, ...]:
    """What the bot buys with ``hand`` (after playing all treasures)."""
    state = scenario(KINGDOM, hands={0: hand}, supply=supply, discards=discards)
    agent = RuleAgent(strategy)
    first, state = step(agent, state)
    assert first == ("play all treasures",)
    return decide(agent, state)


@pytest.mark.parametrize(("hand", "bought"), [
    (["Gold", "Gold", "Silver"], "buy Province"),
    (["Gold", "Silver", "Silver"], "buy Gold"),
    (["Gold", "Silver", "Copper"], "buy Gold"),
    (["Silver", "Silver", "Copper"], "buy Silver"),
    (["Silver", "Copper", "Copper"], "buy Silver"),
    (["Silver", "Copper"], "buy Silver"),
    (["Copper", "Copper"], "end turn"),
])
def test_big_money_is_province_gold_silver(hand: list[str], bought: str) -> None:
    assert buy_with(BIG_MONEY, hand) == (bought,)


def test_big_money_never_greens_below_eight() -> None:
    assert buy_with(BIG_MONEY, ["Silver", "Silver", "Copper"], supply={"Province": 1}) == (
        "buy Silver",)


def test_bmu_waits_for_sixteen_money_before_provinces() -> None:
    hand = ["Gold", "Gold", "Silver"]
    assert buy_with(BIG_MONEY_ULTIMATE, hand) == ("buy Gold",)
    rich = {0: ["Gold", "Gold", "Silver"]}
    assert buy_with(BIG_MONEY_ULTIMATE, hand, discards=rich) == ("buy Province",)


@pytest.mark.parametrize(("provinces", "hand", "bought"), [
    (8, ["Silver", "Silver", "Copper"], "buy Silver"),
    (6, ["Silver", "Silver", "Copper"], "buy Duchy"),
    (4, ["Gold", "Silver", "Copper"], "buy Duchy"),
    (5, ["Gold", "Silver", "Copper"], "buy Gold"),
    (3, ["Silver", "Copper"], "buy Silver"),
    (2, ["Silver", "Copper"], "buy Estate"),
])
def test_bmu_greening(provinces: int, hand: list[str], bought: str) -> None:
    assert buy_with(BIG_MONEY_ULTIMATE, hand, supply={"Province": provinces}) == (bought,)


def test_smithy_bm_buys_one_smithy_then_a_second_in_a_big_deck() -> None:
    assert buy_with(SMITHY_BM, ["Silver", "Copper", "Copper"]) == ("buy Smithy",)
    assert buy_with(SMITHY_BM, ["Silver", "Copper", "Copper"],
                    discards={0: ["Smithy"]}) == ("buy Silver",)
    assert buy_with(SMITHY_BM, ["Silver", "Copper", "Copper"],
                    discards={0: ["Smithy"] + ["Copper"] * 12}) == ("buy Smithy",)


def ends(card: str, mine: list[str], theirs: list[str], supply: dict[str, int]) -> str:
    """What gaining ``card`` now gives seat 0 (first turn), owning ``mine`` against ``theirs``:
    the result `EndsGame` reads ("win", "tie", "loss"), or "" if the game goes on."""
    state = scenario(KINGDOM, hands={0: ["Copper"]}, supply=supply,
                     discards={0: mine, 1: theirs})
    found = [r for r in ("win", "tie", "loss") if EndsGame(card, (r,)).holds(state, 0)]
    assert len(found) <= 1
    assert EndsGame(card, ("win", "tie", "loss")).holds(state, 0) is bool(found)
    return found[0] if found else ""


@pytest.mark.parametrize(("card", "mine", "theirs", "supply", "result"), [
    # the last Province: 6 + 3 against 6 wins, 6 against 6 + 3 loses
    ("Province", ["Duchy"], ["Province"], {"Province": 1}, "win"),
    ("Province", [], ["Province", "Duchy"], {"Province": 1}, "loss"),
    # two Provinces left: taking one ends nothing
    ("Province", ["Duchy"], ["Province"], {"Province": 2}, ""),
    # 6 against 6 on the first seat's turn: it will have had one turn more, so the tie is lost
    ("Province", [], ["Province"], {"Province": 1}, "loss"),
    # a third empty pile: the last Duchy ends it, and 3 + 1 against 3 wins
    ("Duchy", ["Estate"], ["Duchy"], {"Duchy": 1, "Village": 0, "Cellar": 0}, "win"),
    ("Estate", [], ["Estate"], {"Estate": 1, "Village": 0, "Cellar": 0}, "loss"),
    ("Estate", ["Estate"], ["Estate"], {"Estate": 1, "Village": 0, "Cellar": 0}, "win"),
    # the last Duchy with only one other pile empty: no end
    ("Duchy", ["Estate"], ["Duchy"], {"Duchy": 1, "Village": 0}, ""),
    # an empty pile cannot be gained from
    ("Duchy", ["Estate"], [], {"Duchy": 0, "Village": 0, "Cellar": 0}, ""),
])
def test_ends_game_reads_the_end_and_the_result(card: str, mine: list[str], theirs: list[str],
                                                supply: dict[str, int], result: str) -> None:
    assert ends(card, mine, theirs, supply) == result


def test_ends_game_a_tie_on_the_second_seats_turn_is_shared() -> None:
    # seat 1 playing its first turn after seat 0's: equal turns at the end, so 6 against 6 is a
    # shared win (rulebook: tied players with the same number of turns rejoice in their shared
    # victory)
    state = scenario(KINGDOM, hands={1: ["Copper"]}, current=1, supply={"Province": 1},
                     discards={0: ["Province"]})
    state = state.with_player(0, state.players[0].with_counters(turns=1))
    assert EndsGame("Province", ("tie",)).holds(state, 1)
    assert not EndsGame("Province").holds(state, 1)
    assert not EndsGame("Province", ("loss",)).holds(state, 1)
    rich = state.with_player(1, state.players[1].with_zone("discard", (card_named("Estate"),)))
    assert EndsGame("Province").holds(rich, 1)


def test_ends_game_in_another_seats_turn_counts_only_that_seats_turn() -> None:
    # seat 1 asks during seat 0's first turn (a gain in another's turn): seat 0's Clean-up makes
    # the turns 1 to 0, so 6 against 6 goes to seat 1, which has had fewer turns
    state = scenario(KINGDOM, hands={0: ["Copper"]}, supply={"Province": 1},
                     discards={0: ["Province"]})
    assert EndsGame("Province").holds(state, 1)
    assert not EndsGame("Province", ("tie", "loss")).holds(state, 1)


def test_ends_game_refuses_unknown_results() -> None:
    with pytest.raises(ValueError, match="'win', 'tie' or 'loss'"):
        EndsGame("Province", ())


def test_smithy_endgame_takes_the_winning_end_and_refuses_the_losing_one() -> None:
    # $8 with $8 of treasure owned: smithy-bm buys a Duchy (it waits for $16 for Provinces), the
    # endgame bot takes the last Province that wins
    won = {0: ["Duchy"], 1: ["Province"]}
    hand = ["Gold", "Gold", "Silver"]
    assert buy_with(SMITHY_BM, hand, supply={"Province": 1}, discards=won) == ("buy Duchy",)
    assert buy_with(SMITHY_ENDGAME, hand, supply={"Province": 1}, discards=won) == (
        "buy Province",)
    # with $16+ owned but behind by more than 6, smithy-bm ends the game losing; the endgame bot
    # takes a Duchy (Provinces <= 4) and plays on
    lost = {0: ["Gold", "Gold", "Gold"], 1: ["Province", "Duchy", "Duchy"]}
    assert buy_with(SMITHY_BM, hand, supply={"Province": 1}, discards=lost) == (
        "buy Province",)
    assert buy_with(SMITHY_ENDGAME, hand, supply={"Province": 1}, discards=lost) == (
        "buy Duchy",)
    # an Estate that ends the game on piles with a win, where smithy-bm buys Silver
    piles = {"Province": 5, "Estate": 1, "Village": 0, "Cellar": 0}
    even = {0: ["Duchy"], 1: ["Duchy"]}
    assert buy_with(SMITHY_BM, ["Silver", "Copper"], supply=piles, discards=even) == (
        "buy Silver",)
    assert buy_with(SMITHY_ENDGAME, ["Silver", "Copper"], supply=piles, discards=even) == (
        "buy Estate",)
    # far from the end it buys as smithy-bm does
    for cards in (["Silver", "Copper", "Copper"], ["Gold", "Silver", "Copper"]):
        assert buy_with(SMITHY_ENDGAME, cards) == buy_with(SMITHY_BM, cards)


def test_smithy_endgame_as_second_seat_takes_a_shared_win() -> None:
    # seat 1 takes the last Province: 12 against 12 after equal turns, a shared win, which
    # smithy-endgame takes where smithy-bm (waiting for $16 of treasure) takes a Duchy
    state = scenario(KINGDOM, hands={1: ["Gold", "Gold", "Silver"]}, current=1,
                     supply={"Province": 1}, discards={0: ["Province", "Province"],
                                                       1: ["Province"]})
    state = state.with_player(0, state.players[0].with_counters(turns=1))
    for strategy, bought in ((SMITHY_ENDGAME, "buy Province"), (SMITHY_BM, "buy Duchy")):
        agent = RuleAgent(strategy)
        first, after = step(agent, state)
        assert first == ("play all treasures",)
        assert decide(agent, after) == (bought,)


def test_rules_for_cards_not_in_the_game_are_skipped() -> None:
    strategy = Strategy("x", buy=(Rule("Laboratory"), Rule("Silver")))
    assert buy_with(strategy, ["Gold", "Silver"]) == ("buy Silver",)


def test_every_buy_follows_the_list_with_extra_buys() -> None:
    state = scenario(KINGDOM, hands={0: ["Council Room", "Gold", "Gold", "Gold", "Silver"]},
                     decks={0: ["Copper"] * 5})
    agent = RuleAgent(BIG_MONEY)
    labels, state = step(agent, state)
    assert labels == ("play Council Room",)
    labels, state = step(agent, state)
    assert labels == ("play all treasures",)
    assert state.player(0).coins == 15 and state.player(0).buys == 2
    labels, state = step(agent, state)
    assert labels == ("buy Province",)
    assert decide(agent, state) == ("buy Gold",)


def test_play_priority_village_before_smithy() -> None:
    state = scenario(KINGDOM, hands={0: ["Smithy", "Village", "Copper"]},
                     decks={0: ["Copper"] * 8})
    agent = RuleAgent(VILLAGE_SMITHY)
    labels, state = step(agent, state)
    assert labels == ("play Village",)
    assert decide(agent, state) == ("play Smithy",)


def test_listed_play_rule_beats_the_default_order() -> None:
    state = scenario(KINGDOM, hands={0: ["Smithy", "Village"]}, decks={0: ["Copper"] * 8})
    assert decide(RuleAgent(SMITHY_BM), state) == ("play Smithy",)
    # unlisted actions: villages (+Actions) first
    assert decide(RuleAgent(BIG_MONEY), state) == ("play Village",)


def test_rule_agent_is_deterministic_and_reseed_keeps_it() -> None:
    agent = RuleAgent(BIG_MONEY)
    assert agent.reseed(5) is agent
    assert agent.name == "bigmoney" and RuleAgent(BIG_MONEY, "bm2").name == "bm2"


@pytest.mark.parametrize("strategy", [BIG_MONEY, BIG_MONEY_ULTIMATE, SMITHY_BM])
def test_a_pickled_bot_is_the_same_bot(strategy: Strategy) -> None:
    # search workers receive their rollout bots by pickle: in the compiled build the bot, its
    # strategy and the rules' conditions are compiled classes, rebuilt through their constructors
    agent = RuleAgent(strategy, "copied")
    copy = pickle.loads(pickle.dumps(agent))
    assert type(copy) is RuleAgent and copy.name == "copied" and copy.strategy == strategy
    assert copy.strategy is not strategy
    game = new_game("First Game", seed=4)
    assert play_game(game, [copy, copy]) == play_game(game, [agent, agent])


def test_rule_agent_refuses_other_games() -> None:
    # statically a RuleAgent is an Agent[DominionState] only (tests/agents/test_typing.py); a
    # registry agent's game is known only at run time (AnyAgent), where the bot refuses the toy game
    state = new_toy().auto_step()
    pid = state.waiting_for()
    assert pid is not None
    with pytest.raises(TypeError, match="bigmoney plays Dominion, not ToyState"):
        make_agent("bigmoney").act(state, state.action_generator(pid))
