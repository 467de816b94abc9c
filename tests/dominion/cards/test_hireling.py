"""Hireling (Adventures), $6 Action - Duration: "At the start of each of your turns for the rest of
the game: +1 Card. (This stays in play.)"

Official FAQ: "After playing this, you draw an extra card at the start of each of your turns for
the rest of the game. Hireling stays in play for the rest of the game to track this. If you use
Disciple (or a similar card, like Throne Room) to play Hireling twice, you will draw two extra
cards each turn, and Disciple will also stay in play for the rest of the game." Between its
owner's turns it is in ``p.duration``; its record is renewed at the start of each of them.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn, pass_turns
from tests.dominion.helpers import act, zones

TR = "Throne Room"
KINGDOM = ["Hireling", TR, "Caravan"]
DECK = ["Copper"] * 40


def test_card_data() -> None:
    card = card_named("Hireling")
    assert (card.cost, card.type_line, card.set_name) == (6, "Action - Duration", "Adventures")


def test_a_card_at_the_start_of_every_turn_and_it_stays() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Hireling"]}, decks={0: DECK}), "play Hireling")
    assert zones(s, 0)["in_play"] == ["Hireling"] and len(s.player(0).hand) == 0
    s = end_turn(s)
    assert duration_names(s, 0) == ["Hireling"]
    for _ in range(4):  # seat 1's turn, then seat 0's: 6 cards each time, Hireling still there
        s = end_turn(s)
        assert s.current == 0 and len(s.player(0).hand) == 6
        assert duration_names(s, 0) == ["Hireling"]
        assert s.player(0).count("Hireling") == 1
        s = end_turn(s)
        assert duration_names(s, 0) == ["Hireling"]
        assert "Hireling" not in [c.name for c in s.player(0).discard]


def test_throne_room_two_cards_each_turn_and_it_stays_too() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Hireling"]}, decks={0: DECK})
    s = act(act(s, f"play {TR}"), "play Hireling")
    for _ in range(3):
        s = pass_turns(s, 2)
        assert s.current == 0 and len(s.player(0).hand) == 7
        assert sorted(duration_names(s, 0)) == ["Hireling", TR]
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Hireling", TR]


def test_with_another_duration_the_owner_picks_the_order() -> None:
    """A Caravan from last turn and the Hireling: ``resolve <Card>``; the Caravan (and the Throne
    Room that played it) leave after that turn, the Hireling stays."""
    s = scenario(KINGDOM, hands={0: [TR, "Caravan", "Hireling"]}, decks={0: DECK})
    s = act(act(act(s, f"play {TR}"), "play Caravan"), "play Hireling")
    s = end_turn(end_turn(s))
    assert s.current == 0
    s = act(s, "resolve Hireling")  # then the Caravan's two cards, without a question
    assert len(s.player(0).hand) == 5 + 1 + 2
    assert sorted(duration_names(s, 0)) == ["Caravan", "Hireling", TR]
    s = end_turn(s)
    assert duration_names(s, 0) == ["Hireling"]


def test_it_counts_as_owned_at_the_end() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Hireling"]}, decks={0: DECK}), "play Hireling")
    s = pass_turns(s, 3)
    assert s.player(0).count("Hireling") == 1
    assert "Hireling" in [c.name for c in s.player(0).all_cards()]
