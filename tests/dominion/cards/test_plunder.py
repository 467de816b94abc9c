"""Plunder (Empires), $5 Treasure, the bottom half of the Encampment/Plunder pile: "+$2. +1 VP."
(FAQ: "This gives you a VP token every time you play it.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act

KINGDOM = ["Encampment", "Crown"]


def test_card_data() -> None:
    card = card_named("Plunder")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (5, "Treasure", 2, "Empires")


def test_each_play_gives_a_vp() -> None:
    """FAQ: "This gives you a VP token every time you play it" (Crown plays it twice)."""
    s = scenario(KINGDOM, hands={0: ["Plunder", "Crown", "Plunder"]})
    s = act(act(act(s, "end actions"), "play Crown"), "play Plunder")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (4, 2)
    s = act(s, "play Plunder")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (6, 3)


def test_bought_once_the_encampments_are_gone() -> None:
    s = scenario(KINGDOM, hands={0: ["Plunder", "Gold"]}, supply={"Encampment": ["Plunder"] * 2})
    s = act(act(s, "play all treasures"), "buy Plunder")
    assert s.supply_count("Encampment") == 1
