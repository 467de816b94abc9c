"""Every field of the Dominion state, classified once: who may see it and whether it lasts a turn.

The classification is each field's declaration's (`dgsim.dominion.declared`), as a table per
record; `info_key`, the observations and the per-turn reset are derived from these tables, and
`tests/dominion/test_fields.py` fails when a field of a state class is not declared.

>>> PLAYER_SEEN["hand"], TABLE_SEEN["cost_cut"]
(<Seen.OWNER: 'owner'>, <Seen.PER_TURN: 'per_turn'>)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from dgsim.dominion import declared
from dgsim.dominion.declared import Seen

__all__ = ["BOARD", "BOARD_SEEN", "MORE", "MORE_GROUP", "MORE_SEEN", "PLAYER", "PLAYER_SEEN",
           "SET_ASIDE_MATS", "STATE", "STATE_SEEN", "TABLE", "TABLE_GROUP", "TABLE_SEEN", "Seen",
           "declare_mat", "per_turn", "public"]


STATE_SEEN: Final[dict[str, Seen]] = {f.name: f.seen for f in declared.STATE}
"""`DominionState`'s fields (the phase notes whether a card was bought this turn)."""

BOARD_SEEN: Final[dict[str, Seen]] = {f.name: f.seen for f in declared.BOARD}
"""`Board`'s fields (all public: the board is public as a whole)."""

PLAYER_SEEN: Final[dict[str, Seen]] = {f.name: f.seen for f in declared.PLAYER}
"""`PlayerState`'s fields."""

MORE_SEEN: Final[dict[str, Seen]] = {f.name: f.seen for f in declared.MORE}
"""`PlayerMore`'s fields: records are public but for the cards set aside face down (known to the
owner); mats are public but for private ones (Native Village), known to the owner."""

TABLE_SEEN: Final[dict[str, Seen]] = {f.name: f.seen for f in declared.TABLE}
"""`Table`'s fields (declared in `dgsim.dominion.declared`)."""

MORE_GROUP: Final[dict[str, str]] = {f.name: g.attr for g in declared.MORE_GROUPS for f in g.fields}
"""The group of `PlayerMore` that holds each of its fields (``more.<group>.<field>``)."""

TABLE_GROUP: Final[dict[str, str]] = {f.name: g.attr for g in declared.TABLE_GROUPS for f in g.fields}
"""The group of `Table` that holds each of its fields (``table.<group>.<field>``)."""

# The names these tables had before (``TABLE`` read like `dgsim.dominion.state.TABLE`, the
# empty table itself): kept for code written against them.
STATE, BOARD, PLAYER, MORE, TABLE = STATE_SEEN, BOARD_SEEN, PLAYER_SEEN, MORE_SEEN, TABLE_SEEN

_MAT_PRIVACY: Final[dict[str, bool]] = {}
SET_ASIDE_MATS: Final[set[str]] = set()
"""Mats that hold cards "set aside" by a text (Save's), read as part of ``p.set_aside``."""


def declare_mat(name: str, *, private: bool = False, set_aside: bool = False) -> str:
    """Declare a seat's mat and who may look at its cards: with ``private``, its owner only
    (Native Village's), else every seat (Island's). Returns ``name``, the key of the mat's cards
    (`PlayerMore.mat`, `with_mat`). The module that uses a mat declares it, once, with the mat's
    name; a mat never declared is public. With ``set_aside`` its cards are set aside by their
    text (Save: "Set aside a card from your hand"): ``p.set_aside`` holds them too.

    :raises ValueError: if the mat was declared before with another privacy.

    >>> declare_mat("Island") == "Island" and "Island" not in PRIVATE_MATS
    True
    """
    if _MAT_PRIVACY.get(name, private) != private:
        raise ValueError(f"the mat {name!r} is declared both private and public")
    _MAT_PRIVACY[name] = private
    if set_aside:
        SET_ASIDE_MATS.add(name)
    return name


def declared_mats() -> tuple[str, ...]:
    """Every mat some module declared, by name."""
    return tuple(sorted(_MAT_PRIVACY))


class _PrivateMats:
    """The names of the declared private mats, as a read-only collection (``name in ...``)."""

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and _MAT_PRIVACY.get(name, False)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(n for n, private in _MAT_PRIVACY.items() if private))

    def __repr__(self) -> str:
        return f"PRIVATE_MATS({', '.join(self)})"


PRIVATE_MATS: Final = _PrivateMats()
"""Mats whose cards only their owner may look at, as their modules declare them (`declare_mat`):
Native Village's; ``"Masquerade"``, a card being passed face down until every player has picked
one; ``"Looking"``, cards a player looked at off its deck while a shuffle for the rest waits
(`dgsim.dominion.library.LookAtTop`)."""


def public(table: dict[str, Seen]) -> tuple[str, ...]:
    """The fields every seat may see as they are (public and per-turn ones), in table order."""
    return tuple(name for name, seen in table.items() if seen in (Seen.PUBLIC, Seen.PER_TURN))


def per_turn(table: dict[str, Seen]) -> tuple[str, ...]:
    """The fields reset at the start of each turn."""
    return tuple(name for name, seen in table.items() if seen is Seen.PER_TURN)
