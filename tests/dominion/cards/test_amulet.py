"""Amulet (Adventures), $3 Action - Duration: "Now and at the start of your next turn, choose one:
+$1; or trash a card from your hand; or gain a Silver."

Official FAQ: "You choose something when you play it, and again at the start of your next turn;
the choices may be the same or different." The options are labelled by their printed words.
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KC = "King's Court"
KINGDOM = ["Amulet", TR, KC]
OPTIONS = ("+$1", "trash a card from your hand", "gain a Silver")
FIVE = ["Copper", "Copper", "Estate", "Estate", "Copper"]


def test_card_data() -> None:
    card = card_named("Amulet")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Duration", "Adventures")


def test_now_each_option() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Amulet", "Estate", "Copper"]}), "play Amulet")
    assert choices(s) == OPTIONS
    coin = act(s, "+$1")
    assert (coin.player(0).coins, coin.player(0).actions) == (1, 0)
    trash = act(act(s, "trash a card from your hand"), "trash Estate")
    assert zones(trash, 0) == {"hand": ["Copper"], "in_play": ["Amulet"]}
    assert [c.name for c in trash.trash] == ["Estate"]
    silver = act(s, "gain a Silver")
    assert zones(silver, 0) == {"hand": ["Estate", "Copper"], "discard": ["Silver"],
                                "in_play": ["Amulet"]}
    assert silver.supply_count("Silver") == 39


def test_trashing_with_an_empty_hand_does_nothing() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Amulet"]}), "play Amulet"),
            "trash a card from your hand")
    assert zones(s, 0) == {"in_play": ["Amulet"]} and s.trash == ()


def test_again_next_turn_a_different_choice() -> None:
    """FAQ: "the choices may be the same or different"; Amulet stays in play until then."""
    s = scenario(KINGDOM, hands={0: ["Amulet"]}, decks={0: FIVE})
    s = act(act(s, "play Amulet"), "gain a Silver")
    s = end_turn(s)
    assert duration_names(s, 0) == ["Amulet"]
    s = end_turn(s)  # seat 1's turn
    assert s.current == 0 and choices(s) == OPTIONS
    s = act(act(s, "trash a card from your hand"), "trash Estate")
    assert zones(s, 0)["hand"] == ["Copper", "Copper", "Estate", "Copper"]
    assert [c.name for c in s.trash] == ["Estate"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert s.player(0).count("Amulet") == 1 and s.player(0).count("Silver") == 1


def test_throne_room_two_choices_now_and_two_next_turn() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Amulet"]}, decks={0: FIVE})
    s = act(act(act(s, f"play {TR}"), "play Amulet"), "+$1")
    s = act(s, "gain a Silver")
    assert s.player(0).coins == 1 and zones(s, 0)["discard"] == ["Silver"]
    s = end_turn(end_turn(s))
    s = act(act(s, "+$1"), "+$1")
    assert s.player(0).coins == 2
    assert sorted(duration_names(s, 0)) == ["Amulet", TR]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_kings_court_three_choices_each_time() -> None:
    s = scenario(KINGDOM, hands={0: [KC, "Amulet"]}, decks={0: FIVE})
    s = act(act(s, f"play {KC}"), "play Amulet")
    for _ in range(3):
        s = act(s, "gain a Silver")
    assert zones(s, 0)["discard"] == ["Silver"] * 3
    s = end_turn(end_turn(s))
    for _ in range(3):
        s = act(s, "+$1")
    assert s.player(0).coins == 3


def test_rule_bot_default() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Amulet", "Copper"]}), "play Amulet")
    assert decide(RuleAgent(BIG_MONEY), s) == ("gain a Silver",)
