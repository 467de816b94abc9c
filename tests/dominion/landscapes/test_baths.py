"""Baths (Empires Landmark): "When you end your turn without having gained a card, take 2 VP from
here. Setup: Put 6 VP here per player." (FAQ: "Any way you gain a card will stop you from getting
VP from this that turn.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Market", "Workshop", "Witch"]


def test_a_turn_without_a_gain_takes_2() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Baths"])
    assert s.landmark_vp("Baths") == 12
    s = act(s, "end turn")
    assert s.current == 1
    assert (s.player(0).vp_tokens, s.landmark_vp("Baths")) == (2, 10)


def test_a_bought_card_stops_it() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Baths"])
    s = act(s, "buy Copper")
    assert s.current == 1 and (s.player(0).vp_tokens, s.landmark_vp("Baths")) == (0, 12)


def test_any_gain_stops_it() -> None:
    """FAQ: "Any way you gain a card will stop you from getting VP from this that turn"."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Baths"])
    s = act(act(s, "play Workshop"), "gain Silver")
    s = act(s, "end turn")
    assert s.current == 1 and (s.player(0).vp_tokens, s.landmark_vp("Baths")) == (0, 12)


def test_a_gain_in_another_players_turn_does_not_count_for_the_next() -> None:
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Estate"]}, decks={0: ["Copper"] * 7,
                 1: ["Copper"] * 5}, landscapes=["Baths"])
    s = act(act(s, "play Witch"), "end turn")  # seat 1 gains a Curse in seat 0's turn
    assert s.current == 1 and (s.player(0).vp_tokens, s.landmark_vp("Baths")) == (2, 10)
    assert [c.name for c in s.player(1).discard] == ["Curse"]
    s = act(s, "end turn")
    assert (s.player(1).vp_tokens, s.landmark_vp("Baths")) == (2, 8)
