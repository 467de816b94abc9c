"""Grand Market (Prosperity): "+1 Card +1 Action +1 Buy +$2. You can't buy this if you have any
Copper in play." A Copper in hand does not stop it; a Copper in play does, whatever the coins."""

from __future__ import annotations

import pytest

from dgsim import InvalidActionError
from dgsim.core import Choice
from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Grand Market", "Village"]


def test_card_data() -> None:
    """A $6 Action of Prosperity with +1 Card +1 Action +1 Buy +$2."""
    c = card_named("Grand Market")
    assert (c.cost, c.type_line, c.cards, c.actions, c.buys, c.coins, c.set_name) == (
        6, "Action", 1, 1, 1, 2, "Prosperity")


def test_vanilla_bonuses() -> None:
    """+1 Card +1 Action +1 Buy +$2."""
    s = act(scenario(KINGDOM, hands={0: ["Grand Market"]}, decks={0: ["Gold", "Copper"]}),
            "play Grand Market")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Copper"], "in_play": ["Grand Market"]}
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (1, 2, 2)


def test_buyable_without_copper_in_play() -> None:
    """Two Golds played, a Copper still in hand: Grand Market may be bought."""
    s = act(scenario(KINGDOM, hands={0: ["Gold", "Gold", "Copper"]}), "play Gold")
    s = act(s, "play Gold")
    assert "buy Grand Market" in choices(s)
    s = act(s, "buy Grand Market")
    assert s.supply_count("Grand Market") == 9


def test_not_with_a_copper_in_play() -> None:
    """Gold, Gold, Copper played ($7): Grand Market is neither offered nor accepted."""
    s = act(scenario(KINGDOM, hands={0: ["Gold", "Gold", "Copper"]}), "play all treasures")
    assert s.player(0).coins == 7
    assert "buy Grand Market" not in choices(s) and "buy Gold" in choices(s)
    gen = s.action_generator(0)
    assert not gen.allows(Choice("buy", "Grand Market"))
    with pytest.raises(InvalidActionError):
        gen.choose("buy Grand Market")
