"""Dominion: Empires — its kingdom cards that need no debt, no VP tokens on piles, no Events and no
Landmarks, each with its printed text; the split piles as piles of several cards named by their
top card (``Encampment`` is 5 Encampments over 5 Plunders), unshuffled.

The module is written in parts (each ends with its own tuple of cards); `CARDS` joins them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.dominion.card import Card, CardType, Reaction, action, attack
from dgsim.dominion.cards.basic import GOLD
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    TREASURES_ONLY,
    CardFilter,
    ChooseCards,
    DiscardThem,
)
from dgsim.dominion.effect import DrawCards, RevealTop, draw, trash_cards
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import gained_in_place
from dgsim.dominion.library import DiscardDownTo, PlayTwice, take_vp
from dgsim.dominion.phase import ACTION_PHASE, ActionPhase, BuyPhase
from dgsim.dominion.reaction import reveal_in_hand
from dgsim.dominion.state import PUBLIC, DominionState, as_zone

__all__ = [
    "CARDS",
    "CHARIOT_RACE",
    "CROWN",
    "FORUM",
    "GROUNDSKEEPER",
    "LEGIONARY",
    "SACRIFICE",
    "VILLA",
]

EMPIRES: Final = "Empires"


def _more(state: DominionState, pid: int, *, actions: int = 0, buys: int = 0,
          coins: int = 0) -> DominionState:
    """``pid`` gets +Actions, +Buys and +$ (a text's bonuses that come after a condition)."""
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(actions=p.actions + actions, buys=p.buys + buys,
                                                  coins=p.coins + coins))


# ---------------------------------------------------------------------------------------------
# Part 1: cards needing no new mechanism (Chariot Race, Crown, Forum, Groundskeeper, Legionary,
# Sacrifice, Villa)
# ---------------------------------------------------------------------------------------------

# -- Chariot Race ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _RaceTheirs:
    """The left player's revealed card goes back on its deck; then the costs are compared."""

    racer: int
    mine: Card | None

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards:
            state = state.remove_from(pid, "set_aside", cards).add_to(pid, "deck", cards, PUBLIC)
        mine = self.mine
        if mine is None or not cards or cost(state, mine) <= cost(state, cards[0]):
            return state  # a tie, or a player without a card: "your card does not cost more"
        return take_vp(state.add_coins(self.racer, 1), self.racer)


@dataclass(frozen=True, slots=True)
class _RaceMine:
    """The racer's revealed card goes into its hand; then the player to its left reveals."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards:
            state = state.remove_from(pid, "set_aside", cards).add_to(pid, "hand", cards, PUBLIC)
        left = state.others(pid)[0]
        return state.push(RevealTop(left, 1, _RaceTheirs(pid, cards[0] if cards else None)))


def _chariot_race(state: DominionState, pid: int) -> DominionState:
    return state.push(RevealTop(pid, 1, _RaceMine()))


CHARIOT_RACE: Final = action(
    "Chariot Race", cost=3, actions=1, then=_chariot_race, expansion=EMPIRES,
    text="+1 Action. Reveal the top card of your deck and put it into your hand. The player to "
         "your left reveals the top card of their deck. If your card costs more, +$1 and +1 VP.")


# -- Crown ---------------------------------------------------------------------------------------


def _crown(state: DominionState, pid: int) -> DominionState:
    """Its text: "If it's your Action phase, you may play an Action from your hand twice. If it's
    your Buy phase, you may play a Treasure from your hand twice"."""
    if isinstance(state.phase, BuyPhase):
        of = TREASURES_ONLY
    elif isinstance(state.phase, ActionPhase):
        of = ACTIONS_ONLY
    else:
        return state
    return state.push(ChooseCards(pid, "play", "hand", 0, 1, PlayTwice(keeper="Crown"), of))


CROWN: Final = action(
    "Crown", cost=5, then=_crown, extra_types=(CardType.TREASURE,), expansion=EMPIRES,
    text="If it's your Action phase, you may play an Action from your hand twice. If it's your "
         "Buy phase, you may play a Treasure from your hand twice.")


# -- Forum ---------------------------------------------------------------------------------------


def _forum(state: DominionState, pid: int) -> DominionState:
    """Its text: "Discard 2 cards" (all of them from a hand of fewer)."""
    n = min(2, len(state.players[pid].hand))
    return state.push(ChooseCards(pid, "discard", "hand", n, n, DiscardThem())) if n else state


def _plus_buy(state: DominionState, owner: int, event: Event) -> DominionState:
    """Forum's "When you buy this, +1 Buy"."""
    return _more(state, owner, buys=1)


FORUM: Final = action(
    "Forum", cost=5, cards=3, actions=1, then=_forum, on_buy=_plus_buy, expansion=EMPIRES,
    text="+3 Cards. +1 Action. Discard 2 cards. When you buy this, +1 Buy.")


# -- Groundskeeper -------------------------------------------------------------------------------


def _gained_victory(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and event.card.is_victory


def _one_vp(state: DominionState, owner: int, event: Event) -> DominionState:
    return take_vp(state, owner)


GROUNDSKEEPER: Final = action(
    "Groundskeeper", cost=5, cards=1, actions=1, expansion=EMPIRES,
    reactions=(Reaction(event=EventKind.GAIN, zone="in_play", others=False, effect=_one_vp,
                        asks=False, when=_gained_victory),),
    text="+1 Card. +1 Action. While this is in play, when you gain a Victory card, +1 VP.")


# -- Legionary -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _LegionaryHit:
    """One other player discards down to 2 cards in hand, then draws a card."""

    attacker: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        state = state.push(DrawCards(self.victim, 1))
        return DiscardDownTo(2)(state, self.attacker, self.victim)


@dataclass(frozen=True, slots=True)
class _RevealedGold:
    """A Gold revealed: each other player not unaffected (Moat) is hit, in turn order."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        state = reveal_in_hand(state, pid, cards)
        immune = state.immune
        return state.push(*(_LegionaryHit(pid, v) for v in state.others(pid) if v not in immune))


def _legionary(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "reveal", "hand", 0, 1, _RevealedGold(),
                                  CardFilter(names=frozenset({GOLD.name}))))


def _no_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    """Legionary hits only once its Gold is revealed (`_RevealedGold`)."""
    return state


LEGIONARY: Final = attack(
    "Legionary", cost=5, coins=3, then=_legionary, each_other=_no_hit, expansion=EMPIRES,
    text="+$3. You may reveal a Gold from your hand. If you do, each other player discards down "
         "to 2 cards in hand, then draws a card.")


# -- Sacrifice -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _SacrificeBonus:
    """The bonuses of the trashed card's types."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        state = trash_cards(state, pid, cards)
        if card.is_victory:
            state = take_vp(state, pid, 2)
        if state.is_treasure(card):
            state = state.add_coins(pid, 2)
        if card.is_action:
            state = draw(_more(state, pid, actions=2), pid, 2)
        return state


def _sacrifice(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "hand", 1, 1, _SacrificeBonus()))


SACRIFICE: Final = action(
    "Sacrifice", cost=4, then=_sacrifice, expansion=EMPIRES,
    text="Trash a card from your hand. If it's an... Action card, +2 Cards, +2 Actions; Treasure "
         "card, +$2; Victory card, +2 VP.")


# -- Villa ---------------------------------------------------------------------------------------


def _villa_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    """Its text: "When you gain this, put it into your hand, +1 Action, and if it's your Buy phase
    return to your Action phase"."""
    card = event.card
    if card is not None and gained_in_place(state, event) and event.to_zone != "hand":
        state = state.remove_from(owner, as_zone(event.to_zone), (card,)).add_to(
            owner, "hand", (card,), PUBLIC)
    state = _more(state, owner, actions=1)
    if state.current == owner and isinstance(state.phase, BuyPhase):
        state = replace(state, phase=ACTION_PHASE)
    return state


VILLA: Final = action(
    "Villa", cost=4, actions=2, buys=1, coins=1, on_gain=_villa_gained, expansion=EMPIRES,
    text="+2 Actions. +1 Buy. +$1. When you gain this, put it into your hand, +1 Action, and if "
         "it's your Buy phase return to your Action phase.")


PART_ONE: Final[tuple[Card, ...]] = (CHARIOT_RACE, CROWN, FORUM, GROUNDSKEEPER, LEGIONARY,
                                     SACRIFICE, VILLA)


CARDS: Final[tuple[Card, ...]] = PART_ONE
"""Every Empires card of this module: kingdom cards and the cards of their piles."""
