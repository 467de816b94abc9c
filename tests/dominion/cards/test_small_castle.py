"""Small Castle (Empires), $5 Action–Victory–Castle: "Trash this or a Castle from your hand. If you
do, gain a Castle. 2 VP." (FAQ: "Small Castle gains you the top Castle, whichever one that is.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.score import score
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Castles", "Throne Room", "Overlord", "Market Square"]
PILE = ["Haunted Castle", "Opulent Castle", "King's Castle"]


def test_card_data() -> None:
    card = card_named("Small Castle")
    assert (card.cost, card.type_line, card.vp) == (5, "Action - Victory - Castle", 2)
    assert score(scenario(KINGDOM, hands={0: ["Small Castle"]}), 0) == 2


def test_trash_this_and_gain_the_top_castle() -> None:
    s = scenario(KINGDOM, hands={0: ["Small Castle", "Humble Castle", "Estate"],
                                 1: ["Copper"] * 5}, supply={"Castles": PILE})
    s = act(s, "play Small Castle")
    assert choices(s) == ("trash Humble Castle", "trash Small Castle")  # not the Estate
    s = act(s, "trash Small Castle")
    assert names(s.trash) == ["Small Castle"]
    # FAQ: the top Castle, whichever it is: Haunted Castle, gained in this turn (a Gold too;
    # seat 1 has 5 cards and topdecks 2)
    assert "Haunted Castle" in names(s.player(0).discard) and s.supply_count("Castles") == 2


def test_trash_a_castle_from_the_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Small Castle", "Humble Castle"]},
                 supply={"Castles": ["Opulent Castle", "King's Castle"]})
    s = act(act(s, "play Small Castle"), "trash Humble Castle")
    assert zones(s, 0) == {"discard": ["Opulent Castle"], "in_play": ["Small Castle"]}
    assert names(s.trash) == ["Humble Castle"]


def test_the_trashing_resolves_first_and_an_empty_pile_gains_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Small Castle", "Market Square"]},
                 supply={"Castles": ["King's Castle"]})
    s = act(s, "play Small Castle")  # a single choice (this one): not asked
    assert choices(s) == ("discard Market Square", "no")  # what reacts to the trashing: first
    s = act(s, "discard Market Square")
    assert zones(s, 0) == {"discard": ["King's Castle", "Gold", "Market Square"]}
    s = scenario(KINGDOM, hands={0: ["Small Castle"]}, supply={"Castles": 0})
    s = act(s, "play Small Castle")
    assert names(s.trash) == ["Small Castle"] and s.player(0).discard == ()


def test_throne_room_the_second_play_needs_a_castle_in_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Small Castle", "Humble Castle"]},
                 supply={"Castles": ["Opulent Castle", "King's Castle"]})
    s = act(act(s, "play Throne Room"), "play Small Castle")
    s = act(s, "trash Small Castle")  # the second play: the Humble Castle, the only choice
    assert sorted(names(s.trash)) == ["Humble Castle", "Small Castle"]
    assert zones(s, 0) == {"discard": ["King's Castle", "Opulent Castle"],
                           "in_play": ["Throne Room"]}


def test_played_by_overlord_only_a_castle_of_the_hand() -> None:
    """From the Supply, "this" is in the Supply: only a Castle of the hand may be trashed."""
    s = scenario(KINGDOM, hands={0: ["Overlord", "Crumbling Castle", "Small Castle"]},
                 supply={"Castles": ["Small Castle", "Opulent Castle"]})
    s = act(act(s, "play Overlord"), "as Small Castle")
    assert choices(s) == ("trash Crumbling Castle", "trash Small Castle")
    s = act(s, "trash Crumbling Castle")
    # Crumbling trashed: +1 VP and a Silver; then the top Castle (the Small Castle itself)
    assert names(s.player(0).discard) == ["Small Castle", "Silver"]
    assert s.player(0).vp_tokens == 1 and names(s.player(0).hand) == ["Small Castle"]


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Castles", "Overlord"])
