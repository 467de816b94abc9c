"""The shipped plugins: every agent and every piece of search knowledge that a registry's own layer
cannot register, registered here explicitly, by ordinary imports, in one place.

The layers (``tests/test_layering.py`` checks them, string imports included)::

    dgsim.core                      the engine, and the games registry
    dgsim.dominion, dgsim.games     the games; import only the core
    dgsim.agents, dgsim.search      peers: neither imports the other
    dgsim.plugins                   this module: wires the two together
    dgsim.cli, protocol, web, rl    the periphery

The agent registry (`dgsim.agents.bots`) registers ``random`` and the rule
bots; this module adds ``best-bot`` and the search agents (``ismcts``,
``ismcts-dominion``, ``rollouts``, ``rollouts-dominion``), gives the search
agents the agent registry to build the agents their specs name
(`dgsim.search.agent.use_agent_registry`), and registers Dominion's pruning
and evaluation (`dgsim.dominion.heuristics`) in the search registry as
``dominion``, with the ``module:function`` aliases of older specs (aliases
are names: nothing is imported from them).

Nothing below imports this module: ``dgsim/__init__.py`` gives the core a
filler (`dgsim.core.registry.fill_later`) that imports it, and the registries
run it before their first lookup or listing
(`dgsim.core.registry.fill_registries`). So
``from dgsim.agents import make_agent; make_agent("ismcts")`` works in a fresh
interpreter, in a spawned worker and in every command, and importing the
engine alone imports no agents. The entries replace what was registered under
their names before that first lookup, as the old plugin modules did.

>>> from dgsim.agents import agent_names
>>> from dgsim.search.registry import prune_named
>>> {"best-bot", "ismcts", "ismcts-dominion", "rollouts", "rollouts-dominion"} <= set(agent_names())
True
>>> prune_named("dominion") is prune_named("dgsim.dominion.heuristics:prune")
True
"""

from __future__ import annotations

from dgsim.agents.best import best_bot_factory
from dgsim.agents.bots import make_agent, register_agent
from dgsim.dominion import heuristics
from dgsim.search.agent import (
    ismcts_dominion_factory,
    ismcts_factory,
    rollouts_dominion_factory,
    rollouts_factory,
    use_agent_registry,
)
from dgsim.search.registry import register_evaluation, register_prune

__all__: list[str] = []

register_agent("best-bot", best_bot_factory, replace=True)
register_agent("ismcts", ismcts_factory, replace=True)
register_agent("ismcts-dominion", ismcts_dominion_factory, replace=True)
register_agent("rollouts", rollouts_factory, replace=True)
register_agent("rollouts-dominion", rollouts_dominion_factory, replace=True)
use_agent_registry(make_agent)

register_prune("dominion", heuristics.prune, aliases=("dgsim.dominion.heuristics:prune",),
               replace=True)
register_evaluation("dominion", heuristics.evaluate,
                    aliases=("dgsim.dominion.heuristics:evaluate",), replace=True)
