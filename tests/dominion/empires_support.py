"""Shared helpers of the Empires card tests: a rule bot and ``random`` play a game to the end."""

from __future__ import annotations

from collections.abc import Sequence

from dgsim.agents.agent import play_game
from dgsim.agents.bots import make_agent
from dgsim.dominion import new_game

FILLER = ["Village", "Smithy", "Market", "Moat", "Militia", "Cellar", "Workshop", "Festival",
          "Laboratory", "Throne Room"]


def bots_finish(cards: Sequence[str], seeds: Sequence[int] = (1, 2), players: int = 2) -> None:
    """A rule bot (``bigmoney``, ``smithy-bm``) and ``random`` play games with ``cards`` in the
    kingdom to the end, every decision taken by their defaults."""
    kingdom = [*cards, *(c for c in FILLER if c not in cards)][:10]
    for seed in seeds:
        for bots in (("random", "bigmoney"), ("smithy-bm", "random"), ("random", "random")):
            state = new_game(kingdom, players=players, seed=seed, turn_limit=40)
            agents = [make_agent(b).reseed(seed + k) for k, b in enumerate(bots)]
            final = play_game(state, agents)
            assert final.game_end() and final.waiting_for() is None
