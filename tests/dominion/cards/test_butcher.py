"""Butcher (Guilds), $5 Action: "+2 Coffers. You may trash a card from your hand. If you do,
remove any number of tokens from your Coffers and gain a card, costing up to the cost of the
trashed card plus $1 per token removed." (FAQ: "You can pay the Coin tokens you just got.";
"trash an Estate and pay six Coin tokens to gain a Province".) dgsim removes the fewest Coffers
the gained card needs."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Butcher", "Throne Room", "Village"]


def test_card_data() -> None:
    assert (card_named("Butcher").cost, card_named("Butcher").type_line) == (5, "Action")


def test_two_coffers_then_trash_and_pay_coffers_for_a_dearer_gain() -> None:
    s = scenario(KINGDOM, hands={0: ["Butcher", "Estate"]}, seat_counters={0: {"coffers": 4}})
    s = act(s, "play Butcher")
    assert s.player(0).coffers == 6
    s = act(s, "trash Estate")
    assert "gain Province" in choices(s)  # $2 + 6 Coffers
    s = act(s, "gain Province")
    assert names(s.trash) == ["Estate"] and zones(s, 0)["discard"] == ["Province"]
    assert s.player(0).coffers == 0


def test_a_cheaper_gain_keeps_the_coffers() -> None:
    s = scenario(KINGDOM, hands={0: ["Butcher", "Silver"]})
    s = act(s, "play Butcher")
    s = act(s, "trash Silver")
    s = act(s, "gain Village")
    assert s.player(0).coffers == 2 and zones(s, 0)["discard"] == ["Village"]


def test_no_trash_no_gain() -> None:
    s = scenario(KINGDOM, hands={0: ["Butcher", "Silver"]})
    s = act(s, "play Butcher")
    s = act(s, "no")
    assert s.player(0).coffers == 2 and zones(s, 0) == {"hand": ["Silver"], "in_play": ["Butcher"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Butcher", "Silver", "Estate"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Butcher")
    s = act(s, "trash Silver")
    assert "gain Gold" not in choices(s)  # $3 + 2 Coffers
    s = act(s, "gain Duchy")  # both Coffers removed
    s = act(s, "trash Estate")
    s = act(s, "gain Silver")  # $2 + 1 of the 2 new Coffers
    assert s.player(0).coffers == 1 and sorted(names(s.trash)) == ["Estate", "Silver"]
    assert zones(s, 0)["discard"] == ["Silver", "Duchy"]
