"""Tide Pools (Seaside, 2nd edition): "+3 Cards +1 Action. At the start of your next turn, discard 2
cards."

Under a Throne Room: +6 Cards +2 Actions now; next turn two discards of 2 cards, one per play.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"


def test_card_data() -> None:
    """A $4 Action - Duration of Seaside."""
    card = card_named("Tide Pools")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Duration", "Seaside")


def test_draw_now_discard_two_next_turn() -> None:
    deck = ["Silver"] * 3 + ["Copper", "Copper", "Estate", "Gold", "Gold"]
    s = act(scenario(["Tide Pools"], hands={0: ["Tide Pools"]}, decks={0: deck}), "play Tide Pools")
    assert zones(s, 0) == {"hand": ["Silver"] * 3, "deck": deck[3:], "in_play": ["Tide Pools"]}
    assert s.player(0).actions == 1
    s = end_turn(s)
    assert duration_names(s, 0) == ["Tide Pools"]
    s = end_turn(s)
    assert s.waiting_for() == 0
    assert choices(s) == ("discard Copper", "discard Estate", "discard Gold")
    s = act(s, "discard Copper", "discard Estate")
    assert zones(s, 0)["hand"] == ["Copper", "Gold", "Gold"]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_throne_room_on_tide_pools() -> None:
    deck = ["Silver"] * 6 + ["Copper", "Copper", "Estate", "Gold", "Gold"]
    s = scenario([TR, "Tide Pools"], hands={0: [TR, "Tide Pools"]}, decks={0: deck})
    s = act(act(s, f"play {TR}"), "play Tide Pools")
    assert zones(s, 0)["hand"] == ["Silver"] * 6
    s = end_turn(end_turn(s))
    s = act(s, "discard Copper", "discard Copper")
    assert choices(s) == ("discard Estate", "discard Gold")  # the second play's discard
    s = act(s, "discard Estate", "discard Gold")
    assert zones(s, 0)["hand"] == ["Gold"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
