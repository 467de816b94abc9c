"""What one seat sees of a Dominion state: hidden cards masked, known ones shown (for agents and UIs).

>>> from dgsim.dominion import scenario
>>> s = scenario(["Moat"], hands={0: ["Moat", "Copper"], 1: ["Estate"]}, decks={1: ["Gold"]})
>>> view = observation(s, 0)
>>> view.players[0].hand, view.players[1].hand, view.players[1].hand_size
(('Copper', 'Moat'), (), 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from dgsim.dominion.fields import PRIVATE_MATS
from dgsim.dominion.hidden import _private, known_deck, known_hand, sees_hand
from dgsim.dominion.state import DominionState, PlayerState

__all__ = ["Observation", "SeatView", "observation"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the observer sees it; ``hand`` holds only the cards the observer knows.

    ``deck_top`` lists the known deck positions (0 = top) with their card names;
    ``hidden`` is the multiset (sorted names) of this seat's cards in hand and
    deck that the observer cannot place, with those it holds face down (set aside
    by a Duration, on a private mat) when the observer is another seat.
    """

    seat: int
    hand: tuple[str, ...]
    hand_size: int
    deck_size: int
    deck_top: tuple[tuple[int, str], ...]
    hidden: tuple[str, ...]
    discard: tuple[str, ...]
    in_play: tuple[str, ...]
    set_aside: tuple[str, ...]
    actions: int
    buys: int
    coins: int
    turns: int
    duration: tuple[str, ...] = ()
    """Duration cards in play from earlier turns (and what played them)."""
    face_down: tuple[str, ...] | int = ()
    """Cards set aside face down by Durations: names for their owner, a count for others."""
    mats: tuple[tuple[str, tuple[str, ...] | int], ...] = ()
    """Each mat's cards by name; a private mat of another seat as a count."""
    vp_tokens: int = 0
    potions: int = 0
    pirate_ship: int = 0


@dataclass(frozen=True, slots=True)
class Observation:
    """A Dominion state as seen by ``observer``: public zones, its own hand, what it knows of the rest."""

    observer: int
    current: int
    turn: int
    phase: str
    waiting_for: int | None
    supply: tuple[tuple[str, int], ...]
    trash: tuple[str, ...]
    players: tuple[SeatView, ...]
    choices: tuple[str, ...]


def observation(state: DominionState, pid: int) -> Observation:
    """The state as seat ``pid`` sees it; ``choices`` are its labels when it is deciding."""
    seats = []
    for q, p in enumerate(state.players):
        hand = tuple(sorted(p.hand)) if sees_hand(state, q, pid) else known_hand(p, q, pid)
        deck = known_deck(p, pid)
        placed = list(hand) + [c for _, c in deck]
        hidden = list(p.hand + p.deck)
        if not sees_hand(state, q, pid):  # cards face down (Haven's, a private mat's) it cannot name
            hidden += _private(p.more)
        for card in placed:
            hidden.remove(card)
        seats.append(SeatView(
            seat=q, hand=tuple(c.name for c in hand), hand_size=len(p.hand),
            deck_size=len(p.deck), deck_top=tuple((i, c.name) for i, c in deck),
            hidden=tuple(sorted(c.name for c in hidden)),
            discard=tuple(c.name for c in p.discard), in_play=tuple(c.name for c in p.in_play),
            set_aside=tuple(c.name for c in p.set_aside), actions=p.actions, buys=p.buys,
            coins=p.coins, turns=p.turns, **_more_view(state, p, q, pid)))
    waiting = state.waiting_for()
    choices = state.action_generator(pid).labels() if waiting == pid else ()
    return Observation(
        observer=pid, current=state.current, turn=state.turn, phase=repr(state.phase),
        waiting_for=waiting,
        supply=tuple((c.name, n) for c, n in zip(state.mode.piles, state.supply, strict=True)),
        trash=tuple(c.name for c in state.trash_pile), players=tuple(seats), choices=choices)


class _MoreView(TypedDict):
    duration: tuple[str, ...]
    face_down: tuple[str, ...] | int
    mats: tuple[tuple[str, tuple[str, ...] | int], ...]
    vp_tokens: int
    potions: int
    pirate_ship: int


def _more_view(state: DominionState, p: PlayerState, seat: int, observer: int) -> _MoreView:
    more = p.more
    sees = sees_hand(state, seat, observer)
    aside = tuple(c.name for r in (*more.records, *more.pending) for c in r.aside)
    mats = tuple((name, tuple(c.name for c in cards) if sees or name not in PRIVATE_MATS
                  else len(cards)) for name, cards in more.mats)
    return _MoreView(duration=tuple(c.name for c in more.durations),
                     face_down=aside if sees else len(aside), mats=mats,
                     vp_tokens=more.vp_tokens, potions=more.potions, pirate_ship=more.pirate_ship)
