"""City Quarter (Empires), 8 Debt Action: "+2 Actions. Reveal your hand. +1 Card per Action card
revealed." (FAQ: "Cards with multiple types that include Action, such as Crown, are Actions.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["City Quarter", "Crown", "Village", "Throne Room"]


def test_card_data() -> None:
    card = card_named("City Quarter")
    assert (card.cost, card.debt, card.type_line, card.actions) == (0, 8, "Action", 2)


def test_draws_one_per_action_revealed_and_the_hand_is_seen() -> None:
    """FAQ: a Crown (Action–Treasure) counts."""
    s = scenario(KINGDOM, hands={0: ["City Quarter", "Village", "Crown", "Copper", "Estate"]},
                 decks={0: ["Gold", "Silver", "Duchy"]})
    s = act(s, "play City Quarter")
    assert zones(s, 0) == {"hand": ["Village", "Crown", "Copper", "Estate", "Gold", "Silver"],
                           "deck": ["Duchy"], "in_play": ["City Quarter"]}
    assert s.player(0).actions == 2
    # the revealed hand is known to the other seat; the drawn cards are not
    assert names(known_hand(s.player(0), 0, 1)) == ["Copper", "Crown", "Estate", "Village"]


def test_no_action_draws_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["City Quarter", "Copper"]}, decks={0: ["Gold"]})
    s = act(s, "play City Quarter")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["City Quarter"]}


def test_buying_takes_8_debt() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]})
    s = act(act(s, "play Copper"), "buy City Quarter")
    assert s.player(0).debt == 8 and s.supply_count("City Quarter") == 9


def test_throne_room_reveals_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "City Quarter", "Village"]},
                 decks={0: ["Village", "Copper", "Copper"]})
    s = act(act(s, "play Throne Room"), "play City Quarter")
    # first: 1 Action (Village) draws the second Village; then 2 Actions draw 2 Coppers
    assert zones(s, 0) == {"hand": ["Village", "Village", "Copper", "Copper"],
                           "in_play": ["Throne Room", "City Quarter"]}
    assert s.player(0).actions == 4 and choices(s)[0] == "play Village"


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["City Quarter"])
