"""Agents: random, rule-based (Big Money family, priority DSL), the registry, tournaments.

>>> from dgsim.agents import make_agent, run_tournament
>>> run_tournament([make_agent("bigmoney"), "random"], games=2, workers=1).stats[0].wins
2
"""

from __future__ import annotations

from dgsim.agents.agent import (
    Agent,
    AgentFunction,
    FunctionAgent,
    RandomAgent,
    as_agent,
    play_game,
    play_recorded,
)
from dgsim.agents.bots import (
    STRATEGIES,
    agent_names,
    make_agent,
    parse_spec,
    register_agent,
    register_strategy,
)
from dgsim.agents.plugin import load_agents
from dgsim.agents.rules import Rule, RuleAgent, Strategy
from dgsim.agents.tournament import (
    AgentStats,
    TournamentResult,
    format_table,
    run_tournament,
    to_json,
)
from dgsim.agents.witch import WITCH_STRATEGIES

__all__ = [
    "STRATEGIES",
    "WITCH_STRATEGIES",
    "Agent",
    "AgentFunction",
    "AgentStats",
    "FunctionAgent",
    "RandomAgent",
    "Rule",
    "RuleAgent",
    "Strategy",
    "TournamentResult",
    "agent_names",
    "as_agent",
    "format_table",
    "load_agents",
    "make_agent",
    "parse_spec",
    "play_game",
    "play_recorded",
    "register_agent",
    "register_strategy",
    "run_tournament",
    "to_json",
]
