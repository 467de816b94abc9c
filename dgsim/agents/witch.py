"""The scripted Witch bots of the published Dominion MCTS benchmark, and a Provincial-style menu.

Jansen & Tollisen's MCTS agent (master's thesis 2014; Tollisen, Jansen, Goodwin & Glimsdal,
IEA/AIE 2015) was measured against scripted Witch strategies on the kingdom
`dgsim.dominion.kingdom.MCTS_BENCHMARK` ("MCTS Benchmark": Festival, Witch, Market, Laboratory,
Smithy, Moneylender, Remodel, Gardens, Village, Woodcutter). The bots here are those opponents,
as reimplementations record them:

* ``single-witch`` and ``double-witch``: Big Money that buys one (or two) Witches, greening as
  Dominiate's ``SingleWitch`` / ``DoubleWitch`` do (rspeer/dominiate): Province once I own a Gold;
  the Witches; Duchy when 5 or fewer gains would end the game (`gains_to_end`), Estate at 2 or
  fewer; Gold; Silver (Colony and Platinum first when the game has them).
* ``provincial-witch``: the buy menu that the Provincial optimiser found for that kingdom
  (Witch x2, Gold, Laboratory x1, Silver x5, Gardens x8, Silver), with Province at $8 and Duchy
  when 4 or fewer Provinces are left.

Importing `dgsim.agents` registers them.

>>> from dgsim.agents.bots import make_agent
>>> make_agent("double-witch").strategy.buy[2]
Rule(card='Witch', when=CountOwned(card='Witch', at_most=1, at_least=None))
"""

from __future__ import annotations

from typing import Final

from dgsim.agents.bots import register_strategy
from dgsim.agents.rules import (
    AllOf,
    CountOwned,
    GainsToEnd,
    PileLeft,
    Rule,
    Strategy,
    provinces_left,
)

__all__ = ["DOUBLE_WITCH", "PROVINCIAL_WITCH", "SINGLE_WITCH", "WITCH_STRATEGIES"]


def _dominiate_witch(name: str, witches: int, text: str) -> Strategy:
    """Dominiate's Witch bot that buys up to ``witches`` Witches."""
    return Strategy(
        name,
        buy=(Rule("Colony", CountOwned("Platinum", at_least=1)),
             Rule("Province", AllOf((PileLeft("Colony", at_most=6),
                                     CountOwned("Gold", at_least=1)))),
             Rule("Witch", CountOwned("Witch", at_most=witches - 1)),
             Rule("Duchy", GainsToEnd(at_least=1, at_most=5)),
             Rule("Estate", GainsToEnd(at_least=1, at_most=2)),
             Rule("Platinum"), Rule("Gold"), Rule("Silver")),
        play=(Rule("Witch"),),
        text=text,
    )


SINGLE_WITCH: Final = _dominiate_witch(
    "single-witch", 1,
    "Dominiate's SingleWitch: Province once I own a Gold; one Witch; Duchy when 5 or fewer gains "
    "would end the game, Estate at 2 or fewer; Gold; Silver (Colony once I own a Platinum, and "
    "Platinum before Gold, when the game has them); play Witch.")

DOUBLE_WITCH: Final = _dominiate_witch(
    "double-witch", 2,
    "Dominiate's DoubleWitch: single-witch with up to 2 Witches.")


def _menu(card: str, count: int) -> Rule:
    """A buy-menu entry: ``card`` while I own fewer than ``count``."""
    return Rule(card, CountOwned(card, at_most=count - 1))


PROVINCIAL_WITCH: Final = Strategy(
    "provincial-witch",
    buy=(Rule("Province"), Rule("Duchy", provinces_left(at_most=4)),
         _menu("Witch", 2), Rule("Gold"), _menu("Laboratory", 1), _menu("Silver", 5),
         _menu("Gardens", 8), Rule("Silver")),
    play=(Rule("Laboratory"), Rule("Witch")),
    text="Provincial's buy menu for the MCTS Benchmark kingdom: Province; Duchy when Provinces "
         "<= 4; then the menu Witch x2, Gold, Laboratory x1, Silver x5, Gardens x8, Silver (each "
         "while I own fewer); play Laboratory, then Witch.",
)

WITCH_STRATEGIES: Final[tuple[Strategy, ...]] = (SINGLE_WITCH, DOUBLE_WITCH, PROVINCIAL_WITCH)
"""The benchmark's scripted opponents (docs/strategies.md has their figures)."""


for _strategy in WITCH_STRATEGIES:
    register_strategy(_strategy, replace=True)
