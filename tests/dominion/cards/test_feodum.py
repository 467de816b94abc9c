"""Feodum (Dark Ages), $4 Victory: "Worth 1 VP per 3 Silvers you have (round down). When you
trash this, gain 3 Silvers." (FAQ: 8 in the pile with 2 players, 12 with more; every Silver the
player has counts; trashed, as many Silvers as are left are gained, to the discard pile.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.score import score
from tests.dominion.helpers import act, names, zones

KINGDOM = ["Feodum", "Chapel", "Knights", "Village"]


def test_card_data_and_pile() -> None:
    card = card_named("Feodum")
    assert (card.cost, card.type_line) == (4, "Victory")
    assert scenario(KINGDOM, hands={}).supply_count("Feodum") == 8
    assert scenario(KINGDOM, hands={}, players=3).supply_count("Feodum") == 12


def test_one_vp_per_three_silvers_anywhere() -> None:
    s = scenario(KINGDOM, hands={0: ["Feodum", "Silver"]}, decks={0: ["Silver", "Feodum"]},
                 discards={0: ["Silver", "Silver", "Silver"]}, in_play={0: ["Silver"]})
    assert score(s, 0) == 2 * 2  # 6 Silvers: 2 VP for each Feodum
    s2 = scenario(KINGDOM, hands={0: ["Feodum", "Silver", "Silver"]})
    assert score(s2, 0) == 0


def test_trashed_from_hand_gains_three_silvers() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Feodum"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Feodum")
    assert names(s.trash) == ["Feodum"]
    assert zones(s, 0) == {"discard": ["Silver", "Silver", "Silver"], "in_play": ["Chapel"]}
    assert s.supply_count("Silver") == 37


def test_only_the_silvers_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Feodum"]}, supply={"Silver": 2})
    s = act(s, "play Chapel")
    s = act(s, "trash Feodum")
    assert zones(s, 0) == {"discard": ["Silver", "Silver"], "in_play": ["Chapel"]}


def test_trashed_from_the_deck_by_another_players_knight() -> None:
    """The victim picks Feodum of the two revealed: it gains the 3 Silvers."""
    s = scenario(KINGDOM, hands={0: ["Dame Sylvia"]}, decks={1: ["Feodum", "Silver"]})
    s = act(s, "play Dame Sylvia")
    s = act(s, "trash Feodum", pid=1)
    assert names(s.trash) == ["Feodum"]
    assert zones(s, 1) == {"discard": ["Silver", "Silver", "Silver", "Silver"]}
