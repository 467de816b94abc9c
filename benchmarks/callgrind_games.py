"""``python -m benchmarks.callgrind_games N first|random``: N seeded games, for callgrind.

Prints the number of decisions. Instructions per decision are
``(Ir(N) - Ir(0)) / decisions`` from two runs under
``valgrind --tool=callgrind``; a count of instructions does not depend on the machine's load
(docs/performance.md). ``first``: Big Money mirrors on First Game; ``random``: random agents on
random kingdoms of every implemented set, 2 seats, 30 turns each at most.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from dgsim.agents.agent import Agent, RandomAgent
from dgsim.agents.bots import make_agent
from dgsim.core import GameState
from dgsim.dominion import new_game
from dgsim.dominion.cards import SETS

__all__ = ["main", "play"]


def play(games: int, kind: str) -> int:
    """Play ``games`` games of ``kind`` (``first`` or ``random``); the number of decisions."""
    sets = [name for name, cards in SETS.items() if cards]
    decisions = 0
    for g in range(games):
        agents: list[Agent]
        if kind == "first":
            state = new_game("First Game", seed=g)
            agents = [make_agent("bigmoney"), make_agent("bigmoney")]
        else:
            state = new_game("random", seed=g, sets=sets, turn_limit=30)
            agents = [RandomAgent(g), RandomAgent(g + 1)]
        current: GameState = state.auto_step()
        while (pid := current.waiting_for()) is not None:
            action = agents[pid].act(current, current.action_generator(pid))
            current = current.action_step(pid, action).auto_step()
            decisions += 1
    return decisions


def main(argv: Sequence[str] | None = None) -> int:
    """Run `play` on the command line's count and kind."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2 or args[1] not in ("first", "random") or not args[0].isdigit():
        print("usage: python -m benchmarks.callgrind_games N first|random", file=sys.stderr)
        return 2
    print(play(int(args[0]), args[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
