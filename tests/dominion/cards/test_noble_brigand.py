"""Noble Brigand (Hinterlands, 1st edition): "+$1. When you buy this or play it, each other player
reveals the top 2 cards of his deck, trashes a revealed Silver or Gold you choose, and discards the
rest. If he didn't reveal a Treasure, he gains a Copper. You gain the trashed cards."

Rulebook FAQ: the attack happens when bought too (other players may reveal Moat then as when it is
played); with a Silver and a Gold revealed you choose which (``trash <Card>``); a player who
revealed a Copper (a Treasure) but no Silver or Gold gains no Copper; you gain the trashed card."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Noble Brigand", "Moat", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $4 Action - Attack of Hinterlands 1E."""
    card = card_named("Noble Brigand")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Attack", "Hinterlands 1E")


def test_played_takes_the_gold() -> None:
    """Seat 1 reveals Silver and Gold: seat 0 picks the Gold, trashed then gained by seat 0."""
    s = scenario(KINGDOM, hands={0: ["Noble Brigand"]}, decks={1: ["Silver", "Gold"]})
    s = act(s, "play Noble Brigand")
    assert s.player(0).coins == 1
    assert choices(s) == ("trash Gold", "trash Silver")
    s = act(s, "trash Gold", pid=0)
    assert zones(s, 1) == {"discard": ["Silver"]}
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Noble Brigand"]}
    assert s.trash == ()


def test_no_treasure_gains_copper() -> None:
    """Seat 1 reveals two Estates: discards them and gains a Copper."""
    s = scenario(KINGDOM, hands={0: ["Noble Brigand"]}, decks={1: ["Estate", "Estate"]})
    s = act(s, "play Noble Brigand")
    assert zones(s, 1) == {"discard": ["Copper", "Estate", "Estate"]}


def test_copper_revealed_no_copper_gained() -> None:
    """A Copper is a Treasure: no Copper gained, nothing trashed."""
    s = scenario(KINGDOM, hands={0: ["Noble Brigand"]}, decks={1: ["Copper", "Estate"]})
    s = act(s, "play Noble Brigand")
    assert zones(s, 1) == {"discard": ["Estate", "Copper"]}
    assert s.supply_count("Copper") == 46


def test_bought_attacks_moat_and_three_players() -> None:
    """Bought: seat 1 reveals Moat; seat 2's Silver is trashed and gained by seat 0."""
    s = scenario(KINGDOM, players=3, hands={0: ["Gold", "Copper"], 1: ["Moat"]},
                 decks={1: ["Silver", "Gold"], 2: ["Silver", "Estate"]})
    s = act(act(s, "play all treasures"), "buy Noble Brigand")
    assert s.waiting_for() == 1 and choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Silver", "Gold"]}
    assert zones(s, 2) == {"discard": ["Estate"]}
    assert sorted(c.name for c in s.player(0).all_cards()) == [
        "Copper", "Gold", "Noble Brigand", "Silver"]


def test_throne_room() -> None:
    """Throne Room: +$2, two attacks: Silver then Gold taken."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Noble Brigand"]},
                 decks={1: ["Silver", "Estate", "Gold", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Noble Brigand")
    assert zones(s, 0) == {"discard": ["Gold", "Silver"],
                           "in_play": ["Throne Room", "Noble Brigand"]}
    assert zones(s, 1) == {"discard": ["Estate", "Estate"]}
    assert s.player(0).coins == 2
