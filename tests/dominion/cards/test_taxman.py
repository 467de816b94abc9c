"""Taxman (Guilds 1st edition), $4 Action–Attack: "You may trash a Treasure from your hand. Each
other player with 5 or more cards in hand discards a copy of it (or reveals a hand without it).
Gain a Treasure card costing up to $3 more than the trashed card, putting it on top of your
deck." (FAQ: the trashing "is optional"; without it nothing else happens.)"""

from __future__ import annotations

import pytest

from dgsim.dominion import card_named, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Taxman", "Throne Room", "Moat"]


def test_card_data() -> None:
    card = card_named("Taxman")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Attack", "Guilds 1E")


def test_trash_tax_and_gain_onto_the_deck() -> None:
    s = scenario(KINGDOM, hands={0: ["Taxman", "Silver", "Estate"],
                                 1: ["Silver", "Copper", "Copper", "Estate", "Estate"],
                                 2: ["Copper"] * 5, 3: ["Silver"] * 4},
                 players=4)
    s = act(s, "play Taxman")
    s = act(s, "trash Silver")
    assert zones(s, 1)["discard"] == ["Silver"]
    assert len(s.player(2).hand) == 5 and all(c == "Copper" for c in observation(s, 1).players[2].hand)
    assert len(s.player(3).hand) == 4  # fewer than 5 cards: untouched
    assert choices(s) == ("gain Copper", "gain Silver", "gain Gold")
    s = act(s, "gain Gold")
    assert names(s.trash) == ["Silver"] and zones(s, 0)["deck"] == ["Gold"]


def test_no_trash_nothing_else() -> None:
    s = scenario(KINGDOM, hands={0: ["Taxman", "Copper"], 1: ["Copper"] * 5})
    s = act(s, "play Taxman")
    s = act(s, "no")
    assert len(s.player(1).hand) == 5 and zones(s, 0) == {"hand": ["Copper"], "in_play": ["Taxman"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Taxman", "Copper", "Copper"],
                                 1: ["Copper"] * 6})
    s = act(s, "play Throne Room")
    s = act(s, "play Taxman")
    s = act(s, "trash Copper")
    s = act(s, "gain Silver")
    assert len(s.player(1).hand) == 5
    s = act(s, "trash Copper")
    s = act(s, "gain Silver")
    assert len(s.player(1).hand) == 4 and zones(s, 0)["deck"] == ["Silver", "Silver"]


@pytest.mark.parametrize("players", [2, 3])
def test_moat(players: int) -> None:
    hands = {0: ["Taxman", "Copper"], **{q: ["Moat", "Copper", "Copper", "Copper", "Copper"]
                                         for q in range(1, players)}}
    s = scenario(KINGDOM, hands=hands, players=players)
    s = act(s, "play Taxman")
    for q in range(1, players):
        s = act(s, "reveal Moat", pid=q)
    s = act(s, "trash Copper")
    s = act(s, "gain Silver")
    assert all(len(s.player(q).hand) == 5 for q in range(1, players))
