"""Rules that a card sets for a whole game or turn, on small test cards: a this-turn cost cut for
Action cards only (`Table.action_cut`, Quarry), a gain that knows it was bought (`Event.bought`,
Hoard), the start of a turn announced to reactions in hand (`Mode.hears_turn_start`, Clerk), and
cards that are Treasures in games using a card (`Card.game_treasures`, `Mode.treasures`:
Charlatan's Curse)."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from dgsim.dominion import scenario
from dgsim.dominion.card import Card, CardType, Reaction, action, register, treasure
from dgsim.dominion.cards import card_named
from dgsim.dominion.cost import cost
from dgsim.dominion.effect import PlayCard
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.state import DominionState
from tests.dominion.helpers import act, choices, zones


def _cut(state: DominionState, pid: int) -> DominionState:
    return replace(state, table=state.table.evolve(action_cut=state.table.turn.action_cut + 2))


def _token(state: DominionState, owner: int, event: Event) -> DominionState:
    p = state.players[owner]
    return state.with_player(owner, p.with_more(p.more.evolve(vp_tokens=p.more.tokens.vp_tokens + 1)))


def _play_it(state: DominionState, owner: int, event: Event) -> DominionState:
    return PlayCard(owner, BELL).execute(state)


CHISEL: Final = treasure("Test Chisel", cost=2, coins=1, then=_cut,
                         text="$1. This turn, Action cards cost $2 less.")
TALLY: Final = treasure("Test Bought Tally", cost=2, coins=1, text="Own bought gains: +1 VP.",
                        reactions=(Reaction(EventKind.GAIN, "in_play", False, _token, asks=False,
                                            when=lambda s, o, e: e.bought),))
BELL: Final = action("Test Bell", cost=2, coins=1, text="+$1. At the start of your turn, you may "
                     "play this.", extra_types=(CardType.REACTION,),
                     reactions=(Reaction(EventKind.TURN_START, "hand", False, _play_it,
                                         verb="play", repeatable=True),))
HEX: Final = Card(name="Test Hex", cost=2, types=frozenset({CardType.ACTION}),
                  game_treasures=("Curse",), text="In games using this, Curse is a Treasure.")
register(CHISEL, TALLY, BELL, HEX)


def test_action_cut_applies_to_action_cards_only() -> None:
    """Two plays cut Actions by $4 this turn (floored at 0); Treasures and Victory cards keep
    their cost; next turn it is gone."""
    s = scenario(["Village", "Laboratory"], hands={0: ["Test Chisel", "Test Chisel"]})
    s = act(act(s, "play Test Chisel"), "play Test Chisel")
    costs = {n: cost(s, card_named(n)) for n in ("Village", "Laboratory", "Silver", "Estate")}
    assert costs == {"Village": 0, "Laboratory": 1, "Silver": 3, "Estate": 2}
    assert "buy Laboratory" in choices(s)
    s = act(s, "buy Laboratory")  # $2 left, $1 paid: the turn ends (one Buy)
    assert s.current == 1 and cost(s, card_named("Village")) == 3
    assert s.supply_count("Laboratory") == 9


def test_a_gain_knows_it_was_bought() -> None:
    """A bought card's gain event says so; a card gained by Workshop's text does not."""
    s = scenario(["Workshop"], hands={0: ["Workshop", "Copper"]}, in_play={0: ["Test Bought Tally"]})
    s = act(act(s, "play Workshop"), "gain Silver")
    assert s.player(0).vp_tokens == 0
    s = act(act(s, "play Copper"), "buy Copper")
    assert s.player(0).vp_tokens == 1


def test_turn_start_reactions_in_hand() -> None:
    """At the start of its owner's turn a Bell in hand may be played (``play Test Bell``, offered
    again for a second one); another seat's turn start does not offer it; ``no`` ends it."""
    s = scenario(["Test Bell"], hands={0: ["Copper"], 1: ["Test Bell", "Test Bell", "Test Bell"]},
                 decks={0: ["Copper"] * 5, 1: ["Copper"] * 5})
    s = act(s, "end turn")
    assert s.current == 1 and s.waiting_for() == 1
    assert choices(s) == ("play Test Bell", "no")
    s = act(s, "play Test Bell")
    assert s.player(1).coins == 1 and zones(s, 1)["in_play"] == ["Test Bell"]
    assert choices(s) == ("play Test Bell", "no")  # the second one
    s = act(s, "no")
    assert s.player(1).actions == 1 and "play Test Bell" in choices(s)  # an ordinary play now


def test_game_treasures_only_in_games_using_the_card() -> None:
    """With Test Hex in the game, a Curse in hand is played as a Treasure worth $1; without it,
    the Curse is no Treasure."""
    s = scenario(["Test Hex"], hands={0: ["Curse", "Copper"]})
    assert s.is_treasure(card_named("Curse"))
    assert choices(s)[:3] == ("play Copper", "play Curse", "play all treasures")
    s = act(s, "play all treasures")
    assert s.player(0).coins == 2 and zones(s, 0)["in_play"] == ["Curse", "Copper"]
    plain = scenario(["Village"], hands={0: ["Curse", "Copper"]})
    assert not plain.is_treasure(card_named("Curse"))
    assert choices(plain)[:2] == ("play Copper", "play all treasures")
