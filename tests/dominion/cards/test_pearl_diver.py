"""Pearl Diver (Seaside, 1st edition): "+1 Card +1 Action. Look at the bottom card of your deck. You may
put it on top."

``topdeck <Card>`` (the bottom card) or ``no``; with one card in the deck it is the top card
already, and nothing is asked. An empty deck is shuffled first.
"""

from __future__ import annotations

import random

from dgsim import determinize
from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"


def test_card_data() -> None:
    """A $2 Action of Seaside's first edition."""
    card = card_named("Pearl Diver")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action", "Seaside 1E")


def test_put_the_bottom_card_on_top() -> None:
    s = scenario(["Pearl Diver"], hands={0: ["Pearl Diver"]}, decks={0: ["Copper", "Estate", "Gold"]})
    s = act(s, "play Pearl Diver")
    assert (s.player(0).actions, zones(s, 0)["hand"]) == (1, ["Copper"])
    assert choices(s) == ("topdeck Gold", "no")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold", "Estate"], "in_play": ["Pearl Diver"]}
    assert s.player(0).deck_known[:1] == (1,)  # known to its owner


def test_leave_it() -> None:
    s = scenario(["Pearl Diver"], hands={0: ["Pearl Diver"]}, decks={0: ["Copper", "Estate", "Gold"]})
    s = act(act(s, "play Pearl Diver"), "no")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Estate", "Gold"], "in_play": ["Pearl Diver"]}


def test_one_card_left_nothing_asked() -> None:
    s = scenario(["Pearl Diver"], hands={0: ["Pearl Diver"]}, decks={0: ["Copper", "Gold"]})
    s = act(s, "play Pearl Diver")
    assert choices(s)[-1] == "end turn"  # straight on: the buy phase
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Pearl Diver"]}


def test_empty_deck_shuffles_first() -> None:
    """The draw empties the deck: the discard pile is shuffled, then its bottom card is offered."""
    s = scenario(["Pearl Diver"], hands={0: ["Pearl Diver"]}, decks={0: ["Copper"]},
                 discards={0: ["Gold", "Gold"]})
    s = act(s, "play Pearl Diver")
    assert choices(s) == ("topdeck Gold", "no")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold", "Gold"], "in_play": ["Pearl Diver"]}


def test_throne_room_on_pearl_diver() -> None:
    """Each play draws a card and offers the bottom card again."""
    s = scenario([TR, "Pearl Diver"], hands={0: [TR, "Pearl Diver"]},
                 decks={0: ["Copper", "Estate", "Silver", "Gold"]})
    s = act(act(s, f"play {TR}"), "play Pearl Diver")
    s = act(s, "topdeck Gold")  # deck: Gold, Estate, Silver
    assert zones(s, 0)["hand"] == ["Copper", "Gold"]
    assert choices(s) == ("topdeck Silver", "no")
    s = act(s, "topdeck Silver")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Silver", "Estate"],
                           "in_play": [TR, "Pearl Diver"]}
    assert s.player(0).actions == 2


def test_the_bottom_card_is_known_to_its_owner() -> None:
    """Its owner looked at the bottom card: a determinized state keeps it there for that seat (so
    the decision's choices are the same), and keeps it when it was left at the bottom."""
    deck = ["Copper", "Estate", "Silver", "Duchy", "Gold"]
    s = act(scenario(["Pearl Diver"], hands={0: ["Pearl Diver"]}, decks={0: deck}),
            "play Pearl Diver")
    for seed in range(5):
        d = determinize(s, 0, random.Random(seed))
        assert d.player(0).deck[-1].name == "Gold"
        assert d.action_generator(0).labels() == ("topdeck Gold", "no")
    s = act(s, "no")
    assert determinize(s, 0, random.Random(1)).player(0).deck[-1].name == "Gold"
    s = act(act(scenario(["Pearl Diver"], hands={0: ["Pearl Diver"]}, decks={0: deck}),
                "play Pearl Diver"), "topdeck Gold")
    assert determinize(s, 0, random.Random(1)).player(0).deck[0].name == "Gold"
