"""Dominion: Alchemy — the twelve kingdom cards, each with its printed text.

Potion (the basic card, in `dgsim.dominion.cards.basic`) joins the supply with any card whose
cost has a potion part. Herbalist and Alchemist carry their 2022 errata texts (the current
official wording, wiki.dominionstrategy.com): Alchemist acts "at the start of Clean-up this
turn", Herbalist "once this turn, when you discard a Treasure from play" — once per play of it.
Both hear the start of Clean-up (`EventKind.CLEANUP`), while every card is still in play (the
player discards from play in any order): the Alchemists first (they need the Potion still in
play), then each Herbalist play (which may then put the Potion back), the order that keeps every
option open.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, action, attack, treasure, victory
from dgsim.dominion.cards.basic import CURSE, DUCHY, GOLD, POTION
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import TREASURES_ONLY, CardFilter, ChooseCards, GainFromSupply
from dgsim.dominion.effect import (
    DrawCards,
    Resolve,
    RevealTop,
    TrashCards,
    discard_cards,
    next_play,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import FromHand, GainEach, TopdeckFromPlay
from dgsim.dominion.revealing import SpyReveal, reveal_and_take
from dgsim.dominion.state import PUBLIC, DominionState, TurnEntry
from dgsim.dominion.trigger import start_this_turn

__all__ = ["ALCHEMIST", "APOTHECARY", "APPRENTICE", "CARDS", "FAMILIAR", "GOLEM", "HERBALIST",
           "PHILOSOPHERS_STONE", "POSSESSION", "SCRYING_POOL", "TRANSMUTE", "UNIVERSITY", "VINEYARD",
           "GolemOrder", "PlayAside", "RevealOneByOne", "TransmuteGains", "TrashToDraw"]

_ALCHEMY: Final = "Alchemy"


# -- Possession ----------------------------------------------------------------------------


def _possession(state: DominionState, pid: int) -> DominionState:
    # the turn queue holds it; the engine routes that turn's decisions, gains and trashing
    left = (pid + 1) % state.mode.players
    table = state.table
    return state.with_table(table.evolve(queue=(*table.order.queue,
                                                      TurnEntry(left, "possession", by=pid))))


POSSESSION: Final = action(
    "Possession", cost=6, potion=1, then=_possession, expansion=_ALCHEMY,
    text="The player to your left takes an extra turn after this one, in which you can see all "
         "cards they can and make all decisions for them. Any cards they would gain on that "
         "turn, you gain instead; any cards of theirs that are trashed are set aside and "
         "returned to their discard pile at end of turn.",
)


# -- Transmute -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TransmuteGains:
    """Transmute: trash the picked card, then gain per type it has (Action: Duchy; Treasure:
    Transmute; Victory: Gold), in printed order; the trashing's reactions resolve first."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        gains = tuple(GainFromSupply(pid, CardFilter(names=frozenset({g.name})))
                      for g, is_it in ((DUCHY, state.is_action(card)), (TRANSMUTE, card.is_treasure),
                                       (GOLD, card.is_victory)) if is_it)
        return state.push(TrashCards(pid, cards), *gains)


TRANSMUTE: Final = action(
    "Transmute", cost=0, potion=1, expansion=_ALCHEMY,
    then=FromHand("trash", exactly=1, then=TransmuteGains()),
    text="Trash a card from your hand. If it's an... Action card, gain a Duchy; Treasure card, "
         "gain a Transmute; Victory card, gain a Gold.",
)


# -- Vineyard ------------------------------------------------------------------------------


def _vineyard(state: DominionState, pid: int) -> int:
    return sum(1 for c in state.players[pid].all_cards() if state.is_action(c)) // 3


VINEYARD: Final = victory(
    "Vineyard", cost=0, potion=1, vp_hook=_vineyard, expansion=_ALCHEMY,
    text="Worth 1 VP per 3 Action cards you have (round down).",
)


# -- Herbalist, Alchemist: when discarded from play ------------------------------------------


def _herbalist(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, HERBALIST)


def _herbalist_discarded(state: DominionState, owner: int, event: Event) -> DominionState:
    # once per play of Herbalist this turn (Throne Room: twice), as Clean-up discards from play:
    # "you may put it [a Treasure discarded from play] onto your deck"
    return state.push(ChooseCards(owner, "topdeck", "in_play", 0, 1, TopdeckFromPlay(),
                                  TREASURES_ONLY))


HERBALIST: Final = action(
    "Herbalist", cost=2, buys=1, coins=1, then=_herbalist, expansion=_ALCHEMY,
    reactions=(Reaction(EventKind.CLEANUP, "this_turn", False, _herbalist_discarded,
                        asks=False),),
    text="+1 Buy +$1. Once this turn, when you discard a Treasure from play, you may put it onto "
         "your deck.",
)


def _alchemists_may_go(state: DominionState, owner: int, event: Event) -> bool:
    in_play = state.players[owner].in_play
    return ALCHEMIST in in_play and POTION in in_play


def _alchemists_discarded(state: DominionState, owner: int, event: Event) -> DominionState:
    # one decision for every Alchemist in play: `topdeck Alchemist` as often as wanted, then
    # `done` (`no` for a single one)
    n = state.players[owner].in_play.count(ALCHEMIST)
    return state.push(ChooseCards(owner, "topdeck", "in_play", 0, n, TopdeckFromPlay(),
                                  CardFilter(names=frozenset({"Alchemist"}))))


ALCHEMIST: Final = action(
    "Alchemist", cost=3, potion=1, cards=2, actions=1, expansion=_ALCHEMY,
    # zone "game": one application per Clean-up for the seat whose Clean-up it is, asking once
    # for all its Alchemists in play (its test checks they are there, with a Potion)
    reactions=(Reaction(EventKind.CLEANUP, "game", False, _alchemists_discarded, asks=False,
                        when=_alchemists_may_go),),
    text="+2 Cards +1 Action. At the start of Clean-up this turn, if you have a Potion in play, "
         "you may put this onto your deck.",
)


# -- Apothecary ----------------------------------------------------------------------------


def _copper_or_potion(card: Card) -> bool:
    return card.name in ("Copper", "Potion")


def _apothecary(state: DominionState, pid: int) -> DominionState:
    return reveal_and_take(state, pid, 4, _copper_or_potion)


APOTHECARY: Final = action(
    "Apothecary", cost=2, potion=1, cards=1, actions=1, then=_apothecary, expansion=_ALCHEMY,
    text="+1 Card +1 Action. Reveal the top 4 cards of your deck. Put the Coppers and Potions "
         "into your hand. Put the rest back in any order.",
)


# -- Revealing one card at a time: Scrying Pool, Golem ---------------------------------------


@dataclass(frozen=True, slots=True)
class RevealOneByOne:
    """Reveal cards off the deck one at a time (`RevealTop`: a shuffle in the middle is announced,
    the revealed cards are not shuffled in) until the card's condition holds or the deck and
    discard pile run out, then the card acts on all of them (``got``, in the order revealed).

    ``card`` is ``"Scrying Pool"`` (until one that isn't an Action; all into the hand) or
    ``"Golem"`` (until 2 Action cards other than Golems; the rest discarded, those played).
    """

    card: str
    got: tuple[Card, ...] = ()

    def reveal_next(self, state: DominionState, pid: int) -> DominionState:
        """Reveal the next card (this value acts on it)."""
        return RevealTop(pid, 1, self).execute(state)

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        got = self.got + cards
        if cards and not self._enough(state, got):
            return replace(self, got=got).reveal_next(state, pid)
        if self.card == "Golem":
            return _golem_found(state, pid, got)
        return state.remove_from(pid, "set_aside", got).add_to(pid, "hand", got, PUBLIC)

    def _enough(self, state: DominionState, got: tuple[Card, ...]) -> bool:
        if self.card == "Golem":
            return len(_golem_actions(state, got)) >= 2
        return not state.is_action(got[-1])


# -- Scrying Pool --------------------------------------------------------------------------


def _scrying_self(state: DominionState, pid: int) -> DominionState:
    return state.push(SpyReveal(pid, pid))  # you first, then each other player (the attack)


def _scrying_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(SpyReveal(attacker, victim))


def _scrying_reveal(state: DominionState, pid: int) -> DominionState:
    return RevealOneByOne("Scrying Pool").reveal_next(state, pid)


SCRYING_POOL: Final = attack(
    "Scrying Pool", cost=2, potion=1, actions=1, expansion=_ALCHEMY, then=_scrying_self,
    each_other=_scrying_hit, after=_scrying_reveal,
    text="+1 Action. Each player (including you) reveals the top card of their deck and either "
         "discards it or puts it back, your choice. Then reveal cards from your deck until "
         "revealing one that isn't an Action. Put all of those revealed cards into your hand.",
)


# -- University ----------------------------------------------------------------------------


def _university(state: DominionState, pid: int) -> DominionState:
    actions = CardFilter(types=frozenset({CardType.ACTION}), max_cost=5)
    return state.push(GainFromSupply(pid, actions, optional=True))


UNIVERSITY: Final = action(
    "University", cost=2, potion=1, actions=2, then=_university, expansion=_ALCHEMY,
    text="+2 Actions. You may gain an Action card costing up to $5.",
)


# -- Familiar ------------------------------------------------------------------------------


FAMILIAR: Final = attack(
    "Familiar", cost=3, potion=1, cards=1, actions=1, each_other=GainEach(CURSE),
    expansion=_ALCHEMY, text="+1 Card +1 Action. Each other player gains a Curse.",
)


# -- Philosopher's Stone -------------------------------------------------------------------


def _philosophers_stone(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.add_coins(pid, (len(p.deck) + len(p.discard)) // 5)


PHILOSOPHERS_STONE: Final = treasure(
    "Philosopher's Stone", cost=3, potion=1, coins=0, then=_philosophers_stone,
    expansion=_ALCHEMY,
    text="When you play this, it's worth $1 per 5 cards total between your deck and discard "
         "pile (round down).",
)


# -- Golem ---------------------------------------------------------------------------------


def _golem_actions(state: DominionState, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(c for c in cards if state.is_action(c) and c.name != "Golem")[:2]


@dataclass(frozen=True, slots=True)
class PlayAside:
    """``player`` plays ``card`` from its set-aside cards (no Action used; a Duration is a play
    of its own, with its record)."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        card = self.card
        if card not in state.players[pid].zone("set_aside"):
            return state
        state = state.remove_from(pid, "set_aside", (card,)).add_to(pid, "in_play", (card,))
        if card.is_duration:
            state, play = next_play(state)
            return Resolve(pid, card, play).execute(state)
        return Resolve(pid, card).execute(state)


@dataclass(frozen=True, slots=True)
class GolemOrder:
    """Golem found two different Action cards: ``play <Card>`` says which is played first."""

    player: int
    cards: tuple[Card, Card]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        return tuple(Choice("play", c.name) for c in sorted(self.cards))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        a, b = self.cards
        first, second = (b, a) if picks and picks[0].arg == b.name else (a, b)
        return state.push(PlayAside(self.player, first), PlayAside(self.player, second))


def _golem_found(state: DominionState, pid: int, got: tuple[Card, ...]) -> DominionState:
    found = _golem_actions(state, got)
    rest = list(got)
    for card in found:
        rest.remove(card)
    state = discard_cards(state, pid, tuple(rest), "set_aside")
    if len(found) == 2 and found[0] is not found[1]:
        return state.push(GolemOrder(pid, (found[0], found[1])))
    return state.push(*(PlayAside(pid, c) for c in found))


def _golem(state: DominionState, pid: int) -> DominionState:
    return RevealOneByOne("Golem").reveal_next(state, pid)


GOLEM: Final = action(
    "Golem", cost=4, potion=1, then=_golem, expansion=_ALCHEMY,
    text="Reveal cards from your deck until you reveal 2 Action cards other than Golems. Discard "
         "the other cards, then play the Action cards in either order.",
)


# -- Apprentice ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashToDraw:
    """Apprentice: trash the picked card; +1 Card per $1 it costs, +2 Cards if it has a potion
    in its cost (its cost when trashed)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        n = cost(state, card) + (2 if card.potion else 0)
        # the draw waits for what reacts to the trashing
        return state.push(TrashCards(pid, cards), *((DrawCards(pid, n),) if n else ()))


APPRENTICE: Final = action(
    "Apprentice", cost=5, actions=1, then=FromHand("trash", exactly=1, then=TrashToDraw()),
    expansion=_ALCHEMY,
    text="+1 Action. Trash a card from your hand. +1 Card per $1 it costs. +2 Cards if it has "
         "[Potion] in its cost.",
)


CARDS: Final[tuple[Card, ...]] = (TRANSMUTE, VINEYARD, HERBALIST, APOTHECARY, SCRYING_POOL,
                                  UNIVERSITY, ALCHEMIST, FAMILIAR, PHILOSOPHERS_STONE, GOLEM,
                                  POSSESSION, APPRENTICE)
