"""Advance (Empires Event, $0): "You may trash an Action card from your hand. If you do, gain an
Action card costing up to $6." (FAQ: "If you do not trash an Action, nothing else happens.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Village", "Smithy", "Market", "Witch", "Artisan", "Expand"]


def test_card_data() -> None:
    card = card_named("Advance")
    assert (card.cost, card.debt, card.type_line) == (0, 0, "Event")


def test_trash_an_action_to_gain_an_action_up_to_6() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Estate", "Copper"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Advance"])
    s = act(s, "end actions")
    s = act(s, "buy Advance")
    assert choices(s) == ("trash Village", "no")  # Actions only, optional
    s = act(s, "trash Village")
    gains = choices(s)
    assert "gain Artisan" in gains and "gain Witch" in gains and "gain Smithy" in gains
    assert "gain Gold" not in gains and "gain Expand" not in gains  # no Treasure; no $7 card
    s = act(s, "gain Artisan")
    assert names(s.trash) == ["Village"]
    assert "Artisan" in zones(s, 0)["discard"]


def test_no_action_trashed_nothing_else_happens() -> None:
    """FAQ: "If you do not trash an Action, nothing else happens"."""
    s = scenario(KINGDOM, hands={0: ["Village", "Copper"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Advance"])
    s = act(s, "end actions")
    s = act(s, "buy Advance")
    s = act(s, "no")
    assert s.current == 1 and s.trash == ()
    assert sorted(zones(s, 0)["discard"]) == ["Copper", "Village"]


def test_no_action_in_hand_asks_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Advance"])
    s = act(s, "buy Advance")
    assert s.current == 1 and s.trash == ()
