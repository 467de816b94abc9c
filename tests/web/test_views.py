"""Views of a state for the page: expansion zones (mats, tokens), curves, names of seats."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

from dgsim.core import History
from dgsim.dominion import DominionState, card_named, new_game, scenario
from dgsim.web.sessions import seat_names
from dgsim.web.views import _mats, _supply, curves, seat_view, table_view
from tests.web.support import Json


def test_mats_and_tokens_show_when_a_state_has_them() -> None:
    island, native = card_named("Smithy"), card_named("Gold")
    seat = SimpleNamespace(mats={"Island": (island,), "Native Village": (native, native)}, vp_tokens=3)
    assert _mats(seat, True) == {"Island": ["Smithy"], "Native Village": ["Gold", "Gold"], "VP tokens": 3}
    assert _mats(seat, False) == {"Island": ["Smithy"], "Native Village": 2, "VP tokens": 3}
    passing = SimpleNamespace(mats={"Masquerade": (native,)})  # a card being passed, face down
    assert _mats(passing, False) == {"Masquerade": 1} and _mats(passing, True) == {"Masquerade": ["Gold"]}
    assert _mats(SimpleNamespace(), True) == {}
    coffers = scenario(["Baker"], hands={0: ["Copper"]}, seat_counters={1: {"coffers": 3}})
    assert _mats(coffers.players[1], False) == {"Coffers": 3}  # (seat_counters sets it, over Baker's 1)
    assert _mats(coffers.players[0], False) == {"Coffers": 1}
    state = scenario(["Smithy"], hands={0: ["Copper"]})
    tokened = dataclasses.replace(state, table=state.table.evolve(pile_tokens=(("Silver", 1),)))
    piles = {p["name"]: p for p in _supply(tokened, 0)}
    assert piles["Silver"]["tokens"] == 1 and "tokens" not in piles["Gold"]
    assert piles["Copper"]["affordable"] is True and piles["Silver"]["affordable"] is False
    assert "affordable" not in _supply(state, None)[0]


def test_curves_follow_each_seats_turns() -> None:
    assert curves([]) == ([], [])
    state = new_game("First Game", seed=2).auto_step()
    vp, money = curves([state])
    assert vp == [[], []] and money == [[], []]
    done = dataclasses.replace(state, players=tuple(p.with_counters(turns=1) for p in state.players))
    vp, money = curves([state, done])
    assert vp == [[3], [3]] and money == [[0.7], [0.7]]


def test_the_table_shows_every_hand_and_a_seat_view_only_its_own() -> None:
    state = scenario(["Smithy"], hands={0: ["Smithy"], 1: ["Gold", "Silver"]}, decks={1: ["Province"]})
    table: Json = table_view(state, ("a", "b"))
    assert table["players"][1]["hand"] == ["Gold", "Silver"] and table["players"][1]["deck"] == ["Province"]
    mine: Json = seat_view(state, 0, ("a", "b"))
    assert mine["players"][1]["hand"] == [] and mine["players"][1]["hand_size"] == 2
    assert "deck" not in mine["players"][1] and mine["players"][0]["hand"] == ["Smithy"]


def test_seat_names_come_from_the_saved_games_meta() -> None:
    history: History[DominionState] = History.start(new_game("First Game", 2, 1))
    assert seat_names(history) == ("seat 0", "seat 1")
    assert seat_names(history.with_meta({"agents": ["x", "y"]})) == ("x", "y")
    assert seat_names(history.with_meta({"names": ["p", "q"]})) == ("p", "q")
    assert seat_names(history.with_meta({"agents": ["only one"]})) == ("seat 0", "seat 1")


def test_the_landscapes_show_beside_the_supply_with_costs_tokens_and_texts() -> None:
    from dgsim.dominion.tokens import move_token
    from dgsim.dominion.vp import add_landmark_vp

    s = scenario(["Village", "Smithy"], hands={0: ["Gold"]}, landscapes=["Alms", "Orchard"],
                 seat_counters={0: {"debt": 2}})
    s = add_landmark_vp(move_token(s, 0, "+1 Action", "Village"), "Orchard", 3)
    view = seat_view(s, 0, ("you", "bot"))
    lands = view["landscapes"]
    assert isinstance(lands, list) and [x["name"] for x in lands] == ["Alms", "Orchard"]
    alms, orchard = lands
    assert alms["cost"] == 0 and alms["affordable"] is True and alms["kind"] == "Event"
    assert "cost" not in orchard and orchard["vp"] == 3 and orchard["text"].startswith("When")
    assert table_view(s, ("you", "bot"))["landscapes"] == [
        {**alms, "affordable": alms["affordable"]} if False else {k: v for k, v in alms.items()
                                                                   if k != "affordable"},
        orchard]
    mats = _mats(s.player(0), True)
    assert mats["Debt"] == 2 and mats["+1 Action token"] == "Village"
