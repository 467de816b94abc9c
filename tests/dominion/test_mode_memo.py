"""A game's `Mode` derives its tables once per set of cards; a named kingdom is looked up once."""

from __future__ import annotations

import pytest

from dgsim.dominion import mode as mode_module
from dgsim.dominion import new_game
from dgsim.dominion.cards import card_named
from dgsim.dominion.event import EventKind
from dgsim.dominion.kingdom import kingdom_cards
from dgsim.dominion.setup import make_mode

FIRST_GAME = kingdom_cards("First Game")


def test_modes_of_one_kingdom_share_their_derived_tables() -> None:
    two, three = make_mode(FIRST_GAME, 2), make_mode(FIRST_GAME, 3)
    assert two.index is three.index and two.buy_choices is three.buy_choices
    assert two.players == 2 and three.players == 3 and three.empty_piles_to_end == 3
    assert [c.name for c in two.piles].index("Province") == two.province_index


def test_derived_tables_follow_the_cards() -> None:
    """Other piles or other extras: other tables (Watchtower hears gains, Moat hears attacks)."""
    plain = make_mode(FIRST_GAME, 2)
    with_tower = make_mode((*FIRST_GAME[:9], card_named("Watchtower")), 2)
    with_extra = make_mode(FIRST_GAME, 2, extras=(card_named("Watchtower"),))
    assert not plain.hears_gain and with_tower.hears_gain and with_extra.hears_gain
    assert card_named("Watchtower") in with_tower.index
    assert card_named("Watchtower") not in with_extra.index
    assert with_extra.reactors is not plain.reactors
    assert plain.reactors == {EventKind.ATTACK: frozenset({card_named("Moat")})}
    assert with_tower.reactors[EventKind.GAIN] == frozenset({card_named("Watchtower")})


def test_a_full_table_starts_over() -> None:
    """The memo is bounded: at 1,000 sets of cards it is emptied before the next one goes in.

    (The module's own table is filled: the compiled build binds it at import.)"""
    table = mode_module._DERIVED
    base = make_mode(FIRST_GAME, 2)
    value = table[(base.piles, base.extras, base.landscapes)]
    kept = dict(table)
    copper = card_named("Copper")
    try:
        table.clear()
        for i in range(1_000):
            table[((), (copper,) * i, ())] = value
        mode = make_mode(FIRST_GAME, 2)
        assert list(table) == [(mode.piles, mode.extras, mode.landscapes)]
        assert mode.index[card_named("Moat")] == mode.by_name["Moat"]
    finally:
        table.clear()
        table.update(kept)


def test_a_named_kingdom_is_found_once_in_any_case() -> None:
    cards = kingdom_cards("First Game")
    assert kingdom_cards("first game") is cards and kingdom_cards("FIRST GAME", seed=5) is cards
    assert new_game("first game", seed=3).mode.kingdom == new_game("First Game", seed=3).mode.kingdom
    with pytest.raises(KeyError, match="no recommended kingdom 'Second Game'"):
        kingdom_cards("Second Game")
