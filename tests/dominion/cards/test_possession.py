"""Possession (Alchemy, $6 and a potion): "The player to your left takes an extra turn after this
one, in which you can see all cards they can and make all decisions for them. Any cards they would
gain on that turn, you gain instead; any cards of theirs that are trashed are set aside and
returned to their discard pile at end of turn."

The possessed turn is the left player's (its cards, its coins), decided by the possessor
(``waiting_for()``); it does not count for the tiebreak (``p.turns``), and the possessed player's
own turn follows it. Throne Room on Possession: two extra turns.
"""

from __future__ import annotations

import pytest

from dgsim import InvalidActionError
from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Possession", "Chapel", "Workshop", "Militia", "Throne Room", "Village"]


def test_card_data() -> None:
    """$6 and a potion; an Action of Alchemy."""
    card = card_named("Possession")
    assert (card.cost, card.potion, card.type_line, card.set_name) == (6, 1, "Action", "Alchemy")


def test_the_left_player_takes_a_turn_decided_by_the_possessor() -> None:
    """After seat 0's turn comes seat 1's possessed turn: its cards, seat 0 decides."""
    s = scenario(KINGDOM, hands={0: ["Possession"], 1: ["Village", "Copper"]},
                 decks={0: ["Copper"] * 5, 1: ["Copper"]})
    s = act(act(s, "play Possession"), "end turn")
    assert (s.current, s.table.order.kind, s.table.order.possessor) == (1, "possession", 0)
    assert s.waiting_for() == 0
    assert choices(s) == ("play Village", "end actions")
    with pytest.raises(InvalidActionError):
        s.action_generator(1)
    s = act(s, "play Village", pid=0)
    assert zones(s, 1) == {"hand": ["Copper", "Copper"], "in_play": ["Village"]}
    s = act(s, "end turn", pid=0)
    # seat 1's own turn follows; the possessed turn did not count for the tiebreak
    assert (s.current, s.table.order.kind, s.table.order.possessor) == (1, "", None)
    assert s.waiting_for() == 1
    assert [p.turns for p in s.players] == [1, 0]
    s = end_turn(s)
    assert [p.turns for p in s.players] == [1, 1]
    assert s.current == 0


def test_gains_go_to_the_possessor() -> None:
    """A Workshop's gain and a buy in the possessed turn: seat 0 gains them."""
    s = scenario(KINGDOM, hands={0: ["Possession"], 1: ["Workshop", "Silver", "Copper"]},
                 decks={0: ["Copper"] * 5})
    s = act(act(s, "play Possession"), "end turn")
    s = act(act(s, "play Workshop", pid=0), "gain Silver", pid=0)
    s = act(s, "play all treasures", pid=0)
    s = act(s, "buy Silver", pid=0)
    assert names(s.player(0).discard) == ["Silver", "Silver", "Possession"]
    assert sorted(c.name for c in s.player(1).all_cards()) == ["Copper", "Silver", "Workshop"]
    assert s.supply_count("Silver") == 38
    assert "Silver" not in names(s.player(1).discard)


def test_trashed_cards_come_back_to_the_discard_pile() -> None:
    """Chapel in the possessed turn: the cards are set aside, then put into seat 1's discard pile."""
    s = scenario(KINGDOM, hands={0: ["Possession"], 1: ["Chapel", "Copper", "Estate", "Gold"]},
                 decks={0: ["Copper"] * 5})
    s = act(act(s, "play Possession"), "end turn")
    s = act(act(s, "play Chapel", pid=0), "trash Copper", "trash Estate", "trash Gold", pid=0)
    assert s.trash == ()
    assert names(s.table.zones.set_aside) == ["Copper", "Estate", "Gold"]
    assert zones(s, 1) == {"in_play": ["Chapel"]}
    s = act(s, "end turn", pid=0)
    assert s.table.zones.set_aside == ()
    assert sorted(c.name for c in s.player(1).all_cards()) == ["Chapel", "Copper", "Estate", "Gold"]
    assert s.trash == ()


def test_attacks_in_the_possessed_turn_hit_the_possessor_who_decides_for_itself() -> None:
    """The possessed seat's Militia: seat 0 (the possessor) is the victim and discards itself."""
    s = scenario(KINGDOM, hands={0: ["Possession"], 1: ["Militia"]},
                 decks={0: ["Copper", "Copper", "Estate", "Estate", "Silver"]})
    s = act(act(s, "play Possession"), "end turn")
    s = act(s, "play Militia", pid=0)
    assert s.waiting_for() == 0
    s = act(s, "discard Estate", "discard Estate", pid=0)
    assert zones(s, 0)["hand"] == ["Copper", "Copper", "Silver"]
    assert s.player(1).coins == 2


def test_three_players_the_left_player_and_the_order_after() -> None:
    """Seat 1 is possessed by seat 0 and then takes its own turn; seat 2 follows."""
    s = scenario(KINGDOM, hands={0: ["Possession"]}, decks={0: ["Copper"] * 5}, players=3)
    s = act(act(s, "play Possession"), "end turn")
    assert (s.current, s.table.order.possessor, s.waiting_for()) == (1, 0, 0)
    s = end_turn(s)
    assert (s.current, s.table.order.possessor, s.waiting_for()) == (1, None, 1)
    s = end_turn(s)
    assert s.current == 2


def test_throne_room_on_possession() -> None:
    """Two possessed turns in a row, then the left player's own turn."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Possession"]}, decks={0: ["Copper"] * 5})
    s = act(act(s, "play Throne Room"), "play Possession")
    assert [(e.seat, e.kind, e.by) for e in s.table.order.queue] == [(1, "possession", 0)] * 2
    s = act(s, "end turn")
    assert (s.current, s.table.order.possessor) == (1, 0)
    s = end_turn(s)
    assert (s.current, s.table.order.possessor) == (1, 0)
    s = end_turn(s)
    assert (s.current, s.table.order.possessor, s.table.order.kind) == (1, None, "")
    assert [p.turns for p in s.players] == [1, 0]
