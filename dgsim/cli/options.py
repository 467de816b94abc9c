"""Checks of command-line options made before the first game: output paths, plotting, kingdoms, bots.

Every check returns (or raises with) one line a user can act on, so the
commands can refuse bad options up front instead of failing after a long run.

>>> check_output_file("/no/such/dir/r.json", "--json")
'--json /no/such/dir/r.json: directory /no/such/dir does not exist'
>>> set_names()[:3]
('Adventures', 'Alchemy', 'Base')
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from dgsim.agents.agent import Agent
from dgsim.agents.rules import RuleAgent
from dgsim.dominion.card import Card
from dgsim.dominion.state import DominionState

__all__ = [
    "KINGDOM_SIZE",
    "card_set",
    "check_output_dir",
    "check_output_file",
    "check_plot",
    "check_save_dir",
    "ignores_colonies",
    "kingdom_pool",
    "missing_key_cards",
    "set_names",
]

KINGDOM_SIZE = 10
"""Cards in a kingdom by the rules; other sizes need an explicit ``--any-kingdom-size``."""


def check_output_file(path: str, option: str) -> str | None:
    """Why ``path`` cannot be written as ``option``'s output file, or None when it can.

    Creates nothing: an interrupted run leaves no empty file behind.
    """
    target = Path(path)
    parent = target.parent
    if target.is_dir():
        return f"{option} {path} is a directory"
    if not parent.exists():
        return f"{option} {path}: directory {parent} does not exist"
    if not parent.is_dir():
        return f"{option} {path}: {parent} is not a directory"
    if target.exists() and not os.access(target, os.W_OK):
        return f"{option} {path}: file is not writable"
    if not target.exists() and not os.access(parent, os.W_OK | os.X_OK):
        return f"{option} {path}: cannot create files in {parent}"
    return None


def check_output_dir(path: str, option: str) -> str | None:
    """Why files cannot be saved in directory ``path`` (created here if missing), or None."""
    target = Path(path)
    if target.exists() and not target.is_dir():
        return f"{option} {path} is not a directory"
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"{option} {path}: cannot create the directory ({exc.strerror or exc})"
    if not os.access(target, os.W_OK | os.X_OK):
        return f"{option} {path}: directory is not writable"
    return None


def check_save_dir(path: str, option: str = "--save-games") -> str | None:
    """Why ``option``'s folder of saved games cannot take this run's, or None when it can.

    Besides `check_output_dir`: a folder that holds saved games (``game-*.json``) of an
    earlier run is refused, so that runs are never mixed and no file is replaced.
    """
    problem = check_output_dir(path, option)
    if problem:
        return problem
    used = sorted(p.name for p in Path(path).glob("game-*.json") if p.is_file())
    if used:
        return (f"{option} {path} already holds {len(used)} saved game{'s' * (len(used) > 1)} "
                f"({used[0]}{', ...' if len(used) > 1 else ''}) of an earlier run; give a new or "
                "empty folder (runs are not mixed, files not replaced)")
    return None


def check_plot(path: str) -> str | None:
    """Why ``--plot path`` cannot work (matplotlib missing, unknown image type, bad path), or None."""
    try:
        import matplotlib  # noqa: F401  (first: a cached submodule must not hide its absence)
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        return "--plot needs matplotlib, which is not installed: pip install 'dgsim[plot]'"
    suffix = Path(path).suffix.lower().lstrip(".")
    known = FigureCanvasBase.get_supported_filetypes()
    if suffix and suffix not in known:
        return f"--plot {path}: unknown image type .{suffix}; use one of {', '.join(sorted(known))}"
    return check_output_file(path, "--plot")


def card_set(card: Card) -> str:
    """The set a card belongs to, named as printed with editions apart (``Base``, ``Base 1E``).

    >>> from dgsim.dominion.cards import card_named
    >>> card_set(card_named("Smithy")), card_set(card_named("Adventurer"))
    ('Base', 'Base 1E')
    """
    return card.expansion if card.edition != 1 else f"{card.expansion} 1E"


def set_names() -> tuple[str, ...]:
    """Every set that has kingdom cards, sorted."""
    from dgsim.dominion.cards import KINGDOM_CARDS

    return tuple(sorted({card_set(c) for c in KINGDOM_CARDS}))


def kingdom_pool(sets: Sequence[str] = (), editions: Sequence[int] = ()) -> tuple[Card, ...]:
    """The kingdom cards of ``sets`` (any case; default all) and ``editions`` (1, 2; default both).

    A set named without its edition (``Base``) also takes that set's first
    edition cards when ``editions`` includes 1 (``--editions 1,2``).

    :raises ValueError: for an unknown set or edition, or a choice that leaves fewer than 10 cards.

    >>> len(kingdom_pool(["base"], [2])), len(kingdom_pool(["Base"], [1, 2]))
    (26, 32)
    """
    from dgsim.dominion.cards import KINGDOM_CARDS

    known = {s.lower(): s for s in set_names()}
    wanted: set[str] = set()
    for name in sets:
        found = known.get(name.strip().lower())
        if found is None:
            raise ValueError(f"unknown set {name.strip()!r}; known sets: {', '.join(set_names())}")
        wanted.add(found)
    for edition in editions:
        if edition not in (1, 2):
            raise ValueError(f"unknown edition {edition}; editions are 1 and 2")
    if editions and not sets:
        wanted = set(set_names())
    if editions and 1 in editions:
        wanted |= {f"{s} 1E" for s in wanted if f"{s} 1E" in known.values()}

    def keep(card: Card) -> bool:
        if wanted and card_set(card) not in wanted:
            return False
        return not editions or card.edition in editions

    pool = tuple(c for c in KINGDOM_CARDS if keep(c))
    if len(pool) < KINGDOM_SIZE:
        raise ValueError(f"the chosen sets and editions have {len(pool)} kingdom cards; "
                         f"a kingdom needs {KINGDOM_SIZE}")
    return pool


def missing_key_cards(agent: Agent[DominionState], kingdom: Sequence[str]) -> tuple[str, ...]:
    """The kingdom cards a rule bot's plan is built on (what it plays) that ``kingdom`` lacks.

    >>> from dgsim.agents.bots import make_agent
    >>> missing_key_cards(make_agent("witch-bm"), ["Smithy"]), missing_key_cards(make_agent("bigmoney"), [])
    (('Witch',), ())
    """
    if not isinstance(agent, RuleAgent):
        return ()
    from dgsim.dominion.cards import KINGDOM_CARDS

    kingdom_names = {c.name for c in KINGDOM_CARDS}
    keys: list[str] = []
    for rule in agent.strategy.play:
        if rule.card in kingdom_names and rule.card not in kingdom and rule.card not in keys:
            keys.append(rule.card)
    return tuple(keys)


def ignores_colonies(agent: Agent[DominionState]) -> bool:
    """True for a rule bot whose buy rules name neither Platinum nor Colony: in a game with them
    it never buys either (the shipped bots' buy rules start with `COLONY_RULES`).

    >>> from dgsim.agents.bots import make_agent
    >>> from dgsim.agents.rules import Rule, Strategy
    >>> ignores_colonies(make_agent("bmu")), ignores_colonies(RuleAgent(Strategy("x", buy=(Rule("Gold"),))))
    (False, True)
    """
    if not isinstance(agent, RuleAgent):
        return False
    return not any(rule.card in ("Platinum", "Colony") for rule in agent.strategy.buy)
