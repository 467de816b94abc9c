"""The JSON-lines protocol with the later sets' state (docs/protocol.md): landscapes in ``start``
and in every observation, VP tokens on landscapes, a seat's debt and tokens; keys absent when
empty, so a base game's messages are unchanged."""

from __future__ import annotations

import json

from dgsim.dominion import new_game, scenario
from dgsim.dominion.tokens import move_token
from dgsim.dominion.vp import add_landmark_vp
from dgsim.protocol.jsonl import observation, start_message


def test_start_lists_the_landscapes_with_their_kind_cost_and_text() -> None:
    s = scenario(["Village", "Smithy"], hands={0: []}, landscapes=["Alms", "Orchard"])
    start = json.loads(start_message(s, 0, ["a", "b"]))
    assert [(x["name"], x["kind"], x["cost"]) for x in start["landscapes"]] == [
        ("Alms", "Event", 0), ("Orchard", "Landmark", 0)]
    assert start["landscapes"][0]["text"].startswith("Once per turn")
    assert "landscapes" not in json.loads(start_message(new_game("First Game"), 0, ["a", "b"]))


def test_observations_show_landscapes_tokens_and_debt() -> None:
    s = scenario(["Village", "Smithy"], hands={0: [], 1: []}, landscapes=["Lost Arts", "Orchard"],
                 seat_counters={1: {"debt": 3}})
    s = add_landmark_vp(move_token(s, 1, "+1 Action", "Village"), "Orchard", 2)
    seen = observation(s, 0)
    assert seen["landscapes"] == ["Lost Arts", "Orchard"]
    assert seen["landmark_vp"] == {"Orchard": 2}
    others = seen["others"]
    assert isinstance(others, list)
    other = next(o for o in others if isinstance(o, dict) and o["seat"] == 1)
    assert other["debt"] == 3 and other["tokens"] == {"+1 Action": "Village"}
    plain = observation(new_game("First Game"), 0)
    assert not {"landscapes", "landmark_vp", "pile_vp"} & set(plain)


def test_observations_show_tax_debt_and_obelisks_pile() -> None:
    from dgsim.dominion.observation import observation as seat_view

    s = scenario(["Village", "Smithy"], hands={0: []}, landscapes=["Tax", "Obelisk"])
    seen = observation(s, 1)
    debt = seen["pile_debt"]
    assert isinstance(debt, dict) and debt["Village"] == 1 and debt["Province"] == 1
    assert seen["landscape_piles"] == {"Obelisk": s.landscape_pile("Obelisk")}
    view = seat_view(s, 1)
    assert dict(view.pile_debt)["Smithy"] == 1 and view.landscape_piles == (
        ("Obelisk", s.landscape_pile("Obelisk")),)
