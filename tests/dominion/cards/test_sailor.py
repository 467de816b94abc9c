"""Sailor (Seaside, 2nd edition): "+1 Action. Once this turn, when you gain a Duration card, you may
play it. At the start of your next turn, +$2 and you may trash a card from your hand."

A this-turn ability (zone ``this_turn``) offered as ``play Sailor`` (use the Sailor: play the gained
Duration from where it was gained) or ``no``; once per Sailor play, this turn only, and only while
the gained card is where it was gained. Under a Throne Room: two Duration gains may be played, +$4
and two trash decisions next turn.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"
KINGDOM = ["Sailor", "Caravan", "Village", TR, "Workshop"]
DECK = ["Gold", "Estate"] + ["Copper"] * 10


def test_card_data() -> None:
    """A $4 Action - Duration of Seaside."""
    card = card_named("Sailor")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Duration", "Seaside")


def test_play_a_gained_duration() -> None:
    """A Caravan bought is played at once (+1 Card +1 Action); the turn ends (no Buy left) with both
    Durations in play; they resolve next turn, in the order their owner picks."""
    s = scenario(KINGDOM, hands={0: ["Sailor", "Gold", "Silver"]}, decks={0: DECK})
    s = act(s, "play Sailor")
    assert s.player(0).actions == 1
    s = act(act(s, "play all treasures"), "buy Caravan")
    assert choices(s) == ("play Sailor", "no")
    s = act(s, "play Sailor")
    assert s.current == 1
    assert sorted(duration_names(s, 0)) == ["Caravan", "Sailor"]
    # Clean-up discarded the Caravan's card (Gold) and the Treasures played
    assert zones(s, 0) == {"hand": ["Estate"] + ["Copper"] * 4, "deck": ["Copper"] * 6,
                           "discard": ["Gold", "Silver", "Gold"]}
    s = end_turn(s)
    assert choices(s) == ("resolve Caravan", "resolve Sailor")
    s = act(s, "resolve Sailor")
    assert choices(s) == ("trash Copper", "trash Estate", "no")
    s = act(s, "trash Estate")
    assert s.player(0).coins == 2
    assert names(s.trash) == ["Estate"]
    assert zones(s, 0)["hand"] == ["Copper"] * 5  # then the Caravan's +1 Card
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_once_this_turn_and_durations_only() -> None:
    """A Village gained: not offered. A Caravan gained: declined, so the once is not used; the next
    one is played; a third Caravan bought is not offered."""
    s = scenario(KINGDOM, hands={0: ["Village", "Sailor", "Workshop", "Workshop", "Gold"]},
                 decks={0: DECK}, supply={"Caravan": 10})
    s = act(act(act(s, "play Village"), "play Sailor"), "play Workshop")
    s = act(s, "gain Village")
    assert s.waiting_for() == 0 and "play Sailor" not in choices(s)
    s = act(act(s, "play Workshop"), "gain Caravan")
    s = act(s, "play Sailor")
    assert zones(s, 0)["in_play"] == ["Village", "Sailor", "Workshop", "Workshop", "Caravan"]
    s = act(s, "play all treasures")
    s = act(s, "buy Caravan")  # not offered: the turn ends at once
    assert s.current == 1
    assert s.player(0).count("Caravan") == 2
    assert sorted(duration_names(s, 0)) == ["Caravan", "Sailor"]


def test_declining_keeps_the_once() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Sailor", "Workshop", "Gold"]}, decks={0: DECK})
    s = act(act(act(s, "play Village"), "play Sailor"), "play Workshop")
    s = act(act(s, "gain Caravan"), "no")
    assert zones(s, 0)["discard"] == ["Caravan"]
    s = act(act(s, "play all treasures"), "buy Caravan")
    assert choices(s) == ("play Sailor", "no")


def test_not_before_it_is_played() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop", "Sailor"]}, decks={0: DECK})
    s = act(act(s, "play Workshop"), "gain Caravan")
    assert zones(s, 0)["discard"] == ["Caravan"]


def test_throne_room_on_sailor() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Sailor", "Gold", "Gold"]}, decks={0: DECK})
    s = act(act(s, f"play {TR}"), "play Sailor")
    assert s.player(0).actions == 2
    s = act(act(s, "play all treasures"), "buy Caravan")
    s = act(s, "play Sailor")  # the turn ends (no Buy left)
    assert s.current == 1
    assert sorted(duration_names(s, 0)) == ["Caravan", "Sailor", TR]
    s = end_turn(s)
    s = act(s, "resolve Sailor")
    s = act(act(s, "trash Estate"), "no")
    assert s.player(0).coins == 4
    s = end_turn(s)
    assert duration_names(s, 0) == []
