"""Journeyman (Guilds), $5 Action: "Name a card. Reveal cards from your deck until you reveal 3
cards without that name. Put those cards into your hand and discard the rest." (FAQ: "If you
still cannot find three, stop.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Journeyman", "Throne Room", "Village"]


def test_card_data() -> None:
    assert card_named("Journeyman").cost == 5


def test_skips_the_named_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Journeyman"]},
                 decks={0: ["Copper", "Gold", "Copper", "Silver", "Estate", "Village"]})
    s = act(s, "play Journeyman")
    assert "name Copper" in choices(s) and "name Province" in choices(s)
    s = act(s, "name Copper")
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Estate"], "deck": ["Village"],
                           "discard": ["Copper", "Copper"], "in_play": ["Journeyman"]}


def test_runs_out() -> None:
    s = scenario(KINGDOM, hands={0: ["Journeyman"]}, decks={0: ["Copper", "Gold"]})
    s = act(s, "play Journeyman")
    s = act(s, "name Copper")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Copper"], "in_play": ["Journeyman"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Journeyman"]},
                 decks={0: ["Estate", "Gold", "Gold", "Gold", "Estate", "Silver", "Copper",
                            "Silver", "Curse"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Journeyman")
    s = act(s, "name Estate")
    s = act(s, "name Silver")
    assert zones(s, 0)["hand"] == ["Gold", "Gold", "Gold", "Estate", "Copper", "Curse"]
    assert zones(s, 0)["discard"] == ["Silver", "Silver", "Estate"]
