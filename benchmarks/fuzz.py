"""``python -m benchmarks.fuzz``: seeded random Dominion games that try hard to break the engine.

Each game draws a kingdom at random from a random choice of the implemented sets, 2 to 6
seats, each seat played by a random agent or a hostile one. After every transition (one
decision applied and the forced steps after it) it checks:

- card conservation: every card of the setup is in some zone (hand, deck, discard, in play,
  set aside, Durations and what they hold, mats, supply, trash, the table's set-aside cards)
  at every top-level choice, and never more cards than the setup anywhere;
- no counter is negative (actions, buys, coins, potions, VP tokens, Pirate Ship tokens,
  supply piles, Embargo tokens, the Trade Route mat);
- the generated action is accepted;
- a hostile seat's forged actions (labels that are not offered, truncated and overlong
  actions, the wrong seat, an action whose ``origin`` is a generator node that is not
  complete, actions built on earlier states) are rejected with `InvalidActionError` and the
  state is unchanged (same pickle), or, when their labels happen to be legal here too,
  accepted with the same result as the same labels built fresh (nothing changed: every field of
  the state and of each seat is the same object, and on a sample of transitions a deep copy
  taken by pickle before the forgeries still equals the state);
- ``determinize(state, observer, rng)`` keeps ``info_key(state, observer)``, and a pickled copy
  of the state is equal, hash equal, offers the same choices and goes to the same next state
  (on a sample of transitions, ``--deep``, default 0.1: these checks cost more than the game
  itself);

and at each game's end that the history's JSON replays to equal states, one for one.

A failure prints its seed and the command that replays that one game. ``--transitions``
sets the budget (default 10,000,000), ``--workers`` the processes (default: every core).
"""

from __future__ import annotations

import argparse
import os
import pickle
import random
import sys
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, fields
from multiprocessing import get_context
from typing import Protocol

from dgsim import History, InvalidActionError, determinize, info_key
from dgsim.core import ActionGenerator, PlayerAction
from dgsim.dominion import DominionState, new_game
from dgsim.dominion.cards import SETS
from dgsim.dominion.phase import ActionPhaseChoice, BuyPhaseChoice
from dgsim.dominion.state import PlayerState

__all__ = ["FuzzFailure", "GameResult", "fuzz_game", "main", "run"]

IMPLEMENTED = tuple(name for name, cards in SETS.items() if cards)
"""The sets with at least one implemented card."""

CHUNK = 8
"""Games per task handed to a worker process."""


class FuzzFailure(AssertionError):
    """An invariant broke; the message names the seed and the transition."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """What one fuzzed game did: its seed, transitions, forged actions tried, or its failure."""

    seed: int
    transitions: int
    forged: int
    failure: str | None = None
    deep: float = 0.1


def total_cards(state: DominionState) -> int:
    """Every card in every zone: the seats' (all their zones), the supply, trash, table (its
    piles outside the supply too)."""
    zones = state.table.zones
    return (sum(len(p.all_cards()) for p in state.players) + sum(state.supply)
            + len(state.trash) + len(zones.set_aside) + len(zones.non_supply))


def choose_sets(rng: random.Random) -> list[str] | None:
    """A random choice of implemented sets with at least 10 kingdom cards (None: every set)."""
    if rng.random() < 0.2:
        return None
    names = rng.sample(IMPLEMENTED, rng.randint(1, 3))
    while sum(sum(c.is_kingdom for c in SETS[n]) for n in names) < 10:
        names.append(rng.choice([n for n in IMPLEMENTED if n not in names]))
    return names


def check_state(state: DominionState, expected: int, where: str) -> None:
    """Counters are non-negative; cards are conserved (exactly at top-level choices)."""
    for seat, p in enumerate(state.players):
        counters = {"actions": p.actions, "buys": p.buys, "coins": p.coins, "potions": p.potions,
                    "vp_tokens": p.vp_tokens, "pirate_ship": p.pirate_ship}
        negative = {k: v for k, v in counters.items() if v < 0}
        if negative:
            raise FuzzFailure(f"{where}: seat {seat} has negative counters {negative}")
    if any(n < 0 for n in state.supply) or any(n < 0 for _, n in state.table.tokens.pile_tokens):
        raise FuzzFailure(f"{where}: a negative supply pile or token count")
    if state.trade_route < 0:
        raise FuzzFailure(f"{where}: negative Trade Route mat")
    mode = state.board.mode
    for i, cards in zip(mode.mixed, state.table.zones.mixed_piles, strict=True):
        if len(cards) != state.supply[i]:
            raise FuzzFailure(f"{where}: the {mode.piles[i].name} pile holds {len(cards)} cards "
                              f"but counts {state.supply[i]}")
    total = total_cards(state)
    top = isinstance(state.pending, ActionPhaseChoice | BuyPhaseChoice) or state.game_end()
    if total > expected or (top and total != expected):
        raise FuzzFailure(f"{where}: {total} cards in the zones, the setup had {expected}")


def random_action(state: DominionState, pid: int, rng: random.Random) -> PlayerAction:
    """A uniformly random pick at every node of ``pid``'s generator."""
    gen = state.action_generator(pid)
    while not gen.filled():
        options = gen.choices()
        gen = gen.choose(options[rng.randrange(len(options))])
    return gen.generate_action()


def _partial(state: DominionState, pid: int, rng: random.Random
             ) -> ActionGenerator[DominionState]:
    """A generator node of ``pid``'s decision that is not complete (the root at least)."""
    gen = state.action_generator(pid)
    while rng.random() < 0.5:
        options = gen.choices()
        child = gen.choose(options[rng.randrange(len(options))])
        if child.filled():
            break
        gen = child
    return gen


def _legal_by_labels(state: DominionState, pid: int, labels: Sequence[str]) -> bool:
    """True if ``labels`` walk ``pid``'s generator on ``state`` to a complete action."""
    gen = state.action_generator(pid)
    for label in labels:
        if gen.filled() or label not in gen.labels():
            return False
        gen = gen.choose(label)
    return gen.filled()


BAD_LABELS = ("", " ", "buy", "play", "buy Nonexistent", "play Province", "gain Platinum ",
              "done ", "DONE", "buy\x00Copper", "end turn\n", "play \u00e9", "trash " + "x" * 300)


def _forgeries(state: DominionState, pid: int, action: PlayerAction, rng: random.Random,
               others: Sequence[PlayerAction], players: int) -> Iterator[tuple[str, int,
                                                                                PlayerAction]]:
    """Hostile attempts at ``state``: (what, seat, action)."""
    labels = list(action.labels)
    offered = set(state.action_generator(pid).labels())
    bad = rng.choice([*BAD_LABELS, *(lab for a in others for lab in a.labels)])
    if bad not in offered:
        yield f"unoffered label {bad!r}", pid, PlayerAction.from_labels([bad])
    yield "overlong", pid, PlayerAction.from_labels([*labels, rng.choice(BAD_LABELS)])
    if len(labels) > 1:
        yield "truncated", pid, PlayerAction.from_labels(labels[: rng.randrange(len(labels))])
    other_seat = rng.choice([s for s in range(-1, players + 1) if s != pid])
    yield f"seat {other_seat}", other_seat, action
    node = _partial(state, pid, rng)
    yield "incomplete node as origin", pid, PlayerAction(node.picks, origin=node)
    if others:
        yield "built on another state", pid, rng.choice(others)


def _attempt(state: DominionState, what: str, seat: int, forged: PlayerAction, pid: int,
             where: str) -> None:
    """``forged`` is rejected, or, if legal by its labels, gives what a fresh build gives."""
    legal = seat == pid and _legal_by_labels(state, pid, forged.labels)
    try:
        result = state.action_step(seat, forged)
    except InvalidActionError:
        if legal:
            raise FuzzFailure(f"{where}: {what} {forged.labels!r} is legal but was rejected"
                              ) from None
    except Exception as exc:  # anything but InvalidActionError is a failure
        raise FuzzFailure(f"{where}: {what} {forged.labels!r} raised "
                          f"{type(exc).__name__}: {exc}") from exc
    else:
        if not legal:
            raise FuzzFailure(f"{where}: {what} {forged.labels!r} was accepted")
        fresh = state.action_step(pid, PlayerAction.from_labels(forged.labels))
        if result != fresh:
            raise FuzzFailure(f"{where}: {what} {forged.labels!r} differs from a fresh build")


def _shallow(state: DominionState) -> tuple[object, ...]:
    """The identities of the state's fields and of each seat's fields (a cheap mutation check)."""
    return (*(getattr(state, name) for name in _STATE_FIELDS),
            *(getattr(p, name) for p in state.players for name in _SEAT_FIELDS))


_STATE_FIELDS = tuple(f.name for f in fields(DominionState))
_SEAT_FIELDS = tuple(f.name for f in fields(PlayerState))


def _same(a: tuple[object, ...], b: tuple[object, ...]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))


def _unpickled(state: DominionState) -> DominionState:
    twin: DominionState = pickle.loads(pickle.dumps(state))
    return twin


def _check_copy(state: DominionState, pid: int, action: PlayerAction, where: str,
                copy: Callable[[DominionState], DominionState] = _unpickled) -> None:
    """A copy of ``state`` (by pickle) is equal to it, hash equal, offers the same choices to
    ``pid`` and gives the same next state for ``action``."""
    twin = copy(state)
    if twin != state or hash(twin) != hash(state):
        raise FuzzFailure(f"{where}: a pickled copy is not equal to the state")
    if twin.action_generator(pid).labels() != state.action_generator(pid).labels():
        raise FuzzFailure(f"{where}: a pickled copy offers other choices")
    if twin.action_step(pid, action).auto_step() != state.action_step(pid, action).auto_step():
        raise FuzzFailure(f"{where}: a pickled copy goes to another state")


def fuzz_game(seed: int, deep: float = 1.0) -> GameResult:
    """Play and check one game of ``seed``; ``deep``: the share of transitions that also get
    the costly checks (determinize, a pickle of the state around the forgeries).

    :raises FuzzFailure: naming the transition where an invariant broke.
    """
    rng = random.Random(seed)
    players = rng.randint(2, 6)
    sets = choose_sets(rng)
    state = new_game("random", players=players, seed=seed, turn_limit=rng.randint(5, 40),
                     sets=sets)
    hostile = [rng.random() < 0.5 for _ in range(players)]
    history: History[DominionState] = History.start(state)
    expected = total_cards(state)
    others: list[PlayerAction] = []
    transitions = forged = 0
    state = history.latest
    while True:
        where = f"seed {seed}, transition {transitions}"
        check_state(state, expected, where)
        sampled = rng.random() < deep
        if sampled:
            observer = rng.randrange(players)
            guess = determinize(state, observer, random.Random(rng.getrandbits(32)))
            if info_key(guess, observer) != info_key(state, observer):
                raise FuzzFailure(f"{where}: determinize for seat {observer} changed its "
                                  "info_key")
        pid = state.waiting_for()
        if pid is None:
            break
        action = random_action(state, pid, rng)
        if sampled:
            _check_copy(state, pid, action, where)
        if hostile[pid]:
            deep_check = rng.random() < deep
            before = pickle.dumps(state) if deep_check else b""  # a deep copy
            shallow = _shallow(state)
            for what, seat, bad in _forgeries(state, pid, action, rng, others, players):
                _attempt(state, what, seat, bad, pid, where)
                forged += 1
            if not _same(_shallow(state), shallow) or (deep_check and pickle.loads(before) != state):
                raise FuzzFailure(f"{where}: a forged action changed the state")
        try:
            history = history.record(pid, action)
        except InvalidActionError as exc:
            raise FuzzFailure(f"{where}: generated action {action.labels!r} rejected: {exc}"
                              ) from None
        others = [*others[-7:], action]
        transitions += 1
        state = history.latest
    if not state.game_end() or not state.winners():
        raise FuzzFailure(f"seed {seed}: no seat deciding, yet the game is not over")
    replayed = History.from_json(history.to_json())
    if len(replayed.states) != len(history.states):
        raise FuzzFailure(f"seed {seed}: the replay has {len(replayed.states)} states, "
                          f"not {len(history.states)}")
    for i, (a, b) in enumerate(zip(history.states, replayed.states, strict=True)):
        if a != b:
            raise FuzzFailure(f"seed {seed}: the JSON replay differs at state {i}")
    return GameResult(seed, transitions, forged, None, deep)


def _safe_game(seed: int, deep: float) -> GameResult:
    try:
        return fuzz_game(seed, deep)
    except Exception as exc:  # a crash of the engine is a failure too, reported with its seed
        detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        if not isinstance(exc, FuzzFailure):
            detail += "\n" + "".join(traceback.format_exception(exc)[-4:])
        return GameResult(seed, 0, 0, detail, deep)


def _chunk(task: tuple[int, float]) -> list[GameResult]:
    start, deep = task
    return [_safe_game(seed, deep) for seed in range(start, start + CHUNK)]


@dataclass(frozen=True, slots=True)
class Summary:
    """A run's totals."""

    games: int
    transitions: int
    forged: int
    seconds: float
    failures: tuple[GameResult, ...]

    @property
    def rate(self) -> float:
        """Transitions per second of wall time."""
        return self.transitions / self.seconds if self.seconds > 0 else 0.0


def reproduce_command(seed: int, deep: float = 0.1) -> str:
    """The shell command that replays the game of ``seed`` alone (``deep`` as in the run: the
    sampled checks draw from the game's random stream)."""
    return f"python -m benchmarks.fuzz --game {seed}" + ("" if deep == 0.1 else f" --deep {deep}")


def run(transitions: int, *, seed: int = 0, workers: int = 1, deep: float = 0.1,
        progress: bool = False, max_failures: int = 10, status_every: float = 60.0) -> Summary:
    """Fuzz games of seeds ``seed, seed + 1, ...`` until ``transitions`` have been checked.

    Without a progress bar, a status line goes to stderr every ``status_every`` seconds.
    """
    start = last = time.perf_counter()
    games = done = forged = 0
    failures: list[GameResult] = []
    bar = _progress_bar(transitions) if progress else None
    ctx = get_context("fork" if sys.platform != "win32" else "spawn")
    with ctx.Pool(workers) if workers > 1 else _InProcess() as pool:
        window: deque[_Pending] = deque()  # a few chunks ahead per worker, never more
        next_seed = seed
        for _ in range(2 * workers):
            window.append(pool.apply_async(_chunk, ((next_seed, deep),)))
            next_seed += CHUNK
        while window:
            for result in window.popleft().get():
                games += 1
                done += result.transitions
                forged += result.forged
                if bar is not None:
                    bar.update(result.transitions)
                if result.failure is not None:
                    failures.append(result)
                    _report(result, bar)
            if done >= transitions or len(failures) >= max_failures:
                break
            window.append(pool.apply_async(_chunk, ((next_seed, deep),)))
            next_seed += CHUNK
            now = time.perf_counter()
            if bar is None and now - last >= status_every:
                last = now
                print(f"{done:,} transitions, {games:,} games, {done / (now - start):,.0f}/s, "
                      f"{len(failures)} failure(s)", file=sys.stderr, flush=True)
    if bar is not None:
        bar.close()
    return Summary(games, done, forged, time.perf_counter() - start, tuple(failures))


class _Pending(Protocol):
    """A chunk's results to come (`multiprocessing.pool.AsyncResult`)."""

    def get(self) -> list[GameResult]: ...


@dataclass(frozen=True, slots=True)
class _Later:
    task: tuple[int, float]

    def get(self) -> list[GameResult]:
        return _chunk(self.task)


class _InProcess:
    """A one-process stand-in for a pool (same ``apply_async``, a context manager)."""

    def __enter__(self) -> _InProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def apply_async(self, fn: object, args: tuple[tuple[int, float]]) -> _Later:
        return _Later(args[0])


class _Bar:
    """The part of tqdm's interface used here."""

    def update(self, n: int) -> object: ...

    def close(self) -> None: ...

    def write(self, text: str) -> None: ...


def _progress_bar(total: int) -> _Bar | None:
    try:
        from tqdm import tqdm
    except ImportError:  # tqdm is optional (the cli extra)
        return None
    bar: _Bar = tqdm(total=total, unit="tr", unit_scale=True, smoothing=0.1)
    return bar


def _report(result: GameResult, bar: _Bar | None) -> None:
    text = (f"FAIL seed {result.seed}: {result.failure}\n"
            f"  reproduce: {reproduce_command(result.seed, result.deep)}")
    if bar is not None:
        bar.write(text)
    else:
        print(text, file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the fuzzer; exit status 1 if any game failed."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.fuzz", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--transitions", type=int, default=10_000_000,
                        help="stop after this many transitions (default 10,000,000)")
    parser.add_argument("--seed", type=int, default=0, help="first game's seed (default 0)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="processes (default: every core)")
    parser.add_argument("--deep", type=float, default=0.1,
                        help="share of transitions that also get the costly checks (default 0.1)")
    parser.add_argument("--game", type=int, metavar="SEED",
                        help="replay the game of this seed alone and print what broke")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.game is not None:
        result = _safe_game(args.game, args.deep)
        if result.failure is not None:
            _report(result, None)
            return 1
        print(f"seed {args.game}: {result.transitions} transitions, {result.forged} forged "
              "actions, every check passed")
        return 0
    if args.transitions < 1 or args.workers < 1:
        parser.error("--transitions and --workers must be at least 1")
    if not 0 <= args.deep <= 1:
        parser.error("--deep is a share between 0 and 1")
    summary = run(args.transitions, seed=args.seed, workers=args.workers, deep=args.deep,
                  progress=not args.no_progress and sys.stderr.isatty())
    print(f"{summary.transitions:,} transitions in {summary.games:,} games "
          f"({summary.forged:,} forged actions tried) in {summary.seconds:.1f} s: "
          f"{summary.rate:,.0f} transitions/s on {args.workers} worker(s); "
          f"{len(summary.failures)} failure(s)")
    return 1 if summary.failures else 0


if __name__ == "__main__":
    sys.exit(main())
