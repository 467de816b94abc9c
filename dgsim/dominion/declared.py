"""The state records' fields, each declared once: its record, name, type, default, who may see it.

Everything else about a declared field is produced from this module: the written-out
constructor, the typed ``evolve`` copy, ``is_empty`` and ``new_turn`` of its record
(`dgsim/dominion/seat.py`, `table.py` and `state.py`, between ``# @generated begin`` and
``# @generated end``, written by ``make generate``, i.e. ``python -m _build.generate``), and
the classification that
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

__all__ = ["BOARD", "COPIES", "COUNTERS", "MORE", "MORE_GROUPS", "PLAYER", "RECORDS", "STATE",
           "STATE_CLASSES", "TABLE", "TABLE_GROUPS", "Copy", "Field", "Group", "Moved", "Record",
           "Seen", "StateClass"]


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
class Group:
    """A small record of fields that mean one thing (this turn's modifiers, the turn order, a
    seat's Durations), held by a grouped `Record` as its field ``attr``: its class ``name``, the
    constant ``empty`` of its empty value, its fields in order, its class docstring. Its class,
    constructor, ``evolve`` and ``is_empty`` are generated (``# @generated begin <Record>
    groups``); a group whose fields are all `Seen.PER_TURN` is reset by its record's
    ``new_turn``."""

    attr: str
    name: str
    empty: str
    fields: tuple[Field, ...]
    doc: str

    @property
    def per_turn(self) -> bool:
        """True if every field of the group lasts one turn."""
        return all(f.seen is Seen.PER_TURN for f in self.fields)


@dataclass(frozen=True, slots=True)
class Record:
    """A record whose fields are declared here: its class name, its fields in order (or its
    groups, `Group`, whose fields are then its fields), whether it gets ``is_empty`` (every field at
    its default) and ``new_turn`` (its `Seen.PER_TURN` fields reset). A grouped record holds one
    value per group; its ``evolve`` takes every group's fields by keyword."""

    name: str
    fields: tuple[Field, ...]
    is_empty: bool = True
    new_turn: bool = False
    groups: tuple[Group, ...] = ()

    @staticmethod
    def grouped(name: str, groups: tuple[Group, ...], *, new_turn: bool = False) -> Record:
        """A record made of ``groups`` (its fields: theirs, in order)."""
        return Record(name, tuple(f for g in groups for f in g.fields), new_turn=new_turn,
                      groups=groups)


@dataclass(frozen=True, slots=True)
class Moved:
    """Values a state class's constructor takes by keyword though a record it holds keeps them:
    ``names`` go into its field ``into`` through ``merge(old, *values)`` (None keeps a value)."""

    into: str
    merge: str
    names: tuple[Field, ...]


@dataclass(frozen=True, slots=True)
class StateClass:
    """A state class (`DominionState`, `PlayerState`): its fields in order and the keywords it
    takes for its records' fields; its constructor, ``__reduce__`` and the pure build's twin
    (`dgsim/dominion/_pure.py`) are generated from these."""

    name: str
    fields: tuple[Field, ...]
    moved: tuple[Moved, ...]
    base: str
    """Its base class ("" for none): the pure build's open twin has the same one."""
    twin: str
    """The pure build's open twin (same slots and base, no frozen ``__setattr__``)."""
    protocol: str
    """The protocol of the fields the pure build's constructor stores."""
    pure_init: str
    """The pure build's constructor."""


@dataclass(frozen=True, slots=True)
class Copy:
    """A copy of a hot record with new values for some fields, as a keyword function (`name`)
    that calls the record's constructor with every field in order: ``fields`` are the record's
    fields, or for a `PlayerState` also the fields of its `Counters` (``actions``, ``buys``,
    ``coins``, ``turns``: the shared record of the other three values is made with `counters`)."""

    name: str
    record: str
    fields: tuple[str, ...]
    doc: str


def _f(name: str, type_: str, default: str, seen: Seen, doc: str = "") -> Field:
    return Field(name, type_, default, seen, doc)


P, T, M, K, H, OWN = (Seen.PUBLIC, Seen.PER_TURN, Seen.MIXED, Seen.KNOWLEDGE, Seen.HIDDEN,
                      Seen.OWNER)

STATE: Final = (
    _f("board", "Board", "", P, "The rules, the trash and the immune seats (`Board`)."),
    _f("phase", "Phase[DominionState]", "", P,
       "What happens when the stack is empty; it notes whether a card was bought this turn."),
    _f("players", "tuple[PlayerState, ...]", "", M),
    _f("supply", "bytes", "", P, "Cards left in each supply pile, in `Mode.piles` order."),
    _f("current", "int", "", P),
    _f("turn", "int", "", P),
    _f("effects", "tuple[Effect[DominionState], ...]", "", P),
    _f("pending", "Decision[DominionState] | None", "", P),
    _f("rng", "Rng", "", H),
    _f("table", "Table", "TABLE", M),
)
"""`DominionState`'s fields (its constructor is still written by hand: `dgsim/dominion/_pure.py`
has the pure build's twin)."""

PLAYER: Final = (
    _f("hand", "tuple[Card, ...]", "", OWN),
    _f("deck", "tuple[Card, ...]", "", H),
    _f("discard", "tuple[Card, ...]", "", P),
    _f("in_play", "tuple[Card, ...]", "()", P),
    _f("counters", "Counters", "NO_COUNTERS", P),
    _f("more", "PlayerMore", "NO_MORE", M),
)
"""`PlayerState`'s fields (its constructor is still written by hand, with the moved keywords)."""

def _kw(name: str, type_: str) -> Field:
    return Field(name, f"{type_} | None", "None", Seen.PUBLIC)


COUNTERS: Final = (
    _f("actions", "int", "", P), _f("buys", "int", "", P), _f("coins", "int", "", P),
    _f("turns", "int", "", P),
)
"""`Counters`' fields (shared records: `counters` makes them)."""

BOARD: Final = (
    _f("mode", "Mode", "", P), _f("trash_pile", "tuple[Card, ...]", "()", P),
    _f("immune", "frozenset[int]", "frozenset()", T),
)
"""`Board`'s fields (all public: the board is public as a whole)."""

STATE_CLASSES: Final = (
    StateClass("PlayerState", PLAYER, (
        Moved("counters", "counters_with", (_kw("actions", "int"), _kw("buys", "int"),
                                             _kw("coins", "int"), _kw("turns", "int"))),
        Moved("more", "more_with", (_kw("set_aside", "tuple[Card, ...]"),
                                     _kw("deck_known", "tuple[int, ...]"),
                                     _kw("hand_known", "tuple[tuple[Card, int], ...]")))),
               "", "OpenPlayerState", "_PlayerFields", "_player_state_init"),
    StateClass("DominionState", STATE, (
        Moved("board", "board_with", (_kw("mode", "Mode"), _kw("trash_pile", "tuple[Card, ...]"),
                                       _kw("immune", "frozenset[int]"))),),
               "GameState", "OpenState", "_StateFields", "_dominion_state_init"),
)
"""The two state classes, in the order they stand in `_pure.py` (`PlayerState` in `seat.py`,
`DominionState` in `state.py`)."""

TABLE_GROUPS: Final = (
    Group("turn", "TurnModifiers", "NO_MODIFIERS", (
        _f("cost_cut", "int", "0", T, "Bridge's cost reduction this turn."),
        _f("banned", "tuple[str, ...]", "()", T,
           "Cards that may not be bought this turn (Contraband)."),
        _f("plays", "int", "0", T, "Plays counted this turn."),
        _f("extra_turn", "str", '""', T,
           "The extra turn earned this turn (Outpost's: \"outpost\")."),
        _f("actions_played", "int", "0", T,
           "Action cards played this turn, each resolution counted (Conspirator)."),
        _f("triggers", "tuple[Trigger, ...]", "()", T,
           "This turn's triggers, told of each card played (Merchant's first Silver)."),
        _f("action_cut", "int", "0", T, "Quarry's cost reduction of Action cards this turn."),
        _f("named", "tuple[str, ...]", "()", T, "Cards named this turn (War Chest)."),
        _f("end_draw", "int", "0", T,
           "Cards drawn at the end of this turn, after Clean-up's (Farrier's overpay)."),
        _f("buy_end_coffers", "int", "0", T,
           "Coffers the current seat takes when its Buy phase ends (Merchant Guild's)."),
        _f("landscapes_bought", "tuple[str, ...]", "()", T,
           "Events and Projects bought this turn, in order (Mission: once per turn)."),
        _f("after_turn", "tuple[tuple[int, str], ...]", "()", T,
           "What happens after this turn, in order: (seat, card or landscape name) whose "
           "`Card.after_turn` runs then (Donate, Mountain Pass)."),
    ), "This turn's modifiers and counts (all reset at the start of each turn)."),
    Group("order", "TurnOrder", "NO_ORDER", (
        _f("queue", "tuple[TurnEntry, ...]", "()", P,
           "Turns to take before the next seat's (extra turns, possessed turns)."),
        _f("kind", "str", '""', P, "The kind of this turn (\"\" for a normal one)."),
        _f("possessor", "int | None", "None", P, "Who decides this turn (Possession)."),
        _f("previous", "int | None", "None", P, "The seat of the previous turn."),
        _f("normal", "int | None", "None", P,
           "The seat of the last turn that was not an extra turn."),
    ), "The turn order: this turn's kind and who decides it, the turns queued before the next "
       "seat's."),
    Group("tokens", "PileTokens", "NO_PILE_TOKENS", (
        _f("pile_tokens", "tuple[tuple[str, int], ...]", "()", P, "Embargo tokens, by pile name."),
        _f("trade_route", "int", "0", P, "Coins on the Trade Route mat."),
        _f("route_taken", "tuple[str, ...]", "()", P,
           "Victory piles whose Trade Route token has moved to the mat."),
        _f("pile_vp", "tuple[tuple[str, int], ...]", "()", P,
           "VP tokens on supply piles, by pile name (Empires' Gathering cards, Landmarks)."),
        _f("landmark_vp", "tuple[tuple[str, int], ...]", "()", P,
           "VP tokens on landscapes, by name (Arena, Basilica, ...)."),
        _f("pile_debt", "tuple[tuple[str, int], ...]", "()", P,
           "Debt tokens on supply piles, by pile name (Empires' Tax)."),
        _f("landscape_piles", "tuple[tuple[str, str], ...]", "()", P,
           "The supply pile a landscape chose, by landscape name (Obelisk's Action pile)."),
    ), "Tokens on the supply's piles, on the landscapes and on the game's mats."),
    Group("zones", "TableZones", "NO_TABLE_ZONES", (
        _f("set_aside", "tuple[Card, ...]", "()", P,
           "Cards of a possessed seat trashed this turn (they come back at its end)."),
        _f("non_supply", "tuple[Card, ...]", "()", P,
           "Cards of the game's non-supply piles not yet gained (the Prize pile: one of each "
           "Prize), gained only by a card that names that pile (Tournament)."),
        _f("mixed_piles", "tuple[tuple[Card, ...], ...]", "()", P,
           "The cards of the supply's piles of several cards (Knights, Ruins), top first, in "
           "`Mode.mixed` order (their order below the top is unseen where the pile is "
           "shuffled: `dgsim.dominion.hidden`)."),
    ), "Cards the game holds outside the supply, the trash and the seats."),
)
"""`Table`'s groups: this turn's modifiers, the turn order, tokens on piles and mats, the game's
own zones."""

TABLE: Final = tuple(f for g in TABLE_GROUPS for f in g.fields)
"""`Table`'s fields, group by group."""

MORE_GROUPS: Final = (
    Group("lasting", "Lasting", "NO_LASTING", (
        _f("durations", "tuple[Card, ...]", "()", P,
           "Duration cards (and the cards that played them) in play from earlier turns."),
        _f("records", "tuple[DurationRecord, ...]", "()", M,
           "This turn's Duration plays with work left."),
        _f("pending", "tuple[DurationRecord, ...]", "()", M,
           "Last turn's Duration records still to resolve."),
    ), "A seat's Durations: the cards staying in play and the work they have left."),
    Group("tokens", "SeatTokens", "NO_SEAT_TOKENS", (
        _f("vp_tokens", "int", "0", P, "Victory point tokens."),
        _f("pirate_ship", "int", "0", P, "Coin tokens on the Pirate Ship mat."),
        _f("coffers", "int", "0", P, "Coin tokens on the Coffers mat (Guilds: +$1 each when spent)."),
        _f("debt", "int", "0", P, "Debt tokens (Empires): no buying while any are left; `pay debt`."),
        _f("on_piles", "tuple[tuple[str, str], ...]", "()", P,
           "The seat's tokens on supply piles, (token, pile name) by token (Adventures: "
           "\"+1 Card\", \"+1 Action\", \"+1 Buy\", \"+$1\", \"-$2 cost\", \"Trashing\")."),
        _f("minus_card", "bool", "False", P, "The -1 Card token is on the seat's deck."),
        _f("minus_coin", "bool", "False", P, "The seat has taken its -$1 token."),
        _f("journey_down", "bool", "False", P,
           "The Journey token is face down (it starts face up)."),
    ), "A seat's tokens."),
    Group("zones", "SeatZones", "NO_SEAT_ZONES", (
        _f("mats", "tuple[tuple[str, tuple[Card, ...]], ...]", "()", M,
           "(name, cards) pairs, by name; private mats are known to their owner only."),
        _f("set_aside", "tuple[Card, ...]", "()", P,
           "Cards set aside by an effect still resolving (`PlayerState.set_aside`)."),
        _f("until_cleanup", "tuple[Card, ...]", "()", P,
           "Cards set aside until Clean-up discards them (Joust's Province)."),
    ), "A seat's zones beyond hand, deck, discard pile and play: its mats, its cards set aside."),
    Group("turn", "SeatTurn", "NO_SEAT_TURN", (
        _f("potions", "int", "0", T, "Potions to spend this turn (reset by Clean-up)."),
        _f("gained", "tuple[Card, ...]", "()", P,
           "Cards this seat gained in its turn so far (kept by a card that asks: Smugglers)."),
        _f("gained_last", "tuple[Card, ...]", "()", P,
           "Cards this seat gained in its last turn (kept by a card that asks: Smugglers)."),
    ), "What a seat has and did in its own turn beyond the counters."),
    Group("knowledge", "Knowledge", "NO_KNOWLEDGE", (
        _f("deck_known", "tuple[int, ...]", "()", K,
           "Who knows each of the top ``len(deck_known)`` deck cards (`PlayerState.deck_known`)."),
        _f("hand_known", "tuple[tuple[Card, int], ...]", "()", K,
           "Cards in hand that other seats know (`PlayerState.hand_known`)."),
    ), "What other seats know of a seat's hand and deck."),
)
"""`PlayerMore`'s groups. Records are public but for the cards set aside face down (known to the
owner); mats are public but for private ones (Native Village), known to the owner. Potions are
per turn but reset by Clean-up, not at the turn's start: `SeatTurn` is no per-turn group."""

MORE: Final = tuple(f for g in MORE_GROUPS for f in g.fields)
"""`PlayerMore`'s fields, group by group."""

RECORDS: Final = (Record.grouped("PlayerMore", MORE_GROUPS),
                  Record.grouped("Table", TABLE_GROUPS, new_turn=True))
"""The records generated from these declarations (`PlayerMore` in `seat.py`, `Table` in
`table.py`)."""

COPIES: Final = (
    Copy("_set_stack", "DominionState", ("effects", "pending"),
         "A copy with a new effect stack and pending decision."),
    Copy("_set_board", "DominionState", ("board",), "A copy with a new trash or immune seats."),
    Copy("_set_players", "DominionState", ("players",), "A copy with new seats."),
    Copy("_set_supply", "DominionState", ("supply",), "A copy with new pile counts."),
    Copy("_set_table", "DominionState", ("table",),
         "A copy with a new `Table` (this turn's modifiers, extra turns, pile tokens)."),
    Copy("_set_rng", "DominionState", ("rng",), "A copy with a new random generator."),
    Copy("_set_players_rng", "DominionState", ("players", "rng"),
         "A copy with new seats and rng (after a shuffle)."),
    Copy("_set_phase_pending", "DominionState", ("phase", "pending"),
         "A copy in another phase, waiting for its first decision (or for none)."),
    Copy("_set_phase_players_pending", "DominionState", ("phase", "players", "pending"),
         "A copy after a buy (the phase notes it: `after_buy`)."),
    Copy("_set_players_pending", "DominionState", ("players", "pending"),
         "A copy with new seats and pending decision."),
    Copy("_set_bought_gained", "DominionState", ("phase", "players", "supply", "pending"),
         "A copy after a buy and its gain."),
    Copy("_set_players_supply", "DominionState", ("players", "supply"),
         "A copy after a gain to the discard pile."),
    Copy("_end_game", "DominionState", ("board", "phase", "players"), "The game-over copy."),
    Copy("_next_turn", "DominionState", ("board", "phase", "players", "current", "turn", "table"),
         "The copy at the next turn's start."),
    Copy("_set_counters_record", "PlayerState", ("counters",), "A seat with new counters."),
    Copy("_set_more_record", "PlayerState", ("more",),
         "A seat with new durations, mats, tokens, set-aside cards or knowledge."),
    Copy("_set_hand", "PlayerState", ("hand",), "A seat with a new hand."),
    Copy("_set_deck", "PlayerState", ("deck",), "A seat with a new deck."),
    Copy("_set_discard", "PlayerState", ("discard",), "A seat with a new discard pile."),
    Copy("_set_in_play", "PlayerState", ("in_play",), "A seat with a new play area."),
    Copy("_set_hand_deck", "PlayerState", ("hand", "deck"), "A seat with a new hand and deck (a draw)."),
    Copy("_set_hand_deck_discard", "PlayerState", ("hand", "deck", "discard"),
         "A seat with a new hand, deck and discard pile (a draw with a shuffle)."),
    Copy("_set_deck_more", "PlayerState", ("deck", "more"),
         "A seat with a new deck and what is known of it."),
    Copy("_set_hand_in_play", "PlayerState", ("hand", "in_play"),
         "A seat after a card moved from its hand into play."),
    Copy("_set_coins", "PlayerState", ("coins",), "A seat with new coins."),
    Copy("_set_actions", "PlayerState", ("actions",), "A seat with new actions."),
    Copy("_set_buys_coins", "PlayerState", ("buys", "coins"), "A seat with new buys and coins."),
    Copy("_set_turn_counters", "PlayerState", ("actions", "buys", "coins"),
         "A seat with new turn counters."),
    Copy("_set_played", "PlayerState", ("hand", "in_play", "coins"),
         "A seat after playing treasures."),
    Copy("_set_paid_gained", "PlayerState", ("buys", "coins", "discard"),
         "A seat after paying for and gaining a card."),
    Copy("_set_cleaned", "PlayerState",
         ("hand", "in_play", "discard", "actions", "buys", "coins", "turns"),
         "A seat after Clean-up's discards."),
    Copy("_set_cleaned_drawn", "PlayerState",
         ("hand", "deck", "in_play", "discard", "actions", "buys", "coins", "turns"),
         "A seat after Clean-up and its draw."),
    Copy("_set_cleaned_more", "PlayerState", ("hand", "in_play", "discard", "counters", "more"),
         "A seat after the general Clean-up's discards."),
)
"""The hot path's copies of `DominionState` and `PlayerState` (regions ``copies`` of
`dgsim/dominion/state.py` and ``seat copies`` of `seat.py`; `tests/dominion/test_copies.py`
checks each against `dataclasses.replace`)."""
