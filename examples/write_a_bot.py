"""Write a bot in about 20 lines against the action generator, then pit it against Big Money.

Run: python examples/write_a_bot.py [GAMES]
"""

from __future__ import annotations

import sys

from dgsim.agents.tournament import format_table, run_tournament
from dgsim.core import ActionGenerator, PlayerAction
from dgsim.dominion import DominionState

WANTS = ("buy Province", "buy Gold", "buy Smithy", "buy Silver")


class SmithyBot:
    """Plays Smithy and treasures; buys a Province, Gold, one Smithy or Silver; else stops."""

    name = "my-smithy-bot"

    def act(self, state: DominionState, gen: ActionGenerator[DominionState]) -> PlayerAction:
        """Pick by label at every node of the action tree (an Agent[DominionState]: no narrowing)."""
        has_smithy = state.player(gen.player).count("Smithy") > 0
        while not gen.filled():
            labels = gen.labels()
            wants = [w for w in ("play Smithy", "play all treasures", *WANTS) if w in labels
                     and not (w == "buy Smithy" and has_smithy)]
            # no wish among the choices: stop if we may ("done", "no", "end ..."), else the first
            stops = [x for x in labels if x in ("done", "no", "end actions", "end turn")]
            gen = gen.choose(wants[0] if wants else stops[0] if stops else labels[0])
        return gen.generate_action()

    def reseed(self, seed: int) -> SmithyBot:
        """No randomness: the same bot."""
        return self


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    result = run_tournament([SmithyBot(), "bigmoney"], games=games, kingdom="First Game", seed=1)
    print(format_table(result))
