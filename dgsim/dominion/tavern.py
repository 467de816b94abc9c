"""Reserve cards on the Tavern mat and Travellers' exchanges (Adventures), as generic parts.

- **Reserve**: played, a Reserve card ends with `PutOnTavern` (its "Put this on your Tavern
  mat": the copy in play moves to its owner's public Tavern mat, and stays there from turn to
  turn). It is called by a reaction in the zone ``"mat:Tavern"`` (`call_reaction`): at the moment
  its text names (an `EventKind`: ``turn_start``, ``play`` — told after the Action resolved —,
  ``gain``, ``buy_end``), its owner is asked ``call <Card>`` or ``no``; calling moves it from the
  mat into play (discarded in that turn's Clean-up, as any card in play) and does what the text
  says.
- **Travellers**: at the start of its owner's Clean-up, as it is discarded from play, each copy
  in play asks ``exchange <Card>`` (the card it becomes) or ``no`` (`exchange_reaction`):
  exchanging returns it to its pile and puts the other card from its pile (outside the supply)
  into the discard pile. Exchanging is not gaining: nothing that reacts to gains hears it.

>>> TAVERN
'Tavern'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, EventHook, EventTest, Reaction
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.fields import declare_mat
from dgsim.dominion.state import DominionState

__all__ = ["TAVERN", "Exchange", "PutOnTavern", "call_reaction", "exchange_reaction",
           "on_tavern", "take_from_outside"]

TAVERN: Final = declare_mat("Tavern")
"""Each seat's Tavern mat: public (Reserve cards, Miser's Coppers)."""


def on_tavern(state: DominionState, pid: int) -> tuple[Card, ...]:
    """The cards on ``pid``'s Tavern mat."""
    return state.players[pid].more.mat(TAVERN)


@dataclass(frozen=True, slots=True)
class PutOnTavern:
    """A Reserve's "Put this on your Tavern mat": the copy in play of the card named ``name``
    moves there (once moved, a second play by Throne Room finds it gone and leaves it). The card
    is named because the card being defined holds this hook."""

    name: str

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        from dgsim.dominion.card import card_named

        card = card_named(self.name)
        if card not in state.players[pid].in_play:
            return state
        state = state.remove_from(pid, "in_play", (card,))
        p = state.players[pid]
        return state.with_player(pid, p.with_more(p.more.with_mat(
            TAVERN, (*p.more.mat(TAVERN), card))))


@dataclass(frozen=True, slots=True)
class _Called:
    """Calling ``card``: from the Tavern mat into play, then ``effect``."""

    card: Card
    effect: EventHook

    def __call__(self, state: DominionState, owner: int, event: Event) -> DominionState:
        p = state.players[owner]
        mat = list(p.more.mat(TAVERN))
        if self.card not in mat:
            return state
        mat.remove(self.card)
        p = p.with_more(p.more.with_mat(TAVERN, tuple(mat)))
        state = state.with_player(owner, p.with_zone("in_play", (*p.in_play, self.card)))
        return self.effect(state, owner, event)


def call_reaction(card_name: str, kind: EventKind, effect: EventHook,
                  when: EventTest | None = None) -> Reaction:
    """A Reserve's "you may call this" at the moment ``kind`` of its owner's own events:
    ``call <Card>`` or ``no`` while it is on the Tavern mat (``when`` narrows the events: an
    Action resolved, a card costing up to $6 gained); each copy may be called for the same event.
    ``effect`` runs once it is in play. The card is named (not given) because the card being
    defined holds the reaction."""
    return Reaction(event=kind, zone=f"mat:{TAVERN}", others=False,
                    effect=_ByName(card_name, effect), verb="call", when=when, repeatable=True)


@dataclass(frozen=True, slots=True)
class _ByName:
    """`_Called` for the card of that name (found when the reaction runs)."""

    name: str
    effect: EventHook

    def __call__(self, state: DominionState, owner: int, event: Event) -> DominionState:
        from dgsim.dominion.card import card_named

        return _Called(card_named(self.name), self.effect)(state, owner, event)


# -- Travellers ----------------------------------------------------------------------------------


def take_from_outside(state: DominionState, pid: int, card: Card) -> DominionState:
    """``card`` leaves its pile outside the supply for ``pid``'s discard pile without a gain (a
    Traveller's exchange); nothing when none is left."""
    table = state.table
    left = list(table.zones.non_supply)
    if card not in left:
        return state
    left.remove(card)
    state = state.with_table(table.evolve(non_supply=tuple(left)))
    p = state.players[pid]
    return state.with_player(pid, p.with_zone("discard", (card, *p.discard)))


@dataclass(frozen=True, slots=True)
class Exchange:
    """``exchange <Card>`` or ``no``: ``traveller`` (in play) for ``into`` (from its pile)."""

    player: int
    traveller: Card
    into: Card

    def execute(self, state: DominionState) -> DominionState:
        if (self.traveller not in state.players[self.player].in_play
                or self.into not in state.table.zones.non_supply):
            return state  # nothing to exchange: nothing asked
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        return (Choice("exchange", self.into.name), Choice("no"))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        from dgsim.dominion.gaining import return_to_pile

        state = return_to_pile(state, self.player, self.traveller, "in_play")
        return take_from_outside(state, self.player, self.into)


@dataclass(frozen=True, slots=True)
class _ExchangeOffer:
    """Offer the exchange of the Traveller named ``traveller`` for the card named ``into``."""

    traveller: str
    into: str

    def __call__(self, state: DominionState, owner: int, event: Event) -> DominionState:
        from dgsim.dominion.card import card_named

        return state.push(Exchange(owner, card_named(self.traveller), card_named(self.into)))


def exchange_reaction(traveller: str, into: str,
                      when: EventTest | None = None) -> Reaction:
    """A Traveller's "When you discard this from play, you may exchange it for a <into>": at
    the start of its owner's Clean-up, once per copy in play (``when`` narrows it: Treasure
    Hunter's line needs nothing, Hero's "if you have ..." and the like)."""
    return Reaction(event=EventKind.CLEANUP, zone="in_play", others=False,
                    effect=_ExchangeOffer(traveller, into), asks=False, when=when)
