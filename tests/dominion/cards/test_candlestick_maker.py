"""Candlestick Maker (Guilds), $2 Action: "+1 Action. +1 Buy. +1 Coffers." (Cornucopia & Guilds,
2nd edition)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Candlestick Maker", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Candlestick Maker")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action", "Guilds")


def test_action_buy_and_a_coffers() -> None:
    s = scenario(KINGDOM, hands={0: ["Candlestick Maker", "Village"]})
    s = act(s, "play Candlestick Maker")
    p = s.player(0)
    assert (p.actions, p.buys, p.coins, p.coffers) == (1, 2, 0, 1)
    assert zones(s, 0) == {"hand": ["Village"], "in_play": ["Candlestick Maker"]}


def test_throne_room_gives_two_coffers() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Candlestick Maker", "Village"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Candlestick Maker")
    p = s.player(0)
    assert (p.actions, p.buys, p.coffers) == (2, 3, 2)
