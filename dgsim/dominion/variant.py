"""Rules variants as modes: the CS 5965 course server's game (and its cards under the printed rules).

The University of Utah's CS 5965 Dominion server plays the ten "First Game"
cards of the 1st edition (Mine, Cellar, Market, Remodel, Smithy, Village,
Woodcutter, Workshop, Militia, Moat) with its own rules: no Curses, the game
ends only when the Provinces run out, a treasure needs a buy left and may
follow a buy, ties are shared, seat 0 moves first. ``rules="standard"`` plays
the same cards under the printed rules (three-pile ending, turn tiebreak).
"""

from __future__ import annotations

import json
from typing import Final

from dgsim.core import Rng
from dgsim.core.registry import GameSpec, Param, register_game
from dgsim.dominion.card import Card, card_named
from dgsim.dominion.cards.basic import COPPER, ESTATE
from dgsim.dominion.phase import ACTION_PHASE
from dgsim.dominion.setup import SEED, TURN_LIMIT, is_card_name, pile_size
from dgsim.dominion.state import Board, DominionState, Mode, PlayerState

__all__ = ["CS5965_KINGDOM", "CS5965_PILES", "RULES", "cs5965_game", "cs5965_mode"]

CS5965_PILES: Final[tuple[str, ...]] = (
    "Copper", "Silver", "Gold", "Estate", "Duchy", "Province",
    "Mine", "Cellar", "Market", "Remodel", "Smithy", "Village", "Woodcutter", "Workshop",
    "Militia", "Moat",
)
"""The supply piles in the reference server's setup order (no Curse pile)."""

CS5965_KINGDOM: Final[tuple[str, ...]] = CS5965_PILES[6:]
"""The ten kingdom cards of protocol v3."""

RULES: Final[tuple[str, ...]] = ("cs5965", "standard")
"""The rule sets `cs5965_mode` knows."""


def cs5965_mode(players: int = 2, rules: str = "cs5965", *, turn_limit: int = 100,
                setup_json: str = "{}") -> Mode:
    """The mode of a CS 5965 game: its 16 piles, and the course's rules or the printed ones.

    :raises ValueError: for a player count outside 2..4 or unknown ``rules``.
    :raises KeyError: if a card of the course's kingdom is not registered.

    >>> mode = cs5965_mode(2)
    >>> mode.name, mode.province_only_end, mode.shared_ties, len(mode.piles)
    ('cs5965', True, True, 16)
    """
    if not 2 <= players <= 4:
        raise ValueError(f"the CS 5965 game takes 2 to 4 players, not {players}")
    piles: tuple[Card, ...] = tuple(card_named(n) for n in CS5965_PILES)
    kingdom = piles[6:]
    if rules == "cs5965":
        return Mode(players=players, piles=piles, kingdom=kingdom, turn_limit=turn_limit,
                    province_only_end=True, treasures_need_buy=True, treasures_after_buy=True,
                    shared_ties=True, name="cs5965", setup_json=setup_json)
    if rules == "standard":
        return Mode(players=players, piles=piles, kingdom=kingdom, turn_limit=turn_limit,
                    name="cs5965-standard", setup_json=setup_json)
    raise ValueError(f"unknown rules {rules!r}; known: {', '.join(RULES)}")


def cs5965_game(seed: int = 0, players: int = 2, rules: str = "cs5965", *,
                turn_limit: int = 100) -> DominionState:
    """A new CS 5965 game: 7 Copper + 3 Estate shuffled per seat, 5 drawn, seat 0 first.

    Supply as the reference sets it up: Copper 60 - 7n, Silver 40, Gold 30,
    8 (2 players) or 12 of each Victory card, 10 of each kingdom card, no
    Curses. Call ``auto_step()`` to reach the first decision.

    :raises ValueError: for a player count outside 2..4 or unknown ``rules``.

    >>> state = cs5965_game(seed=1)
    >>> state.current, state.supply_count("Copper"), state.supply_count("Curse")
    (0, 46, 0)
    """
    setup = {"game": "cs5965", "seed": seed, "players": players,
             "rules": rules, "turn_limit": turn_limit}
    mode = cs5965_mode(players, rules, turn_limit=turn_limit,
                       setup_json=json.dumps(setup, sort_keys=True))
    rng = Rng.from_seed(seed)
    seats: list[PlayerState] = []
    for _ in range(players):
        deck, rng = rng.shuffle((COPPER,) * 7 + (ESTATE,) * 3)
        seats.append(PlayerState(hand=deck[:5], deck=deck[5:], discard=(), actions=1, buys=1))
    supply = bytes(pile_size(c, players) for c in mode.piles)
    return DominionState(board=Board(mode), phase=ACTION_PHASE, players=tuple(seats),
                         supply=supply, current=0, turn=1, effects=(), pending=None, rng=rng)


register_game(GameSpec(
    "cs5965",
    (SEED, Param("players", "int", default=2, low=2, high=4),
     Param("rules", "str", default="cs5965", choices=RULES), TURN_LIMIT),
    cs5965_game, is_card_name, legacy=("dgsim.dominion.variant:cs5965_game",),
    description="Dominion as the CS 5965 course server plays it (`cs5965_game`)"))
