"""Council Room: "+4 Cards +1 Buy. Each other player draws a card."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Council Room"]


def test_card_data() -> None:
    """A $5 Action with +4 Cards +1 Buy."""
    card = card_named("Council Room")
    assert (card.cost, card.cards, card.buys) == (5, 4, 1)


def test_draw_four_others_draw_one() -> None:
    """+4 Cards +1 Buy; each other player draws a card."""
    s = scenario(KINGDOM, hands={0: ["Council Room"], 1: ["Estate"], 2: []},
                 decks={0: ["Copper", "Silver", "Gold", "Estate", "Copper"], 1: ["Gold", "Silver"],
                        2: ["Copper"]}, players=3)
    s = act(s, "play Council Room")
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Gold", "Estate"], "deck": ["Copper"],
                           "in_play": ["Council Room"]}
    assert zones(s, 1) == {"hand": ["Estate", "Gold"], "deck": ["Silver"]}
    assert zones(s, 2) == {"hand": ["Copper"]}
    assert s.player(0).buys == 2


def test_short_decks() -> None:
    """Drawing reshuffles when needed, and stops when deck and discard are empty."""
    s = scenario(KINGDOM, hands={0: ["Council Room"], 1: []},
                 decks={0: ["Copper", "Copper"]}, discards={0: ["Gold"], 1: ["Silver"]})
    s = act(s, "play Council Room")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Gold"], "in_play": ["Council Room"]}
    assert zones(s, 1) == {"hand": ["Silver"]}
