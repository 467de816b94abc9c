"""Search over any core game: single- and multi-observer ISMCTS and the ``ismcts`` agent.

Importing this package registers the ``ismcts`` agent (the agent registry
imports it when that name is asked for).
"""

from __future__ import annotations

from dgsim.search.agent import ISMCTSAgent, ismcts_factory
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

__all__ = [
    "ISMCTSAgent",
    "MarginReward",
    "Node",
    "Prune",
    "RolloutPolicy",
    "SearchConfig",
    "SearchResult",
    "WinAndMargin",
    "action_visits",
    "ismcts_factory",
    "merge_into",
    "search",
    "subtree",
    "win_reward",
]
