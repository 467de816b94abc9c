"""Archive (Empires), $5 Action-Duration: "+1 Action. Set aside the top 3 cards of your deck face
down (you may look at them). Now and at the start of your next two turns, put one into your hand."
(FAQ: "The set aside cards are face down; you may look at them at any time, other players may
not"; "Archive stays in play until its last card is taken"; "with fewer than 3 cards, set aside
what there is".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.observation import observation
from dgsim.dominion.state import DominionState
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Archive", "Throne Room", "Village"]


def _next_turn_of_0(s: DominionState) -> DominionState:
    s = act(s, "end turn")  # seat 1 has an empty hand: its turn ends at once
    return s if s.current == 0 else act(s, "end turn")


def test_card_data() -> None:
    card = card_named("Archive")
    assert (card.cost, card.type_line, card.actions) == (5, "Action - Duration", 1)


def test_three_cards_set_aside_one_taken_now_and_one_at_each_of_the_next_two_turns() -> None:
    s = scenario(KINGDOM, hands={0: ["Archive"]},
                 decks={0: ["Gold", "Silver", "Duchy", *["Copper"] * 12]})
    s = act(s, "play Archive")
    assert choices(s) == ("take Duchy", "take Gold", "take Silver")
    s = act(s, "take Gold")
    p = s.player(0)
    assert names(p.hand) == ["Gold"] and p.actions == 1
    assert sorted(names(p.more.lasting.records[0].aside)) == ["Duchy", "Silver"]
    s = _next_turn_of_0(s)
    assert choices(s) == ("take Duchy", "take Silver")
    s = act(s, "take Silver")
    assert "Silver" in names(s.player(0).hand) and "Archive" in names(s.player(0).duration)
    s = _next_turn_of_0(s)
    assert "Duchy" in names(s.player(0).hand)  # the last one: a single option, not asked
    assert "Archive" in names(s.player(0).duration)
    s = act(s, "play all treasures")
    s = act(s, "end turn")  # its last card taken: it leaves play in this Clean-up
    p = s.player(0)
    assert "Archive" not in names(p.duration) and "Archive" in names(p.all_cards())


def test_the_cards_are_face_down_known_to_their_owner_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Archive"]}, decks={0: ["Gold", "Silver", "Duchy"]})
    s = act(s, "play Archive")
    s = act(s, "take Duchy")
    mine, theirs = observation(s, 0).players[0], observation(s, 1).players[0]
    assert isinstance(mine.face_down, tuple) and sorted(mine.face_down) == ["Gold", "Silver"]
    assert theirs.face_down == 2
    assert "Gold" not in observation(s, 1).players[0].hand


def test_with_one_card_left_it_is_taken_and_archive_leaves_play_this_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Archive"]}, decks={0: ["Gold"]})
    s = act(s, "play Archive")  # one card set aside, taken at once (a single option)
    assert names(s.player(0).hand) == ["Gold"] and not s.player(0).more.lasting.records
    s = act(s, "play all treasures")
    s = act(s, "end turn")  # no work left: discarded (then reshuffled into the new hand)
    p = s.player(0)
    assert "Archive" not in names(p.duration) and not p.more.lasting.pending


def test_throne_room_sets_aside_twice_and_takes_two_each_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Archive"]},
                 decks={0: ["Gold", "Gold", "Gold", "Silver", "Silver", "Silver",
                            *["Copper"] * 12]})
    s = act(s, "play Throne Room")
    s = act(s, "play Archive")  # the first play's Golds: one taken unasked (one name)
    assert choices(s) == ("take Gold", "take Silver")  # the second play's
    s = act(s, "take Silver")
    p = s.player(0)
    assert sorted(names(p.hand)) == ["Gold", "Silver"] and p.actions == 2
    assert len(p.more.lasting.records[0].aside) == 4
    s = _next_turn_of_0(s)
    s = act(s, "take Gold")
    s = act(s, "take Silver")
    assert len(s.player(0).more.lasting.records[0].aside) == 2
    assert {"Archive", "Throne Room"} <= set(names(s.player(0).duration))


def test_bots_play_it_to_the_end() -> None:
    bots_finish(KINGDOM)
