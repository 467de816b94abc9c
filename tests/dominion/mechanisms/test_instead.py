"""A rule that replaces a play's instructions (`Card.instead`, `Mode.replacers`): "instead of
following its instructions" (Enchantress; later the Ways). The card is still played (it is in
play, it counts as played), but nothing of its text happens: no bonuses, no Duration record."""

from __future__ import annotations

from typing import Final

from dgsim.dominion import scenario
from dgsim.dominion.card import Card, CardType, Hook, register
from dgsim.dominion.state import DominionState
from tests.dominion.helpers import act


def _two_dollars(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 2)


def _villages_pay(state: DominionState, pid: int, card: Card) -> Hook | None:
    return _two_dollars if card.name in ("Village", "Caravan") else None


REPLACER: Final = register(Card(name="Test Village Rule", cost=0,
                                types=frozenset({CardType.LANDMARK}),
                                expansion="Test", instead=_villages_pay,
                                text="Villages give +$2 instead of following their "
                                     "instructions."))[0]


def test_a_replaced_play_does_what_the_rule_says_instead() -> None:
    s = scenario(["Village", "Smithy", "Caravan"], hands={0: ["Village", "Smithy"]},
                 decks={0: ["Copper"] * 5}, landscapes=["Test Village Rule"])
    s = act(s, "play Village")
    p = s.player(0)
    assert (p.actions, p.coins, len(p.hand)) == (0, 2, 1)  # no +1 Card, no +2 Actions
    assert [c.name for c in p.in_play] == ["Village"]


def test_other_plays_follow_their_instructions() -> None:
    s = scenario(["Village", "Smithy", "Caravan"], hands={0: ["Smithy"]},
                 decks={0: ["Copper"] * 5}, landscapes=["Test Village Rule"])
    s = act(s, "play Smithy")
    assert len(s.player(0).hand) == 3


def test_a_replaced_duration_leaves_no_record_and_is_discarded() -> None:
    s = scenario(["Village", "Smithy", "Caravan"], hands={0: ["Caravan"]},
                 decks={0: ["Copper"] * 10}, landscapes=["Test Village Rule"])
    s = act(s, "play Caravan")
    assert s.player(0).coins == 2 and not s.player(0).more.lasting.records
    s = act(s, "end turn")
    assert "Caravan" in [c.name for c in s.player(0).discard]


# -- "after this turn" (Donate, Mountain Pass): `phase.after_turn` --------------------------------


def _note_after(state: DominionState, pid: int) -> DominionState:
    from dgsim.dominion.phase import after_turn

    return after_turn(state, pid, AFTER)


def _after(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_more(p.more.evolve(vp_tokens=p.vp_tokens + len(p.hand))))


AFTER: Final = register(Card(name="Test After Turn", cost=0, types=frozenset({CardType.EVENT}),
                             expansion="Test", when_bought=_note_after, after_turn=_after,
                             text="After this turn, +1 VP per card in your hand."))[0]


def test_what_happens_after_the_turn_sees_the_new_hand_before_the_next_turn() -> None:
    s = scenario(["Village", "Smithy", "Caravan"], hands={0: ["Estate"], 1: ["Copper"]},
                 decks={0: ["Copper"] * 7}, landscapes=["Test After Turn"])
    s = act(s, "buy Test After Turn")
    assert s.current == 1 and s.player(0).vp_tokens == 5  # its next hand of 5, after Clean-up
    assert s.table.turn.after_turn == ()
    s = act(s, "play all treasures")
    s = act(s, "end turn")
    assert s.player(0).vp_tokens == 5  # once
