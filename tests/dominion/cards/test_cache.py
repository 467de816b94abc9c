"""Cache (Hinterlands, 1st edition): "$3. When you gain this, gain two Coppers."

Bought or otherwise gained: two Coppers to the discard pile (while the pile lasts)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Cache", "Workshop", "Bridge", "Village"]


def test_card_data() -> None:
    """A $5 Treasure of Hinterlands 1E worth $3."""
    card = card_named("Cache")
    assert (card.cost, card.coins, card.type_line, card.set_name) == (
        5, 3, "Treasure", "Hinterlands 1E")


def test_bought_gains_two_coppers() -> None:
    """Buying Cache: two Coppers too."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper", "Copper"]}, decks={0: ["Estate"] * 5})
    s = act(act(s, "play all treasures"), "buy Cache")
    assert s.supply_count("Copper") == 44 and s.supply_count("Cache") == 9
    assert sorted(zones(s, 0)["discard"]).count("Copper") == 4  # two played, two gained


def test_gained_otherwise_and_copper_pile_short() -> None:
    """Gained with Workshop (Bridge: $4): one Copper left, so one gained."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Workshop"]}, supply={"Copper": 1})
    s = act(act(act(act(s, "play Village"), "play Bridge"), "play Workshop"), "gain Cache")
    assert zones(s, 0)["discard"] == ["Copper", "Cache"] and s.supply_count("Copper") == 0


def test_play() -> None:
    """$3 when played."""
    s = act(scenario(KINGDOM, hands={0: ["Cache"]}), "play Cache")
    assert s.player(0).coins == 3
