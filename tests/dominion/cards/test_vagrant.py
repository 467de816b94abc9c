"""Vagrant (Dark Ages), $2 Action: "+1 Card. +1 Action. Reveal the top card of your deck. If
it's a Curse, Ruins, Shelter, or Victory card, put it into your hand." (Otherwise it stays on
top of the deck; the reveal is seen by every seat.)"""

from __future__ import annotations

import pytest

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Vagrant", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Vagrant")
    assert (card.cost, card.type_line) == (2, "Action")


@pytest.mark.parametrize("top", ["Estate", "Curse", "Ruined Market", "Duchy"])
def test_curse_ruins_or_victory_goes_into_the_hand(top: str) -> None:
    s = scenario(KINGDOM, hands={0: ["Vagrant"]}, decks={0: ["Silver", top]})
    s = act(s, "play Vagrant")
    assert zones(s, 0) == {"hand": ["Silver", top], "in_play": ["Vagrant"]}
    assert s.player(0).actions == 1


@pytest.mark.parametrize("top", ["Copper", "Village"])
def test_any_other_card_stays_on_the_deck(top: str) -> None:
    s = scenario(KINGDOM, hands={0: ["Vagrant"]}, decks={0: ["Silver", top, "Gold"]})
    s = act(s, "play Vagrant")
    assert zones(s, 0) == {"hand": ["Silver"], "deck": [top, "Gold"], "in_play": ["Vagrant"]}


def test_an_empty_deck_reveals_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Vagrant"]}, decks={0: ["Silver"]})
    s = act(s, "play Vagrant")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Vagrant"]}


def test_throne_room_reveals_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Vagrant"]},
                 decks={0: ["Copper", "Estate", "Silver", "Gold"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Vagrant")
    assert zones(s, 0) == {"hand": ["Copper", "Estate", "Silver"], "deck": ["Gold"],
                           "in_play": ["Throne Room", "Vagrant"]}
