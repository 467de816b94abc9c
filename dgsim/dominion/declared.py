"""The state records' fields, each declared once: its record, name, type, default, who may see it.

Everything else about a declared field is produced from this module: the written-out
constructor, the typed ``evolve`` copy, ``is_empty`` and ``new_turn`` of its record
(`dgsim/dominion/state.py`, between ``# @generated begin`` and ``# @generated end``, written by
``make generate``, i.e. ``python -m _build.generate``), and the classification that
`dgsim.dominion.fields`, `info_key`, `determinize` and the observations read. Adding a field is
one line here and ``make generate``; `tests/test_generated.py` fails when the generated code is
not what this module says (docs/architecture.md, "Declared fields").

>>> [f.name for f in TABLE if f.seen is Seen.PER_TURN][:3]
['cost_cut', 'banned', 'plays']
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

__all__ = ["MORE", "RECORDS", "TABLE", "Field", "Record", "Seen"]


class Seen(Enum):
    """Who may know a field's value."""

    PUBLIC = "public"
    """Every seat (the supply, discard piles, play areas, counters)."""
    OWNER = "owner"
    """The seat it belongs to (its hand); others know only its size and what was revealed."""
    HIDDEN = "hidden"
    """Nobody (a deck's order; the rng) beyond what knowledge records say."""
    PER_TURN = "per_turn"
    """Public, and reset at the start of each turn."""
    KNOWLEDGE = "knowledge"
    """Who knows which cards (derived bookkeeping: part of the key as it is)."""
    MIXED = "mixed"
    """A record whose own fields are classified in a table of their own."""


@dataclass(frozen=True, slots=True)
class Field:
    """One field of a record: ``type`` and ``default`` as Python source (``default`` empty for a
    field that must be given), ``seen`` (`Seen`), ``doc`` (its attribute docstring, if any)."""

    name: str
    type: str
    default: str
    seen: Seen
    doc: str = ""


@dataclass(frozen=True, slots=True)
class Record:
    """A record whose fields are declared here: its class name, fields in order, whether it gets
    ``is_empty`` (every field at its default) and ``new_turn`` (its `Seen.PER_TURN` fields
    reset)."""

    name: str
    fields: tuple[Field, ...]
    is_empty: bool = True
    new_turn: bool = False


def _f(name: str, type_: str, default: str, seen: Seen, doc: str = "") -> Field:
    return Field(name, type_, default, seen, doc)


P, T, M, K = Seen.PUBLIC, Seen.PER_TURN, Seen.MIXED, Seen.KNOWLEDGE

TABLE: Final = (
    _f("cost_cut", "int", "0", T, "Bridge's cost reduction this turn."),
    _f("banned", "tuple[str, ...]", "()", T, "Cards that may not be bought this turn (Contraband)."),
    _f("plays", "int", "0", T, "Plays counted this turn."),
    _f("extra_turn", "str", '""', T, "The extra turn earned this turn (Outpost's: \"outpost\")."),
    _f("queue", "tuple[TurnEntry, ...]", "()", P,
       "Turns to take before the next seat's (extra turns, possessed turns)."),
    _f("kind", "str", '""', P, "The kind of this turn (\"\" for a normal one)."),
    _f("possessor", "int | None", "None", P, "Who decides this turn (Possession)."),
    _f("previous", "int | None", "None", P, "The seat of the previous turn."),
    _f("normal", "int | None", "None", P, "The seat of the last turn that was not an extra turn."),
    _f("pile_tokens", "tuple[tuple[str, int], ...]", "()", P, "Embargo tokens, by pile name."),
    _f("trade_route", "int", "0", P, "Coins on the Trade Route mat."),
    _f("set_aside", "tuple[Card, ...]", "()", P,
       "Cards of a possessed seat trashed this turn (they come back at its end)."),
    _f("actions_played", "int", "0", T,
       "Action cards played this turn, each resolution counted (Conspirator)."),
    _f("triggers", "tuple[Trigger, ...]", "()", T,
       "This turn's triggers, told of each card played (Merchant's first Silver)."),
    _f("action_cut", "int", "0", T, "Quarry's cost reduction of Action cards this turn."),
    _f("named", "tuple[str, ...]", "()", T, "Cards named this turn (War Chest)."),
    _f("route_taken", "tuple[str, ...]", "()", P,
       "Victory piles whose Trade Route token has moved to the mat."),
    _f("non_supply", "tuple[Card, ...]", "()", P,
       "Cards of the game's non-supply piles not yet gained (the Prize pile: one of each Prize), "
       "gained only by a card that names that pile (Tournament)."),
)
"""`Table`'s fields: this turn's modifiers, the turn order, tokens on piles and mats."""

MORE: Final = (
    _f("durations", "tuple[Card, ...]", "()", P,
       "Duration cards (and the cards that played them) in play from earlier turns."),
    _f("records", "tuple[DurationRecord, ...]", "()", M, "This turn's Duration plays with work left."),
    _f("pending", "tuple[DurationRecord, ...]", "()", M,
       "Last turn's Duration records still to resolve."),
    _f("mats", "tuple[tuple[str, tuple[Card, ...]], ...]", "()", M,
       "(name, cards) pairs, by name; private mats are known to their owner only."),
    _f("vp_tokens", "int", "0", P),
    _f("potions", "int", "0", T),
    _f("pirate_ship", "int", "0", P),
    _f("gained", "tuple[Card, ...]", "()", P,
       "Cards this seat gained in its turn so far (kept by a card that asks: Smugglers)."),
    _f("gained_last", "tuple[Card, ...]", "()", P,
       "Cards this seat gained in its last turn (kept by a card that asks: Smugglers)."),
    _f("set_aside", "tuple[Card, ...]", "()", P,
       "Cards set aside by an effect still resolving (`PlayerState.set_aside`)."),
    _f("deck_known", "tuple[int, ...]", "()", K,
       "Who knows each of the top ``len(deck_known)`` deck cards (`PlayerState.deck_known`)."),
    _f("hand_known", "tuple[tuple[Card, int], ...]", "()", K,
       "Cards in hand that other seats know (`PlayerState.hand_known`)."),
)
"""`PlayerMore`'s fields: a seat's zones and tokens that only some sets use. Records are public
but for the cards set aside face down (known to the owner); mats are public but for private ones
(Native Village), known to the owner. Potions are per turn but reset by Clean-up, not here."""

RECORDS: Final = (Record("PlayerMore", MORE), Record("Table", TABLE, new_turn=True))
"""The records generated from these declarations, in the order they stand in `state.py`."""
