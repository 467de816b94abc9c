"""Dominion knowledge for search agents: a tree pruning and a cut-rollout evaluation.

Both are plain functions of a state, so any search can use them; the
`ismcts` agent takes them by name::

    ismcts:iterations=500,rollout=bigmoney,depth=40,prune=dgsim.dominion.heuristics:prune,
    eval=dgsim.dominion.heuristics:evaluate
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dgsim.core import Choice, GameState
from dgsim.dominion.phase import PLAY_ALL
from dgsim.dominion.state import DominionState

__all__ = ["evaluate", "prune"]

_NEVER_BOUGHT = frozenset({"Copper", "Curse"})


def prune(state: GameState, picks: tuple[Choice, ...],
          options: Sequence[Choice]) -> Sequence[Choice]:
    """The picks worth searching in a Dominion decision: the legal ``options`` minus dominated ones.

    * In the buy phase with treasures in hand, ``play all treasures`` is the
      only pick kept: playing treasures one at a time, or buying before
      playing them, never does better with the cards this simulator has
      (no treasure has a drawback or an order-dependent choice other than
      Merchant's Silver, which playing them all handles).
    * Buying Copper or Curse is never searched.

    What is left is never empty: if every option would go, all are kept.
    """
    if PLAY_ALL in options:
        return (PLAY_ALL,)
    kept = [o for o in options
            if not (o.verb == "buy" and o.arg in _NEVER_BOUGHT)]
    return kept or options


def evaluate(state: GameState) -> tuple[float, ...]:
    """Score a Dominion position where a rollout was cut (or a finished game), one reward per seat.

    Each seat's prediction is its VP plus its share of the Provinces left
    (6 VP each), the share growing with the 4th power of its money density
    (printed $ of its treasures per card owned); the reward is a logistic of
    its predicted lead over the best other seat (6 VP ahead scores about
    0.73). A finished game scores half for winning (shared among the
    winners) and half by the same logistic of the final VP margin, so a lost
    (or won) game still tells a better ending from a worse one and a search
    never stops trying.

    :raises TypeError: for a state of another game.
    """
    if not isinstance(state, DominionState):
        raise TypeError(f"evaluate scores Dominion states, not {type(state).__name__}")
    vp = state.scores()
    if state.game_end():
        winners = state.winners()
        return tuple(0.5 * (1.0 / len(winners) if i in winners else 0.0) + 0.5 * lead
                     for i, lead in enumerate(_leads([float(v) for v in vp])))
    density = [sum(c.coins for c in cards if c.is_treasure) / max(1, len(cards))
               for cards in (p.all_cards() for p in state.players)]
    weights = [d ** 4 for d in density]
    total = sum(weights) or 1.0
    left = 6.0 * state.supply_count("Province")
    return _leads([v + left * w / total for v, w in zip(vp, weights, strict=True)])


def _leads(points: list[float], scale: float = 6.0) -> tuple[float, ...]:
    """A logistic of each seat's lead over the best other seat."""
    out = []
    for i, mine in enumerate(points):
        best = max(x for j, x in enumerate(points) if j != i)
        out.append(1.0 / (1.0 + math.exp(-(mine - best) / scale)))
    return tuple(out)
