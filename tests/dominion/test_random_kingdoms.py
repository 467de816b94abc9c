"""Random kingdoms from chosen sets (`new_game(kingdom="random", sets=...)`), Platinum and Colony by
the Prosperity rule, the rulebooks' recommended kingdoms by set, and exact saved-game rebuilds."""

from __future__ import annotations

import pytest

from dgsim.core import History
from dgsim.dominion import RECOMMENDED, new_game
from dgsim.dominion.card import registry
from dgsim.dominion.cards import SETS, cards_of_set
from dgsim.dominion.kingdom import (
    RECOMMENDED_BY_SET,
    RULEBOOK_KINGDOMS,
    RULEBOOK_LANDSCAPES,
    draw_kingdom,
    is_prosperity,
    pool_of_sets,
)


def big_sets() -> list[str]:
    """The sets with at least 10 kingdom cards implemented (Base now; more as sets land)."""
    return [name for name, cards in SETS.items() if sum(c.is_kingdom for c in cards) >= 10]


@pytest.mark.parametrize("seed", range(8))
def test_a_random_kingdom_comes_from_the_named_sets(seed: int) -> None:
    """10 distinct cards, all from the named sets, the same for the same seed."""
    for sets in (["Base"], ["Base", "Base 1E"], ["Base 1E", "Seaside", "Prosperity", "Intrigue"]):
        state = new_game("random", sets=sets, seed=seed)
        cards = state.mode.kingdom
        pool = {c for name in sets for c in cards_of_set(name)}
        assert len(set(cards)) == 10 and set(cards) <= pool
        assert new_game("random", sets=sets, seed=seed).mode.kingdom == cards


def test_random_kingdoms_vary_with_the_seed_and_cover_the_sets() -> None:
    """Over 60 seeds, a two-set draw shows cards of both sets and several kingdoms."""
    kingdoms = [new_game("random", sets=["Base 1E", "Seaside"], seed=s).mode.kingdom
                for s in range(60)]
    assert len(set(kingdoms)) > 30
    sets = {c.set_name for k in kingdoms for c in k}
    assert sets == {"Base 1E", "Seaside"}


def test_set_names_are_printed_names_any_case() -> None:
    """``"base"`` is ``"Base"``; ``"Base 1E"`` is a set of its own."""
    assert pool_of_sets(["base"]) == pool_of_sets(["Base"]) == SETS["Base"]
    assert set(pool_of_sets(["Base", "base 1e"])) == set(SETS["Base"]) | set(SETS["Base 1E"])
    assert pool_of_sets("Base") == SETS["Base"]  # a single name is one set, not its letters


def test_an_unknown_set_is_a_key_error_listing_the_known_sets() -> None:
    with pytest.raises(KeyError, match="Basic") as info:
        new_game("random", sets=["Basic"])
    for name in SETS:
        assert name in str(info.value)


def test_too_few_cards_is_a_clear_error() -> None:
    """Sets with fewer than 10 kingdom cards in all cannot make a kingdom; no set at all either."""
    small = min(SETS, key=lambda n: len(SETS[n]))
    assert len(SETS[small]) < 10
    with pytest.raises(ValueError, match=f"have {len(SETS[small])} kingdom cards.*needs 10"):
        new_game("random", sets=[small])
    with pytest.raises(ValueError, match="at least one set"):
        new_game("random", sets=[])


def test_sets_need_a_random_kingdom() -> None:
    with pytest.raises(ValueError, match="kingdom='random'"):
        new_game("First Game", sets=["Base"])


def test_colonies_follow_the_prosperity_rule() -> None:
    """A random kingdom uses Platinum and Colony exactly when a random one of its cards (drawn by
    the seed) is from Prosperity: never without a Prosperity card, and about as often as the share
    of Prosperity cards."""
    sets = ["Base", "Prosperity", "Prosperity 1E"]
    pool = pool_of_sets(sets)
    share = sum(1 for c in pool if is_prosperity(c)) / len(pool)
    with_colonies = 0
    for seed in range(300):
        state = new_game("random", sets=sets, seed=seed)
        cards, colonies = draw_kingdom(seed, sets)
        assert set(state.mode.kingdom) == set(cards)
        names = [c.name for c in state.mode.piles]
        assert ("Colony" in names) == ("Platinum" in names) == colonies
        if colonies:
            with_colonies += 1
            assert any(is_prosperity(c) for c in cards)
            assert state.supply_count("Colony") == 8 and state.supply_count("Platinum") == 12
    assert share - 0.1 < with_colonies / 300 < share + 0.1


def test_colonies_can_be_forced_either_way() -> None:
    for seed in range(40):
        assert "Colony" not in [c.name for c in
                                new_game("random", seed=seed, colonies=False).mode.piles]
        assert "Colony" in [c.name for c in new_game("random", seed=seed, colonies=True).mode.piles]


def test_a_card_list_or_base_kingdom_has_no_colonies_unless_asked() -> None:
    assert "Colony" not in [c.name for c in new_game(["King's Court", "Bank", "Hoard", "Peddler",
                                                       "Watchtower", "Loan", "Venture",
                                                       "Grand Market", "Contraband", "Village"],
                                                      seed=1).mode.piles]
    assert "Colony" not in [c.name for c in new_game("First Game").mode.piles]


def test_a_recommended_prosperity_kingdom_uses_colonies(monkeypatch: pytest.MonkeyPatch) -> None:
    """As the Prosperity rulebook lists Platinum and Colony with its recommended kingdoms."""
    cards = ("Bank", "Grand Market", "King's Court", "Peddler", "Watchtower", "Cellar", "Market",
             "Mine", "Moat", "Village")
    monkeypatch.setitem(RECOMMENDED, "Test Riches", cards)
    assert "Colony" in [c.name for c in new_game("Test Riches").mode.piles]
    assert "Colony" not in [c.name for c in new_game("Test Riches", colonies=False).mode.piles]


def test_potion_joins_for_alchemy_cards() -> None:
    """A drawn kingdom with Possession (costs a potion) has the Potion pile."""
    for seed in range(200):
        state = new_game("random", sets=["Base", "Alchemy"], seed=seed)
        has_potion_card = any(c.potion for c in state.mode.kingdom)
        assert ("Potion" in [c.name for c in state.mode.piles]) == has_potion_card


@pytest.mark.parametrize("seed", [0, 1, 7, 11, 20])
def test_saved_random_games_rebuild_exactly(seed: int) -> None:
    """The saved parameters name the drawn kingdom and Colonies: loading rebuilds the same game."""
    for colonies in (None, True):
        state = new_game("random", sets=["Base", "Prosperity", "Prosperity 1E", "Seaside"],
                         seed=seed, players=3, colonies=colonies).auto_step()
        text = History.start(state).to_json()
        loaded = History.from_json(text)
        assert loaded.initial == state
        assert loaded.initial.mode.piles == state.mode.piles


def test_saved_colony_games_record_it() -> None:
    seed = next(s for s in range(100) if draw_kingdom(s)[1])
    state = new_game("random", seed=seed)
    assert state.setup()["colonies"] is True
    assert state.setup()["kingdom"] == [c.name for c in draw_kingdom(seed)[0]]


def test_rulebook_kingdoms_are_ten_distinct_cards() -> None:
    for set_name, kingdoms in RULEBOOK_KINGDOMS.items():
        assert set_name in SETS
        for name, cards in kingdoms.items():
            assert len(set(cards)) == 10, name


def test_recommended_are_exactly_the_implemented_rulebook_kingdoms() -> None:
    """`RECOMMENDED` holds every rulebook kingdom whose cards and landscapes are all registered
    (Adventures' "Haste Potion" waits for Plan), and no other; `RECOMMENDED_BY_SET` names them by
    the set whose rulebook prints them."""
    known = registry()
    expected = {name: cards for kingdoms in RULEBOOK_KINGDOMS.values()
                for name, cards in kingdoms.items()
                if all(c in known for c in (*cards, *RULEBOOK_LANDSCAPES.get(name, ())))}
    assert expected == RECOMMENDED
    assert sorted(n for names in RECOMMENDED_BY_SET.values() for n in names) == sorted(RECOMMENDED)
    for set_name, names in RECOMMENDED_BY_SET.items():
        assert names and all(n in RULEBOOK_KINGDOMS[set_name] for n in names)
    assert RECOMMENDED_BY_SET["Base"][0] == "First Game"


# The Intrigue rulebook's kingdoms (2nd edition), written out independently of kingdom.py from
# github.com/kieranmillar/extra-recommended-sets, officialKingdoms.js.
INTRIGUE = {
    "Victory Dance": {"Masquerade", "Baron", "Ironworks", "Mill", "Courtier", "Duke", "Patrol",
                      "Replace", "Harem", "Nobles"},
    "The Plot Thickens": {"Lurker", "Pawn", "Steward", "Swindler", "Conspirator", "Ironworks",
                          "Mining Village", "Secret Passage", "Torturer", "Trading Post"},
    "Best Wishes": {"Courtyard", "Shanty Town", "Wishing Well", "Baron", "Conspirator", "Diplomat",
                    "Secret Passage", "Duke", "Torturer", "Upgrade"},
    "Underlings": {"Cellar", "Vassal", "Festival", "Library", "Sentry", "Pawn", "Diplomat",
                   "Courtier", "Minion", "Nobles"},
    "Grand Scheme": {"Workshop", "Militia", "Council Room", "Market", "Artisan", "Shanty Town",
                     "Bridge", "Mill", "Mining Village", "Patrol"},
    "Deconstruction": {"Village", "Remodel", "Throne Room", "Bandit", "Mine", "Lurker", "Swindler",
                       "Diplomat", "Replace", "Harem"},
}


def test_intrigue_rulebook_kingdoms_match_the_source() -> None:
    assert {k: set(v) for k, v in RULEBOOK_KINGDOMS["Intrigue"].items()} == INTRIGUE
