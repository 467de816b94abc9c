"""The shipped bots (Big Money family, attack and engine bots) and the extensible agent registry.

Agents are named on the command line by a spec ``name`` or
``name:key=value,key=value``; `make_agent` looks the name up and calls its
factory with the parameters. `register_agent` adds more.

This module registers ``random`` and the rule bots (`STRATEGIES`); the agents
of other modules and layers (``best-bot``, the search agents) are registered
by the top layer, `dgsim.plugins`, by ordinary imports. This layer imports
neither it nor them: the first lookup or listing of names asks the core to
fill the registries (`dgsim.core.registry.fill_registries`), which imports
`dgsim.plugins` once. Installed packages add agents through entry points
(`ENTRY_POINT_GROUP`), loaded at the same moment.

>>> make_agent("bigmoney").name
'bigmoney'
>>> parse_spec("random:seed=3")
('random', {'seed': '3'})
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Final

from dgsim.agents.agent import AnyAgent, RandomAgent
from dgsim.agents.rules import (
    AllOf,
    Condition,
    CountOwned,
    DeckSize,
    EndsGame,
    FewerThan,
    HandMoney,
    MoneyTotal,
    Not,
    PileLeft,
    Rule,
    RuleAgent,
    Strategy,
    Turn,
    provinces_left,
)
from dgsim.core.errors import did_you_mean
from dgsim.core.registry import fill_registries
from dgsim.dominion.card import card_named

__all__ = [
    "AGENT_PLUGIN_MODULES",
    "BIG_MONEY",
    "BIG_MONEY_ULTIMATE",
    "CHAPEL_WITCH",
    "COLONY_RULES",
    "COUNCIL_ROOM_BM",
    "COURTYARD_BM",
    "DOUBLE_MILITIA",
    "ENTRY_POINT_GROUP",
    "GLADIATOR_FORTUNE",
    "INTRIGUE_STRATEGIES",
    "LATER_STRATEGIES",
    "LEGIONARY_BM",
    "MASQUERADE_BM",
    "MINION_BM",
    "NOBLES_BM",
    "SMITHY_BM",
    "SMITHY_ENDGAME",
    "STRATEGIES",
    "SWAMP_HAG_BM",
    "TORTURER_BM",
    "VILLAGE_SMITHY",
    "WITCH_BM",
    "AgentFactory",
    "agent_names",
    "check_strategy",
    "make_agent",
    "parse_spec",
    "plugin_errors",
    "register_agent",
    "register_strategy",
]

AgentFactory = Callable[[Mapping[str, str]], AnyAgent]
"""Builds an agent from the ``key=value`` parameters of its spec (of Dominion, as the shipped bots,
or of every game, as ``random``: a spec names either, so the type is `AnyAgent`)."""

# -- strategies ----------------------------------------------------------------------------

COLONY_RULES: Final = (
    Rule("Colony"),
    Rule("Province", PileLeft("Colony", at_least=1, at_most=4)),
    Rule("Platinum"),
)
"""What the Big Money family buys first when Platinum and Colony are in the game: Colony at $11,
Province at $8-10 once 4 or fewer Colonies are left, else Platinum at $9-10. (The rules are
skipped in a game without them: its games are exactly as before.)"""

BIG_MONEY: Final = Strategy(
    "bigmoney",
    buy=(*COLONY_RULES,
         Rule("Province"), Rule("Gold"), Rule("Silver")),
    text="Buy Province with $8+, else Gold with $6-7, else Silver with $3-5; nothing else. With "
         "Colonies in the game: Colony at $11, Platinum at $9-10 (Province once Colonies <= 4).",
)


def _bmu_tail(*extra: Rule) -> tuple[Rule, ...]:
    """BMU's greening rules around the money, with ``extra`` rules just before Silver (and the
    Colony rules first)."""
    return (
        *COLONY_RULES,
        Rule("Province", MoneyTotal(at_least=16)),
        Rule("Duchy", provinces_left(at_most=4)),
        Rule("Estate", provinces_left(at_most=2)),
        Rule("Gold"),
        Rule("Duchy", provinces_left(at_most=6)),
        *extra,
        Rule("Silver"),
    )


BIG_MONEY_ULTIMATE: Final = Strategy(
    "bmu",
    buy=_bmu_tail(),
    text="Province once my treasures total $16+; Duchy when Provinces <= 4; Estate when "
         "Provinces <= 2; Gold; Duchy when Provinces <= 6; Silver.",
)

_SMITHIES: Final = (
    Rule("Smithy", CountOwned("Smithy", at_most=0)),
    Rule("Smithy", AllOf((CountOwned("Smithy", at_most=1), DeckSize(at_least=16)))),
)
"""Smithy BM's Smithies: a first at $4-5, a second once I own 16+ cards."""

SMITHY_BM: Final = Strategy(
    "smithy-bm",
    buy=_bmu_tail(*_SMITHIES),
    play=(Rule("Smithy"),),
    text="BMU, plus a first Smithy at $4-5 and a second once I own 16+ cards; play Smithy.",
)

def _unless_losing(card: str, when: Condition) -> Rule:
    """``card`` when ``when`` holds, unless taking it would end the game with my loss."""
    return Rule(card, AllOf((when, Not(EndsGame(card, ("loss",))))))


_WIN_OR_TIE: Final = ("win", "tie")

SMITHY_ENDGAME: Final = Strategy(
    "smithy-endgame",
    buy=(Rule("Province", EndsGame("Province", _WIN_OR_TIE)),
         Rule("Duchy", EndsGame("Duchy", _WIN_OR_TIE)),
         Rule("Estate", EndsGame("Estate", _WIN_OR_TIE)),
         *COLONY_RULES,
         _unless_losing("Province", MoneyTotal(at_least=16)),
         _unless_losing("Duchy", provinces_left(at_most=4)),
         _unless_losing("Estate", provinces_left(at_most=2)),
         Rule("Gold"),
         _unless_losing("Duchy", provinces_left(at_most=6)),
         *_SMITHIES,
         Rule("Silver")),
    play=(Rule("Smithy"),),
    text="Smithy BM with an endgame: first a Province, Duchy or Estate that ends the game with "
         "me winning or sharing the win; never one that would end it with my loss; otherwise as "
         "smithy-bm.",
)

WITCH_BM: Final = Strategy(
    "witch-bm",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=16)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)),
         Rule("Witch", CountOwned("Witch", at_most=1)), Rule("Gold"),
         Rule("Duchy", provinces_left(at_most=6)), Rule("Silver")),
    play=(Rule("Witch"),),
    text="BMU, plus up to 2 Witches (preferred to Gold); play Witch.",
)

DOUBLE_MILITIA: Final = Strategy(
    "double-militia",
    buy=_bmu_tail(Rule("Militia", CountOwned("Militia", at_most=1))),
    play=(Rule("Militia"),),
    text="BMU, plus up to 2 Militias at $4-5 (Silver otherwise); play Militia.",
)

COUNCIL_ROOM_BM: Final = Strategy(
    "councilroom-bm",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=16)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)), Rule("Gold"),
         Rule("Duchy", provinces_left(at_most=6)),
         Rule("Council Room", CountOwned("Council Room", at_most=0)),
         Rule("Council Room", AllOf((CountOwned("Council Room", at_most=1),
                                     DeckSize(at_least=18)))),
         Rule("Silver")),
    play=(Rule("Council Room"),),
    text="BMU, plus a Council Room at $5 and a second once I own 18+ cards; the extra "
         "buy follows the same list; play Council Room.",
)

CHAPEL_WITCH: Final = Strategy(
    "chapel-witch",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=13)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)),
         Rule("Witch", CountOwned("Witch", at_most=0)), Rule("Gold"),
         Rule("Witch", CountOwned("Witch", at_most=1)),
         Rule("Duchy", provinces_left(at_most=6)),
         Rule("Chapel", AllOf((CountOwned("Chapel", at_most=0), Turn(at_most=2)))),
         Rule("Silver")),
    play=(Rule("Witch"), Rule("Chapel")),
    trash=(Rule("Curse"), Rule("Estate", provinces_left(at_least=5)),
           Rule("Copper", MoneyTotal(at_least=7))),
    text="Chapel on turn 1 or 2 (at $2-4); Witch first at $5, a second after Gold; Province "
         "once treasures total $13+; BMU greening. Play Witch before Chapel; Chapel trashes "
         "Curses, Estates (while 5+ Provinces are left) and Coppers while my treasures "
         "total $7+.",
)

VILLAGE_SMITHY: Final = Strategy(
    "village-smithy",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=14)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)), Rule("Gold"),
         Rule("Duchy", provinces_left(at_most=6)),
         Rule("Smithy", AllOf((FewerThan("Smithy", "Village", plus=1),
                               CountOwned("Smithy", at_most=3)))),
         Rule("Village", AllOf((FewerThan("Village", "Smithy"),
                                CountOwned("Village", at_most=3)))),
         Rule("Silver")),
    play=(Rule("Village"), Rule("Smithy")),
    text="Up to 4 Smithies and 4 Villages, never more Villages than Smithies nor more than one "
         "Smithy beyond the Villages; Gold; Province once treasures total $14+; BMU greening. "
         "Play Villages first, then Smithies.",
)

# -- Intrigue ---------------------------------------------------------------------------------

COURTYARD_BM: Final = Strategy(
    "courtyard-bm",
    buy=_bmu_tail(
        Rule("Courtyard", CountOwned("Courtyard", at_most=0)),
        Rule("Courtyard", AllOf((CountOwned("Courtyard", at_most=1), DeckSize(at_least=15)))),
    ),
    play=(Rule("Courtyard"),),
    text="BMU, plus a first Courtyard at $4-5 and a second once I own 15+ cards; play Courtyard "
         "(it puts back the card it values least to keep: Victory cards, then the cheapest).",
)

MASQUERADE_BM: Final = Strategy(
    "masquerade-bm",
    buy=_bmu_tail(
        Rule("Masquerade", CountOwned("Masquerade", at_most=0)),
        Rule("Masquerade", AllOf((CountOwned("Masquerade", at_most=1), DeckSize(at_least=16)))),
    ),
    play=(Rule("Masquerade"),),
    trash=(Rule("Curse"), Rule("Estate", provinces_left(at_least=5))),
    text="BMU, plus a first Masquerade at $3-5 and a second once I own 16+ cards; play "
         "Masquerade, pass the card worth least to keep (Curse, Victory, the cheapest), trash a "
         "Curse, or an Estate while 5+ Provinces are left.",
)

MINION_CYCLE_LABEL: Final = ("discard your hand, +4 Cards, and each other player with at least 5 "
                             "cards in hand discards their hand and draws 4 cards")
"""Minion's second option, by its printed words (its label)."""

MINION_BM: Final = Strategy(
    "minion-bm",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=15)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)),
         Rule("Minion", CountOwned("Minion", at_most=0)), Rule("Gold"),
         Rule("Minion", CountOwned("Minion", at_most=5)),
         Rule("Duchy", provinces_left(at_most=6)), Rule("Silver")),
    play=(Rule("Minion"),),
    choose=(Rule(MINION_CYCLE_LABEL, HandMoney(at_most=3)), Rule("+$2")),
    text="Province once treasures total $15+; BMU greening; a first Minion before Gold, up to 6 "
         "after Gold; play Minions: +$2, or the new hand (attacking) while my $ plus the "
         "treasures in hand are $3 or less.",
)

NOBLES_BM: Final = Strategy(
    "nobles-bm",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=16)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)),
         Rule("Nobles", CountOwned("Nobles", at_most=1)), Rule("Gold"),
         Rule("Duchy", provinces_left(at_most=6)), Rule("Silver")),
    play=(Rule("Nobles"),),
    choose=(Rule("+3 Cards"),),
    text="BMU greening; up to 2 Nobles (preferred to Gold); play Nobles for +3 Cards.",
)

TORTURER_BM: Final = Strategy(
    "torturer-bm",
    buy=_bmu_tail(Rule("Torturer", CountOwned("Torturer", at_most=1))),
    play=(Rule("Torturer"),),
    text="BMU, plus up to 2 Torturers at $5 (Silver otherwise); play Torturer. As a victim it "
         "discards 2 cards (its junk first) rather than gain a Curse.",
)

INTRIGUE_STRATEGIES: Final[tuple[Strategy, ...]] = (COURTYARD_BM, MASQUERADE_BM, MINION_BM,
                                                    NOBLES_BM, TORTURER_BM)
"""Classic Intrigue bots (docs/strategies.md has each one's 10,000 games against Big Money)."""

# -- Dark Ages, Guilds, Cornucopia 2nd edition ------------------------------------------------

SOOTHSAYER_BM: Final = Strategy(
    "soothsayer-bm",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=16)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)),
         Rule("Soothsayer", CountOwned("Soothsayer", at_most=1)), Rule("Gold"),
         Rule("Duchy", provinces_left(at_most=6)), Rule("Silver")),
    play=(Rule("Soothsayer"),),
    text="BMU, plus up to 2 Soothsayers (preferred to Gold); play Soothsayer.",
)

BUTCHER_BAKER: Final = Strategy(
    "butcher-baker",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=15)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)),
         Rule("Butcher", CountOwned("Butcher", at_most=0)),
         Rule("Baker", CountOwned("Baker", at_most=1)), Rule("Gold"),
         Rule("Duchy", provinces_left(at_most=6)), Rule("Silver")),
    play=(Rule("Baker"), Rule("Butcher")),
    trash=(Rule("Curse"), Rule("Estate", provinces_left(at_least=5)),
           Rule("Gold", provinces_left(at_most=6))),
    text="A Coffers deck: one Butcher and two Bakers at $5 (before Gold); Province once treasures "
         "total $15+; BMU greening. Play Bakers first; Butcher trashes a Curse, an Estate (while 5+ "
         "Provinces are left) or, late, a Gold for a Province with its Coffers. Coffers are spent "
         "when they reach a better buy.",
)

CULTIST_BM: Final = Strategy(
    "cultist-bm",
    buy=_bmu_tail(Rule("Cultist", CountOwned("Cultist", at_most=2))),
    play=(Rule("Cultist"),),
    text="BMU, plus up to 3 Cultists at $5 (Silver otherwise); play Cultist, chaining the next "
         "Cultist from hand.",
)

JOURNEYMAN_BM: Final = Strategy(
    "journeyman-bm",
    buy=_bmu_tail(
        Rule("Journeyman", CountOwned("Journeyman", at_most=0)),
        Rule("Journeyman", AllOf((CountOwned("Journeyman", at_most=1), DeckSize(at_least=16)))),
    ),
    play=(Rule("Journeyman"),),
    text="BMU, plus a first Journeyman at $5 and a second once I own 16+ cards; it names the "
         "commonest card of my draw pile (Copper, mostly).",
)

# -- Adventures, Empires --------------------------------------------------------------------

LEGIONARY_BM: Final = Strategy(
    "legionary-bm",
    buy=_bmu_tail(Rule("Legionary", CountOwned("Legionary", at_most=1))),
    play=(Rule("Legionary"),),
    text="BMU, plus up to 2 Legionaries at $5 (Silver otherwise); play Legionary, revealing a "
         "Gold whenever one is in hand.",
)

SWAMP_HAG_BM: Final = Strategy(
    "swamp-hag-bm",
    buy=_bmu_tail(Rule("Swamp Hag", CountOwned("Swamp Hag", at_most=1))),
    play=(Rule("Swamp Hag"),),
    text="BMU, plus up to 2 Swamp Hags at $5 (Silver otherwise): +$3 next turn, and a Curse for "
         "each card the others buy until then.",
)

GLADIATOR_FORTUNE: Final = Strategy(
    "gladiator-fortune",
    buy=(*COLONY_RULES,
         Rule("Province", MoneyTotal(at_least=16)), Rule("Duchy", provinces_left(at_most=4)),
         Rule("Estate", provinces_left(at_most=2)),
         Rule("Fortune", CountOwned("Fortune", at_most=0)), Rule("Gold"),
         Rule("Gladiator", CountOwned("Gladiator", at_most=2)),
         Rule("Duchy", provinces_left(at_most=6)), Rule("Silver")),
    play=(Rule("Gladiator"),),
    text="A debt deck: up to 3 Gladiators at $3-5 (emptying their pile uncovers Fortune), one "
         "Fortune at $8 (and its 8 debt, paid off on the next turns before buying), Gold at "
         "$6-7; Province once treasures total $16+; BMU greening.",
)

LATER_STRATEGIES: Final[tuple[Strategy, ...]] = (SOOTHSAYER_BM, BUTCHER_BAKER, CULTIST_BM,
                                                 JOURNEYMAN_BM, LEGIONARY_BM, SWAMP_HAG_BM,
                                                 GLADIATOR_FORTUNE)
"""Classic bots of Dark Ages, Guilds, Adventures and Empires (docs/strategies.md has each one's
10,000 games against Big Money)."""

STRATEGIES: Final[tuple[Strategy, ...]] = (
    BIG_MONEY, BIG_MONEY_ULTIMATE, SMITHY_BM, SMITHY_ENDGAME, WITCH_BM, DOUBLE_MILITIA, COUNCIL_ROOM_BM,
    CHAPEL_WITCH, VILLAGE_SMITHY, *INTRIGUE_STRATEGIES, *LATER_STRATEGIES,
)

# -- registry -------------------------------------------------------------------------------

_FACTORIES: Final[dict[str, AgentFactory]] = {}

AGENT_PLUGIN_MODULES: Final[tuple[str, ...]] = ()
"""Deprecated, always empty: kept for code that reads it. It listed the modules of dgsim imported
by name when a name was not registered; `dgsim.plugins` now registers the shipped agents, and
nothing of dgsim is imported from a string."""

ENTRY_POINT_GROUP: Final = "dgsim.agents"
"""The entry-point group of installed agent plugins (``[project.entry-points."dgsim.agents"]``).

Each entry point names an agent: its object is a `Strategy` (registered under the entry point's
name), an `AgentFactory` (``params -> agent``, registered under that name), or a module whose
import registers agents itself (`register_strategy`, `register_agent`). They are loaded after
the shipped agents (`dgsim.plugins`), when a name is not registered or the names are listed."""

_plugins_loaded: list[bool] = [False]
_PLUGIN_ERRORS: Final[list[str]] = []


def register_agent(name: str, factory: AgentFactory, *, replace: bool = False) -> None:
    """Make ``name`` (and ``name:key=value,...``) usable wherever agents are named.

    :raises ValueError: if the name is taken (unless ``replace``) or malformed.

    >>> def always_bm(params: Mapping[str, str]) -> RuleAgent:
    ...     from dgsim.agents.bots import BIG_MONEY, RuleAgent  # (as a user's module would)
    ...     return RuleAgent(BIG_MONEY, "always-bm")
    >>> register_agent("always-bm", always_bm, replace=True)
    >>> make_agent("always-bm").name
    'always-bm'
    """
    if not name or ":" in name or "," in name or " " in name or "=" in name:
        raise ValueError(f"bad agent name {name!r} (no spaces, ':', ',' or '=')")
    if name in _FACTORIES and not replace:
        raise ValueError(f"an agent named {name!r} is already registered")
    _FACTORIES[name] = factory


def register_strategy(strategy: Strategy, *, name: str | None = None, replace: bool = False) -> None:
    """Register a rule bot: ``strategy`` played by a `RuleAgent`, named ``name`` (default the
    strategy's own name), taking no parameters. Its rules are checked first (`check_strategy`).

    :raises ValueError: for a rule that names no card (with the close names), or a name taken.

    >>> register_strategy(Strategy("silver-only", buy=(Rule("Silver"),)), replace=True)
    >>> make_agent("silver-only").name
    'silver-only'
    >>> register_strategy(Strategy("typo-bot", buy=(Rule("Smithyy"),)))
    Traceback (most recent call last):
    ...
    ValueError: strategy typo-bot: buy rule 'Smithyy' names no card; did you mean Smithy?
    """
    check_strategy(strategy)
    register_agent(name or strategy.name, _rule_factory(strategy, name or strategy.name),
                   replace=replace)


def check_strategy(strategy: Strategy) -> None:
    """Check that every card a strategy's rules and conditions name exists, spelt exactly as
    printed (a rule matches a card by its exact name: ``Rule("smithy")`` would never apply).

    ``choose`` rules name options by their printed words, not cards, and are not checked.

    :raises ValueError: for the first name that is not a card's, with the close names.
    """
    for kind, rules in (("buy", strategy.buy), ("play", strategy.play),
                        ("trash", strategy.trash), ("discard", strategy.discard)):
        for rule in rules:
            _check_card(strategy, f"{kind} rule", rule.card)
            _check_condition(strategy, f"{kind} rule {rule.card!r}", rule.when)
    for rule in strategy.choose:
        _check_condition(strategy, f"choose rule {rule.card!r}", rule.when)


def _check_card(strategy: Strategy, where: str, name: str) -> None:
    from dgsim.dominion.cards import ALL_CARDS

    try:
        exact = card_named(name).name == name
    except KeyError:
        exact = False
    if not exact:
        raise ValueError(f"strategy {strategy.name}: {where} {name!r} names no card"
                         f"{did_you_mean(name, (c.name for c in ALL_CARDS))}")


def _check_condition(strategy: Strategy, where: str, condition: object) -> None:
    """The cards a condition names (``card``, ``other``), and those of the conditions it holds."""
    for attribute in ("card", "other"):
        value = getattr(condition, attribute, None)
        if isinstance(value, str):
            _check_card(strategy, f"{where}: condition {type(condition).__name__}", value)
    inner = getattr(condition, "condition", None)
    if inner is not None:
        _check_condition(strategy, where, inner)
    for each in getattr(condition, "conditions", ()):
        _check_condition(strategy, where, each)


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Split ``name:key=value,key=value`` into the name and its parameters.

    :raises ValueError: for a parameter without ``=`` or a repeated key.
    """
    name, _, rest = spec.strip().partition(":")
    params: dict[str, str] = {}
    for item in filter(None, (p.strip() for p in rest.split(","))):
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise ValueError(f"agent parameter {item!r} in {spec!r} is not key=value")
        key = key.strip()
        if key in params:
            raise ValueError(f"agent parameter {key!r} given twice in {spec!r}")
        params[key] = value.strip()
    return name, params


def _load_plugins() -> None:
    """Register the shipped agents of the layers above (once: `fill_registries`), then the
    installed plugins (once per process, unless a test resets `_plugins_loaded`)."""
    fill_registries()
    if _plugins_loaded[0]:
        return
    _plugins_loaded[0] = True
    for entry in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        problem = _load_entry_point(entry)
        if problem:
            _PLUGIN_ERRORS.append(f"agent plugin {entry.name!r} ({entry.value}): {problem}")


def _load_entry_point(entry: importlib.metadata.EntryPoint) -> str | None:
    """Load one installed plugin and register what it names; why it failed, or None."""
    try:
        target = entry.load()
    except Exception as exc:  # a broken plugin is reported, and the others still load
        return f"cannot be loaded: {type(exc).__name__}: {exc}"
    try:
        if isinstance(target, ModuleType):
            return None  # importing it registered its agents
        if isinstance(target, Strategy):
            register_strategy(target, name=entry.name)
        elif callable(target):
            register_agent(entry.name, target)
        else:
            return (f"is a {type(target).__name__}, not a Strategy, an agent factory or a "
                    "module")
    except ValueError as exc:
        return str(exc)
    return None


def plugin_errors() -> tuple[str, ...]:
    """Why installed agent plugins (entry points of `ENTRY_POINT_GROUP`) failed to load, one
    line each (empty when all loaded); the commands print them as warnings."""
    _load_plugins()
    return tuple(_PLUGIN_ERRORS)


def make_agent(spec: str) -> AnyAgent:
    """The agent named by ``spec`` (``name`` or ``name:key=value,...``).

    Its game is known only at run time (`AnyAgent`): a Dominion bot acts only on Dominion states.

    :raises ValueError: for an unknown name (with the close ones) or parameters its factory
        rejects.

    >>> make_agent("smithy-bn")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: unknown agent 'smithy-bn'; did you mean smithy-bm? known: random, bigmoney, ...
    """
    name = spec.strip().partition(":")[0]
    factory = _FACTORIES.get(name)
    if factory is None:
        _load_plugins()
        factory = _FACTORIES.get(name)
    if factory is None:
        raise ValueError(_unknown(name))
    return factory(parse_spec(spec)[1])


def _unknown(name: str) -> str:
    """The one-line error for an unknown agent name: close names, a hint for a file or module."""
    text = f"unknown agent {name!r}{did_you_mean(name, _FACTORIES)}"
    if name.endswith(".py") or "/" in name or "." in name:
        text += (f" (to use the agents a file or module of yours registers, load it with "
                 f"--load {name}, or load_agents() in Python, then name them)")
    return f"{text}{' ' if text.endswith('?') else '; '}known: {', '.join(agent_names())}"


def agent_names() -> tuple[str, ...]:
    """Every registered agent name (plugins included), in registration order."""
    _load_plugins()
    return tuple(_FACTORIES)


def _rule_factory(strategy: Strategy, name: str) -> AgentFactory:
    def build(params: Mapping[str, str]) -> AnyAgent:
        if params:
            raise ValueError(f"{name} takes no parameters, got {', '.join(params)}")
        return RuleAgent(strategy, name)

    return build


def _random_factory(params: Mapping[str, str]) -> AnyAgent:
    unknown = set(params) - {"seed"}
    if unknown:
        raise ValueError(f"random takes only seed=, got {', '.join(sorted(unknown))}")
    try:
        return RandomAgent(int(params.get("seed", "0")))
    except ValueError:
        raise ValueError(f"random: seed must be an integer, got {params['seed']!r}") from None


register_agent("random", _random_factory)
for _strategy in STRATEGIES:
    register_strategy(_strategy)
