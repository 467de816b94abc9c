"""The start of Clean-up as an event (`EventKind.CLEANUP`): "when you discard this from play".

A game whose cards listen to it takes Clean-up's general path; the event is told before anything
is discarded, so a reaction with zone ``"in_play"`` still finds every card in play, and the
discarding and the draw wait until what it pushed has resolved. A base game never tells it.
"""

from __future__ import annotations

from typing import Final

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.card import Reaction, action, register
from dgsim.dominion.event import Event, EventKind
from tests.dominion.helpers import act, choices, zones
from tests.dominion.mechanisms.cards import vp


def _count_in_play(state: DominionState, owner: int, event: Event) -> DominionState:
    return vp(state, owner, len(state.players[owner].in_play))


def _topdeck_self(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.remove_from(owner, "in_play", (RETURNER,)).add_to(owner, "deck", (RETURNER,))


CENSUS: Final = action(
    "Test Census", cost=2, text="When you discard this from play, +1 VP token per card in play.",
    reactions=(Reaction(EventKind.CLEANUP, "in_play", False, _count_in_play, asks=False),))
RETURNER: Final = action(
    "Test Returner", cost=2, actions=1,
    text="+1 Action. When you discard this from play, you may put this onto your deck.",
    reactions=(Reaction(EventKind.CLEANUP, "in_play", False, _topdeck_self, verb="topdeck",
                        repeatable=True),))

register(CENSUS, RETURNER)


def test_a_base_game_never_tells_it() -> None:
    s = scenario(["Village"], hands={0: []})
    assert EventKind.CLEANUP not in s.mode.listens
    assert not s.mode.general_cleanup
    assert scenario(["Test Census"], hands={0: []}).mode.general_cleanup


def test_told_while_every_card_is_in_play_once_per_copy() -> None:
    s = scenario(["Test Census", "Village"],
                 hands={0: ["Village", "Test Census", "Test Census", "Copper"]},
                 decks={0: ["Estate"] * 6})
    s = act(act(s, "play Village"), "play Test Census")
    s = act(s, "play Test Census")
    s = act(s, "play all treasures")
    s = act(s, "end turn")
    assert s.player(0).vp_tokens == 2 * 4  # two copies, each saw Village, 2 Tallies, Copper
    assert zones(s, 0) == {"hand": ["Estate"] * 5,
                           "discard": ["Estate", "Copper", "Test Census", "Test Census", "Village"]}
    assert s.current == 1


def test_an_asking_reaction_waits_for_its_answer_before_the_draw() -> None:
    s = scenario(["Test Returner"], hands={0: ["Test Returner", "Test Returner"]},
                 decks={0: ["Estate"] * 5})
    s = act(s, "play Test Returner")
    s = act(s, "play Test Returner")
    s = act(s, "end turn")
    assert s.current == 0 and choices(s) == ("topdeck Test Returner", "no")
    s = act(s, "topdeck Test Returner")
    assert choices(s) == ("topdeck Test Returner", "no")  # asked again: one still in play
    s = act(s, "no")
    assert zones(s, 0) == {"hand": ["Test Returner", "Estate", "Estate", "Estate", "Estate"],
                           "deck": ["Estate"], "discard": ["Test Returner"]}
    assert s.current == 1
