"""Berserker (Hinterlands, 2nd edition): "Gain a card costing less than this. Each other player
discards down to 3 cards in hand. When you gain this, if you have an Action in play, play this."

The gain comes before the attack; when gained with an Action in play it is played (not optional)
from where it was gained, using no Action, in the Buy phase too; with no Action in play, nothing.
Moat is offered when it is played either way."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Berserker", "Moat", "Throne Room", "Village", "Smithy", "Market", "Workshop"]


def test_card_data() -> None:
    """A $5 Action - Attack of Hinterlands."""
    card = card_named("Berserker")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Attack", "Hinterlands")


def test_play() -> None:
    """Gain a card costing less than $5 (Smithy), then seat 1 discards down to 3."""
    s = scenario(KINGDOM, hands={0: ["Berserker"], 1: ["Copper"] * 4 + ["Estate"]})
    s = act(s, "play Berserker")
    assert "gain Smithy" in choices(s) and "gain Berserker" not in choices(s)
    assert "gain Market" not in choices(s)
    s = act(s, "gain Smithy")
    s = act(s, "discard Copper", "discard Estate", pid=1)
    assert zones(s, 0) == {"discard": ["Smithy"], "in_play": ["Berserker"]}
    assert zones(s, 1) == {"hand": ["Copper"] * 3, "discard": ["Estate", "Copper"]}


def test_moat_and_three_players() -> None:
    """Seat 1 reveals Moat; seat 2 discards."""
    s = scenario(KINGDOM, players=3, hands={0: ["Berserker"], 1: ["Moat"] + ["Copper"] * 4,
                                            2: ["Copper"] * 4})
    s = act(act(s, "play Berserker"), "reveal Moat", pid=1)
    s = act(s, "gain Silver")  # seat 2's discard of one of 4 Coppers: no question
    assert zones(s, 1) == {"hand": ["Moat"] + ["Copper"] * 4}
    assert zones(s, 2) == {"hand": ["Copper"] * 3, "discard": ["Copper"]}


def test_gained_with_action_in_play() -> None:
    """Bought with a Market in play: it is played at once (gain, attack)."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Silver"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"]})
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "buy Berserker")
    assert "gain Smithy" in choices(s)
    s = act(s, "gain Smithy")  # seat 1 discards 2 of 5 Coppers: no question
    assert zones(s, 1) == {"hand": ["Copper"] * 3, "discard": ["Copper"] * 2}
    assert zones(s, 0) == {"discard": ["Smithy"],
                           "in_play": ["Market", "Gold", "Silver", "Copper", "Berserker"]}


def test_gained_without_action_in_play() -> None:
    """Bought with only Treasures in play: not played."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"], 1: ["Copper"] * 5})
    s = act(act(s, "play all treasures"), "buy Berserker")
    assert s.current == 1
    assert zones(s, 1) == {"hand": ["Copper"] * 5}


def test_throne_room() -> None:
    """Throne Room: two gains, two attacks (the second finds 3 cards: nothing)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Berserker"], 1: ["Copper"] * 5})
    s = act(act(s, "play Throne Room"), "play Berserker")
    s = act(s, "gain Village")  # seat 1 discards 2 of 5 Coppers: no question
    s = act(s, "gain Silver")
    assert zones(s, 0)["discard"] == ["Silver", "Village"]
    assert zones(s, 1) == {"hand": ["Copper"] * 3, "discard": ["Copper"] * 2}
