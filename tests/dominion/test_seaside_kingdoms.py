"""Seaside's rulebook kingdoms (2nd edition) are offered now that every Seaside card is written, and
random playouts of them, and of a kingdom of Seaside's first-edition cards, keep the invariants:
every card stays in a zone, no counter goes negative, every generated action is accepted, and the
deciding seat's choices are the same in any state it cannot tell from the real one (`determinize`:
what a card shows its owner, such as Pearl Diver's bottom card or Lookout's top 3, is kept)."""

from __future__ import annotations

import random

import pytest

from dgsim import determinize
from dgsim.dominion import DominionState, new_game
from dgsim.dominion.cards import SETS
from dgsim.dominion.kingdom import RECOMMENDED, RULEBOOK_KINGDOMS
from dgsim.dominion.phase import ActionPhaseChoice, BuyPhaseChoice
from tests.test_invariants import total_cards

FIRST_EDITION = [c.name for c in SETS["Seaside 1E"]] + ["Haven", "Lighthouse"]


def test_every_seaside_kingdom_is_offered() -> None:
    for name, cards in RULEBOOK_KINGDOMS["Seaside"].items():
        assert RECOMMENDED.get(name) == cards


def _playout(kingdom: str | list[str], players: int, seed: int) -> None:
    state: DominionState = new_game(kingdom, players=players, seed=seed, turn_limit=30).auto_step()
    expected = total_cards(state)
    rng = random.Random(seed)
    while not state.game_end():
        for p in state.players:
            assert p.actions >= 0 and p.buys >= 0 and p.coins >= 0
        if isinstance(state.pending, ActionPhaseChoice | BuyPhaseChoice):
            assert total_cards(state) == expected
        pid = state.waiting_for()
        assert pid is not None
        gen = state.action_generator(pid)
        if rng.random() < 0.5:
            seen = determinize(state, pid, random.Random(rng.random()))
            assert seen.action_generator(pid).labels() == gen.labels()
        while not gen.filled():
            options = gen.choices()
            gen = gen.choose(options[rng.randrange(len(options))])
        state = state.action_step(pid, gen.generate_action()).auto_step()
    assert total_cards(state) == expected


@pytest.mark.parametrize("name", sorted(RULEBOOK_KINGDOMS["Seaside"]))
def test_rulebook_kingdoms_play_out(name: str) -> None:
    for seed in range(8):
        _playout(name, 2 + seed % 3, seed)


def test_first_edition_cards_play_out() -> None:
    for seed in range(12):
        _playout(FIRST_EDITION, 2 + seed % 3, seed)
