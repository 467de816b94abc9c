"""An agent plugin for the registry tests: importing it registers ``sample-plugin``."""

from __future__ import annotations

from collections.abc import Mapping

from dgsim.agents.agent import Agent, RandomAgent
from dgsim.agents.bots import register_agent
from dgsim.agents.rules import Rule, Strategy


def _factory(params: Mapping[str, str]) -> Agent:
    return RandomAgent(int(params.get("seed", "0")))


register_agent("sample-plugin", _factory, replace=True)


SAMPLE_STRATEGY = Strategy("sample-strategy", buy=(Rule("Gold"), Rule("Silver")))
"""An entry point's Strategy (registered under the entry point's name)."""


def sample_factory(params: Mapping[str, str]) -> Agent:
    """An entry point's agent factory."""
    return _factory(params)


NOT_AN_AGENT = 3
"""An entry point's object that is none of what a plugin may name."""
