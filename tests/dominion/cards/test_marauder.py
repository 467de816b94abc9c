"""Marauder (Dark Ages), $4 Action - Attack - Looter: "Gain a Spoils. Each other player gains a
Ruins." Spoils ($0 Treasure, not in the Supply, a pile of 15): "+$3. When you play this, return
it to the Spoils pile.\""""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Marauder", "Moat", "Throne Room"]


def test_card_data() -> None:
    assert card_named("Marauder").type_line == "Action - Attack - Looter"
    spoils = card_named("Spoils")
    assert (spoils.cost, spoils.type_line, spoils.is_kingdom) == (0, "Treasure", False)


def test_gains_a_spoils_and_each_other_player_a_ruins() -> None:
    s = scenario(KINGDOM, hands={0: ["Marauder"]}, supply={"Ruins": ["Survivors"]})
    assert s.supply_count("Spoils") == 15 and s.supply_top("Spoils") is card_named("Spoils")
    s = act(s, "play Marauder")
    assert zones(s, 0) == {"discard": ["Spoils"], "in_play": ["Marauder"]}
    assert zones(s, 1) == {"discard": ["Survivors"]}
    assert s.supply_count("Spoils") == 14 and s.supply_count("Ruins") == 0


def test_spoils_gives_3_and_goes_back_to_its_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Spoils", "Copper"]})
    s = s.with_table(s.table.evolve(non_supply=s.table.zones.non_supply[1:]))  # one was gained
    assert s.supply_count("Spoils") == 14
    s = act(s, "play Spoils") if "play Spoils" in choices(s) else act(s, "end actions",
                                                                      "play Spoils")
    assert s.player(0).coins == 3
    assert zones(s, 0) == {"hand": ["Copper"]}
    assert s.supply_count("Spoils") == 15


def test_the_spoils_pile_runs_out() -> None:
    s = scenario(KINGDOM, hands={0: ["Marauder"]})
    s = s.with_table(s.table.evolve(non_supply=()))
    s = act(s, "play Marauder")
    assert zones(s, 0) == {"in_play": ["Marauder"]}


def test_moat_with_two_and_three_players() -> None:
    for players in (2, 3):
        s = scenario(KINGDOM, hands={0: ["Marauder"], 1: ["Moat"]}, players=players,
                     supply={"Ruins": ["Survivors", "Abandoned Mine"]})
        s = act(s, "play Marauder")
        s = act(s, "reveal Moat", pid=1)
        assert zones(s, 1) == {"hand": ["Moat"]}
        assert zones(s, 0) == {"discard": ["Spoils"], "in_play": ["Marauder"]}
        if players == 3:
            assert zones(s, 2) == {"discard": ["Survivors"]}


def test_throne_room_on_marauder() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Marauder"]},
                 supply={"Ruins": ["Survivors", "Abandoned Mine"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Marauder")
    assert names(s.player(0).discard) == ["Spoils", "Spoils"]
    assert zones(s, 1) == {"discard": ["Abandoned Mine", "Survivors"]}
