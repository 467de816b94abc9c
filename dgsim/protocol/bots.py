"""Bots for ``dgsim agent``: the agents registry when present, else a small built-in set.

The built-in set (``random``, ``bigmoney``, ``smithy-bm``) keeps ``dgsim agent``
usable on its own; `make_bot` prefers `dgsim.agents.bots.make_agent`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from dgsim.agents.agent import Agent, RandomAgent
from dgsim.core import ActionGenerator, Choice, GameState, PlayerAction
from dgsim.dominion.card import card_named
from dgsim.dominion.state import DominionState

__all__ = ["SimpleMoney", "make_bot"]

_JUNK = ("Curse", "Estate", "Duchy", "Province", "Copper")


class SimpleMoney:
    """Big Money (optionally with Smithies): play all, buy Province/Gold/Silver, discard junk first."""

    def __init__(self, name: str = "bigmoney", smithies: int = 0) -> None:
        self.name = name
        self.smithies = smithies

    def reseed(self, seed: int) -> SimpleMoney:
        """The same bot (it uses no randomness)."""
        return self

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        """Walk the tree greedily by a fixed preference."""
        while not gen.filled():
            gen = gen.choose(self._pick(state, gen.player, gen.choices()))
        return gen.generate_action()

    def _pick(self, state: GameState, pid: int, options: tuple[Choice, ...]) -> Choice:
        labels = {c.label: c for c in options}
        owned = 0
        coins = 0
        if isinstance(state, DominionState):
            p = state.player(pid)
            owned = p.count("Smithy")
            coins = p.coins
        wanted = ["play Smithy", "play all treasures"]
        if coins >= 8:
            wanted.append("buy Province")
        if coins >= 6:
            wanted.append("buy Gold")
        if 4 <= coins <= 5 and owned < self.smithies:
            wanted.append("buy Smithy")
        if coins >= 3:
            wanted.append("buy Silver")
        wanted += ["end turn", "end actions", "no", "done"]
        wanted += [f"discard {n}" for n in _JUNK] + [f"trash {n}" for n in _JUNK]
        for label in wanted:
            if label in labels:
                return labels[label]
        gains = [c for c in options if c.verb == "gain" and c.arg is not None]
        if gains:
            return max(gains, key=lambda c: card_named(c.arg or "Copper").cost)
        return options[0]


_BUILTIN: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "bigmoney": lambda seed: SimpleMoney("bigmoney"),
    "smithy-bm": lambda seed: SimpleMoney("smithy-bm", smithies=1),
}


def make_bot(spec: str, seed: int = 0) -> Agent:
    """The bot named ``spec``, seeded.

    :raises ValueError: for an unknown name.

    >>> make_bot("bigmoney").name
    'bigmoney'
    """
    try:
        module = importlib.import_module("dgsim.agents.bots")
    except ImportError:
        module = None
    factory = getattr(module, "make_agent", None)
    if callable(factory):
        agent: Agent = factory(spec)
        return agent.reseed(seed)
    build = _BUILTIN.get(spec)
    if build is None:
        raise ValueError(f"unknown bot {spec!r}; known: {', '.join(_BUILTIN)}")
    return build(seed)
