"""VP tokens on the supply's piles and on the landscapes (Empires): putting them there, taking them.

The tokens are public: `DominionState.pile_vp` and `DominionState.landmark_vp` read them, and
a seat's own VP tokens are ``p.vp_tokens`` (`dgsim.dominion.library.take_vp` adds to them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dgsim.dominion.state import DominionState

__all__ = [
    "add_landmark_vp",
    "add_pile_debt",
    "add_pile_vp",
    "choose_landscape_pile",
    "move_pile_vp_to_landmark",
    "take_landmark_vp",
    "take_pile_debt",
    "take_pile_vp",
]


def _moved(tokens: tuple[tuple[str, int], ...], name: str, n: int) -> tuple[tuple[str, int], ...]:
    counts = dict(tokens)
    left = counts.get(name, 0) + n
    if left:
        counts[name] = left
    else:
        counts.pop(name, None)
    return tuple(sorted(counts.items()))


def _to_seat(state: DominionState, pid: int, n: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_more(p.more.evolve(
        vp_tokens=p.more.tokens.vp_tokens + n)))


def add_pile_vp(state: DominionState, pile: str, n: int = 1) -> DominionState:
    """``n`` VP tokens put on the supply pile ``pile`` (a pile or card name)."""
    name = state.pile_name(pile)
    table = state.table
    return state.with_table(table.evolve(pile_vp=_moved(table.tokens.pile_vp, name, n)))


def take_pile_vp(state: DominionState, pid: int, pile: str, n: int | None = None) -> DominionState:
    """``pid`` takes ``n`` VP tokens (all of them for None; at most those there) from the pile."""
    have = state.pile_vp(pile)
    n = have if n is None else min(n, have)
    if n <= 0:
        return state
    return _to_seat(add_pile_vp(state, pile, -n), pid, n)


def add_landmark_vp(state: DominionState, name: str, n: int = 1) -> DominionState:
    """``n`` VP tokens put on the landscape ``name``."""
    table = state.table
    return state.with_table(table.evolve(landmark_vp=_moved(table.tokens.landmark_vp, name, n)))


def take_landmark_vp(state: DominionState, pid: int, name: str,
                     n: int | None = None) -> DominionState:
    """``pid`` takes ``n`` VP tokens (all for None; at most those there) from the landscape."""
    have = state.landmark_vp(name)
    n = have if n is None else min(n, have)
    if n <= 0:
        return state
    return _to_seat(add_landmark_vp(state, name, -n), pid, n)


def move_pile_vp_to_landmark(state: DominionState, pile: str, name: str,
                             n: int = 1) -> DominionState:
    """``n`` VP tokens (at most those there) moved from the supply pile ``pile`` (a pile or card
    name) onto the landscape ``name``."""
    n = min(n, state.pile_vp(pile))
    if n <= 0:
        return state
    return add_landmark_vp(add_pile_vp(state, pile, -n), name, n)


def add_pile_debt(state: DominionState, pile: str, n: int = 1) -> DominionState:
    """``n`` debt tokens put on the supply pile ``pile`` (a pile or card name; Tax)."""
    name = state.pile_name(pile)
    table = state.table
    return state.with_table(table.evolve(pile_debt=_moved(table.tokens.pile_debt, name, n)))


def take_pile_debt(state: DominionState, pid: int, pile: str) -> DominionState:
    """``pid`` takes every debt token on the pile (they join its debt: ``p.debt``)."""
    n = state.pile_debt(pile)
    if n <= 0:
        return state
    state = add_pile_debt(state, pile, -n)
    p = state.players[pid]
    return state.with_player(pid, p.with_more(p.more.evolve(debt=p.more.tokens.debt + n)))


def choose_landscape_pile(state: DominionState, landscape: str, pile: str) -> DominionState:
    """The landscape ``landscape`` chose the supply pile ``pile`` (Obelisk's setup)."""
    table = state.table
    chosen = dict(table.tokens.landscape_piles)
    chosen[landscape] = state.pile_name(pile)
    return state.with_table(table.evolve(landscape_piles=tuple(sorted(chosen.items()))))
