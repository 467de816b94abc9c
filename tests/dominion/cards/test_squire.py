"""Squire (Dark Ages), $2 Action: "+$1. Choose one: +2 Actions; or +2 Buys; or gain a Silver.
When you trash this, gain an Attack card." (Latest printing and FAQ: an Attack card from the
supply, to the discard pile; none there, nothing. The options are labelled by their printed
words.)"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Squire", "Chapel", "Militia", "Witch", "Knights", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Squire")
    assert (card.cost, card.type_line, card.coins) == (2, "Action", 1)


def test_the_three_options() -> None:
    s = scenario(KINGDOM, hands={0: ["Squire"]})
    s = act(s, "play Squire")
    assert choices(s) == ("+2 Actions", "+2 Buys", "gain a Silver")
    actions = act(s, "+2 Actions").player(0)
    assert (actions.actions, actions.buys, actions.coins) == (2, 1, 1)
    buys = act(s, "+2 Buys").player(0)
    assert (buys.actions, buys.buys, buys.coins) == (0, 3, 1)
    silver = act(s, "gain a Silver")
    assert zones(silver, 0) == {"discard": ["Silver"], "in_play": ["Squire"]}


def test_trashed_from_hand_gains_an_attack_card() -> None:
    s = scenario(["Squire", "Chapel", "Militia", "Witch"], hands={0: ["Chapel", "Squire"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Squire")
    assert choices(s) == ("gain Militia", "gain Witch")
    s = act(s, "gain Witch")
    assert names(s.trash) == ["Squire"]
    assert zones(s, 0) == {"discard": ["Witch"], "in_play": ["Chapel"]}


def test_no_attack_in_the_supply_gains_nothing() -> None:
    s = scenario(["Squire", "Chapel"], hands={0: ["Chapel", "Squire"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Squire")
    assert zones(s, 0) == {"in_play": ["Chapel"]}


def test_trashed_from_the_deck_by_another_players_swindler() -> None:
    s = scenario(["Squire", "Swindler", "Militia"], hands={0: ["Swindler"]},
                 decks={1: ["Squire", "Silver"]})
    s = act(s, "play Swindler")
    assert s.waiting_for() == 1  # the owner of the Squire gains the Attack card
    assert choices(s) == ("gain Swindler", "gain Militia")
    s = act(s, "gain Militia", pid=1)
    s = act(s, "gain Squire", pid=0)  # Swindler's own gain: a card costing $2 for the victim
    assert names(s.trash) == ["Squire"]
    assert zones(s, 1) == {"deck": ["Silver"], "discard": ["Squire", "Militia"]}


def test_throne_room_chooses_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Squire"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Squire")
    s = act(s, "+2 Buys")
    s = act(s, "gain a Silver")
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (0, 3, 2)
    assert zones(s, 0) == {"discard": ["Silver"], "in_play": ["Throne Room", "Squire"]}


def test_big_money_takes_a_silver() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Squire", "Copper"]}), "play Squire")
    assert decide(RuleAgent(BIG_MONEY), s) == ("gain a Silver",)
    s = act(scenario(KINGDOM, hands={0: ["Squire", "Village"]}), "play Squire")
    assert decide(RuleAgent(BIG_MONEY), s) == ("+2 Actions",)
