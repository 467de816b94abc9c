"""Helpers for agent tests: ask an agent for the pending decision and apply it."""

from __future__ import annotations

from dgsim.agents.agent import Agent
from dgsim.dominion import DominionState

__all__ = ["decide", "step"]


def decide(agent: Agent[DominionState], state: DominionState) -> tuple[str, ...]:
    """The labels of ``agent``'s action at the pending decision (after ``auto_step``)."""
    state = state.auto_step()
    pid = state.waiting_for()
    assert pid is not None, "no decision is pending"
    return agent.act(state, state.action_generator(pid)).labels


def step(agent: Agent[DominionState], state: DominionState) -> tuple[tuple[str, ...], DominionState]:
    """``agent``'s labels at the pending decision and the auto-stepped state after them."""
    state = state.auto_step()
    pid = state.waiting_for()
    assert pid is not None, "no decision is pending"
    action = agent.act(state, state.action_generator(pid))
    return action.labels, state.action_step(pid, action).auto_step()
