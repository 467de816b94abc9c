"""``best-bot``: the registered rule bot that wins a quick round-robin on the game's own kingdom.

At its first decision in a game the agent reads the kingdom from the state's
setup (the kingdom's cards, Platinum/Colony, the Bane; public information; for
a game whose setup does not name them, its piles other than the basic ones),
plays a round-robin among the rule bots (`STRATEGIES`, and where the kingdom
offers Witch also the benchmark's Witch bots `WITCH_STRATEGIES`: ``single-witch``,
``double-witch``, ``provincial-witch``; or only the ``bots`` given) on 2-player
games of that kingdom, ``games`` deals a pair with seats alternating, and from
then on plays as the bot with the most points (a win 1, a shared win 0.5; equal
totals go to the bot listed first; the first bot when the kingdom cannot be set
up again). The choice is deterministic (the deals are `game_seed(0, j)`) and
remembered per kingdom (and pool) for the process's life, so the round-robin
runs once per kingdom.

It is a bot in its own right (``dgsim simulate best-bot bmu``) and a policy
for search that needs no opponent's name: ``rollouts-dominion:policy=best-bot``
rolls out, and models the other seats as, the bot that does best on the
kingdom.

>>> from dgsim.agents.agent import play_game
>>> from dgsim.dominion import new_game
>>> agent = BestBot(("bigmoney", "smithy-bm"), games=2)
>>> play_game(new_game("First Game", seed=1), [agent, agent]).game_end(), agent.chosen
(True, 'smithy-bm')
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Final

from dgsim.agents.agent import AnyAgent, play_game
from dgsim.agents.bots import STRATEGIES, make_agent
from dgsim.agents.tournament import game_seed
from dgsim.agents.witch import WITCH_STRATEGIES
from dgsim.core import ActionGenerator, GameState, PlayerAction
from dgsim.dominion import DominionState, new_game

__all__ = ["WITCH_BOTS", "BestBot", "best_bot_factory", "kingdom_of", "pool_of", "round_robin"]

Kingdom = tuple[tuple[str, ...], bool, str | None]
"""A kingdom as the round-robin sets it up: its cards, Platinum/Colony or not, the Bane."""

_CHOSEN: Final[dict[tuple[Kingdom, tuple[str, ...], int], str]] = {}


WITCH_BOTS: Final[tuple[str, ...]] = tuple(s.name for s in WITCH_STRATEGIES)
"""The Witch bots that join the default pool on a kingdom with Witch (`pool_of`)."""

_BASIC: Final = frozenset({"Copper", "Silver", "Gold", "Platinum", "Potion", "Estate", "Duchy",
                           "Province", "Colony", "Curse"})


def kingdom_of(state: DominionState) -> Kingdom:
    """The kingdom of ``state``'s game: from its setup record (data, never code) when that names
    the kingdom cards, else the game's piles other than the basic ones (a game set up by a
    protocol, say).

    :raises ValueError: if neither names a kingdom card.
    """
    setup = json.loads(state.board.mode.setup_json)
    cards = setup.get("kingdom")
    if isinstance(cards, list) and cards and all(isinstance(c, str) for c in cards):
        bane = setup.get("bane")
        return (tuple(cards), bool(setup.get("colonies", False)),
                bane if isinstance(bane, str) else None)
    piles = [card.name for card in state.board.mode.piles]
    kingdom = tuple(name for name in piles if name not in _BASIC)
    if not kingdom:
        raise ValueError("the game names no kingdom cards")
    return kingdom, "Colony" in piles, None


def pool_of(kingdom: Kingdom, bots: tuple[str, ...], witch_bots: bool) -> tuple[str, ...]:
    """The bots of ``kingdom``'s round-robin: ``bots``, then `WITCH_BOTS` not among them when
    ``witch_bots`` and the kingdom offers Witch (Big Money with one or two Witches and Provincial's
    Witch menu are no bots of a kingdom without Witch: there they would only buy money).

    >>> pool_of((("Witch", "Gardens"), False, None), ("bmu",), True)
    ('bmu', 'single-witch', 'double-witch', 'provincial-witch')
    >>> pool_of((("Smithy",), False, None), ("bmu",), True)
    ('bmu',)
    """
    if not witch_bots or "Witch" not in kingdom[0]:
        return bots
    return bots + tuple(b for b in WITCH_BOTS if b not in bots)


def round_robin(kingdom: Kingdom, bots: Sequence[str], games: int) -> dict[str, float]:
    """Every pair of ``bots`` plays ``games`` 2-player games of ``kingdom`` (deal ``j`` is
    ``game_seed(0, j)``, seats alternating); each bot's points (a win 1, a shared win 0.5)."""
    cards, colonies, bane = kingdom
    points = dict.fromkeys(bots, 0.0)
    agents = {bot: make_agent(bot) for bot in bots}
    for i, a in enumerate(bots):
        for b in bots[i + 1:]:
            for j in range(games):
                seed = game_seed(0, j)
                seat = j % 2
                seats = [agents[a], agents[b]] if seat == 0 else [agents[b], agents[a]]
                final = play_game(new_game(list(cards), 2, seed, colonies=colonies, bane=bane),
                                  seats)
                winners = final.winners()
                won = 1.0 if winners == (seat,) else 0.5 if seat in winners else 0.0
                points[a] += won
                points[b] += 1.0 - won
    return points


class BestBot:
    """Plays as the rule bot that wins a quick round-robin on the game's kingdom (module doc).

    ``chosen`` is the bot's name once chosen (None before the first decision).
    """

    name = "best-bot"

    def __init__(self, bots: Sequence[str] | None = None, games: int = 6) -> None:
        if games < 1:
            raise ValueError(f"best-bot: games must be at least 1, got {games}")
        self.bots = tuple(bots) if bots else tuple(s.name for s in STRATEGIES)
        self.witch_bots = not bots  # the default pool grows by the Witch bots where Witch is
        if len(self.bots) < 1:  # pragma: no cover - STRATEGIES is never empty
            raise ValueError("best-bot: no bots to choose from")
        for bot in self.bots:
            try:
                make_agent(bot)  # an unknown name fails here, not mid-game
            except ValueError as exc:
                raise ValueError(f"best-bot: bots: {exc}") from None
        self.games = games
        self.chosen: str | None = None
        self._board: object | None = None
        self._bot: AnyAgent | None = None

    def __repr__(self) -> str:
        return f"BestBot({self.bots!r}, games={self.games})"

    def reseed(self, seed: int) -> BestBot:
        """The same agent: the choice and the bots use no randomness."""
        return self

    def choose(self, state: DominionState) -> str:
        """The name of the bot that wins the round-robin on ``state``'s kingdom (remembered); the
        first of ``bots`` when there is no choice or the kingdom cannot be set up again."""
        try:
            kingdom = kingdom_of(state)
        except ValueError:  # no kingdom named
            return self.bots[0]
        pool = pool_of(kingdom, self.bots, self.witch_bots)
        if len(pool) == 1:
            return pool[0]
        try:
            key = (kingdom, pool, self.games)
            found = _CHOSEN.get(key)
            if found is None:
                points = round_robin(kingdom, pool, self.games)
                best = max(points.values())
                found = _CHOSEN[key] = next(b for b in pool if points[b] == best)
        except (ValueError, KeyError):  # a kingdom that new_game refuses
            return self.bots[0]
        return found

    def act(self, state: GameState, gen: ActionGenerator[DominionState]) -> PlayerAction:
        """The chosen bot's action (choosing it first, for a new game's board).

        :raises TypeError: if ``state`` is not a Dominion state.
        """
        if not isinstance(state, DominionState):
            raise TypeError(f"best-bot plays Dominion, not {type(state).__name__}")
        bot = self._bot
        if bot is None or state.board is not self._board:
            self.chosen = self.choose(state)
            bot = self._bot = make_agent(self.chosen)
            self._board = state.board
        return bot.act(state, gen)


def best_bot_factory(params: Mapping[str, str]) -> BestBot:
    """``best-bot:games=N,bots=a+b+c``: ``games`` deals a pair (default 6), the bots to choose
    among (default: the rule bots of `STRATEGIES`, with the Witch bots where Witch is).

    :raises ValueError: for an unknown parameter, a bad ``games`` or an unknown bot.

    >>> best_bot_factory({"games": "2", "bots": "bmu+smithy-bm"}).bots
    ('bmu', 'smithy-bm')
    """
    unknown = set(params) - {"games", "bots"}
    if unknown:
        raise ValueError(f"unknown best-bot parameters {sorted(unknown)}; known: ['bots', 'games']")
    text = params.get("games", "6")
    try:
        games = int(text)
    except ValueError:
        raise ValueError(f"best-bot: games must be an integer at least 1, got {text!r}") from None
    bots = tuple(params["bots"].split("+")) if params.get("bots") else None
    return BestBot(bots, games)

