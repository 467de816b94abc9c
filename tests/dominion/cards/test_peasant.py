"""Peasant (Adventures), $2 Action - Traveller: "+1 Buy +$1. When you discard this from play, you
may exchange it for a Soldier."

Official FAQ: "See the section on Travellers. When you play Peasant, you get +1 Buy and +1 Coin.
When you discard it from play, you may return it to its pile and take a Soldier, putting it into
your discard pile." Its line's piles (Soldier, Fugitive, Disciple, Teacher: 5 each) are outside
the supply.
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Peasant", TR, "Village"]


def test_card_data_and_its_line_outside_the_supply() -> None:
    card = card_named("Peasant")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action - Traveller", "Adventures")
    s = scenario(KINGDOM, hands={0: []})
    for name in ("Soldier", "Fugitive", "Disciple", "Teacher"):
        assert s.supply_count(name) == 5 and not card_named(name).is_kingdom


def test_played_a_buy_and_a_dollar() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Peasant"]}), "play Peasant")
    p = s.player(0)
    assert zones(s, 0) == {"in_play": ["Peasant"]} and (p.buys, p.coins) == (2, 1)


def test_exchanged_for_a_soldier_or_not() -> None:
    s = scenario(KINGDOM, hands={0: ["Peasant"]}, decks={0: ["Copper"] * 5})
    s = end_turn(act(s, "play Peasant"))
    assert choices(s) == ("exchange Soldier", "no")
    yes = act(s, "exchange Soldier")
    assert zones(yes, 0)["discard"] == ["Soldier"]
    assert (yes.supply_count("Peasant"), yes.supply_count("Soldier")) == (11, 4)
    no = act(s, "no")
    assert zones(no, 0)["discard"] == ["Peasant"] and no.supply_count("Soldier") == 5


def test_throne_room_twice_the_bonus_one_exchange() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Peasant"]}, decks={0: ["Copper"] * 5})
    s = act(act(s, f"play {TR}"), "play Peasant")
    assert (s.player(0).buys, s.player(0).coins) == (3, 2)
    s = act(end_turn(s), "exchange Soldier")
    assert s.current == 1 and zones(s, 0)["discard"] == [TR, "Soldier"]


def test_rule_bots_exchange() -> None:
    s = scenario(KINGDOM, hands={0: ["Peasant"]}, decks={0: ["Copper"] * 5})
    assert decide(RuleAgent(BIG_MONEY), end_turn(act(s, "play Peasant"))) == (
        "exchange Soldier",)
