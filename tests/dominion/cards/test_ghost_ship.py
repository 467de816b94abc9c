"""Ghost Ship (Seaside, 1st edition): "+2 Cards. Each other player with 4 or more cards in hand puts
cards from his hand on top of his deck until he has 3 cards in his hand."

The victim picks ``topdeck <Card>`` one at a time in the order it likes, each going on top of the
one before (the last one picked ends on top).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Ghost Ship", "Moat", "Throne Room"]


def test_card_data() -> None:
    """A $5 Action - Attack of Seaside's first edition."""
    card = card_named("Ghost Ship")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Attack", "Seaside 1E")


def test_topdeck_down_to_three_in_any_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Ghost Ship"], 1: ["Gold", "Estate", "Copper", "Silver", "Copper"]},
                 decks={0: ["Silver", "Silver"], 1: ["Duchy"]})
    s = act(s, "play Ghost Ship")
    assert zones(s, 0) == {"hand": ["Silver", "Silver"], "in_play": ["Ghost Ship"]}
    assert s.waiting_for() == 1
    assert choices(s) == ("topdeck Copper", "topdeck Estate", "topdeck Gold", "topdeck Silver")
    s = act(s, "topdeck Gold", "topdeck Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Silver", "Copper"], "deck": ["Estate", "Gold", "Duchy"]}


def test_four_cards_one_topdecked_three_unaffected() -> None:
    s = scenario(KINGDOM, hands={0: ["Ghost Ship"], 1: ["Gold", "Estate", "Copper", "Copper"],
                                 2: ["Gold", "Estate", "Copper"]}, players=3)
    s = act(s, "play Ghost Ship")
    s = act(s, "topdeck Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Gold", "Copper", "Copper"], "deck": ["Estate"]}
    assert zones(s, 2) == {"hand": ["Gold", "Estate", "Copper"]}
    assert s.waiting_for() == 0


def test_moat() -> None:
    s = scenario(KINGDOM, hands={0: ["Ghost Ship"], 1: ["Moat", "Estate", "Copper", "Copper", "Gold"]})
    s = act(act(s, "play Ghost Ship"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat", "Estate", "Copper", "Copper", "Gold"]}


def test_throne_room_on_ghost_ship() -> None:
    """+4 Cards; the second attack finds the victim at 3 cards: nothing more."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Ghost Ship"], 1: ["Estate"] * 2 + ["Gold"] * 3},
                 decks={0: ["Copper"] * 4})
    s = act(act(s, "play Throne Room"), "play Ghost Ship")
    s = act(s, "topdeck Estate", "topdeck Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Gold"] * 3, "deck": ["Estate", "Estate"]}
    assert zones(s, 0) == {"hand": ["Copper"] * 4, "in_play": ["Throne Room", "Ghost Ship"]}
    assert s.waiting_for() == 0
