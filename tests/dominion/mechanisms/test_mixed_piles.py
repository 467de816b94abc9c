"""Piles of several cards (DESIGN "Later sets and landscapes", Piles): a kingdom names the pile by
its randomizer (``Knights``); `supply_count` counts it by that name or any of its cards';
`supply_top` is its top card; only the top is bought or gained (``buy Dame Anna``); a shuffled
pile's order below the top is unseen (`info_key`, `determinize`); `scenario` takes a pile's exact
cards, top first. The Ruins come with every Looter (Dark Ages rulebook: "10 Ruins per player
after the first")."""

from __future__ import annotations

import random

import pytest

from dgsim.core import InvalidActionError
from dgsim.dominion import new_game, scenario
from dgsim.dominion.card import card_named
from dgsim.dominion.hidden import determinize, info_key
from dgsim.dominion.library import game_cards
from tests.dominion.helpers import act, choices, names, zones

TEN = ["Knights", "Cultist", "Village", "Smithy", "Market", "Moat", "Militia", "Cellar",
       "Workshop", "Festival"]


def test_a_new_game_deals_the_knights_and_the_ruins() -> None:
    """Ten Knights, one of each, shuffled; 10 Ruins per opponent, drawn from the 50."""
    for players, ruins in ((2, 10), (3, 20), (6, 50)):
        s = new_game(TEN, players=players, seed=4)
        knights = s.table.zones.mixed_piles[s.mode.mixed.index(s.mode.by_name["Knights"])]
        assert sorted(names(knights)) == sorted(c.name for c in card_named("Knights").pile)
        assert s.supply_count("Knights") == s.supply_count("Sir Martin") == 10
        assert s.supply_count("Ruins") == s.supply_count("Survivors") == ruins
        assert s.supply_top("Knights") is knights[0]


def test_the_shuffle_follows_the_seed() -> None:
    tops = {new_game(TEN, seed=seed).supply_top("Knights") for seed in range(12)}
    assert len(tops) > 3  # the order is shuffled, not printed
    assert new_game(TEN, seed=5).table == new_game(TEN, seed=5).table


def test_only_the_top_is_bought() -> None:
    """``buy <top card>``; another Knight of the pile is no choice; the next one shows."""
    s = scenario(["Knights"], hands={0: ["Gold", "Gold"]},
                 supply={"Knights": ["Sir Martin", "Dame Anna"]})
    s = act(s, "end actions") if "end actions" in choices(s) else s
    s = act(s, "play all treasures")
    labels = choices(s)
    assert "buy Sir Martin" in labels and "buy Dame Anna" not in labels
    gen = s.action_generator(0)
    with pytest.raises(InvalidActionError):
        gen.choose("buy Dame Anna")
    s = act(s, "buy Sir Martin")
    assert s.supply_count("Knights") == 1
    assert s.supply_top("Knights") is card_named("Dame Anna")
    assert sorted(names(s.player(0).all_cards())) == ["Gold", "Gold", "Sir Martin"]


def test_an_empty_pile_of_several_cards_is_an_empty_supply_pile() -> None:
    s = scenario(["Knights"], hands={0: ["Gold"]}, supply={"Knights": []})
    assert s.supply_count("Knights") == 0 and s.supply_top("Knights") is None
    s = act(s, "play all treasures")
    assert not any(label.startswith("buy Dame") or label.startswith("buy Sir")
                   for label in choices(s))


def test_a_returned_card_goes_on_top() -> None:
    s = scenario(["Knights"], hands={0: []}, supply={"Knights": ["Dame Anna"]})
    s = s.with_supply(card_named("Sir Destry"), 1)
    assert s.supply_count("Knights") == 2
    assert names(s.table.zones.mixed_piles[0]) == ["Sir Destry", "Dame Anna"]


def test_gaining_a_card_that_is_not_on_top_gains_nothing() -> None:
    from dgsim.dominion.effect import gain

    s = scenario(["Knights"], hands={0: []}, supply={"Knights": ["Dame Anna", "Sir Destry"]})
    assert gain(s, 0, card_named("Sir Destry")) is s
    after = gain(s, 0, card_named("Dame Anna"))
    assert zones(after, 0) == {"discard": ["Dame Anna"]}
    assert after.supply_top("Knights") is card_named("Sir Destry")


def test_a_gain_from_the_supply_offers_the_top() -> None:
    """Workshop ("Gain a card costing up to $4"): the top Knight ($5) is out of reach, and so is
    the $4 Sir Martin below it; Feast ($5) offers ``gain <top card>``, never the randomizer."""
    s = scenario(["Workshop", "Knights"], hands={0: ["Workshop"]},
                 supply={"Knights": ["Dame Anna", "Sir Martin"]})
    s = act(s, "play Workshop")
    assert not {"gain Sir Martin", "gain Dame Anna", "gain Knights"} & set(choices(s))
    s = scenario(["Feast", "Knights"], hands={0: ["Feast"]},
                 supply={"Knights": ["Dame Anna", "Sir Martin"]})
    s = act(s, "play Feast")
    assert "gain Dame Anna" in choices(s)
    assert not {"gain Sir Martin", "gain Knights"} & set(choices(s))
    s = act(s, "gain Dame Anna")
    assert s.supply_top("Knights") is card_named("Sir Martin")


def test_scenario_checks_a_pile_given_card_by_card() -> None:
    with pytest.raises(ValueError, match="not a card of the Knights pile"):
        scenario(["Knights"], hands={0: []}, supply={"Knights": ["Gold"]})
    with pytest.raises(ValueError, match="holds 1 Dame Anna"):
        scenario(["Knights"], hands={0: []}, supply={"Knights": ["Dame Anna", "Dame Anna"]})
    with pytest.raises(ValueError, match="only a pile of several cards"):
        scenario(["Village"], hands={0: []}, supply={"Village": ["Village"]})
    with pytest.raises(ValueError, match="at most 10"):
        scenario(["Knights"], hands={0: []}, supply={"Knights": 11})
    s = scenario(["Cultist"], hands={0: []}, supply={"Ruins": 25})
    assert s.supply_count("Ruins") == len(s.table.zones.mixed_piles[0]) == 25
    s = scenario(["Knights"], hands={0: []}, supply={"Knights": 3})
    assert s.supply_count("Knights") == len(s.table.zones.mixed_piles[0]) == 3


def test_a_scenario_pile_is_saved_and_replayed() -> None:
    import json

    from dgsim.core.registry import build_game

    s = scenario(["Knights"], hands={0: ["Gold"]}, supply={"Knights": ["Sir Martin", "Dame Anna"]})
    doc = json.loads(json.dumps(dict(s.setup())))  # as a saved game holds it
    game = doc.pop("game")
    again = build_game(game, doc)
    assert again == s


def test_the_order_below_the_top_is_unseen() -> None:
    """Two games differing only below the Knights' top: no seat tells them apart, and
    determinize keeps the top and the pile's size while redrawing the rest."""
    a = scenario(["Knights"], hands={0: []}, supply={"Knights": ["Dame Anna", "Sir Martin",
                                                                   "Sir Destry"]})
    b = scenario(["Knights"], hands={0: []}, supply={"Knights": ["Dame Anna", "Sir Destry",
                                                                   "Sir Martin"]})
    assert info_key(a, 0) == info_key(b, 0) and info_key(a, 1) == info_key(b, 1)
    c = scenario(["Knights"], hands={0: []}, supply={"Knights": ["Sir Martin", "Dame Anna",
                                                                   "Sir Destry"]})
    assert info_key(a, 0) != info_key(c, 0)
    rng = random.Random(3)
    seen = set()
    for _ in range(20):
        d = determinize(a, 0, rng)
        pile = d.table.zones.mixed_piles[0]
        assert pile[0] is card_named("Dame Anna") and len(pile) == 3
        assert info_key(d, 0) == info_key(a, 0)
        seen.add(pile[1:])
    assert len(seen) > 2  # redrawn from the Knights not seen elsewhere, not only reordered


def test_determinize_leaves_out_the_cards_seen_elsewhere() -> None:
    s = scenario(["Knights"], hands={0: ["Sir Vander"]}, discards={1: ["Sir Bailey"]},
                 supply={"Knights": ["Dame Anna", *[c.name for c in card_named("Knights").pile
                                                     if c.name not in ("Dame Anna", "Sir Vander",
                                                                       "Sir Bailey")][:4]]})
    rng = random.Random(1)
    for _ in range(10):
        pile = names(determinize(s, 1, rng).table.zones.mixed_piles[0])
        assert "Sir Vander" not in pile and "Sir Bailey" not in pile and len(pile) == 5


def test_naming_a_card_offers_the_piles_cards() -> None:
    s = scenario(["Knights"], hands={0: []})
    named = {c.name for c in game_cards(s)}
    assert {"Knights", "Dame Anna", "Sir Vander"} <= named


def test_a_looter_brings_the_ruins() -> None:
    s = new_game(TEN, seed=2)
    assert "Ruins" in s.mode.by_name
    plain = new_game(["Village", "Smithy", "Market", "Moat", "Militia", "Cellar", "Workshop",
                      "Festival", "Laboratory", "Witch"], seed=2)
    assert "Ruins" not in plain.mode.by_name
    for seed in range(10):
        brought = new_game(["Death Cart", *plain.mode.kingdom[1:]], seed=seed)
        assert brought.supply_count("Ruins") == 10


def test_the_piles_are_never_kingdom_cards() -> None:
    from dgsim.dominion import KINGDOM_CARDS, kingdom_cards

    assert card_named("Knights") in KINGDOM_CARDS
    for name in ("Dame Anna", "Ruins", "Survivors", "Spoils"):
        assert card_named(name) not in KINGDOM_CARDS
        with pytest.raises(ValueError, match="not a kingdom card"):
            kingdom_cards([name])


@pytest.mark.parametrize("seed", range(6))
def test_random_bots_play_the_looters_and_knights_to_the_end(seed: int) -> None:
    """Random play of a kingdom with every pile of this kind keeps the fuzzer's invariants
    (cards conserved, each pile's cards as many as its count) to the end of the game."""
    from benchmarks import fuzz
    from dgsim.agents import make_agent

    kingdom = ["Knights", "Cultist", "Death Cart", "Marauder", "Village", "Smithy", "Chapel",
               "Moat", "Throne Room", "Remodel"]
    state = new_game(kingdom, players=2 + seed % 3, seed=seed, turn_limit=30)
    agents = [make_agent(f"random:seed={seed + i}") if i % 2 else make_agent("bigmoney")
              for i in range(state.mode.players)]
    expected = fuzz.total_cards(state)
    while (pid := state.waiting_for()) is not None:
        fuzz.check_state(state, expected, f"seed {seed}")
        state = state.action_step(pid, agents[pid].act(state, state.action_generator(pid)))
        state = state.auto_step()
    assert state.game_end()


def test_a_pile_of_several_cards_changes_one_card_at_a_time() -> None:
    s = scenario(["Knights"], hands={0: []}, supply={"Knights": ["Dame Anna"]})
    with pytest.raises(ValueError, match="one card at a time"):
        s.with_supply(card_named("Dame Anna"), -2)
    assert s.with_supply(card_named("Sir Destry"), -1) is s  # not in the pile: unchanged


def test_determinize_keeps_cards_beyond_the_makeup() -> None:
    """More cards below the top than the makeup leaves (only a hand-made state can have them: a
    full Knights pile with one more Knight put on top): they are kept, in a new order, so the
    pile keeps its size."""
    s = scenario(["Knights"], hands={0: []}, supply={"Knights": 10})
    below = sorted(names(s.table.zones.mixed_piles[0]))
    s = s.with_supply(card_named("Sir Destry"), 1)
    pile = determinize(s, 0, random.Random(2)).table.zones.mixed_piles[0]
    assert pile[0] is card_named("Sir Destry")
    assert sorted(names(pile[1:])) == below
