"""Dominion: Seaside 1E — cards of the first edition removed in the second, each with its printed text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.core.pick import NO
from dgsim.dominion.card import Card, CardType, Reaction, action, attack
from dgsim.dominion.cards.basic import CURSE, GOLD, PROVINCE, SILVER
from dgsim.dominion.decision import CardFilter, ChooseCards
from dgsim.dominion.effect import (
    DiscardCards,
    RevealTop,
    Shuffle,
    discard_cards,
    gain,
    reveal_in_hand,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import GainTo
from dgsim.dominion.library import ChooseOne, DiscardOrPutBack, FromHand, LookAtTop, Option
from dgsim.dominion.state import DominionState, known_to

__all__ = [
    "AMBASSADOR",
    "CARDS",
    "EMBARGO",
    "EXPLORER",
    "GHOST_SHIP",
    "NAVIGATOR",
    "PEARL_DIVER",
    "PIRATE_SHIP",
    "SEA_HAG",
    "AmbassadorReturn",
    "EmbargoPile",
    "GainForProvince",
    "LookAtBottom",
    "PearlDiverChoice",
    "PirateRaid",
    "PirateTrash",
    "TopdeckDownTo",
]

PLUNDER: Final = "+$1 per Coin token on your Pirate Ship mat"
RAID: Final = ("each other player reveals the top 2 cards of his deck, trashes a revealed Treasure "
               "that you choose, discards the rest, and if anyone trashed a Treasure you take a "
               "Coin token")


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


@dataclass(frozen=True, slots=True)
class PirateRaid:
    """The attack, victim by victim in turn order; a Coin token at the end if any Treasure was trashed."""

    attacker: int
    victims: tuple[int, ...]
    trashed: bool = False

    def execute(self, state: DominionState) -> DominionState:
        if not self.victims:
            if not self.trashed:
                return state
            p = state.players[self.attacker]
            return state.with_player(self.attacker, p.with_more(p.more.evolve(
                pirate_ship=p.more.tokens.pirate_ship + 1)))
        # the victim's own shuffle (its Stash): what its deck holds, the shuffle, then the rest
        return RevealTop(self.victims[0], 2, self).execute(state)

    def after(self, state: DominionState, victim: int, revealed: tuple[Card, ...]) -> DominionState:
        """The first victim's revealed cards (set aside): a Treasure to trash, or all discarded."""
        rest = self.victims[1:]
        if any(state.is_treasure(c) for c in revealed):  # a Curse too, with Charlatan
            return state.push(PirateTrash(self.attacker, victim, revealed),
                              PirateRaid(self.attacker, rest, True))
        state = state.push(PirateRaid(self.attacker, rest, self.trashed))
        return discard_cards(state, victim, revealed, "set_aside")


@dataclass(frozen=True, slots=True)
class PirateTrash:
    """The attacker picks which revealed Treasure the victim trashes (``trash <Card>``)."""

    player: int
    victim: int
    revealed: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The revealed Treasures (a Curse too, with Charlatan), one per name, by name."""
        return tuple(sorted({c for c in self.revealed if state.is_treasure(c)}))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("trash", c.name) for c in self.options(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        card = next(c for c in self.options(state) if c.name == picks[0].arg)
        state = trash_cards(state, self.victim, (card,), "set_aside", cause=PIRATE_SHIP)
        return discard_cards(state, self.victim, _without(self.revealed, card), "set_aside",
                             cause=PIRATE_SHIP)


def _plunder(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, state.players[pid].more.tokens.pirate_ship)


def _raid(state: DominionState, pid: int) -> DominionState:
    immune = state.immune  # Moat and Lighthouse answered when Pirate Ship was played
    return state.push(PirateRaid(pid, tuple(v for v in state.others(pid) if v not in immune)))


PIRATE_SHIP: Final = Card(
    name="Pirate Ship", cost=4, types=frozenset({CardType.ACTION, CardType.ATTACK}),
    on_play=ChooseOne((Option(PLUNDER, _plunder), Option(RAID, _raid))),
    expansion="Seaside", edition=1,
    text="Choose one: +$1 per Coin token on your Pirate Ship mat; or each other player reveals "
         "the top 2 cards of his deck, trashes a revealed Treasure that you choose, discards the "
         "rest, and if anyone trashed a Treasure you take a Coin token.",
)


# -- Sea Hag -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardThenCurse:
    """Sea Hag: the victim's top card (revealed: a discard is public) is discarded, then a Curse
    is gained onto its deck (a Curse even when there was no card to discard)."""

    def after(self, state: DominionState, victim: int, cards: tuple[Card, ...]) -> DominionState:
        return state.push(DiscardCards(victim, cards, "set_aside"), GainTo(victim, CURSE, "deck"))


def _sea_hag_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return RevealTop(victim, 1, DiscardThenCurse()).execute(state)  # the victim's shuffle


SEA_HAG: Final = attack(
    "Sea Hag", cost=4, each_other=_sea_hag_hit, expansion="Seaside", edition=1,
    text="Each other player discards the top card of his deck, then gains a Curse card, putting "
         "it on top of his deck.",
)


# -- Ghost Ship ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TopdeckDownTo:
    """Ghost Ship: ``player`` puts cards from hand onto its deck, one ``topdeck <Card>`` at a time
    in the order it likes (each on top of the one before), until ``n`` cards are left in hand."""

    player: int
    n: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        left = list(state.players[self.player].hand)
        if len(left) - len(picks) <= self.n:
            return ()
        for pick in picks:
            left.remove(next(c for c in left if c.name == pick.arg))
        return tuple(Choice("topdeck", n) for n in sorted({c.name for c in left}))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        for pick in picks:  # each goes on top of the one before: the last one picked is on top
            card = next(c for c in state.players[pid].hand if c.name == pick.arg)
            state = state.remove_from(pid, "hand", (card,)).add_to(pid, "deck", (card,))
        return state


def _ghost_ship_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    if len(state.players[victim].hand) < 4:
        return state
    return state.push(TopdeckDownTo(victim, 3))


GHOST_SHIP: Final = attack(
    "Ghost Ship", cost=5, cards=2, each_other=_ghost_ship_hit, expansion="Seaside", edition=1,
    text="+2 Cards. Each other player with 4 or more cards in hand puts cards from his hand on top "
         "of his deck until he has 3 cards in his hand.",
)


# -- Pearl Diver ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PearlDiverChoice:
    """Pearl Diver: ``topdeck <Card>`` (the bottom card, which its owner has looked at) or ``no``."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        deck = state.players[self.player].deck
        if picks or len(deck) < 2:  # one card: it is the top card already
            return ()
        return (Choice("topdeck", deck[-1].name), NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        pid = self.player
        p = state.players[pid]
        deck = p.deck
        known = _masks(p.deck_known, len(deck))  # the bottom's mask moves with it
        p = p.evolve(deck=(deck[-1], *deck[:-1]))
        return state.with_player(pid, p.with_known(deck_known=(known[-1], *known[:-1])))


def _masks(known: tuple[int, ...], n: int) -> tuple[int, ...]:
    """Who knows each of the ``n`` cards of a deck, top first (0 past the known ones)."""
    return tuple(known[i] if i < len(known) else 0 for i in range(n))


@dataclass(frozen=True, slots=True)
class LookAtBottom:
    """Pearl Diver: its owner looks at the bottom card (known to it until the deck is shuffled),
    then may put it on top (`PearlDiverChoice`)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        p = state.players[pid]
        if len(p.deck) >= 2:
            known = _masks(p.deck_known, len(p.deck))
            state = state.with_player(pid, p.with_known(deck_known=(
                *known[:-1], known[-1] | known_to(pid))))
        return state.push(PearlDiverChoice(pid))


def _pearl_diver(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    if not p.deck and p.discard:  # the shuffle may ask (Stash) before the bottom card is seen
        return state.push(Shuffle(pid), LookAtBottom(pid))
    return LookAtBottom(pid).execute(state)


PEARL_DIVER: Final = action(
    "Pearl Diver", cost=2, cards=1, actions=1, then=_pearl_diver, expansion="Seaside", edition=1,
    text="+1 Card +1 Action. Look at the bottom card of your deck. You may put it on top.",
)


# -- Navigator -----------------------------------------------------------------------------

DISCARD_ALL: Final = "discard all of them"
PUT_BACK: Final = "put them back on top of your deck in any order"
"""Navigator's two options, labelled by their printed words."""


NAVIGATOR: Final = action(
    "Navigator", cost=4, coins=2, then=LookAtTop(5, then=DiscardOrPutBack(DISCARD_ALL, PUT_BACK)),
    expansion="Seaside", edition=1,
    text="+$2. Look at the top 5 cards of your deck. Either discard all of them, or put them back "
         "on top of your deck in any order.",
)


# -- Explorer ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainForProvince:
    """Explorer: a revealed Province (known to every seat) gains a Gold to hand; else a Silver."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards:
            return gain(reveal_in_hand(state, pid, cards), pid, GOLD, "hand", EXPLORER)
        return gain(state, pid, SILVER, "hand", EXPLORER)


EXPLORER: Final = action(
    "Explorer", cost=5, expansion="Seaside", edition=1,
    then=FromHand("reveal", of=CardFilter(names=frozenset({PROVINCE.name})),
                  then=GainForProvince()),
    text="You may reveal a Province card from your hand. If you do, gain a Gold card, putting it "
         "into your hand. Otherwise, gain a Silver card, putting it into your hand.",
)


# -- Ambassador ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AmbassadorReturn:
    """Ambassador: the revealed card (known to every seat); ``return <Card>`` up to 2 copies of it
    from hand to its Supply pile (``done``/``no`` to stop); then each other player who is not
    unaffected (Moat, Lighthouse: ``victims``) gains a copy, in turn order."""

    victims: tuple[int, ...]

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        state = reveal_in_hand(state, pid, cards)
        gains = tuple(GainTo(v, card) for v in self.victims)
        if card not in state.mode.index:  # not a Supply card: nothing returns, nothing is gained
            return state
        copies = min(2, state.players[pid].hand.count(card))
        return state.push(ChooseCards(pid, "return", "hand", 0, copies, ReturnToSupply(),
                                      CardFilter(names=frozenset({card.name}))), *gains)


@dataclass(frozen=True, slots=True)
class ReturnToSupply:
    """Put the picked cards from the hand back onto their Supply pile."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        state = state.remove_from(pid, "hand", cards)
        for card in cards:
            state = state.with_supply(card, 1)
        return state


def _ambassador(state: DominionState, pid: int) -> DominionState:
    victims = tuple(v for v in state.others(pid) if v not in state.immune)  # Moat answered
    return state.push(ChooseCards(pid, "reveal", "hand", 1, 1, AmbassadorReturn(victims)))


AMBASSADOR: Final = Card(
    name="Ambassador", cost=3, types=frozenset({CardType.ACTION, CardType.ATTACK}),
    on_play=_ambassador, expansion="Seaside", edition=1,
    text="Reveal a card from your hand. Return up to 2 copies of it from your hand to the Supply. "
         "Then each other player gains a copy of it.",
)


# -- Embargo -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EmbargoPile:
    """Embargo: ``embargo <Card>`` for any Supply pile (empty ones too): one more Embargo token on
    it (``state.tokens(pile)``, public, kept for the rest of the game)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("embargo", c.name) for c in state.mode.piles)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        name = picks[0].arg if picks else None
        if name is None:
            return state
        table = state.table
        tokens = dict(table.tokens.pile_tokens)
        tokens[name] = tokens.get(name, 0) + 1
        return state.with_table(table.evolve(pile_tokens=tuple(sorted(tokens.items()))))


def _embargo(state: DominionState, pid: int) -> DominionState:
    state = state.push(EmbargoPile(pid))
    in_play = state.players[pid].in_play
    if not in_play or in_play[-1] is not EMBARGO:  # a Throne Room's second play: trashed already
        return state
    p = state.players[pid]
    state = state.with_player(pid, p.evolve(in_play=in_play[:-1]))
    return trash_cards(state.add_to(pid, "set_aside", (EMBARGO,)), pid, (EMBARGO,), "set_aside",
                       EMBARGO)


def _embargoed(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and state.tokens(event.card.name) > 0


def _embargo_curses(state: DominionState, owner: int, event: Event) -> DominionState:
    """The buyer gains a Curse per Embargo token on the bought card's pile."""
    n = state.tokens(event.card.name) if event.card is not None else 0
    return state.push(*(GainTo(event.seat, CURSE) for _ in range(n)))


EMBARGO: Final = action(
    "Embargo", cost=2, coins=2, then=_embargo, expansion="Seaside", edition=1,
    reactions=(Reaction(event=EventKind.BUY, zone="game", others=None, effect=_embargo_curses,
                        asks=False, when=_embargoed),),
    text="+$2. Trash this card. Put an Embargo token on top of a Supply pile. When a player buys a "
         "card, he gains a Curse card per Embargo token on that pile.",
)


CARDS: Final[tuple[Card, ...]] = (EMBARGO, PEARL_DIVER, AMBASSADOR, SEA_HAG, NAVIGATOR, PIRATE_SHIP,
                                  EXPLORER, GHOST_SHIP)
