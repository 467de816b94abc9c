"""Castles (Empires), the pile's randomizer, $3 Victory–Castle: "Sort the Castle pile by cost,
putting the more expensive Castles on the bottom. For a 2-player game, use only one of each Castle.
Only the top card of the pile can be gained or bought." (With 3 or more players, 12 cards: Humble
×2, Crumbling, Small ×2, Haunted, Opulent ×2, Sprawling, Grand, King's ×2.)"""

from __future__ import annotations

from dgsim.agents.agent import play_game
from dgsim.agents.bots import make_agent
from dgsim.dominion import card_named, new_game, scenario
from dgsim.dominion.cards.empires import CASTLE_CARDS
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Castles", "Workshop", "Village", "Smithy", "Market", "Moat", "Militia", "Cellar",
           "Festival", "Laboratory"]


def test_the_eight_castles() -> None:
    assert [(c.name, c.cost, c.type_line, c.vp) for c in CASTLE_CARDS] == [
        ("Humble Castle", 3, "Treasure - Victory - Castle", 0),
        ("Crumbling Castle", 4, "Victory - Castle", 1),
        ("Small Castle", 5, "Action - Victory - Castle", 2),
        ("Haunted Castle", 6, "Victory - Castle", 2),
        ("Opulent Castle", 7, "Action - Victory - Castle", 3),
        ("Sprawling Castle", 8, "Victory - Castle", 4),
        ("Grand Castle", 9, "Victory - Castle", 5),
        ("King's Castle", 10, "Victory - Castle", 0)]
    randomizer = card_named("Castles")
    assert randomizer.type_line == "Victory - Castle" and randomizer.is_kingdom
    assert not any(c.is_kingdom for c in CASTLE_CARDS)


def test_the_pile_by_player_count_sorted_by_cost() -> None:
    two = new_game(KINGDOM, players=2, seed=3)
    assert two.supply_count("Castles") == 8
    assert names(two.table.zones.mixed_piles[0]) == [c.name for c in CASTLE_CARDS]
    three = new_game(KINGDOM, players=3, seed=3)
    assert three.supply_count("Castles") == 12
    assert names(three.table.zones.mixed_piles[0]) == [
        "Humble Castle", "Humble Castle", "Crumbling Castle", "Small Castle", "Small Castle",
        "Haunted Castle", "Opulent Castle", "Opulent Castle", "Sprawling Castle", "Grand Castle",
        "King's Castle", "King's Castle"]
    # the order is the same for every seed: the pile is not shuffled
    assert new_game(KINGDOM, players=3, seed=9).table.zones.mixed_piles == \
        three.table.zones.mixed_piles


def test_only_the_top_is_bought_or_gained() -> None:
    s = scenario(["Castles", "Workshop"], hands={0: ["Gold", "Gold", "Gold", "Gold"]})
    s = act(s, "play all treasures")
    offered = [c for c in choices(s) if "Castle" in c]
    assert offered == ["buy Humble Castle"]
    s = act(s, "buy Humble Castle")
    assert s.supply_top("Castles") is card_named("Crumbling Castle")
    assert s.supply_count("Castles") == 7 and s.supply_count("King's Castle") == 7
    s = scenario(["Castles", "Workshop"], hands={0: ["Workshop"]},
                 supply={"Castles": ["Crumbling Castle", "Small Castle"]})
    s = act(s, "play Workshop")
    assert "gain Crumbling Castle" in choices(s) and "gain Small Castle" not in choices(s)


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Castles"])
    agents = [make_agent(b).reseed(k) for k, b in enumerate(("random", "bigmoney", "random"))]
    final = play_game(new_game(KINGDOM, players=3, seed=4, turn_limit=40), agents)
    assert final.game_end()
