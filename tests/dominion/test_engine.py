"""Engine edges of the Dominion package: the card registry, zones, setup errors, saved setups."""

from __future__ import annotations

import pickle
from typing import cast

import pytest

from dgsim import InvalidActionError
from dgsim.dominion import ALL_CARDS, KINGDOM_CARDS, card_named, new_game, scenario
from dgsim.dominion.card import Card, CardType, action, register, registry
from dgsim.dominion.cards import ALL_LANDSCAPES, SETS
from dgsim.dominion.cards.basic import CARDS as BASIC
from dgsim.dominion.state import ZONES, PlayerState, Zone, as_zone


def test_every_card_is_registered_once_with_a_unique_name() -> None:
    names = [c.name for c in ALL_CARDS]
    in_sets = {c for cards in SETS.values() for c in cards}
    assert len(names) == len(set(names)) == len(BASIC) + len(in_sets)
    assert len(SETS["Base"]) == 26 and len(SETS["Base 1E"]) == 6 and len(BASIC) == 10
    # cards the tests define for mechanisms are named "Test ..."
    assert {n: c for n, c in registry().items() if not n.startswith("Test ")} == {
        c.name: c for c in (*ALL_CARDS, *ALL_LANDSCAPES)}  # landscapes share the namespace
    assert not {c.name for c in ALL_CARDS} & {c.name for c in ALL_LANDSCAPES}
    prizes = {c for c in ALL_CARDS if CardType.PRIZE in c.types}  # outside the supply
    assert {c.name for c in prizes} == {"Bag of Gold", "Diadem", "Followers", "Princess",
                                        "Trusty Steed"}
    # the cards that come with others: Prizes, Ruins, Shelters, Rewards, the cards of a pile of
    # several cards (Knights) and those outside the supply (Spoils)
    with_others = {c for c in ALL_CARDS if c.not_kingdom or c.types & {
        CardType.PRIZE, CardType.RUINS, CardType.SHELTER, CardType.REWARD}}
    assert prizes <= with_others
    assert {"Ruins", "Survivors", "Spoils", "Dame Anna"} <= {c.name for c in with_others}
    assert set(KINGDOM_CARDS) == set(ALL_CARDS) - set(BASIC) - with_others
    assert all(card.text for card in ALL_CARDS)


def test_no_set_module_defines_a_card_missing_from_its_cards() -> None:
    import importlib
    import pkgutil

    import dgsim.dominion.cards as package

    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"dgsim.dominion.cards.{info.name}")
        own: tuple[Card, ...] = (*getattr(module, "CARDS", ()), *getattr(module, "LANDSCAPES", ()))
        assert own, info.name  # a set module exports its cards, its landscapes or both
        elsewhere = set(BASIC).union(*(set(c) for c in SETS.values() if c is not own))
        if info.name == "basic":
            elsewhere = set().union(*(set(c) for c in SETS.values()))
        defined = {v for v in vars(module).values() if isinstance(v, Card)} - elsewhere
        assert defined <= set(own), (info.name, sorted(c.name for c in defined - set(own)))


def test_every_set_card_names_its_set() -> None:
    for name, cards in SETS.items():
        assert all(c.set_name == name for c in cards), name


def test_card_named_is_forgiving_and_helpful() -> None:
    assert card_named("council room") is card_named("Council Room")
    assert card_named("ThroneRoom") is card_named("Throne Room")
    assert card_named("Kings Court") is card_named("King's Court")
    with pytest.raises(KeyError, match=r"did you mean Village\b"):  # (or Villa, Empires)
        card_named("Villag")
    with pytest.raises(KeyError, match=r"did you mean Smithy\?"):
        card_named("Smithyy")
    with pytest.raises(KeyError, match="no card named 'Zzz'"):
        card_named("Zzz")


def test_a_second_card_with_a_known_name_is_refused() -> None:
    impostor = action("Village", cost=3, text="+1 Card +2 Actions.")
    with pytest.raises(ValueError, match="two cards are named 'Village'"):
        register(impostor)
    assert register(card_named("Village")) == (card_named("Village"),)  # the same card is fine


def test_cards_are_singleton_values() -> None:
    village = card_named("Village")
    assert pickle.loads(pickle.dumps(village)) is village
    assert repr(village) == "card_named('Village')"
    assert hash(village) == village.key and village == village and village != card_named("Smithy")
    assert sorted([card_named("Smithy"), village, card_named("Cellar")])[0].name == "Cellar"
    assert card_named("Moat").type_line == "Action - Reaction"
    assert card_named("Militia").type_line == "Action - Attack"
    assert card_named("Curse").types == frozenset({CardType.CURSE})
    assert isinstance(village, Card)


def test_zone_access_by_name() -> None:
    p = PlayerState(hand=(card_named("Copper"),), deck=(), discard=())
    assert p.zone("hand") == (card_named("Copper"),)
    assert p.with_zone("set_aside", p.hand).set_aside == p.hand
    pocket = cast(Zone, "pocket")  # untyped data: the zone functions still check the name
    with pytest.raises(ValueError, match="unknown zone"):
        p.zone(pocket)
    with pytest.raises(ValueError, match="unknown zone"):
        p.with_zone(pocket, ())
    with pytest.raises(ValueError, match="unknown zone 'pocket'; a player's zones are hand, deck"):
        as_zone("pocket")
    assert [as_zone(z) for z in ZONES] == list(ZONES)
    assert p.count("Copper") == 1 and p.count("Estate") == 0


def test_removing_a_card_that_is_not_there_raises() -> None:
    s = scenario(["Village"], hands={0: ["Copper"]})
    with pytest.raises(InvalidActionError, match="no Estate in player 0's hand"):
        s.remove_from(0, "hand", (card_named("Estate"),))


def test_scenario_rejects_bad_seats_and_piles() -> None:
    with pytest.raises(ValueError, match="seat 2 outside"):
        scenario(["Village"], hands={2: ["Copper"]})
    with pytest.raises(ValueError, match="current seat 3 outside"):
        scenario(["Village"], hands={}, current=3)
    with pytest.raises(KeyError, match="Smithy is not in this game's supply"):
        scenario(["Village"], hands={}, supply={"Smithy": 3})
    with pytest.raises(ValueError, match="2 to 6 players"):
        new_game("First Game", players=7)


def test_supply_counts_and_saved_setup() -> None:
    s = scenario(["Village"], hands={0: []}, supply={"Village": 4})
    assert s.supply_count("Village") == 4 and s.supply_count("Smithy") == 0
    assert s.pile_count(card_named("Smithy")) == 0
    assert s.setup()["game"] == "dominion-scenario"
    g = new_game("First Game", seed=3)
    assert g.setup()["seed"] == 3


def test_a_state_built_by_hand_cannot_be_saved() -> None:
    from dataclasses import replace

    s = scenario(["Village"], hands={0: []})
    bare = replace(s, board=replace(s.board, mode=replace(s.mode, setup_json="{}")))
    with pytest.raises(InvalidActionError, match="not built by new_game or scenario"):
        bare.setup()
