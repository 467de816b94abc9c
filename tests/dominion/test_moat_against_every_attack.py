"""Every kingdom Attack card against Moat ("When another player plays an Attack card, you may first
reveal this from your hand, to be unaffected by it"), with 2 and 3 players.

Each card's own tests give its exact effects; here every Attack card of every implemented set is
played with each other seat holding a Moat. A seat that reveals it is unaffected: its hand, deck
and discard pile are exactly as before once the play (with seeded random answers to what the
attacker is asked) is over. With 3 players, a seat that reveals Moat is unaffected while the other
reacts its own way (it declines and may be hit)."""

from __future__ import annotations

import random

import pytest

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.cards import KINGDOM_CARDS
from dgsim.dominion.phase import ActionPhaseChoice, BuyPhaseChoice
from tests.dominion.helpers import names
from tests.test_invariants import total_cards

ATTACKS = tuple(sorted(c.name for c in KINGDOM_CARDS if c.is_attack and c.is_action))
"""Every kingdom Attack card that is played in the Action phase."""

HAND = ["Moat", "Copper", "Silver", "Estate", "Gold"]
DECK = ["Silver", "Copper", "Gold", "Estate", "Copper", "Duchy", "Village", "Curse"]


def _game(name: str, players: int, seed: int) -> DominionState:
    hands = {0: [name, "Copper", "Silver", "Copper", "Estate"],
             **{q: HAND for q in range(1, players)}}
    decks = {0: ["Gold", "Copper", "Silver", "Estate", "Copper", "Village", "Smithy"],
             **{q: DECK for q in range(1, players)}}
    rest = ["Moat", "Village", "Smithy"]
    try:
        return scenario([name, *[c for c in rest if c != name]], hands=hands, decks=decks,
                        players=players, seed=seed)
    except (KeyError, ValueError):  # a card outside the supply (a Knight)
        return scenario(rest, hands=hands, decks=decks, players=players, seed=seed)


def _seat_cards(state: DominionState, pid: int) -> tuple[list[str], list[str], list[str]]:
    p = state.player(pid)
    return sorted(names(p.hand)), names(p.deck), sorted(names(p.discard))


def _play(name: str, players: int, seed: int, moat: frozenset[int]) -> tuple[DominionState,
                                                                              DominionState]:
    """The state before seat 0 plays ``name`` and the one once its play is over: each seat in
    ``moat`` reveals Moat when asked, the others decline; the rest answered at random."""
    state = _game(name, players, seed).auto_step()
    before = state
    total = total_cards(state)
    rng = random.Random(seed)
    first = True
    asked: set[int] = set()
    for _ in range(400):
        if state.game_end() or state.current != 0:
            break
        pid = state.waiting_for()
        assert pid is not None
        if not first and pid == 0 and isinstance(state.pending, ActionPhaseChoice | BuyPhaseChoice):
            break
        gen = state.action_generator(pid)
        if first:
            gen = gen.choose(next(c for c in gen.choices() if str(c) == f"play {name}"))
            first = False
        labels = [str(c) for c in gen.choices()]
        if pid != 0 and "reveal Moat" in labels:
            asked.add(pid)
            gen = gen.choose(gen.choices()[labels.index("reveal Moat" if pid in moat else "no")]
                             if pid in moat or "no" in labels else gen.choices()[0])
        while not gen.filled():
            options = gen.choices()
            gen = gen.choose(options[rng.randrange(len(options))])
        state = state.action_step(pid, gen.generate_action()).auto_step()
        assert total_cards(state) == total
    else:
        raise AssertionError(f"{name}: its play did not end in 400 decisions")
    assert moat <= asked, f"{name}: Moat was not offered to seats {sorted(moat - asked)}"
    return before, state


@pytest.mark.parametrize("name", ATTACKS)
def test_moat_with_two_players(name: str) -> None:
    for seed in (1, 2):
        before, after = _play(name, 2, seed, frozenset({1}))
        assert _seat_cards(after, 1) == _seat_cards(before, 1), name


@pytest.mark.parametrize("name", ATTACKS)
def test_moat_with_three_players(name: str) -> None:
    """Seat 2 reveals Moat and is unaffected; seat 1 declines (whatever the attack does to it)."""
    for seed in (1, 2):
        before, after = _play(name, 3, seed, frozenset({2}))
        assert _seat_cards(after, 2) == _seat_cards(before, 2), name


def test_every_attack_is_here() -> None:
    assert len(ATTACKS) >= 50 and {"Militia", "Witch", "Legionary", "Swamp Hag"} <= set(ATTACKS)
