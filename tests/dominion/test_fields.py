"""Every state field is classified once (`dgsim.dominion.fields`), and knowledge follows the classes.

Issue 13: "Classify every field of the state (public, private to its owner,
per-turn, derived) once, and derive `info_key`, the observations and the
per-turn reset from that; a test fails when a field is not classified."
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace

import pytest

import dgsim
from dgsim.dominion import card_named, scenario
from dgsim.dominion.fields import (
    MORE,
    MORE_GROUP,
    PLAYER,
    STATE,
    TABLE,
    TABLE_GROUP,
    Seen,
    per_turn,
)
from dgsim.dominion.state import (
    NO_MORE,
    DominionState,
    DurationRecord,
    PlayerMore,
    PlayerState,
    Table,
)
from dgsim.dominion.state import (
    TABLE as EMPTY_TABLE,
)


@pytest.mark.parametrize(("cls", "table"), [(DominionState, STATE), (PlayerState, PLAYER)])
def test_every_field_is_classified(cls: type, table: dict[str, Seen]) -> None:
    names = [f.name for f in dataclasses.fields(cls)]
    assert set(names) == set(table), sorted(set(names) ^ set(table))


@pytest.mark.parametrize(("cls", "table", "group_of"), [(PlayerMore, MORE, MORE_GROUP),
                                                        (Table, TABLE, TABLE_GROUP)])
def test_every_field_of_a_grouped_record_is_classified(cls: type, table: dict[str, Seen],
                                                       group_of: dict[str, str]) -> None:
    """A grouped record's fields are its groups; every field of every group is classified, and
    `fields.MORE_GROUP`/`TABLE_GROUP` say which group holds it."""
    empty = cls()
    found = {}
    for group in dataclasses.fields(cls):
        for f in dataclasses.fields(getattr(empty, group.name)):
            found[f.name] = group.name
    assert found == group_of and set(found) == set(table)


def test_the_per_turn_reset_follows_the_classification() -> None:
    busy = EMPTY_TABLE.evolve(cost_cut=2, banned=("Gold",), plays=3, extra_turn="outpost",
                              trade_route=4, pile_tokens=(("Gold", 1),))
    fresh = busy.new_turn()
    for name in per_turn(TABLE):
        group = TABLE_GROUP[name]
        assert getattr(getattr(fresh, group), name) == getattr(getattr(EMPTY_TABLE, group), name)
    assert (fresh.tokens.trade_route, fresh.tokens.pile_tokens) == (4, (("Gold", 1),))
    assert EMPTY_TABLE.new_turn() is EMPTY_TABLE


def with_more(state: DominionState, pid: int, more: PlayerMore) -> DominionState:
    return state.with_player(pid, state.player(pid).with_more(more))


def base() -> DominionState:
    return scenario(["Smithy"], hands={0: ["Copper"], 1: ["Estate"]}, decks={1: ["Gold", "Silver"]})


def test_cards_set_aside_face_down_are_known_to_their_owner_only() -> None:
    haven = card_named("Smithy")  # any card: the record's aside is what matters
    gold, silver = card_named("Gold"), card_named("Silver")
    start = base()
    # seat 1 owns Gold, Gold, Silver either way: Silver set aside and Gold, Gold in the deck,
    # or Gold set aside and Gold, Silver in the deck
    a = with_more(start, 1, NO_MORE.evolve(records=(DurationRecord(haven, aside=(silver,)),)))
    a = replace(a, players=(a.players[0], replace(a.players[1], deck=(gold, gold))))
    b = with_more(start, 1, NO_MORE.evolve(records=(DurationRecord(haven, aside=(gold,)),)))
    b = replace(b, players=(b.players[0], replace(b.players[1], deck=(gold, silver))))
    assert dgsim.info_key(a, 0) == dgsim.info_key(b, 0)
    assert dgsim.info_key(a, 1) != dgsim.info_key(b, 1)
    assert a.player(1).duration == (silver,)
    # a different count set aside is public
    c = with_more(b, 1, NO_MORE.evolve(records=(DurationRecord(haven, aside=(gold, silver)),)))
    c = replace(c, players=(c.players[0], replace(c.players[1], deck=(gold,))))
    assert dgsim.info_key(c, 0) != dgsim.info_key(b, 0)


def test_private_mats_are_hidden_public_mats_are_not() -> None:
    gold, silver = card_named("Gold"), card_named("Silver")
    start = base()
    private_a = with_more(start, 1, NO_MORE.evolve(mats=(("Native Village", (gold,)),)))
    private_b = with_more(start, 1, NO_MORE.evolve(mats=(("Native Village", (silver,)),)))
    # swap the deck so both seats own the same cards
    private_b = replace(private_b, players=(private_b.players[0], replace(
        private_b.players[1], deck=(gold, gold))))
    private_a = replace(private_a, players=(private_a.players[0], replace(
        private_a.players[1], deck=(gold, silver))))
    assert dgsim.info_key(private_a, 0) == dgsim.info_key(private_b, 0)
    assert dgsim.info_key(private_a, 1) != dgsim.info_key(private_b, 1)
    public_a = with_more(start, 1, NO_MORE.evolve(mats=(("Island", (gold,)),)))
    public_b = with_more(start, 1, NO_MORE.evolve(mats=(("Island", (silver,)),)))
    assert dgsim.info_key(public_a, 0) != dgsim.info_key(public_b, 0)
    assert private_a.player(1).mats == {"Native Village": (gold,)}


def test_determinize_redeals_private_cards_and_keeps_the_info_key() -> None:
    gold = card_named("Gold")
    state = with_more(base(), 1, NO_MORE.evolve(mats=(("Native Village", (gold,)),),
                                                records=(DurationRecord(gold, aside=(gold,)),)))
    seen = set()
    for seed in range(30):
        det = dgsim.determinize(state, 0, random.Random(seed))
        assert dgsim.info_key(det, 0) == dgsim.info_key(state, 0)
        assert sorted(det.player(1).all_cards()) == sorted(state.player(1).all_cards())
        seen.add(det.player(1).mats["Native Village"])
        # the owner's own view keeps its private cards where they are
        own = dgsim.determinize(state, 1, random.Random(seed))
        assert own.player(1).more == state.player(1).more
    assert len(seen) > 1


def test_a_possessor_sees_the_possessed_hand() -> None:
    start = scenario(["Smithy"], hands={0: ["Gold"], 1: ["Copper"]}, decks={0: ["Estate"]},
                     current=0)
    possessed = replace(start, table=EMPTY_TABLE.evolve(possessor=1, kind="possession"))
    other = replace(possessed, players=(replace(possessed.players[0], hand=(card_named("Estate"),),
                                                deck=(card_named("Gold"),)), possessed.players[1]))
    assert dgsim.info_key(possessed, 1) != dgsim.info_key(other, 1)
    assert dgsim.info_key(start, 1) != dgsim.info_key(possessed, 1)
    plain_other = replace(other, table=EMPTY_TABLE)
    assert dgsim.info_key(start, 1) == dgsim.info_key(plain_other, 1)
    det = dgsim.determinize(possessed, 1, random.Random(0))
    assert det.player(0).hand == possessed.player(0).hand


def test_observation_and_terminal_view_show_mats_and_hide_private_cards() -> None:
    from dgsim.dominion.observation import observation
    from dgsim.dominion.view import show_state

    gold, smithy = card_named("Gold"), card_named("Smithy")
    state = with_more(base(), 1, NO_MORE.evolve(
        mats=(("Island", (gold,)), ("Native Village", (gold, gold))), vp_tokens=3, pirate_ship=2,
        durations=(smithy,), records=(DurationRecord(smithy, aside=(gold,)),)))
    mine, theirs = observation(state, 1).players[1], observation(state, 0).players[1]
    assert mine.mats == (("Island", ("Gold",)), ("Native Village", ("Gold", "Gold")))
    assert theirs.mats == (("Island", ("Gold",)), ("Native Village", 2))
    assert (mine.face_down, theirs.face_down) == (("Gold",), 1)
    assert (theirs.duration, theirs.vp_tokens, theirs.pirate_ship) == (("Smithy",), 3, 2)
    text = show_state(state, viewer=0)
    assert "Native Village mat: 2 cards" in text and "Island mat: Gold" in text
    assert "set aside face down: 1 cards" in text and "3 VP tokens" in text
    assert "Native Village mat: 2 Gold" in show_state(state, viewer=None)


def test_where_another_seat_knows_its_deck_is_not_seen() -> None:
    """A Stash placed by its owner (`position k`): the position is known to the owner only."""
    copper, stash = card_named("Copper"), card_named("Stash")
    start = scenario(["Smithy"], hands={0: [], 1: []})
    owner = 1 << 1
    seat1 = start.players[1]
    at2 = replace(start, players=(start.players[0], replace(
        seat1, deck=(copper, copper, stash, copper)).with_known(deck_known=(0, 0, owner))))
    at3 = replace(start, players=(start.players[0], replace(
        seat1, deck=(copper, copper, copper, stash)).with_known(deck_known=(0, 0, 0, owner))))
    assert dgsim.info_key(at2, 0) == dgsim.info_key(at3, 0)
    assert dgsim.info_key(at2, 1) != dgsim.info_key(at3, 1)


def test_knowledge_of_its_own_deck_top_is_not_seen_by_the_others() -> None:
    """A seat that alone knows its top card, and the same seat knowing nothing: to every other
    seat the two states are one (their info keys are equal); to the seat itself they differ."""
    copper, gold = card_named("Copper"), card_named("Gold")
    start = scenario(["Smithy"], hands={0: [], 1: []}, decks={1: ["Gold", "Copper"]})
    seat1 = start.players[1]
    assert seat1.more is NO_MORE
    knows = replace(start, players=(start.players[0], seat1.with_known(deck_known=(1 << 1,))))
    assert knows.players[1].more is not NO_MORE and knows.players[1].deck == (gold, copper)
    assert dgsim.info_key(knows, 0) == dgsim.info_key(start, 0)
    assert dgsim.info_key(knows, 1) != dgsim.info_key(start, 1)
    assert knows.players[1].with_known(deck_known=()).more is NO_MORE  # empty again: shared


def test_the_classification_tables_are_named_apart_from_the_records() -> None:
    """`fields.TABLE_SEEN` (who sees each `Table` field) is not `state.TABLE` (the empty table);
    the older names stay for code written against them."""
    from dgsim.dominion import fields

    assert fields.TABLE is fields.TABLE_SEEN and fields.MORE is fields.MORE_SEEN
    assert fields.STATE is fields.STATE_SEEN and fields.PLAYER is fields.PLAYER_SEEN
    assert fields.BOARD is fields.BOARD_SEEN and EMPTY_TABLE.is_empty()


def test_mats_declare_their_privacy_where_they_are_used() -> None:
    """Each mat's privacy is declared with the mat (`declare_mat`), by the module that uses it:
    the private ones are Native Village's, Masquerade's passing, the looked-at cards and Save's
    set-aside card; Island's is public; a second declaration with the other privacy is refused."""
    from dgsim.dominion import library
    from dgsim.dominion.cards import adventures_events, intrigue, seaside
    from dgsim.dominion.fields import PRIVATE_MATS, SET_ASIDE_MATS, declare_mat

    assert list(PRIVATE_MATS) == sorted([seaside.NATIVE_VILLAGE_MAT, intrigue.PASSING,
                                         library.LOOKING, adventures_events.SAVE_MAT])
    assert {adventures_events.SAVE_MAT, adventures_events.INHERITANCE_MAT} == SET_ASIDE_MATS
    assert seaside.ISLAND_MAT not in PRIVATE_MATS and 3 not in PRIVATE_MATS
    assert declare_mat("Native Village", private=True) == "Native Village"  # agreeing: fine
    with pytest.raises(ValueError, match="'Island' is declared both private and public"):
        declare_mat("Island", private=True)
    assert repr(PRIVATE_MATS) == "PRIVATE_MATS(Looking, Masquerade, Native Village, Save)"
