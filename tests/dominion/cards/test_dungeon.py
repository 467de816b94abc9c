"""Dungeon (Adventures), $3 Action - Duration: "+1 Action. Now and at the start of your next turn:
+2 Cards, then discard 2 cards."

Official FAQ: "When you play this, you get +1 Action, draw 2 cards, and discard 2 cards; then at
the start of your next turn, you again draw 2 cards and discard 2 cards."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Dungeon", TR]


def test_card_data() -> None:
    card = card_named("Dungeon")
    assert (card.cost, card.type_line, card.actions, card.cards) == (3, "Action - Duration", 1, 2)


def test_now_draw_two_then_discard_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Dungeon", "Copper"]}, decks={0: ["Estate", "Gold", "Silver"]})
    s = act(s, "play Dungeon")
    assert choices(s) == ("discard Copper", "discard Estate")  # two picks, by name: Gold second
    s = act(s, "discard Copper", "discard Estate")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Silver"], "discard": ["Estate", "Copper"],
                           "in_play": ["Dungeon"]}
    assert s.player(0).actions == 1


def test_a_hand_of_one_discards_it() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Dungeon"]}, decks={0: ["Gold"]}), "play Dungeon")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Dungeon"]}


def test_again_at_the_start_of_the_next_turn() -> None:
    deck = ["Copper"] * 2 + ["Copper", "Copper", "Estate", "Estate", "Copper"] + ["Gold", "Curse"]
    s = scenario(KINGDOM, hands={0: ["Dungeon"]}, decks={0: deck})
    s = act(s, "play Dungeon")  # a hand of two Coppers: both discarded, nothing to ask
    assert zones(s, 0)["discard"] == ["Copper", "Copper"]
    s = end_turn(s)
    assert duration_names(s, 0) == ["Dungeon"]
    s = end_turn(s)
    assert s.current == 0
    assert choices(s) == ("discard Copper", "discard Curse", "discard Estate")
    s = act(s, "discard Curse", "discard Estate")
    assert zones(s, 0)["hand"] == ["Copper", "Copper", "Estate", "Copper", "Gold"]
    assert s.player(0).actions == 1
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_throne_room_twice_now_and_twice_next_turn() -> None:
    deck = ["Silver", "Silver", "Silver", "Silver"] + ["Copper"] * 5 + ["Gold"] * 4
    s = scenario(KINGDOM, hands={0: [TR, "Dungeon", "Estate"]}, decks={0: deck})
    s = act(act(s, f"play {TR}"), "play Dungeon")
    s = act(s, "discard Estate", "discard Silver")
    # the second play draws two more Silvers: three alike, two discarded without a question
    assert zones(s, 0)["hand"] == ["Silver"] and s.player(0).actions == 2
    s = end_turn(end_turn(s))
    # two plays resolve in turn: +2 Cards, discard 2, then +2 Cards, discard 2
    s = act(s, "discard Copper", "discard Copper")
    s = act(s, "discard Copper", "discard Copper")
    assert zones(s, 0)["hand"] == ["Copper", "Gold", "Gold", "Gold", "Gold"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
