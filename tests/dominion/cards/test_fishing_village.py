"""Fishing Village (Seaside, 2nd edition): "+2 Actions +$1. At the start of your next turn: +1 Action
and +$1."

It stays in play through Clean-up and gives its bonus at the start of the next turn; under a Throne
Room both the bonus now and the next turn's come twice, and the Throne Room stays with it.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, zones

TR = "Throne Room"
DECK = ["Copper"] * 5 + ["Estate"] * 5


def test_card_data() -> None:
    """A $3 Action - Duration of Seaside."""
    card = card_named("Fishing Village")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Duration", "Seaside")
    assert card.text == "+2 Actions +$1. At the start of your next turn: +1 Action and +$1."


def test_now_and_next_turn() -> None:
    """+2 Actions +$1 now; +1 Action and +$1 when the next turn starts; then it leaves play."""
    s = act(scenario(["Fishing Village"], hands={0: ["Fishing Village"]}, decks={0: DECK}),
            "play Fishing Village")
    assert (s.player(0).actions, s.player(0).coins) == (2, 1)
    s = end_turn(s)
    assert duration_names(s, 0) == ["Fishing Village"]
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "deck": ["Estate"] * 5}
    s = end_turn(s)
    assert s.current == 0
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (2, 1, 1)
    assert duration_names(s, 0) == ["Fishing Village"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert "Fishing Village" in zones(s, 0)["discard"]


def test_throne_room_on_fishing_village() -> None:
    """+4 Actions +$2 now, +2 Actions +$2 next turn; the Throne Room stays in play until then."""
    s = scenario([TR, "Fishing Village"], hands={0: [TR, "Fishing Village"]}, decks={0: DECK})
    s = act(act(s, f"play {TR}"), "play Fishing Village")
    assert (s.player(0).actions, s.player(0).coins) == (4, 2)
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Fishing Village", TR]
    s = end_turn(s)
    assert (s.player(0).actions, s.player(0).coins) == (3, 2)
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert sorted(zones(s, 0)["discard"]) == ["Copper"] * 5 + ["Fishing Village", TR]
