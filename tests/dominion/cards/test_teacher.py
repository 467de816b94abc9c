"""Teacher (Adventures), $6* Action - Reserve (not in the supply: Peasant's line): "Put this on your
Tavern mat. At the start of your turn, you may call this, to move your +1 Card, +1 Action, +1 Buy,
or +$1 token to an Action Supply pile you have no tokens on (when you play a card from that pile,
you first get that bonus)."

Official FAQ: "... When you call Teacher, it moves from the mat into play, and you choose your +1
Action, +1 Card, +1 Buy, or +1 Coin token, and move it to an Action Supply pile that you have no
tokens on. ... This cannot put a token on a pile you have tokens on, including the tokens Teacher
places as well as your -2 Coin cost token and Trashing token. This can put a token on a pile that
other players have tokens on."
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.tokens import move_token, token_pile
from tests.agents.support import decide
from tests.dominion.cards.reserves import mat, on_mat, seat_zero_starts
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Peasant", TR, "Village", "Smithy"]
TOKENS = ("move +1 Card", "move +1 Action", "move +1 Buy", "move +$1")


def _waiting() -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Village"], 1: ["Copper"]},
                 decks={0: ["Copper"] * 5, 1: ["Copper"] * 5}, current=1)
    return on_mat(s, 0, ["Teacher"])


def test_card_data() -> None:
    card = card_named("Teacher")
    assert (card.cost, card.type_line, card.set_name) == (6, "Action - Reserve", "Adventures")
    assert not card.is_kingdom


def test_played_onto_the_mat() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Teacher"]}), "play Teacher")
    assert zones(s, 0) == {} and mat(s, 0) == ["Teacher"]


def test_called_a_token_onto_an_action_pile_then_its_bonus_first() -> None:
    s = seat_zero_starts(_waiting())
    assert choices(s) == ("call Teacher", "no")
    s = act(s, "call Teacher")
    assert choices(s) == TOKENS
    s = act(s, "move +1 Action", "move to Village")
    assert token_pile(s, 0, "+1 Action") == "Village" and mat(s, 0) == []
    assert zones(s, 0)["in_play"] == ["Teacher"]
    s = act(s, "play Village")
    assert s.player(0).actions == 1 + 1 - 1 + 2
    s = end_turn(s)
    assert "Teacher" not in zones(s, 0).get("in_play", [])


def test_only_action_piles_without_a_token_of_its_own() -> None:
    s = _waiting()
    s = move_token(s, 0, "+1 Card", "Smithy")
    s = move_token(s, 1, "+1 Buy", "Village")  # another seat's token: no matter
    s = act(seat_zero_starts(s), "call Teacher")
    gen = s.auto_step().action_generator(0).choose("move +$1")
    assert [o.label for o in gen.choices()] == ["move to Peasant", "move to Throne Room",
                                                "move to Village"]  # not Smithy


def test_a_token_moves_off_its_pile() -> None:
    s = move_token(_waiting(), 0, "+1 Card", "Smithy")
    s = act(act(seat_zero_starts(s), "call Teacher"), "move +1 Card", "move to Village")
    assert token_pile(s, 0, "+1 Card") == "Village"


def test_not_called_it_stays() -> None:
    s = act(seat_zero_starts(_waiting()), "no")
    assert mat(s, 0) == ["Teacher"] and s.player(0).more.tokens.on_piles == ()


def test_throne_room_onto_the_mat_once() -> None:
    s = act(act(scenario(KINGDOM, hands={0: [TR, "Teacher"]}), f"play {TR}"), "play Teacher")
    assert zones(s, 0) == {"in_play": [TR]} and mat(s, 0) == ["Teacher"]


def test_rule_bots_call_it_and_move_a_token() -> None:
    bot = RuleAgent(BIG_MONEY)
    s = seat_zero_starts(_waiting())
    assert decide(bot, s) == ("call Teacher",)
    labels = decide(bot, act(s, "call Teacher"))
    assert labels[0] in TOKENS and labels[1].startswith("move to ")
