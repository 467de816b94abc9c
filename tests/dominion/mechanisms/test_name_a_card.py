"""Naming a card (Wishing Well, Contraband, War Chest): one primitive, `name_choices` and
`named_card` of `dgsim.dominion.library`."""

from __future__ import annotations

from dgsim.core import Choice
from dgsim.dominion import scenario
from dgsim.dominion.library import game_cards, name_choices, named_card


def test_every_card_in_the_game_may_be_named_once() -> None:
    """"Name a card": any card in the game, the supply's and those outside it (the Curse, the
    Prizes), each offered once; nothing more once one is named."""
    state = scenario(["Tournament", "Wishing Well"], hands={0: ["Copper"]})
    names = [c.arg for c in name_choices(state, ())]
    assert names == [c.name for c in game_cards(state)] and len(set(names)) == len(names)
    assert {"Wishing Well", "Curse", "Province", "Trusty Steed"} <= set(names)
    assert name_choices(state, (Choice("name", "Curse"),)) == ()


def test_the_named_card_is_read_from_the_pick() -> None:
    assert named_card((Choice("name", "Gold"),)) == "Gold"
    assert named_card(()) is None
