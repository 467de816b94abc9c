"""Card definitions: static data plus a few hooks; module-level values registered by name."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from dgsim.dominion.state import DominionState

__all__ = [
    "Card",
    "CardType",
    "Hook",
    "Reaction",
    "VpHook",
    "action",
    "attack",
    "card_named",
    "register",
    "registry",
    "treasure",
    "victory",
]


class CardType(Enum):
    """A card type as printed."""

    ACTION = "Action"
    TREASURE = "Treasure"
    VICTORY = "Victory"
    CURSE = "Curse"
    ATTACK = "Attack"
    REACTION = "Reaction"


Hook = Callable[["DominionState", int], "DominionState"]
"""A card hook: (state, seat) -> state, usually pushing library effects."""

VpHook = Callable[["DominionState", int], int]
"""Victory points of one copy owned by a seat, for cards whose VP depend on the game."""

AttackHook = Callable[["DominionState", int, int], "DominionState"]
"""(state, attacker, victim) -> state, the part of an attack that hits one player."""


@dataclass(frozen=True, slots=True)
class Reaction:
    """How a card reacts to an event while in a zone of its owner's.

    ``event`` is one of "attack", "gain", "trash", "discard", "play", "buy",
    "turn_start"; ``zone`` where the card must be ("hand", "in_play", ...);
    ``others`` whether it reacts to other players' events (attacks) or the
    owner's own; ``effect`` runs when the owner reveals or uses the card:
    (state, owner, source_seat) -> state.
    """

    event: str
    zone: str
    others: bool
    effect: Callable[[DominionState, int, int], DominionState]


@dataclass(frozen=True, slots=True, eq=False, kw_only=True)
class Card:
    """A card's printed data and hooks. Cards are singletons, compared by identity.

    >>> from dgsim.dominion.cards import card_named
    >>> card_named("Village").cost, card_named("Village").is_action
    (3, True)
    """

    name: str
    cost: int
    types: frozenset[CardType]
    text: str = ""
    cards: int = 0
    actions: int = 0
    buys: int = 0
    coins: int = 0
    vp: int = 0
    vp_hook: VpHook | None = None
    on_play: Hook | None = None
    on_attack: AttackHook | None = None
    reactions: tuple[Reaction, ...] = ()
    expansion: str = "Base"
    edition: int = 2
    is_action: bool = field(init=False)
    is_treasure: bool = field(init=False)
    is_victory: bool = field(init=False)
    is_attack: bool = field(init=False)
    is_reaction: bool = field(init=False)
    key: int = field(init=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__  # derived fields, fixed at construction
        set_(self, "is_action", CardType.ACTION in self.types)
        set_(self, "is_treasure", CardType.TREASURE in self.types)
        set_(self, "is_victory", CardType.VICTORY in self.types)
        set_(self, "is_attack", CardType.ATTACK in self.types)
        set_(self, "is_reaction", CardType.REACTION in self.types)
        set_(self, "key", zlib.crc32(self.name.encode()))

    def __hash__(self) -> int:
        return self.key

    def __lt__(self, other: Card) -> bool:
        return self.name < other.name

    def __repr__(self) -> str:
        return f"card_named({self.name!r})"

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:
        return card_named, (self.name,)

    @property
    def type_line(self) -> str:
        """The types as printed, e.g. "Action - Attack"."""
        order = list(CardType)
        return " - ".join(t.value for t in sorted(self.types, key=order.index))


_REGISTRY: Final[dict[str, Card]] = {}


def register(*cards: Card) -> tuple[Card, ...]:
    """Add cards to the registry by name.

    :raises ValueError: if a different card already has that name.
    """
    for card in cards:
        known = _REGISTRY.get(card.name)
        if known is not None and known is not card:
            raise ValueError(f"two cards are named {card.name!r}")
        _REGISTRY[card.name] = card
    return cards


def registry() -> dict[str, Card]:
    """A copy of the registry: every card known, by name."""
    from dgsim.dominion import cards as _cards  # noqa: F401  (registers every set)

    return dict(_REGISTRY)


def card_named(name: str) -> Card:
    """The card of that name (case-insensitive).

    :raises KeyError: for an unknown name, listing close names.
    """
    card = _REGISTRY.get(name)
    if card is not None:
        return card
    from dgsim.dominion import cards as _cards  # noqa: F401

    card = _REGISTRY.get(name)
    if card is None:
        folded = {n.lower().replace(" ", ""): c for n, c in _REGISTRY.items()}
        card = folded.get(name.lower().replace(" ", "").replace("-", ""))
    if card is None:
        close = [n for n in _REGISTRY if n.lower()[:3] == name.lower()[:3]]
        raise KeyError(f"no card named {name!r}" + (f"; did you mean {close}?" if close else ""))
    return card


def _types(*types: CardType) -> frozenset[CardType]:
    return frozenset(types)


def action(
    name: str,
    *,
    cost: int,
    text: str,
    cards: int = 0,
    actions: int = 0,
    buys: int = 0,
    coins: int = 0,
    then: Hook | None = None,
    reactions: tuple[Reaction, ...] = (),
    extra_types: tuple[CardType, ...] = (),
    edition: int = 2,
) -> Card:
    """An Action card: vanilla bonuses, then an optional hook."""
    return Card(
        name=name, cost=cost, types=_types(CardType.ACTION, *extra_types), text=text,
        cards=cards, actions=actions, buys=buys, coins=coins, on_play=then,
        reactions=reactions, edition=edition,
    )


def attack(
    name: str,
    *,
    cost: int,
    text: str,
    each_other: AttackHook,
    cards: int = 0,
    actions: int = 0,
    buys: int = 0,
    coins: int = 0,
    then: Hook | None = None,
    edition: int = 2,
) -> Card:
    """An Action - Attack card: bonuses, an optional hook, then ``each_other`` hits each other player."""
    return Card(
        name=name, cost=cost, types=_types(CardType.ACTION, CardType.ATTACK), text=text,
        cards=cards, actions=actions, buys=buys, coins=coins, on_play=then,
        on_attack=each_other, edition=edition,
    )


def treasure(name: str, *, cost: int, coins: int, text: str = "", then: Hook | None = None) -> Card:
    """A Treasure card worth ``coins``."""
    return Card(name=name, cost=cost, types=_types(CardType.TREASURE), text=text or f"${coins}",
                coins=coins, on_play=then)


def victory(name: str, *, cost: int, vp: int = 0, text: str = "", vp_hook: VpHook | None = None,
            types: tuple[CardType, ...] = (CardType.VICTORY,)) -> Card:
    """A Victory (or Curse) card worth ``vp``, or ``vp_hook`` when it depends on the game."""
    return Card(name=name, cost=cost, types=_types(*types), text=text or f"{vp} VP", vp=vp,
                vp_hook=vp_hook)
