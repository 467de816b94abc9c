"""Ill-Gotten Gains (Hinterlands, 1st edition): "$1. When you play this, you may gain a Copper,
putting it into your hand. When you gain this, each other player gains a Curse."

The Copper is offered as ``gain Copper`` / ``no``; it can be played the same turn. The Curses go
to each other player in turn order however it was gained (Moat does not help: not an Attack)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Ill-Gotten Gains", "Moat", "Village"]


def test_card_data() -> None:
    """A $5 Treasure of Hinterlands 1E."""
    card = card_named("Ill-Gotten Gains")
    assert (card.cost, card.type_line, card.set_name) == (5, "Treasure", "Hinterlands 1E")


def test_gain_a_copper_to_hand() -> None:
    """Played: $1 and a Copper into the hand, then played too."""
    s = act(scenario(KINGDOM, hands={0: ["Ill-Gotten Gains"]}), "play Ill-Gotten Gains")
    assert choices(s) == ("gain Copper", "no")
    s = act(s, "gain Copper")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Ill-Gotten Gains"]}
    s = act(s, "play Copper")
    assert s.player(0).coins == 2


def test_no_copper() -> None:
    """``no``: just $1."""
    s = act(act(scenario(KINGDOM, hands={0: ["Ill-Gotten Gains"]}), "play Ill-Gotten Gains"), "no")
    assert zones(s, 0) == {"in_play": ["Ill-Gotten Gains"]} and s.player(0).coins == 1


def test_gained_curses_each_other_player() -> None:
    """Bought in a 3-player game: seats 1 and 2 gain a Curse; a Moat in hand is not offered."""
    s = scenario(KINGDOM, players=3, hands={0: ["Gold", "Silver"], 1: ["Moat"]})
    s = act(act(s, "play all treasures"), "buy Ill-Gotten Gains")
    assert zones(s, 1) == {"hand": ["Moat"], "discard": ["Curse"]}
    assert zones(s, 2) == {"discard": ["Curse"]} and s.supply_count("Curse") == 18
