"""Sea Witch (Seaside, 2nd edition): "+2 Cards. Each other player gains a Curse. At the start of your
next turn, +2 Cards, then discard 2 cards."

Moat blocks the Curse; the next-turn draw and discard are its owner's and happen anyway. Under a
Throne Room: two Curses each now; next turn, per play, +2 Cards then discard 2.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Sea Witch", "Moat", TR]


def test_card_data() -> None:
    """A $5 Action - Attack - Duration of Seaside."""
    card = card_named("Sea Witch")
    assert (card.cost, card.set_name) == (5, "Seaside")
    assert {t.value for t in card.types} == {"Action", "Attack", "Duration"}


def test_curse_now_draw_and_discard_next_turn() -> None:
    deck = ["Silver", "Silver"] + ["Copper"] * 5 + ["Gold", "Estate", "Copper"]
    s = scenario(KINGDOM, hands={0: ["Sea Witch"]}, decks={0: deck}, players=3)
    s = act(s, "play Sea Witch")
    assert zones(s, 0) == {"hand": ["Silver", "Silver"], "deck": deck[2:], "in_play": ["Sea Witch"]}
    assert zones(s, 1) == {"discard": ["Curse"]} and zones(s, 2) == {"discard": ["Curse"]}
    s = end_turn(end_turn(end_turn(s)))
    assert s.current == 0
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Gold", "Estate"]
    assert choices(s) == ("discard Copper", "discard Estate")  # a Gold first leaves no second pick
    s = act(s, "discard Copper", "discard Estate")
    assert zones(s, 0)["hand"] == ["Copper"] * 4 + ["Gold"]
    assert duration_names(s, 0) == ["Sea Witch"]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_moat_blocks_the_curse_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Sea Witch"], 1: ["Moat"]}, decks={0: ["Copper"] * 12})
    s = act(act(s, "play Sea Witch"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"]}
    assert s.player(0).more.lasting.records[0].card.name == "Sea Witch"


def test_throne_room_on_sea_witch() -> None:
    deck = ["Silver"] * 4 + ["Copper"] * 5 + ["Gold", "Estate", "Gold", "Curse"]
    s = scenario(KINGDOM, hands={0: [TR, "Sea Witch"]}, decks={0: deck})
    s = act(act(s, f"play {TR}"), "play Sea Witch")
    assert zones(s, 0)["hand"] == ["Silver"] * 4
    assert zones(s, 1) == {"discard": ["Curse", "Curse"]}
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Sea Witch", TR]
    s = end_turn(s)
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Gold", "Estate"]  # the first +2 Cards
    s = act(s, "discard Copper", "discard Estate")
    assert zones(s, 0)["hand"] == ["Copper"] * 4 + ["Gold", "Gold", "Curse"]  # the second
    s = act(s, "discard Copper", "discard Curse")
    assert zones(s, 0)["hand"] == ["Copper"] * 3 + ["Gold", "Gold"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
