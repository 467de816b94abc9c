"""Nothing gives meaning to object identity: a copy of a state acts as the original does.

Cards are interned (one registered value per name, and `Card.__reduce__` returns it), so a copy
of a card *is* the card; every other value a state holds (phases, the empty `Table` and
`PlayerMore`, decisions, filters) may be a distinct but equal object after `pickle` or
`copy.deepcopy`, and the engine reads it by content (docs/architecture.md, "Identity").
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable

import pytest

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.cards import ALL_CARDS
from dgsim.dominion.phase import BUY_PHASE_BOUGHT, CLEANUP_PHASE_BOUGHT

KINGDOM = ["Village", "Smithy", "Cellar", "Chapel", "Market", "Festival", "Laboratory",
           "Library", "Moat", "Militia"]

COPIES: list[Callable[[DominionState], DominionState]] = [
    lambda s: pickle.loads(pickle.dumps(s)), copy.deepcopy, copy.copy]


def test_every_card_copies_to_itself() -> None:
    for card in ALL_CARDS:
        assert pickle.loads(pickle.dumps(card)) is card
        assert copy.deepcopy(card) is card and copy.copy(card) is card


def after_market_buy() -> DominionState:
    """Market's +Buy and +$1, then a buy with no Treasure played (the issue's example)."""
    s = scenario(KINGDOM, hands={0: ["Market", "Copper", "Copper", "Silver", "Estate"]}).auto_step()
    for label in ("play Market", "buy Copper"):
        s = s.action_step(0, s.action_generator(0).choose(label).generate_action()).auto_step()
    return s


@pytest.mark.parametrize("make_copy", COPIES, ids=["pickle", "deepcopy", "copy"])
def test_a_copied_state_after_a_buy_plays_no_treasure(
        make_copy: Callable[[DominionState], DominionState]) -> None:
    s = after_market_buy()
    assert s.action_generator(0).labels() == ("buy Copper", "buy Curse", "end turn")
    t = make_copy(s)
    assert t == s and hash(t) == hash(s) and t.bought
    assert t.action_generator(0).labels() == ("buy Copper", "buy Curse", "end turn")
    end = t.action_step(0, t.action_generator(0).choose("end turn").generate_action())
    assert end == s.action_step(0, s.action_generator(0).choose("end turn").generate_action())


def test_a_deep_copy_holds_another_phase_object_that_reads_the_same() -> None:
    s = after_market_buy()
    t = copy.deepcopy(s)
    assert s.phase is BUY_PHASE_BOUGHT and t.phase is not BUY_PHASE_BOUGHT
    assert t.phase == BUY_PHASE_BOUGHT and t.bought
    done = t.action_step(0, t.action_generator(0).choose("end turn").generate_action())
    assert done.phase == CLEANUP_PHASE_BOUGHT
