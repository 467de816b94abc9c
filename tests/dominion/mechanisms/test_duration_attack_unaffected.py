"""A Duration Attack's record remembers the seats its play did not affect (``unaffected``: Moat,
Lighthouse), so its later effects skip them (Blockade, Corsair); under a Throne Room a seat stays
unaffected only if neither resolution affected it."""

from __future__ import annotations

from typing import Final

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.card import CardType, attack, register
from dgsim.dominion.state import DurationRecord
from tests.dominion.helpers import act


def _later(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state


def _nothing_now(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state


SIEGE: Final = attack("Test Siege", cost=3, each_other=_nothing_now, on_duration=_later,
                      extra_types=(CardType.DURATION,),
                      text="Attack, Duration: nothing now; something next turn.")
register(SIEGE)

KINGDOM = ["Test Siege", "Moat", "Throne Room"]


def _unaffected(s: DominionState) -> frozenset[int]:
    return s.player(0).more.lasting.records[0].unaffected


def test_moat_holders_are_remembered() -> None:
    s = scenario(KINGDOM, hands={0: ["Test Siege"], 1: ["Moat"], 2: ["Moat"]}, players=3)
    s = act(act(act(s, "play Test Siege"), "reveal Moat", pid=1), "no", pid=2)
    assert _unaffected(s) == frozenset({1})


def test_nobody_unaffected() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Test Siege"]}), "play Test Siege")
    assert _unaffected(s) == frozenset()


def test_throne_room_unaffected_by_both_plays_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Test Siege"], 1: ["Moat"], 2: ["Moat"]},
                 players=3)
    s = act(act(s, "play Throne Room"), "play Test Siege")
    s = act(act(s, "reveal Moat", pid=1), "reveal Moat", pid=2)  # first play: both
    s = act(act(s, "reveal Moat", pid=1), "no", pid=2)  # second play: seat 1 only
    assert _unaffected(s) == frozenset({1})
    assert s.player(0).more.lasting.records[0].times == 2
