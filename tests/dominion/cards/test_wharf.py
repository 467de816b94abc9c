"""Wharf (Seaside, 2nd edition): "Now and at the start of your next turn: +2 Cards and +1 Buy."

Under a Throne Room: +4 Cards +2 Buys now and the same at the start of the next turn.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, zones

TR = "Throne Room"
DECK = ["Silver", "Silver"] + ["Copper"] * 5 + ["Gold", "Gold"] + ["Estate"] * 3


def test_card_data() -> None:
    """A $5 Action - Duration of Seaside."""
    card = card_named("Wharf")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Duration", "Seaside")
    assert card.text == "Now and at the start of your next turn: +2 Cards and +1 Buy."


def test_now_and_next_turn() -> None:
    s = act(scenario(["Wharf"], hands={0: ["Wharf"]}, decks={0: DECK}), "play Wharf")
    assert zones(s, 0) == {"hand": ["Silver", "Silver"], "deck": DECK[2:], "in_play": ["Wharf"]}
    assert s.player(0).buys == 2
    s = end_turn(s)
    assert duration_names(s, 0) == ["Wharf"]
    s = end_turn(s)
    assert zones(s, 0) == {"hand": ["Copper"] * 5 + ["Gold", "Gold"], "deck": ["Estate"] * 3,
                           "discard": ["Silver", "Silver"]}
    assert (s.player(0).actions, s.player(0).buys) == (1, 2)
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_throne_room_on_wharf() -> None:
    deck = ["Silver"] * 4 + ["Copper"] * 5 + ["Gold"] * 4 + ["Estate"]
    s = scenario([TR, "Wharf"], hands={0: [TR, "Wharf"]}, decks={0: deck})
    s = act(act(s, f"play {TR}"), "play Wharf")
    assert zones(s, 0)["hand"] == ["Silver"] * 4
    assert s.player(0).buys == 3
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == [TR, "Wharf"]
    s = end_turn(s)
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Gold"] * 4
    assert s.player(0).buys == 3
    s = end_turn(s)
    assert duration_names(s, 0) == []
