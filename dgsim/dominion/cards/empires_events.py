"""Empires' Events: landscapes bought with a buy (`dgsim.dominion.landscape`), some for debt.

Conquest and Triumph count the cards their buyer gained this turn: each notes the gains of the
seat on turn from its start (`dgsim.dominion.gaining.note_turn_gain`, a silent reaction of zone
``"game"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, event
from dgsim.dominion.cards.basic import COPPER, CURSE, DUCHY, ESTATE, GOLD, PROVINCE, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    CardFilter,
    ChooseCards,
    GainFromSupply,
    TrashThem,
)
from dgsim.dominion.effect import TrashCards, draw
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import GainTo, gained_this_turn, note_turn_gain
from dgsim.dominion.library import MANY, TrashFromSupply, take_vp
from dgsim.dominion.phase import after_turn
from dgsim.dominion.reaction import announce
from dgsim.dominion.state import DominionState
from dgsim.dominion.vp import add_pile_debt, take_pile_debt

__all__ = [
    "ADVANCE",
    "ANNEX",
    "BANQUET",
    "CONQUEST",
    "DELVE",
    "DOMINATE",
    "DONATE",
    "LANDSCAPES",
    "RITUAL",
    "SALT_THE_EARTH",
    "TAX",
    "TRIUMPH",
    "WEDDING",
    "WINDFALL",
    "DonateShuffle",
]

_SET = "Empires"


def _has(state: DominionState, card: Card) -> bool:
    """True if ``card``'s supply pile has a card left (a gain of it will happen: "if you do")."""
    return state.supply_count(card.name) > 0


# -- Advance -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _AdvanceTrashed:
    """The Action card picked is trashed, then an Action card costing up to $6 is gained; none
    picked: nothing else happens (FAQ)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return state.push(TrashCards(pid, cards),
                          GainFromSupply(pid, CardFilter(types=frozenset({CardType.ACTION}),
                                                         max_cost=6)))


def _advance(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "hand", 0, 1, _AdvanceTrashed(), ACTIONS_ONLY))


ADVANCE: Final = event(
    "Advance", cost=0, expansion=_SET, then=_advance,
    text="You may trash an Action card from your hand. If you do, gain an Action card costing up "
         "to $6.")


# -- Annex ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _AnnexShuffle:
    """The cards picked stay in the discard pile; the others are shuffled into the deck (a
    shuffle of the deck, told to listeners: Stash); then a Duchy is gained."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        p = state.players[pid]
        staying = list(cards)
        kept: list[Card] = []
        moving: list[Card] = []
        for card in p.discard:
            if card in staying:
                staying.remove(card)
                kept.append(card)
            else:
                moving.append(card)
        shuffled, rng = state.rng.shuffle((*p.deck, *moving))
        p = p.evolve(deck=shuffled, discard=tuple(kept)).with_known(deck_known=())
        state = state.with_player(pid, p).with_rng(rng).push(GainTo(pid, DUCHY))
        return announce(state, Event(EventKind.SHUFFLE, pid))


def _annex(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "leave", "discard", 0, 5, _AnnexShuffle()))


ANNEX: Final = event(
    "Annex", cost=0, debt=8, expansion=_SET, then=_annex,
    text="Look through your discard pile. Shuffle all but up to 5 cards from it into your deck. "
         "Gain a Duchy.")


# -- Banquet -------------------------------------------------------------------------------------


def _banquet(state: DominionState, pid: int) -> DominionState:
    non_victory = CardFilter(max_cost=5, exclude=frozenset({CardType.VICTORY}))
    return state.push(GainTo(pid, COPPER), GainTo(pid, COPPER), GainFromSupply(pid, non_victory))


BANQUET: Final = event(
    "Banquet", cost=3, expansion=_SET, then=_banquet,
    text="Gain 2 Coppers and a non-Victory card costing up to $5.")


# -- Conquest ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _VpPerGained:
    """+1 VP per card the seat on turn gained this turn as ``noter`` noted it (only those named
    ``name``, if given)."""

    player: int
    noter: str
    name: str = ""

    def execute(self, state: DominionState) -> DominionState:
        gained = gained_this_turn(state, self.noter)
        n = sum(1 for c in gained if not self.name or c.name == self.name)
        return take_vp(state, self.player, n) if n else state


def _note_conquest(state: DominionState, owner: int, event: Event) -> DominionState:
    return note_turn_gain(state, "Conquest", event)


def _conquest(state: DominionState, pid: int) -> DominionState:
    return state.push(GainTo(pid, SILVER), GainTo(pid, SILVER),
                      _VpPerGained(pid, "Conquest", SILVER.name))


CONQUEST: Final = event(
    "Conquest", cost=6, expansion=_SET, then=_conquest,
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_note_conquest,
                        asks=False),),
    text="Gain 2 Silvers. +1 VP per Silver you've gained this turn.")


# -- Delve ---------------------------------------------------------------------------------------


def _delve(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    state = state.with_player(pid, p.with_counters(buys=p.buys + 1))
    return state.push(GainTo(pid, SILVER))


DELVE: Final = event(
    "Delve", cost=2, expansion=_SET, then=_delve, text="+1 Buy. Gain a Silver.")


# -- Dominate ------------------------------------------------------------------------------------


def _dominate(state: DominionState, pid: int) -> DominionState:
    if not _has(state, PROVINCE):
        return state  # FAQ: "This does nothing once the Province pile is empty."
    return take_vp(state, pid, 9).push(GainTo(pid, PROVINCE))


DOMINATE: Final = event(
    "Dominate", cost=14, expansion=_SET, then=_dominate,
    text="Gain a Province. If you do, +9 VP.")


# -- Ritual --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _RitualTrashed:
    """The card picked is trashed, +1 VP per $1 it costs now (its Potion and debt give nothing:
    FAQ)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        state = take_vp(state, pid, cost(state, cards[0]))
        return state.push(TrashCards(pid, cards))


def _ritual(state: DominionState, pid: int) -> DominionState:
    if not _has(state, CURSE):
        return state  # FAQ: "This does nothing once the Curse pile is empty."
    return state.push(GainTo(pid, CURSE), ChooseCards(pid, "trash", "hand", 1, 1, _RitualTrashed()))


RITUAL: Final = event(
    "Ritual", cost=4, expansion=_SET, then=_ritual,
    text="Gain a Curse. If you do, trash a card from your hand. +1 VP per $1 it cost.")


# -- Salt the Earth ------------------------------------------------------------------------------


def _salt_the_earth(state: DominionState, pid: int) -> DominionState:
    victory = CardFilter(types=frozenset({CardType.VICTORY}))
    return take_vp(state, pid, 1).push(TrashFromSupply(pid, victory))


SALT_THE_EARTH: Final = event(
    "Salt the Earth", cost=4, expansion=_SET, then=_salt_the_earth,
    text="+1 VP. Trash a Victory card from the Supply.")


# -- Tax -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _TaxPile:
    """``tax <Pile>`` for any Supply pile (empty ones too; a pile of several cards by its own
    name): 2 more debt tokens on it (``state.pile_debt(pile)``, public)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("tax", c.name) for c in state.mode.piles)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        name = picks[0].arg if picks else None
        return state if name is None else add_pile_debt(state, name, 2)


def _tax(state: DominionState, pid: int) -> DominionState:
    return state.push(_TaxPile(pid))


def _tax_setup(state: DominionState) -> DominionState:
    for pile in state.mode.piles:
        state = add_pile_debt(state, pile.name, 1)
    return state


def _taxed(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and state.pile_debt(event.card.name) > 0


def _take_tax(state: DominionState, owner: int, event: Event) -> DominionState:
    card = event.card
    return state if card is None else take_pile_debt(state, owner, card.name)


TAX: Final = event(
    "Tax", cost=0, debt=2, expansion=_SET, then=_tax, on_setup=_tax_setup,
    reactions=(Reaction(event=EventKind.BUY, zone="game", others=False, effect=_take_tax,
                        asks=False, when=_taxed),),
    text="Add 2 Debt to a Supply pile. Setup: Add 1 Debt to each Supply pile. When a player buys "
         "a card, they take the Debt from its pile.")


# -- Triumph -------------------------------------------------------------------------------------


def _note_triumph(state: DominionState, owner: int, event: Event) -> DominionState:
    return note_turn_gain(state, "Triumph", event)


def _triumph(state: DominionState, pid: int) -> DominionState:
    if not _has(state, ESTATE):
        return state  # FAQ: "Once the Estate pile is empty, this does nothing."
    return state.push(GainTo(pid, ESTATE), _VpPerGained(pid, "Triumph"))


TRIUMPH: Final = event(
    "Triumph", cost=0, debt=5, expansion=_SET, then=_triumph,
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_note_triumph,
                        asks=False),),
    text="Gain an Estate. If you did, +1 VP per card you've gained this turn.")


# -- Wedding -------------------------------------------------------------------------------------


def _wedding(state: DominionState, pid: int) -> DominionState:
    return take_vp(state, pid, 1).push(GainTo(pid, GOLD))


WEDDING: Final = event(
    "Wedding", cost=4, debt=3, expansion=_SET, then=_wedding, text="+1 VP. Gain a Gold.")


# -- Windfall ------------------------------------------------------------------------------------


def _windfall(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    if p.deck or p.discard:
        return state
    return state.push(GainTo(pid, GOLD), GainTo(pid, GOLD), GainTo(pid, GOLD))


WINDFALL: Final = event(
    "Windfall", cost=5, expansion=_SET, then=_windfall,
    text="If your deck and discard pile are empty, gain 3 Golds.")

# -- Donate -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DonateShuffle:
    """Donate's end: the hand shuffled into the deck (by the state's rng), then 5 cards drawn."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        p = state.players[pid]
        shuffled, rng = state.rng.shuffle(p.hand)
        p = p.evolve(hand=(), deck=shuffled).with_known(deck_known=(), hand_known=())
        return draw(state.with_player(pid, p).with_rng(rng), pid, 5)


def _donate_after(state: DominionState, pid: int) -> DominionState:
    """"put all cards from your deck and discard pile into your hand, trash any number, shuffle
    your hand into your deck, then draw 5 cards"."""
    p = state.players[pid]
    cards = p.deck + p.discard
    state = state.with_player(pid, p.evolve(deck=(), discard=()).with_known(deck_known=()))
    state = state.add_to(pid, "hand", cards)  # known to its owner only
    return state.push(ChooseCards(pid, "trash", "hand", 0, MANY, TrashThem()), DonateShuffle(pid))


def _donate(state: DominionState, pid: int) -> DominionState:
    return after_turn(state, pid, DONATE)


DONATE: Final = Card(
    name="Donate", cost=0, debt=8, types=frozenset({CardType.EVENT}), expansion=_SET,
    when_bought=_donate, after_turn=_donate_after,
    text="After this turn, put all cards from your deck and discard pile into your hand, trash "
         "any number, shuffle your hand into your deck, then draw 5 cards.")


LANDSCAPES: Final[tuple[Card, ...]] = (ADVANCE, ANNEX, BANQUET, CONQUEST, DELVE, DOMINATE, DONATE,
                                       RITUAL, SALT_THE_EARTH, TAX, TRIUMPH, WEDDING, WINDFALL)
"""Empires' Events implemented, by name."""
