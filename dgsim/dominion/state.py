"""The Dominion state: mode, players' zones, supply, trash, and their primitive updates.

Primitives here move cards without broadcasting events; effects in
`dgsim.dominion.effect` wrap them with events and decisions.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Final

from dgsim.core import Choice, Decision, Effect, GameState, InvalidActionError, Phase, Rng
from dgsim.core import build as _build
from dgsim.core.state import HasPlayer, declare_constructor_keywords
from dgsim.dominion import fields
from dgsim.dominion.card import Card
from dgsim.dominion.event import EventKind
from dgsim.dominion.fields import per_turn

if TYPE_CHECKING:
    from dgsim.dominion.trigger import Trigger

__all__ = [
    "NO_COUNTERS",
    "NO_MORE",
    "PUBLIC",
    "TABLE",
    "Board",
    "Counters",
    "DominionState",
    "DurationRecord",
    "Mode",
    "PlayerMore",
    "PlayerState",
    "Table",
    "TurnEntry",
    "Zone",
    "board_with",
    "counters",
    "counters_with",
    "dominion_state",
    "more_with",
    "pile_changed",
    "shared_cards",
]

Zone = str
"""A player zone's name: "hand", "deck", "discard", "in_play", "set_aside"."""

PUBLIC = -1
"""A knowledge mask meaning "known to every seat" (bit ``1 << seat`` means known to that seat)."""


@dataclass(frozen=True, slots=True)
class DurationRecord:
    """A Duration card played this turn with work left for a later turn.

    ``times``: how many times it was resolved (twice under a Throne Room);
    ``aside``: what it set aside face down (Haven's cards, known to the owner);
    ``keeper``: the Throne Room or King's Court that played it, which stays in
    play with it; ``play``: which play of the turn it was (one record per play);
    ``unaffected``: for a Duration Attack, the seats its play did not affect (Moat, Lighthouse),
    so neither do its later effects (Blockade, Corsair).
    """

    card: Card
    times: int = 1
    aside: tuple[Card, ...] = ()
    keeper: Card | None = None
    play: int = 0
    unaffected: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class PlayerMore:
    """The zones and tokens of a seat that only some sets use (one shared empty value otherwise).

    ``durations``: Duration cards (and the cards that played them) in play from
    earlier turns; ``records``: this turn's Duration plays with work left and
    last turn's still to resolve (``pending``); ``mats``: (name, cards) pairs;
    ``private_mats``: names of mats only the owner may look at.
    """

    durations: tuple[Card, ...] = ()
    records: tuple[DurationRecord, ...] = ()
    pending: tuple[DurationRecord, ...] = ()
    mats: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    vp_tokens: int = 0
    potions: int = 0
    pirate_ship: int = 0
    gained: tuple[Card, ...] = ()
    """Cards this seat gained in its turn so far (kept by a card that asks: Smugglers)."""
    gained_last: tuple[Card, ...] = ()
    """Cards this seat gained in its last turn (kept by a card that asks: Smugglers)."""
    set_aside: tuple[Card, ...] = ()
    """Cards set aside by an effect still resolving (`PlayerState.set_aside`)."""
    deck_known: tuple[int, ...] = ()
    """Who knows each of the top ``len(deck_known)`` deck cards (`PlayerState.deck_known`)."""
    hand_known: tuple[tuple[Card, int], ...] = ()
    """Cards in hand that other seats know (`PlayerState.hand_known`)."""

    def mat(self, name: str) -> tuple[Card, ...]:
        """The cards on the mat of that name (empty when there is none)."""
        for mat_name, cards in self.mats:
            if mat_name == name:
                return cards
        return ()

    def with_mat(self, name: str, cards: tuple[Card, ...]) -> PlayerMore:
        """A copy with the mat of that name holding ``cards``."""
        mats = tuple(m for m in self.mats if m[0] != name)
        if cards:
            mats = tuple(sorted((*mats, (name, cards)), key=lambda m: m[0]))
        return replace(self, mats=mats)

    def all_cards(self) -> tuple[Card, ...]:
        """Every card held here: durations, what they set aside, mats."""
        out = self.durations
        for record in (*self.records, *self.pending):
            out += record.aside
        for _, cards in self.mats:
            out += cards
        return out


NO_MORE: Final = PlayerMore()
"""The `PlayerMore` of a seat that has nothing beyond the base zones."""


def more_with(more: PlayerMore, set_aside: tuple[Card, ...] | None,
              deck_known: tuple[int, ...] | None,
              hand_known: tuple[tuple[Card, int], ...] | None) -> PlayerMore:
    """``more`` with the given set-aside cards and knowledge (None keeps a value); `NO_MORE` when
    nothing is left in it, so that the seat's fast paths apply again."""
    new = PlayerMore(more.durations, more.records, more.pending, more.mats, more.vp_tokens,
                     more.potions, more.pirate_ship, more.gained, more.gained_last,
                     more.set_aside if set_aside is None else set_aside,
                     more.deck_known if deck_known is None else deck_known,
                     more.hand_known if hand_known is None else hand_known)
    return NO_MORE if new == NO_MORE else new


@dataclass(frozen=True, slots=True)
class Counters:
    """A seat's turn counters (Actions, Buys, $) and completed turns, one shared value for each
    combination (`counters`): a seat copy then holds one reference for the four."""

    actions: int = 0
    buys: int = 0
    coins: int = 0
    turns: int = 0


_COUNTERS: Final[dict[tuple[int, int, int, int], Counters]] = {}


def counters(actions: int, buys: int, coins: int, turns: int) -> Counters:
    """The shared `Counters` of these values (a flyweight table of at most 50,000, cleared when
    full). Equal values in, an equal (and usually the same) record out.

    >>> counters(1, 1, 0, 3) is counters(1, 1, 0, 3)
    True
    """
    key = (actions, buys, coins, turns)
    found = _COUNTERS.get(key)
    if found is None:
        if len(_COUNTERS) >= 50_000:
            _COUNTERS.clear()
        found = _COUNTERS[key] = Counters(actions, buys, coins, turns)
    return found


def counters_with(old: Counters, actions: int | None, buys: int | None, coins: int | None,
                  turns: int | None) -> Counters:
    """``old`` with the given values (None keeps one), shared."""
    return counters(old.actions if actions is None else actions,
                    old.buys if buys is None else buys,
                    old.coins if coins is None else coins,
                    old.turns if turns is None else turns)


NO_COUNTERS: Final = counters(0, 0, 0, 0)
"""A seat that has no Action, Buy or $ and has taken no turn."""


@dataclass(frozen=True, slots=True, init=False)
class PlayerState:
    """One seat's zones and turn counters. Deck and discard are top-first.

    ``actions``, ``buys`` and ``coins`` are the seat's own turn's: a seat not on turn holds the
    counters it starts its next turn with (1 Action, 1 Buy, $0), set by its Clean-up, where the
    rulebook's unused Actions, Buys and $ are lost (so that the next seat's turn starts without
    a copy of that seat). They and ``turns`` (turns completed) are kept in one shared `Counters`
    record, and the zones and records that few turns use (``set_aside``, ``deck_known``,
    ``hand_known``, durations, mats, tokens) in ``more``, one shared empty value (`NO_MORE`)
    when there are none: a seat copy is 6 references. All of them read as attributes of the seat
    all the same, and the constructor (hence `dataclasses.replace`) takes them as keywords.
    """

    hand: tuple[Card, ...]
    deck: tuple[Card, ...]
    discard: tuple[Card, ...]
    in_play: tuple[Card, ...] = ()
    counters: Counters = NO_COUNTERS
    """Actions, Buys, $ and turns completed (`counters` shares them)."""
    more: PlayerMore = NO_MORE
    """Set-aside cards, knowledge, durations, mats and tokens (turns that use them)."""

    def __init__(self, hand: tuple[Card, ...], deck: tuple[Card, ...], discard: tuple[Card, ...],
                 in_play: tuple[Card, ...] = (), counters: Counters = NO_COUNTERS,
                 more: PlayerMore = NO_MORE, *, actions: int | None = None,
                 buys: int | None = None, coins: int | None = None, turns: int | None = None,
                 set_aside: tuple[Card, ...] | None = None,
                 deck_known: tuple[int, ...] | None = None,
                 hand_known: tuple[tuple[Card, int], ...] | None = None) -> None:
        # Written out (not generated by `dataclass`) so that the compiled build stores fields in C.
        if actions is not None or buys is not None or coins is not None or turns is not None:
            counters = counters_with(counters, actions, buys, coins, turns)
        if set_aside is not None or deck_known is not None or hand_known is not None:
            more = more_with(more, set_aside, deck_known, hand_known)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "deck", deck)
        object.__setattr__(self, "discard", discard)
        object.__setattr__(self, "in_play", in_play)
        object.__setattr__(self, "counters", counters)
        object.__setattr__(self, "more", more)

    def __reduce__(self) -> tuple[type[PlayerState], tuple[object, ...]]:
        return PlayerState, (self.hand, self.deck, self.discard, self.in_play, self.counters,
                             self.more)

    @property
    def actions(self) -> int:
        """Actions left this turn (1 between the seat's turns)."""
        return self.counters.actions

    @property
    def buys(self) -> int:
        """Buys left this turn (1 between the seat's turns)."""
        return self.counters.buys

    @property
    def coins(self) -> int:
        """$ to spend this turn (0 between the seat's turns)."""
        return self.counters.coins

    @property
    def turns(self) -> int:
        """Turns this seat has completed (extra turns not counted)."""
        return self.counters.turns

    def with_counters(self, *, actions: int | None = None, buys: int | None = None,
                      coins: int | None = None, turns: int | None = None) -> PlayerState:
        """A copy with new Actions, Buys, $ or turns completed (None keeps a value)."""
        return PlayerState(self.hand, self.deck, self.discard, self.in_play,
                           counters_with(self.counters, actions, buys, coins, turns), self.more)

    def with_known(self, *, set_aside: tuple[Card, ...] | None = None,
                   deck_known: tuple[int, ...] | None = None,
                   hand_known: tuple[tuple[Card, int], ...] | None = None) -> PlayerState:
        """A copy with new set-aside cards or knowledge records (None keeps a value)."""
        return PlayerState(self.hand, self.deck, self.discard, self.in_play, self.counters,
                           more_with(self.more, set_aside, deck_known, hand_known))

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """Cards set aside by an effect still resolving (Library's skipped Actions)."""
        return self.more.set_aside

    @property
    def deck_known(self) -> tuple[int, ...]:
        """Who knows each of the top ``len(deck_known)`` deck cards: a seat bitmask per position."""
        return self.more.deck_known

    @property
    def hand_known(self) -> tuple[tuple[Card, int], ...]:
        """Cards in hand that other seats know (revealed, gained, drawn from a known top): (card,
        mask)."""
        return self.more.hand_known

    def all_cards(self) -> tuple[Card, ...]:
        """Every card this seat owns, in any zone."""
        cards = self.hand + self.deck + self.discard + self.in_play
        more = self.more
        return cards if more is NO_MORE else cards + more.set_aside + more.all_cards()

    @property
    def duration(self) -> tuple[Card, ...]:
        """Duration cards in play from earlier turns, and the cards they set aside (Haven's)."""
        more = self.more
        out = more.durations
        for record in (*more.records, *more.pending):
            out += record.aside
        return out

    @property
    def mats(self) -> Mapping[str, tuple[Card, ...]]:
        """The cards on each of this seat's mats, by mat name (``"Island"``, ``"Native Village"``)."""
        return dict(self.more.mats)

    @property
    def vp_tokens(self) -> int:
        """Victory point tokens."""
        return self.more.vp_tokens

    @property
    def potions(self) -> int:
        """Potions to spend this turn."""
        return self.more.potions

    @property
    def pirate_ship(self) -> int:
        """Coin tokens on the Pirate Ship mat."""
        return self.more.pirate_ship

    def in_play_all(self) -> tuple[Card, ...]:
        """Every card this seat has in play: played this turn, and Durations from earlier turns."""
        more = self.more
        return self.in_play if not more.durations else self.in_play + more.durations

    def with_more(self, more: PlayerMore) -> PlayerState:
        """A copy with new durations, mats or tokens."""
        return PlayerState(self.hand, self.deck, self.discard, self.in_play, self.counters, more)

    def count(self, name: str) -> int:
        """How many cards of that name this seat owns."""
        return sum(1 for c in self.all_cards() if c.name == name)

    def zone(self, zone: Zone) -> tuple[Card, ...]:
        """The cards of a zone by name.

        :raises ValueError: for an unknown zone.
        """
        if zone not in _ZONES:
            raise ValueError(f"unknown zone {zone!r}")
        cards: tuple[Card, ...] = getattr(self, zone)
        return cards


    def with_zone(self, zone: Zone, cards: tuple[Card, ...]) -> PlayerState:
        """A copy with one zone replaced.

        :raises ValueError: for an unknown zone.
        """
        update = _SET_ZONE.get(zone)
        if update is None:
            raise ValueError(f"unknown zone {zone!r}")
        return update(self, cards)


_ZONES = frozenset({"hand", "deck", "discard", "in_play", "set_aside"})


@dataclass(frozen=True, slots=True)
class TurnEntry:
    """A turn to take: whose, and what kind (``"outpost"``, ``"possession"``; ``""`` normal).

    ``by`` is the seat that decides for a possessed turn.
    """

    seat: int
    kind: str = ""
    by: int | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """State that only some sets use: this turn's modifiers, extra turns, tokens on piles.

    Per turn (reset at each turn's start): ``cost_cut`` (Bridge), ``action_cut`` (Quarry: Action
    cards only), ``named`` (cards named for War Chests), ``banned`` (Contraband), ``plays``
    (plays counted this turn), ``extra_turn`` (Outpost earned one), ``actions_played``
    (Action cards played this turn, each resolution counted — Throne Room's repeats too —, in
    games with a card that asks: Conspirator). Kept: ``queue`` of turns to take before the next
    seat's, the ``kind`` of this turn and who decides it (``possessor``), the
    seat of the previous turn, ``pile_tokens`` (Embargo, by pile name) and
    ``trade_route`` (coins on the Trade Route mat), ``route_taken`` (Victory piles whose Trade
    Route token has moved to the mat), ``non_supply`` (the cards left in non-supply piles: Prizes);
    ``set_aside`` cards of a possessed seat trashed this turn;
    ``normal``: the seat of the last turn that was not an extra turn.
    """

    cost_cut: int = 0
    banned: tuple[str, ...] = ()
    plays: int = 0
    extra_turn: str = ""
    queue: tuple[TurnEntry, ...] = ()
    kind: str = ""
    possessor: int | None = None
    previous: int | None = None
    normal: int | None = None
    pile_tokens: tuple[tuple[str, int], ...] = ()
    trade_route: int = 0
    set_aside: tuple[Card, ...] = ()
    actions_played: int = 0
    triggers: tuple[Trigger, ...] = ()
    """This turn's triggers, told of each card played (Merchant's first Silver)."""
    action_cut: int = 0
    named: tuple[str, ...] = ()
    route_taken: tuple[str, ...] = ()
    non_supply: tuple[Card, ...] = ()
    """Cards of the game's non-supply piles not yet gained (the Prize pile: one of each Prize),
    gained only by a card that names that pile (Tournament)."""

    def new_turn(self) -> Table:
        """This table with the per-turn fields (`dgsim.dominion.fields.TABLE`) reset."""
        reset = {name: getattr(TABLE, name) for name in _TABLE_PER_TURN
                 if getattr(self, name) != getattr(TABLE, name)}
        return replace(self, **reset) if reset else self


TABLE: Final = Table()
"""The `Table` of a game that uses none of it."""

_TABLE_PER_TURN: Final = per_turn(fields.TABLE)


@dataclass(frozen=True, slots=True)
class Mode:
    """The rules of one game as data: seats, supply piles, end conditions, variants."""

    players: int
    piles: tuple[Card, ...]
    kingdom: tuple[Card, ...]
    turn_limit: int = 100
    empty_piles_to_end: int = 3
    province_only_end: bool = False
    treasures_need_buy: bool = False
    treasures_after_buy: bool = False
    shared_ties: bool = False
    name: str = "standard"
    setup_json: str = field(default="{}", compare=False, repr=False)
    extras: tuple[Card, ...] = ()
    """Cards in the game outside the supply (a scenario's zones, Prizes): their hooks listen too."""
    bane: Card | None = None
    """The Bane card (Young Witch's setup: an extra kingdom pile, in `kingdom` and `piles`)."""
    # Derived from the fields above at construction (never passed in, never compared):
    index: Mapping[Card, int] = field(init=False, compare=False, repr=False)
    """Supply index of each pile's card."""
    by_name: Mapping[str, int] = field(init=False, compare=False, repr=False)
    """Supply index of each pile, by card name."""
    buy_choices: tuple[tuple[Card, Choice], ...] = field(init=False, compare=False, repr=False)
    """Each pile's card with its ``buy <Card>`` choice, in supply order."""
    province_index: int | None = field(init=False, compare=False, repr=False)
    """Supply index of the Province pile (None when there is none)."""
    reactors: Mapping[EventKind, frozenset[Card]] = field(init=False, compare=False, repr=False)
    """The cards of this game that react to each event kind."""
    listens: frozenset[EventKind] = field(init=False, compare=False, repr=False)
    """The event kinds that anything in this game listens to (hooks and reactions)."""
    colony_index: int | None = field(init=False, compare=False, repr=False)
    """Supply index of the Colony pile (None when there is none)."""
    buy_rules: bool = field(init=False, compare=False, repr=False)
    """True if some card of this game restricts buying beyond cost (potions, Grand Market)."""
    cost_rules: bool = field(init=False, compare=False, repr=False)
    """True if some card of this game has a cost rule of its own (Peddler)."""
    hears_gain: bool = field(init=False, compare=False, repr=False)
    """`EventKind.GAIN` in `listens` (a plain flag for the hot path)."""
    hears_buy: bool = field(init=False, compare=False, repr=False)
    """`EventKind.BUY` in `listens`."""
    hears_play: bool = field(init=False, compare=False, repr=False)
    """`EventKind.PLAY` in `listens`."""
    general_cleanup: bool = field(init=False, compare=False, repr=False)
    """Clean-up must take the general path in every turn (something listens to shuffles, to
    the start of a turn, or to the start of Clean-up)."""
    counts_actions: bool = field(init=False, compare=False, repr=False)
    """Some card of this game asks how many Actions were played this turn (Conspirator)."""
    hears_turn_start: bool = field(init=False, compare=False, repr=False)
    """Some card of this game reacts to the start of a turn from a zone (Clerk, in hand)."""
    treasures: frozenset[Card] = field(init=False, compare=False, repr=False)
    """Cards that are also Treasures in this game by another card's rule (Curse with Charlatan)."""

    def __post_init__(self) -> None:
        # derived fields, fixed at construction: computed once per set of cards (a new game of a
        # kingdom played before shares them; every one of them is immutable or never changed)
        key = (self.piles, self.extras)
        derived = _DERIVED.get(key)
        if derived is None:
            if len(_DERIVED) >= 1_000:
                _DERIVED.clear()
            derived = _DERIVED[key] = _derive(self.piles, self.extras)
        set_ = object.__setattr__
        set_(self, "index", derived.index)
        set_(self, "by_name", derived.by_name)
        set_(self, "buy_choices", derived.buy_choices)
        set_(self, "province_index", derived.province_index)
        set_(self, "colony_index", derived.colony_index)
        set_(self, "reactors", derived.reactors)
        set_(self, "listens", derived.listens)
        set_(self, "buy_rules", derived.buy_rules)
        set_(self, "cost_rules", derived.cost_rules)
        set_(self, "hears_gain", derived.hears_gain)
        set_(self, "hears_buy", derived.hears_buy)
        set_(self, "hears_play", derived.hears_play)
        set_(self, "general_cleanup", derived.general_cleanup)
        set_(self, "counts_actions", derived.counts_actions)
        set_(self, "hears_turn_start", derived.hears_turn_start)
        set_(self, "treasures", derived.treasures)


@dataclass(frozen=True, slots=True)
class _Derived:
    """`Mode`'s derived fields, named as there."""

    index: Mapping[Card, int]
    by_name: Mapping[str, int]
    buy_choices: tuple[tuple[Card, Choice], ...]
    province_index: int | None
    colony_index: int | None
    reactors: Mapping[EventKind, frozenset[Card]]
    listens: frozenset[EventKind]
    buy_rules: bool
    cost_rules: bool
    hears_gain: bool
    hears_buy: bool
    hears_play: bool
    general_cleanup: bool
    counts_actions: bool
    hears_turn_start: bool
    treasures: frozenset[Card]


_DERIVED: Final[dict[tuple[tuple[Card, ...], tuple[Card, ...]], _Derived]] = {}


def _derive(piles: tuple[Card, ...], extras: tuple[Card, ...]) -> _Derived:
    """`Mode`'s derived fields from its piles and extras."""
    by_name = {c.name: i for i, c in enumerate(piles)}
    table: dict[EventKind, set[Card]] = {}
    listens: set[EventKind] = set()
    also: set[str] = set()
    for card in (*piles, *extras):
        for reaction in card.reactions:
            table.setdefault(reaction.kind, set()).add(card)
        listens |= card.listening
        also.update(card.game_treasures)
    turn_start = EventKind.TURN_START in table
    return _Derived(
            {c: i for i, c in enumerate(piles)}, by_name,
            tuple((c, Choice("buy", c.name)) for c in piles), by_name.get("Province"),
            by_name.get("Colony"), {k: frozenset(v) for k, v in table.items()}, frozenset(listens),
            any(c.potion or c.buy_check is not None for c in piles),
            any(c.cost_hook is not None for c in piles), EventKind.GAIN in listens,
            EventKind.BUY in listens, EventKind.PLAY in listens,
            EventKind.SHUFFLE in listens or turn_start or EventKind.CLEANUP in listens,
            any(c.counts_actions for c in (*piles, *extras)), turn_start,
            frozenset(c for c in (*piles, *extras) if c.name in also))


@dataclass(frozen=True, slots=True)
class Board:
    """What of a game state rarely changes, in one record: the game's rules (``mode``), the trash,
    and the seats unaffected by the attack being resolved (``immune``: Moat, Lighthouse).

    A state holds one reference for the three (each kept state is then 16 bytes smaller); they
    read as attributes of the state (``state.board.mode``, ``state.trash_pile``, ``state.immune``).
    """

    mode: Mode
    trash_pile: tuple[Card, ...] = ()
    immune: frozenset[int] = frozenset()

    def calm(self) -> Board:
        """This board with no seat immune (an attack is over, a turn starts): itself if none is."""
        return self if not self.immune else Board(self.mode, self.trash_pile, frozenset())


def board_with(board: Board, mode: Mode | None, trash_pile: tuple[Card, ...] | None,
               immune: frozenset[int] | None) -> Board:
    """``board`` with the given parts (None keeps one)."""
    return Board(board.mode if mode is None else mode,
                 board.trash_pile if trash_pile is None else trash_pile,
                 board.immune if immune is None else immune)


@dataclass(frozen=True, slots=True, init=False)
class DominionState(GameState):
    """A Dominion game state. Immutable; transitions return new states.

    ``board`` holds the rules, the trash and the immune seats (read as ``mode``, ``trash_pile``,
    ``immune``); whether a card was bought this turn is noted by the phase (``bought``). The
    constructor (hence `dataclasses.replace`) also takes ``mode``, ``trash_pile`` and ``immune``
    as keywords.
    """

    board: Board
    phase: Phase[DominionState]
    players: tuple[PlayerState, ...]
    supply: bytes
    current: int
    turn: int
    effects: tuple[Effect[DominionState], ...]
    pending: Decision[DominionState] | None
    rng: Rng
    table: Table = TABLE

    def __init__(self, board: Board, phase: Phase[DominionState], players: tuple[PlayerState, ...],
                 supply: bytes, current: int, turn: int, effects: tuple[Effect[DominionState], ...],
                 pending: Decision[DominionState] | None, rng: Rng, table: Table = TABLE, *,
                 mode: Mode | None = None, trash_pile: tuple[Card, ...] | None = None,
                 immune: frozenset[int] | None = None) -> None:
        # Written out (not generated by `dataclass`) so that the compiled build stores fields in C.
        if mode is not None or trash_pile is not None or immune is not None:
            board = board_with(board, mode, trash_pile, immune)
        object.__setattr__(self, "board", board)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "supply", supply)
        object.__setattr__(self, "current", current)
        object.__setattr__(self, "turn", turn)
        object.__setattr__(self, "effects", effects)
        object.__setattr__(self, "pending", pending)
        object.__setattr__(self, "rng", rng)
        object.__setattr__(self, "table", table)

    def __reduce__(self) -> tuple[type[DominionState], tuple[object, ...]]:
        return DominionState, (self.board, self.phase, self.players, self.supply, self.current,
                               self.turn, self.effects, self.pending, self.rng, self.table)

    @property
    def mode(self) -> Mode:
        """The rules of this game: seats, piles, kingdom, limits (`Mode`)."""
        return self.board.mode

    @property
    def trash_pile(self) -> tuple[Card, ...]:
        """The trash, oldest first (`trash` is the same)."""
        return self.board.trash_pile

    @property
    def immune(self) -> frozenset[int]:
        """The seats unaffected by the attack being resolved (they revealed Moat, have Lighthouse)."""
        return self.board.immune

    @property
    def bought(self) -> bool:
        """True once the seat on turn has bought a card this turn (noted by its Buy phase)."""
        return getattr(self.phase, "bought", False) is True

    def with_board(self, *, trash_pile: tuple[Card, ...] | None = None,
                   immune: frozenset[int] | None = None) -> DominionState:
        """A copy with a new trash or immune seats (None keeps a value)."""
        return _set_board(self, board=board_with(self.board, None, trash_pile, immune))

    def evolve(
        self,
        *,
        effects: tuple[Effect[DominionState], ...] | None = None,
        pending: Decision[DominionState] | None = None,
        clear_pending: bool = False,
    ) -> DominionState:
        """A copy with a new stack and/or pending decision."""
        return _set_stack(self, effects=self.effects if effects is None else effects,
                          pending=None if clear_pending else (self.pending if pending is None else pending))

    # -- public queries ------------------------------------------------------

    def __repr__(self) -> str:
        """One short line: whose decision, the phase, the turn and the scores (`render` for the table)."""
        deciding = self.waiting_for()
        who = ("game over" if self.game_end() else f"seat {deciding} to decide"
               if deciding is not None else "no decision pending")
        phase = repr(self.phase).removesuffix("_PHASE").lower().replace("_", " ")
        return (f"<DominionState turn {self.turn}, seat {self.current}'s {phase} phase, {who}, "
                f"scores {list(self.scores())}>")

    def __str__(self) -> str:
        return self.render()

    def render(self, viewer: int | None = None) -> str:
        """The whole table as text (every hand), or as seat ``viewer`` sees it."""
        from dgsim.dominion.view import show_state

        return show_state(self, viewer)

    @property
    def triggers(self) -> tuple[Trigger, ...]:
        """This turn's triggers (Merchant's first Silver), kept on the `Table`."""
        return self.table.triggers

    def decider(self, decision: HasPlayer) -> int:
        """The seat making ``decision``: the possessor for the possessed seat's decisions."""
        table = self.table
        if table is TABLE:
            return decision.player
        possessor = table.possessor
        if possessor is not None and decision.player == self.current:
            return possessor
        return decision.player

    def is_treasure(self, card: Card) -> bool:
        """True if ``card`` is a Treasure in this game: printed so, or by a card's rule (Curse in a
        game with Charlatan)."""
        return card.is_treasure or card in self.board.mode.treasures

    def tokens(self, pile: str) -> int:
        """Embargo tokens on the supply pile of that name."""
        return dict(self.table.pile_tokens).get(pile, 0)

    @property
    def trade_route(self) -> int:
        """Coin tokens on the Trade Route mat."""
        return self.table.trade_route

    def player(self, pid: int) -> PlayerState:
        """The state of seat ``pid``."""
        return self.players[pid]

    @property
    def trash(self) -> tuple[Card, ...]:
        """The trash, oldest first."""
        return self.board.trash_pile

    def supply_count(self, name: str) -> int:
        """Cards left in the supply pile of that name (0 for a card not in this game)."""
        from dgsim.dominion.card import card_named

        i = self.board.mode.index.get(card_named(name))
        return 0 if i is None else self.supply[i]

    def pile_count(self, card: Card) -> int:
        """Cards left in ``card``'s supply pile (0 if not in the supply)."""
        i = self.board.mode.index.get(card)
        return 0 if i is None else self.supply[i]

    def scores(self) -> tuple[int, ...]:
        """Victory points per seat, counting every card each owns."""
        from dgsim.dominion.score import scores

        return scores(self)

    def winners(self) -> tuple[int, ...]:
        """The winning seats of the finished game: top score, ties to fewer turns, else shared.

        :raises InvalidActionError: while the game is not over (`dgsim.dominion.score.winners`
            ranks any state).
        """
        from dgsim.dominion.score import winners

        if not self.game_end():
            raise InvalidActionError("winners() of a game that is not over (see is_terminal(); "
                                     "dgsim.dominion.score.winners ranks any state)")
        return winners(self)

    def determinize(self, observer: int, rng: random.Random) -> DominionState:
        """A state ``observer`` cannot tell from this one, the rest redrawn (`dgsim.dominion.hidden`)."""
        from dgsim.dominion.hidden import determinize

        return determinize(self, observer, rng)

    def info_key(self, pid: int) -> Hashable:
        """A hashable key of what ``pid`` knows (`dgsim.dominion.hidden`)."""
        from dgsim.dominion.hidden import info_key

        return info_key(self, pid)

    def setup(self) -> Mapping[str, object]:
        """Arguments that rebuild this game's initial state (for saved histories)."""
        doc: dict[str, object] = json.loads(self.board.mode.setup_json)
        if "game" not in doc:
            raise InvalidActionError("this state was not built by new_game or scenario")
        return doc

    # -- primitive updates (no events) ------------------------------------

    def with_player(self, pid: int, p: PlayerState) -> DominionState:
        """A copy with seat ``pid`` replaced."""
        players = self.players
        return _set_players(self, players=(*players[:pid], p, *players[pid + 1:]))

    def with_supply(self, card: Card, delta: int) -> DominionState:
        """A copy with ``card``'s pile changed by ``delta``."""
        i = self.board.mode.index[card]
        supply = self.supply
        return _set_supply(self, supply=pile_changed(supply, i, delta))

    def draw_cards(self, pid: int, n: int) -> tuple[DominionState, tuple[Card, ...]]:
        """Seat ``pid`` draws up to ``n`` cards, shuffling its discard only when needed."""
        p = self.players[pid]
        more = p.more
        if more is not NO_MORE and (more.deck_known or more.hand_known):
            return self._draw_known(pid, n)
        deck = p.deck
        if len(deck) >= n:  # the common case: one new seat, one new state
            cards = deck[:n]
            hand = shared_cards(p.hand + cards)
            return self.with_player(pid, _set_hand_deck(p, hand=hand, deck=shared_cards(deck[n:]))), cards
        if not p.discard:
            return self.with_player(pid, _set_hand_deck(p, hand=shared_cards(p.hand + deck), deck=())), deck
        shuffled, rng = self.rng.shuffle(p.discard)  # as reveal_from_deck, in one copy
        need = n - len(deck)
        cards = deck + shuffled[:need]
        players = self.players
        p = _set_hand_deck_discard(p, hand=shared_cards(p.hand + cards), deck=shuffled[need:],
                                   discard=())
        return _set_players_rng(self, players=(*players[:pid], p, *players[pid + 1:]), rng=rng), cards

    def _draw_known(self, pid: int, n: int) -> tuple[DominionState, tuple[Card, ...]]:
        """`draw_cards` when some knowledge must follow the cards into the hand."""
        p = self.players[pid]
        masks = p.deck_known[:min(n, len(p.deck))]
        hand_known = p.hand_known if p.hand else ()
        state, cards = self.reveal_from_deck(pid, n)
        owner = 1 << pid
        seen = tuple((c, m) for c, m in zip(cards, masks, strict=False) if m & ~owner)
        p = state.players[pid]
        p = replace(p, hand=p.hand + cards).with_known(hand_known=hand_known + seen)
        return state.with_player(pid, p), cards

    def reveal_from_deck(self, pid: int, n: int) -> tuple[DominionState, tuple[Card, ...]]:
        """Take up to ``n`` cards off ``pid``'s deck (shuffling when needed); the caller places them.

        The shuffle here is silent: no `EventKind.SHUFFLE` is announced. Cards reveal or look
        with `dgsim.dominion.effect.RevealTop`, `RevealUntil` or `dgsim.dominion.library.LookAtTop`,
        which shuffle through the `Shuffle` effect when something listens (Stash).
        """
        p = self.players[pid]
        deck = p.deck
        more = p.more
        if len(deck) >= n:
            if more.deck_known:
                p = _set_deck_more(p, deck=deck[n:],
                                   more=more_with(more, None, more.deck_known[n:], None))
                return self.with_player(pid, p), deck[:n]
            return self.with_player(pid, _set_deck(p, deck=deck[n:])), deck[:n]
        taken = deck
        if not p.discard:
            p = _set_deck_more(p, deck=(), more=more_with(more, None, (), None)
                               if more.deck_known else more)
            return self.with_player(pid, p), taken
        shuffled, rng = self.rng.shuffle(p.discard)
        need = n - len(taken)
        p = replace(p, deck=shuffled[need:], discard=()).with_known(deck_known=())
        players = self.players
        return (_set_players_rng(self, players=(*players[:pid], p, *players[pid + 1:]), rng=rng),
                taken + shuffled[:need])

    def remove_from(self, pid: int, zone: Zone, cards: tuple[Card, ...]) -> DominionState:
        """A copy with one copy of each of ``cards`` taken out of a zone of ``pid``.

        :raises InvalidActionError: if a card is not there.
        """
        p = self.players[pid]
        more = p.more
        if more is not NO_MORE and ((zone == "deck" and more.deck_known)
                                    or (zone == "hand" and more.hand_known)):
            return self._remove_known(pid, zone, cards)
        remaining = list(p.zone(zone))
        for card in cards:
            try:
                remaining.remove(card)
            except ValueError:
                raise InvalidActionError(f"no {card.name} in player {pid}'s {zone}") from None
        return self.with_player(pid, p.with_zone(zone, tuple(remaining)))

    def _remove_known(self, pid: int, zone: Zone, cards: tuple[Card, ...]) -> DominionState:
        """`remove_from` for a deck or hand whose cards some seats know: knowledge leaves too."""
        p = self.players[pid]
        remaining = list(p.zone(zone))
        masks = list(p.deck_known)
        seen = list(p.hand_known)
        for card in cards:
            try:
                i = remaining.index(card)
            except ValueError:
                raise InvalidActionError(f"no {card.name} in player {pid}'s {zone}") from None
            del remaining[i]
            if zone == "deck" and i < len(masks):
                del masks[i]
            if zone == "hand":
                j = next((k for k, (c, _) in enumerate(seen) if c is card), None)
                if j is not None:
                    del seen[j]
        p = p.with_zone(zone, tuple(remaining))
        return self.with_player(pid, p.with_known(deck_known=tuple(masks), hand_known=tuple(seen)))

    def add_to(self, pid: int, zone: Zone, cards: tuple[Card, ...],
               seen_by: int | None = None) -> DominionState:
        """A copy with ``cards`` put into a zone of ``pid`` (on top for deck and discard).

        ``seen_by`` is the mask of seats that know these cards (`PUBLIC` for a
        gain or a card from a public zone); cards put on a deck are known to
        ``pid`` at least, so a deck's known top follows them.
        """
        p = self.players[pid]
        new = cards[::-1] + p.zone(zone) if zone in ("deck", "discard") else p.zone(zone) + cards
        p = p.with_zone(zone, new)
        if zone == "deck":
            mask = (1 << pid) | (seen_by or 0)
            p = p.with_known(deck_known=(mask,) * len(cards) + p.deck_known)
        elif zone == "hand" and seen_by is not None and seen_by & ~(1 << pid):
            p = p.with_known(hand_known=p.hand_known + tuple((c, seen_by) for c in cards))
        return self.with_player(pid, p)

    def add_coins(self, pid: int, coins: int) -> DominionState:
        """A copy with ``coins`` added to ``pid``'s coins this turn."""
        p = self.players[pid]
        return self.with_player(pid, _set_coins(p, coins=p.coins + coins))

    def others(self, pid: int) -> tuple[int, ...]:
        """The other seats, in turn order starting to ``pid``'s left."""
        n = self.board.mode.players
        return tuple((pid + k) % n for k in range(1, n))


def pile_changed(supply: bytes, i: int, delta: int) -> bytes:
    """The supply's pile counts with pile ``i`` changed by ``delta``.

    The counts are a `bytes` value, one byte per pile (a pile holds at most 255 cards): a
    fifth of a tuple's memory in every state that keeps them.

    >>> list(pile_changed(bytes([8, 10]), 1, -1))
    [8, 9]

    :raises ValueError: if the count would leave 0..255.
    """
    counts = bytearray(supply)
    counts[i] += delta
    return bytes(counts)


_SHARED_ZONES: Final[dict[tuple[Card, ...], tuple[Card, ...]]] = {}


def shared_cards(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """One shared copy of a short tuple of cards (a hand, the treasures just played).

    States kept in a history then hold references to the few hands a game keeps
    seeing instead of copies (a flyweight table of at most 50,000 tuples of up to
    8 cards, cleared when full). Equal tuples in, an equal tuple out.

    >>> from dgsim.dominion.cards import card_named
    >>> hand = (card_named("Copper"),) * 5
    >>> shared_cards(hand) is shared_cards(tuple(list(hand)))
    True
    """
    if len(cards) > 8:
        return cards
    shared = _SHARED_ZONES.get(cards)
    if shared is None:
        if len(_SHARED_ZONES) >= 50_000:
            _SHARED_ZONES.clear()
        shared = _SHARED_ZONES[cards] = cards
    return shared


def dominion_state(state: GameState) -> DominionState:
    """``state`` as a Dominion state (for agents written against the core's interface).

    :raises TypeError: if it is another game's state.

    >>> from dgsim.dominion import new_game
    >>> dominion_state(new_game(seed=1)).mode.players
    2
    """
    if not isinstance(state, DominionState):
        raise TypeError(f"a Dominion state was expected, not {type(state).__name__}")
    return state


# Copies for the hot path: keyword functions (checked by mypy) that call the constructor with
# every field in order (tests/dominion/test_copies.py checks each against `dataclasses.replace`).


def _set_stack(old: DominionState, /, *, effects: tuple[Effect[DominionState], ...],
               pending: Decision[DominionState] | None) -> DominionState:
    """A copy with a new effect stack and pending decision."""
    return DominionState(old.board, old.phase, old.players, old.supply, old.current, old.turn,
                         effects, pending, old.rng, old.table)


def _set_board(old: DominionState, /, *, board: Board) -> DominionState:
    """A copy with a new trash or immune seats."""
    return DominionState(board, old.phase, old.players, old.supply, old.current, old.turn,
                         old.effects, old.pending, old.rng, old.table)


def _set_players(old: DominionState, /, *, players: tuple[PlayerState, ...]) -> DominionState:
    """A copy with new seats."""
    return DominionState(old.board, old.phase, players, old.supply, old.current, old.turn,
                         old.effects, old.pending, old.rng, old.table)


def _set_supply(old: DominionState, /, *, supply: bytes) -> DominionState:
    """A copy with new pile counts."""
    return DominionState(old.board, old.phase, old.players, supply, old.current, old.turn,
                         old.effects, old.pending, old.rng, old.table)


def _set_players_rng(old: DominionState, /, *, players: tuple[PlayerState, ...],
                     rng: Rng) -> DominionState:
    """A copy with new seats and rng (after a shuffle)."""
    return DominionState(old.board, old.phase, players, old.supply, old.current, old.turn,
                         old.effects, old.pending, rng, old.table)


def _set_hand_deck(old: PlayerState, /, *, hand: tuple[Card, ...],
                   deck: tuple[Card, ...]) -> PlayerState:
    """A seat with a new hand and deck (a draw)."""
    return PlayerState(hand, deck, old.discard, old.in_play, old.counters, old.more)


def _set_hand_deck_discard(old: PlayerState, /, *, hand: tuple[Card, ...], deck: tuple[Card, ...],
                           discard: tuple[Card, ...]) -> PlayerState:
    """A seat with a new hand, deck and discard pile (a draw with a shuffle)."""
    return PlayerState(hand, deck, discard, old.in_play, old.counters, old.more)


def _set_coins(old: PlayerState, /, *, coins: int) -> PlayerState:
    """A seat with new coins."""
    c = old.counters
    return PlayerState(old.hand, old.deck, old.discard, old.in_play,
                       counters(c.actions, c.buys, coins, c.turns), old.more)


def _set_hand(old: PlayerState, /, *, hand: tuple[Card, ...]) -> PlayerState:
    """A seat with a new hand."""
    return PlayerState(hand, old.deck, old.discard, old.in_play, old.counters, old.more)


def _set_deck(old: PlayerState, /, *, deck: tuple[Card, ...]) -> PlayerState:
    """A seat with a new deck."""
    return PlayerState(old.hand, deck, old.discard, old.in_play, old.counters, old.more)


def _set_deck_more(old: PlayerState, /, *, deck: tuple[Card, ...], more: PlayerMore) -> PlayerState:
    """A seat with a new deck and what is known of it."""
    return PlayerState(old.hand, deck, old.discard, old.in_play, old.counters, more)


def _set_discard(old: PlayerState, /, *, discard: tuple[Card, ...]) -> PlayerState:
    """A seat with a new discard pile."""
    return PlayerState(old.hand, old.deck, discard, old.in_play, old.counters, old.more)


def _set_in_play(old: PlayerState, /, *, in_play: tuple[Card, ...]) -> PlayerState:
    """A seat with a new play area."""
    return PlayerState(old.hand, old.deck, old.discard, in_play, old.counters, old.more)


def _with_set_aside(old: PlayerState, set_aside: tuple[Card, ...]) -> PlayerState:
    """A seat with new set-aside cards."""
    return PlayerState(old.hand, old.deck, old.discard, old.in_play, old.counters,
                       more_with(old.more, set_aside, None, None))


_SET_ZONE: Final[dict[Zone, Callable[[PlayerState, tuple[Card, ...]], PlayerState]]] = {
    "hand": lambda p, cards: _set_hand(p, hand=cards),
    "deck": lambda p, cards: _set_deck(p, deck=cards),
    "discard": lambda p, cards: _set_discard(p, discard=cards),
    "in_play": lambda p, cards: _set_in_play(p, in_play=cards),
    "set_aside": _with_set_aside,
}


# values the constructors take by keyword though they are kept in records (for `replacer`)
declare_constructor_keywords(PlayerState, ("actions", "buys", "coins", "turns", "set_aside",
                                           "deck_known", "hand_known"))
declare_constructor_keywords(DominionState, ("mode", "trash_pile", "immune"))

if not _build.COMPILED:  # the pure build: faster constructors for the two hot classes
    from dgsim.dominion import _pure

    _pure.install()
