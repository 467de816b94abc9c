"""Sea Chart (Seaside, 2nd edition): "+1 Card +1 Action. Reveal the top card of your deck. If you have a
copy of it in play, put it into your hand."

The Sea Chart itself is in play, and so are Durations from earlier turns; the revealed card is
known to every seat, in hand or back on top.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, zones

TR = "Throne Room"


def test_card_data() -> None:
    """A $3 Action of Seaside."""
    card = card_named("Sea Chart")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action", "Seaside")


def test_a_copy_in_play_goes_to_hand() -> None:
    s = scenario(["Sea Chart", "Village"], hands={0: ["Sea Chart"]}, decks={0: ["Copper", "Sea Chart"]})
    s = act(s, "play Sea Chart")
    assert zones(s, 0) == {"hand": ["Copper", "Sea Chart"], "in_play": ["Sea Chart"]}
    assert s.player(0).actions == 1


def test_no_copy_back_on_top_known_to_all() -> None:
    s = scenario(["Sea Chart"], hands={0: ["Sea Chart"]}, decks={0: ["Copper", "Gold"]})
    s = act(s, "play Sea Chart")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Sea Chart"]}
    assert s.player(0).deck_known[:1] == (PUBLIC,)


def test_a_duration_from_last_turn_counts() -> None:
    s = scenario(["Sea Chart", "Caravan"], hands={0: ["Caravan"]},
                 decks={0: ["Copper", "Sea Chart"] + ["Copper"] * 4 + ["Estate", "Silver", "Caravan"]})
    s = end_turn(end_turn(act(s, "play Caravan")))  # next turn: hand of 5 + Caravan's card
    assert zones(s, 0)["hand"] == ["Sea Chart"] + ["Copper"] * 4 + ["Estate"]
    s = act(s, "play Sea Chart")  # +1 Card (Silver); the Caravan revealed: the one in play counts
    assert zones(s, 0) == {"hand": ["Copper"] * 4 + ["Estate", "Silver", "Caravan"],
                           "discard": ["Copper"], "in_play": ["Sea Chart"]}
    assert [c.name for c in s.player(0).duration] == ["Caravan"]


def test_throne_room_on_sea_chart() -> None:
    s = scenario(["Sea Chart", TR], hands={0: [TR, "Sea Chart"]},
                 decks={0: ["Copper", TR, "Estate", "Gold"]})
    s = act(act(s, f"play {TR}"), "play Sea Chart")
    # first: +1 Card (Copper), the Throne Room revealed is in play: to hand; second: +1 Card
    # (Estate), the Gold revealed goes back
    assert zones(s, 0) == {"hand": ["Copper", TR, "Estate"], "deck": ["Gold"],
                           "in_play": [TR, "Sea Chart"]}
    assert s.player(0).actions == 2
