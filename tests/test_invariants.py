"""Seeded random playouts over many kingdoms: every game ends, cards are conserved, no counter
goes negative, every generated action is accepted, and replays are identical.

``DGSIM_INVARIANT_GAMES`` sets how many games the main check plays (default 1000).
"""

from __future__ import annotations

import copy
import os
import pickle
import random

import pytest

from dgsim import PlayerAction, info_key, legal_actions
from dgsim.dominion import DominionState, new_game, random_kingdom
from dgsim.dominion.cards import SETS
from dgsim.dominion.phase import ActionPhaseChoice, BuyPhaseChoice

GAMES = int(os.environ.get("DGSIM_INVARIANT_GAMES", "1000"))
CHUNKS = 10


def total_cards(state: DominionState) -> int:
    """Every card in every zone: seats (hand, deck, discard, play, set aside, Durations and what
    they set aside, mats), the supply, the trash and a possessed seat's trashed cards."""
    return (sum(len(p.all_cards()) for p in state.players) + sum(state.supply)
            + len(state.trash) + len(state.table.zones.set_aside) + len(state.table.zones.non_supply))


def check(state: DominionState, expected_total: int) -> None:
    for p in state.players:
        assert p.actions >= 0 and p.buys >= 0 and p.coins >= 0
        assert p.potions >= 0 and p.vp_tokens >= 0 and p.pirate_ship >= 0
    assert all(n >= 0 for n in state.supply)
    if isinstance(state.pending, ActionPhaseChoice | BuyPhaseChoice) or state.game_end():
        # at top-level choices every card is in a zone
        assert total_cards(state) == expected_total


def check_copies(original: DominionState, actions: tuple[PlayerAction, ...], action: PlayerAction,
                 after: DominionState) -> None:
    """A pickled and a deep-copied ``original`` are equal to it, hash equal, and act the same: the
    same legal actions (``actions``), the same information keys for every seat, and the same next
    state (``after``) for ``action``."""
    pid = original.waiting_for()
    assert pid is not None
    keys = [info_key(original, seat) for seat in range(len(original.players))]
    for twin in (pickle.loads(pickle.dumps(original)), copy.deepcopy(original)):
        assert twin == original and hash(twin) == hash(original)
        assert legal_actions(twin, pid) == actions
        assert [info_key(twin, seat) for seat in range(len(twin.players))] == keys
        assert twin.action_step(pid, action).auto_step() == after


def playout(seed: int, *, deep: bool = False, sets: list[str] | None = None,
            players: int | None = None) -> DominionState:
    """A random playout; ``sets``: a kingdom drawn by ``new_game(kingdom="random", sets=...)``
    (Platinum and Colony by the Prosperity rule)."""
    if players is None:
        players = 2 + seed % 3 if seed % 7 else 5 + seed % 2
    if sets is None:
        state = new_game(random_kingdom(seed), players=players, seed=seed, turn_limit=30,
                         colonies=seed % 4 == 0)
    else:
        state = new_game("random", players=players, seed=seed, turn_limit=30, sets=sets)
    expected = total_cards(state)
    rng = random.Random(seed)
    state = state.auto_step()
    while not state.game_end():
        check(state, expected)
        pid = state.waiting_for()
        assert pid is not None
        if deep:
            actions = legal_actions(state, pid)
            assert actions, "a pending decision has at least one action"
            action = actions[rng.randrange(len(actions))]
            before = pickle.dumps(state)
            nxt = state.action_step(pid, action)
            assert pickle.dumps(state) == before, "a transition mutated its input"
            state = nxt.auto_step()
            check_copies(pickle.loads(before), actions, action, state)
            continue
        gen = state.action_generator(pid)
        while not gen.filled():
            options = gen.choices()
            gen = gen.choose(options[rng.randrange(len(options))])
        state = state.action_step(pid, gen.generate_action()).auto_step()
    check(state, expected)
    assert state.waiting_for() is None and len(state.winners()) >= 1
    return state


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_invariants(chunk: int) -> None:
    for seed in range(chunk, GAMES, CHUNKS):
        playout(seed)


def per_set(name: str) -> list[str]:
    """The sets a kingdom of ``name``'s cards is drawn from: that set, with Base while it has
    fewer than 10 cards implemented."""
    return [name] if sum(c.is_kingdom for c in SETS[name]) >= 10 else [name, "Base"]


@pytest.mark.parametrize("set_name", [name for name, cards in SETS.items() if cards])
def test_random_kingdoms_of_each_set_keep_invariants(set_name: str) -> None:
    """Kingdoms drawn from each implemented set, 2 to 6 players (every count for every set)."""
    sets = per_set(set_name)
    pool = {c for name in sets for c in SETS[name]}
    for k, players in enumerate(range(2, 7)):
        seed = 7919 * (list(SETS).index(set_name) + 1) + k
        final = playout(seed, sets=sets, players=players)
        assert set(final.mode.kingdom) <= pool and len(final.players) == players


@pytest.mark.parametrize("seed", range(1000, 1012))
def test_every_legal_action_is_accepted_and_nothing_mutates(seed: int) -> None:
    playout(seed, deep=True)


@pytest.mark.parametrize("seed", [3, 17, 40])
def test_replays_are_identical(seed: int) -> None:
    a, b = playout(seed), playout(seed)
    assert a == b and hash(a) == hash(b)
    assert pickle.loads(pickle.dumps(a)) == a


@pytest.mark.parametrize("set_name", [name for name, cards in SETS.items() if cards])
def test_copies_act_the_same_in_every_set(set_name: str) -> None:
    """Deep playouts of a kingdom of each set: on every state, a pickled and a deep-copied copy
    offer the same actions, keys and next states as the original (`check_copies`)."""
    seed = 104729 + list(SETS).index(set_name)
    playout(seed, deep=True, sets=per_set(set_name), players=2 + seed % 3)
