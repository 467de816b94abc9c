"""Baker (Guilds), $5 Action: "+1 Card. +1 Action. +1 Coffers. Setup: Each player gets +1
Coffers." (FAQ: "each player starts the game with a Coin token")."""

from __future__ import annotations

from dgsim.dominion import card_named, new_game, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Baker", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Baker")
    assert (card.cost, card.type_line, card.setup_counters) == (5, "Action", (("coffers", 1),))


def test_setup_gives_every_seat_one_coffers() -> None:
    s = scenario(KINGDOM, hands={0: ["Baker"]}, players=4)
    assert [p.coffers for p in s.players] == [1, 1, 1, 1]
    g = new_game("random", sets=["Guilds"], seed=0)
    assert all(p.coffers == (1 if card_named("Baker") in g.mode.piles else 0) for p in g.players)


def test_draws_and_adds_a_coffers() -> None:
    s = scenario(KINGDOM, hands={0: ["Baker"]}, decks={0: ["Gold", "Copper"]})
    s = act(s, "play Baker")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Copper"], "in_play": ["Baker"]}
    assert (s.player(0).actions, s.player(0).coffers) == (1, 2)


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Baker"]}, decks={0: ["Gold", "Copper"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Baker")
    assert zones(s, 0)["hand"] == ["Gold", "Copper"]
    assert (s.player(0).actions, s.player(0).coffers) == (2, 3)
