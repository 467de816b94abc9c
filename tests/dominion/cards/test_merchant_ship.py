"""Merchant Ship (Seaside, 2nd edition): "Now and at the start of your next turn: +$2."

Under a Throne Room: +$4 now and +$4 at the start of the next turn, the Throne Room staying in play
with it until that turn's Clean-up.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, zones

TR = "Throne Room"
DECK = ["Copper"] * 5 + ["Estate"] * 5


def test_card_data() -> None:
    """A $5 Action - Duration of Seaside."""
    card = card_named("Merchant Ship")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Duration", "Seaside")
    assert card.text == "Now and at the start of your next turn: +$2."


def test_now_and_next_turn() -> None:
    """+$2 now (no action left), +$2 next turn; it leaves play in that turn's Clean-up."""
    s = act(scenario(["Merchant Ship"], hands={0: ["Merchant Ship"]}, decks={0: DECK}),
            "play Merchant Ship")
    assert (s.player(0).actions, s.player(0).coins) == (0, 2)
    s = end_turn(s)
    assert duration_names(s, 0) == ["Merchant Ship"]
    s = end_turn(s)
    assert (s.current, s.player(0).coins) == (0, 2)
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert zones(s, 0)["discard"] == ["Copper"] * 5 + ["Merchant Ship"]


def test_throne_room_on_merchant_ship() -> None:
    s = scenario([TR, "Merchant Ship"], hands={0: [TR, "Merchant Ship"]}, decks={0: DECK})
    s = act(act(s, f"play {TR}"), "play Merchant Ship")
    assert s.player(0).coins == 4
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Merchant Ship", TR]
    s = end_turn(s)
    assert s.player(0).coins == 4
    s = end_turn(s)
    assert duration_names(s, 0) == []
