"""Every registered bot (random and the search bots included) plays random kingdoms drawn from
every implemented set to the end, 2-4 players, without an error: every decision of every card has
a default in the rule DSL."""

from __future__ import annotations

import pytest

from dgsim.agents.agent import play_game
from dgsim.agents.bots import agent_names, make_agent
from dgsim.dominion import new_game
from dgsim.dominion.cards import SETS

GAMES = 40
CHEAP: dict[str, str] = {  # the search bots with a tiny budget
    "ismcts": "ismcts:iterations=2,depth=4",
    "ismcts-dominion": "ismcts-dominion:iterations=2,depth=4",
    "rollouts": "rollouts:rollouts=4,depth=4",
    "rollouts-dominion": "rollouts-dominion:rollouts=4,depth=4",
    "best-bot": "best-bot:games=1,bots=bigmoney+smithy-bm",
}


def specs() -> list[str]:
    """Every registered agent, search agents with a tiny budget, best-bot with a tiny round-robin."""
    return [CHEAP.get(name, name) for name in agent_names()]


def first_seat(game: int) -> int:
    """Where game ``game``'s seats start in the list of agents: right after the previous game's
    (every game has 2-4 players), so the games seat the agents in turn."""
    return sum(2 + g % 3 for g in range(game))


def sets_for(game: int) -> list[str] | None:
    """Every set for most games; some games draw from a rotating pair of sets with Base."""
    if game % 3:
        return None
    names = list(SETS)
    return ["Base", names[game % len(names)], names[(game * 7 + 3) % len(names)]]


@pytest.mark.parametrize("chunk", range(4))
def test_every_bot_plays_random_kingdoms_of_every_set(chunk: int) -> None:
    everyone = specs()
    seen: set[str] = set()
    for game in range(chunk, GAMES, 4):
        players = 2 + game % 3
        seats = [everyone[(first_seat(game) + k) % len(everyone)] for k in range(players)]
        state = new_game("random", players=players, seed=game, turn_limit=30,
                         sets=sets_for(game))
        agents = [make_agent(spec).reseed(game * 10 + k) for k, spec in enumerate(seats)]
        final = play_game(state, agents)
        assert final.game_end() and final.waiting_for() is None
        assert len(final.winners()) >= 1
        seen.update(seats)
    assert len(seen) >= min(len(everyone), 8)


def test_all_bots_are_seated_over_the_games() -> None:
    """The seating above gives every registered bot a seat in some game."""
    everyone = specs()
    seated = {everyone[(first_seat(game) + k) % len(everyone)] for game in range(GAMES)
              for k in range(2 + game % 3)}
    assert seated == set(everyone)
