"""Advisor (Guilds), $4 Action: "+1 Action. Reveal the top 3 cards of your deck. The player to
your left chooses one of them. Discard that card and put the rest into your hand." (FAQ: with
fewer than 3 cards, "reveal what you can".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Advisor", "Throne Room", "Village"]


def test_card_data() -> None:
    assert (card_named("Advisor").cost, card_named("Advisor").actions) == (4, 1)


def test_the_left_player_picks_the_discard() -> None:
    s = scenario(KINGDOM, hands={0: ["Advisor"]}, decks={0: ["Gold", "Copper", "Gold", "Estate"]},
                 players=3)
    s = act(s, "play Advisor")
    assert s.waiting_for() == 1 and choices(s) == ("discard Copper", "discard Gold")
    s = act(s, "discard Gold", pid=1)
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Estate"], "discard": ["Gold"],
                           "in_play": ["Advisor"]}
    assert sorted(observation(s, 2).players[0].hand) == ["Copper", "Gold"]  # revealed: seen by all


def test_with_fewer_cards() -> None:
    s = scenario(KINGDOM, hands={0: ["Advisor"]}, decks={0: ["Silver"]})
    s = act(s, "play Advisor")  # one card: the only pick, taken unasked
    assert zones(s, 0) == {"discard": ["Silver"], "in_play": ["Advisor"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Advisor"]},
                 decks={0: ["Gold", "Copper", "Estate", "Silver", "Silver", "Curse"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Advisor")
    s = act(s, "discard Gold", pid=1)
    s = act(s, "discard Silver", pid=1)
    assert zones(s, 0)["hand"] == ["Copper", "Estate", "Silver", "Curse"]
    assert s.player(0).actions == 2
