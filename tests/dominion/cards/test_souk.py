"""Souk (Hinterlands, 2nd edition): "+1 Buy +$7. -$1 per card in your hand (you can't go below
$0). When you gain this, trash up to 2 cards from your hand."

The reduction counts the cards in hand when it resolves and applies to the $ you have; it never
takes you below $0."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Souk", "Workshop", "Throne Room", "Village", "Bridge"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands."""
    card = card_named("Souk")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands")


def test_seven_less_one_per_card_in_hand() -> None:
    """Three cards left in hand: +$4 and +1 Buy."""
    s = act(scenario(KINGDOM, hands={0: ["Souk", "Estate", "Estate", "Copper"]}), "play Souk")
    assert (s.player(0).coins, s.player(0).buys) == (4, 2)


def test_not_below_zero() -> None:
    """Nine cards in hand: $0, not less."""
    s = act(scenario(KINGDOM, hands={0: ["Souk"] + ["Estate"] * 9}), "play Souk")
    assert s.player(0).coins == 0


def test_counts_the_coins_already_had() -> None:
    """$1 from Bridge, then Souk with nine cards left in hand: 1 + 7 - 9 < 0, so $0."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Souk"] + ["Estate"] * 8},
                 decks={0: ["Estate"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Souk")
    assert s.player(0).coins == 0  # 1 + 7 - 9


def test_gained_trash_up_to_two() -> None:
    """Gaining Souk: trash up to 2 cards from hand (here an Estate, and done)."""
    s = scenario(KINGDOM, hands={0: ["Estate", "Copper", "Silver", "Gold", "Village"]},
                 decks={0: ["Copper"] * 5})
    s = act(act(act(s, "end actions"), "play all treasures"), "buy Souk")
    assert choices(s)[-1] == "done"
    s = act(s, "trash Estate", "done")
    assert names(s.trash) == ["Estate"]  # then the turn ends: the Village and Souk discarded
    assert zones(s, 0)["hand"] == ["Copper"] * 5 and "Estate" not in zones(s, 0)["discard"]


def test_gained_by_workshop_in_action_phase() -> None:
    """Workshop can't reach Souk at $5; with Bridge it can, and two cards are trashed."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Workshop", "Estate", "Copper"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Workshop")
    s = act(s, "gain Souk")
    s = act(s, "trash Copper", "trash Estate")
    assert names(s.trash) == ["Copper", "Estate"]
    assert zones(s, 0) == {"discard": ["Souk"], "in_play": ["Village", "Bridge", "Workshop"]}


def test_throne_room() -> None:
    """Throne Room: +2 Buys; each play counts the hand (2 cards): $5 then $10."""
    s = act(act(scenario(KINGDOM, hands={0: ["Throne Room", "Souk", "Estate", "Estate"]}),
                "play Throne Room"), "play Souk")
    assert (s.player(0).coins, s.player(0).buys) == (10, 3)
