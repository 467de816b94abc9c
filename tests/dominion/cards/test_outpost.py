"""Outpost (Seaside, 2nd edition): "You only draw 3 cards for your next hand. Take an extra turn
after this one (but not a 3rd turn in a row)."

Only the first Outpost of a turn does anything, and only if the previous turn was another
player's; the Outpost stays in play until the Clean-up of the extra turn (with the Throne Room
that played it). Extra turns do not count for the tiebreak (``p.turns``).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
DECK = ["Copper"] * 3 + ["Estate"] * 5 + ["Silver"] * 5


def test_card_data() -> None:
    """A $5 Action - Duration of Seaside."""
    card = card_named("Outpost")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Duration", "Seaside")


def test_extra_turn_with_three_cards() -> None:
    """Clean-up draws 3; seat 0 takes the next turn; the Outpost leaves play in that turn's Clean-up."""
    s = scenario(["Outpost"], hands={0: ["Outpost"]}, decks={0: DECK})
    s = act(act(s, "play Outpost"), "end turn")
    assert s.current == 0
    assert s.table.order.kind == "outpost"
    assert zones(s, 0) == {"hand": ["Copper"] * 3, "deck": DECK[3:]}
    assert duration_names(s, 0) == ["Outpost"]
    assert (s.player(0).actions, s.player(0).buys, s.player(0).turns) == (1, 1, 1)
    s = end_turn(s)
    assert s.current == 1
    assert duration_names(s, 0) == []
    assert zones(s, 0) == {"hand": ["Estate"] * 5, "deck": ["Silver"] * 5,
                           "discard": ["Copper"] * 3 + ["Outpost"]}
    assert s.player(0).turns == 1  # the extra turn does not count for the tiebreak
    s = end_turn(s)
    assert (s.current, s.table.order.kind) == (0, "")


def test_no_third_turn_in_a_row() -> None:
    """An Outpost played in the Outpost turn gives no turn: 5 cards, then the next seat; it is
    discarded in that Clean-up."""
    s = scenario(["Outpost"], hands={0: ["Outpost"]}, decks={0: ["Outpost", "Copper", "Copper", *DECK]})
    s = act(act(s, "play Outpost"), "end turn")
    assert zones(s, 0)["hand"] == ["Outpost", "Copper", "Copper"]
    s = act(act(s, "play Outpost"), "end turn")
    assert s.current == 1
    assert zones(s, 0) == {"hand": ["Copper"] * 3 + ["Estate"] * 2, "deck": DECK[5:],
                           "discard": ["Copper", "Copper", "Outpost", "Outpost"]}
    assert duration_names(s, 0) == []


def test_two_outposts_one_extra_turn() -> None:
    """The second Outpost of a turn does nothing and leaves play in this Clean-up."""
    s = scenario(["Outpost", "Village"], hands={0: ["Village", "Outpost", "Outpost"]},
                 decks={0: ["Gold", *DECK]})
    s = act(act(act(s, "play Village"), "play Outpost"), "play Outpost")
    s = act(s, "end turn")
    assert (s.current, s.table.order.kind) == (0, "outpost")
    assert duration_names(s, 0) == ["Outpost"]
    assert zones(s, 0) == {"hand": ["Copper"] * 3, "deck": DECK[3:],
                           "discard": ["Gold", "Outpost", "Village"]}
    s = end_turn(s)
    assert s.current == 1


def test_throne_room_on_outpost() -> None:
    """One extra turn; the Throne Room stays in play with the Outpost until its Clean-up."""
    s = scenario([TR, "Outpost"], hands={0: [TR, "Outpost"]}, decks={0: DECK})
    s = act(act(act(s, f"play {TR}"), "play Outpost"), "end turn")
    assert (s.current, s.table.order.kind) == (0, "outpost")
    assert sorted(duration_names(s, 0)) == ["Outpost", TR]
    assert len(s.player(0).hand) == 3
    s = end_turn(s)
    assert s.current == 1
    assert duration_names(s, 0) == []
    assert sorted(c.name for c in s.player(0).discard) == ["Copper"] * 3 + ["Outpost", TR]


def test_three_players_the_turn_order_resumes() -> None:
    """Seat 1's Outpost turn comes between its turn and seat 2's."""
    s = scenario(["Outpost"], hands={1: ["Outpost"]}, decks={1: DECK}, players=3)
    s = end_turn(s)
    s = act(act(s, "play Outpost"), "end turn")
    assert (s.current, s.table.order.kind) == (1, "outpost")
    s = end_turn(s)
    assert (s.current, s.table.order.kind) == (2, "")
    s = end_turn(s)
    assert s.current == 0
    assert [p.turns for p in s.players] == [1, 1, 1]


def test_a_caravan_resolves_in_the_outpost_turn() -> None:
    """A Duration played with the Outpost does its next-turn work at the start of the extra turn.
    Outpost has nothing left to do then, so nothing is asked: no `resolve Outpost` beside
    `resolve Caravan` (a choice with one effect that does something is no choice)."""
    s = scenario(["Outpost", "Caravan"], hands={0: ["Caravan", "Outpost"]},
                 decks={0: ["Gold", *DECK]})
    s = act(act(act(s, "play Caravan"), "play Outpost"), "end turn")
    assert (s.current, s.table.order.kind) == (0, "outpost")
    assert "resolve Outpost" not in choices(s) and "resolve Caravan" not in choices(s)
    assert zones(s, 0)["hand"] == ["Copper"] * 3 + ["Estate"]  # 3 cards, then Caravan's +1 Card
    assert duration_names(s, 0) == ["Caravan", "Outpost"]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_tiebreak_ignores_the_extra_turn() -> None:
    """Seat 1 then seat 0 take a turn each; seat 0's Outpost turn buys the last Province to tie:
    both have taken one turn for the tiebreak, so they share the win."""
    s = scenario(["Outpost"], hands={0: ["Outpost"]}, decks={0: ["Gold"] * 3, 1: ["Province"]},
                 supply={"Province": 1}, current=1)
    s = end_turn(s)
    s = act(act(s, "play Outpost"), "end turn")
    assert (s.current, s.table.order.kind) == (0, "outpost")
    s = act(act(s, "play all treasures"), "buy Province")
    assert s.game_end()
    assert s.scores() == (6, 6)
    assert [p.turns for p in s.players] == [1, 1]
    assert s.winners() == (0, 1)


def test_kings_court_on_outpost() -> None:
    """Still one extra turn; the King's Court stays with the Outpost until its Clean-up."""
    kc = "King's Court"
    s = scenario([kc, "Outpost"], hands={0: [kc, "Outpost"]}, decks={0: DECK})
    s = act(act(act(s, f"play {kc}"), "play Outpost"), "end turn")
    assert (s.current, s.table.order.kind) == (0, "outpost")
    assert sorted(duration_names(s, 0)) == [kc, "Outpost"]
    s = end_turn(s)
    assert (s.current, duration_names(s, 0)) == (1, [])


def test_outpost_in_a_possessed_turn() -> None:
    """Seat 0 possesses seat 1 and plays seat 1's Outpost: seat 1 draws 3, takes the Outpost turn
    (its own decisions), then its normal turn."""
    s = scenario(["Outpost", "Possession"], hands={0: ["Possession"], 1: ["Outpost"]},
                 decks={0: ["Copper"] * 5, 1: DECK})
    s = act(act(s, "play Possession"), "end turn")
    assert (s.current, s.table.order.possessor) == (1, 0)
    s = act(act(s, "play Outpost", pid=0), "end turn", pid=0)
    assert (s.current, s.table.order.kind, s.table.order.possessor) == (1, "outpost", None)
    assert zones(s, 1)["hand"] == ["Copper"] * 3
    assert s.waiting_for() == 1
    s = end_turn(s)
    assert (s.current, s.table.order.kind) == (1, "")
    assert len(s.player(1).hand) == 5
    s = end_turn(s)
    assert s.current == 0
    assert [p.turns for p in s.players] == [1, 1]


def test_drop_play_without_a_record_changes_nothing() -> None:
    """`drop_play` for a play that left no record (nothing to undo) returns the state as it was."""
    from dgsim.dominion.cards.seaside import OUTPOST, drop_play

    s = scenario(["Outpost"], hands={0: ["Outpost"]})
    assert drop_play(s, 0, OUTPOST, 1) is s
