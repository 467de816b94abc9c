"""An agent plugin for the registry tests: importing it registers ``sample-plugin``."""

from __future__ import annotations

from collections.abc import Mapping

from dgsim.agents.agent import Agent, RandomAgent
from dgsim.agents.bots import register_agent


def _factory(params: Mapping[str, str]) -> Agent:
    return RandomAgent(int(params.get("seed", "0")))


register_agent("sample-plugin", _factory, replace=True)
