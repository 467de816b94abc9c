"""Keep (Empires Landmark): "When scoring, 5 VP per differently named Treasure you have, that you
have more copies of than each other player, or tied for most." (FAQ: "This applies to each
different Treasure being used in the game. If all players have the same number of copies of a
Treasure, they all get the 5 VP for that Treasure.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.score import score

KINGDOM = ["Village", "Smithy", "Market"]


def test_most_copies_of_each_treasure_score_5_each() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper", "Copper", "Silver"], 1: ["Copper", "Gold"]},
                 decks={1: ["Silver", "Silver"]}, landscapes=["Keep"])
    assert score(s, 0) == 5  # Copper (2 to 1); Silver lost (1 to 2)
    assert score(s, 1) == 10  # Silver, Gold


def test_a_tie_for_most_scores_for_every_tied_player() -> None:
    """FAQ: "If all players have the same number of copies of a Treasure, they all get the 5 VP"."""
    s = scenario(KINGDOM, hands={0: ["Silver"], 1: ["Silver"], 2: ["Copper"]}, players=3,
                 landscapes=["Keep"])
    assert (score(s, 0), score(s, 1), score(s, 2)) == (5, 5, 5)


def test_a_treasure_nobody_has_scores_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate"], 1: []}, landscapes=["Keep"])
    assert (score(s, 0), score(s, 1)) == (1, 0)
