"""Navigator (Seaside, 1st edition): "+$2. Look at the top 5 cards of your deck. Either discard all of
them, or put them back on top of your deck in any order."

The two options are labelled by their printed words; putting them back then asks ``topdeck <Card>``
one at a time while the order matters (each on top of the one before: the last picked on top).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

DISCARD_ALL = "discard all of them"
PUT_BACK = "put them back on top of your deck in any order"
TR = "Throne Room"


def test_card_data() -> None:
    """A $4 Action of Seaside's first edition."""
    card = card_named("Navigator")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Seaside 1E")


def test_discard_all() -> None:
    deck = ["Estate", "Copper", "Curse", "Estate", "Copper", "Gold"]
    s = act(scenario(["Navigator"], hands={0: ["Navigator"]}, decks={0: deck}), "play Navigator")
    assert s.player(0).coins == 2
    assert choices(s) == (DISCARD_ALL, PUT_BACK)
    s = act(s, DISCARD_ALL)
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Copper", "Estate", "Curse", "Copper", "Estate"],
                           "in_play": ["Navigator"]}


def test_put_back_in_any_order() -> None:
    deck = ["Estate", "Gold", "Silver", "Estate", "Copper", "Province"]
    s = act(scenario(["Navigator"], hands={0: ["Navigator"]}, decks={0: deck}), "play Navigator")
    gen = s.action_generator(0).choose(PUT_BACK)
    assert gen.labels() == ("topdeck Copper", "topdeck Estate", "topdeck Gold", "topdeck Silver")
    s = act(s, PUT_BACK, "topdeck Estate", "topdeck Copper", "topdeck Estate", "topdeck Silver")
    # the last two picks: Silver, then the Gold left over, which ends on top
    assert zones(s, 0) == {"deck": ["Gold", "Silver", "Estate", "Copper", "Estate", "Province"],
                           "in_play": ["Navigator"]}
    assert s.player(0).deck_known[:5] == (1,) * 5  # known to its owner


def test_fewer_than_five() -> None:
    """Two cards and an empty discard pile: those two are looked at."""
    s = act(scenario(["Navigator"], hands={0: ["Navigator"]}, decks={0: ["Copper", "Copper"]}),
            "play Navigator")
    s = act(s, PUT_BACK)  # all alike: no order to pick
    assert zones(s, 0) == {"deck": ["Copper", "Copper"], "in_play": ["Navigator"]}


def test_throne_room_on_navigator() -> None:
    """+$4; the second look sees the same cards when they were put back."""
    deck = ["Estate", "Copper", "Curse", "Estate", "Copper", "Gold"]
    s = scenario([TR, "Navigator"], hands={0: [TR, "Navigator"]}, decks={0: deck})
    s = act(act(s, f"play {TR}"), "play Navigator")
    s = act(s, PUT_BACK, "topdeck Copper", "topdeck Copper", "topdeck Curse")  # Estates on top
    assert zones(s, 0)["deck"] == ["Estate", "Estate", "Curse", "Copper", "Copper", "Gold"]
    s = act(s, DISCARD_ALL)
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Copper", "Copper", "Curse", "Estate", "Estate"],
                           "in_play": [TR, "Navigator"]}
    assert s.player(0).coins == 4
