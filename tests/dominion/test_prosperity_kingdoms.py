"""The Prosperity rulebooks' kingdoms are offered once all their cards are implemented: the whole of
Prosperity (both editions) now is, so the 1st-edition rulebook's three kingdoms and the
2nd-edition ones whose other sets are done are offered; each plays to the end with Platinum and
Colony."""

from __future__ import annotations

from dgsim.agents import RandomAgent, play_game
from dgsim.dominion import RECOMMENDED, new_game
from dgsim.dominion.cards import SETS
from dgsim.dominion.kingdom import is_prosperity


def test_prosperity_is_complete() -> None:
    """The 2nd edition's 25 kingdom cards, and the 9 cards of the 1st edition that the 2nd removed
    (its other 16 are the 2nd edition's cards)."""
    assert len(SETS["Prosperity"]) == 25
    assert len(SETS["Prosperity 1E"]) == 9


def test_first_edition_kingdoms_are_offered() -> None:
    """Beginners, Friendly Interactive (Trade Route) and Big Actions (Quarry) resolve."""
    for name in ("Beginners", "Friendly Interactive", "Big Actions", "Exploding Kingdom",
                 "Counting Contest"):
        assert name in RECOMMENDED, name


def test_big_actions_plays_to_the_end() -> None:
    """Big Actions: 10 Prosperity cards, so Platinum and Colony; random agents finish a game."""
    state = new_game("Big Actions", players=2, seed=3)
    assert all(is_prosperity(c) for c in state.mode.kingdom)
    assert {"Platinum", "Colony"} <= {c.name for c in state.mode.piles}
    final = play_game(state, [RandomAgent(1), RandomAgent(2)])
    assert final.game_end()
