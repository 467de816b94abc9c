"""Lost City (Adventures), $5 Action: "+2 Cards +2 Actions. When you gain this, each other player
draws a card."

Official FAQ: "When you gain this, each other player draws a card. This applies whether you
bought it or gained it some other way."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

TR = "Throne Room"
KINGDOM = ["Lost City", TR, "Workshop", "Remodel"]


def test_card_data() -> None:
    card = card_named("Lost City")
    assert (card.cost, card.type_line, card.cards, card.actions) == (5, "Action", 2, 2)


def test_play_two_cards_two_actions() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Lost City"]}, decks={0: ["Gold", "Silver", "Copper"]}),
            "play Lost City")
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "deck": ["Copper"], "in_play": ["Lost City"]}
    assert s.player(0).actions == 2


def test_bought_each_other_player_draws() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"], 1: [], 2: ["Copper"]},
                 decks={1: ["Estate", "Duchy"], 2: ["Gold"]}, players=3)
    s = act(act(s, "play all treasures"), "buy Lost City")
    assert zones(s, 1)["hand"] == ["Estate"] and zones(s, 1)["deck"] == ["Duchy"]
    assert zones(s, 2)["hand"] == ["Copper", "Gold"]


def test_gained_otherwise_too() -> None:
    """Remodel a Gold into a Lost City: the other player draws."""
    s = scenario(KINGDOM, hands={0: ["Remodel", "Gold"], 1: []}, decks={1: ["Estate"]})
    s = act(act(s, "play Remodel"), "gain Lost City")  # the Gold, the only card, trashed
    assert zones(s, 1)["hand"] == ["Estate"]
    assert zones(s, 0)["discard"] == ["Lost City"]


def test_throne_room_four_cards_four_actions() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Lost City"]}, decks={0: ["Copper"] * 5})
    s = act(act(s, f"play {TR}"), "play Lost City")
    assert len(s.player(0).hand) == 4 and s.player(0).actions == 4
