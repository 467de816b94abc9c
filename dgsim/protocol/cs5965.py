"""The CS 5965 Dominion protocol (v3): its messages, its plays, and the reference server's rules.

`Referee` holds one game on the dgsim engine (a `dgsim.dominion.variant`
mode) and speaks for it in the protocol's terms: the ``STATE`` a seat may
see, whether a play or a defense is allowed as the reference server judges
it, and applying it by walking the engine's action tree. Messages are
`Datum` values; `dgsim.protocol.sexpr.write` prints them for the wire.
"""

from __future__ import annotations

import contextlib
from collections import Counter, deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from dgsim.core import InvalidActionError, Step
from dgsim.dominion.card import Card, card_named
from dgsim.dominion.cost import cost
from dgsim.dominion.phase import ActionPhaseChoice, BuyPhaseChoice, CleanupPhase
from dgsim.dominion.state import DominionState
from dgsim.dominion.variant import CS5965_PILES
from dgsim.protocol.sexpr import Datum

__all__ = [
    "CARD_SYMBOLS",
    "Defense",
    "IllegalPlayError",
    "Play",
    "Referee",
    "advance",
    "attacked_message",
    "defended_message",
    "move_message",
    "moved_message",
    "parse_defense",
    "parse_play",
    "shown",
    "state_datum",
    "symbol",
]

CARD_SYMBOLS: Final[dict[str, str]] = {name.lower(): name for name in CS5965_PILES}
"""Protocol symbol to dgsim card name, for the 16 cards of the game."""

TREASURES: Final = frozenset({"Copper", "Silver", "Gold"})
ACTIONS: Final = frozenset(CS5965_PILES[6:])


class IllegalPlayError(ValueError):
    """A reply the reference server would reject (bad shape or against the rules)."""


def symbol(card: Card) -> str:
    """The protocol's symbol of a card.

    >>> symbol(card_named("Village"))
    'village'
    """
    return card.name.lower()


def _syms(cards: Sequence[Card]) -> tuple[str, ...]:
    return tuple(symbol(c) for c in cards)


# -- server -> client -------------------------------------------------------------------


def state_datum(state: DominionState, pid: int, names: Sequence[str], *, actions: int, buys: int,
                coins: int, plays: Sequence[Card], hand: Sequence[str] | None = None,
                discards: Sequence[str] | None = None) -> Datum:
    """The ten-field STATE that seat ``pid`` receives (its own zones only).

    ``hand`` and ``discards`` (symbols, in the reference server's order) replace
    the engine's order of those zones when given (`Referee` keeps them).
    """
    n = state.mode.players
    p = state.players[pid]
    supply: list[str] = []
    for i, card in enumerate(state.mode.piles):
        supply.extend([symbol(card)] * state.supply[i])
    return (
        ("players", *(names[(pid + k) % n] for k in range(n))),
        ("supply", *supply),
        ("trash", *_syms(state.trash_pile[::-1])),
        ("actions", actions),
        ("buys", buys),
        ("coins", coins),
        ("deck", *sorted(_syms(p.deck))),
        ("hand", *(_syms(p.hand[::-1]) if hand is None else hand)),
        ("plays", *_syms(tuple(plays)[::-1])),
        ("discards", *(_syms(p.discard) if discards is None else discards)),
    )


def move_message(state: DominionState, pid: int, names: Sequence[str], zeroed: bool, *,
                 hand: Sequence[str] | None = None, discards: Sequence[str] | None = None) -> Datum:
    """``(move STATE)`` for the seat whose turn it is; ``zeroed`` after an add or a buy."""
    p = state.players[pid]
    return ("move", state_datum(state, pid, names, actions=0 if zeroed else p.actions,
                                buys=p.buys, coins=p.coins, plays=p.in_play, hand=hand,
                                discards=discards))


def moved_message(name: str, play: Datum) -> Datum:
    """``(moved NAME PLAY)``, the accepted play echoed to the others."""
    return ("moved", name, play)


def attacked_message(state: DominionState, pid: int, names: Sequence[str], attacker: str, *,
                     hand: Sequence[str] | None = None,
                     discards: Sequence[str] | None = None) -> Datum:
    """``(attacked (act militia) NAME STATE)`` for defender ``pid``."""
    return ("attacked", ("act", "militia"), attacker,
            state_datum(state, pid, names, actions=0, buys=0, coins=0, plays=(), hand=hand,
                        discards=discards))


def defended_message(name: str, defense: Datum) -> Datum:
    """``(defended NAME SHOWN)``: a defense with its hidden part removed."""
    return ("defended", name, shown(defense))


def shown(defense: Datum) -> Datum:
    """The public part of a defense: only the first discarded card lands face up.

    >>> shown(("discard", "estate", "copper"))
    ('discard', 'estate')
    """
    if isinstance(defense, tuple) and defense and defense[0] == "discard":
        return defense[:2]
    return defense


# -- client -> server ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play:
    """A reply to ``move``: ``act``/``add``/``buy``/``clean`` and dgsim card names.

    For ``act`` the first card is the action played; ``datum`` is the reply as read.
    """

    verb: str
    cards: tuple[str, ...]
    datum: Datum


@dataclass(frozen=True, slots=True)
class Defense:
    """A reply to ``attacked``: ``moat``, or ``discard`` and the cards discarded."""

    kind: str
    cards: tuple[str, ...]
    datum: Datum


def _card(sym: Datum, what: str) -> str:
    if not isinstance(sym, str) or sym not in CARD_SYMBOLS:
        raise IllegalPlayError(f"{what}: not a card: {sym!r}")
    return CARD_SYMBOLS[sym]


_ARITY: Final[dict[str, tuple[int, int]]] = {
    "Mine": (2, 2), "Cellar": (0, 1_000), "Remodel": (2, 2), "Workshop": (1, 1),
}
_ARITY_TRADE: Final = frozenset({"Mine", "Remodel"})


def parse_play(datum: Datum) -> Play:
    """Read a play; its shape only (the rules are `Referee.check`).

    :raises IllegalPlayError: if it is not a play of the grammar.

    >>> parse_play(("act", "mine", "copper", "silver")).cards
    ('Mine', 'Copper', 'Silver')
    """
    if not isinstance(datum, tuple) or not datum or not isinstance(datum[0], str):
        raise IllegalPlayError(f"not a play: {datum!r}")
    verb, args = datum[0], datum[1:]
    if verb == "act":
        if not args:
            raise IllegalPlayError("act: no card")
        action = _card(args[0], "act")
        if action not in ACTIONS:
            raise IllegalPlayError(f"act: not an action: {args[0]!r}")
        least, most = _ARITY.get(action, (0, 0))
        if not least <= len(args) - 1 <= most:
            raise IllegalPlayError(f"act {args[0]}: wrong number of cards")
        return Play("act", (action, *(_card(a, "act") for a in args[1:])), datum)
    if verb in ("add", "buy"):
        if len(args) != 1:
            raise IllegalPlayError(f"{verb}: needs one card")
        return Play(verb, (_card(args[0], verb),), datum)
    if verb == "clean":
        if len(args) > 1:
            raise IllegalPlayError("clean: at most one card")
        return Play("clean", tuple(_card(a, "clean") for a in args), datum)
    raise IllegalPlayError(f"not a play: {datum!r}")


def parse_defense(datum: Datum) -> Defense:
    """Read a defense: ``(moat)`` or ``(discard C ...)``.

    :raises IllegalPlayError: if it is not a defense of the grammar.
    """
    if datum == ("moat",):
        return Defense("moat", (), datum)
    if isinstance(datum, tuple) and datum and datum[0] == "discard":
        return Defense("discard", tuple(_card(a, "discard") for a in datum[1:]), datum)
    raise IllegalPlayError(f"not a defense: {datum!r}")


# -- the engine behind the protocol ----------------------------------------------------------


def advance(state: DominionState) -> DominionState:
    """Step until a decision is pending, the game is over, or the turn waits for its Cleanup.

    The protocol's turn ends only on ``clean``, so the Cleanup phase is not
    entered on its own even when the engine would end the turn by force.
    """
    while state.pending is None:
        if not state.effects and (state.phase.is_game_end or isinstance(state.phase, CleanupPhase)):
            return state
        state = state.step()
    return state


def _is_turn_choice(state: DominionState) -> bool:
    return isinstance(state.pending, ActionPhaseChoice | BuyPhaseChoice)


def _sub_multiset(cards: Sequence[str], pool: Sequence[str]) -> bool:
    have = Counter(pool)
    have.subtract(Counter(cards))
    return all(n >= 0 for n in have.values())


def _remove_first(view: list[str], names: Sequence[str]) -> None:
    """Remove the first copy of each name from ``view`` (Racket's ``remove``/``remq``)."""
    for name in names:
        with contextlib.suppress(ValueError):  # a card the view lacks: the engine's count rules
            view.remove(name)


class Referee:
    """One CS 5965 game on the engine, judged and applied as the reference server does.

    ``zeroed`` is the reference's "actions set to 0" after an ``add`` or a
    ``buy``; ``steps`` records every engine decision (a dgsim history).

    The engine plays the game; the order of each seat's hand and discard
    pile in a STATE is the reference server's, kept beside it (``hands``,
    ``discards``: symbols, first = newest): a play removes the *first* copy
    of a card from the hand, drawn and Mine-gained cards go in front, and
    discarded cards land on the pile in the order the reply named them (the
    first on top). The engine's own order of those zones (which card of a
    name it takes, how it stacks several discards) does not show.
    """

    def __init__(self, state: DominionState, names: Sequence[str]) -> None:
        self.state = advance(state)
        self.names = tuple(names)
        self.zeroed = False
        self.steps: list[Step] = []
        self.hands = [list(_syms(p.hand[::-1])) for p in self.state.players]
        self.discards = [list(_syms(p.discard)) for p in self.state.players]

    def _sync(self, before: DominionState, removed: Mapping[int, Sequence[str]],
              landed: Mapping[int, Sequence[str]]) -> None:
        """Bring the reference-order views up to the engine's state after a play.

        ``removed``: per seat, the cards (symbols) the reference takes out of the
        hand, first copies; ``landed``: the cards it puts on the discard pile,
        top first. What else changed (draws, gains, a reshuffle) follows the engine.
        """
        for pid, (old, new) in enumerate(zip(before.players, self.state.players, strict=True)):
            hand = self.hands[pid]
            _remove_first(hand, removed.get(pid, ()))
            now = _syms(new.hand)
            _remove_first(hand, list((Counter(hand) - Counter(now)).elements()))
            added = sum((Counter(now) - Counter(hand)).values())
            self.hands[pid] = list(now[len(now) - added:][::-1]) + hand if added else hand
            grown = len(new.discard) - len(old.discard)
            if grown >= 0 and new.discard[grown:] == old.discard:
                top = list(_syms(new.discard[:grown]))
                order = list(landed.get(pid, ()))
                if Counter(order) == Counter(top):
                    top = order
                self.discards[pid] = top + self.discards[pid]
            else:  # reshuffled into the deck
                self.discards[pid] = list(_syms(new.discard))

    # -- queries ------------------------------------------------------------------------

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        return self.state.current

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.state.game_end()

    def move(self) -> Datum:
        """The ``move`` message for the current seat."""
        pid = self.current
        return move_message(self.state, pid, self.names, self.zeroed, hand=self.hands[pid],
                            discards=self.discards[pid])

    def attacked(self, pid: int) -> Datum:
        """The ``attacked`` message for defender ``pid`` of the current seat's Militia."""
        return attacked_message(self.state, pid, self.names, self.names[self.current],
                                hand=self.hands[pid], discards=self.discards[pid])

    def _hand(self, pid: int) -> list[str]:
        return [c.name for c in self.state.players[pid].hand]

    def _supplied(self, name: str) -> bool:
        return self.state.supply_count(name) > 0

    def _cost(self, name: str) -> int:
        return cost(self.state, card_named(name))

    def check(self, play: Play) -> str | None:
        """Why the reference would reject ``play`` from the current seat now, or None."""
        p = self.state.players[self.current]
        hand = self._hand(self.current)
        actions = 0 if self.zeroed else p.actions
        verb, cards = play.verb, play.cards
        if verb == "clean":
            if not cards:
                return None if not hand else "clean: hand is not empty"
            return None if cards[0] in hand else f"clean: not in hand: '{cards[0].lower()}"
        if verb == "add":
            if cards[0] not in TREASURES:
                return f"add: not a treasure: '{cards[0].lower()}"
            if cards[0] not in hand:
                return f"add: not in hand: '{cards[0].lower()}"
            return None if p.buys >= 1 else "add: no buys left"
        if verb == "buy":
            if p.buys < 1:
                return "buy: no buys left"
            if not self._supplied(cards[0]):
                return f"buy: not in supply: '{cards[0].lower()}"
            if self._cost(cards[0]) > p.coins:
                return f"buy: too expensive: '{cards[0].lower()}"
            return None
        action, args = cards[0], cards[1:]
        if action not in hand:
            return f"act: not in hand: '{action.lower()}"
        if actions < 1:
            return "act: no actions left"
        rest = list(hand)
        rest.remove(action)
        if action == "Mine":
            if not (args[0] in TREASURES and args[1] in TREASURES):
                return "mine: not a treasure"
            if args[0] not in rest:
                return f"mine: not in hand: '{args[0].lower()}"
            if not self._supplied(args[1]):
                return f"mine: not in supply: '{args[1].lower()}"
            if self._cost(args[1]) > self._cost(args[0]) + 3:
                return f"mine: too expensive: '{args[1].lower()}"
        elif action == "Remodel":
            if args[0] not in rest:
                return f"remodel: not in hand: '{args[0].lower()}"
            if not self._supplied(args[1]):
                return f"remodel: not in supply: '{args[1].lower()}"
            if self._cost(args[1]) > self._cost(args[0]) + 2:
                return f"remodel: too expensive: '{args[1].lower()}"
        elif action == "Workshop":
            if not self._supplied(args[0]):
                return f"workshop: not in supply: '{args[0].lower()}"
            if self._cost(args[0]) > 4:
                return f"workshop: too expensive: '{args[0].lower()}"
        elif action == "Cellar" and not _sub_multiset(args, rest):
            return "cellar: not in hand"
        return None

    def check_defense(self, pid: int, defense: Defense) -> str | None:
        """Why the reference would reject ``pid``'s defense to a Militia, or None."""
        hand = self._hand(pid)
        if defense.kind == "moat":
            return None if "Moat" in hand else "moat: no moat in hand"
        if not _sub_multiset(defense.cards, hand):
            return "discard: not in hand"
        left = len(hand) - len(defense.cards)
        if len(hand) < 3:
            return None if not defense.cards else "discard: must discard nothing"
        return None if left == 3 else "discard: must leave exactly 3 cards"

    # -- transitions ----------------------------------------------------------------------

    def play(self, play: Play, defenses: Mapping[int, Defense] | None = None) -> None:
        """Apply an allowed play of the current seat (with the defenses to a Militia).

        :raises IllegalPlayError: if the reference would reject it.
        """
        why = self.check(play)
        if why is None:
            for pid, defense in (defenses or {}).items():
                why = self.check_defense(pid, defense)
                if why is not None:
                    break
        if why is not None:
            raise IllegalPlayError(why)
        pid = self.current
        before = self.state
        removed: dict[int, Sequence[str]] = {}
        landed: dict[int, Sequence[str]] = {}
        syms = tuple(c.lower() for c in play.cards)
        try:
            if play.verb == "clean":
                removed[pid] = list(self.hands[pid])
                landed[pid] = self.hands[pid] + list(_syms(before.players[pid].in_play[::-1]))
                self._clean(pid)
            elif play.verb == "act":
                # Mine and Remodel take the old card, then the action; Cellar the action, then
                # its discards; Workshop gains to the discard pile, the others take nothing more.
                action = play.cards[0]
                removed[pid] = (syms[1:2] + syms[:1] if action in _ARITY_TRADE
                                else syms if action == "Cellar" else syms[:1])
                if action == "Cellar":
                    landed[pid] = syms[1:]
                for seat, defense in (defenses or {}).items():
                    removed[seat] = landed[seat] = tuple(c.lower() for c in defense.cards)
                self._act(pid, play, defenses or {})
            else:
                self._top(pid, "end actions", need_buy_phase=True)
                label = f"play {play.cards[0]}" if play.verb == "add" else f"buy {play.cards[0]}"
                self._top(pid, label)
                self.zeroed = True
                if play.verb == "add":
                    removed[pid] = syms
        except InvalidActionError as exc:  # the engine disagrees with the reference's rules
            raise IllegalPlayError(f"engine: {exc}") from exc
        self._sync(before, removed, landed)

    def _decide(self, pid: int, labels: Sequence[str]) -> None:
        gen = self.state.action_generator(pid)
        for label in labels:
            gen = gen.choose(label)
        action = gen.generate_action()
        self.state = advance(self.state.action_step(pid, action))
        self.steps.append(Step(pid, action.labels))

    def _top(self, pid: int, label: str, *, need_buy_phase: bool = False) -> None:
        if need_buy_phase:
            if isinstance(self.state.pending, ActionPhaseChoice):
                self._decide(pid, ["end actions"])
            return
        self._decide(pid, [label])

    def _clean(self, pid: int) -> None:
        while _is_turn_choice(self.state):
            gen = self.state.action_generator(pid)
            self._decide(pid, ["end actions" if "end actions" in gen.labels() else "end turn"])
        if self.state.pending is not None or not isinstance(self.state.phase, CleanupPhase):
            raise IllegalPlayError("clean: the turn cannot end here")
        self.state = advance(self.state.step())
        self.zeroed = False

    def _act(self, pid: int, play: Play, defenses: Mapping[int, Defense]) -> None:
        action, args = play.cards[0], play.cards[1:]
        queues: dict[int, deque[str]] = {pid: deque()}
        if action in ("Mine", "Remodel"):
            queues[pid].extend((f"trash {args[0]}", f"gain {args[1]}"))
        elif action == "Workshop":
            queues[pid].append(f"gain {args[0]}")
        elif action == "Cellar":
            queues[pid].extend(f"discard {c}" for c in sorted(args))
        for seat, defense in defenses.items():
            if defense.kind == "moat":
                queues[seat] = deque(("reveal Moat",))
            else:
                queues[seat] = deque(f"discard {c}" for c in sorted(defense.cards))
        self._decide(pid, [f"play {action}"])
        while self.state.pending is not None and not _is_turn_choice(self.state):
            seat = self.state.pending.player
            queue = queues.setdefault(seat, deque())
            gen = self.state.action_generator(seat)
            picks: list[str] = []
            while not gen.filled():
                labels = gen.labels()
                # A decision with one answer is taken by the engine without asking
                # (Remodel's trash from a hand of Estates): its queued pick is skipped.
                queued = next((q for q in queue if q in labels), None)
                if queued is not None:
                    pick = queued
                    while queue.popleft() != queued:
                        pass
                elif "done" in labels:
                    pick = "done"
                elif "no" in labels:
                    pick = "no"
                else:
                    raise IllegalPlayError(f"no answer for {seat}'s choice among {labels}")
                gen = gen.choose(pick)
                picks.append(pick)
            self._decide(seat, picks)

    def result(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Scores (VP over every card owned) and winners under the mode's tie rule."""
        return self.state.scores(), self.state.winners()
