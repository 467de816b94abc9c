"""Distant Lands (Adventures), $5 Action - Reserve - Victory: "Put this on your Tavern mat. Worth
4 VP if on your Tavern mat at the end of the game (otherwise worth 0 VP)."

Official FAQ: "This is a Victory card. Use 8 for games with 2 players, or 12 for games with 3 or
more players. This is also an Action card; when you play it, you put it on your Tavern mat. It
will stay there the rest of the game; there is no way to call it. At the end of the game, Distant
Lands is worth 4 VP if it is on your mat, or 0 VP if it is not. It counts as part of your deck
either way (for example it can contribute to how many VP a Gardens is worth)."

Ruling: no card takes it off the mat, so the 4 VP are taken as VP tokens as it goes there (the
score counts each card by itself, not by its zone).
"""

from __future__ import annotations

from dgsim.dominion import card_named, new_game, scenario
from dgsim.dominion.score import score
from tests.dominion.cards.reserves import mat, on_mat
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, zones

DL = "Distant Lands"
TR = "Throne Room"
KINGDOM = [DL, TR, "Gardens", "Village"]


def test_card_data_and_pile() -> None:
    card = card_named(DL)
    assert (card.cost, card.set_name, card.is_victory, card.is_action) == (5, "Adventures",
                                                                           True, True)
    assert new_game(KINGDOM, players=2, any_kingdom_size=True).supply_count(DL) == 8
    assert new_game(KINGDOM, players=3, any_kingdom_size=True).supply_count(DL) == 12


def test_played_onto_the_mat_worth_four() -> None:
    s = scenario(KINGDOM, hands={0: [DL]}, decks={0: ["Copper"] * 5})
    before = score(s, 0)
    s = act(s, f"play {DL}")
    assert zones(s, 0) == {"deck": ["Copper"] * 5} and mat(s, 0) == [DL]
    assert score(s, 0) == before + 4
    s = end_turn(s)
    assert mat(s, 0) == [DL] and score(s, 0) == before + 4


def test_elsewhere_it_is_worth_nothing_and_still_counts_for_gardens() -> None:
    s = scenario(KINGDOM, hands={0: [DL] * 2}, decks={0: ["Copper"] * 8})
    assert score(s, 0) == 0
    s = scenario(["Gardens", DL], hands={0: [DL, "Gardens"]}, decks={0: ["Copper"] * 8})
    assert score(s, 0) == 1  # 10 cards with the Distant Lands: 1 VP for the Gardens


def test_a_copy_on_the_mat_and_one_in_the_deck() -> None:
    s = scenario(KINGDOM, hands={0: [DL]}, decks={0: [DL]})
    s = act(s, f"play {DL}")  # (draws nothing: it is not a draw)
    assert score(s, 0) == 4 and s.player(0).count(DL) == 2


def test_no_call_is_ever_offered() -> None:
    s = scenario(KINGDOM, hands={0: ["Village"]}, decks={0: ["Copper"] * 8})
    s = on_mat(s, 0, [DL])
    assert card_named(DL).reactions == ()
    s = act(s, "play Village")
    assert s.player(0).actions == 2


def test_throne_room_onto_the_mat_once_four_vp_once() -> None:
    s = act(act(scenario(KINGDOM, hands={0: [TR, DL]}), f"play {TR}"), f"play {DL}")
    assert zones(s, 0) == {"in_play": [TR]} and mat(s, 0) == [DL] and score(s, 0) == 4
