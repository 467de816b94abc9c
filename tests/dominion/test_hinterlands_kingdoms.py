"""Hinterlands' rulebook kingdoms are offered now that both editions are complete: the ten of the
2nd-edition rulebook (Hinterlands alone, with Base, Intrigue, Seaside, Prosperity) and the two
1st-edition ones whose names the 2nd edition did not reuse. Written out independently of
kingdom.py from github.com/kieranmillar/extra-recommended-sets, officialKingdoms.js (the
2nd-edition kingdoms: "Introduction", "Bargains", "Happy Trails", "Adventures Abroad", "Money for
Nothing", "The Duke's Ball", "Travelers", "Runners", "Instant Gratification", "Treasure Trove" —
the last two with Platinum and Colony; the 1st edition's "Fair Trades" and "Gambits"). One is
played to the end."""

from __future__ import annotations

import pytest

from dgsim.agents import RandomAgent, play_game
from dgsim.dominion import RECOMMENDED, new_game
from dgsim.dominion.cards import SETS
from dgsim.dominion.kingdom import RECOMMENDED_BY_SET, RULEBOOK_KINGDOMS

SECOND = {
    "Introduction": {"Crossroads", "Develop", "Oasis", "Jack of All Trades", "Nomads",
                     "Spice Merchant", "Weaver", "Cartographer", "Margrave", "Stables"},
    "Bargains": {"Fool's Gold", "Scheme", "Trader", "Trail", "Cauldron", "Haggler", "Highway",
                 "Souk", "Wheelwright", "Border Village"},
    "Happy Trails": {"Cellar", "Workshop", "Moneylender", "Throne Room", "Library", "Oasis",
                     "Nomads", "Trail", "Berserker", "Highway"},
    "Adventures Abroad": {"Vassal", "Remodel", "Festival", "Laboratory", "Sentry", "Crossroads",
                          "Fool's Gold", "Guard Dog", "Souk", "Witch's Hut"},
    "Money for Nothing": {"Pawn", "Shanty Town", "Patrol", "Replace", "Torturer", "Tunnel",
                          "Jack of All Trades", "Weaver", "Cartographer", "Wheelwright"},
    "The Duke's Ball": {"Masquerade", "Conspirator", "Duke", "Upgrade", "Harem", "Guard Dog",
                        "Scheme", "Trail", "Inn", "Wheelwright"},
    "Travelers": {"Lookout", "Warehouse", "Cutpurse", "Island", "Merchant Ship", "Crossroads",
                  "Cartographer", "Souk", "Stables", "Farmland"},
    "Runners": {"Smugglers", "Blockade", "Caravan", "Sailor", "Bazaar", "Guard Dog", "Nomads",
                "Berserker", "Cauldron", "Wheelwright"},
    "Instant Gratification": {"Watchtower", "Bishop", "Mint", "Hoard", "Expand", "Oasis", "Trail",
                              "Berserker", "Cauldron", "Haggler"},
    "Treasure Trove": {"Clerk", "Monument", "Tiara", "Crystal Ball", "Bank", "Fool's Gold",
                       "Develop", "Guard Dog", "Cauldron", "Inn"},
}
FIRST = {
    "Fair Trades": {"Duchess", "Develop", "Noble Brigand", "Silk Road", "Trader", "Cartographer",
                    "Ill-Gotten Gains", "Stables", "Border Village", "Farmland"},
    "Gambits": {"Crossroads", "Oasis", "Oracle", "Tunnel", "Jack of All Trades", "Nomad Camp",
                "Cartographer", "Embassy", "Inn", "Mandarin"},
}
COLONY = {"Instant Gratification", "Treasure Trove"}


def test_both_sets_complete() -> None:
    """26 cards in the 2nd edition, the 9 it removed in Hinterlands 1E."""
    assert len(SETS["Hinterlands"]) == 26
    assert {c.name for c in SETS["Hinterlands 1E"]} == {
        "Cache", "Duchess", "Embassy", "Ill-Gotten Gains", "Mandarin", "Noble Brigand",
        "Nomad Camp", "Oracle", "Silk Road"}


def test_lists_as_printed() -> None:
    assert {k: set(v) for k, v in RULEBOOK_KINGDOMS["Hinterlands"].items()} == SECOND
    assert {k: set(v) for k, v in RULEBOOK_KINGDOMS["Hinterlands 1E"].items()} == FIRST
    assert set(RECOMMENDED_BY_SET["Hinterlands"]) == set(SECOND)
    assert set(RECOMMENDED_BY_SET["Hinterlands 1E"]) == set(FIRST)


@pytest.mark.parametrize("name", sorted(SECOND | FIRST))
def test_offered(name: str) -> None:
    state = new_game(name, seed=3)
    assert {c.name for c in state.mode.kingdom} == set(RECOMMENDED[name])
    assert {"Platinum", "Colony"} <= {c.name for c in state.mode.piles} or name not in COLONY
    assert name in COLONY or "Colony" not in {c.name for c in state.mode.piles}


def test_one_is_played_to_the_end() -> None:
    """Random agents play Bargains (Cauldron, Haggler, Scheme, Trail) to its end, 3 players."""
    state = new_game("Bargains", players=3, seed=5, turn_limit=30)
    final = play_game(state, [RandomAgent(1), RandomAgent(2), RandomAgent(3)])
    assert final.game_end()
