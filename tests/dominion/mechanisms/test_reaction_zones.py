"""Reaction zones ``"duration"`` and ``"game"`` (`dgsim.dominion.card.Reaction`).

``"duration"``: the reaction holds while a play of the Duration card waits for its owner's next turn
(its record in ``more.records`` or ``more.pending``), and a silent one applies once per event, its
effect reading the records (a Throne Room's play counts twice there). ``"game"``: the card's rule is
on the table (Embargo's tokens): it applies once, for the event's own seat, wherever the card is.
"""

from __future__ import annotations

from typing import Final

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.card import Reaction, action, duration, register
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.state import DurationRecord
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act
from tests.dominion.mechanisms.cards import vp


def _per_play(state: DominionState, owner: int, event: Event) -> DominionState:
    lasting = state.players[owner].more.lasting
    return vp(state, owner, sum(r.times for r in (*lasting.records, *lasting.pending) if r.card is WATCHER))


def _nothing(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state


WATCHER: Final = duration(
    "Test Watcher", cost=2, at_start=_nothing, expansion="Base",
    reactions=(Reaction(EventKind.GAIN, "duration", True, _per_play, asks=False),),
    text="Until your next turn, when another player gains a card, +1 VP token per play.")


def _buyer_token(state: DominionState, owner: int, event: Event) -> DominionState:
    return vp(state, owner)


TOLL: Final = action(
    "Test Toll", cost=2, text="When a player buys a Copper, they take a VP token.",
    reactions=(Reaction(EventKind.BUY, "game", None, _buyer_token, asks=False,
                        when=lambda s, o, e: e.card is not None and e.card.name == "Copper"),))

register(WATCHER, TOLL)


def test_duration_zone_once_per_event_reading_the_records() -> None:
    s = scenario(["Test Watcher", "Throne Room"], hands={0: ["Throne Room", "Test Watcher"]},
                 decks={0: ["Estate"] * 10}, players=3)
    s = act(act(s, "play Throne Room"), "play Test Watcher")
    s = end_turn(s)
    s = act(s, "buy Copper")  # seat 1 (its only buy: the turn ends)
    assert (s.player(0).vp_tokens, s.current) == (2, 2)  # one application, two plays
    s = act(s, "buy Copper")  # seat 2; then seat 0's next turn starts: nothing waits any more
    assert (s.player(0).vp_tokens, s.current) == (4, 0)
    s = act(act(s, "buy Copper"), "buy Copper")  # seat 0's own gain, then seat 1's
    assert (s.player(0).vp_tokens, s.current) == (4, 2)


def test_game_zone_applies_once_for_the_events_seat() -> None:
    s = scenario(["Test Toll"], hands={0: ["Copper"]}, players=3)
    s = act(act(s, "play all treasures"), "buy Copper")
    assert [p.vp_tokens for p in s.players] == [1, 0, 0]
