"""Farrier (Guilds), $2 Action: "+1 Card. +1 Action. +1 Buy. Overpay: +1 Card at the end of this
turn per $1 overpaid." (FAQ: "you could pay 4 coin for Farrier, and draw 2 extra cards at end of
turn"; "This doesn't happen if you gain a Farrier without paying for it".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Farrier", "Throne Room", "Workshop"]


def test_card_data() -> None:
    card = card_named("Farrier")
    assert (card.cost, card.cards, card.actions, card.buys) == (2, 1, 1, 1)


def test_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Farrier", "Workshop"]}, decks={0: ["Gold"]})
    s = act(s, "play Farrier")
    assert zones(s, 0)["hand"] == ["Workshop", "Gold"]
    assert (s.player(0).actions, s.player(0).buys) == (1, 2)


def test_overpay_draws_more_at_the_end_of_the_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, decks={0: ["Copper"] * 8})
    s = act(s, "play all treasures")
    s = act(s, "buy Farrier")
    s = act(s, "overpay $2")
    assert s.current == 1 and zones(s, 0)["hand"] == ["Copper"] * 7


def test_the_extra_draw_lasts_one_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"], 1: ["Copper"]},
                 decks={0: ["Copper"] * 8, 1: ["Copper"] * 8})
    s = act(s, "play all treasures")
    s = act(s, "buy Farrier")
    s = act(s, "overpay $1")
    s = act(s, "play all treasures", pid=1)
    s = act(s, "buy Copper", pid=1)
    assert len(s.player(0).hand) == 6 and len(s.player(1).hand) == 5


def test_gained_otherwise_no_extra_draw() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, decks={0: ["Copper"] * 8})
    s = act(s, "play Workshop")
    s = act(s, "gain Farrier")
    s = act(s, "end turn")
    assert s.current == 1 and len(s.player(0).hand) == 5


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Farrier"]}, decks={0: ["Gold", "Silver"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Farrier")
    assert zones(s, 0)["hand"] == ["Gold", "Silver"]
    assert (s.player(0).actions, s.player(0).buys) == (2, 3)
