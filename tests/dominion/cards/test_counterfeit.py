"""Counterfeit (Dark Ages), $5 Treasure: "$1. +1 Buy. You may play a non-Duration Treasure from your
hand twice. Trash it." (FAQ: you still get what the Treasure gave you; a Spoils played twice gives
$6 and goes back to its pile, so it cannot be trashed; a Treasure that does something when played
does it twice.)

Playing a Treasure twice is a decision right after Counterfeit: ``play <Treasure>`` or ``no``
(DESIGN, as Tiara's)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Counterfeit", "Marauder", "Bank", "Tiara", "Astrolabe", "Village"]


def test_card_data() -> None:
    card = card_named("Counterfeit")
    assert (card.cost, card.type_line, card.coins, card.buys, card.set_name) == (
        5, "Treasure", 1, 1, "Dark Ages")


def test_plays_a_treasure_twice_then_trashes_it() -> None:
    s = scenario(KINGDOM, hands={0: ["Counterfeit", "Gold", "Copper", "Estate"]})
    s = act(s, "play Counterfeit")
    assert choices(s) == ("play Copper", "play Gold", "no")
    s = act(s, "play Gold")
    assert names(s.trash) == ["Gold"]
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "in_play": ["Counterfeit"]}
    assert (s.player(0).coins, s.player(0).buys) == (7, 2)


def test_declining_keeps_everything() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Counterfeit", "Gold"]}), "play Counterfeit"), "no")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Counterfeit"]} and s.trash == ()
    assert (s.player(0).coins, s.player(0).buys) == (1, 2)


def test_a_duration_treasure_is_not_offered() -> None:
    s = scenario(KINGDOM, hands={0: ["Counterfeit", "Astrolabe", "Silver"]})
    s = act(s, "play Counterfeit")
    assert choices(s) == ("play Silver", "no")


def test_spoils_gives_six_and_goes_back_to_its_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Counterfeit", "Spoils"]})
    s = s.with_table(s.table.evolve(non_supply=s.table.zones.non_supply[1:]))  # one was gained
    s = act(s, "play Counterfeit")  # the only Treasure: still a may, asked
    s = act(s, "play Spoils")
    assert s.trash == () and s.supply_count("Spoils") == 15
    assert zones(s, 0) == {"in_play": ["Counterfeit"]}
    assert s.player(0).coins == 7


def test_bank_twice_counts_the_treasures_in_play_each_time() -> None:
    """Bank: +$1 per Treasure in play; Counterfeit and Bank are in play both times: $2, $2."""
    s = scenario(KINGDOM, hands={0: ["Counterfeit", "Bank"]})
    s = act(act(s, "play Counterfeit"), "play Bank")
    assert names(s.trash) == ["Bank"] and s.player(0).coins == 5


def test_play_all_treasures_asks_and_plays_the_rest() -> None:
    """``play all treasures`` plays the hand in order: Counterfeit asks, the Gold it played twice
    and trashed is not played again, the Copper is."""
    s = scenario(KINGDOM, hands={0: ["Counterfeit", "Gold", "Copper"]})
    s = act(s, "play all treasures")
    assert choices(s) == ("play Copper", "play Gold", "no")
    s = act(s, "play Gold")
    assert names(s.trash) == ["Gold"]
    assert zones(s, 0) == {"in_play": ["Counterfeit", "Copper"]}
    assert (s.player(0).coins, s.player(0).buys) == (8, 2)


def test_counterfeit_twice_by_counterfeit_and_by_tiara() -> None:
    """Counterfeit on a Counterfeit: each of its plays plays a Treasure twice and trashes it, then
    it is trashed ($1 + 2 x $1 + $4 + $6, 4 Buys). Tiara on Counterfeit: the same twice, then
    Counterfeit stays in play."""
    s = scenario(KINGDOM, hands={0: ["Counterfeit", "Counterfeit", "Silver", "Gold"]})
    s = act(act(s, "play Counterfeit"), "play Counterfeit")
    s = act(act(s, "play Silver"), "play Gold")
    assert sorted(names(s.trash)) == ["Counterfeit", "Gold", "Silver"]
    assert zones(s, 0) == {"in_play": ["Counterfeit"]}
    assert (s.player(0).coins, s.player(0).buys) == (13, 4)
    t = scenario(KINGDOM, hands={0: ["Tiara", "Counterfeit", "Silver", "Gold"]})
    t = act(act(t, "play Tiara"), "play Counterfeit")
    t = act(act(t, "play Gold"), "play Silver")
    assert sorted(names(t.trash)) == ["Gold", "Silver"]
    assert zones(t, 0) == {"in_play": ["Tiara", "Counterfeit"]}
    assert (t.player(0).coins, t.player(0).buys) == (12, 4)
