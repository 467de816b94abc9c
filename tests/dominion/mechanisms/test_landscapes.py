"""Landscapes (docs/architecture.md, "Landscapes"): Events bought with a buy (``buy <Name>``,
beside the cards), Landmarks that score every seat, ``new_game(landscapes=...)`` and the same on
`scenario`, ``state.landscapes``, random kingdoms dealing them with the randomizers, saved games
keeping them. DESIGN.md, "Later sets and landscapes"; Adventures rulebook: "Events are not
Kingdom cards [...] Buying an Event uses up a Buy [...] Buying an Event is not buying a card"."""

from __future__ import annotations

import pickle
from typing import Final

import pytest

from dgsim.core import InvalidActionError
from dgsim.core.registry import SavedGameError, game_spec, validate_params
from dgsim.dominion import new_game, scenario
from dgsim.dominion.card import Reaction, landmark, register
from dgsim.dominion.cards import ALL_LANDSCAPES, KINGDOM_CARDS, LANDSCAPE_SETS
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.landscape import (
    MAX_RANDOM_LANDSCAPES,
    check_landscapes,
    draw_landscapes,
    landscapes_of_sets,
)
from dgsim.dominion.library import take_vp
from dgsim.dominion.observation import observation
from dgsim.dominion.score import score
from dgsim.dominion.state import DominionState
from dgsim.dominion.view import show_state
from tests.dominion.helpers import act, choices

KINGDOM = ["Village", "Smithy", "Market"]


def test_scenario_and_state_name_the_landscapes_in_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}, landscapes=["Orchard", "Alms"])
    assert s.landscapes == ("Orchard", "Alms")
    assert '"landscapes": ["Orchard", "Alms"]' in s.mode.setup_json


def test_an_event_is_bought_beside_the_cards_with_a_buy_and_its_cost() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Silver", "Copper"]}, landscapes=["Expedition"])
    s = act(s, "play Market")  # +1 Buy, +$1
    s = act(s, "play all treasures")  # $4
    labels = choices(s)
    assert labels.index("buy Expedition") == labels.index("end turn") - 1  # after the cards
    s = act(s, "buy Expedition")
    p = s.player(0)
    assert (p.coins, p.buys) == (1, 1)
    assert s.table.turn.landscapes_bought == ("Expedition",)
    assert "play Copper" not in choices(s)  # no Treasures after buying, an Event included


def test_an_event_costing_more_than_the_coins_is_not_offered_and_is_refused() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper", "Copper"]}, landscapes=["Expedition"])
    s = act(s, "play all treasures")
    assert "buy Expedition" not in choices(s)
    waiting = s
    with pytest.raises(InvalidActionError):
        act(s, "buy Expedition")
    assert s == waiting


def test_buying_an_event_is_no_buy_of_a_card() -> None:
    """Adventures rulebook: "Buying an Event is not buying a card" (nothing is gained, no
    when-buy ability hears it: Hoard's Gold is not gained)."""
    s = scenario(["Hoard", *KINGDOM], hands={0: ["Hoard", "Gold"]}, decks={0: ["Estate"] * 7},
                 landscapes=["Expedition"])
    gold = s.supply_count("Gold")
    s = act(s, "play all treasures")
    s = act(s, "buy Expedition")
    assert s.current == 1  # the only buy was used
    assert s.supply_count("Gold") == gold
    assert sorted(c.name for c in s.player(0).discard) == ["Gold", "Hoard"]


def test_an_event_needs_a_buy_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"]}, landscapes=["Expedition", "Alms"])
    s = act(s, "play all treasures")
    s = act(s, "buy Silver")
    assert s.current == 1  # no buy left: the turn ended, no Event offered


def test_a_once_per_turn_event_is_offered_once_a_turn() -> None:
    """Alms: "Once per turn: If you have no Treasures in play, gain a card costing up to $4."""
    s = scenario(KINGDOM, hands={0: ["Market", "Market"]}, landscapes=["Alms"])
    s = act(s, "play Market")
    s = act(s, "play Market")
    s = act(s, "buy Alms")
    s = act(s, "gain Smithy")
    assert "buy Alms" not in choices(s)
    with pytest.raises(InvalidActionError):
        act(s, "buy Alms")


def test_alms_gains_nothing_with_a_treasure_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}, decks={0: ["Estate"] * 5}, landscapes=["Alms"])
    s = act(s, "play all treasures")
    s = act(s, "buy Alms")
    assert s.current == 1 and [c.name for c in s.player(0).discard] == ["Copper"]
    s = scenario(KINGDOM, hands={0: ["Estate"]}, landscapes=["Alms"])
    s = act(s, "buy Alms")
    assert "gain Silver" in choices(s) and "gain Smithy" in choices(s)
    assert "gain Market" not in choices(s)  # $5


def test_expedition_draws_two_extra_cards_for_the_next_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"]}, decks={0: ["Copper"] * 8},
                 landscapes=["Expedition"])
    s = act(s, "play all treasures")
    s = act(s, "buy Expedition")
    assert len(s.player(0).hand) == 7 and len(s.player(0).deck) == 1


def test_a_landmark_scores_every_seat() -> None:
    """Bandit Fort: "When scoring, -2 VP for each Silver and each Gold you have"; Orchard: "When
    scoring, 4 VP per differently named Action card you have 3 or more copies of"."""
    s = scenario(KINGDOM, hands={0: ["Silver", "Gold", "Estate"], 1: ["Village"] * 3},
                 decks={1: ["Smithy"] * 2}, landscapes=["Bandit Fort", "Orchard"])
    assert score(s, 0) == 1 - 4
    assert score(s, 1) == 4
    plain = scenario(KINGDOM, hands={0: ["Silver", "Gold", "Estate"]})
    assert score(plain, 0) == 1


def test_landscapes_are_checked() -> None:
    with pytest.raises(ValueError, match="not a landscape"):
        scenario(KINGDOM, hands={0: []}, landscapes=["Village"])
    with pytest.raises(ValueError, match="twice"):
        check_landscapes(["Alms", "Alms"])
    with pytest.raises(KeyError):
        new_game("First Game", landscapes=["Almz"])
    with pytest.raises(ValueError, match="Trait"):
        new_game("First Game", traits={"Cheap": "Village"})
    assert new_game("First Game", traits={}).landscapes == ()


def test_landscapes_are_no_kingdom_cards() -> None:
    assert not set(ALL_LANDSCAPES) & set(KINGDOM_CARDS)
    assert all(c.is_landscape and not c.is_kingdom for c in ALL_LANDSCAPES)
    assert set(LANDSCAPE_SETS["Adventures"]) <= set(landscapes_of_sets(["adventures"]))
    assert landscapes_of_sets(["Base"]) == ()


def test_new_game_takes_landscapes_and_a_saved_game_keeps_them() -> None:
    s = new_game("First Game", seed=3, landscapes=["Alms", "Bandit Fort"])
    assert s.landscapes == ("Alms", "Bandit Fort")
    assert new_game("First Game", seed=3).landscapes == ()  # a recommended kingdom: none
    spec = game_spec("dominion")
    params = validate_params("dominion", spec.params,
                             {"kingdom": [c.name for c in s.mode.kingdom], "seed": 3,
                              "landscapes": ["Alms", "Bandit Fort"]}, spec.is_name)
    assert params["landscapes"] == ["Alms", "Bandit Fort"]
    assert spec.build(**params) == s
    with pytest.raises(SavedGameError):
        validate_params("dominion", spec.params, {"kingdom": ["Village"], "landscapes": ["Nope"]},
                        spec.is_name)


def test_random_kingdoms_deal_at_most_two_landscapes_from_the_sets() -> None:
    pool = tuple(LANDSCAPE_SETS["Adventures"]) + tuple(LANDSCAPE_SETS["Empires"])
    # (a pool of randomizers as many sets' give: with 20 kingdom cards and the 30-odd Empires and
    # Adventures landscapes, every deal would hold one)
    dealt = [draw_landscapes(seed, 300, pool) for seed in range(200)]
    assert all(len(d) <= MAX_RANDOM_LANDSCAPES and len(set(d)) == len(d) for d in dealt)
    assert any(d for d in dealt)
    few = [draw_landscapes(seed, 20, pool[:3]) for seed in range(200)]  # (with many, one comes)
    assert any(d for d in few) and any(not d for d in few)
    assert draw_landscapes(5, 20, pool) == draw_landscapes(5, 20, pool)
    assert new_game("random", sets=["Base"], seed=1).landscapes == ()  # Base has none
    games = [new_game("random", seed=seed) for seed in range(40)]
    assert any(g.landscapes for g in games)
    assert all(set(g.landscapes) <= {c.name for c in ALL_LANDSCAPES} for g in games)
    forced = new_game("random", seed=1, landscapes=[])
    assert forced.landscapes == () and forced.mode.kingdom == new_game("random", seed=1).mode.kingdom


def test_states_with_landscapes_pickle_equal_and_offer_the_same() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"]}, landscapes=["Alms", "Expedition"])
    s = act(s, "play all treasures")
    copy = pickle.loads(pickle.dumps(s))
    assert copy == s and choices(copy) == choices(s)


def test_views_show_the_landscapes_and_their_tokens() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"]}, landscapes=["Alms", "Orchard"])
    view = observation(s, 1)
    assert view.landscapes == ("Alms", "Orchard")
    text = show_state(s, viewer=0)
    assert "Landscapes: Alms (Event, $0), Orchard (Landmark)" in text


def _plus_coin(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.add_coins(owner, 1)


def _vp_token(state: DominionState, owner: int, event: Event) -> DominionState:
    return take_vp(state, owner)


PHASE_MARK: Final = register(landmark(
    "Test Phase Mark", expansion="Test", text="At the start of your Buy phase, +$1. At the end "
    "of your Buy phase, +1 VP.",
    reactions=(Reaction(event=EventKind.BUY_START, zone="game", others=False, effect=_plus_coin,
                        asks=False),
               Reaction(event=EventKind.BUY_END, zone="game", others=False, effect=_vp_token,
                        asks=False))))[0]


def test_the_start_and_the_end_of_a_buy_phase_are_told() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper", "Village"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Test Phase Mark"])
    s = act(s, "play Village")  # no Action left in hand: the Buy phase starts
    assert s.player(0).coins == 1
    s = act(s, "play all treasures")  # the Copper in hand and the one Village drew
    assert s.player(0).coins == 3
    s = act(s, "buy Silver")  # the only buy: the Buy phase ends
    assert s.player(0).vp_tokens == 1 and s.current == 1
    assert s.phase is not None and s.player(1).coins == 1  # seat 1 (no Action): its Buy phase


def test_the_end_of_a_buy_phase_by_end_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Test Phase Mark"])
    s = act(s, "end turn")
    assert s.player(0).vp_tokens == 1
