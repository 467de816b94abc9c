"""Every field of the Dominion state, classified once: who may see it and whether it lasts a turn.

`info_key`, the observations and the per-turn reset are derived from these
tables; `tests/dominion/test_fields.py` fails when a field is added to a
state class without being classified here.

>>> PLAYER["hand"], TABLE["cost_cut"]
(<Seen.OWNER: 'owner'>, <Seen.PER_TURN: 'per_turn'>)
"""

from __future__ import annotations

from typing import Final

from dgsim.dominion import declared
from dgsim.dominion.declared import Seen

__all__ = ["BOARD", "MORE", "PLAYER", "STATE", "TABLE", "Seen", "per_turn", "public"]


STATE: Final[dict[str, Seen]] = {
    "board": Seen.PUBLIC, "phase": Seen.PUBLIC, "players": Seen.MIXED, "supply": Seen.PUBLIC,
    "current": Seen.PUBLIC, "turn": Seen.PUBLIC,
    "effects": Seen.PUBLIC, "pending": Seen.PUBLIC, "rng": Seen.HIDDEN, "table": Seen.MIXED,
}
"""`DominionState`'s fields (the phase notes whether a card was bought this turn)."""

BOARD: Final[dict[str, Seen]] = {
    "mode": Seen.PUBLIC, "trash_pile": Seen.PUBLIC, "immune": Seen.PER_TURN,
}
"""`Board`'s fields (all public: the board is public as a whole)."""

PLAYER: Final[dict[str, Seen]] = {
    "hand": Seen.OWNER, "deck": Seen.HIDDEN, "discard": Seen.PUBLIC, "in_play": Seen.PUBLIC,
    "counters": Seen.PUBLIC, "more": Seen.MIXED,
}
"""`PlayerState`'s fields."""

MORE: Final[dict[str, Seen]] = {f.name: f.seen for f in declared.MORE}
"""`PlayerMore`'s fields: records are public but for the cards set aside face down (known to the
owner); mats are public but for private ones (Native Village), known to the owner."""

TABLE: Final[dict[str, Seen]] = {f.name: f.seen for f in declared.TABLE}
"""`Table`'s fields (declared in `dgsim.dominion.declared`)."""

PRIVATE_MATS: Final[frozenset[str]] = frozenset({"Native Village", "Masquerade", "Looking"})
"""Mats whose cards only their owner may look at (``"Masquerade"``: a card being passed, face
down, until every player has picked one; ``"Looking"``: cards a player looked at off its deck
while a shuffle for the rest waits, `dgsim.dominion.library.LookAtTop`)."""


def public(table: dict[str, Seen]) -> tuple[str, ...]:
    """The fields every seat may see as they are (public and per-turn ones), in table order."""
    return tuple(name for name, seen in table.items() if seen in (Seen.PUBLIC, Seen.PER_TURN))


def per_turn(table: dict[str, Seen]) -> tuple[str, ...]:
    """The fields reset at the start of each turn."""
    return tuple(name for name, seen in table.items() if seen is Seen.PER_TURN)
