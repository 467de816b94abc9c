"""Bazaar (Seaside, 2nd edition): "+1 Card +2 Actions +$1."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones


def test_card_data() -> None:
    """A $5 Action of Seaside."""
    card = card_named("Bazaar")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Seaside")
    assert card.text == "+1 Card +2 Actions +$1."


def test_play() -> None:
    s = act(scenario(["Bazaar"], hands={0: ["Bazaar", "Estate"]}, decks={0: ["Gold", "Copper"]}),
            "play Bazaar")
    assert zones(s, 0) == {"hand": ["Estate", "Gold"], "deck": ["Copper"], "in_play": ["Bazaar"]}
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (2, 1, 1)
