"""Guide (Adventures), $3 Action - Reserve: "+1 Card +1 Action. Put this on your Tavern mat. At the
start of your turn, you may call this, to discard your hand and draw 5 cards."

Official FAQ: "When you play this, you get +1 Card and +1 Action, and put it on your Tavern mat.
It stays on your mat until you call it at the start of one of your turns. If multiple things can
happen at the start of your turn, you can do them in any order. When you call Guide, it moves from
the mat into play, and you discard your hand, then draw 5 cards. You discard it that turn with your
other cards in play."
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
KINGDOM = ["Guide", TR, "Village", "Tunnel"]
DECK = ["Silver", "Gold", "Silver", "Gold", "Silver", "Copper"]


def _waiting(hand: list[str]) -> DominionState:
    """Seat 1's turn; seat 0 has a Guide on its mat and ``hand``."""
    s = scenario(KINGDOM, hands={0: hand, 1: ["Copper"]}, decks={0: DECK, 1: ["Copper"] * 5},
                 current=1)
    return on_mat(s, 0, ["Guide"])


def test_card_data() -> None:
    card = card_named("Guide")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Reserve", "Adventures")


def test_played_it_draws_and_goes_to_the_tavern_mat() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Guide"]}, decks={0: ["Copper", "Silver"]}), "play Guide")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Silver"]}
    assert mat(s, 0) == ["Guide"] and s.player(0).actions == 1


def test_called_it_discards_the_hand_and_draws_five() -> None:
    s = seat_zero_starts(_waiting(["Estate", "Curse", "Copper"]))
    assert choices(s) == ("call Guide", "no")
    s = act(s, "call Guide")
    assert zones(s, 0) == {"hand": DECK[:5], "deck": ["Copper"], "in_play": ["Guide"],
                           "discard": ["Copper", "Curse", "Estate"]}
    assert mat(s, 0) == []
    s = end_turn(s)  # discarded with the rest (and shuffled into the new hand's deck)
    z = zones(s, 0)
    assert "in_play" not in z and "Guide" in z["hand"] + z["deck"] and mat(s, 0) == []


def test_not_called_the_hand_stays() -> None:
    s = act(seat_zero_starts(_waiting(["Estate", "Copper"])), "no")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "deck": DECK}
    assert mat(s, 0) == ["Guide"]


def test_the_discard_is_heard_before_the_draw() -> None:
    """A discarded Tunnel (not in Clean-up) asks first; its Gold is gained before the draw."""
    s = act(seat_zero_starts(_waiting(["Tunnel", "Estate"])), "call Guide")
    assert choices(s) == ("reveal Tunnel", "no")
    s = act(s, "reveal Tunnel")
    assert zones(s, 0)["hand"] == DECK[:5]
    assert zones(s, 0)["discard"][0] == "Gold"


def test_not_offered_after_an_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Village"]}, decks={0: ["Copper"] * 5})
    s = act(on_mat(s, 0, ["Guide"]), "play Village")
    assert "call Guide" not in choices(s)


def test_throne_room_twice_the_bonus_onto_the_mat_once() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Guide"]}, decks={0: ["Copper", "Silver", "Gold"]})
    s = act(act(s, f"play {TR}"), "play Guide")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "deck": ["Gold"], "in_play": [TR]}
    assert mat(s, 0) == ["Guide"] and s.player(0).actions == 2


def test_rule_bots_call_it_for_a_poor_hand() -> None:
    bot = RuleAgent(BIG_MONEY)
    assert decide(bot, seat_zero_starts(_waiting(["Estate", "Copper"]))) == ("call Guide",)
    assert decide(bot, seat_zero_starts(_waiting(["Gold", "Silver"]))) == ("no",)
