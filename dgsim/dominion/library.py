"""Hook values for writing cards: typed, keyword-only, frozen (so cards stay data).

Each value is a card hook (``(state, seat) -> state``) or an attack hook
(``(state, attacker, victim) -> state``) that pushes library decisions and
effects; a card names them instead of writing a function:

>>> from dgsim.dominion.card import action, attack
>>> chapel = action("Chapel", cost=2, text="...", then=FromHand("trash", up_to=4, then=TrashThem()))
>>> militia = attack("Militia", cost=4, coins=2, text="...", each_other=DiscardDownTo(3))
>>> workshop = action("Workshop", cost=3, text="...", then=GainUpTo(4))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.core.pick import NO, multiset_choices
from dgsim.dominion.card import Card, CardType, Hook
from dgsim.dominion.decision import (
    ANY,
    CardFilter,
    ChooseCards,
    DiscardThem,
    GainFromSupply,
    Then,
    TopdeckThem,
    TrashThem,
    picked_cards,
)
from dgsim.dominion.effect import (
    AfterReveal,
    DrawCards,
    Shuffle,
    discard_cards,
    draw,
    gain,
    shuffle_waits,
    trash_cards,
)
from dgsim.dominion.state import DominionState, Zone

__all__ = [
    "LOOKING",
    "MANY",
    "ChooseOne",
    "DiscardDownTo",
    "DiscardThem",
    "DiscardTwoFor",
    "Draw",
    "EachOtherDraws",
    "FromHand",
    "FromZone",
    "GainEach",
    "GainUpTo",
    "LookAtTop",
    "LookOn",
    "Option",
    "SortLooked",
    "Steps",
    "Then",
    "TopdeckThem",
    "TrashThem",
    "of_types",
]

MANY: Final = 1_000
"""Any number of cards."""


def of_types(*types: CardType, max_cost: int | None = None) -> CardFilter:
    """A filter for cards of any of ``types`` (and costing at most ``max_cost``)."""
    return CardFilter(types=frozenset(types), max_cost=max_cost)


@dataclass(frozen=True, slots=True, kw_only=True)
class FromZone:
    """The player picks cards from one of its zones with ``verb``, then ``then`` acts on them.

    ``exactly`` for a fixed number; else ``at_least``..``up_to`` (``up_to``
    None: any number). Picking none is offered as ``no`` for a single card,
    ``done`` otherwise.
    """

    verb: str
    zone: Zone
    then: Then
    up_to: int | None = 1
    at_least: int = 0
    exactly: int | None = None
    of: CardFilter = ANY

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        least, most = ((self.exactly, self.exactly) if self.exactly is not None
                       else (self.at_least, MANY if self.up_to is None else self.up_to))
        return state.push(ChooseCards(pid, self.verb, self.zone, least, most, self.then, self.of))


def FromHand(verb: str, *, then: Then, up_to: int | None = 1, at_least: int = 0,
             exactly: int | None = None, of: CardFilter = ANY) -> FromZone:
    """`FromZone` for the hand: ``FromHand("trash", up_to=4, then=TrashThem())``."""
    return FromZone(verb=verb, zone="hand", then=then, up_to=up_to, at_least=at_least,
                    exactly=exactly, of=of)


@dataclass(frozen=True, slots=True)
class GainUpTo:
    """Gain a card costing up to ``coins`` (of ``of``'s types) to ``to``: Workshop, Artisan."""

    coins: int
    to: Zone = "discard"
    types: frozenset[CardType] = frozenset()

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        return state.push(GainFromSupply(pid, CardFilter(types=self.types, max_cost=self.coins),
                                         to=self.to))


@dataclass(frozen=True, slots=True)
class Draw:
    """+``n`` Cards as a hook (when the draw must come after something else)."""

    n: int

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        return state.push(DrawCards(pid, self.n))


@dataclass(frozen=True, slots=True)
class EachOtherDraws:
    """Each other player draws ``n`` cards (Council Room), in turn order."""

    n: int = 1

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        return state.push(*(DrawCards(other, self.n) for other in state.others(pid)))


@dataclass(frozen=True, slots=True)
class DiscardDownTo:
    """Attack: the victim discards down to ``n`` cards in hand."""

    n: int

    def __call__(self, state: DominionState, attacker: int, victim: int) -> DominionState:
        extra = len(state.players[victim].hand) - self.n
        if extra <= 0:
            return state
        return state.push(ChooseCards(victim, "discard", "hand", extra, extra, DiscardThem()))


@dataclass(frozen=True, slots=True)
class DiscardTwoFor:
    """``player`` may ``discard`` 2 cards (1 from a hand of 1, for nothing), or ``no``; two
    discarded: +$``coins`` and +``cards`` Cards (Mill: +$2; Vault's other players: draw 1).

    Vault's FAQ: "A player with just one card can choose to discard it, but won't draw a card."
    """

    player: int
    coins: int = 0
    cards: int = 0

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        hand = [c.name for c in state.players[self.player].hand]
        if picks:
            return multiset_choices("discard", hand, picks, 2, 2)
        first = multiset_choices("discard", hand, (), 2, 2)
        return (*first, NO) if first else ()

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        cards = picked_cards(state.players[pid].hand, picks)
        state = discard_cards(state, pid, cards)
        if len(cards) < 2:
            return state
        state = state.add_coins(pid, self.coins) if self.coins else state
        return draw(state, pid, self.cards) if self.cards else state


@dataclass(frozen=True, slots=True)
class GainEach:
    """Attack: the victim gains ``card`` (Witch's Curse), to ``to``."""

    card: Card
    to: Zone = "discard"

    def __call__(self, state: DominionState, attacker: int, victim: int) -> DominionState:
        return gain(state, victim, self.card, self.to)


@dataclass(frozen=True, slots=True)
class Option:
    """One printed option of a "choose one": its words (the label) and what it does."""

    label: str
    does: Hook


@dataclass(frozen=True, slots=True)
class ChooseOne:
    """Choose ``count`` different options (Pawn: two; Nobles: one), labelled with their printed words.

    Chosen options resolve in printed order.
    """

    options: tuple[Option, ...]
    count: int = 1

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        return state.push(ChooseOptions(pid, self.options, self.count))


@dataclass(frozen=True, slots=True)
class ChooseOptions:
    """The decision of `ChooseOne`: ``count`` picks among the options' labels, in printed order."""

    player: int
    options: tuple[Option, ...]
    count: int = 1

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if len(picks) >= self.count:
            return ()
        labels = [o.label for o in self.options]
        start = labels.index(picks[-1].verb) + 1 if picks else 0
        left = self.count - len(picks)
        return tuple(Choice(label) for label in labels[start:len(labels) - left + 1])

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        chosen = {p.verb for p in picks}
        for option in reversed(self.options):  # pushed last first: they run in printed order
            if option.label in chosen:
                state = state.push(_RunOption(self.player, option.does))
        return state


LOOKING: Final = "Looking"
"""A private mat: the cards a player has looked at off its deck while a shuffle for the rest
waits (`LookAtTop`); known to that player only (`dgsim.dominion.fields.PRIVATE_MATS`)."""


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """Look at the top ``n`` cards of your deck, then give each one of ``verbs`` (Sentry).

    The verbs are among ``trash``, ``discard`` and ``topdeck`` (put back, in any
    order: each ``topdeck`` goes on top, so the last picked ends on top). The
    cards stay on the deck while the player decides, known to that player only.
    When the deck runs short and a shuffle is heard (`shuffle_waits`), the cards the deck
    holds are looked at first and wait on the private `LOOKING` mat (not shuffled in), the
    `Shuffle` effect runs (it may ask: Stash), then the rest are looked at (`LookOn`).
    With ``then``, the card decides otherwise: ``then.after(state, pid, looked)`` gets the cards
    looked at, back on top of the deck in that order and known to ``pid`` (Lookout, Navigator).
    """

    n: int
    verbs: tuple[str, ...] = ("trash", "discard", "topdeck")
    then: AfterReveal | None = None

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        if shuffle_waits(state, pid, self.n):
            p = state.players[pid]
            have = len(p.deck)
            prior = _masks(p.deck_known, have)
            state, first = state.reveal_from_deck(pid, have)  # no shuffle: the deck holds them
            if first:
                p = state.players[pid]
                state = state.with_player(pid, p.with_more(p.more.with_mat(LOOKING, first)))
            return state.push(Shuffle(pid), LookOn(pid, self.n - have, self.verbs, prior,
                                                   self.then))
        return _look(state, pid, self.n, self.verbs, (), (), self.then)


@dataclass(frozen=True, slots=True)
class LookOn:
    """After a shuffle in the middle of a look: the cards on the `LOOKING` mat (with ``prior``,
    who knew them on the deck) and ``n`` more off the new deck are looked at, as `LookAtTop`."""

    player: int
    n: int
    verbs: tuple[str, ...]
    prior: tuple[int, ...] = ()
    then: AfterReveal | None = None

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        p = state.players[pid]
        held = p.more.mat(LOOKING)
        if held:
            state = state.with_player(pid, p.with_more(p.more.with_mat(LOOKING, ())))
        return _look(state, pid, self.n, self.verbs, held, self.prior, self.then)


def _masks(known: tuple[int, ...], n: int) -> tuple[int, ...]:
    """Who knows each of the top ``n`` deck cards (0 past the known top)."""
    return tuple(known[i] if i < len(known) else 0 for i in range(n))


def _look(state: DominionState, pid: int, n: int, verbs: tuple[str, ...],
          held: tuple[Card, ...], prior: tuple[int, ...],
          then: AfterReveal | None = None) -> DominionState:
    """``pid`` looks at ``held`` and the top ``n`` cards of its deck (shuffling in place when
    needed); they go back on top in that order, known to ``pid``, and `SortLooked` asks (or
    ``then`` acts on them)."""
    p = state.players[pid]
    prior = prior + _masks(p.deck_known, min(n, len(p.deck)))
    state, looked = state.reveal_from_deck(pid, n)
    looked = held + looked
    if not looked:
        return state
    # back on top in the same order: looked at there, known to this player only
    state = state.add_to(pid, "deck", looked[::-1])
    p = state.players[pid]
    owner = 1 << pid
    masks = tuple(m | owner for m in _masks(prior, len(looked)))
    state = state.with_player(pid, p.with_known(deck_known=masks + p.deck_known[len(looked):]))
    if then is not None:
        return then.after(state, pid, looked)
    return state.push(SortLooked(pid, len(looked), verbs))


_SORT_ORDER: Final = ("trash", "discard", "topdeck")


@dataclass(frozen=True, slots=True)
class SortLooked:
    """Each of the top ``count`` cards of the deck gets one of ``verbs``, one pick per card.

    Canonical order: trash picks first, then discard picks (each by
    non-decreasing name), then topdeck picks in any order.
    """

    player: int
    count: int
    verbs: tuple[str, ...] = _SORT_ORDER

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def looked(self, state: DominionState) -> tuple[Card, ...]:
        """The cards being looked at: the top ``count`` of the player's deck."""
        return state.players[self.player].deck[:self.count]

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        looked = self.looked(state)
        left = list(looked)
        for card in self._cards(looked, picks):
            left.remove(card)
        if not left:
            return ()
        verbs = tuple(v for v in _SORT_ORDER if v in self.verbs)
        stage = verbs.index(picks[-1].verb) if picks else 0
        last = picks[-1] if picks else None
        names = sorted({c.name for c in left})
        out: list[Choice] = []
        for verb in verbs[stage:]:
            same = last is not None and verb == last.verb and verb != "topdeck"
            floor = (last.arg or "") if same and last is not None else ""
            out.extend(Choice(verb, n) for n in names if n >= floor)
        return tuple(out)

    @staticmethod
    def _cards(looked: tuple[Card, ...], picks: tuple[Choice, ...]) -> tuple[Card, ...]:
        by_name = {c.name: c for c in looked}
        return tuple(by_name[p.arg] for p in picks if p.arg is not None)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        state, looked = state.reveal_from_deck(pid, self.count)  # never shuffles: they are there
        state = state.add_to(pid, "set_aside", looked)

        def picked(verb: str) -> tuple[Card, ...]:
            return self._cards(looked, tuple(p for p in picks if p.verb == verb))
        state = trash_cards(state, pid, picked("trash"), "set_aside")
        state = discard_cards(state, pid, picked("discard"), "set_aside")
        return TopdeckThem("set_aside").after(state, pid, picked("topdeck"))


@dataclass(frozen=True, slots=True)
class Steps:
    """Several hooks, one after another (each one's decisions resolve before the next starts)."""

    hooks: tuple[Hook, ...]

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        return state.push(*(_RunOption(pid, hook) for hook in self.hooks))


@dataclass(frozen=True, slots=True)
class _RunOption:
    player: int
    does: Hook

    def execute(self, state: DominionState) -> DominionState:
        return self.does(state, self.player)
