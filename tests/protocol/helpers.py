"""Builders for protocol tests: CS 5965 states with exact zones, and plays read from text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from dgsim.dominion.card import card_named
from dgsim.dominion.state import DominionState, PlayerState
from dgsim.dominion.variant import cs5965_game
from dgsim.protocol.cs5965 import Referee
from dgsim.protocol.sexpr import Datum, read_all


def cs_state(hand: Sequence[str], *, deck: Sequence[str] = (), discard: Sequence[str] = (),
             plays: Sequence[str] = (), actions: int = 1, buys: int = 1, coins: int = 0,
             supply: Mapping[str, int] | None = None, players: int = 2,
             others: Mapping[int, Sequence[str]] | None = None, rules: str = "cs5965",
             trash: Sequence[str] = ()) -> DominionState:
    """A CS 5965 game at seat 0's turn with exactly these zones (names as in dgsim)."""
    base = cs5965_game(0, players, rules)
    seats = [PlayerState(hand=tuple(card_named(c) for c in hand),
                         deck=tuple(card_named(c) for c in deck),
                         discard=tuple(card_named(c) for c in discard),
                         in_play=tuple(card_named(c) for c in plays),
                         actions=actions, buys=buys, coins=coins)]
    for seat in range(1, players):
        cards = (others or {}).get(seat, ())
        seats.append(PlayerState(hand=tuple(card_named(c) for c in cards), deck=(), discard=()))
    counts = list(base.supply)
    for name, count in (supply or {}).items():
        counts[base.mode.index[card_named(name)]] = count
    state = replace(base, players=tuple(seats), supply=bytes(counts))
    return state.with_board(trash_pile=tuple(card_named(c) for c in trash))


def referee(state: DominionState) -> Referee:
    """A referee over ``state``, seats named ``0-a``, ``1-b``, ..."""
    return Referee(state, [f"{i}-{'abcd'[i]}" for i in range(state.mode.players)])


def datum(text: str) -> Datum:
    """The one datum of a text."""
    (one,) = read_all(text)
    return one
