"""Battlefield (Empires Landmark): "When you gain a Victory card, take 2 VP from here. Setup: Put
6 VP here per player." (FAQ: "You take the VP whether you bought the Victory card or gained it
another way.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Market", "Workshop"]


def test_buying_a_victory_card_takes_2() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver"]}, landscapes=["Battlefield"])
    s = act(act(s, "play all treasures"), "buy Estate")
    assert (s.player(0).vp_tokens, s.landmark_vp("Battlefield")) == (2, 10)


def test_gaining_one_otherwise_takes_2_and_other_cards_nothing() -> None:
    """FAQ: "whether you bought the Victory card or gained it another way"."""
    s = scenario(KINGDOM, hands={0: ["Workshop", "Village"]}, decks={0: ["Workshop"]},
                 landscapes=["Battlefield"])
    s = act(act(s, "play Village"), "play Workshop")
    s = act(s, "gain Estate")
    assert (s.player(0).vp_tokens, s.landmark_vp("Battlefield")) == (2, 10)
    s = act(act(s, "play Workshop"), "gain Silver")
    assert (s.player(0).vp_tokens, s.landmark_vp("Battlefield")) == (2, 10)
