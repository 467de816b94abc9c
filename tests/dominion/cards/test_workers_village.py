"""Worker's Village (Prosperity, 2nd edition): "+1 Card +2 Actions +1 Buy." A vanilla card."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

WV = "Worker's Village"


def test_card_data() -> None:
    """A $4 Action of Prosperity with its printed text."""
    card = card_named(WV)
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Prosperity")
    assert card.text == "+1 Card +2 Actions +1 Buy."


def test_play() -> None:
    """+1 Card +2 Actions +1 Buy: one card drawn, 2 actions and 2 buys left."""
    s = scenario([WV], hands={0: [WV, "Estate"]}, decks={0: ["Gold", "Silver"]})
    s = act(s, f"play {WV}")
    assert zones(s, 0) == {"hand": ["Estate", "Gold"], "deck": ["Silver"], "in_play": [WV]}
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (2, 2, 0)
