"""Infirmary (Guilds), $3 Action: "+1 Card. You may trash a card from your hand. Overpay: Play
this once per $1 overpaid." (FAQ: "if you buy an Infirmary for 5 coin, you'd play the Infirmary
twice".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, names, zones

KINGDOM = ["Infirmary", "Throne Room", "Village"]


def test_card_data() -> None:
    assert card_named("Infirmary").cost == 3


def test_draw_then_may_trash() -> None:
    s = scenario(KINGDOM, hands={0: ["Infirmary", "Estate", "Village"]}, decks={0: ["Curse"]})
    s = act(s, "play Infirmary")
    s = act(s, "trash Curse")
    assert names(s.trash) == ["Curse"]
    assert zones(s, 0) == {"hand": ["Estate", "Village"], "in_play": ["Infirmary"]}


def test_overpay_runs_its_text_once_per_dollar() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver", "Estate"]},
                 decks={0: ["Curse", "Copper"] + ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Infirmary")
    s = act(s, "overpay $2")
    s = act(s, "trash Curse")
    s = act(s, "trash Estate")
    assert sorted(names(s.trash)) == ["Curse", "Estate"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Infirmary", "Estate"]},
                 decks={0: ["Curse", "Gold"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Infirmary")
    s = act(s, "trash Curse")
    s = act(s, "trash Estate")
    assert zones(s, 0)["hand"] == ["Gold"]
