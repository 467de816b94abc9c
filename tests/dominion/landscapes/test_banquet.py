"""Banquet (Empires Event, $3): "Gain 2 Coppers and a non-Victory card costing up to $5." (FAQ:
"You can do this even if the Copper pile is empty.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market", "Laboratory", "Mill"]


def test_two_coppers_and_a_non_victory_card_up_to_5() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Banquet"])
    s = act(act(s, "play all treasures"), "buy Banquet")
    gains = choices(s)
    assert "gain Market" in gains and "gain Laboratory" in gains and "gain Curse" in gains
    assert not {"gain Estate", "gain Duchy", "gain Mill", "gain Gold"} & set(gains)  # Mill: Victory
    s = act(s, "gain Laboratory")
    assert names(s.player(0).discard)[-3:] == ["Laboratory", "Copper", "Copper"]  # (under the
    # cards of Clean-up)


def test_the_copper_pile_empty_the_card_still() -> None:
    """FAQ: "You can do this even if the Copper pile is empty"."""
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper"]}, decks={0: ["Estate"] * 5},
                 supply={"Copper": 1}, landscapes=["Banquet"])
    s = act(act(s, "play all treasures"), "buy Banquet")
    s = act(s, "gain Silver")
    assert names(s.player(0).discard)[-2:] == ["Silver", "Copper"]
    assert s.supply_count("Copper") == 0
