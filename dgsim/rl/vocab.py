"""Action vocabularies: every label a game's decisions can offer, each with a fixed integer id.

One RL step is one pick of dgsim's action tree, so an agent's action space is the
vocabulary of pick labels, not the exploding set of whole moves. A vocabulary is
an ordered tuple of labels; a label's id is its position. Ids are stable:

* version 1 of the Dominion vocabulary (``version=1``; version 2 is the same layout with more
  fixed words and card verbs for the later sets; the default, version 3, adds the landscapes to
  the pool and the verb ``move to``) is a block of fixed words
  (ids 0..71), then
  128 hashed slots (ids 72..199) for every other label that names no pool card (a
  "choose one" option's printed words, ``+$2`` or ``put all the cards from your mat
  into your hand``; a verb added after version 1): such a label's id is
  ``72 + crc32(label) % 128``. Then one block of `CARD_VERBS` per card of the card
  pool, the pool being `BASIC_ORDER` (the basic cards, always present) then the other
  cards sorted by name. A card's ids depend only on the pool, never on cards added
  to dgsim elsewhere; a later version only appends.
* Goofspiel with ``n`` cards: ``bid 1`` .. ``bid n`` are ids 0 .. n-1.

>>> v = goofspiel_vocabulary(4)
>>> v.labels, v.id("bid 3")
(('bid 1', 'bid 2', 'bid 3', 'bid 4'), 2)
>>> d = dominion_vocabulary(["Smithy", "Village"])
>>> d.id("done"), d.label(d.id("buy Village")), d.version
(0, 'buy Village', 'dominion-3')
>>> dominion_vocabulary(["Smithy", "Village"], version=1).id("buy Village")
355
>>> d.id("+$2"), 72 <= d.id("put all the cards from your mat into your hand") < 200
(13, True)
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Generic, NamedTuple, TypeVar

import numpy as np
import numpy.typing as npt

from dgsim.core import Choice
from dgsim.dominion.setup import is_card_name

__all__ = [
    "BASIC_ORDER",
    "CARD_BASE",
    "CARD_VERBS",
    "CARD_VERBS_2",
    "CARD_VERBS_3",
    "FIXED_WORDS",
    "FIXED_WORDS_2",
    "HASHED",
    "MEMO_BYTES",
    "OPTION_WORDS",
    "OVERPAY",
    "POSITIONS",
    "VERSIONS",
    "Memo",
    "Node",
    "Vocabulary",
    "dominion_vocabulary",
    "goofspiel_vocabulary",
]

POSITIONS: Final = 16
"""``position 0`` .. ``position 15``: a place in a deck (Secret Passage, Stash), 0 = top."""

OPTION_WORDS: Final[tuple[str, ...]] = (
    "+1 Card", "+2 Cards", "+3 Cards", "+1 Action", "+2 Actions", "+1 Buy", "+$1", "+$2",
    "trash 2 cards", "discard 2 cards", "gain a Curse",
)
"""The commonest printed option words of "choose one" cards, given ids of their own."""

FIXED_WORDS: Final[tuple[str, ...]] = (
    "done", "no", "yes", "end actions", "end turn", "play all treasures",
    *OPTION_WORDS,
    *(f"position {k}" for k in range(POSITIONS)),
)
"""Labels that name no card, in id order (ids 0 .. len(FIXED_WORDS) - 1)."""

OVERPAY: Final = 16
"""``overpay $0`` .. ``overpay $15`` have fixed ids from version 2."""

FIXED_WORDS_2: Final[tuple[str, ...]] = (
    *FIXED_WORDS, "spend Coffers", "spend Villager", "pay debt", "end buys",
    *(f"overpay ${k}" for k in range(OVERPAY)),
)
"""Version 2's fixed words: version 1's, then the later sets' labels that name no card (Coffers,
Villagers, debt, the Night phase's ``end buys``, Guilds' overpaying), in id order."""

_FIXED_SIZE: Final = 72
FIXED_WORDS_PADDED: Final[tuple[str, ...]] = FIXED_WORDS + tuple(
    f"(reserved {k})" for k in range(_FIXED_SIZE - len(FIXED_WORDS)))
"""`FIXED_WORDS` padded with reserved slots to 72, so later fixed words need not move card ids."""

HASHED: Final = 128
"""Slots for labels outside the fixed words and the card blocks (ids 72 .. 199)."""

CARD_BASE: Final = _FIXED_SIZE + HASHED
"""The id of the first card block (200)."""

CARD_VERBS: Final[tuple[str, ...]] = (
    "play", "buy", "gain", "trash", "discard", "topdeck", "reveal", "set aside", "keep",
    "pass", "name", "return", "embargo", "resolve",
)
"""The verbs of card labels in version 1, in id order within each card's block."""

CARD_VERBS_2: Final[tuple[str, ...]] = (*CARD_VERBS, "as", "exchange", "call", "use")
"""Version 2's verbs: version 1's, then those of the later sets (Band of Misfits' ``as``, a
Traveller's ``exchange``, a Reserve's ``call``, a Way's ``use``)."""

CARD_VERBS_3: Final[tuple[str, ...]] = (*CARD_VERBS_2, "move to")
"""Version 3's verbs: version 2's, then a seat token moved to a pile (``move to <Pile>``). From
version 3 the pool also holds the game's landscapes (``buy <Event>`` has its own id)."""

VERSIONS: Final = (1, 2, 3)
"""The Dominion vocabulary's versions; `dominion_vocabulary` builds the last by default."""

BASIC_ORDER: Final[tuple[str, ...]] = (
    "Copper", "Silver", "Gold", "Platinum", "Potion", "Estate", "Duchy", "Province", "Colony",
    "Curse",
)
"""The basic cards, first in every Dominion card pool, in this order."""


K = TypeVar("K")
V = TypeVar("V")

MEMO_BYTES: Final = 8 << 20
"""About how much memory a vocabulary's memos of nodes may hold before they start afresh."""


class Memo(dict[K, V], Generic[K, V]):
    """A cache inside an immutable object: not compared, deep-copied or pickled (those start empty)."""

    def __reduce__(self) -> tuple[type[Memo[K, V]], tuple[()]]:
        return (type(self), ())

    def __deepcopy__(self, memo: dict[int, object]) -> Memo[K, V]:
        return type(self)()


class Node(NamedTuple):
    """The labels offered at one node of an action tree, as vocabulary ids (`Vocabulary.node`).

    ``id_array`` and ``mask`` are shared and read-only: copy them to change them.
    """

    choices: tuple[Choice, ...]
    ids: tuple[int, ...]
    """The id of each choice, in the tree's order."""
    id_array: npt.NDArray[np.intp]
    """``ids`` as an array."""
    mask: npt.NDArray[np.int8]
    """1 at each offered id, 0 elsewhere."""
    floats: bytes
    """``mask`` as float32 bytes (the offered block of observation vectors)."""


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """An ordered, versioned tuple of pick labels; a label's id is its index.

    ``cards`` is the card pool (empty for games without cards).
    """

    version: str
    labels: tuple[str, ...]
    cards: tuple[str, ...] = ()
    hashed: tuple[int, int] = (0, 0)
    """``(first id, slots)`` of the hashed block; ``(0, 0)``: none (unknown labels raise)."""
    verbs: tuple[str, ...] = CARD_VERBS
    """The verbs of its card labels (`CARD_VERBS`, `CARD_VERBS_2`)."""
    _ids: Mapping[str, int] = field(init=False, compare=False, repr=False)
    _nodes: Memo[tuple[int, ...], Node] = field(default_factory=Memo, init=False, compare=False,
                                                repr=False)
    """`node` by the ids of the choices."""
    _last: Memo[int, tuple[tuple[Choice, ...], Node]] = field(default_factory=Memo, init=False,
                                                             compare=False, repr=False)
    """`node` by the id of the choices tuple, which it holds (asked for again and again)."""
    _arrays: Memo[tuple[int, ...], tuple[npt.NDArray[np.intp], npt.NDArray[np.int8], bytes]] = (
        field(default_factory=Memo, init=False, compare=False, repr=False))
    """`Node.id_array`, `Node.mask` and `Node.floats` by ids: an offer recurs at many nodes."""
    memo_size: int = field(init=False, compare=False, repr=False)
    """Entries each memo holds at most: about `MEMO_BYTES` of masks, 1,024 to 16,384."""

    def __post_init__(self) -> None:
        ids = {label: i for i, label in enumerate(self.labels)}
        if len(ids) != len(self.labels):
            raise ValueError("a vocabulary's labels must be distinct")
        object.__setattr__(self, "_ids", ids)
        object.__setattr__(self, "memo_size",
                           max(1024, min(16384, MEMO_BYTES // (5 * len(self.labels) + 512))))

    def __len__(self) -> int:
        return len(self.labels)

    def id(self, label: str) -> int:
        """The id of a label.

        :raises KeyError: with a one-line message for a label outside this vocabulary.
        """
        found = self._ids.get(label)
        if found is not None:
            return found
        first, slots = self.hashed
        if slots and not self._names_a_card(label):
            return first + zlib.crc32(label.encode()) % slots
        raise KeyError(f"label {label!r} is not in the {self.version} vocabulary "
                       f"({len(self.labels)} labels); its card pool may be missing a card")

    def _names_a_card(self, label: str) -> bool:
        """True for ``<verb> <Card>`` with a known verb and a card's name (missing from the pool).

        A choose-one option that starts with a card verb but names no card ("gain a Gold",
        Minion's second option) is not one: it takes a hashed slot.
        """
        if not self.cards:
            return False
        return any(label.startswith(verb + " ") and is_card_name(label[len(verb) + 1:])
                   for verb in self.verbs)

    def label(self, action: int) -> str:
        """The label of an id.

        :raises IndexError: for an id outside the vocabulary.
        """
        if not 0 <= action < len(self.labels):
            raise IndexError(f"action id {action} is outside 0..{len(self.labels) - 1}")
        return self.labels[action]

    def ids(self, choices: Iterable[Choice]) -> list[int]:
        """The ids of some choices' labels."""
        ids = self._ids
        try:
            return [ids[c.label] for c in choices]
        except KeyError:
            return [self.id(c.label) for c in choices]

    def node(self, choices: tuple[Choice, ...]) -> Node:
        """The ids, index array and action mask of the labels ``choices`` offers.

        Memoised by the identities of the choices (games reuse their `Choice` objects, and
        a node holds its choices, so their ids are not reused meanwhile) and by ids; each
        memo holds at most `memo_size` entries.

        :raises KeyError: for a label outside this vocabulary.
        """
        last = self._last.get(id(choices))
        if last is not None and last[0] is choices:
            return last[1]
        key = tuple(map(id, choices))
        nodes = self._nodes
        node = nodes.get(key)
        if node is None:
            node = self._new_node(choices, key)
        if len(self._last) >= self.memo_size:
            self._last.clear()
        self._last[id(choices)] = (choices, node)
        return node

    def _new_node(self, choices: tuple[Choice, ...], key: tuple[int, ...]) -> Node:
        ids = tuple(self.ids(choices))
        arrays = self._arrays.get(ids)
        if arrays is None:
            index = np.array(ids, dtype=np.intp)
            mask = np.zeros(len(self.labels), dtype=np.int8)
            mask[index] = 1
            index.flags.writeable = mask.flags.writeable = False
            if len(self._arrays) >= self.memo_size:
                self._arrays.clear()
            arrays = self._arrays[ids] = (index, mask, mask.astype(np.float32).tobytes())
        node = Node(choices, ids, *arrays)
        nodes = self._nodes
        if len(nodes) >= self.memo_size:
            nodes.clear()
        nodes[key] = node
        return node

    def card_index(self, name: str) -> int:
        """The position of a card in the pool (the row of its features in observations).

        :raises KeyError: for a card outside the pool.
        """
        try:
            return self.cards.index(name)
        except ValueError:
            raise KeyError(f"card {name!r} is not in this vocabulary's card pool") from None


def card_pool(names: Iterable[str]) -> tuple[str, ...]:
    """A Dominion card pool in canonical order: every basic card, then the others by name.

    >>> card_pool(["Village", "Cellar", "Gold"])[-2:]
    ('Cellar', 'Village')
    """
    extra = sorted(set(names) - set(BASIC_ORDER))
    return (*BASIC_ORDER, *extra)


def dominion_vocabulary(cards: Sequence[str], version: int = VERSIONS[-1]) -> Vocabulary:
    """The Dominion vocabulary of that version (default the last) for the card pool
    ``card_pool(cards)``.

    Ids: the 72 fixed slots (version 1: `FIXED_WORDS`, version 2: `FIXED_WORDS_2`, the rest
    reserved), the 128 hashed slots, then for the ``k``-th card of the pool one id per verb
    (version 1: the 14 `CARD_VERBS`, ids ``200 + 14 k`` ..; version 2: the 18 `CARD_VERBS_2`, ids
    ``200 + 18 k`` ..; version 3: the 19 `CARD_VERBS_3`, its pool holding the game's landscapes
    too, `DominionEncoder.for_state`). A model trained on an earlier version keeps its ids with
    ``version=1`` or ``2``.

    :raises ValueError: for an unknown version.
    """
    if version not in VERSIONS:
        raise ValueError(f"the Dominion vocabulary has versions {VERSIONS}, not {version!r}")
    words, verbs = ((FIXED_WORDS, CARD_VERBS) if version == 1 else
                    (FIXED_WORDS_2, CARD_VERBS_2) if version == 2 else
                    (FIXED_WORDS_2, CARD_VERBS_3))
    pool = card_pool(cards)
    fixed = (*words, *(f"(reserved {k})" for k in range(_FIXED_SIZE - len(words))))
    labels = (*fixed, *(f"(hashed {k})" for k in range(HASHED)),
              *(f"{verb} {name}" for name in pool for verb in verbs))
    return Vocabulary(f"dominion-{version}", labels, pool, (_FIXED_SIZE, HASHED), verbs)


def goofspiel_vocabulary(cards: int) -> Vocabulary:
    """The Goofspiel vocabulary: ``bid k`` has id ``k - 1``.

    :raises ValueError: for fewer than one card.
    """
    if cards < 1:
        raise ValueError(f"Goofspiel needs at least 1 card, not {cards}")
    return Vocabulary("goofspiel-1", tuple(f"bid {k}" for k in range(1, cards + 1)))
