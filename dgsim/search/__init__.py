"""Search over any core game: single- and multi-observer ISMCTS, paired rollout search, and their
agents.

Importing this package registers the ``ismcts``, ``ismcts-dominion``, ``rollouts`` and
``rollouts-dominion`` agents (the agent registry imports it when such a name is asked for).
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
