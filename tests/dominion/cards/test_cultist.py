"""Cultist (Dark Ages), $5 Action - Attack - Looter: "+2 Cards. Each other player gains a Ruins.
You may play a Cultist from your hand. When you trash this, +3 Cards." (FAQ: the other players
gain Ruins in turn order, each the top one; playing the second Cultist uses no Action; trashed
in any way, even in another player's turn, its owner draws 3.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Cultist", "Moat", "Chapel", "Throne Room"]
RUINS = ["Survivors", "Ruined Market", "Abandoned Mine", "Ruined Village"]


def test_card_data() -> None:
    card = card_named("Cultist")
    assert (card.cost, card.type_line) == (5, "Action - Attack - Looter")
    assert card.brings == (card_named("Ruins"),)


def test_each_other_player_gains_the_top_ruins_in_turn_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Cultist"]}, decks={0: ["Copper", "Estate"]}, players=3,
                 supply={"Ruins": RUINS})
    s = act(s, "play Cultist")
    assert zones(s, 1) == {"discard": ["Survivors"]}
    assert zones(s, 2) == {"discard": ["Ruined Market"]}
    assert s.supply_count("Ruins") == 2 and s.supply_top("Ruins") is card_named("Abandoned Mine")
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "in_play": ["Cultist"]}


def test_may_play_another_cultist_from_hand_without_an_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Cultist", "Cultist"]},
                 decks={0: ["Copper", "Estate", "Gold", "Silver"]}, supply={"Ruins": RUINS})
    s = act(s, "play Cultist")
    assert choices(s) == ("play Cultist", "no")
    s = act(s, "play Cultist")
    assert zones(s, 1) == {"discard": ["Ruined Market", "Survivors"]}
    assert sorted(names(s.player(0).hand)) == ["Copper", "Estate", "Gold", "Silver"]
    assert s.player(0).actions == 0


def test_an_empty_ruins_pile_gives_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Cultist"]}, supply={"Ruins": []})
    s = act(s, "play Cultist")
    assert zones(s, 1) == {}


def test_trashed_from_hand_draws_three() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Cultist"]},
                 decks={0: ["Gold", "Silver", "Copper", "Estate"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Cultist")
    assert names(s.trash) == ["Cultist"]
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Copper"], "deck": ["Estate"],
                           "in_play": ["Chapel"]}


def test_trashed_by_another_players_knight_draws_three() -> None:
    s = scenario([*KINGDOM, "Knights"], hands={0: ["Dame Sylvia"]},
                 decks={1: ["Cultist", "Copper", "Gold", "Gold", "Gold"]})
    s = act(s, "play Dame Sylvia")
    assert names(s.trash) == ["Cultist"]
    assert zones(s, 1) == {"hand": ["Gold", "Gold", "Gold"], "discard": ["Copper"]}


def test_moat_with_two_and_three_players() -> None:
    for players in (2, 3):
        s = scenario(KINGDOM, hands={0: ["Cultist"], 1: ["Moat"]}, players=players,
                     supply={"Ruins": RUINS})
        s = act(s, "play Cultist")
        s = act(s, "reveal Moat", pid=1)
        assert zones(s, 1) == {"hand": ["Moat"]}
        if players == 3:
            assert zones(s, 2) == {"discard": ["Survivors"]}


def test_throne_room_on_cultist() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Cultist"]},
                 decks={0: ["Copper"] * 4}, supply={"Ruins": RUINS})
    s = act(s, "play Throne Room")
    s = act(s, "play Cultist")
    assert zones(s, 1) == {"discard": ["Ruined Market", "Survivors"]}
    assert len(s.player(0).hand) == 4
