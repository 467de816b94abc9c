"""Duplicate (Adventures), $4 Action - Reserve: "Put this on your Tavern mat. When you gain a card
costing up to $6, you may call this, to gain a copy of that card."

Official FAQ: "When you play this, you put it on your Tavern mat. It stays on your mat until you
call it. You can call it when gaining a card costing up to 6 Coins, and gain another copy of that
card. The gained card comes from the Supply and is put into your discard pile; Duplicate cannot
gain non-supply cards such as Teacher. Duplicate can be called during other players' turns when
you gain cards; for example, another player might buy Messenger and choose to have each player
gain an Estate, and you could Duplicate that Estate. You can call multiple Duplicates to gain
multiple copies of the same card. Duplicate is discarded during the Clean-up of the turn you call
it, whether or not it is your turn."
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.reserves import mat, on_mat
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Duplicate", TR, "Messenger", "Bandit Camp", "Workshop"]
CALL = ("call Duplicate", "no")


def test_card_data() -> None:
    card = card_named("Duplicate")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Reserve", "Adventures")


def test_played_onto_the_mat() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Duplicate"]}), "play Duplicate")
    assert zones(s, 0) == {} and mat(s, 0) == ["Duplicate"]


def test_called_on_a_gain_it_gains_a_copy() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]})
    s = act(act(on_mat(s, 0, ["Duplicate"]), "play all treasures"), "buy Gold")  # $6: up to $6
    assert choices(s) == CALL
    s = act(s, "call Duplicate")
    # the buy was the last: the turn is over, the Duplicate discarded and shuffled with the rest
    assert s.player(0).count("Gold") == 4 and s.supply_count("Gold") == 28
    assert mat(s, 0) == [] and s.player(0).count("Duplicate") == 1


def test_not_called_it_stays() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"]})
    s = act(act(act(on_mat(s, 0, ["Duplicate"]), "play all treasures"), "buy Silver"), "no")
    assert mat(s, 0) == ["Duplicate"] and s.supply_count("Silver") == 39


def test_a_gain_other_than_a_buy() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]})
    s = act(act(on_mat(s, 0, ["Duplicate"]), "play Workshop"), "gain Silver")
    assert choices(s) == CALL
    s = act(s, "call Duplicate")
    assert zones(s, 0)["discard"] == ["Silver", "Silver"]


def test_not_for_a_card_costing_more_than_six() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Copper", "Copper"]})
    s = act(act(on_mat(s, 0, ["Duplicate"]), "play all treasures"), "buy Province")
    assert s.player(0).count("Province") == 1 and mat(s, 0) == ["Duplicate"]
    assert s.current == 1  # nothing asked: the turn went on


def test_not_for_a_card_from_outside_the_supply() -> None:
    """Bandit Camp's Spoils ($0) comes from outside the supply: no copy to gain, no call."""
    s = scenario(KINGDOM, hands={0: ["Bandit Camp"]}, decks={0: ["Copper"]})
    s = act(on_mat(s, 0, ["Duplicate"]), "play Bandit Camp")
    assert "call Duplicate" not in choices(s)
    assert zones(s, 0)["discard"] == ["Spoils"]


def test_two_duplicates_two_copies() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]})
    s = act(act(on_mat(s, 0, ["Duplicate", "Duplicate"]), "play Workshop"), "gain Silver")
    s = act(act(s, "call Duplicate"), "call Duplicate")
    assert zones(s, 0)["discard"] == ["Silver"] * 3 and mat(s, 0) == []


def test_in_another_players_turn_and_discarded_in_its_clean_up() -> None:
    """FAQ: another player buys Messenger, each player gains a copy: seat 0 may Duplicate it; the
    Duplicate leaves play in that turn's Clean-up."""
    s = scenario(KINGDOM, hands={0: ["Copper"] * 5, 1: ["Gold", "Copper"]},
                 decks={1: ["Copper"] * 5}, current=1)
    s = on_mat(s, 0, ["Duplicate"])
    s = act(act(s, "play all treasures"), "buy Messenger")
    s = act(s, "gain Silver")  # seat 1 gains a Silver, then seat 0 a copy
    assert s.waiting_for() == 0 and choices(s) == CALL
    s = act(s, "call Duplicate", pid=0)
    assert s.current == 0  # seat 1's Clean-up discarded the called Duplicate
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "discard": ["Duplicate", "Silver", "Silver"]}


def test_throne_room_onto_the_mat_once() -> None:
    s = act(act(scenario(KINGDOM, hands={0: [TR, "Duplicate"]}), f"play {TR}"), "play Duplicate")
    assert zones(s, 0) == {"in_play": [TR]} and mat(s, 0) == ["Duplicate"]


def test_called_duplicate_discarded_in_its_owners_clean_up() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, decks={0: ["Copper"] * 5})
    s = act(act(act(on_mat(s, 0, ["Duplicate"]), "play Workshop"), "gain Silver"), "call Duplicate")
    s = end_turn(s)
    assert "in_play" not in zones(s, 0) and "Duplicate" in zones(s, 0)["discard"]


def test_rule_bots_call_it_for_a_gain_worth_a_copy() -> None:
    bot = RuleAgent(BIG_MONEY)
    s = scenario(KINGDOM, hands={0: ["Workshop"]})
    assert decide(bot, act(act(on_mat(s, 0, ["Duplicate"]), "play Workshop"),
                           "gain Silver")) == ("call Duplicate",)
    assert decide(bot, act(act(on_mat(s, 0, ["Duplicate"]), "play Workshop"),
                           "gain Estate")) == ("no",)
