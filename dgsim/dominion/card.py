"""Card definitions: static data plus a few hooks; module-level values registered by name."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Final

from dgsim.core.errors import did_you_mean
from dgsim.dominion.event import Event, EventKind

if TYPE_CHECKING:
    from dgsim.dominion.state import DominionState, DurationRecord

__all__ = [
    "LANDSCAPE_TYPES",
    "NON_SUPPLY_PILES",
    "Card",
    "CardType",
    "DurationHook",
    "EventHook",
    "Hook",
    "OverpayHook",
    "Reaction",
    "SetupHook",
    "VpHook",
    "action",
    "attack",
    "card_named",
    "duration",
    "event",
    "landmark",
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
    DURATION = "Duration"
    PRIZE = "Prize"
    COMMAND = "Command"
    LOOTER = "Looter"
    KNIGHT = "Knight"
    RUINS = "Ruins"
    SHELTER = "Shelter"
    REWARD = "Reward"
    CASTLE = "Castle"
    RESERVE = "Reserve"
    TRAVELLER = "Traveller"
    GATHERING = "Gathering"
    EVENT = "Event"
    LANDMARK = "Landmark"
    PROJECT = "Project"
    WAY = "Way"
    ALLY = "Ally"
    TRAIT = "Trait"
    PROPHECY = "Prophecy"


LANDSCAPE_TYPES: Final = frozenset({CardType.EVENT, CardType.LANDMARK, CardType.PROJECT,
                                    CardType.WAY, CardType.ALLY, CardType.TRAIT,
                                    CardType.PROPHECY})
"""The kinds of landscape: cards beside the kingdom, never in a deck or a pile (a `Card` of one
of these types is a landscape: `Card.is_landscape`)."""


NON_SUPPLY_PILES: Final[dict[str, CardType]] = {"Prizes": CardType.PRIZE,
                                                "Rewards": CardType.REWARD}
"""Piles outside the supply named by a name of their own, by the type their cards share
(`DominionState.supply_count("Rewards")`)."""

_NOT_KINGDOM_TYPES: Final = frozenset({CardType.PRIZE, CardType.RUINS, CardType.SHELTER,
                                       CardType.REWARD}) | LANDSCAPE_TYPES
"""Types of cards that are never kingdom piles of their own."""

Hook = Callable[["DominionState", int], "DominionState"]
"""A card hook: (state, seat) -> state, usually pushing library effects."""

VpHook = Callable[["DominionState", int], int]
"""Victory points of one copy owned by a seat, for cards whose VP depend on the game."""

OverpayHook = Callable[["DominionState", int, int], "DominionState"]
"""(state, buyer, n) -> state: what overpaying $n (n >= 1) for a card does (Guilds)."""

InsteadHook = Callable[["DominionState", int, "Card"], "Hook | None"]
"""(state, player, card) -> what ``player``'s play of ``card`` does instead of following its
instructions (Enchantress; a Way), or None to follow them."""

AttackHook = Callable[["DominionState", int, int], "DominionState"]
"""(state, attacker, victim) -> state, the part of an attack that hits one player."""


SetupHook = Callable[["DominionState"], "DominionState"]
"""state -> state: what a game's setup does for a card or landscape in it (a Landmark's VP tokens),
once the supply and the seats are ready."""

EventHook = Callable[["DominionState", int, Event], "DominionState"]
"""(state, owner, event) -> state: a self hook (when bought, gained, trashed, discarded) or the
effect of a reaction. It pushes effects or makes primitive moves; it never resolves a decision."""

EventTest = Callable[["DominionState", int, Event], bool]
"""(state, owner, event) -> bool: whether a reaction may be used for this event."""

DurationHook = Callable[["DominionState", int, "DurationRecord"], "DominionState"]
"""(state, owner, record) -> state: what a Duration card does at the start of its owner's next
turn, once per time it was played (``record.times``), with what it set aside (``record.aside``)."""


@dataclass(frozen=True, slots=True)
class Reaction:
    """How a card reacts to an event while it is in a zone of its owner's.

    ``event`` is the `EventKind` (or its value, e.g. ``"attack"``); ``zone`` where
    the card must be (``"mat:<Name>"``: on that mat of its owner's, a Reserve's
    ``"mat:Tavern"``; ``"hand"``, ``"in_play"`` — which counts Duration cards
    from earlier turns —, ``"gained"``: the gained card itself; ``"duration"``: a play of
    this Duration card waits for its owner's next turn, its records in ``more.records`` or
    ``more.pending`` — Monkey —; ``"game"``: the card is in the game and its rule applies to
    the event's own seat — Embargo's tokens —; a silent reaction of these last two applies
    once per event, its effect reading the records or tokens); ``others``
    whether it reacts to other players' events (True), its owner's own (False)
    or both (None). A reaction that ``asks`` is offered as ``<verb> <Card>`` or
    ``no``; one that does not (Lighthouse) applies without a question. ``when``
    narrows the events it matches (Fool's Gold: another player gains a Province).
    ``effect`` runs when the owner uses it: (state, owner, event) -> state.
    """

    event: EventKind | str
    zone: str
    others: bool | None
    effect: EventHook
    asks: bool = True
    verb: str = "reveal"
    when: EventTest | None = None
    repeatable: bool = False
    """May be used again for the same event (Secret Chamber)."""

    def __post_init__(self) -> None:
        if isinstance(self.event, str):
            object.__setattr__(self, "event", EventKind(self.event))

    @property
    def kind(self) -> EventKind:
        """The event kind this reaction listens to."""
        return self.event if isinstance(self.event, EventKind) else EventKind(self.event)

    def matches(self, state: DominionState, owner: int, event: Event) -> bool:
        """True if this reaction may be used by ``owner`` for ``event`` (zone aside)."""
        if self.event is not event.kind:  # (normalised to an EventKind at construction)
            return False
        if self.others is not None and self.others != (owner != event.seat):
            return False
        return self.when is None or self.when(state, owner, event)


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
    after_attack: Hook | None = None
    """What the text does after each other player was hit (Scrying Pool's own reveal)."""
    reactions: tuple[Reaction, ...] = ()
    on_buy: EventHook | None = None
    on_gain: EventHook | None = None
    on_trash: EventHook | None = None
    on_discard: EventHook | None = None
    """Discarded other than during Clean-up."""
    on_duration: DurationHook | None = None
    """At the start of its owner's next turn (a Duration card)."""
    cost_hook: Callable[[DominionState, Card], int] | None = None
    """This card's own cost now, from the state (Peddler); others' modifiers apply after it."""
    buy_check: Callable[[DominionState, int], bool] | None = None
    """False when the seat may not buy this card now (Grand Market with a Copper in play)."""
    potion: int = 0
    """The potion part of the cost (Alchemy)."""
    debt: int = 0
    """The debt part of the cost (Empires): buying it takes that many debt tokens; like a potion
    part, it never fits a plain "costing up to $n"."""
    expansion: str = "Base"
    edition: int = 2
    aliases: tuple[str, ...] = ()
    """Later names of this card, accepted by `card_named` (``"Farm"`` for Harem)."""
    game_treasures: tuple[str, ...] = ()
    """Cards that are also Treasures in games using this one (Charlatan: ``("Curse",)``)."""
    counts_actions: bool = False
    """Its text asks how many Actions were played this turn (Conspirator): games with it count them
    (``state.table.actions_played``)."""
    pile_count: int = 0
    """Its supply pile's size when it is not the usual 10 (8/12 for Victory cards): Rats, 20."""
    aside_pile_costs: tuple[int, ...] = ()
    """Setup: an unused kingdom pile costing one of these is set aside outside the supply
    (Ferryman: ``(3, 4)``; `Mode.aside_pile`)."""
    two_player_non_supply: tuple[Card, ...] | None = None
    """With 2 players, the cards it brings outside the supply instead of ``non_supply`` (Joust:
    one of each Reward, two of each with 3 or more players)."""
    non_supply: tuple[Card, ...] = ()
    """Cards this one brings into its games as a non-supply pile, one of each (Tournament: the
    Prizes): `Table.non_supply` holds those not yet gained; `Mode.extras` names them."""
    pile: tuple[Card, ...] = ()
    """The cards of the pile this card names, when it is a pile of several cards (Knights, Ruins):
    each copy, top first before any shuffle. This card is then the pile's randomizer: the pile
    is in the supply under its name, its cards are gained and bought from the top."""
    pile_shuffled: bool = True
    """The pile is shuffled at setup and its order below the top is unseen (Knights, Ruins);
    False: it keeps the order of ``pile`` (a split pile, Castles)."""
    split_bottom: Card | None = None
    """The bottom card of its split pile (Empires): this card is then the pile's randomizer and
    top card, its ``pile`` 5 of itself over 5 of that one, in that order."""
    two_player_pile: tuple[Card, ...] | None = None
    """With 2 players, the pile's cards instead of ``pile`` (Castles: one of each)."""
    pile_per_opponent: int = 0
    """The pile holds this many of the shuffled ``pile`` per opponent (Ruins: 10), the rest out of
    the game; 0: all of ``pile``."""
    brings: tuple[Card, ...] = ()
    """Supply piles its games add (a Looter: the Ruins), like Potion for a Potion cost."""
    not_kingdom: bool = False
    """Never a kingdom pile of its own: a card of a pile of several cards (a Knight), or one that
    comes with others (Spoils, Madman); see `is_kingdom`."""
    needs_bane: bool = False
    """Its games add a Bane pile (Young Witch): an extra kingdom pile costing $2 or $3,
    `Mode.bane`."""
    overpaid: OverpayHook | None = None
    """What overpaying $n for it does (Guilds): its buys ask ``overpay $<n>`` (its ``on_buy`` is
    `dgsim.dominion.library.ask_overpay`: `dgsim.dominion.library.with_overpay` sets both)."""
    setup_counters: tuple[tuple[str, int], ...] = ()
    """Counters each seat starts with in games using it (Baker: ``(("coffers", 1),)``)."""
    tokens: tuple[str, ...] = ()
    """The seat tokens its text moves or uses (Adventures: ``"+1 Action"``, ``"-1 Card"``,
    ``"-$1"``, ...; ``"debt"`` for a card that gives debt without a debt cost: Capital): a game
    with it keeps their rules (`Mode.tokens`, `dgsim.dominion.tokens`)."""
    after_turn: Hook | None = None
    """What it does "after this turn" for a seat, once noted (`dgsim.dominion.phase.after_turn`):
    between Clean-up and the next turn (Donate, Mountain Pass)."""
    instead: InsteadHook | None = None
    """A rule that may replace any play's instructions while this card is in the game
    (Enchantress: "+1 Card and +1 Action instead"): `Mode.replacers`, asked by `Resolve`."""
    when_bought: Hook | None = None
    """What an Event or a Project does when bought (`buy <Name>`: it takes a buy and its cost)."""
    once_per_turn: bool = False
    """It may be bought at most once per turn (Mission)."""
    on_setup: SetupHook | None = None
    """What the game's setup does for it (a Landmark's VP tokens), in `new_game` and `scenario`."""
    aside_face_up: bool = False
    """What its Duration record sets aside is face up, known to every seat (Blockade's card), not
    face down (Haven's)."""
    is_action: bool = field(init=False)
    is_treasure: bool = field(init=False)
    is_victory: bool = field(init=False)
    is_attack: bool = field(init=False)
    is_reaction: bool = field(init=False)
    is_duration: bool = field(init=False)
    is_landscape: bool = field(init=False)
    """An Event, Landmark, Project, Way, Ally, Trait or Prophecy (`LANDSCAPE_TYPES`)."""
    key: int = field(init=False)
    listening: frozenset[EventKind] = field(init=False)
    """The event kinds this card's hooks and reactions listen to (`listens`)."""

    def __post_init__(self) -> None:
        set_ = object.__setattr__  # derived fields, fixed at construction
        set_(self, "is_action", CardType.ACTION in self.types)
        set_(self, "is_treasure", CardType.TREASURE in self.types)
        set_(self, "is_victory", CardType.VICTORY in self.types)
        set_(self, "is_attack", CardType.ATTACK in self.types)
        set_(self, "is_reaction", CardType.REACTION in self.types)
        set_(self, "is_duration", CardType.DURATION in self.types)
        set_(self, "is_landscape", bool(LANDSCAPE_TYPES & self.types))
        if self.split_bottom is not None:  # a split pile: 5 of this over 5 of the other
            set_(self, "pile", (self,) * 5 + (self.split_bottom,) * 5)
            set_(self, "pile_shuffled", False)
        set_(self, "listening", self.listens())
        set_(self, "key", zlib.crc32(self.name.encode()))

    def __hash__(self) -> int:
        return self.key

    @property
    def is_kingdom(self) -> bool:
        """True unless this card is never a kingdom pile of its own (``not_kingdom``, a Prize, a
        Ruins, a Shelter, a Reward); basic cards are told apart by the caller."""
        return not (self.not_kingdom or _NOT_KINGDOM_TYPES & self.types)

    @property
    def set_name(self) -> str:
        """The set as printed, editions apart: ``"Base"``, ``"Intrigue 1E"``, ``"Seaside"``, ..."""
        return self.expansion if self.edition == 2 or self.expansion == "Promo" else (
            f"{self.expansion} 1E")

    def listens(self) -> frozenset[EventKind]:
        """The event kinds this card's hooks and reactions listen to."""
        kinds = {r.kind for r in self.reactions}
        for kind, hook in ((EventKind.BUY, self.on_buy), (EventKind.GAIN, self.on_gain),
                           (EventKind.TRASH, self.on_trash), (EventKind.DISCARD, self.on_discard)):
            if hook is not None:
                kinds.add(kind)
        if self.on_duration is not None or self.is_duration:
            kinds.add(EventKind.TURN_START)
        return frozenset(kinds)

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
_ALIASES: Final[dict[str, Card]] = {}


def register(*cards: Card) -> tuple[Card, ...]:
    """Add cards to the registry by name.

    :raises ValueError: if a different card already has that name.
    """
    for card in cards:
        known = _REGISTRY.get(card.name)
        if known is not None and known is not card:
            raise ValueError(f"two cards are named {card.name!r}")
        _REGISTRY[card.name] = card
        for alias in card.aliases:
            _ALIASES[alias] = card
    return cards


def registry() -> dict[str, Card]:
    """A copy of the registry: every card known, by name."""
    from dgsim.dominion import cards as _cards  # noqa: F401  (registers every set)

    return dict(_REGISTRY)


def card_named(name: str) -> Card:
    """The card of that name (case-insensitive), or of a later name of it (``"Farm"``: Harem).

    :raises KeyError: for an unknown name, listing close names.
    """
    card = _REGISTRY.get(name)
    if card is not None:
        return card
    from dgsim.dominion import cards as _cards  # noqa: F401

    card = _REGISTRY.get(name) or _ALIASES.get(name)
    if card is None:
        folded = {_fold(n): c for n, c in (*_REGISTRY.items(), *_ALIASES.items())}
        card = folded.get(_fold(name))
    if card is None:
        raise KeyError(f"no card named {name!r}{did_you_mean(name, _REGISTRY)}")
    return card


def _fold(name: str) -> str:
    """A card name without case, spaces, hyphens or apostrophes (``kingscourt``)."""
    return "".join(ch for ch in name.lower() if ch not in " -'")


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
    expansion: str = "Base",
    vp: int = 0,
    potion: int = 0,
    on_duration: DurationHook | None = None,
    on_gain: EventHook | None = None,
    on_buy: EventHook | None = None,
    on_trash: EventHook | None = None,
    on_discard: EventHook | None = None,
    cost_hook: Callable[[DominionState, Card], int] | None = None,
    buy_check: Callable[[DominionState, int], bool] | None = None,
    non_supply: tuple[Card, ...] = (),
    brings: tuple[Card, ...] = (),
    debt: int = 0,
) -> Card:
    """An Action card: vanilla bonuses, then an optional hook (plus any of `Card`'s other hooks)."""
    return Card(
        name=name, cost=cost, types=_types(CardType.ACTION, *extra_types), text=text,
        cards=cards, actions=actions, buys=buys, coins=coins, on_play=then,
        reactions=reactions, edition=edition, expansion=expansion, vp=vp, potion=potion,
        on_duration=on_duration, on_gain=on_gain, on_buy=on_buy, on_trash=on_trash,
        on_discard=on_discard, cost_hook=cost_hook, buy_check=buy_check, non_supply=non_supply,
        brings=brings, debt=debt,
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
    expansion: str = "Base",
    extra_types: tuple[CardType, ...] = (),
    potion: int = 0,
    on_duration: DurationHook | None = None,
    after: Hook | None = None,
    needs_bane: bool = False,
    on_gain: EventHook | None = None,
    on_buy: EventHook | None = None,
    on_trash: EventHook | None = None,
    brings: tuple[Card, ...] = (),
    non_supply: tuple[Card, ...] = (),
    reactions: tuple[Reaction, ...] = (),
) -> Card:
    """An Action - Attack card: bonuses, an optional hook, then ``each_other`` hits each other
    player, then ``after`` (what the text does once the others were hit: Scrying Pool)."""
    return Card(
        name=name, cost=cost, types=_types(CardType.ACTION, CardType.ATTACK, *extra_types),
        text=text, cards=cards, actions=actions, buys=buys, coins=coins, on_play=then,
        on_attack=each_other, edition=edition, expansion=expansion, potion=potion,
        on_duration=on_duration, after_attack=after, needs_bane=needs_bane, on_gain=on_gain,
        on_buy=on_buy, on_trash=on_trash, brings=brings, non_supply=non_supply,
        reactions=reactions,
    )


def duration(
    name: str,
    *,
    cost: int,
    text: str,
    at_start: DurationHook | None,
    cards: int = 0,
    actions: int = 0,
    buys: int = 0,
    coins: int = 0,
    then: Hook | None = None,
    edition: int = 2,
    expansion: str = "Seaside",
    reactions: tuple[Reaction, ...] = (),
    extra_types: tuple[CardType, ...] = (),
) -> Card:
    """An Action - Duration card: bonuses and ``then`` now, ``at_start`` at the start of the next turn.

    Each play leaves a record (`dgsim.dominion.state.DurationRecord`); the card
    stays in play until the Clean-up of the turn its record resolves.
    """
    return Card(
        name=name, cost=cost, types=_types(CardType.ACTION, CardType.DURATION, *extra_types),
        text=text, cards=cards, actions=actions, buys=buys, coins=coins, on_play=then,
        on_duration=at_start, edition=edition, expansion=expansion, reactions=reactions,
    )


def treasure(name: str, *, cost: int, coins: int, text: str = "", then: Hook | None = None,
             buys: int = 0, edition: int = 2, expansion: str = "Base", potion: int = 0,
             reactions: tuple[Reaction, ...] = (), extra_types: tuple[CardType, ...] = (),
             vp: int = 0, on_gain: EventHook | None = None,
             on_discard: EventHook | None = None, debt: int = 0) -> Card:
    """A Treasure card worth ``coins`` (plus what ``then`` adds when played)."""
    return Card(name=name, cost=cost, types=_types(CardType.TREASURE, *extra_types),
                text=text or f"${coins}", coins=coins, buys=buys, on_play=then, edition=edition,
                expansion=expansion, potion=potion, reactions=reactions, vp=vp, on_gain=on_gain,
                on_discard=on_discard, debt=debt)


def victory(name: str, *, cost: int, vp: int = 0, text: str = "", vp_hook: VpHook | None = None,
            types: tuple[CardType, ...] = (CardType.VICTORY,), edition: int = 2,
            expansion: str = "Base", reactions: tuple[Reaction, ...] = (),
            on_discard: EventHook | None = None, on_gain: EventHook | None = None,
            potion: int = 0) -> Card:
    """A Victory (or Curse) card worth ``vp``, or ``vp_hook`` when it depends on the game."""
    return Card(name=name, cost=cost, types=_types(*types), text=text or f"{vp} VP", vp=vp,
                vp_hook=vp_hook, edition=edition, expansion=expansion, reactions=reactions,
                on_discard=on_discard, on_gain=on_gain, potion=potion)


def event(name: str, *, cost: int, text: str, then: Hook, expansion: str,
          once_per_turn: bool = False, reactions: tuple[Reaction, ...] = (),
          on_setup: SetupHook | None = None, debt: int = 0,
          buy_check: Callable[[DominionState, int], bool] | None = None,
          tokens: tuple[str, ...] = ()) -> Card:
    """An Event: a landscape bought with a buy for ``cost`` (and ``debt`` debt tokens; ``buy
    <Name>``), which then does ``then`` for the buyer. Buying one is no buy of a card (nothing
    that hears buys hears it)."""
    return Card(name=name, cost=cost, types=_types(CardType.EVENT), text=text, when_bought=then,
                expansion=expansion, once_per_turn=once_per_turn, reactions=reactions,
                on_setup=on_setup, debt=debt, buy_check=buy_check, tokens=tokens)


def landmark(name: str, *, text: str, expansion: str, vp_hook: VpHook | None = None,
             reactions: tuple[Reaction, ...] = (), on_setup: SetupHook | None = None) -> Card:
    """A Landmark: a landscape whose rule applies to every seat; ``vp_hook`` is what it scores each
    seat at the end (its ``reactions`` listen in the zone ``"game"``, ``on_setup`` puts its VP
    tokens out)."""
    return Card(name=name, cost=0, types=_types(CardType.LANDMARK), text=text, vp_hook=vp_hook,
                expansion=expansion, reactions=reactions, on_setup=on_setup)
