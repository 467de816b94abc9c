"""Shop (Cornucopia, 2nd edition), $3 Action: "+1 Card. +$1. You may play an Action card from your
hand that you don't have a copy of in play." (FAQ: "It does not matter if you played a copy of
that Action that turn, only that it is not in play when you play Shop.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Shop", "Throne Room", "Village", "Smithy"]


def test_card_data() -> None:
    card = card_named("Shop")
    assert (card.cost, card.cards, card.coins) == (3, 1, 1)


def test_plays_an_action_not_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Shop", "Shop", "Smithy", "Village"]},
                 decks={0: ["Copper"] * 4})
    s = act(s, "play Shop")
    assert choices(s) == ("play Smithy", "play Village", "no")  # not the Shop in play
    s = act(s, "play Smithy")
    assert zones(s, 0)["in_play"] == ["Shop", "Smithy"]
    assert len(zones(s, 0)["hand"]) == 6 and s.player(0).actions == 0 and s.player(0).coins == 1


def test_declining() -> None:
    s = scenario(KINGDOM, hands={0: ["Shop", "Village"]}, decks={0: ["Copper"]})
    s = act(s, "play Shop")
    s = act(s, "no")
    assert zones(s, 0)["hand"] == ["Village", "Copper"]


def test_nothing_to_play_nothing_asked() -> None:
    s = scenario(KINGDOM, hands={0: ["Shop", "Shop"]}, decks={0: ["Copper"]})
    s = act(s, "play Shop")
    assert s.current == 0 and "play Copper" in choices(s)


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Shop", "Village", "Smithy"]},
                 decks={0: ["Copper"] * 6})
    s = act(s, "play Throne Room")
    s = act(s, "play Shop")
    s = act(s, "play Village")
    assert choices(s) == ("play Smithy", "no")  # Village is in play now
    s = act(s, "play Smithy")
    assert zones(s, 0)["in_play"] == ["Throne Room", "Shop", "Village", "Smithy"]
    assert s.player(0).coins == 2
