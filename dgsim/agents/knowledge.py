"""Registers the shipped game knowledge for search agents under names (``prune=dominion``).

The search registry (`dgsim.search.registry`) imports this module before it
looks a name up; the ``module:function`` strings of older specs are aliases
of these entries, so ``prune=dgsim.dominion.heuristics:prune`` still works and
imports nothing.

>>> from dgsim.search.registry import evaluation_named, prune_named
>>> prune_named("dominion") is prune_named("dgsim.dominion.heuristics:prune")
True
>>> evaluation_named("dominion").__name__
'evaluate'
"""

from __future__ import annotations

from dgsim.dominion import heuristics
from dgsim.search.registry import register_evaluation, register_prune

__all__: list[str] = []

register_prune("dominion", heuristics.prune, aliases=("dgsim.dominion.heuristics:prune",),
               replace=True)
register_evaluation("dominion", heuristics.evaluate,
                    aliases=("dgsim.dominion.heuristics:evaluate",), replace=True)
