"""Events: what happened (kind, seat, card, zones, cause), told to every hook and reaction that listens.

Every buy, gain, trash, discard, play, attack, shuffle, turn start and
clean-up goes through one `Event` value, however it happens, so no reaction
can miss one. A game computes once which kinds anything in it listens to
(`Mode.listens`); a kind nobody listens to costs one set lookup.

>>> Event(EventKind.GAIN, 1, to_zone="discard").kind.value
'gain'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dgsim.dominion.card import Card

__all__ = ["Event", "EventKind"]


class EventKind(StrEnum):
    """The kinds of event a card may listen to (a `StrEnum`: hashed at C speed on the hot path)."""

    BUY = "buy"
    GAIN = "gain"
    TRASH = "trash"
    DISCARD = "discard"
    PLAY = "play"
    ATTACK = "attack"
    SHUFFLE = "shuffle"
    TURN_START = "turn_start"
    BUY_END = "buy_end"
    CLEANUP = "cleanup"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: its kind, the seat it happened to, the card, where from and to.

    ``cause`` is the card whose text made it happen (None for a buy or the rules).
    ``cleanup`` marks a discard during Clean-up (Tunnel does not react to those).
    ``bought`` marks the gain of a card bought (Hoard: "if you bought it").
    """

    kind: EventKind
    seat: int
    card: Card | None = None
    from_zone: str = ""
    to_zone: str = ""
    cause: Card | None = None
    cleanup: bool = False
    bought: bool = False
