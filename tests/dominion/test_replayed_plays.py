"""Every kingdom Action card played through each card that plays another: Throne Room ("play it
twice"), King's Court ("three times"), and from the Supply by Band of Misfits and Overlord ("Play
a non-Command Action card from the Supply costing less than this / up to $5, leaving it there").

Each card's own tests give exact outcomes; here every Action card of every implemented set goes
through each of them with a few seeded random answers to whatever it asks: the plays are counted
(Conspirator's count: once for the card that plays, once per play of the card), every decision
can be answered to the end of the turn, no card appears or vanishes, and a pickled copy of each
state offers the same choices."""

from __future__ import annotations

import pickle
import random

import pytest

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.card import CardType
from dgsim.dominion.cards import KINGDOM_CARDS
from dgsim.dominion.phase import ActionPhaseChoice, BuyPhaseChoice
from tests.test_invariants import total_cards

ACTIONS = tuple(sorted(c.name for c in KINGDOM_CARDS if c.is_action))
"""Every kingdom Action card (supply piles' cards and those outside the supply alike)."""

HAND = ["Copper", "Silver", "Estate", "Village"]
DECK = ["Gold", "Copper", "Estate", "Silver", "Smithy", "Copper", "Curse", "Village", "Silver",
        "Copper", "Gold", "Estate"]
OTHER = {"hands": ["Copper", "Moat", "Estate", "Silver", "Copper"],
         "decks": ["Silver", "Copper", "Gold", "Estate", "Copper", "Duchy"]}
SEEDS = (1, 2)
PLAYS_OTHERS = frozenset({"Band of Misfits", "Crown", "Golem", "King's Court", "Overlord",
                          "Procession", "Shop", "Throne Room"})
"""The cards that play further Action cards in these turns (each then counted too)."""


def _game(name: str, player: str, players: int, seed: int) -> DominionState:
    """A turn of seat 0 with ``player`` in hand (and ``name`` in hand too, for a replayer), the
    card's pile in the kingdom when it has one of its own."""
    hand = [player, *HAND] if player in ("Band of Misfits", "Overlord") else [player, name, *HAND]
    rest = [player, "Conspirator", "Village", "Smithy", "Moat"]
    hands = {0: hand, **{q: OTHER["hands"] for q in range(1, players)}}
    decks = {0: DECK, **{q: OTHER["decks"] for q in range(1, players)}}
    discards = {0: ["Copper", "Estate", "Silver"]}
    try:
        return scenario([name, *[c for c in rest if c != name]], hands=hands, decks=decks,
                        discards=discards, players=players, seed=seed)
    except (KeyError, ValueError):  # a card outside the supply (Madman, a Prize, a Knight)
        return scenario(rest, hands=hands, decks=decks, discards=discards, players=players,
                        seed=seed)


def _labels(state: DominionState) -> tuple[str, ...] | None:
    pid = state.waiting_for()
    if pid is None:
        return None
    gen = state.action_generator(pid)
    return tuple(str(c) for c in gen.choices())


def _act(state: DominionState, label: str) -> DominionState:
    pid = state.waiting_for()
    assert pid is not None
    gen = state.action_generator(pid)
    choice = next(c for c in gen.choices() if str(c) == label)
    gen = gen.choose(choice)
    while not gen.filled():  # the rest of this decision, in order
        gen = gen.choose(gen.choices()[0])
    return state.action_step(pid, gen.generate_action()).auto_step()


def _finish_turn_part(state: DominionState, rng: random.Random, total: int) -> DominionState:
    """Random answers until seat 0 is back at its Action or Buy phase's decision (or its turn
    moved on)."""
    for _ in range(400):
        if state.game_end() or state.current != 0:
            return state
        pid = state.waiting_for()
        assert pid is not None
        if pid == 0 and isinstance(state.pending, ActionPhaseChoice | BuyPhaseChoice):
            return state
        assert total_cards(state) == total
        copy = pickle.loads(pickle.dumps(state))
        assert copy == state and _labels(copy) == _labels(state)
        gen = state.action_generator(pid)
        while not gen.filled():
            options = gen.choices()
            gen = gen.choose(options[rng.randrange(len(options))])
        state = state.action_step(pid, gen.generate_action()).auto_step()
    raise AssertionError("the turn did not come back to its Action phase in 400 decisions")


def _check(name: str, player: str, times: int, players: int, seed: int) -> None:
    state = _game(name, player, players, seed).auto_step()
    total = total_cards(state)
    state = _act(state, f"play {player}")
    labels = _labels(state) or ()
    step = "as" if player in ("Band of Misfits", "Overlord") else "play"
    if f"{step} {name}" not in labels:  # it cannot be played this way (a cost, a Command card)
        assert player in ("Band of Misfits", "Overlord"), (name, labels)
        return
    state = _act(state, f"{step} {name}")
    state = _finish_turn_part(state, random.Random(seed), total)
    assert total_cards(state) == total
    if state.current == 0 and not state.game_end():
        played = state.table.turn.actions_played
        if name in PLAYS_OTHERS:
            assert played >= 1 + times, (name, player, played)
        else:
            assert played == 1 + times, (name, player, played)


@pytest.mark.parametrize("name", ACTIONS)
def test_throne_room_and_kings_court(name: str) -> None:
    for seed in SEEDS:
        _check(name, "Throne Room", 2, 2 + seed % 2, seed)
        _check(name, "King's Court", 3, 2, seed)


@pytest.mark.parametrize("name", ACTIONS)
def test_band_of_misfits_and_overlord(name: str) -> None:
    for seed in SEEDS:
        _check(name, "Band of Misfits", 1, 2 + seed % 2, seed)
        _check(name, "Overlord", 1, 2, seed)


def test_the_cards_are_every_set_s_actions() -> None:
    assert len(ACTIONS) > 200 and {"Throne Room", "Overlord", "Band of Misfits"} <= set(ACTIONS)
    assert all(CardType.ACTION in c.types for c in KINGDOM_CARDS if c.name in ACTIONS)
