"""Silk Road (Hinterlands, 1st edition): "Worth 1 VP for every 4 Victory cards in your deck (round
down)."

Counts every Victory card its owner has (Silk Roads included) at the end of the game."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.hinterlands_1e import SILK_ROAD


def test_card_data() -> None:
    """A $4 Victory card of Hinterlands 1E."""
    card = card_named("Silk Road")
    assert (card.cost, card.type_line, card.set_name) == (4, "Victory", "Hinterlands 1E")


def test_one_vp_per_four_victory_cards() -> None:
    """Silk Road, 3 Estates, 3 Duchies, a Copper: 7 Victory cards -> 1 VP; 8 -> 2 VP."""
    s = scenario(["Silk Road"], hands={0: ["Silk Road", "Estate", "Estate", "Estate"]},
                 decks={0: ["Duchy", "Duchy", "Duchy", "Copper"]})
    assert SILK_ROAD.vp_hook is not None and SILK_ROAD.vp_hook(s, 0) == 1
    t = scenario(["Silk Road"], hands={0: ["Silk Road", "Silk Road", "Estate"]},
                 discards={0: ["Estate", "Duchy", "Province", "Estate", "Estate"]})
    assert SILK_ROAD.vp_hook is not None and SILK_ROAD.vp_hook(t, 0) == 2
