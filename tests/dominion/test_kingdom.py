"""Kingdoms: the 2nd-edition rulebook's recommended sets of 10 by name, seeded random kingdoms, errors."""

from __future__ import annotations

import pytest

from dgsim.dominion import KINGDOM_CARDS, RECOMMENDED, kingdom_cards, new_game, random_kingdom
from dgsim.dominion.cards import first_edition
from tests.dominion.helpers import names

# The recommended sets as printed in the Dominion 2nd-edition rulebook (cross-checked with the list in
# github.com/kieranmillar/extra-recommended-sets, officialKingdoms.js, and the DominionStrategy wiki
# page "Size Distortion"), written out here independently of dgsim/dominion/kingdom.py.
RULEBOOK = {
    "First Game": {"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel", "Smithy",
                   "Village", "Workshop"},
    "Size Distortion": {"Artisan", "Bandit", "Bureaucrat", "Chapel", "Festival", "Gardens", "Sentry",
                        "Throne Room", "Witch", "Workshop"},
    "Deck Top": {"Artisan", "Bureaucrat", "Council Room", "Festival", "Harbinger", "Laboratory",
                 "Moneylender", "Sentry", "Vassal", "Village"},
    "Sleight of Hand": {"Cellar", "Council Room", "Festival", "Gardens", "Harbinger", "Library",
                        "Militia", "Poacher", "Smithy", "Throne Room"},
    "Improvements": {"Artisan", "Cellar", "Market", "Merchant", "Mine", "Moat", "Moneylender",
                     "Poacher", "Remodel", "Witch"},
    "Silver & Gold": {"Bandit", "Bureaucrat", "Chapel", "Harbinger", "Laboratory", "Merchant", "Mine",
                      "Moneylender", "Throne Room", "Vassal"},
}


def test_recommended_sets_match_the_rulebook() -> None:
    """Every 2nd-edition recommended set is present with the rulebook's cards."""
    for name, cards in RULEBOOK.items():
        assert set(RECOMMENDED[name]) == cards, name


@pytest.mark.parametrize("name", sorted(RECOMMENDED))
def test_every_recommended_set_resolves(name: str) -> None:
    """Each name resolves to 10 distinct kingdom cards, and a game can be set up with it."""
    cards = kingdom_cards(name)
    assert len(cards) == 10 and len(set(cards)) == 10
    assert all(c in KINGDOM_CARDS for c in cards)
    mode = new_game(name, seed=1).mode
    assert set(mode.kingdom) == set(cards) | ({mode.bane} if mode.bane else set())  # Young Witch


def test_names_are_case_insensitive() -> None:
    """``"first game"`` is ``"First Game"``."""
    assert kingdom_cards("first game") == kingdom_cards("First Game")


def test_random_kingdoms_are_seeded() -> None:
    """``"random"``: 10 distinct kingdom cards, the same for the same seed, varying with the seed."""
    for seed in range(20):
        cards = kingdom_cards("random", seed)
        assert len(set(cards)) == 10
        assert all(c in KINGDOM_CARDS for c in cards)
        assert kingdom_cards("random", seed) == cards == random_kingdom(seed)
    assert len({kingdom_cards("random", seed) for seed in range(20)}) > 1


def test_random_kingdom_from_a_pool() -> None:
    """A random kingdom can be drawn from a given pool (here the 1st-edition cards only)."""
    pool = list(first_edition.CARDS)
    assert sorted(names(pool)) == ["Adventurer", "Chancellor", "Feast", "Spy", "Thief", "Woodcutter"]
    assert all(c.edition == 1 and c in KINGDOM_CARDS for c in pool)
    assert set(random_kingdom(3, size=4, pool=pool)) <= set(pool)
    assert len(set(random_kingdom(3, size=4, pool=pool))) == 4


def test_unknown_set_name_lists_the_known_ones() -> None:
    """A bad set name raises KeyError naming the recommended sets and 'random'."""
    with pytest.raises(KeyError, match="First Game") as info:
        kingdom_cards("Second Game")
    assert "random" in str(info.value) and "Second Game" in str(info.value)


def test_unknown_card_name_suggests_close_names() -> None:
    """A bad card name in a list raises KeyError with close names."""
    with pytest.raises(KeyError, match="Vilage"):
        kingdom_cards(["Vilage", "Smithy"])
    with pytest.raises(KeyError, match="Village"):
        kingdom_cards(["Vilage", "Smithy"])


def test_bad_lists() -> None:
    """A basic card or a repeated card is not a kingdom."""
    with pytest.raises(ValueError, match="not a kingdom card"):
        kingdom_cards(["Copper", "Smithy"])
    with pytest.raises(ValueError, match="twice"):
        kingdom_cards(["Smithy", "Smithy"])


def test_first_edition_cards_make_a_kingdom() -> None:
    """The 1st-edition cards can be used in a kingdom like any other."""
    s = new_game(["Adventurer", "Chancellor", "Feast", "Spy", "Thief", "Woodcutter", "Village",
                  "Smithy", "Market", "Moat"], seed=2)
    assert {c.name for c in s.mode.kingdom if c.edition == 1} == {
        "Adventurer", "Chancellor", "Feast", "Spy", "Thief", "Woodcutter"}
    assert s.supply_count("Feast") == 10
