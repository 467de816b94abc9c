"""Tournaments: many seeded games between agents on all cores, aggregated in game order; results table.

Game ``i`` uses seed `game_seed(seed, i)` and the seating `seating(i, n)`
(seats rotate so that every agent sits in every seat equally often), so the
results are the same whatever the number of worker processes.

>>> result = run_tournament(["bigmoney", "smithy-bm"], games=4, kingdom="First Game", seed=1,
...                         workers=1)
>>> [s.games for s in result.stats], sum(s.wins + s.ties for s in result.stats) >= 4
([4, 4], True)
>>> print(format_table(result).splitlines()[1].split()[:3])
['agent', 'games', 'wins']
"""

from __future__ import annotations

import contextlib
import json
import math
import multiprocessing
import os
import pickle
import signal
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from dgsim.agents.agent import AgentLike, AnyAgent, as_agents
from dgsim.agents.bots import make_agent
from dgsim.agents.plugin import load_all, loaded_targets
from dgsim.agents.rules import money_total
from dgsim.core import History, Rng
from dgsim.core.history import PLAYERS_KEY
from dgsim.dominion import DominionState, card_named, kingdom_cards, new_game
from dgsim.dominion.card import Card
from dgsim.dominion.kingdom import (
    check_kingdom_size,
    draw_from_pool,
    kingdom_pool,
    random_kingdom,
    recommended_landscapes,
)
from dgsim.dominion.landscape import check_landscapes, draw_landscapes, landscapes_of_sets
from dgsim.dominion.score import score
from dgsim.dominion.setup import rulebook_shelters

__all__ = [
    "AgentStats",
    "GameRecord",
    "Interrupted",
    "TournamentResult",
    "end_reason",
    "format_table",
    "game_file_name",
    "game_seed",
    "parse_kingdom",
    "play_one",
    "resolve_kingdom",
    "rulebook_landscapes",
    "run_tournament",
    "seating",
    "to_json",
    "wilson_interval",
]

Z95: Final = 1.959963984540054


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a tournament with master seed ``seed`` (63 bits).

    >>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
    True
    """
    x, _ = Rng.from_seed(seed * 0x100000001B3 + index).next64()
    return x >> 1


def seating(index: int, n: int) -> tuple[int, ...]:
    """Which agent (by position in the tournament) sits in each seat in game ``index``.

    Seats rotate: over any ``n`` consecutive games each agent takes each seat once.

    >>> seating(0, 2), seating(1, 2), seating(4, 3)
    ((0, 1), (1, 0), (1, 2, 0))
    """
    r = index % n
    return tuple((seat + r) % n for seat in range(n))


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); ``successes`` may count halves
    (a tie as half a win).

    >>> lo, hi = wilson_interval(50, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.404, 0.596)
    """
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def parse_kingdom(text: str) -> str | tuple[str, ...]:
    """A kingdom argument: a recommended set's name, ``random``, or comma-separated card names.

    >>> parse_kingdom("First Game"), parse_kingdom("Smithy, Witch")
    ('First Game', ('Smithy', 'Witch'))
    """
    if "," in text:
        return tuple(n.strip() for n in text.split(",") if n.strip())
    return text


def rulebook_landscapes(kingdom: str | Sequence[str], seed: int = 0,
                        pool: Sequence[Card] | None = None) -> tuple[str, ...]:
    """The landscapes of a kingdom argument by the rulebooks: a ``random`` kingdom deals them as
    `new_game` does (from the landscapes of ``pool``'s sets; every set's for None), a recommended
    kingdom has its own (`RULEBOOK_LANDSCAPES`), a list of cards none.

    >>> rulebook_landscapes("First Game"), rulebook_landscapes(("Smithy", "Witch"))
    ((), ())
    """
    if not isinstance(kingdom, str):
        return ()
    if kingdom != "random":
        return recommended_landscapes(kingdom)
    if pool is None:
        size, lands = len(kingdom_pool()), landscapes_of_sets(None)
    else:
        sets = {c.expansion for c in pool}
        size = len(pool)
        lands = tuple(c for c in landscapes_of_sets(None) if c.expansion in sets)
    return tuple(c.name for c in draw_landscapes(seed, size, lands))


def resolve_kingdom(kingdom: str | Sequence[str], seed: int = 0,
                    pool: Sequence[Card] | None = None,
                    ) -> tuple[str, tuple[str, ...], str | tuple[str, ...]]:
    """A kingdom argument's label, its card names, and what every game's `new_game` is given.

    ``random`` draws one kingdom from ``seed`` (out of ``pool``, default every
    kingdom card), played in every game.

    :raises KeyError: for an unknown kingdom or card name.
    :raises ValueError: for a repeated or non-kingdom card.

    >>> label, cards, setup = resolve_kingdom("First Game")
    >>> label, cards[:2], setup
    ('First Game', ('Cellar', 'Market'), 'First Game')
    >>> resolve_kingdom(("Smithy", "Witch"))
    ('Smithy, Witch', ('Smithy', 'Witch'), ('Smithy', 'Witch'))
    """
    if kingdom == "random" and pool is not None:
        cards = tuple(c.name for c in random_kingdom(seed, pool=pool))
        return kingdom, cards, cards
    if isinstance(kingdom, str):
        cards = tuple(c.name for c in kingdom_cards(kingdom, seed))
        return kingdom, cards, cards if kingdom == "random" else kingdom
    cards = tuple(c.name for c in kingdom_cards(tuple(kingdom)))
    return ", ".join(cards), cards, cards


# -- one game ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameRecord:
    """The outcome of one game: who sat where, scores, turns, winners (seats), optional curves.

    ``vp`` and ``money`` hold, per seat, the VP and money density ($ of
    treasures per card owned) after each of that seat's turns (empty unless
    curves were asked for). ``save_error`` says why its log could not be
    saved (empty when it was, or when none was asked for).
    """

    index: int
    seed: int
    order: tuple[int, ...]
    scores: tuple[int, ...]
    turns: tuple[int, ...]
    winners: tuple[int, ...]
    vp: tuple[tuple[int, ...], ...] = ()
    money: tuple[tuple[float, ...], ...] = ()
    save_error: str = field(default="", compare=False)


def _money_density(state: DominionState, pid: int) -> float:
    cards = state.players[pid].all_cards()
    return money_total(cards) / max(1, len(cards))


def end_reason(state: DominionState) -> str:
    """Why a finished game ended: ``provinces``, ``piles`` or ``turn limit``."""
    if state.supply_count("Province") == 0:
        return "provinces"
    if all(p.turns >= state.mode.turn_limit for p in state.players):
        return "turn limit"
    return "piles"


def play_one(agents: Sequence[AgentLike[DominionState]], kingdom: str | Sequence[str],
             players: int, seed: int, index: int, *, curves: bool = False, save_dir: str | None = None,
             turn_limit: int = 100, names: Sequence[str] | None = None,
             colonies: bool | None = None, any_kingdom_size: bool = False,
             shelters: bool | None = None,
             landscapes: Sequence[str] | None = None, bane: str | None = None,
             aside_pile: str | None = None) -> GameRecord:
    """Play game ``index`` of a tournament (seats rotated, seed derived); optionally save its log.

    ``colonies``, ``shelters``, ``landscapes``, ``bane``, ``aside_pile`` and ``any_kingdom_size``
    are `new_game`'s (None: by the rulebook, or drawn by the game's seed).

    A saved log's ``meta`` names the agent in each seat (``names``, one per
    entry, default the agents' own names) and the result, as ``dgsim serve``'s do.
    """
    gseed = game_seed(seed, index)
    order = seating(index, players)
    entries = as_agents(agents)
    seated = [entries[order[s]].reseed(game_seed(gseed, s + 1)) for s in range(players)]
    state = new_game(kingdom, players, gseed, turn_limit=turn_limit, colonies=colonies,
                     any_kingdom_size=any_kingdom_size, shelters=shelters,
                     landscapes=landscapes, bane=bane, aside_pile=aside_pile).auto_step()
    history = History.start(state) if save_dir is not None else None
    vp: list[list[int]] = [[] for _ in range(players)]
    money: list[list[float]] = [[] for _ in range(players)]
    while True:
        pid = state.waiting_for()
        if pid is None:
            break
        action = seated[pid].act(state, state.action_generator(pid))
        if history is not None:
            history = history.record(pid, action)
            state = history.latest
        else:
            state = state.action_step(pid, action).auto_step()
        if curves:
            for seat in range(players):
                done = state.players[seat].turns
                while len(vp[seat]) < done:
                    vp[seat].append(score(state, seat))
                    money[seat].append(_money_density(state, seat))
    save_error = ""
    if history is not None and save_dir is not None:
        path = Path(save_dir) / game_file_name(index)
        entry_names = list(names) if names else [a.name for a in entries]
        seated_names = [entry_names[order[seat]] for seat in range(players)]
        meta = {PLAYERS_KEY: seated_names, "result": {
            "game": index, "seed": gseed, PLAYERS_KEY: seated_names, "scores": list(state.scores()),
            "turns": [p.turns for p in state.players], "winners": list(state.winners()),
            "end": end_reason(state)}}
        try:
            history.save(path, meta)
        except OSError as exc:  # the game's result is kept; the log is reported lost
            save_error = f"cannot write {path}: {exc.strerror or exc}"
    return GameRecord(
        index=index, seed=gseed, order=order, scores=state.scores(),
        turns=tuple(p.turns for p in state.players), winners=state.winners(),
        vp=tuple(tuple(v) for v in vp) if curves else (),
        money=tuple(tuple(m) for m in money) if curves else (),
        save_error=save_error,
    )


def game_file_name(index: int) -> str:
    """The file name of game ``index``'s saved log (``dgsim simulate`` and ``dgsim serve``).

    >>> game_file_name(7)
    'game-000007.json'
    """
    return f"game-{index:06d}.json"


# -- results -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AgentStats:
    """One agent's totals over a tournament; a win is a sole win, a tie a shared one."""

    name: str
    games: int
    wins: int
    ties: int
    turns: int
    vp: int

    @property
    def losses(self) -> int:
        """Games neither won nor tied."""
        return self.games - self.wins - self.ties

    @property
    def win_rate(self) -> float:
        """Sole wins per game."""
        return self.wins / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate."""
        return wilson_interval(self.wins, self.games)

    @property
    def mean_turns(self) -> float:
        """Turns this agent took per game."""
        return self.turns / self.games if self.games else 0.0

    @property
    def mean_vp(self) -> float:
        """Victory points per game."""
        return self.vp / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class Curve:
    """An agent's average VP and money density after each of its turns (index 0 = turn 1)."""

    name: str
    vp: tuple[float, ...]
    money: tuple[float, ...]
    games: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TournamentResult:
    """A whole tournament: setup, per-agent stats (in the order given), optional curves.

    ``partial`` marks the results of an interrupted tournament (the games
    finished before it stopped); ``save_errors`` lists the games' logs that
    could not be saved. ``colonies``: Platinum and Colony were in every game; ``landscapes``:
    every game's Events, Landmarks, ... (none for most).
    """

    agents: tuple[str, ...]
    kingdom: str
    kingdom_cards: tuple[str, ...]
    players: int
    games: int
    seed: int
    stats: tuple[AgentStats, ...]
    curves: tuple[Curve, ...] = ()
    elapsed: float = field(default=0.0, compare=False)
    partial: bool = False
    save_errors: tuple[str, ...] = field(default=(), compare=False)
    colonies: bool = False
    landscapes: tuple[str, ...] = ()

    @classmethod
    def from_games(cls, names: Sequence[str], records: Sequence[GameRecord], *, kingdom: str,
                   cards: Sequence[str], seed: int, curves: bool = False,
                   elapsed: float = 0.0, partial: bool = False,
                   colonies: bool = False, landscapes: Sequence[str] = ()) -> TournamentResult:
        """The results of finished games, played here or elsewhere (e.g. by ``dgsim serve``).

        ``names`` are the entries (one per seat); ``record.order[seat]`` is the
        entry that sat there. A sole winner's entry counts a win, each of several
        winners a tie; ``curves`` averages the records' per-turn curves.

        >>> games = [GameRecord(0, 9, (0, 1), (30, 20), (20, 19), (0,)),
        ...          GameRecord(1, 9, (1, 0), (25, 25), (19, 19), (0, 1))]
        >>> a, b = TournamentResult.from_games(["a", "b"], games, kingdom="First Game",
        ...                                    cards=(), seed=9).stats
        >>> (a.wins, a.ties, a.vp, a.turns), (b.wins, b.ties, b.losses, b.vp)
        ((1, 1, 55, 39), (0, 1, 1, 45))
        """
        n = len(names)
        games = [0] * n
        wins = [0] * n
        ties = [0] * n
        turns = [0] * n
        vp = [0] * n
        vp_sum: list[list[float]] = [[] for _ in range(n)]
        money_sum: list[list[float]] = [[] for _ in range(n)]
        counts: list[list[int]] = [[] for _ in range(n)]
        for rec in records:
            for seat, entry in enumerate(rec.order):
                games[entry] += 1
                if seat in rec.winners:
                    if len(rec.winners) == 1:
                        wins[entry] += 1
                    else:
                        ties[entry] += 1
                turns[entry] += rec.turns[seat]
                vp[entry] += rec.scores[seat]
                if curves:
                    for t, (v, m) in enumerate(zip(rec.vp[seat], rec.money[seat], strict=True)):
                        if t == len(counts[entry]):
                            vp_sum[entry].append(0.0)
                            money_sum[entry].append(0.0)
                            counts[entry].append(0)
                        vp_sum[entry][t] += v
                        money_sum[entry][t] += m
                        counts[entry][t] += 1
        stats = tuple(AgentStats(names[e], games[e], wins[e], ties[e], turns[e], vp[e])
                      for e in range(n))
        curve_list = tuple(
            Curve(names[e], tuple(v / c for v, c in zip(vp_sum[e], counts[e], strict=True)),
                  tuple(m / c for m, c in zip(money_sum[e], counts[e], strict=True)),
                  tuple(counts[e]))
            for e in range(n)) if curves else ()
        return cls(tuple(names), kingdom, tuple(cards), n, len(records), seed, stats, curve_list,
                   elapsed, partial, tuple(r.save_error for r in records if r.save_error),
                   colonies, tuple(landscapes))

    def to_dict(self) -> dict[str, object]:
        """A JSON-able dict of everything but the timing (``"partial": true`` when interrupted)."""
        return {
            **({"partial": True} if self.partial else {}),
            "agents": list(self.agents), "kingdom": self.kingdom,
            "kingdom_cards": list(self.kingdom_cards), "colonies": self.colonies,
            **({"landscapes": list(self.landscapes)} if self.landscapes else {}),
            "players": self.players,
            "games": self.games, "seed": self.seed,
            "results": [
                {"agent": s.name, "games": s.games, "wins": s.wins, "ties": s.ties,
                 "losses": s.losses, "win_rate": s.win_rate, "ci95": list(s.ci95),
                 "mean_turns": s.mean_turns, "mean_vp": s.mean_vp}
                for s in self.stats
            ],
            "curves": [{"agent": c.name, "vp": list(c.vp), "money_density": list(c.money),
                        "games": list(c.games)} for c in self.curves],
        }


def to_json(result: TournamentResult, extra: Mapping[str, object] | None = None) -> str:
    """The results as indented JSON (no timing, so equal runs give equal text).

    ``extra`` adds keys after the results' own (``dgsim serve`` adds its ``faults``).

    >>> doc = json.loads(to_json(TournamentResult(("a",), "k", (), 1, 0, 0, ()), {"faults": []}))
    >>> list(doc)[-2:], doc["faults"]
    (['curves', 'faults'], [])
    """
    return json.dumps({**result.to_dict(), **(extra or {})}, indent=1)


def format_table(result: TournamentResult) -> str:
    """The results as a plain-text table, one row per agent."""
    width = max(5, *(len(s.name) for s in result.stats))
    kingdom = result.kingdom
    cards = ", ".join(result.kingdom_cards)
    lines = [
        ("PARTIAL (interrupted): " if result.partial else "")
        + f"{result.games} games, {result.players} players, seed {result.seed}, kingdom "
        f"{kingdom}" + ("" if kingdom == cards else f" ({cards})")
        + (", with Platinum and Colony" if result.colonies else "")
        + (f", landscapes {', '.join(result.landscapes)}" if result.landscapes else ""),
        f"{'agent':<{width}}  {'games':>6}  {'wins':>6}  {'ties':>5}  {'win rate':>8}  "
        f"{'95% CI':>15}  {'mean turns':>10}  {'mean VP':>7}",
    ]
    for s in result.stats:
        lo, hi = s.ci95
        ci = f"[{100 * lo:.1f}, {100 * hi:.1f}]"
        lines.append(
            f"{s.name:<{width}}  {s.games:>6}  {s.wins:>6}  {s.ties:>5}  "
            f"{100 * s.win_rate:>7.1f}%  {ci:>15}  {s.mean_turns:>10.2f}  {s.mean_vp:>7.2f}")
    return "\n".join(lines)


# -- running ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Job:
    agents: tuple[AnyAgent, ...]
    kingdom: str | tuple[str, ...]
    players: int
    seed: int
    curves: bool
    save_dir: str | None
    turn_limit: int = 100
    names: tuple[str, ...] = ()
    colonies: bool | None = None
    any_kingdom_size: bool = False
    shelters: bool | None = None
    landscapes: tuple[str, ...] = ()
    bane: str | None = None
    aside_pile: str | None = None


_WORKER_JOB: list[_Job] = []


@contextlib.contextmanager
def _ctrl_c_between_games() -> Iterator[Callable[[], bool]]:
    """While games run in this process, Ctrl-C is noted and acted on after the current game.

    A KeyboardInterrupt raised inside the mypyc-compiled engine can abort the process ("fatal: out
    of memory": its runtime takes the failed call for a failed allocation), so the interrupt is
    not raised there. Yields a function telling whether Ctrl-C came; outside the main thread, or
    when SIGINT is not Python's default handler, nothing changes and it always says no.
    """
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield lambda: False
        return
    came: list[bool] = []

    def note(signum: int, frame: object) -> None:
        came.append(True)

    signal.signal(signal.SIGINT, note)
    try:
        yield lambda: bool(came)
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def _init_worker(loads: tuple[str, ...], job: _Job | bytes) -> None:
    """A worker's start: the user's ``--load`` targets first, then the job (pickled unless the
    worker is a fork, which has both already), so that the agents it holds unpickle."""
    # Ctrl-C reaches the whole process group: the parent stops the pool and keeps what finished
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    load_all(loads)
    _WORKER_JOB[:] = [job if isinstance(job, _Job) else pickle.loads(job)]


def _start_method() -> str:
    """How worker processes start: fork where the platform has it (nothing to pickle), else the
    platform's default (spawn: the job is pickled, the ``--load`` targets loaded again)."""
    methods = multiprocessing.get_all_start_methods()
    return "fork" if "fork" in methods else methods[0]


def _run_chunk(bounds: tuple[int, int]) -> tuple[GameRecord, ...]:
    return _play_range(_WORKER_JOB[0], *bounds)


def _play_range(job: _Job, start: int, stop: int) -> tuple[GameRecord, ...]:
    return tuple(play_one(job.agents, job.kingdom, job.players, job.seed, i, curves=job.curves,
                          save_dir=job.save_dir, turn_limit=job.turn_limit, names=job.names,
                          colonies=job.colonies, any_kingdom_size=job.any_kingdom_size,
                          shelters=job.shelters, landscapes=job.landscapes, bane=job.bane,
                          aside_pile=job.aside_pile)
                 for i in range(start, stop))


def _names(entries: Sequence[str | AnyAgent]) -> tuple[str, ...]:
    raw = [e if isinstance(e, str) else e.name for e in entries]
    out: list[str] = []
    for i, name in enumerate(raw):
        k = raw[:i].count(name)
        out.append(name if k == 0 else f"{name}#{k + 1}")
    return tuple(out)


def run_tournament(
    agents: Sequence[str | AgentLike[DominionState]],
    *,
    games: int,
    kingdom: str | Sequence[str] = "First Game",
    players: int | None = None,
    seed: int = 0,
    workers: int | None = None,
    curves: bool = False,
    save_dir: str | Path | None = None,
    progress: Callable[[int], None] | None = None,
    turn_limit: int = 100,
    pool: Sequence[Card] | None = None,
    backend: str = "local",
    address: str | None = None,
    colonies: bool | None = None,
    any_kingdom_size: bool = False,
    landscapes: Sequence[str] | None = None,
    shelters: bool | None = None,
    bane: str | None = None,
    aside_pile: str | None = None,
) -> TournamentResult:
    """Play ``games`` games between ``agents`` (specs, agents or agent functions), one per seat.

    Seats rotate from game to game.

    ``workers`` processes (default: every core; 1 runs here) play chunks of
    games; results are aggregated in game order, so they do not depend on
    ``workers``. ``progress`` is called with the number of games just
    finished. ``save_dir`` keeps every game's replayable log there
    (`game_file_name`); a log that cannot be written is listed in
    ``save_errors`` and the game still counts. ``turn_limit`` caps each
    seat's turns; ``pool`` is what a ``random`` kingdom draws from.
    ``backend="ray"`` plays chunks of games as Ray tasks (`dgsim.agents.ray_backend`;
    ``address`` joins a running cluster); the results are the same.
    ``colonies`` adds Platinum and Colony or not; None follows the rulebook (a
    ``random`` kingdom by the Prosperity rule, as ``new_game(kingdom="random")``).
    A kingdom has 10 cards unless ``any_kingdom_size=True`` (as `new_game`, and the
    commands' ``--any-kingdom-size``). ``landscapes`` (Events, Landmarks, ...) are every game's;
    None follows the rulebooks (`rulebook_landscapes`: a random kingdom deals them, a recommended
    one has its own). ``shelters`` starts each seat with Shelters or not; None follows the Dark
    Ages rulebook (`rulebook_shelters`). ``bane`` (Young Witch's) and ``aside_pile`` (Ferryman's)
    are every game's; None: a recommended kingdom's own, else drawn by each game's seed.

    :raises Interrupted: on Ctrl-C (a `KeyboardInterrupt` carrying the partial result).

    :raises ValueError: for an unknown agent, a bad kingdom, or as many agents as seats not given.
    :raises KeyError: for an unknown kingdom or card name.
    """
    players = len(agents) if players is None else players
    if len(agents) != players:
        raise ValueError(f"{players} players need {players} agents, got {len(agents)}")
    if games < 0:
        raise ValueError("games must be >= 0")
    objects = tuple(make_agent(a) if isinstance(a, str) else as_agents([a])[0] for a in agents)
    kingdom_label, cards, fixed = resolve_kingdom(kingdom, seed, pool)
    check_kingdom_size(cards, any_kingdom_size=any_kingdom_size)
    if colonies is None and kingdom == "random":
        colonies = draw_from_pool(seed, pool)[1]
    # (the games' kingdom is a list of cards: the rulebook's Shelters are decided here)
    if shelters is None:
        shelters = rulebook_shelters(kingdom, tuple(card_named(n) for n in cards), seed)
    lands = (rulebook_landscapes(kingdom, seed, pool) if landscapes is None
             else tuple(c.name for c in check_landscapes(landscapes)))
    # validates the player count early, and tells whether the games have Colonies
    uses_colonies = new_game(fixed, players, 0, turn_limit=turn_limit, colonies=colonies,
                             any_kingdom_size=any_kingdom_size, bane=bane,
                             aside_pile=aside_pile).mode.colony_index is not None
    save = None
    if save_dir is not None:
        Path(save_dir).mkdir(parents=True, exist_ok=True)
        save = str(save_dir)
    entry_names = _names([a if isinstance(a, str) else o for a, o in zip(agents, objects, strict=True)])
    job = _Job(objects, fixed, players, seed, curves, save, turn_limit, entry_names, colonies,
               any_kingdom_size, shelters, lands, bane, aside_pile)
    workers_given = workers
    workers = max(1, os.cpu_count() or 1) if workers is None else max(1, workers)
    started = time.perf_counter()
    started_wall = time.time() - 1.0  # file times may be coarser than a second
    records: list[GameRecord] = []

    def result(partial: bool = False) -> TournamentResult:
        return TournamentResult.from_games(
            entry_names, records, kingdom=kingdom_label, cards=cards, seed=seed, curves=curves,
            elapsed=time.perf_counter() - started, partial=partial, colonies=uses_colonies,
            landscapes=lands)

    if backend not in ("local", "ray"):
        raise ValueError(f"backend must be 'local' or 'ray', not {backend!r}")
    try:
        if backend == "ray":
            from dgsim.agents.ray_backend import ray_chunks

            for chunk in ray_chunks(job, games, None if workers_given is None else workers,
                                    address):
                records.extend(chunk)
                if progress is not None:
                    progress(len(chunk))
        elif workers == 1 or games < 2:
            step = max(1, min(50, games // 100 or 1))
            with _ctrl_c_between_games() as interrupted:
                for start in range(0, games, step):
                    stop = min(games, start + step)
                    for index in range(start, stop):  # one at a time: Ctrl-C keeps every finished game
                        records.extend(_play_range(job, index, index + 1))
                        if interrupted():
                            raise KeyboardInterrupt
                    if progress is not None:
                        progress(stop - start)
        else:
            size = max(1, min(100, games // (workers * 20) or 1))
            bounds = [(s, min(games, s + size)) for s in range(0, games, size)]
            method = _start_method()
            ctx = multiprocessing.get_context(method)
            payload: _Job | bytes = job if method == "fork" else pickle.dumps(job)
            with ctx.Pool(workers, initializer=_init_worker,
                          initargs=(loaded_targets(), payload)) as processes:
                for chunk in processes.imap(_run_chunk, bounds):
                    records.extend(chunk)
                    if progress is not None:
                        progress(len(chunk))
                # Every chunk is back: the workers exit by themselves. (Leaving the block would
                # terminate them with SIGTERM, which could leave one waiting forever on the task
                # queue's lock that a killed sibling held; seen under coverage, which handles SIGTERM.)
                processes.close()
                processes.join()
    except KeyboardInterrupt:
        if save is not None:
            _drop_unrecorded_logs(Path(save), games, records, started_wall)
        raise Interrupted(result(partial=True)) from None
    return result()


def _drop_unrecorded_logs(folder: Path, games: int, records: Sequence[GameRecord],
                          since: float) -> None:
    """After Ctrl-C, remove the logs that workers saved of games the results do not count (their
    chunks never came back), so that the folder and the partial table agree. Only files of this
    run's game numbers written since it started are touched."""
    counted = {r.index for r in records}
    for index in range(games):
        if index in counted:
            continue
        path = folder / game_file_name(index)
        with contextlib.suppress(OSError):
            if path.stat().st_mtime >= since:
                path.unlink()


class Interrupted(KeyboardInterrupt):
    """A tournament stopped by Ctrl-C; ``result`` holds the games finished before (``partial``)."""

    def __init__(self, result: TournamentResult) -> None:
        super().__init__(f"interrupted after {result.games} games")
        self.result = result
