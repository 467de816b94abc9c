"""Coin of the Realm (Adventures), $2 Treasure - Reserve: "$1. When you play this, put it on your
Tavern mat. Directly after resolving an Action, you may call this, for +2 Actions."

Official FAQ: "This is a Treasure worth 1 Coin. You play it in your Buy phase, like other
Treasures. When you play it, it goes on your Tavern mat. It produces 1 Coin that turn but is no
longer in play. It stays on the mat until you call it. You can call it after resolving playing an
Action card, for +2 Actions (which will let you play further Action cards). Move the Coin of the
Realm into play when you call it, but it does not give you 1 Coin that turn, it just gives +2
Actions. It is discarded that turn with your other cards in play."
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.reserves import mat, on_mat, seat_zero_starts
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

COTR = "Coin of the Realm"
KINGDOM = [COTR, "Smithy", "Village", "Throne Room"]


def test_card_data() -> None:
    card = card_named(COTR)
    assert (card.cost, card.type_line, card.set_name) == (2, "Treasure - Reserve", "Adventures")


def test_played_one_dollar_and_onto_the_mat() -> None:
    s = scenario(KINGDOM, hands={0: [COTR, "Copper"]})
    s = act(s, "play all treasures")
    assert zones(s, 0) == {"in_play": ["Copper"]} and s.player(0).coins == 2
    assert mat(s, 0) == [COTR]
    s = end_turn(s)
    assert mat(s, 0) == [COTR]


def test_called_after_an_action_for_two_actions_and_no_dollar() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy", "Village"]}, decks={0: ["Copper"] * 5})
    s = act(on_mat(s, 0, [COTR]), "play Smithy")  # resolved: 3 cards, then the call
    assert choices(s) == (f"call {COTR}", "no")
    s = act(s, f"call {COTR}")
    assert s.player(0).actions == 2 and s.player(0).coins == 0
    assert zones(s, 0) == {"hand": ["Village", "Copper", "Copper", "Copper"],
                           "deck": ["Copper"] * 2, "in_play": ["Smithy", COTR]}
    assert mat(s, 0) == []
    s = end_turn(s)
    assert mat(s, 0) == [] and s.player(0).count(COTR) == 1 and "in_play" not in zones(s, 0)


def test_not_called_it_stays() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy"]}, decks={0: ["Copper"] * 5})
    s = act(act(on_mat(s, 0, [COTR]), "play Smithy"), "no")
    assert mat(s, 0) == [COTR] and s.player(0).actions == 0


def test_two_copies_for_the_same_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy"]}, decks={0: ["Copper"] * 5})
    s = act(act(on_mat(s, 0, [COTR, COTR]), "play Smithy"), f"call {COTR}")
    assert choices(s) == (f"call {COTR}", "no")
    s = act(s, f"call {COTR}")
    assert s.player(0).actions == 4 and mat(s, 0) == []


def test_after_each_play_of_a_throne_room() -> None:
    """Throne Room on Village: called after each Village (and after the Throne Room)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Village"]}, decks={0: ["Copper"] * 5})
    s = act(act(on_mat(s, 0, [COTR, COTR]), "play Throne Room"), "play Village")
    s = act(s, f"call {COTR}")  # after the first Village
    assert s.player(0).actions == 4
    s = act(s, "no")  # (the window for this Village closes)
    assert choices(s) == (f"call {COTR}", "no")  # after the second Village
    s = act(s, "no")
    assert choices(s) == (f"call {COTR}", "no")  # after the Throne Room
    s = act(s, "no")
    assert s.player(0).actions == 6 and mat(s, 0) == [COTR]


def test_not_offered_after_a_treasure_nor_at_the_turn_start() -> None:
    s = scenario(KINGDOM, hands={0: [COTR, "Copper"], 1: ["Copper"]},
                 decks={0: ["Copper"] * 5, 1: ["Copper"] * 5}, current=1)
    s = seat_zero_starts(on_mat(s, 0, [COTR]))
    assert s.current == 0 and "call Coin of the Realm" not in choices(s)
    s = act(s, "play all treasures")
    assert mat(s, 0) == [COTR, COTR] and s.player(0).coins == 2


def test_rule_bots_call_it_when_an_action_waits_without_actions() -> None:
    bot = RuleAgent(BIG_MONEY)
    s = scenario(KINGDOM, hands={0: ["Smithy", "Village"]}, decks={0: ["Copper"] * 5})
    assert decide(bot, act(on_mat(s, 0, [COTR]), "play Smithy")) == (f"call {COTR}",)
    s = scenario(KINGDOM, hands={0: ["Smithy"]}, decks={0: ["Copper"] * 5})
    assert decide(bot, act(on_mat(s, 0, [COTR]), "play Smithy")) == ("no",)
