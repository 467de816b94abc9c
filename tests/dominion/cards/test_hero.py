"""Hero (Adventures), $5* Action - Traveller (not in the supply: Page's line): "+$2. Gain a
Treasure. When you discard this from play, you may exchange it for a Champion."

Official FAQ: "The Treasure comes from the Supply and is put into your discard pile. It can be any
Treasure being used that game."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Page", TR, "Treasure Trove", "Village"]


def test_card_data() -> None:
    card = card_named("Hero")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Traveller", "Adventures")
    assert not card.is_kingdom


def test_two_dollars_and_any_treasure_of_the_supply() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Hero"]}), "play Hero")
    assert s.player(0).coins == 2
    assert choices(s) == ("gain Copper", "gain Silver", "gain Gold", "gain Treasure Trove")
    s = act(s, "gain Treasure Trove")
    assert zones(s, 0) == {"in_play": ["Hero"], "discard": ["Treasure Trove"]}


def test_exchanged_for_a_champion_or_not() -> None:
    s = scenario(KINGDOM, hands={0: ["Hero"]}, decks={0: ["Copper"] * 5})
    s = end_turn(act(act(s, "play Hero"), "gain Gold"))
    assert choices(s) == ("exchange Champion", "no")
    yes = act(s, "exchange Champion")
    assert zones(yes, 0)["discard"] == ["Champion", "Gold"]
    assert (yes.supply_count("Hero"), yes.supply_count("Champion")) == (6, 4)
    no = act(s, "no")
    assert zones(no, 0)["discard"] == ["Hero", "Gold"] and no.supply_count("Champion") == 5


def test_throne_room_four_dollars_two_treasures() -> None:
    s = act(act(scenario(KINGDOM, hands={0: [TR, "Hero"]}), f"play {TR}"), "play Hero")
    s = act(act(s, "gain Gold"), "gain Silver")
    assert s.player(0).coins == 4
    assert zones(s, 0) == {"in_play": [TR, "Hero"], "discard": ["Silver", "Gold"]}
