"""The play event (`EventKind.PLAY`): in a game where something listens to it, each play of a card
(each resolution: Throne Room's two) is told as it starts; what reacts is pushed below the card's
own effects, so it finds them done and the card in play (Corsair). A game without a listener never
tells it, and a listener that does not apply leaves nothing on the stack."""

from __future__ import annotations

from typing import Final

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.card import Reaction, action, register
from dgsim.dominion.event import Event, EventKind
from tests.dominion.helpers import act
from tests.dominion.mechanisms.cards import vp


def _coins_then(state: DominionState, owner: int, event: Event) -> DominionState:
    """+1 VP token per $ the player has when the play is told (its coins are counted already)."""
    return vp(state, event.seat, state.players[event.seat].coins)


WATCH: Final = action(
    "Test Playwatch", cost=2, text="When a player plays a Silver, +1 VP token per $ they have.",
    reactions=(Reaction(EventKind.PLAY, "game", None, _coins_then, asks=False,
                        when=lambda s, o, e: e.card is not None and e.card.name == "Silver"),))


def _action_count(state: DominionState, owner: int, event: Event) -> DominionState:
    return vp(state, event.seat)


COUNTER: Final = action(
    "Test Playcount", cost=2, text="When a player plays a Village, +1 VP token.",
    reactions=(Reaction(EventKind.PLAY, "game", None, _action_count, asks=False,
                        when=lambda s, o, e: e.card is not None and e.card.name == "Village"),))
register(WATCH, COUNTER)


def test_a_base_game_never_tells_it() -> None:
    assert not scenario(["Village"], hands={0: []}).mode.hears_play
    assert scenario(["Test Playwatch"], hands={0: []}).mode.hears_play


def test_told_after_the_play_resolved() -> None:
    s = scenario(["Test Playwatch"], hands={0: ["Silver", "Copper", "Silver"]})
    s = act(s, "play all treasures")  # Silver ($2: 2 tokens), Copper, Silver ($5: 5 tokens)
    assert (s.player(0).coins, s.player(0).vp_tokens) == (5, 7)


def test_each_resolution_of_an_action_is_a_play() -> None:
    s = scenario(["Test Playcount", "Village", "Throne Room"], hands={0: ["Throne Room", "Village"]},
                 decks={0: ["Copper"] * 4})
    s = act(act(s, "play Throne Room"), "play Village")
    assert s.player(0).vp_tokens == 2
