"""The rules of one game as data (`Mode`) and the public board (`Board`: rules, trash, immune seats).

The names are also `dgsim.dominion.state`'s.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from dgsim.core import Choice
from dgsim.dominion.card import Card
from dgsim.dominion.event import EventKind

if TYPE_CHECKING:
    pass

__all__ = [
    "Board",
    "Mode",
    "board_with",
]


@dataclass(frozen=True, slots=True, init=False)
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
    aside_pile: Card | None = None
    """The kingdom pile a card's setup sets aside outside the supply (Ferryman's: gained only with
    a Ferryman), its copies in ``Table.zones.non_supply``, the card in `extras`."""
    landscapes: tuple[Card, ...] = ()
    """The game's landscapes (Events, Landmarks, ...; `Card.is_landscape`), in the order given:
    their reactions listen (in the zone ``"game"``), Events are bought (`buy_landscapes`)."""
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
    """True if some card of this game restricts buying beyond cost (potions, Grand Market; a
    debt cost or a card that gives debt: nothing is bought while in debt)."""
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
    mixed: tuple[int, ...] = field(init=False, compare=False, repr=False)
    """Supply indices of the piles of several cards (`Card.pile`: Knights, Ruins), in order; their
    cards are in ``Table.zones.mixed_piles``, in this order."""
    buy_landscapes: tuple[tuple[Card, Choice], ...] = field(init=False, compare=False,
                                                            repr=False)
    """The landscapes bought with a buy (Events, Projects) with their ``buy <Name>`` choices."""
    tokens: frozenset[str] = field(init=False, compare=False, repr=False)
    """The seat tokens some card or landscape of this game names (`Card.tokens`)."""
    play_tokens: bool = field(init=False, compare=False, repr=False)
    """Some token of this game gives a bonus when a card from its pile is played (+1 Action)."""
    cost_tokens: bool = field(init=False, compare=False, repr=False)
    """The -$2 cost token is in this game (costs then take the general path)."""
    replacers: tuple[Card, ...] = field(init=False, compare=False, repr=False)
    """The cards and landscapes of this game whose rule may replace a play's instructions
    (`Card.instead`: Enchantress), asked by every `Resolve`."""

    # @generated begin __init__: `make generate` from the fields above
    def __init__(self, players: int, piles: tuple[Card, ...], kingdom: tuple[Card, ...],
                 turn_limit: int = 100, empty_piles_to_end: int = 3,
                 province_only_end: bool = False, treasures_need_buy: bool = False,
                 treasures_after_buy: bool = False, shared_ties: bool = False,
                 name: str = "standard", setup_json: str = '{}', extras: tuple[Card, ...] = (),
                 bane: Card | None = None, aside_pile: Card | None = None,
                 landscapes: tuple[Card, ...] = ()) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "piles", piles)
        object.__setattr__(self, "kingdom", kingdom)
        object.__setattr__(self, "turn_limit", turn_limit)
        object.__setattr__(self, "empty_piles_to_end", empty_piles_to_end)
        object.__setattr__(self, "province_only_end", province_only_end)
        object.__setattr__(self, "treasures_need_buy", treasures_need_buy)
        object.__setattr__(self, "treasures_after_buy", treasures_after_buy)
        object.__setattr__(self, "shared_ties", shared_ties)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "setup_json", setup_json)
        object.__setattr__(self, "extras", extras)
        object.__setattr__(self, "bane", bane)
        object.__setattr__(self, "aside_pile", aside_pile)
        object.__setattr__(self, "landscapes", landscapes)
        self.__post_init__()
    # @generated end __init__

    def __post_init__(self) -> None:
        # derived fields, fixed at construction: computed once per set of cards (a new game of a
        # kingdom played before shares them; every one of them is immutable or never changed)
        key = (self.piles, self.extras, self.landscapes)
        derived = _DERIVED.get(key)
        if derived is None:
            if len(_DERIVED) >= 1_000:
                _DERIVED.clear()
            derived = _DERIVED[key] = _derive(self.piles, self.extras, self.landscapes)
        for name in _DERIVED_NAMES:
            object.__setattr__(self, name, getattr(derived, name))


@dataclass(frozen=True, slots=True, init=False)
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
    mixed: tuple[int, ...]
    buy_landscapes: tuple[tuple[Card, Choice], ...]
    tokens: frozenset[str]
    play_tokens: bool
    cost_tokens: bool
    replacers: tuple[Card, ...]

    # @generated begin __init__: `make generate` from the fields above
    def __init__(self, index: Mapping[Card, int], by_name: Mapping[str, int],
                 buy_choices: tuple[tuple[Card, Choice], ...], province_index: int | None,
                 colony_index: int | None, reactors: Mapping[EventKind, frozenset[Card]],
                 listens: frozenset[EventKind], buy_rules: bool, cost_rules: bool,
                 hears_gain: bool, hears_buy: bool, hears_play: bool, general_cleanup: bool,
                 counts_actions: bool, hears_turn_start: bool, treasures: frozenset[Card],
                 mixed: tuple[int, ...], buy_landscapes: tuple[tuple[Card, Choice], ...],
                 tokens: frozenset[str], play_tokens: bool, cost_tokens: bool,
                 replacers: tuple[Card, ...]) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "by_name", by_name)
        object.__setattr__(self, "buy_choices", buy_choices)
        object.__setattr__(self, "province_index", province_index)
        object.__setattr__(self, "colony_index", colony_index)
        object.__setattr__(self, "reactors", reactors)
        object.__setattr__(self, "listens", listens)
        object.__setattr__(self, "buy_rules", buy_rules)
        object.__setattr__(self, "cost_rules", cost_rules)
        object.__setattr__(self, "hears_gain", hears_gain)
        object.__setattr__(self, "hears_buy", hears_buy)
        object.__setattr__(self, "hears_play", hears_play)
        object.__setattr__(self, "general_cleanup", general_cleanup)
        object.__setattr__(self, "counts_actions", counts_actions)
        object.__setattr__(self, "hears_turn_start", hears_turn_start)
        object.__setattr__(self, "treasures", treasures)
        object.__setattr__(self, "mixed", mixed)
        object.__setattr__(self, "buy_landscapes", buy_landscapes)
        object.__setattr__(self, "tokens", tokens)
        object.__setattr__(self, "play_tokens", play_tokens)
        object.__setattr__(self, "cost_tokens", cost_tokens)
        object.__setattr__(self, "replacers", replacers)
    # @generated end __init__


_DERIVED: Final[dict[tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]], _Derived]] = {}
_DERIVED_NAMES: Final = ("index", "by_name", "buy_choices", "province_index", "colony_index",
                         "reactors", "listens", "buy_rules", "cost_rules", "hears_gain", "hears_buy",
                         "hears_play", "general_cleanup", "counts_actions", "hears_turn_start",
                         "treasures", "mixed", "buy_landscapes", "tokens", "play_tokens",
                         "cost_tokens", "replacers")
"""`Mode`'s derived fields (those of `_Derived`), set from it at construction."""


def _buy_choice(name: str) -> Choice:
    """The ``buy <name>`` choice, one per card name (its label then computed once)."""
    choice = _BUY_CHOICES.get(name)
    if choice is None:
        if len(_BUY_CHOICES) >= 10_000:
            _BUY_CHOICES.clear()
        choice = _BUY_CHOICES[name] = Choice("buy", name)
    return choice


_BUY_CHOICES: Final[dict[str, Choice]] = {}


def _derive(piles: tuple[Card, ...], extras: tuple[Card, ...],
            landscapes: tuple[Card, ...] = ()) -> _Derived:
    """`Mode`'s derived fields from its piles, extras and landscapes."""
    by_name = {c.name: i for i, c in enumerate(piles)}
    index = {c: i for i, c in enumerate(piles)}
    members: list[Card] = []
    for i, pile in enumerate(piles):  # a pile of several cards: each card names the pile too
        for card in pile.pile:
            if card not in index:
                index[card] = i
                by_name[card.name] = i
                members.append(card)
    table: dict[EventKind, set[Card]] = {}
    listens: set[EventKind] = set()
    also: set[str] = set()
    for card in (*piles, *members, *extras, *landscapes):
        for reaction in card.reactions:
            table.setdefault(reaction.kind, set()).add(card)
        listens |= card.listening
        also.update(card.game_treasures)
    turn_start = EventKind.TURN_START in table
    every = (*piles, *members, *extras, *landscapes)
    tokens = frozenset(t for c in every for t in c.tokens)
    cost_tokens = "-$2 cost" in tokens
    return _Derived(
            index, by_name,
            tuple((c, _buy_choice(c.name)) for c in piles), by_name.get("Province"),
            by_name.get("Colony"), {k: frozenset(v) for k, v in table.items()}, frozenset(listens),
            "debt" in tokens or any(c.potion or c.debt or c.buy_check is not None
                                    for c in (*piles, *members, *landscapes)),
            cost_tokens or any(c.cost_hook is not None for c in (*piles, *members)),
            EventKind.GAIN in listens,
            EventKind.BUY in listens, EventKind.PLAY in listens,
            EventKind.SHUFFLE in listens or turn_start or EventKind.CLEANUP in listens,
            any(c.counts_actions for c in every), turn_start,
            frozenset(c for c in every if c.name in also),
            tuple(i for i, c in enumerate(piles) if c.pile),
            tuple((c, _buy_choice(c.name)) for c in landscapes if c.when_bought is not None),
            tokens, bool(tokens & {"+1 Card", "+1 Action", "+1 Buy", "+$1"}), cost_tokens,
            tuple(c for c in dict.fromkeys(every) if c.instead is not None))


@dataclass(frozen=True, slots=True, init=False)
class Board:
    """What of a game state rarely changes, in one record: the game's rules (``mode``), the trash,
    and the seats unaffected by the attack being resolved (``immune``: Moat, Lighthouse).

    A state holds one reference for the three (each kept state is then 16 bytes smaller); they
    read as attributes of the state (``state.board.mode``, ``state.trash_pile``, ``state.immune``).
    """

    mode: Mode
    trash_pile: tuple[Card, ...] = ()
    immune: frozenset[int] = frozenset()

    # @generated begin __init__: `make generate` from the fields above
    def __init__(self, mode: Mode, trash_pile: tuple[Card, ...] = (),
                 immune: frozenset[int] = frozenset()) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "mode", mode)
        object.__setattr__(self, "trash_pile", trash_pile)
        object.__setattr__(self, "immune", immune)
    # @generated end __init__

    def calm(self) -> Board:
        """This board with no seat immune (an attack is over, a turn starts): itself if none is."""
        return self if not self.immune else Board(self.mode, self.trash_pile, frozenset())


def board_with(board: Board, mode: Mode | None, trash_pile: tuple[Card, ...] | None,
               immune: frozenset[int] | None) -> Board:
    """``board`` with the given parts (None keeps one)."""
    return Board(board.mode if mode is None else mode,
                 board.trash_pile if trash_pile is None else trash_pile,
                 board.immune if immune is None else immune)
