"""The engine's fast paths give exactly what the plain compositions they replace give.

Each optimisation of the hot path (benchmarks/, docs/performance.md) is
checked here against the slow recipe it stands for, on every intermediate
state of seeded random games over several kingdoms: trusted actions against re-validated ones,
phase shortcuts against `ask`, one-copy buy/gain/draw/cleanup against the
zone primitives composed. The general rules (every event listened to, no shared empty record)
are also compared with the fast paths on random kingdoms of every set, 2 to 6 seats, each state
keeping its own table, mats and tokens; ``play all treasures`` with one play pushed per Treasure.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Final

import pytest

from dgsim.core import ActionGenerator, Choice, InvalidActionError, PlayerAction
from dgsim.dominion import new_game
from dgsim.dominion.card import Card, Reaction
from dgsim.dominion.cards import SETS
from dgsim.dominion.cards.basic import COPPER, ESTATE, SILVER
from dgsim.dominion.effect import gain
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.phase import (
    ACTION_PHASE,
    BUY_PHASE,
    CLEANUP_PHASE,
    CLEANUP_PHASE_BOUGHT,
    GAME_END_PHASE,
    ActionPhaseChoice,
    BuyPhaseChoice,
    after_buy,
    buy,
    is_game_over,
    play_treasures,
)
from dgsim.dominion.state import DominionState, PlayerState

KINGDOMS: Final = ("First Game", "Size Distortion", "Deck Top", "Sleight of Hand")


def _walk(kingdom: str, seed: int) -> Iterator[DominionState]:
    """Every state of a random game, one `step` or decision at a time."""
    rng = random.Random(seed)
    state = new_game(kingdom, seed=seed)
    yield state
    while True:
        pid = state.waiting_for()
        if pid is not None:
            gen = state.action_generator(pid)
            while options := gen.choices():
                gen = gen.choose(options[rng.randrange(len(options))])
            state = state.action_step(pid, gen.generate_action())
        elif state.game_end():
            return
        else:
            state = state.step()
        yield state


@pytest.fixture(scope="module")
def states() -> list[DominionState]:
    """About four thousand states from random games over four kingdoms."""
    return [s for i, kingdom in enumerate(KINGDOMS) for s in _walk(kingdom, 11 + i)]


def _knowing(p: PlayerState) -> PlayerState:
    """A seat with non-default knowledge fields, so that a copy that drops them is caught."""
    return p.with_known(deck_known=(3,) * min(2, len(p.deck)),
                        hand_known=tuple((c, 2) for c in p.hand[:1]))


# -- actions: trusted (built by this state's generator) or re-validated ----------------------


def test_trusted_and_foreign_actions_give_equal_states(states: list[DominionState]) -> None:
    rng = random.Random(5)
    for state in states:
        pid = state.waiting_for()
        if pid is None:
            continue
        gen = state.action_generator(pid)
        while gen.choices():
            options = gen.choices()
            gen = gen.choose(options[rng.randrange(len(options))])
        action = gen.generate_action()
        assert action.origin is gen
        foreign = PlayerAction(action.picks)
        assert foreign == action and foreign.origin is None
        assert state.action_step(pid, action) == state.action_step(pid, foreign)


def test_generated_action_is_judged_again_on_another_state(states: list[DominionState]) -> None:
    """An action built on one state carries no trust to another: it is checked there in full."""
    deciding = [s for s in states if isinstance(s.pending, BuyPhaseChoice)]
    first = deciding[0]
    pid = first.current
    gen = first.action_generator(pid).choose(first.action_generator(pid).choices()[-1])
    action = gen.generate_action()  # "end turn", legal at every buy decision
    later = next(s for s in deciding[1:] if s.current == pid)
    assert later.action_step(pid, action) == later.action_step(pid, PlayerAction(action.picks))
    bogus = PlayerAction((Choice("buy", "Platinum"),), gen)
    with pytest.raises(InvalidActionError):
        first.action_step(pid, bogus)


def test_hand_built_generator_is_not_trusted(states: list[DominionState]) -> None:
    state = next(s for s in states if isinstance(s.pending, BuyPhaseChoice))
    pid = state.current
    pending = state.pending
    assert pending is not None
    forged = ActionGenerator(state, pending, (Choice("buy", "Province"),))
    assert not forged.checked
    if Choice("buy", "Province") not in pending.choices(state, ()):
        with pytest.raises(InvalidActionError):
            state.action_step(pid, forged.generate_action())


def test_memoised_choices_equal_fresh_ones(states: list[DominionState]) -> None:
    for state in states:
        pid = state.waiting_for()
        if pid is None or state.pending is None:
            continue
        gen = state.action_generator(pid)
        assert gen.choices() == state.pending.choices(state, ())
        if gen.choices():
            child = gen.choose(gen.choices()[0])
            assert child.choices() == state.pending.choices(state, child.picks)


# -- phase shortcuts ---------------------------------------------------------------------------


def _at_phase(states: list[DominionState], phase: object) -> list[DominionState]:
    return [s for s in states if s.phase is phase and not s.effects and s.pending is None]


def test_action_phase_step_equals_asking(states: list[DominionState]) -> None:
    found = _at_phase(states, ACTION_PHASE)
    assert len(found) > 50
    for state in found:
        assert ACTION_PHASE.step(state) == state.ask(ActionPhaseChoice(state.current))


def test_buy_phase_step_equals_asking(states: list[DominionState]) -> None:
    found = _at_phase(states, BUY_PHASE)
    assert len(found) > 50
    for state in found:
        assert BUY_PHASE.step(state) == state.ask(BuyPhaseChoice(state.current))


@pytest.mark.parametrize(("kind", "verbs"), [
    (BuyPhaseChoice, {"play", "play all treasures", "buy", "end turn"}),
    (ActionPhaseChoice, {"play", "end actions"}),
])
def test_turn_decisions_resolve_on_the_waiting_state(states: list[DominionState], kind: type,
                                                     verbs: set[str]) -> None:
    """``resolves_waiting``: resolving on the state that still waits for the decision gives what
    resolving on the cleared state gives, for every pick, and the wait is over."""
    found = [s for s in states if type(s.pending) is kind]
    assert len(found) > 50
    seen: set[str] = set()
    for state in found:
        decision = state.pending
        assert decision is not None and getattr(decision, "resolves_waiting", False) is True
        for choice in decision.choices(state, ()):
            waiting = decision.resolve(state, (choice,))
            assert waiting == decision.resolve(state.evolve(clear_pending=True), (choice,))
            assert waiting.pending is not decision
            seen.add(choice.verb)
    assert seen == verbs


def _cleanup_slowly(state: DominionState) -> DominionState:
    """The cleanup recipe with the zone primitives and dataclasses.replace, step by step."""
    pid = state.current
    p = state.players[pid]
    p = dataclasses.replace(p, hand=(), in_play=(), discard=p.hand[::-1] + p.in_play[::-1] + p.discard)
    p = p.with_counters(actions=1, buys=1, coins=0, turns=p.turns + 1)
    state, _ = state.with_player(pid, p).draw_cards(pid, 5)
    state = state.with_board(immune=frozenset())
    if is_game_over(state):
        return dataclasses.replace(state, phase=GAME_END_PHASE)
    nxt = (pid + 1) % state.mode.players
    q = state.players[nxt]
    state = state.with_player(nxt, q.with_counters(actions=1, buys=1, coins=0))
    return dataclasses.replace(state, current=nxt, turn=state.turn + 1, phase=ACTION_PHASE)


def test_cleanup_equals_the_slow_recipe(states: list[DominionState]) -> None:
    bought = _at_phase(states, CLEANUP_PHASE_BOUGHT)  # (the phase notes a buy this turn)
    found = _at_phase(states, CLEANUP_PHASE) + bought
    assert len(found) > 50 and len(bought) > 20
    for state in found:
        assert state.phase.step(state) == _cleanup_slowly(state)
        known = state.with_player(state.current, _knowing(state.players[state.current]))
        assert state.phase.step(known) == _cleanup_slowly(known)


# -- buying, gaining, playing treasures, drawing -------------------------------------------------


def test_buy_and_gain_equal_the_primitives(states: list[DominionState]) -> None:
    for state in states[::7]:
        if state.pending is not None or state.effects or state.mode.reactors.keys() & {"buy", "gain"}:
            continue
        pid = state.current
        p = state.players[pid]
        for card in (COPPER, SILVER, ESTATE):
            if state.pile_count(card) == 0:
                continue
            slow = state.with_supply(card, -1).add_to(pid, "discard", (card,))
            assert gain(state, pid, card) == slow
            paid = p.with_counters(buys=p.buys - 1, coins=p.coins - card.cost)
            slow_buy = dataclasses.replace(state.with_player(pid, paid),
                                           phase=after_buy(state.phase))
            assert buy(state, pid, card) == slow_buy.with_supply(card, -1).add_to(
                pid, "discard", (card,))


def test_draw_equals_reveal_then_take(states: list[DominionState]) -> None:
    """Without knowledge to carry (the knowledge paths are `draw_cards`' own, tested elsewhere)."""
    for state in states[::5]:
        for pid in range(state.mode.players):
            if state.players[pid].deck_known or state.players[pid].hand_known:
                continue
            for n in (1, 5, 12):
                revealed, cards = state.reveal_from_deck(pid, n)
                p = revealed.players[pid]
                slow = revealed.with_player(pid, dataclasses.replace(p, hand=p.hand + cards))
                assert state.draw_cards(pid, n) == (slow, cards)


def test_buy_phase_allows_equals_membership(states: list[DominionState]) -> None:
    """`allows` (no enumeration) answers exactly `choice in choices` for every label a buy could have."""
    candidates = [Choice("end turn"), Choice("play all treasures"), Choice("done"),
                  Choice("play all treasures", "Copper"), Choice("end turn", "x"),
                  Choice("buy", "Nonesuch"), Choice("buy")]
    for name in ("Copper", "Silver", "Gold", "Estate", "Province", "Curse", "Smithy", "Chapel"):
        candidates += [Choice("buy", name), Choice("play", name)]
    found = [s for s in states if isinstance(s.pending, BuyPhaseChoice)]
    assert len(found) > 100
    for state in found:
        decision = state.pending
        assert isinstance(decision, BuyPhaseChoice)
        options = decision.choices(state, ())
        for choice in candidates:
            assert decision.allows(state, (), choice) == (choice in options)
            assert not decision.allows(state, (choice,), choice)
            gen = state.action_generator(state.current)
            assert gen.allows(choice) == (choice in options)


def test_choose_without_enumeration_still_rejects(states: list[DominionState]) -> None:
    state = next(s for s in states if isinstance(s.pending, BuyPhaseChoice))
    gen = state.action_generator(state.current)
    with pytest.raises(InvalidActionError):
        gen.choose(Choice("buy", "Nonesuch"))
    assert gen.choose(Choice("end turn")).generate_action().labels == ("end turn",)


def _deaf(state: DominionState, owner: int, event: Event) -> bool:
    return False


_NOBODY_CARES: Final = tuple(Reaction(kind, "hand", None, lambda s, o, e: s, when=_deaf)
                             for kind in EventKind)


def test_the_general_rules_equal_the_fast_paths(states: list[DominionState]) -> None:
    """A game in which every event kind is listened to (by a reaction that never applies) and the
    table is not the shared empty one takes the general path everywhere (gain sequence, buy
    event, card-by-card treasures, shuffle event, general Clean-up): every next decision is
    the same as on the fast paths."""
    from dgsim.dominion.card import action
    from dgsim.dominion.state import Table

    listener = action("Perf Listener", cost=9, text="Listens to everything, never reacts.",
                      reactions=_NOBODY_CARES)
    checked = 0
    for state in states[::5]:
        pid = state.waiting_for()
        if pid is None:
            continue
        mode = dataclasses.replace(state.mode, extras=(*state.mode.extras, listener))
        assert mode.hears_gain and mode.hears_buy and mode.hears_play
        slow = dataclasses.replace(state, board=dataclasses.replace(state.board, mode=mode),
                                   table=Table())
        for option in state.action_generator(pid).choices()[:3]:
            gen = state.action_generator(pid).choose(option)
            while not gen.filled():
                gen = gen.choose(gen.choices()[0])
            action_ = gen.generate_action()
            fast_next = state.action_step(pid, action_).auto_step()
            slow_next = slow.action_step(pid, action_).auto_step()
            assert dataclasses.replace(slow_next, board=dataclasses.replace(
                slow_next.board, mode=state.mode), table=fast_next.table) == fast_next
            # the general Clean-up also notes whose turn came before (for Outpost); the rest is equal
            assert slow_next.table.evolve(previous=None, normal=None) == (
                fast_next.table.evolve(previous=None, normal=None))
            checked += 1
    assert checked > 100


TOKENS: Final = ("Trade Route", "Monument", "Bishop", "Embargo", "Pirate Ship", "Native Village",
                 "Island", "Goons", "Village", "Smithy")
"""A kingdom whose seats keep tokens and mats and whose table keeps pile tokens all game."""


MERCHANTS: Final = ("Merchant", "Conspirator", "Bridge", "Village", "Smithy", "Market", "Militia",
                    "Moat", "Cellar", "Workshop")
"""This turn's values on the table (Merchant's trigger, Conspirator's count, Bridge's cut)."""


@pytest.mark.parametrize("kingdom", [TOKENS, MERCHANTS])
def test_cleanup_with_tokens_and_mats_equals_the_general_rule(kingdom: tuple[str, ...]) -> None:
    """Clean-up takes its one-copy path also when a seat keeps tokens or mats, the table keeps
    pile tokens (Trade Route, Embargo, Monument, Pirate Ship, Island, Native Village) or this
    turn's values (Merchant, Conspirator, Bridge: reset for the next turn): the result is the
    general rule's (`_general_cleanup`)."""
    from dgsim.dominion.phase import _general_cleanup
    from dgsim.dominion.state import NO_MORE, TABLE

    found = kept = 0
    for state in _cleanups(kingdom):
        found += 1
        p = state.players[state.current]
        kept += p.more is not NO_MORE or state.table is not TABLE
        assert state.phase.step(state) == _general_cleanup(state, state.current)
    assert found > 100 and kept > 50


HEARS_CLEANUP: Final = ("Treasury", "Herbalist", "Alchemist", "Scheme", "Village", "Smithy",
                        "Market", "Militia", "Cellar", "Moat")
"""A kingdom whose cards hear the start of Clean-up (only some turns, when they are in play)."""


def test_cleanup_when_nothing_hears_its_start_equals_the_general_rule() -> None:
    """In a game with cards that react to the start of Clean-up (Treasury, Herbalist, Alchemist,
    Scheme), a turn where none of them is in play takes the one-copy path; every turn reaches
    the same next state as by the general rule (which announces the start, then cleans up)."""
    from dgsim.dominion.effect import announce
    from dgsim.dominion.phase import _general_cleanup

    silent = heard = 0
    for state in _cleanups(HEARS_CLEANUP):
        pid = state.current
        quiet = announce(state, Event(EventKind.CLEANUP, pid)) is state
        silent += quiet
        heard += not quiet
        assert state.phase.step(state).auto_step() == _general_cleanup(state, pid).auto_step()
    assert silent > 100 and heard > 20


def _cleanups(kingdom: tuple[str, ...]) -> Iterator[DominionState]:
    """The states of six seeded games on ``kingdom`` whose next step is a Clean-up."""
    from dgsim.dominion.phase import CleanupPhase

    for seed in range(6):
        for state in _walk_cards(kingdom, seed):
            if (isinstance(state.phase, CleanupPhase) and not state.phase.is_game_end
                    and not state.effects and state.pending is None):
                yield state


def _walk_cards(kingdom: tuple[str, ...], seed: int) -> Iterator[DominionState]:
    """`_walk` on a kingdom of the named cards."""
    rng = random.Random(seed)
    state = new_game(list(kingdom), seed=seed, turn_limit=40)
    while not state.game_end():
        yield state
        pid = state.waiting_for()
        if pid is None:
            state = state.step()
            continue
        gen = state.action_generator(pid)
        while options := gen.choices():
            gen = gen.choose(options[rng.randrange(len(options))])
        state = state.action_step(pid, gen.generate_action())


BRIDGES: Final = ("Bridge", "Embargo", "Trade Route", "Peddler", "Grand Market", "Contraband",
                  "Quarry", "Village", "Market", "Smithy")
"""Cost and buy rules of every kind, with pile tokens on the table (Embargo, Trade Route)."""


@pytest.mark.parametrize("kingdom", [TOKENS, BRIDGES, HEARS_CLEANUP])
def test_buy_choices_equal_the_cost_and_buy_rules(kingdom: tuple[str, ...]) -> None:
    """What the Buy phase offers is, pile by pile, what `cost` and `may_buy` allow (its
    printed-cost loop runs when no rule of the game or of the turn applies)."""
    from dgsim.dominion.buying import may_buy
    from dgsim.dominion.cost import cost

    checked = 0
    for seed in range(4):
        for state in _walk_cards(kingdom, seed):
            if not isinstance(state.pending, BuyPhaseChoice):
                continue
            pid = state.current
            p = state.players[pid]
            offered = [c for c in state.pending.choices(state, ()) if c.verb == "buy"]
            allowed = [choice for (card, choice), left in zip(state.mode.buy_choices, state.supply,
                                                              strict=True)
                       if p.buys > 0 and left > 0 and cost(state, card) <= p.coins
                       and may_buy(state, pid, card)]
            assert offered == allowed
            for _, choice in state.mode.buy_choices:
                assert state.pending.allows(state, (), choice) == (choice in allowed)
            checked += 1
    assert checked > 100


GAINS: Final = ("Watchtower", "Trader", "Hoard", "Royal Seal", "Talisman", "Haggler", "Goons",
                "Smithy", "Village", "Market")
"""Cards that hear gains (from the hand, in play, as a hook)."""


def test_a_buy_in_the_buy_phase_equals_the_buy_rule() -> None:
    """The Buy phase runs a bought card's gain at once where `buy` pushes it (it would be the
    next effect to run): every buy reaches the same next decision either way."""
    checked = 0
    for seed in range(3):
        for state in _walk_cards(GAINS, seed):
            if not isinstance(state.pending, BuyPhaseChoice):
                continue
            pid = state.current
            for choice in [c for c in state.pending.choices(state, ()) if c.verb == "buy"][:4]:
                action_ = state.action_generator(pid).choose(choice).generate_action()
                by_phase = state.action_step(pid, action_).auto_step()
                bought = buy(dataclasses.replace(state, pending=None), pid,
                             state.mode.piles[state.mode.by_name[choice.arg or ""]])
                assert by_phase == bought.auto_step()
                checked += 1
    assert checked > 100


# -- the oracle over every set: random kingdoms, 2-6 seats, each state's own table and mats -------


def _every_set_walks() -> Iterator[tuple[str, DominionState]]:
    """The states of one seeded random game per implemented set (a kingdom drawn from it, with
    Base while it has fewer than 10 cards), 2 to 6 seats, as the game keeps them: its own table,
    mats, tokens and Duration records."""
    from tests.test_invariants import per_set

    implemented = [name for name, cards in SETS.items() if cards]
    for k, set_name in enumerate(implemented):
        seed = 31 + k
        rng = random.Random(seed)
        state = new_game("random", players=2 + k % 5, seed=seed, turn_limit=20,
                         sets=per_set(set_name))
        while not state.game_end():
            yield set_name, state
            pid = state.waiting_for()
            if pid is None:
                state = state.step()
                continue
            gen = state.action_generator(pid)
            while options := gen.choices():
                gen = gen.choose(options[rng.randrange(len(options))])
            state = state.action_step(pid, gen.generate_action())


@pytest.fixture(scope="module")
def every_set() -> list[tuple[str, DominionState]]:
    return list(_every_set_walks())


def _general(state: DominionState, listener: Card) -> DominionState:
    """``state`` on the general path everywhere: every event kind listened to (by ``listener``,
    which never reacts), and its own table and seats' records, but as values that are not the
    shared empty ones (`TABLE`, `NO_MORE`), so no identity short-cut applies."""
    from dgsim.dominion.state import NO_MORE, TABLE

    mode = dataclasses.replace(state.mode, extras=(*state.mode.extras, listener))
    table = dataclasses.replace(state.table) if state.table is TABLE else state.table
    players = tuple(p.with_more(dataclasses.replace(p.more)) if p.more is NO_MORE else p
                    for p in state.players)
    return dataclasses.replace(state, board=dataclasses.replace(state.board, mode=mode),
                               table=table, players=players)


def test_the_general_rules_equal_the_fast_paths_in_every_set(
        every_set: list[tuple[str, DominionState]]) -> None:
    """`test_the_general_rules_equal_the_fast_paths` on random kingdoms of every set, 2 to 6
    seats, each state keeping its own table, mats and tokens."""
    from dgsim.dominion.card import action

    listener = action("Perf Listener", cost=9, text="Listens to everything, never reacts.",
                      reactions=_NOBODY_CARES)
    checked: dict[str, int] = {}
    seats: set[int] = set()
    for set_name, state in every_set[::3]:
        pid = state.waiting_for()
        if pid is None:
            continue
        slow = _general(state, listener)
        for option in state.action_generator(pid).choices()[:3]:
            gen = state.action_generator(pid).choose(option)
            while not gen.filled():
                gen = gen.choose(gen.choices()[0])
            action_ = gen.generate_action()
            fast_next = state.action_step(pid, action_).auto_step()
            slow_next = slow.action_step(pid, action_).auto_step()
            back = dataclasses.replace(slow_next, board=dataclasses.replace(
                slow_next.board, mode=state.mode), table=fast_next.table)
            assert back == fast_next, (set_name, option.label)
            # the general Clean-up also notes whose turn came before (for Outpost); the rest is equal
            assert slow_next.table.evolve(previous=None, normal=None) == (
                fast_next.table.evolve(previous=None, normal=None))
            checked[set_name] = checked.get(set_name, 0) + 1
            seats.add(len(state.players))
    assert set(checked) == {name for name, _ in every_set}
    assert min(checked.values()) > 20 and seats == {2, 3, 4, 5, 6}


def _one_play_per_treasure(state: DominionState, pid: int) -> DominionState:
    """What ``play all treasures`` stands for: one `PlayCard` pushed per Treasure in hand (this
    game's Treasures: Curse with Charlatan too), in hand order, each resolved as any play is."""
    from dgsim.dominion.effect import PlayCard

    cleared = state.evolve(clear_pending=True)
    hand = state.players[pid].hand
    return cleared.push(*(PlayCard(pid, c) for c in hand if state.is_treasure(c)))


def test_play_all_treasures_equals_one_play_per_treasure(
        states: list[DominionState], every_set: list[tuple[str, DominionState]]) -> None:
    """``play all treasures`` (one copy when no Treasure has a hook) reaches the same next state
    as pushing one play per Treasure, on the base kingdoms and on every set."""
    checked: dict[str, int] = {}
    for set_name, state in [("Base kingdoms", s) for s in states] + every_set:
        if not isinstance(state.pending, BuyPhaseChoice):
            continue
        pid = state.current
        gen = state.action_generator(pid)
        if "play all treasures" not in gen.labels():
            continue
        fast = state.action_step(pid, gen.choose("play all treasures").generate_action())
        assert fast.auto_step() == _one_play_per_treasure(state, pid).auto_step(), set_name
        checked[set_name] = checked.get(set_name, 0) + 1
    assert checked["Base kingdoms"] > 20 and len(checked) > 10


# -- the named guards (docs/hot-path.md): each against the rule it stands for ---------------------


def _both(states: list[DominionState],
          every_set: list[tuple[str, DominionState]]) -> list[tuple[str, DominionState]]:
    return [("Base kingdoms", s) for s in states[::3]] + every_set


def test_written_out_guards_equal_their_predicates(
        states: list[DominionState], every_set: list[tuple[str, DominionState]]) -> None:
    """Where a hot loop writes a guard out, its named predicate says the same, and says what the
    decision's choices say: `_has_buy_choice` (`_buy_step`) is "the Buy phase offers more than
    ``end turn``", `_can_play_action` "the Action phase offers more than ``end actions``",
    `hears_shuffle` and the `Mode` flags are membership in `Mode.listens`."""
    from dgsim.dominion.effect import hears_shuffle
    from dgsim.dominion.phase import END_ACTIONS, _can_play_action, _has_buy_choice

    asked = offered = 0
    for _, state in _both(states, every_set):
        pid = state.current
        p = state.players[pid]
        more_than_end = len(BuyPhaseChoice(pid).choices(state, ())) > 1
        assert _has_buy_choice(state, p) == more_than_end
        offered += more_than_end
        assert _can_play_action(state, p) == (ActionPhaseChoice(pid).choices(state, ()) != (END_ACTIONS,))
        asked += _can_play_action(state, p)
        mode = state.mode
        assert hears_shuffle(mode) == (EventKind.SHUFFLE in mode.listens)
        assert (mode.hears_gain, mode.hears_buy, mode.hears_play) == (
            EventKind.GAIN in mode.listens, EventKind.BUY in mode.listens,
            EventKind.PLAY in mode.listens)
    assert asked > 100 and offered > 100


def test_written_out_buy_and_play_guards_say_what_their_paths_do(
        states: list[DominionState], every_set: list[tuple[str, DominionState]]) -> None:
    """`_is_silent_buy` (written out in `_buy`) holds exactly when a buy pushes nothing (paid and
    gained in one copy), and `_is_plain_play` with plain Treasures (written out in
    `play_treasures` and `_play_all_treasures`) exactly when playing them pushes nothing."""
    from dgsim.dominion.buying import _is_plain_treasure
    from dgsim.dominion.phase import _is_plain_play, _is_silent_buy

    silent = loud = plain = pushed = 0
    for _, state in _both(states, every_set):
        if not isinstance(state.pending, BuyPhaseChoice):
            continue
        pid = state.current
        cleared = state.evolve(clear_pending=True)
        offered = [c for c in state.pending.choices(state, ()) if c.verb == "buy"]
        if offered:
            card = state.mode.piles[state.mode.by_name[offered[0].arg or ""]]
            quiet = buy(cleared, pid, card).effects == cleared.effects
            assert _is_silent_buy(state, card) == quiet
            silent += quiet
            loud += not quiet
        p = state.players[pid]
        treasures = tuple(c for c in p.hand if c.is_treasure and _is_plain_treasure(c))
        if treasures:
            quiet = play_treasures(cleared, pid, treasures).effects == cleared.effects
            assert _is_plain_play(state, p) == quiet
            plain += quiet
            pushed += not quiet
    assert silent > 100 and loud > 20 and plain > 100 and pushed > 20


def test_trusted_and_memo_guards(states: list[DominionState]) -> None:
    """`_is_trusted` holds exactly for an action this state's generator built; `_is_last_asked`
    for the state `ask` just left waiting (whose memoised root choices are the fresh ones)."""
    from dgsim.core.state import _is_last_asked, _is_trusted

    checked = 0
    for state in states[::4]:
        pid = state.waiting_for()
        if pid is None or state.pending is None:
            continue
        gen = state.action_generator(pid)
        while not gen.filled():
            gen = gen.choose(gen.choices()[-1])
        action = gen.generate_action()
        assert _is_trusted(action, state, state.pending)
        assert not _is_trusted(PlayerAction(action.picks), state, state.pending)
        assert not _is_trusted(action, dataclasses.replace(state), state.pending)
        waiting = state.evolve(clear_pending=True).ask(state.pending)
        if waiting.pending is not None:
            assert _is_last_asked(waiting) and not _is_last_asked(dataclasses.replace(waiting))
            assert waiting.action_generator(pid).choices() == state.pending.choices(state, ())
        checked += 1
    assert checked > 100


def test_printed_costs_are_the_cost_and_buy_rules(
        states: list[DominionState], every_set: list[tuple[str, DominionState]]) -> None:
    """Where `_printed_costs` holds, `cost` is each pile's printed cost and `may_buy` allows it
    (the one loop `_buyable` and `_is_buyable` then test ``card.cost <= coins`` alone); and
    `_is_buyable` is the cost and buy rules everywhere."""
    from dgsim.dominion.buying import _is_buyable, _printed_costs, may_buy
    from dgsim.dominion.cost import cost

    printed = general = 0
    for _, state in _both(states, every_set):
        pid = state.current
        coins = state.players[pid].coins
        if _printed_costs(state):
            printed += 1
            for card in state.mode.piles:
                assert cost(state, card) == card.cost and may_buy(state, pid, card)
        else:
            general += 1
        for card in state.mode.piles:
            assert _is_buyable(state, pid, card, coins) == (
                cost(state, card) <= coins and may_buy(state, pid, card))
    assert printed > 1000 and general > 100


def test_plain_treasures_play_as_their_coins(states: list[DominionState]) -> None:
    """Every registered Treasure that `_is_plain_treasure` passes, played by `play_treasures` in
    one copy (`_is_plain_play`), reaches what one `PlayCard` reaches (its hook-less resolution)."""
    from dgsim.dominion.buying import _is_plain_treasure
    from dgsim.dominion.card import registry
    from dgsim.dominion.effect import PlayCard
    from dgsim.dominion.phase import _is_plain_play, play_treasures

    base = next(s for s in states if isinstance(s.pending, BuyPhaseChoice)
                and _is_plain_play(s, s.players[s.current])).evolve(clear_pending=True)
    pid = base.current
    plain = [c for c in registry().values() if c.is_treasure and _is_plain_treasure(c)]
    assert len(plain) > 5
    for card in plain:
        p = base.players[pid]
        state = base.with_player(pid, p.evolve(hand=(*p.hand, card)))
        fast = play_treasures(state, pid, (card,))
        assert fast.effects == state.effects, card.name  # the one-copy path: nothing pushed
        assert fast.auto_step() == state.push(PlayCard(pid, card)).auto_step(), card.name


def test_ending_the_action_phase_equals_entering_the_buy_phase(
        every_set: list[tuple[str, DominionState]]) -> None:
    """``end actions`` (`_enter_buy_phase`: the phase and its first step in one copy when
    `_printed_costs`) reaches what setting the Buy phase and stepping it reaches."""
    from dgsim.dominion.phase import END_ACTIONS

    checked = 0
    for set_name, state in every_set:
        if not isinstance(state.pending, ActionPhaseChoice):
            continue
        fast = state.pending.resolve(state, (END_ACTIONS,))
        slow = dataclasses.replace(state, phase=BUY_PHASE, pending=None)
        assert fast.auto_step() == slow.auto_step(), set_name
        checked += 1
    assert checked > 50


def test_playing_an_action_equals_pushing_the_play(
        states: list[DominionState], every_set: list[tuple[str, DominionState]]) -> None:
    """``play <Action>`` runs the play at once where pushing it would run it next."""
    from dgsim.dominion.effect import PlayCard

    checked = 0
    for set_name, state in _both(states, every_set):
        decision = state.pending
        if not isinstance(decision, ActionPhaseChoice):
            continue
        pid = decision.player
        for choice in decision.choices(state, ())[:-1]:
            card = next(c for c in state.players[pid].hand if c.name == choice.arg)
            p = state.players[pid]
            slow = state.evolve(clear_pending=True).with_player(pid, p.with_counters(
                actions=p.actions - 1)).push(PlayCard(pid, card))
            assert decision.resolve(state, (choice,)).auto_step() == slow.auto_step(), set_name
            checked += 1
    assert checked > 100


def test_cleanup_equals_the_general_rule_in_every_set(
        every_set: list[tuple[str, DominionState]]) -> None:
    """Clean-up's one-copy path (`_is_plain_cleanup`) reaches what `_general_cleanup` reaches, on every
    set's kingdoms (the states where the guard fails take `_general_cleanup` itself)."""
    from dgsim.dominion.cleanup import _is_plain_cleanup
    from dgsim.dominion.phase import CleanupPhase, _general_cleanup

    plain = general = 0
    for set_name, state in every_set:
        if (not isinstance(state.phase, CleanupPhase) or state.effects
                or state.pending is not None):
            continue
        pid = state.current
        if _is_plain_cleanup(state, pid):
            plain += 1
        else:
            general += 1
        assert state.phase.step(state).auto_step() == _general_cleanup(state, pid).auto_step(), set_name
    assert plain > 50 and general > 5


def test_quiet_gains_and_buys_equal_the_zone_primitives_in_every_set(
        every_set: list[tuple[str, DominionState]]) -> None:
    """`gain` under `_is_quiet_gain` (`_move_gained`) is the pile one less and the card in the
    zone, known to all; `buy` under `_is_silent_buy` also pays and uses the buy, in one copy."""
    from dgsim.dominion.effect import _is_quiet_gain
    from dgsim.dominion.phase import _is_silent_buy
    from dgsim.dominion.state import PUBLIC

    gains = buys = 0
    for _, state in every_set[::4]:
        if state.pending is not None or state.effects or not _is_quiet_gain(state):
            continue
        pid = state.current
        for card in state.mode.piles[:4]:
            if state.pile_count(card) == 0:
                continue
            for to in ("discard", "deck", "hand"):
                assert gain(state, pid, card, to) == state.with_supply(card, -1).add_to(
                    pid, to, (card,), PUBLIC)
                gains += 1
            if _is_silent_buy(state, card):
                p = state.players[pid]
                paid = p.with_counters(buys=p.buys - 1, coins=p.coins - card.cost)
                slow = dataclasses.replace(state.with_player(pid, paid), phase=after_buy(state.phase))
                assert buy(state, pid, card) == slow.with_supply(card, -1).add_to(
                    pid, "discard", (card,))
                buys += 1
    assert gains > 300 and buys > 100


def test_unknown_cards_move_as_the_knowledge_paths_move_them(
        every_set: list[tuple[str, DominionState]]) -> None:
    """`draw_cards` and `remove_from` without knowledge to carry (`_has_known_cards`,
    `_is_known_zone`) give what their knowledge paths (`_draw_known`, `_remove_known`) give."""
    from dgsim.dominion.state import _has_known_cards, _is_known_zone

    plain = known = 0
    for _, state in every_set[::7]:
        for pid in range(state.mode.players):
            p = state.players[pid]
            known += _has_known_cards(p.more)
            plain += not _has_known_cards(p.more)
            for n in (1, 5, 12):
                assert state.draw_cards(pid, n) == state._draw_known(pid, n)
            for zone in ("hand", "deck"):
                cards = p.zone(zone)[:2]
                assert _is_known_zone(p.more, zone) <= _has_known_cards(p.more)
                assert state.remove_from(pid, zone, cards) == state._remove_known(pid, zone, cards)
    assert plain > 500 and known > 5


def test_auto_step_equals_stepping(states: list[DominionState]) -> None:
    """`auto_step` (`step` written out in its loop) reaches what `step` repeated reaches."""
    for state in states[::9]:
        if state.pending is not None:
            continue
        stepped = state
        while stepped.pending is None and not stepped.game_end():
            stepped = stepped.step()
        assert state.auto_step() == stepped
