"""Transmogrify (Adventures), $4 Action - Reserve: "+1 Action. Put this on your Tavern mat. At the
start of your turn, you may call this, to trash a card from your hand, gain a card costing up to $1
more than it, and put that card into your hand."

Official FAQ: "... When you call Transmogrify, it moves from the mat into play, and you trash a
card from your hand, then gain a card costing up to 1 Coin more than the trashed card. The gained
card comes from the Supply and is put into your hand; if you had no cards to trash, you do not
gain one. Transmogrify is discarded that turn with your other cards in play. You may trash a card
to gain a card costing 1 Coin more, or the same amount, or less; you may trash a card to gain a
copy of the same card."
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import DominionState, card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.reserves import mat, on_mat, seat_zero_starts
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Transmogrify", TR, "Village", "Smithy", "Cellar"]


def _waiting(hand: list[str]) -> DominionState:
    s = scenario(KINGDOM, hands={0: hand, 1: ["Copper"]}, decks={0: ["Copper"] * 5,
                                                                   1: ["Copper"] * 5}, current=1)
    return on_mat(s, 0, ["Transmogrify"])


def test_card_data() -> None:
    card = card_named("Transmogrify")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Reserve", "Adventures")


def test_played_an_action_and_onto_the_mat() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Transmogrify"]}), "play Transmogrify")
    assert zones(s, 0) == {} and mat(s, 0) == ["Transmogrify"] and s.player(0).actions == 1


def test_called_trash_and_gain_up_to_one_more_into_the_hand() -> None:
    s = seat_zero_starts(_waiting(["Estate", "Copper"]))
    assert choices(s) == ("call Transmogrify", "no")
    s = act(s, "call Transmogrify")
    assert choices(s) == ("trash Copper", "trash Estate")
    s = act(s, "trash Estate")  # $2: up to $3
    assert choices(s) == ("gain Copper", "gain Silver", "gain Estate", "gain Curse",
                          "gain Cellar", "gain Village")  # in supply order
    s = act(s, "gain Silver")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "deck": ["Copper"] * 5,
                           "in_play": ["Transmogrify"]}
    assert [c.name for c in s.trash] == ["Estate"] and mat(s, 0) == []
    s = end_turn(s)
    assert "Transmogrify" in zones(s, 0)["discard"]


def test_a_copy_of_the_same_card_or_a_cheaper_one() -> None:
    s = act(seat_zero_starts(_waiting(["Smithy"])), "call Transmogrify")  # trashed: one card
    assert "gain Smithy" in choices(s) and "gain Copper" in choices(s)
    s = act(s, "gain Smithy")
    assert zones(s, 0)["hand"] == ["Smithy"]


def test_no_card_to_trash_nothing_gained() -> None:
    s = act(seat_zero_starts(_waiting([])), "call Transmogrify")
    assert zones(s, 0) == {"deck": ["Copper"] * 5, "in_play": ["Transmogrify"]}


def test_not_called_it_stays() -> None:
    s = act(seat_zero_starts(_waiting(["Estate"])), "no")
    assert mat(s, 0) == ["Transmogrify"] and zones(s, 0)["hand"] == ["Estate"]


def test_throne_room_two_actions_onto_the_mat_once() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Transmogrify"]})
    s = act(act(s, f"play {TR}"), "play Transmogrify")
    assert zones(s, 0) == {"in_play": [TR]} and mat(s, 0) == ["Transmogrify"]
    assert s.player(0).actions == 2


def test_rule_bots_call_it_with_a_card_in_hand() -> None:
    bot = RuleAgent(BIG_MONEY)
    assert decide(bot, seat_zero_starts(_waiting(["Estate"]))) == ("call Transmogrify",)
    assert decide(bot, seat_zero_starts(_waiting([]))) == ("no",)
