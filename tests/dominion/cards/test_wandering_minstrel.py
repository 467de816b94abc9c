"""Wandering Minstrel (Dark Ages), $4 Action: "+1 Card. +2 Actions. Reveal the top 3 cards of
your deck. Put the Actions back on top in any order and discard the rest." (FAQ: draw first;
shuffle if needed to reveal 3, else reveal what you can; a card with the Action type among
others is an Action.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Wandering Minstrel", "Village", "Smithy", "Throne Room", "Nobles"]


def test_card_data() -> None:
    card = card_named("Wandering Minstrel")
    assert (card.cost, card.type_line) == (4, "Action")


def test_actions_back_in_any_order_the_rest_discarded() -> None:
    s = scenario(KINGDOM, hands={0: ["Wandering Minstrel"]},
                 decks={0: ["Copper", "Village", "Estate", "Smithy", "Gold"]})
    s = act(s, "play Wandering Minstrel")
    assert choices(s) == ("topdeck Smithy", "topdeck Village")
    s = act(s, "topdeck Smithy")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Village", "Smithy", "Gold"],
                           "discard": ["Estate"], "in_play": ["Wandering Minstrel"]}
    assert s.player(0).actions == 2


def test_an_action_victory_card_goes_back() -> None:
    s = scenario(KINGDOM, hands={0: ["Wandering Minstrel"]},
                 decks={0: ["Copper", "Nobles", "Silver", "Gold"]})
    s = act(s, "play Wandering Minstrel")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Nobles"], "discard": ["Gold", "Silver"],
                           "in_play": ["Wandering Minstrel"]}


def test_no_actions_discards_all_three() -> None:
    s = scenario(KINGDOM, hands={0: ["Wandering Minstrel"]},
                 decks={0: ["Copper", "Silver", "Estate"]})
    s = act(s, "play Wandering Minstrel")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Estate", "Silver"],
                           "in_play": ["Wandering Minstrel"]}


def test_throne_room_reveals_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Wandering Minstrel"]},
                 decks={0: ["Copper", "Village", "Estate", "Silver", "Gold", "Duchy", "Smithy"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Wandering Minstrel")
    # first: draws Copper, reveals Village, Estate, Silver (Village back on top);
    # second: draws that Village, reveals Gold, Duchy, Smithy (Smithy back on top)
    assert zones(s, 0) == {"hand": ["Copper", "Village"], "deck": ["Smithy"],
                           "discard": ["Duchy", "Gold", "Silver", "Estate"],
                           "in_play": ["Throne Room", "Wandering Minstrel"]}
    assert s.player(0).actions == 4
