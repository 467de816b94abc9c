"""Ratcatcher (Adventures), $2 Action - Reserve: "+1 Card +1 Action. Put this on your Tavern mat.
At the start of your turn, you may call this, to trash a card from your hand."

Official FAQ: "When you play this, you get +1 Card and +1 Action, and put it on your Tavern mat.
It stays on your mat until you call it at the start of one of your turns. If multiple things can
happen at the start of your turn, you can do them in any order. When you call Ratcatcher, you
move it from the mat into play, and you trash a card from your hand. Ratcatcher is discarded that
turn with your other cards in play."
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
KINGDOM = ["Ratcatcher", TR, "Village", "Amulet"]


def _waiting() -> DominionState:
    """Seat 1's turn; seat 0 has a Ratcatcher on its mat and Estate, Copper in hand."""
    s = scenario(KINGDOM, hands={0: ["Estate", "Copper"], 1: ["Copper"]},
                 decks={0: ["Silver"] * 5, 1: ["Copper"] * 5}, current=1)
    return on_mat(s, 0, ["Ratcatcher"])


def test_card_data() -> None:
    card = card_named("Ratcatcher")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action - Reserve", "Adventures")


def test_played_it_draws_and_goes_to_the_tavern_mat() -> None:
    s = scenario(KINGDOM, hands={0: ["Ratcatcher", "Estate"]}, decks={0: ["Copper", "Silver"]})
    s = act(s, "play Ratcatcher")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "deck": ["Silver"]}
    assert mat(s, 0) == ["Ratcatcher"] and s.player(0).actions == 1
    s = end_turn(s)
    assert mat(s, 0) == ["Ratcatcher"]  # Clean-up leaves the mat alone


def test_called_at_the_start_of_the_turn_it_trashes_a_card() -> None:
    s = seat_zero_starts(_waiting())
    assert s.current == 0 and choices(s) == ("call Ratcatcher", "no")
    s = act(s, "call Ratcatcher")
    assert choices(s) == ("trash Copper", "trash Estate")  # mandatory once called
    s = act(s, "trash Estate")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Silver"] * 5, "in_play": ["Ratcatcher"]}
    assert [c.name for c in s.trash] == ["Estate"] and mat(s, 0) == []
    s = end_turn(s)  # discarded with the other cards in play
    assert "Ratcatcher" in zones(s, 0)["discard"] and mat(s, 0) == []


def test_not_called_it_stays_on_the_mat() -> None:
    s = act(seat_zero_starts(_waiting()), "no")
    assert mat(s, 0) == ["Ratcatcher"] and s.trash == ()
    assert zones(s, 0)["hand"] == ["Estate", "Copper"]


def test_called_with_an_empty_hand_nothing_is_trashed() -> None:
    s = scenario(KINGDOM, hands={0: [], 1: ["Copper"]}, decks={0: [], 1: ["Copper"] * 5},
                 current=1)
    s = act(seat_zero_starts(on_mat(s, 0, ["Ratcatcher"])), "call Ratcatcher")
    assert zones(s, 0) == {"in_play": ["Ratcatcher"]} and s.trash == ()


def test_not_offered_in_another_players_turn_nor_after_an_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Estate"], 1: ["Copper"]},
                 decks={0: ["Copper"] * 5, 1: ["Copper"] * 5})
    s = on_mat(s, 0, ["Ratcatcher"])
    s = act(s, "play Village")  # no call after an Action
    assert "call Ratcatcher" not in choices(s)
    s = end_turn(s)  # seat 1's turn starts: seat 0 is not asked
    assert s.current == 1 and s.waiting_for() == 1 and "call Ratcatcher" not in choices(s)


def test_two_on_the_mat_each_may_be_called() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate", "Curse"], 1: ["Copper"]},
                 decks={0: ["Silver"] * 5, 1: ["Copper"] * 5}, current=1)
    s = seat_zero_starts(on_mat(s, 0, ["Ratcatcher", "Ratcatcher"]))
    s = act(act(s, "call Ratcatcher"), "trash Curse")
    assert choices(s) == ("call Ratcatcher", "no")
    s = act(s, "call Ratcatcher")  # one card left: trashed without a question
    assert zones(s, 0) == {"deck": ["Silver"] * 5, "in_play": ["Ratcatcher", "Ratcatcher"]}
    assert [c.name for c in s.trash] == ["Curse", "Estate"]


def test_after_the_durations_of_the_turn_start() -> None:
    """Ruling: the start of the turn's Duration work comes first (Amulet's choice), then the
    Reserves are offered (the FAQ's "any order" is this one order)."""
    s = scenario(KINGDOM, hands={0: ["Amulet", "Estate"]}, decks={0: ["Copper"] * 10})
    s = act(act(s, "play Amulet"), "+$1")
    s = on_mat(s, 0, ["Ratcatcher"])
    s = end_turn(end_turn(s))
    assert s.current == 0 and choices(s) == ("+$1", "trash a card from your hand",
                                             "gain a Silver")
    s = act(s, "+$1")
    assert choices(s) == ("call Ratcatcher", "no")


def test_throne_room_twice_the_bonus_onto_the_mat_once() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Ratcatcher"]}, decks={0: ["Copper", "Silver", "Gold"]})
    s = act(act(s, f"play {TR}"), "play Ratcatcher")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "deck": ["Gold"], "in_play": [TR]}
    assert mat(s, 0) == ["Ratcatcher"] and s.player(0).actions == 2


def test_rule_bots_call_it_for_a_card_worth_trashing() -> None:
    bot = RuleAgent(BIG_MONEY)
    assert decide(bot, seat_zero_starts(_waiting())) == ("call Ratcatcher",)
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"], 1: ["Copper"]},
                 decks={0: ["Silver"] * 5, 1: ["Copper"] * 5}, current=1)
    assert decide(bot, seat_zero_starts(on_mat(s, 0, ["Ratcatcher"]))) == ("no",)
