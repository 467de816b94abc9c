"""Port (Adventures), $4 Action: "+1 Card +2 Actions. When you buy this, gain another Port."

Official FAQ: "When you buy a Port, you gain another Port. If you gain a Port some other way, you
do not get an extra Port. There are 12 Ports in the pile; use all 12."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Port", "Workshop", "Throne Room"]


def test_card_data_and_a_pile_of_twelve() -> None:
    card = card_named("Port")
    assert (card.cost, card.type_line, card.cards, card.actions) == (4, "Action", 1, 2)
    assert scenario(KINGDOM, hands={}).supply_count("Port") == 12
    assert scenario(KINGDOM, hands={}, players=4).supply_count("Port") == 12


def test_play() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Port"]}, decks={0: ["Gold"]}), "play Port")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Port"]} and s.player(0).actions == 2


def test_buying_one_gains_another() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Silver", "Silver"]}), "play all treasures"),
            "buy Port")
    assert s.player(0).count("Port") == 2 and s.supply_count("Port") == 10


def test_gaining_one_otherwise_gains_no_other() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Workshop"]}), "play Workshop"), "gain Port")
    assert zones(s, 0) == {"discard": ["Port"], "in_play": ["Workshop"]}
    assert s.supply_count("Port") == 11


def test_the_last_port_bought_gains_none() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Silver"]}, supply={"Port": 1})
    s = act(act(s, "play all treasures"), "buy Port")
    assert s.player(0).count("Port") == 1 and s.supply_count("Port") == 0
