"""Tower (Empires Landmark): "When scoring, 1 VP per non-Victory card you have from an empty
Supply pile." (FAQ: "A Supply pile is only empty if it has no cards in it; a split pile with half
of the cards gone is not empty. Victory cards do not count, but Curses do.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score

KINGDOM = ["Village", "Smithy", "Market", "Encampment"]


def test_non_victory_cards_from_empty_piles_score_one_each() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Village", "Smithy", "Curse"], 1: ["Village"]},
                 supply={"Village": 0, "Curse": 0}, landscapes=["Tower"])
    assert score(s, 0) == 2 + 1 - 1  # two Villages, the Curse (its -1 VP too); Smithy's pile left
    assert score(s, 1) == 1


def test_victory_cards_do_not_count() -> None:
    """FAQ: "Victory cards do not count, but Curses do"."""
    s = scenario(KINGDOM, hands={0: ["Estate", "Estate"]}, supply={"Estate": 0},
                 landscapes=["Tower"])
    assert score(s, 0) == 2


def test_a_split_pile_with_cards_left_is_not_empty() -> None:
    """FAQ: "a split pile with half of the cards gone is not empty"."""
    s = scenario(KINGDOM, hands={0: ["Encampment", "Plunder"]}, supply={"Encampment": ["Plunder"]},
                 landscapes=["Tower"])
    assert score(s, 0) == 0
    s = scenario(KINGDOM, hands={0: ["Encampment", "Plunder"]}, supply={"Encampment": []},
                 landscapes=["Tower"])
    assert score(s, 0) == 2
