"""Tactician (Seaside, 2nd edition): "If you have at least one card in hand: Discard your hand, and at
the start of your next turn, +5 Cards, +1 Action, and +1 Buy."

With an empty hand it does nothing now or next turn, and leaves play in this turn's Clean-up. Under
a Throne Room the first play discards the hand and the second finds it empty ("if you have at least
one card in hand"): one +5 Cards +1 Action +1 Buy next turn.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, zones

TR = "Throne Room"
DECK = ["Copper"] * 5 + ["Silver"] * 5 + ["Gold"] * 3


def test_card_data() -> None:
    """A $5 Action - Duration of Seaside."""
    card = card_named("Tactician")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Duration", "Seaside")


def test_discard_hand_then_five_cards_action_and_buy() -> None:
    s = scenario(["Tactician"], hands={0: ["Tactician", "Estate", "Gold"]}, decks={0: DECK})
    s = act(s, "play Tactician")
    assert zones(s, 0) == {"deck": DECK, "discard": ["Gold", "Estate"], "in_play": ["Tactician"]}
    s = end_turn(s)
    assert duration_names(s, 0) == ["Tactician"]
    s = end_turn(s)
    assert zones(s, 0) == {"hand": ["Copper"] * 5 + ["Silver"] * 5, "deck": ["Gold"] * 3,
                           "discard": ["Gold", "Estate"]}
    assert (s.player(0).actions, s.player(0).buys) == (2, 2)
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_empty_hand_does_nothing() -> None:
    """No card in hand: no discard, nothing next turn, discarded in this Clean-up."""
    s = act(scenario(["Tactician"], hands={0: ["Tactician"]}, decks={0: DECK}), "play Tactician")
    assert s.player(0).more.lasting.records == ()
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "deck": DECK[5:], "discard": ["Tactician"]}
    s = end_turn(s)
    assert (len(s.player(0).hand), s.player(0).actions, s.player(0).buys) == (5, 1, 1)


def test_throne_room_on_tactician_gives_one_bonus() -> None:
    s = scenario([TR, "Tactician"], hands={0: [TR, "Tactician", "Estate"]}, decks={0: DECK})
    s = act(act(s, f"play {TR}"), "play Tactician")
    assert zones(s, 0) == {"deck": DECK, "discard": ["Estate"], "in_play": [TR, "Tactician"]}
    assert [r.times for r in s.player(0).more.lasting.records] == [1]
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Tactician", TR]
    s = end_turn(s)
    assert len(s.player(0).hand) == 10
    assert (s.player(0).actions, s.player(0).buys) == (2, 2)
    s = end_turn(s)
    assert duration_names(s, 0) == []
