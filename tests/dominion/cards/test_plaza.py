"""Plaza (Guilds), $4 Action: "+1 Card. +2 Actions. You may discard a Treasure. If you did, +1
Coffers." (FAQ: "You can discard the card you drew if it is a Treasure.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Plaza", "Throne Room", "Village"]


def test_card_data() -> None:
    assert (card_named("Plaza").cost, card_named("Plaza").type_line) == (4, "Action")


def test_discards_a_treasure_for_a_coffers() -> None:
    s = scenario(KINGDOM, hands={0: ["Plaza", "Estate", "Copper"]}, decks={0: ["Silver"]})
    s = act(s, "play Plaza")
    assert choices(s) == ("discard Copper", "discard Silver", "no")
    s = act(s, "discard Silver")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "discard": ["Silver"], "in_play": ["Plaza"]}
    assert (s.player(0).actions, s.player(0).coffers) == (2, 1)


def test_declining_gives_no_coffers() -> None:
    s = scenario(KINGDOM, hands={0: ["Plaza", "Copper", "Village"]}, decks={0: ["Estate"]})
    s = act(s, "play Plaza")
    s = act(s, "no")
    assert s.player(0).coffers == 0 and zones(s, 0)["hand"] == ["Copper", "Village", "Estate"]


def test_no_treasure_no_question() -> None:
    s = scenario(KINGDOM, hands={0: ["Plaza", "Village"]}, decks={0: ["Estate"]})
    s = act(s, "play Plaza")
    assert choices(s) == ("play Village", "end actions") and s.player(0).coffers == 0


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Plaza", "Copper", "Village"]},
                 decks={0: ["Silver", "Estate"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Plaza")
    s = act(s, "discard Copper")
    s = act(s, "discard Silver")
    assert zones(s, 0)["hand"] == ["Village", "Estate"]
    assert (s.player(0).actions, s.player(0).coffers) == (4, 2)
