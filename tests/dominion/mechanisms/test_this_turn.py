"""A "this turn, when ..." ability: a play starts it (`start_this_turn`), its `Reaction` with zone
``"this_turn"`` hears the events of the rest of that turn, once per play that started it (silent
reactions), or as one offer per event (reactions that ask); the next turn it is gone."""

from __future__ import annotations

from typing import Final

from dgsim.dominion import scenario
from dgsim.dominion.card import Reaction, register, treasure
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.state import DominionState
from dgsim.dominion.trigger import start_this_turn, this_turn_count
from tests.dominion.helpers import act, choices


def _token(state: DominionState, owner: int, event: Event) -> DominionState:
    p = state.players[owner]
    return state.with_player(owner, p.with_more(p.more.evolve(vp_tokens=p.more.tokens.vp_tokens + 1)))


def _tally(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, TALLY)


def _ask(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, ASKER)


TALLY: Final = treasure("Test Tally", cost=2, coins=1, then=_tally, buys=1,
                        text="$1 +1 Buy. This turn, when you gain a card, +1 VP.",
                        reactions=(Reaction(EventKind.GAIN, "this_turn", False, _token,
                                            asks=False),))
ASKER: Final = treasure("Test Asker", cost=2, coins=1, then=_ask, buys=1,
                        text="$1 +1 Buy. This turn, when you gain a card, you may take +1 VP.",
                        reactions=(Reaction(EventKind.GAIN, "this_turn", False, _token),))
register(TALLY, ASKER)


def test_once_per_play_for_the_rest_of_the_turn() -> None:
    """Two Tallies played: each gain gives 2 VP; not before they are played, not next turn."""
    s = scenario(["Test Tally"], hands={0: ["Test Tally", "Test Tally"]},
                 decks={0: ["Copper"] * 5})
    s = act(s, "play Test Tally")
    assert this_turn_count(s, 0, TALLY) == 1
    s = act(s, "play Test Tally")
    s = act(s, "buy Copper")
    assert s.player(0).vp_tokens == 2
    s = act(s, "buy Copper")
    assert s.player(0).vp_tokens == 4
    s = act(s, "end turn")  # seat 0's turn ends: seat 1 plays
    assert this_turn_count(s, 0, TALLY) == 0 and s.current == 1


def test_other_players_gains_and_asking_reactions() -> None:
    """An asking one is one offer
    per gain, ``reveal <Card>`` or ``no``, however many plays started it."""
    s = scenario(["Test Asker"], hands={0: ["Test Asker", "Test Asker"]})
    s = act(act(s, "play Test Asker"), "play Test Asker")
    s = act(s, "buy Copper")
    assert choices(s) == ("reveal Test Asker", "no")
    s = act(s, "reveal Test Asker")
    assert s.player(0).vp_tokens == 1 and "buy Copper" in choices(s)
