"""``dgsim bench-agents``: one agent against the baseline bots on a fixed, versioned suite of kingdoms.

The suite (`SUITE`, version `SUITE_VERSION`) is data: First Game, the MCTS Benchmark kingdom of
the Dominion MCTS papers, and 20 random kingdoms drawn from every implemented set (the kingdoms of
``new_game(kingdom="random", seed=k)`` for k = 0-19 when the suite was fixed, pinned here by their
cards so that new cards never change them). On each kingdom the agent plays, 2 players, seats
alternating, ``games`` games against each baseline that kingdom offers: ``bigmoney``, ``bmu`` and
the kingdom's best rule bot (pinned: the winner of a round-robin of the rule bots, `find_best_bots`)
everywhere; ``smithy-bm`` where Smithy is in the kingdom; ``double-witch`` where Witch is;
``provincial-witch`` on the MCTS Benchmark. Every pairing of a kingdom is dealt the same games
(`run_tournament` with the kingdom's seed), so opponents are compared on equal deals.

A game won scores 1, a shared win 0.5. Each opponent's score pools its kingdoms; the summary
pools every game; each comes with its 95% Wilson interval.

>>> result = bench_agents("bigmoney", games=2, workers=1, kingdoms=("First Game",))
>>> [(p.opponent, p.result.games) for p in result.pairings]
[('bigmoney', 2), ('bmu', 2), ('smithy-bm', 2), ('best', 2)]
>>> result.summary.games
8
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from dgsim.agents.agent import AgentLike, as_agents
from dgsim.agents.best import round_robin
from dgsim.agents.bots import STRATEGIES, make_agent
from dgsim.agents.tournament import Interrupted, run_tournament, wilson_interval
from dgsim.agents.witch import WITCH_STRATEGIES
from dgsim.dominion import DominionState
from dgsim.dominion.kingdom import MCTS_BENCHMARK, RECOMMENDED

__all__ = [
    "BENCH_BOTS",
    "DEFAULT_GAMES",
    "SUITE",
    "SUITE_VERSION",
    "BenchInterrupted",
    "BenchKingdom",
    "BenchResult",
    "Pairing",
    "Score",
    "bench_agents",
    "find_best_bots",
    "format_bench",
    "opponents_of",
    "total_games",
]

SUITE_VERSION: Final = "1"
"""The suite's version: a change of its kingdoms, opponents or deals makes a new one."""

BENCH_BOTS: Final[tuple[str, ...]] = tuple(s.name for s in (*STRATEGIES, *WITCH_STRATEGIES))
"""The rule bots whose round-robin names each kingdom's best rule bot (`find_best_bots`)."""

DEFAULT_GAMES: Final = 100
"""Games per pairing by default: 7,000 games in all, under a minute for a rule bot on 2 cores."""

_SEED: Final = 35_000
"""Kingdom ``k`` of the suite deals its games by ``run_tournament(seed=_SEED + k)``."""


@dataclass(frozen=True, slots=True)
class BenchKingdom:
    """A kingdom of the suite: its name, cards, Platinum/Colony, and its best rule bot."""

    name: str
    cards: tuple[str, ...]
    colonies: bool
    best: str


def _random(k: int, best: str, colonies: bool, cards: str) -> BenchKingdom:
    return BenchKingdom(f"random {k}", tuple(c.strip() for c in cards.split(",")), colonies, best)


SUITE: Final[tuple[BenchKingdom, ...]] = (
    BenchKingdom("First Game", RECOMMENDED["First Game"], False, "smithy-endgame"),
    BenchKingdom("MCTS Benchmark", MCTS_BENCHMARK, False, "provincial-witch"),
    _random(0, "double-witch", False, "Artisan, Diplomat, Guard Dog, Island, Margrave, Poacher, "
            "Saboteur, Transmute, Watchtower, Witch's Hut"),
    _random(1, "double-witch", False, "Anvil, Bureaucrat, Caravan, Cellar, Great Hall, Hunting "
            "Party, Ironworks, Market, Tiara, Village"),
    _random(2, "provincial-witch", False, "Apothecary, Crossroads, Gardens, Nomads, Pirate, Secret "
            "Chamber, Stables, Tactician, War Chest, Watchtower"),
    _random(3, "double-witch", False, "Anvil, Baron, Blockade, Cauldron, Coppersmith, Develop, "
            "Farming Village, Silk Road, Vassal, Watchtower"),
    _random(4, "nobles-bm", True, "Farmland, Harvest, Library, Mine, Mint, Nobles, Scrying Pool, "
            "Souk, Vault, Wharf"),
    _random(5, "provincial-witch", False, "Fairgrounds, Festival, Haggler, Highway, Ironworks, Native "
            "Village, Scout, Watchtower, Weaver, Witch"),
    _random(6, "torturer-bm", False, "Astrolabe, Clerk, Courtier, Militia, Souk, Torturer, "
            "Tournament, Trader, Vault, Wharf"),
    _random(7, "councilroom-bm", False, "Conspirator, Council Room, Hoard, Jack of All Trades, "
            "Mandarin, Mint, Pawn, Quarry, Royal Seal, Watchtower"),
    _random(8, "double-witch", False, "Cellar, Conspirator, Forge, Harbinger, Mill, Minion, Monkey, "
            "Oracle, Salvager, Trade Route"),
    _random(9, "double-witch", False, "Ill-Gotten Gains, Investment, Margrave, Patrol, Rabble, Spy, Throne "
            "Room, Trade Route, Tribute, Warehouse"),
    _random(10, "double-witch", False, "Apothecary, Berserker, Embassy, Magnate, Nomad Camp, "
            "Oracle, Poacher, Spice Merchant, Tunnel, Young Witch"),
    _random(11, "double-witch", False, "Caravan, Chancellor, Horn of Plenty, Margrave, Native Village, "
            "Pearl Diver, Sailor, Spy, Steward, Workshop"),
    _random(12, "double-witch", False, "Ambassador, Bank, Clerk, Explorer, Hoard, Jack of All "
            "Trades, Poacher, Secret Passage, Warehouse, Worker's Village"),
    _random(13, "double-witch", False, "Astrolabe, Embargo, Forge, Hunting Party, Jack of All Trades, "
            "Patrol, Philosopher's Stone, Throne Room, Vineyard, Wharf"),
    _random(14, "double-witch", False, "Artisan, Monkey, Sea Chart, Sea Hag, Secret Passage, "
            "Shanty Town, Throne Room, Tide Pools, Treasure Map, Witch's Hut"),
    _random(15, "torturer-bm", True, "Bandit, Highway, King's Court, Noble Brigand, Patrol, "
            "Remodel, Spice Merchant, Trader, Treasury, Workshop"),
    _random(16, "double-witch", False, "Harvest, Mining Village, Philosopher's Stone, Remake, Throne Room, "
            "Trade Route, Vassal, War Chest, Watchtower, Wishing Well"),
    _random(17, "provincial-witch", False, "Bandit, Coppersmith, Crossroads, Crystal Ball, Festival, "
            "Gardens, Guard Dog, Herbalist, Laboratory, Nomads"),
    _random(18, "double-witch", False, "Bazaar, Farmland, Highway, Mill, Monkey, Patrol, Quarry, "
            "Spy, Village, Wheelwright"),
    _random(19, "torturer-bm", True, "Anvil, Charlatan, Duchess, Fool's Gold, Harbinger, Harem, Mint, "
            "Sentry, Tribute, University"),
)
"""Suite version 1: the kingdoms in order (the best rule bots from `find_best_bots`)."""


def opponents_of(kingdom: BenchKingdom) -> tuple[tuple[str, str], ...]:
    """The baselines ``kingdom`` offers, as (label, bot) pairs; ``best`` is its best rule bot
    (which may also be one of the others: `bench_agents` then plays it once).

    >>> opponents_of(SUITE[1])
    (('bigmoney', 'bigmoney'), ('bmu', 'bmu'), ('smithy-bm', 'smithy-bm'), \
('double-witch', 'double-witch'), ('provincial-witch', 'provincial-witch'), \
('best', 'provincial-witch'))
    """
    found = [("bigmoney", "bigmoney"), ("bmu", "bmu")]
    if "Smithy" in kingdom.cards:
        found.append(("smithy-bm", "smithy-bm"))
    if "Witch" in kingdom.cards:
        found.append(("double-witch", "double-witch"))
    if kingdom.cards == MCTS_BENCHMARK:
        found.append(("provincial-witch", "provincial-witch"))
    found.append(("best", kingdom.best))
    return tuple(found)


# -- results ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Score:
    """Points (a win 1, a shared win 0.5) over games, with the score's 95% Wilson interval."""

    label: str
    games: int
    wins: int
    ties: int

    @property
    def points(self) -> float:
        """Wins plus half the shared wins."""
        return self.wins + self.ties / 2

    @property
    def score(self) -> float:
        """Points per game (0 when no game was played)."""
        return self.points / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """The 95% Wilson interval of the score."""
        return wilson_interval(self.points, self.games)

    def to_dict(self) -> dict[str, object]:
        """A JSON-able dict of the figures."""
        return {"games": self.games, "wins": self.wins, "ties": self.ties,
                "losses": self.games - self.wins - self.ties, "points": self.points,
                "score": self.score, "ci95": list(self.ci95)}


@dataclass(frozen=True, slots=True)
class Pairing:
    """The agent against one baseline on one kingdom (``opponent`` is the label, ``bot`` the bot)."""

    kingdom: str
    opponent: str
    bot: str
    result: Score


@dataclass(frozen=True, slots=True)
class BenchResult:
    """A whole bench run: the agent, the suite's version, the kingdoms and every pairing played,
    in suite order.

    ``partial`` marks a run stopped by Ctrl-C (the pairings finished, and the games finished of
    the one that was running).
    """

    agent: str
    suite: str
    games: int
    kingdoms: tuple[BenchKingdom, ...]
    pairings: tuple[Pairing, ...]
    elapsed: float = field(default=0.0, compare=False)
    partial: bool = False

    @property
    def opponents(self) -> tuple[Score, ...]:
        """Each baseline's score over the kingdoms it was played on, in order of first play."""
        totals: dict[str, list[int]] = {}
        for p in self.pairings:
            t = totals.setdefault(p.opponent, [0, 0, 0])
            t[0] += p.result.games
            t[1] += p.result.wins
            t[2] += p.result.ties
        return tuple(Score(label, *t) for label, t in totals.items())

    @property
    def summary(self) -> Score:
        """The score over every game of the run (a pairing listed under two baselines, as the
        best rule bot and by its name, counted once)."""
        distinct = {(p.kingdom, p.bot): p.result for p in self.pairings}.values()
        return Score("overall", sum(r.games for r in distinct), sum(r.wins for r in distinct),
                     sum(r.ties for r in distinct))

    def to_dict(self) -> dict[str, object]:
        """A JSON-able dict of everything (the run's time under ``"timing"``)."""
        return {
            **({"partial": True} if self.partial else {}),
            "suite": f"dgsim-bench-{self.suite}", "agent": self.agent,
            "games_per_pairing": self.games,
            "summary": self.summary.to_dict(),
            "opponents": [{"opponent": s.label, **s.to_dict()} for s in self.opponents],
            "pairings": [{"kingdom": p.kingdom, "opponent": p.opponent, "bot": p.bot,
                          **p.result.to_dict()} for p in self.pairings],
            "kingdoms": [{"name": k.name, "cards": list(k.cards), "colonies": k.colonies,
                          "best": k.best} for k in self.kingdoms],
            "timing": {"seconds": self.elapsed},
        }


class BenchInterrupted(KeyboardInterrupt):
    """A bench run stopped by Ctrl-C; ``result`` holds what was finished (``partial``)."""

    def __init__(self, result: BenchResult) -> None:
        super().__init__(f"interrupted after {len(result.pairings)} pairings")
        self.result = result


def _pct(score: Score) -> str:
    lo, hi = score.ci95
    return f"{100 * score.score:5.1f}%  [{100 * lo:5.1f}, {100 * hi:5.1f}]"


def format_bench(result: BenchResult, *, pairings: bool = False) -> str:
    """The results as plain text: one row per opponent, then the summary (``pairings``: and one
    row per pairing before them)."""
    lines = [("PARTIAL (interrupted): " if result.partial else "")
             + f"dgsim bench-agents {result.agent}: suite {result.suite}, {result.games} games a "
               "pairing, 2 players, seats alternating; score = (wins + ties/2) / games"]
    if pairings:
        shown = [p.opponent if p.opponent == p.bot else f"{p.opponent} ({p.bot})"
                 for p in result.pairings]
        width = max([12, *(len(p.kingdom) for p in result.pairings)])
        who = max([18, *(len(s) for s in shown)])
        lines.append(f"{'kingdom':<{width}}  {'opponent':<{who}}  {'games':>5}  score   95% CI")
        for p, label in zip(result.pairings, shown, strict=True):
            lines.append(f"{p.kingdom:<{width}}  {label:<{who}}  {p.result.games:>5}  "
                         f"{_pct(p.result)}")
        lines.append("")
    lines.append(f"{'opponent':<18}  {'games':>5}  {'wins':>5}  {'ties':>4}  score   95% CI")
    for s in (*result.opponents, result.summary):
        lines.append(f"{s.label:<18}  {s.games:>5}  {s.wins:>5}  {s.ties:>4}  {_pct(s)}")
    return "\n".join(lines)


# -- running ---------------------------------------------------------------------------------


def _suite(names: Sequence[str] | None) -> tuple[BenchKingdom, ...]:
    if names is None:
        return SUITE
    by_name = {k.name.lower(): k for k in SUITE}
    chosen = []
    for name in names:
        found = by_name.get(name.strip().lower())
        if found is None:
            raise ValueError(f"no kingdom {name.strip()!r} in suite {SUITE_VERSION}; known: "
                             f"{', '.join(k.name for k in SUITE)}")
        chosen.append(found)
    return tuple(chosen)


def bench_agents(agent: str | AgentLike[DominionState], *, games: int = DEFAULT_GAMES,
                 workers: int | None = None, kingdoms: Sequence[str] | None = None,
                 progress: Callable[[int], None] | None = None,
                 ) -> BenchResult:
    """Play ``agent`` (a spec, an agent or an agent function) ``games`` games against each
    baseline of each kingdom of the suite (``kingdoms``: only those, by name).

    ``workers`` and ``progress`` are `run_tournament`'s; `total_games` says how many games
    ``progress`` will count.

    :raises ValueError: for an unknown agent or kingdom, or ``games`` not a positive even number.
    :raises BenchInterrupted: on Ctrl-C (a `KeyboardInterrupt` carrying the partial result).
    """
    if games < 2 or games % 2:
        raise ValueError(f"games must be a positive even number (seats alternate), not {games}")
    asked = set(_suite(kingdoms))
    chosen = tuple(k for k in SUITE if k in asked)  # suite order, each once
    entry = make_agent(agent) if isinstance(agent, str) else as_agents([agent])[0]
    name = agent if isinstance(agent, str) else entry.name
    played: list[Pairing] = []

    def result(partial: bool = False) -> BenchResult:
        return BenchResult(name, SUITE_VERSION, games, chosen, tuple(played),
                           time.perf_counter() - started, partial)

    started = time.perf_counter()
    for k, kingdom in enumerate(SUITE):
        if kingdom not in asked:
            continue
        scores: dict[str, Score] = {}  # a bot that is two baselines here is played once
        for label, bot in opponents_of(kingdom):
            if bot not in scores:
                try:
                    res = run_tournament([entry, bot], games=games, kingdom=kingdom.cards,
                                         seed=_SEED + k, workers=workers, progress=progress,
                                         colonies=kingdom.colonies)
                except Interrupted as stop:
                    part = stop.result.stats[0] if stop.result.stats else None
                    if part is not None and part.games:
                        played.append(Pairing(kingdom.name, label, bot,
                                              Score(label, part.games, part.wins, part.ties)))
                    raise BenchInterrupted(result(partial=True)) from None
                mine = res.stats[0]
                scores[bot] = Score(label, mine.games, mine.wins, mine.ties)
            s = scores[bot]
            played.append(Pairing(kingdom.name, label, bot, Score(label, s.games, s.wins, s.ties)))
    return result()


def total_games(games: int, kingdoms: Sequence[str] | None = None) -> int:
    """How many games `bench_agents` plays with these arguments.

    >>> total_games(10, ["First Game"])
    40
    """
    return games * sum(len({bot for _, bot in opponents_of(k)}) for k in _suite(kingdoms))


def find_best_bots(games: int = 20, kingdoms: Sequence[BenchKingdom] = SUITE,
                   bots: Sequence[str] = BENCH_BOTS) -> dict[str, tuple[str, dict[str, float]]]:
    """Each kingdom's best rule bot by a round-robin of ``bots`` (`dgsim.agents.best.round_robin`:
    ``games`` deals a pair, seats alternating; most points wins, equal totals to the bot listed
    first), with every bot's points: how the suite's ``best`` bots were chosen."""
    found: dict[str, tuple[str, dict[str, float]]] = {}
    for kingdom in kingdoms:
        points = round_robin((kingdom.cards, kingdom.colonies, None), bots, games)
        top = max(points.values())
        found[kingdom.name] = (next(b for b in bots if points[b] == top), points)
    return found
