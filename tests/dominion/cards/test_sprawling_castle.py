"""Sprawling Castle (Empires), $8 Victory–Castle: "4 VP. When you gain this, gain a Duchy or 3
Estates." (FAQ: "You can pick either option on Sprawling Castle regardless of how many Duchies and
Estates are left in the piles.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.score import score
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Castles"]
PILE = ["Sprawling Castle", "Grand Castle"]


def test_card_data() -> None:
    card = card_named("Sprawling Castle")
    assert (card.cost, card.type_line, card.vp) == (8, "Victory - Castle", 4)
    assert score(scenario(KINGDOM, hands={0: ["Sprawling Castle"]}), 0) == 4


def test_gained_a_duchy_or_three_estates() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"] * 3}, supply={"Castles": PILE})
    s = act(act(s, "play all treasures"), "buy Sprawling Castle")
    assert choices(s) == ("gain a Duchy", "gain 3 Estates")
    d = act(s, "gain a Duchy")  # (then the turn ends: every card of seat 0 is below)
    assert sorted(names(d.player(0).all_cards())) == ["Duchy", "Gold", "Gold", "Gold",
                                                      "Sprawling Castle"]
    e = act(s, "gain 3 Estates")
    assert sorted(names(e.player(0).all_cards())) == ["Estate"] * 3 + ["Gold"] * 3 + [
        "Sprawling Castle"]
    assert (d.supply_count("Duchy"), e.supply_count("Estate")) == (7, 5)


def test_either_option_whatever_the_piles_hold() -> None:
    """FAQ: either may be picked; an empty pile gains what it can."""
    s = scenario(KINGDOM, hands={0: ["Gold"] * 3}, supply={"Castles": PILE, "Duchy": 0,
                                                            "Estate": 2})
    s = act(act(s, "play all treasures"), "buy Sprawling Castle")
    assert choices(s) == ("gain a Duchy", "gain 3 Estates")
    s = act(s, "gain 3 Estates")
    assert sorted(names(s.player(0).all_cards())).count("Estate") == 2
    assert s.supply_count("Estate") == 0
