"""Blockade (Seaside, 2nd edition): "Gain a card costing up to $4, setting it aside. At the start of
your next turn, put it into your hand. While it's set aside, when another player gains a copy of it
on their turn, they gain a Curse."

Official FAQ: "The gained card comes from the Supply and is set aside ... if the card is set aside,
then you put it into your hand on your next turn, and until then, when other players gain the card
on their own turns, they also gain a Curse." The card waits face up on the Blockade's record
(``p.duration``), known to every seat. An Attack: a player who revealed Moat when it was played is
unaffected by it (its record's ``unaffected``).
"""

from __future__ import annotations

import random

from dgsim import determinize
from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Blockade", "Moat", TR, "Workshop"]
FIVE = ["Copper"] * 5


def test_card_data() -> None:
    """A $4 Action - Duration - Attack of Seaside."""
    card = card_named("Blockade")
    assert (card.cost, card.set_name) == (4, "Seaside")
    assert {t.value for t in card.types} == {"Action", "Duration", "Attack"}


def test_set_aside_then_to_hand_and_curses_meanwhile() -> None:
    s = scenario(KINGDOM, hands={0: ["Blockade"], 1: ["Gold"]}, decks={0: FIVE})
    s = act(s, "play Blockade")
    assert "gain Silver" in choices(s) and "gain Gold" not in choices(s)
    s = act(s, "gain Silver")
    assert duration_names(s, 0) == ["Silver"]
    assert zones(s, 0) == {"deck": FIVE, "in_play": ["Blockade"]}
    s = act(s, "end turn")
    assert duration_names(s, 0) == ["Blockade", "Silver"]
    s = act(act(s, "play Gold"), "buy Silver")  # seat 1's turn: a Silver and a Curse
    assert s.player(1).count("Curse") == 1 and s.player(1).count("Silver") == 1
    assert s.current == 0
    assert zones(s, 0)["hand"] == [*FIVE, "Silver"]
    assert duration_names(s, 0) == ["Blockade"]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_known_to_every_seat() -> None:
    """The set-aside card is face up: another seat's determinization keeps it."""
    s = act(act(scenario(KINGDOM, hands={0: ["Blockade", "Estate"], 1: FIVE}), "play Blockade"),
            "gain Workshop")
    for seed in range(4):
        d = determinize(s, 1, random.Random(seed))
        assert d.player(0).duration == s.player(0).duration
        assert d.info_key(1) == s.info_key(1)


def test_not_the_owner_and_not_in_another_players_turn() -> None:
    """The owner gaining a Silver gets no Curse; a Silver seat 1 gains in seat 0's turn neither."""
    s = scenario(KINGDOM, hands={0: ["Blockade", "Silver", "Silver"]}, decks={0: FIVE})
    s = act(act(s, "play Blockade"), "gain Silver")
    s = act(act(s, "play all treasures"), "buy Silver")
    assert s.player(0).count("Curse") == 0
    assert s.supply_count("Curse") == 10


def test_moat_makes_a_player_unaffected() -> None:
    """Three players: seat 1 revealed Moat, so its Silver brings no Curse; seat 2's does."""
    s = scenario(KINGDOM, hands={0: ["Blockade"], 1: ["Moat", "Gold"], 2: ["Gold"]},
                 decks={0: FIVE}, players=3)
    s = act(act(act(s, "play Blockade"), "reveal Moat", pid=1), "gain Silver")
    assert s.player(0).more.lasting.records[0].unaffected == frozenset({1})
    s = act(s, "end turn")
    s = act(act(act(s, "end actions"), "play Gold"), "buy Silver")
    assert s.player(1).count("Curse") == 0
    s = act(act(s, "play Gold"), "buy Silver")
    assert s.player(2).count("Curse") == 1


def test_gained_by_a_card_on_their_turn_counts() -> None:
    s = scenario(KINGDOM, hands={0: ["Blockade"], 1: ["Workshop"]}, decks={0: FIVE})
    s = act(act(act(s, "play Blockade"), "gain Silver"), "end turn")
    s = act(act(s, "play Workshop"), "gain Silver")
    assert s.player(1).count("Curse") == 1


def test_throne_room_on_blockade() -> None:
    """Two cards set aside; a copy of either curses; both come to hand next turn."""
    s = scenario(KINGDOM, hands={0: [TR, "Blockade"], 1: ["Gold", "Gold"]}, decks={0: FIVE})
    s = act(act(s, f"play {TR}"), "play Blockade")
    s = act(act(s, "gain Silver"), "gain Workshop")
    assert sorted(duration_names(s, 0)) == ["Silver", "Workshop"]
    s = act(s, "end turn")
    assert sorted(duration_names(s, 0)) == ["Blockade", "Silver", TR, "Workshop"]
    s = act(act(s, "play all treasures"), "buy Workshop")
    assert s.player(1).count("Curse") == 1
    assert s.current == 0  # seat 1's only buy ended its turn
    assert zones(s, 0)["hand"] == [*FIVE, "Silver", "Workshop"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
