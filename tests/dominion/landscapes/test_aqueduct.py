"""Aqueduct (Empires Landmark): "When you gain a Treasure, move 1 VP from its pile to this. When
you gain a Victory card, take the VP from this. Setup: Put 8 VP on the Silver and Gold piles."
(FAQ: "If you gain a card that is both a Treasure and a Victory card, such as Humble Castle, you
can resolve the abilities in either order.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Market", "Workshop"]


def test_setup_puts_8_vp_on_silver_and_gold() -> None:
    s = scenario(KINGDOM, hands={0: []}, landscapes=["Aqueduct"])
    assert (s.pile_vp("Silver"), s.pile_vp("Gold"), s.pile_vp("Copper")) == (8, 8, 0)
    assert s.landmark_vp("Aqueduct") == 0


def test_treasures_move_tokens_and_a_victory_card_takes_them() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold", "Copper"]},
                 decks={0: ["Workshop"]}, landscapes=["Aqueduct"])
    s = act(s, "play Market")
    s = act(act(s, "play Workshop"), "gain Silver")
    assert (s.pile_vp("Silver"), s.landmark_vp("Aqueduct")) == (7, 1)
    s = act(act(s, "play all treasures"), "buy Gold")  # $8, 2 Buys
    assert (s.pile_vp("Gold"), s.landmark_vp("Aqueduct")) == (7, 2)
    s = act(s, "buy Copper")  # no tokens on Copper: nothing moves
    s2 = scenario(KINGDOM, hands={0: ["Workshop"]}, landscapes=["Aqueduct"])
    s2 = s2.with_table(s2.table.evolve(landmark_vp=(("Aqueduct", 2),)))
    s2 = act(act(s2, "play Workshop"), "gain Estate")
    assert (s2.player(0).vp_tokens, s2.landmark_vp("Aqueduct")) == (2, 0)
    assert s.landmark_vp("Aqueduct") == 2 and s.player(0).vp_tokens == 0


def test_a_victory_card_with_no_tokens_takes_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver"]}, landscapes=["Aqueduct"])
    s = act(act(s, "play all treasures"), "buy Estate")
    assert (s.player(0).vp_tokens, s.landmark_vp("Aqueduct")) == (0, 0)
