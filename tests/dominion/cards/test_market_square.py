"""Market Square (Dark Ages), $3 Action - Reaction: "+1 Card. +1 Action. +1 Buy. When one of
your cards is trashed, you may discard this from your hand. If you do, gain a Gold." (FAQ: the
Gold goes to the discard pile, none left: nothing; several Market Squares may be discarded for
one trashed card. Offered as ``discard Market Square`` or ``no``.)"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Market Square", "Chapel", "Death Cart", "Knights", "Throne Room", "Swindler"]


def test_card_data() -> None:
    card = card_named("Market Square")
    assert (card.cost, card.type_line) == (3, "Action - Reaction")


def test_plays_for_a_card_an_action_and_a_buy() -> None:
    s = scenario(KINGDOM, hands={0: ["Market Square"]}, decks={0: ["Copper"]})
    s = act(s, "play Market Square")
    p = s.player(0)
    assert (p.actions, p.buys) == (1, 2)
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Market Square"]}


def test_discarded_for_a_gold_when_a_card_of_the_hand_is_trashed() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Estate", "Market Square"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Estate", "done")
    assert choices(s) == ("discard Market Square", "no")
    s = act(s, "discard Market Square")
    assert names(s.trash) == ["Estate"]
    assert zones(s, 0) == {"discard": ["Gold", "Market Square"], "in_play": ["Chapel"]}


def test_declined() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Estate", "Market Square"]})
    s = act(act(s, "play Chapel"), "trash Estate", "done")
    s = act(s, "no")
    assert zones(s, 0) == {"hand": ["Market Square"], "in_play": ["Chapel"]}


def test_once_per_card_trashed_and_several_for_one() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Estate", "Copper", "Market Square",
                                     "Market Square"]})
    s = act(act(s, "play Chapel"), "trash Copper", "trash Estate", "done")
    s = act(s, "discard Market Square")
    assert choices(s) == ("discard Market Square", "no")  # the second, for the same card
    s = act(s, "discard Market Square")
    assert sorted(names(s.trash)) == ["Copper", "Estate"]
    assert zones(s, 0) == {"discard": ["Gold", "Market Square", "Gold", "Market Square"],
                           "in_play": ["Chapel"]}


def test_a_card_trashed_from_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Death Cart", "Market Square"]})
    s = act(s, "play Death Cart")  # no Action to trash but Market Square: trash or no
    s = act(s, "no")  # Death Cart trashes itself from play
    assert names(s.trash) == ["Death Cart"]
    s = act(s, "discard Market Square")
    assert zones(s, 0) == {"discard": ["Gold", "Market Square"]}


def test_no_gold_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Estate", "Market Square"]}, supply={"Gold": 0})
    s = act(act(s, "play Chapel"), "trash Estate", "done")
    s = act(s, "discard Market Square")
    assert zones(s, 0) == {"discard": ["Market Square"], "in_play": ["Chapel"]}


def test_my_card_trashed_from_my_deck_in_another_players_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Dame Sylvia"], 1: ["Market Square"]},
                 decks={1: ["Silver", "Copper"]})
    s = act(s, "play Dame Sylvia")
    assert s.waiting_for() == 1 and choices(s) == ("discard Market Square", "no")
    s = act(s, "discard Market Square", pid=1)
    assert names(s.trash) == ["Silver"]
    assert zones(s, 1) == {"discard": ["Gold", "Market Square", "Copper"]}


def test_not_for_another_players_trashing() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Estate"], 1: ["Market Square"]})
    s = act(act(s, "play Chapel"), "trash Estate")
    assert names(s.trash) == ["Estate"] and zones(s, 1) == {"hand": ["Market Square"]}


def test_throne_room_on_market_square() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Market Square"]},
                 decks={0: ["Copper", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Market Square")
    p = s.player(0)
    assert (p.actions, p.buys) == (2, 3)
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "in_play": ["Throne Room",
                                                                   "Market Square"]}


def test_rule_bots_take_the_gold() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Estate", "Market Square"]})
    s = act(act(s, "play Chapel"), "trash Estate", "done")
    assert decide(RuleAgent(BIG_MONEY), s) == ("discard Market Square",)
