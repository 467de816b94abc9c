"""Embassy (Hinterlands, 1st edition): "+5 Cards. Discard 3 cards. When you gain this, each other
player gains a Silver."

The discard is mandatory; the Silvers go to each other player in turn order, however Embassy was
gained."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Embassy", "Throne Room", "Village", "Tunnel"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands 1E."""
    card = card_named("Embassy")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands 1E")


def test_draw_five_discard_three() -> None:
    """+5 Cards, then three discarded."""
    s = scenario(KINGDOM, hands={0: ["Embassy"]},
                 decks={0: ["Copper", "Estate", "Estate", "Gold", "Curse", "Silver"]})
    s = act(s, "play Embassy")
    s = act(s, "discard Curse", "discard Estate", "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Silver"],
                           "discard": ["Estate", "Estate", "Curse"], "in_play": ["Embassy"]}


def test_gained_each_other_player_gains_a_silver() -> None:
    """Buying Embassy in a 3-player game: seats 1 and 2 gain a Silver; seat 0 does not."""
    s = scenario(KINGDOM, players=3, hands={0: ["Gold", "Silver"]})
    s = act(act(s, "play all treasures"), "buy Embassy")
    assert zones(s, 1) == {"discard": ["Silver"]} and zones(s, 2) == {"discard": ["Silver"]}
    assert s.supply_count("Silver") == 38


def test_throne_room() -> None:
    """Throne Room: +10 Cards, six discarded (all Coppers: one way to pick, not asked)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Embassy"]}, decks={0: ["Copper"] * 10})
    s = act(act(s, "play Throne Room"), "play Embassy")
    assert zones(s, 0) == {"hand": ["Copper"] * 4, "discard": ["Copper"] * 6,
                           "in_play": ["Throne Room", "Embassy"]}
