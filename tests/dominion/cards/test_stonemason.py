"""Stonemason (Guilds), $2 Action: "Trash a card from your hand. Gain 2 cards each costing less
than it. Overpay: Gain 2 Action cards each costing the amount you overpaid." (FAQ: "Trashing a
card is not optional"; "if you trash a Copper, you do not gain any"; "If you choose not to
overpay, you will not gain any cards from that ability".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Stonemason", "Throne Room", "Village", "Smithy"]


def test_card_data() -> None:
    assert card_named("Stonemason").cost == 2


def test_trash_then_two_cheaper_gains() -> None:
    s = scenario(KINGDOM, hands={0: ["Stonemason", "Gold"]})
    s = act(s, "play Stonemason")  # Gold is the only card: trashed unasked
    assert "gain Duchy" in choices(s) and "gain Gold" not in choices(s)
    s = act(s, "gain Duchy")
    s = act(s, "gain Silver")
    assert names(s.trash) == ["Gold"] and zones(s, 0)["discard"] == ["Silver", "Duchy"]


def test_trashing_a_copper_gains_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Stonemason", "Copper"]})
    s = act(s, "play Stonemason")
    assert names(s.trash) == ["Copper"] and zones(s, 0) == {"in_play": ["Stonemason"]}


def test_overpay_gains_two_actions_costing_exactly_that() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Stonemason")
    s = act(s, "overpay $4")
    assert choices(s) == ("gain Smithy", "gain Throne Room")
    s = act(s, "gain Smithy")
    s = act(s, "gain Throne Room")
    assert sorted(names(s.player(0).discard)) == ["Gold", "Gold", "Smithy", "Stonemason",
                                                  "Throne Room"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Stonemason", "Silver", "Estate"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Stonemason")
    s = act(s, "trash Silver")
    s = act(s, "gain Estate")
    s = act(s, "gain Copper")
    s = act(s, "gain Copper")  # Estate trashed: two $0-$1 cards
    s = act(s, "gain Curse")
    assert sorted(names(s.trash)) == ["Estate", "Silver"]
    assert zones(s, 0)["discard"] == ["Curse", "Copper", "Copper", "Estate"]
