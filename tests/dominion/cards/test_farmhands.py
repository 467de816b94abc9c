"""Farmhands (Cornucopia, 2nd edition), $4 Action: "+1 Card. +2 Actions. When you gain this, you
may set aside an Action or Treasure from your hand, and play it at the start of your next turn."
(FAQ: "Setting aside a card when you gain this is optional. Once you do it, you have to play the
card at the start of your next turn"; "Playing the Action card does not 'use up' one of your
Action plays"; "The set aside card is face up.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Farmhands", "Throne Room", "Workshop", "Smithy"]


def test_card_data() -> None:
    card = card_named("Farmhands")
    assert (card.cost, card.cards, card.actions) == (4, 1, 2)


def test_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Farmhands"]}, decks={0: ["Gold"]})
    s = act(s, "play Farmhands")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Farmhands"]}
    assert s.player(0).actions == 2


def test_gained_sets_aside_a_card_played_next_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop", "Smithy", "Copper", "Estate"], 1: ["Copper"] * 5},
                 decks={0: ["Silver"] * 8, 1: ["Copper"] * 5})
    s = act(s, "play Workshop")
    s = act(s, "gain Farmhands")
    assert choices(s) == ("set aside Copper", "set aside Smithy", "no")
    s = act(s, "set aside Smithy")
    assert "Smithy" not in zones(s, 0)["hand"]
    seen = observation(s, 1).players[0]  # face up: every seat sees it
    assert (seen.duration, seen.face_down) == (("Smithy",), 0)
    s = act(s, "end turn")  # seat 0 ends
    s = act(s, "play all treasures", pid=1)
    s = act(s, "end turn", pid=1)
    assert s.current == 0 and zones(s, 0)["in_play"] == ["Smithy"]
    assert len(zones(s, 0)["hand"]) == 8 and s.player(0).actions == 1


def test_declining() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop", "Smithy"]}, decks={0: ["Silver"] * 5})
    s = act(s, "play Workshop")
    s = act(s, "gain Farmhands")
    s = act(s, "no")
    assert zones(s, 0)["hand"] == ["Smithy"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Farmhands"]}, decks={0: ["Gold", "Silver"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Farmhands")
    assert zones(s, 0)["hand"] == ["Gold", "Silver"] and s.player(0).actions == 4
