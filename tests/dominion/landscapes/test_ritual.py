"""Ritual (Empires Event, $4): "Gain a Curse. If you do, trash a card from your hand. +1 VP per
$1 it cost." (FAQ: "This does nothing once the Curse pile is empty. This only gives you +1 VP per
1 Coin the trashed card cost; it does not give anything for Debt or Potion in costs.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market", "Golem", "Bridge"]


def test_a_curse_then_a_card_trashed_for_its_cost_in_vp() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver", "Market", "Estate"]},
                 decks={0: ["Copper"] * 5}, landscapes=["Ritual"])
    s = act(s, "end actions")
    s = act(act(s, "play all treasures"), "buy Ritual")
    assert names(s.player(0).discard) == ["Curse"]
    assert choices(s) == ("trash Estate", "trash Market")  # mandatory: no "no"
    s = act(s, "trash Market")
    assert s.player(0).vp_tokens == 5 and names(s.trash) == ["Market"]


def test_potion_in_a_cost_gives_nothing() -> None:
    """FAQ: "it does not give anything for Debt or Potion in costs" (Golem: $4 and a Potion)."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver", "Golem", "Copper"]},
                 decks={0: ["Copper"] * 5}, landscapes=["Ritual"])
    s = act(s, "end actions")
    s = act(act(s, "play Gold"), "play Silver")  # $5, the Copper kept
    s = act(s, "buy Ritual")
    s = act(s, "trash Golem")
    assert s.player(0).vp_tokens == 4


def test_the_cost_is_the_cost_now() -> None:
    s = scenario(KINGDOM, hands={0: ["Bridge", "Gold", "Silver", "Village", "Estate"]},
                 decks={0: ["Copper"] * 5}, landscapes=["Ritual"])
    s = act(s, "play Bridge")  # costs $1 less this turn
    s = act(act(s, "play all treasures"), "buy Ritual")
    s = act(s, "trash Village")
    assert s.player(0).vp_tokens == 2


def test_an_empty_hand_trashes_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Ritual"])
    s = act(act(s, "play all treasures"), "buy Ritual")
    assert names(s.player(0).discard)[-1] == "Curse" and s.player(0).vp_tokens == 0


def test_the_curse_pile_empty_nothing() -> None:
    """FAQ: "This does nothing once the Curse pile is empty"."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver", "Estate"]}, decks={0: ["Copper"] * 5},
                 supply={"Curse": 0}, landscapes=["Ritual"])
    s = act(act(s, "play all treasures"), "buy Ritual")
    assert s.current == 1 and s.trash == () and s.player(0).vp_tokens == 0
