"""Haven (Seaside, 2nd edition): "+1 Card +1 Action. Set aside a card from your hand face down
(under this). At the start of your next turn, put it into your hand."

The set-aside card is on the Haven's Duration record (``p.duration`` lists it); Throne Room on
Haven sets two cards aside, both come back, and the Throne Room stays in play with the Haven.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"
DECK = ["Silver"] + ["Copper"] * 5 + ["Estate"] * 5


def test_card_data() -> None:
    """A $2 Action - Duration of Seaside."""
    card = card_named("Haven")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action - Duration", "Seaside")


def test_set_aside_and_back_next_turn() -> None:
    """+1 Card +1 Action; the chosen card waits under the Haven and comes back at the next turn."""
    s = scenario(["Haven"], hands={0: ["Haven", "Gold", "Estate"]}, decks={0: DECK})
    s = act(s, "play Haven")
    assert choices(s) == ("set aside Estate", "set aside Gold", "set aside Silver")
    s = act(s, "set aside Gold")
    assert zones(s, 0) == {"hand": ["Estate", "Silver"], "deck": DECK[1:], "in_play": ["Haven"]}
    assert s.player(0).actions == 1
    records = s.player(0).more.lasting.records
    assert [(r.card.name, names(r.aside)) for r in records] == [("Haven", ["Gold"])]
    s = end_turn(s)
    assert duration_names(s, 0) == ["Haven", "Gold"]
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "deck": ["Estate"] * 5,
                           "discard": ["Silver", "Estate"]}
    s = end_turn(s)
    assert s.current == 0
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Gold"]
    assert duration_names(s, 0) == ["Haven"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert s.player(0).count("Haven") == 1 and s.player(0).count("Gold") == 1


def test_nothing_to_set_aside() -> None:
    """With an empty hand nothing is set aside, and the Haven leaves play in this Clean-up."""
    s = act(scenario(["Haven"], hands={0: ["Haven"]}), "play Haven")
    assert zones(s, 0) == {"in_play": ["Haven"]}
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert zones(s, 0) == {"hand": ["Haven"]}  # discarded, then drawn again by the shuffle


def test_throne_room_on_haven() -> None:
    """Two cards set aside, one per play; both come back; Throne Room stays until then."""
    s = scenario([TR, "Haven"], hands={0: [TR, "Haven", "Gold", "Province"]}, decks={0: DECK})
    s = act(act(s, f"play {TR}"), "play Haven")
    s = act(s, "set aside Gold")
    assert choices(s) == ("set aside Copper", "set aside Province", "set aside Silver")
    s = act(s, "set aside Province")
    assert zones(s, 0) == {"hand": ["Silver", "Copper"], "deck": DECK[2:],
                           "in_play": [TR, "Haven"]}
    assert s.player(0).actions == 2
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Gold", "Haven", "Province", TR]
    s = end_turn(s)
    assert zones(s, 0)["hand"][-2:] == ["Gold", "Province"]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_kings_court_on_haven() -> None:
    """Three cards set aside, one per play; all three come back; King's Court stays until then."""
    kc = "King's Court"
    s = scenario([kc, "Haven"], hands={0: [kc, "Haven", "Gold", "Province", "Duchy"]},
                 decks={0: DECK})
    s = act(act(s, f"play {kc}"), "play Haven")
    s = act(act(act(s, "set aside Gold"), "set aside Province"), "set aside Duchy")
    assert [names(r.aside) for r in s.player(0).more.lasting.records] == [["Gold", "Province", "Duchy"]]
    assert zones(s, 0) == {"hand": ["Silver", "Copper", "Copper"], "deck": DECK[3:],
                           "in_play": [kc, "Haven"]}
    s = end_turn(end_turn(s))
    assert sorted(zones(s, 0)["hand"][-3:]) == ["Duchy", "Gold", "Province"]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_throne_room_on_haven_with_nothing_to_set_aside() -> None:
    """Neither play sets a card aside: Throne Room and Haven both leave play in this Clean-up."""
    s = act(act(scenario([TR, "Haven"], hands={0: [TR, "Haven"]}), f"play {TR}"), "play Haven")
    assert s.player(0).more.lasting.records == ()
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert sorted(zones(s, 0)["hand"]) == ["Haven", TR]
