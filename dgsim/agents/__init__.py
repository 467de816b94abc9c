"""Agents: random, rule-based (Big Money family, priority DSL), search-based."""

from __future__ import annotations

from dgsim.agents.agent import Agent, RandomAgent, play_game, play_recorded

__all__ = ["Agent", "RandomAgent", "play_game", "play_recorded"]
