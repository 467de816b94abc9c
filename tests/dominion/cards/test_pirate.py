"""Pirate (Seaside, 2nd edition): "At the start of your next turn, gain a Treasure costing up to $6 to
your hand. When any player gains a Treasure, you may play this from your hand."

A gain reaction offered as ``play Pirate`` or ``no`` (DESIGN: ``play <Card>`` where the text says
play) for every Treasure gained by anyone, the owner included; each Pirate in hand may be played for
the same gain. Played in another player's turn it stays in play until the Clean-up of its owner's
next turn, at whose start the Treasure is gained (``gain <Card>``, to the hand).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Pirate", TR, "Workshop"]
FIVE = ["Copper"] * 5


def test_card_data() -> None:
    """A $5 Action - Duration - Reaction of Seaside."""
    card = card_named("Pirate")
    assert (card.cost, card.set_name) == (5, "Seaside")
    assert {t.value for t in card.types} == {"Action", "Duration", "Reaction"}


def test_played_in_another_players_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Pirate", "Estate"], 1: ["Gold"]}, decks={0: FIVE},
                 current=1)
    s = act(act(s, "play Gold"), "buy Silver")
    assert s.waiting_for() == 0
    assert choices(s) == ("play Pirate", "no")
    s = act(s, "play Pirate", pid=0)
    assert duration_names(s, 0) == ["Pirate"]
    assert zones(s, 0) == {"hand": ["Estate"], "deck": FIVE}
    assert s.current == 0  # seat 1's turn ended (its only buy); seat 0's starts with the gain
    assert choices(s) == ("gain Copper", "gain Silver", "gain Gold")
    s = act(s, "gain Gold")
    assert zones(s, 0)["hand"] == ["Estate", "Gold"]
    assert duration_names(s, 0) == ["Pirate"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert "Pirate" in zones(s, 0)["discard"] + zones(s, 0)["hand"]


def test_declined_and_non_treasures_not_offered() -> None:
    s = scenario(KINGDOM, hands={0: ["Pirate"], 1: ["Workshop", "Gold"]}, current=1)
    s = act(act(s, "play Workshop"), "gain Workshop")  # not a Treasure: nothing asked
    assert s.waiting_for() == 1
    s = act(act(s, "play Gold"), "buy Silver")
    s = act(s, "no", pid=0)
    assert zones(s, 0) == {"hand": ["Pirate"]}


def test_its_owners_own_gain() -> None:
    """Seat 0 buys a Silver: the Pirate is played in its Buy phase, in play through Clean-up."""
    s = scenario(KINGDOM, hands={0: ["Pirate", "Silver", "Copper"]}, decks={0: FIVE})
    s = act(act(s, "end actions"), "play all treasures")
    s = act(s, "buy Silver")
    s = act(s, "play Pirate")
    assert s.current == 1
    assert duration_names(s, 0) == ["Pirate"]
    s = end_turn(s)
    s = act(s, "gain Silver")
    assert zones(s, 0)["hand"] == [*FIVE, "Silver"]


def test_three_players_two_pirates_each_may_be_played() -> None:
    """Seat 2 gains a Silver: seat 0 plays both its Pirates for it (one at a time), then seat 1
    is asked."""
    s = scenario(KINGDOM, hands={0: ["Pirate", "Pirate"], 1: ["Pirate"], 2: ["Gold"]},
                 decks={0: FIVE}, players=3, current=2)
    s = act(act(s, "play Gold"), "buy Silver")
    assert (s.waiting_for(), choices(s)) == (0, ("play Pirate", "no"))
    s = act(act(s, "play Pirate", pid=0), "play Pirate", pid=0)
    assert (s.waiting_for(), choices(s)) == (1, ("play Pirate", "no"))
    s = act(s, "no", pid=1)
    assert duration_names(s, 0) == ["Pirate", "Pirate"]
    assert s.current == 0
    s = act(s, "gain Gold")
    assert (s.waiting_for(), choices(s)) == (1, ("play Pirate", "no"))  # a Treasure gained again
    s = act(act(act(s, "no", pid=1), "gain Gold"), "no", pid=1)
    assert zones(s, 0) == {"hand": ["Gold", "Gold"], "deck": FIVE}  # both Pirates were played


def test_throne_room_on_pirate() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Pirate"]}, decks={0: FIVE})
    s = act(act(s, f"play {TR}"), "play Pirate")
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Pirate", TR]
    s = end_turn(s)
    s = act(act(s, "gain Gold"), "gain Silver")
    assert zones(s, 0)["hand"] == [*FIVE, "Gold", "Silver"]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_a_curse_gained_with_charlatan_is_a_treasure() -> None:
    """Charlatan's text: "In games using this, Curse is also a Treasure worth $1." Seat 0's
    Charlatan gives seat 1 a Curse, a Treasure gained: seat 1 may play its Pirate."""
    s = scenario([*KINGDOM, "Charlatan"], hands={0: ["Charlatan"], 1: ["Pirate", "Estate"]})
    s = act(s, "play Charlatan")
    assert s.waiting_for() == 1 and choices(s) == ("play Pirate", "no")
    s = act(s, "play Pirate", pid=1)
    assert zones(s, 1) == {"hand": ["Estate"], "discard": ["Curse"]}
    assert duration_names(s, 1) == ["Pirate"]
