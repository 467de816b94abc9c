"""Labyrinth (Empires Landmark): "When you gain a 2nd card in one of your turns, take 2 VP from
here. Setup: Put 6 VP here per player." (FAQ: "This can only happen once per turn per player. For
example if you gain 4 cards in the same turn, only the second one will come with 2 VP.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Market", "Workshop", "Witch"]


def test_only_the_second_gain_of_a_turn_takes_2() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop", "Market", "Gold"]}, decks={0: ["Estate"] * 6},
                 landscapes=["Labyrinth"])
    s = act(act(s, "play Market"), "play Workshop")
    s = act(s, "gain Silver")
    assert (s.player(0).vp_tokens, s.landmark_vp("Labyrinth")) == (0, 12)
    s = act(act(s, "play all treasures"), "buy Copper")
    assert (s.player(0).vp_tokens, s.landmark_vp("Labyrinth")) == (2, 10)
    s = act(s, "buy Copper")  # the third: nothing
    assert s.current == 1 and (s.player(0).vp_tokens, s.landmark_vp("Labyrinth")) == (2, 10)


def test_gains_in_another_players_turn_do_not_count() -> None:
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Copper"]}, decks={0: ["Estate"] * 7,
                 1: ["Estate"] * 5}, landscapes=["Labyrinth"])
    s = act(act(s, "play Witch"), "buy Copper")  # seat 1: a Curse in seat 0's turn
    assert s.current == 1
    assert (s.player(0).vp_tokens, s.player(1).vp_tokens) == (0, 0)
    s = act(act(s, "play all treasures"), "buy Copper")  # seat 1's first gain of its turn
    assert s.player(1).vp_tokens == 0 and s.landmark_vp("Labyrinth") == 12
