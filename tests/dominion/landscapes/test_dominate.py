"""Dominate (Empires Event, $14): "Gain a Province. If you do, +9 VP." (FAQ: "This does nothing
once the Province pile is empty.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score
from tests.dominion.helpers import act, names

KINGDOM = ["Village", "Smithy", "Market"]
RICH = ["Gold", "Gold", "Gold", "Gold", "Silver"]


def test_a_province_and_9_vp() -> None:
    s = scenario(KINGDOM, hands={0: RICH}, decks={0: ["Copper"] * 5}, landscapes=["Dominate"])
    s = act(act(s, "play all treasures"), "buy Dominate")
    assert s.player(0).vp_tokens == 9 and names(s.player(0).discard)[-1] == "Province"
    assert score(s, 0) == 15 and s.supply_count("Province") == 7


def test_the_province_pile_empty_nothing() -> None:
    """FAQ: "This does nothing once the Province pile is empty"."""
    s = scenario(KINGDOM, hands={0: RICH}, supply={"Province": 0, "Duchy": 0, "Estate": 0},
                 players=3, landscapes=["Dominate"])
    s = act(act(s, "play all treasures"), "buy Dominate")
    assert s.player(0).vp_tokens == 0
    assert "Province" not in names(s.player(0).all_cards())
