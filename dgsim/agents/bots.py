"""The shipped bots (Big Money family, attack and engine bots) and the extensible agent registry.

Agents are named on the command line by a spec ``name`` or
``name:key=value,key=value``; `make_agent` looks the name up and calls its
factory with the parameters. `register_agent` adds more (search agents
register themselves when `dgsim.search` is imported).

>>> make_agent("bigmoney").name
'bigmoney'
>>> parse_spec("random:seed=3")
('random', {'seed': '3'})
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
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
    Rule,
    RuleAgent,
    Strategy,
    Turn,
    provinces_left,
)

__all__ = [
    "AGENT_PLUGIN_MODULES",
    "BIG_MONEY",
    "BIG_MONEY_ULTIMATE",
    "CHAPEL_WITCH",
    "COUNCIL_ROOM_BM",
    "COURTYARD_BM",
    "DOUBLE_MILITIA",
    "INTRIGUE_STRATEGIES",
    "MASQUERADE_BM",
    "MINION_BM",
    "NOBLES_BM",
    "SMITHY_BM",
    "SMITHY_ENDGAME",
    "STRATEGIES",
    "TORTURER_BM",
    "VILLAGE_SMITHY",
    "WITCH_BM",
    "AgentFactory",
    "agent_names",
    "make_agent",
    "parse_spec",
    "register_agent",
]

AgentFactory = Callable[[Mapping[str, str]], AnyAgent]
"""Builds an agent from the ``key=value`` parameters of its spec (of Dominion, as the shipped bots,
or of every game, as ``random``: a spec names either, so the type is `AnyAgent`)."""

# -- strategies ----------------------------------------------------------------------------

BIG_MONEY: Final = Strategy(
    "bigmoney",
    buy=(Rule("Province"), Rule("Gold"), Rule("Silver")),
    text="Buy Province with $8+, else Gold with $6-7, else Silver with $3-5; nothing else.",
)


def _bmu_tail(*extra: Rule) -> tuple[Rule, ...]:
    """BMU's greening rules around the money, with ``extra`` rules just before Silver."""
    return (
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
    buy=(Rule("Province", MoneyTotal(at_least=16)), Rule("Duchy", provinces_left(at_most=4)),
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
    buy=(Rule("Province", MoneyTotal(at_least=16)), Rule("Duchy", provinces_left(at_most=4)),
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
    buy=(Rule("Province", MoneyTotal(at_least=13)), Rule("Duchy", provinces_left(at_most=4)),
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
    buy=(Rule("Province", MoneyTotal(at_least=14)), Rule("Duchy", provinces_left(at_most=4)),
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
    buy=(Rule("Province", MoneyTotal(at_least=15)), Rule("Duchy", provinces_left(at_most=4)),
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
    buy=(Rule("Province", MoneyTotal(at_least=16)), Rule("Duchy", provinces_left(at_most=4)),
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

STRATEGIES: Final[tuple[Strategy, ...]] = (
    BIG_MONEY, BIG_MONEY_ULTIMATE, SMITHY_BM, SMITHY_ENDGAME, WITCH_BM, DOUBLE_MILITIA, COUNCIL_ROOM_BM,
    CHAPEL_WITCH, VILLAGE_SMITHY, *INTRIGUE_STRATEGIES,
)

# -- registry -------------------------------------------------------------------------------

_FACTORIES: Final[dict[str, AgentFactory]] = {}

AGENT_PLUGIN_MODULES: Final[list[str]] = ["dgsim.agents.best", "dgsim.search"]
"""Modules imported (once, if present) when a name is not registered: they may register agents."""

_plugins_loaded: list[bool] = [False]


def register_agent(name: str, factory: AgentFactory, *, replace: bool = False) -> None:
    """Make ``name`` (and ``name:key=value,...``) usable wherever agents are named.

    :raises ValueError: if the name is taken (unless ``replace``) or malformed.

    >>> register_agent("always-bm", lambda params: RuleAgent(BIG_MONEY, "always-bm"), replace=True)
    >>> make_agent("always-bm").name
    'always-bm'
    """
    if not name or ":" in name or "," in name or " " in name:
        raise ValueError(f"bad agent name {name!r}")
    if name in _FACTORIES and not replace:
        raise ValueError(f"an agent named {name!r} is already registered")
    _FACTORIES[name] = factory


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
    if _plugins_loaded[0]:
        return
    _plugins_loaded[0] = True
    for module in AGENT_PLUGIN_MODULES:
        try:
            importlib.import_module(module)
        except ImportError:
            continue


def make_agent(spec: str) -> AnyAgent:
    """The agent named by ``spec`` (``name`` or ``name:key=value,...``).

    Its game is known only at run time (`AnyAgent`): a Dominion bot acts only on Dominion states.

    :raises ValueError: for an unknown name or parameters its factory rejects.
    """
    name, params = parse_spec(spec)
    factory = _FACTORIES.get(name)
    if factory is None:
        _load_plugins()
        factory = _FACTORIES.get(name)
    if factory is None:
        raise ValueError(f"unknown agent {name!r}; known: {', '.join(agent_names())}")
    return factory(params)


def agent_names() -> tuple[str, ...]:
    """Every registered agent name (plugins included), in registration order."""
    _load_plugins()
    return tuple(_FACTORIES)


def _rule_factory(strategy: Strategy) -> AgentFactory:
    def build(params: Mapping[str, str]) -> AnyAgent:
        if params:
            raise ValueError(f"{strategy.name} takes no parameters, got {', '.join(params)}")
        return RuleAgent(strategy)

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
    register_agent(_strategy.name, _rule_factory(_strategy))
