"""Search over any core game: single- and multi-observer ISMCTS, paired rollout search, and their
agents.

The ``ismcts``, ``ismcts-dominion``, ``rollouts`` and ``rollouts-dominion`` agents are registered
by the top layer, `dgsim.plugins` (which the agent registry's first lookup imports): this package
imports no agents, and the agents import no search.
"""

from __future__ import annotations

from dgsim.search.agent import ISMCTSAgent, RolloutAgent, ismcts_factory, rollouts_factory
from dgsim.search.ismcts import (
    MarginReward,
    Node,
    Prune,
    RolloutPolicy,
    SearchConfig,
    SearchResult,
    WinAndMargin,
    action_visits,
    merge_into,
    search,
    subtree,
    win_reward,
)
from dgsim.search.rollouts import RolloutConfig, RolloutResult, rollout_search

__all__ = [
    "ISMCTSAgent",
    "MarginReward",
    "Node",
    "Prune",
    "RolloutAgent",
    "RolloutConfig",
    "RolloutPolicy",
    "RolloutResult",
    "SearchConfig",
    "SearchResult",
    "WinAndMargin",
    "action_visits",
    "ismcts_factory",
    "merge_into",
    "rollout_search",
    "rollouts_factory",
    "search",
    "subtree",
    "win_reward",
]
