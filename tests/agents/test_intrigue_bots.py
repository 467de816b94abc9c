"""The classic Intrigue bots and the rule DSL's defaults for Intrigue's decisions: "choose one"
options by their printed words (`Strategy.choose`), `HandMoney`, Masquerade's pass, naming a card."""

from __future__ import annotations

from dgsim.agents.bots import (
    BIG_MONEY,
    COURTYARD_BM,
    INTRIGUE_STRATEGIES,
    MASQUERADE_BM,
    MINION_BM,
    NOBLES_BM,
    make_agent,
)
from dgsim.agents.rules import HandMoney, RuleAgent
from dgsim.core import Choice
from dgsim.dominion import scenario
from dgsim.dominion.cards.intrigue import MINION_CYCLE
from tests.agents.support import decide, step
from tests.dominion.helpers import act, names

BM = RuleAgent(BIG_MONEY)
INTRIGUE = ["Courtyard", "Masquerade", "Minion", "Nobles", "Contraband"]


def test_the_intrigue_bots_are_registered() -> None:
    for strategy in INTRIGUE_STRATEGIES:
        agent = make_agent(strategy.name)
        assert isinstance(agent, RuleAgent) and agent.strategy is strategy
        assert strategy.text


def test_hand_money_counts_coins_and_treasures_in_hand() -> None:
    state = scenario(INTRIGUE, hands={0: ["Silver", "Copper", "Estate"]})
    assert HandMoney(at_most=3).holds(state, 0) and HandMoney(at_least=3).holds(state, 0)
    assert not HandMoney(at_most=2).holds(state, 0)
    assert HandMoney(at_least=5).holds(state.add_coins(0, 2), 0)


def test_minion_bot_attacks_with_a_poor_hand() -> None:
    # Minion: "Choose one: +$2; or discard your hand, +4 Cards, and each other player with at
    # least 5 cards in hand discards their hand and draws 4 cards."
    state = scenario(INTRIGUE, hands={0: ["Minion", "Copper", "Estate", "Estate", "Copper"],
                                      1: ["Copper"] * 5},
                     decks={0: ["Gold"] * 4, 1: ["Silver"] * 4})
    bot = RuleAgent(MINION_BM)
    labels, after = step(bot, act(state, "play Minion"))
    assert labels == (MINION_CYCLE,)
    assert names(after.player(0).hand) == ["Gold"] * 4
    assert names(after.player(1).hand) == ["Silver"] * 4


def test_minion_bot_takes_the_coins_with_a_rich_hand() -> None:
    state = scenario(INTRIGUE, hands={0: ["Minion", "Gold", "Silver", "Estate", "Copper"]})
    assert decide(RuleAgent(MINION_BM), act(state, "play Minion")) == ("+$2",)


def test_unlisted_options_take_the_first_printed_one() -> None:
    state = scenario(INTRIGUE, hands={0: ["Minion", "Copper", "Estate", "Estate", "Copper"]})
    assert decide(BM, act(state, "play Minion")) == ("+$2",)


def test_nobles_bot_draws() -> None:
    # Nobles: "Choose one: +3 Cards; or +2 Actions."
    state = scenario(INTRIGUE, hands={0: ["Nobles"]}, decks={0: ["Gold"] * 3})
    labels, after = step(RuleAgent(NOBLES_BM), act(state, "play Nobles"))
    assert labels == ("+3 Cards",) and names(after.player(0).hand) == ["Gold"] * 3


def test_masquerade_passes_the_worst_card() -> None:
    # Masquerade: "+2 Cards. Each player with any cards in hand passes one to the next such player
    # to their left, at once. Then you may trash a card from your hand."
    bot = RuleAgent(MASQUERADE_BM)
    state = scenario(INTRIGUE, hands={0: ["Masquerade", "Gold", "Curse"],
                                      1: ["Silver", "Estate", "Copper"]},
                     decks={0: ["Copper", "Silver"]})
    state = act(state, "play Masquerade")
    assert decide(bot, state) == ("pass Curse",)
    _, state = step(bot, state)
    assert decide(BM, state) == ("pass Estate",)


def test_courtyard_bot_saves_its_best_card_for_next_turn() -> None:
    # Courtyard: "+3 Cards. Put a card from your hand onto your deck."
    state = scenario(INTRIGUE, hands={0: ["Courtyard", "Copper", "Copper"]},
                     decks={0: ["Estate", "Silver", "Copper", "Gold"]})
    labels, after = step(RuleAgent(COURTYARD_BM), act(state, "play Courtyard"))
    assert labels == ("topdeck Silver",)  # the default: what it most wants to keep
    assert sorted(names(after.player(0).hand)) == ["Copper", "Copper", "Copper", "Estate"]
    assert names(after.player(0).deck) == ["Silver", "Gold"]


def test_naming_for_another_seat_names_the_dearest_card() -> None:
    # Contraband: "the player to your left names a card. You can't buy that card this turn."
    state = scenario(INTRIGUE, hands={0: ["Contraband", "Gold"]})
    gen = state.auto_step().action_generator(0).choose("play Contraband")
    state = state.auto_step().action_step(0, gen.generate_action()).auto_step()
    assert state.waiting_for() == 1
    assert decide(BM, state) == ("name Province",)


def test_naming_in_my_turn_guesses_the_commonest_card_of_my_deck() -> None:
    state = scenario(INTRIGUE, hands={0: []}, decks={0: ["Estate", "Copper", "Copper", "Silver"]})
    copper = BM.value(state, 0, Choice("name", "Copper"))
    assert copper > BM.value(state, 0, Choice("name", "Estate"))
    assert copper > BM.value(state, 0, Choice("name", "Gold"))


def test_courtyard_puts_back_money_the_buy_does_not_need() -> None:
    # $9 in hand: a Copper back still buys a Province; a Silver or Gold back would not.
    state = scenario(INTRIGUE, hands={0: ["Courtyard", "Gold", "Gold"]},
                     decks={0: ["Silver", "Copper", "Estate", "Duchy"]})
    labels, after = step(RuleAgent(COURTYARD_BM), act(state, "play Courtyard"))
    assert labels == ("topdeck Copper",)
    assert names(after.player(0).deck) == ["Copper", "Duchy"]


def test_courtyard_puts_back_an_action_it_cannot_play() -> None:
    state = scenario(INTRIGUE, hands={0: ["Courtyard", "Silver", "Copper"]},
                     decks={0: ["Courtyard", "Copper", "Estate", "Gold"]})
    labels, _ = step(RuleAgent(COURTYARD_BM), act(state, "play Courtyard"))
    assert labels == ("topdeck Courtyard",)


def test_masquerade_keeps_provinces_and_passes_copper_late() -> None:
    state = scenario(INTRIGUE, hands={0: ["Masquerade", "Province", "Copper"], 1: ["Copper"]},
                     decks={0: ["Silver", "Silver"]}, supply={"Province": 3})
    assert decide(RuleAgent(MASQUERADE_BM), act(state, "play Masquerade")) == ("pass Copper",)


def test_torturer_victim_discards_its_junk_rather_than_take_a_curse() -> None:
    # Torturer: "+3 Cards. Each other player either discards 2 cards or gains a Curse to their
    # hand, their choice."
    state = scenario([*INTRIGUE, "Torturer"],
                     hands={0: ["Torturer"], 1: ["Estate", "Copper", "Silver", "Estate", "Gold"]},
                     decks={0: ["Copper"] * 3})
    state = act(state, "play Torturer")
    bot = make_agent("torturer-bm")
    labels, state = step(bot, state)
    assert labels == ("discard 2 cards",)
    labels, state = step(bot, state)
    assert labels == ("discard Estate", "discard Estate")
    assert sorted(names(state.player(1).hand)) == ["Copper", "Gold", "Silver"]
