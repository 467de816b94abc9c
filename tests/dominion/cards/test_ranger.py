"""Ranger (Adventures, $4 Action): "+1 Buy. Turn your Journey token over (it starts face up). If
it's face up, +5 Cards." FAQ: "every other time you play a Ranger, you will draw 5 cards. It does
not matter what turned over the Journey token"."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.tokens import flip_journey
from tests.dominion.helpers import act, zones

KINGDOM = ["Ranger", "Throne Room", "Village", "Giant"]


def test_card_data() -> None:
    c = card_named("Ranger")
    assert (c.cost, c.type_line, c.buys, c.tokens) == (4, "Action", 1, ("Journey",))


def test_first_play_turns_the_token_face_down_for_a_buy_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Ranger"]}, decks={0: ["Copper"] * 6})
    s = act(s, "play Ranger")
    assert s.player(0).journey == "face down" and s.player(0).buys == 2
    assert "hand" not in zones(s, 0)


def test_face_down_turns_up_and_draws_five() -> None:
    s = scenario(KINGDOM, hands={0: ["Ranger"]}, decks={0: ["Copper"] * 6})
    s, _ = flip_journey(s, 0)
    s = act(s, "play Ranger")
    assert s.player(0).journey == "face up" and s.player(0).buys == 2
    assert zones(s, 0)["hand"] == ["Copper"] * 5 and len(s.player(0).deck) == 1


def test_throne_room_flips_twice() -> None:
    """Face up: the first play turns it down (no cards), the second up (+5 Cards); 2 Buys."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Ranger"]}, decks={0: ["Copper"] * 6})
    s = act(act(s, "play Throne Room"), "play Ranger")
    assert s.player(0).journey == "face up" and s.player(0).buys == 3
    assert len(zones(s, 0)["hand"]) == 5
