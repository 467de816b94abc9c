"""OpenSpiel's own ISMCTS bot plays dgsim's Goofspiel through the OpenSpiel adapter.

    python examples/rl_openspiel_ismcts.py [games] [simulations] [cards]

ISMCTS samples worlds with ``state.resample_from_infostate``, which the adapter answers
with `dgsim.determinize`, so the search never sees the opponent's hidden bid or the
order of the prize deck. It plays seat 0 against OpenSpiel's uniform random bot.
"""

from __future__ import annotations

import sys

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.bots import uniform_random

import dgsim.rl.openspiel  # noqa: F401  (registers dgsim_dominion and dgsim_goofspiel)


def main(games: int = 10, simulations: int = 200, cards: int = 6) -> None:
    game = pyspiel.load_game("dgsim_goofspiel", {"cards": cards, "seed": 1})
    rng = np.random.RandomState(7)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=1.0, max_simulations=simulations,
                           random_state=rng)
    opponent = uniform_random.UniformRandomBot(1, rng)
    total = 0.0
    wins = 0
    for _ in range(games):
        state = game.new_initial_state()
        bot.reset()
        while not state.is_terminal():
            player = bot if state.current_player() == 0 else opponent
            state.apply_action(player.step(state))
        total += state.returns()[0]
        wins += state.returns()[0] > 0
    print(f"ISMCTS ({simulations} simulations) vs random, Goofspiel-{cards}: "
          f"{wins}/{games} wins, mean return {total / games:+.2f}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:4]))
