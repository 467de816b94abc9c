"""Dominion: Cornucopia — the kingdom cards and the five Prizes, each with its printed text (the
original printing's).

Reactions are offered as ``reveal <Card>`` (DESIGN, "a reaction offered"): revealing Horse Traders
sets it aside. Cards revealed off a deck go through `RevealTop` and `RevealUntil` (with a
`RevealStop` when the cards looked for are not of one type: Fortune Teller, Farming Village,
Hunting Party).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, action, attack, treasure, victory
from dgsim.dominion.cards.basic import CURSE
from dgsim.dominion.cards.intrigue import TrashToGainThen
from dgsim.dominion.decision import CardFilter, DiscardThem, GainFromSupply
from dgsim.dominion.effect import (
    GainCard,
    RevealTop,
    RevealUntil,
    discard_cards,
    draw,
    gain,
    reveal_hand,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import FromHand, Steps
from dgsim.dominion.state import PUBLIC, DominionState, DurationRecord

__all__ = [
    "CARDS",
    "FAIRGROUNDS",
    "FARMING_VILLAGE",
    "FORTUNE_TELLER",
    "HAMLET",
    "HARVEST",
    "HORN_OF_PLENTY",
    "HORSE_TRADERS",
    "HUNTING_PARTY",
    "JESTER",
    "MENAGERIE",
    "REMAKE",
    "DiscardForBonus",
    "FoundToHand",
    "HornTrash",
    "JesterChoice",
    "NotInHand",
    "OfTypes",
]


# -- Hamlet --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardForBonus:
    """Hamlet: if a card was picked, discard it for +``actions`` Actions and +``buys`` Buys."""

    actions: int = 0
    buys: int = 0

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        p = state.players[pid]
        state = state.with_player(pid, replace(p, actions=p.actions + self.actions,
                                               buys=p.buys + self.buys))
        return discard_cards(state, pid, cards)


HAMLET: Final = action(
    "Hamlet", cost=2, cards=1, actions=1, expansion="Cornucopia",
    then=Steps((FromHand("discard", then=DiscardForBonus(actions=1)),
                FromHand("discard", then=DiscardForBonus(buys=1)))),
    text="+1 Card +1 Action. You may discard a card; if you do, +1 Action. You may discard a "
         "card; if you do, +1 Buy.",
)


# -- Fortune Teller ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OfTypes:
    """`RevealStop`: a card of any of ``types`` (Fortune Teller: Victory or Curse)."""

    types: frozenset[CardType]
    treasures: bool = False
    """Count the game's own Treasures too (Charlatan's Curse: `Mode.treasures`)."""

    def stops(self, state: DominionState, pid: int, card: Card, /) -> bool:
        return bool(card.types & self.types) or (self.treasures and card in state.mode.treasures)


@dataclass(frozen=True, slots=True)
class FoundOnTop:
    """Fortune Teller: the card found goes on top of the deck; the others revealed are discarded."""

    stop: OfTypes

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards and self.stop.stops(state, pid, cards[-1]):
            found = cards[-1]
            state = state.remove_from(pid, "set_aside", (found,)).add_to(pid, "deck", (found,),
                                                                            PUBLIC)
            cards = cards[:-1]
        return discard_cards(state, pid, cards, "set_aside")


_VICTORY_OR_CURSE: Final = OfTypes(frozenset({CardType.VICTORY, CardType.CURSE}))


def _fortune_teller_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return RevealUntil(victim, CardType.VICTORY, 1, FoundOnTop(_VICTORY_OR_CURSE),
                       stop=_VICTORY_OR_CURSE).execute(state)


FORTUNE_TELLER: Final = attack(
    "Fortune Teller", cost=3, coins=2, each_other=_fortune_teller_hit, expansion="Cornucopia",
    text="+$2. Each other player reveals cards from the top of his deck until he reveals a "
         "Victory or Curse card. He puts it on top and discards the other revealed cards.",
)


# -- Menagerie -----------------------------------------------------------------------------


def _menagerie(state: DominionState, pid: int) -> DominionState:
    state = reveal_hand(state, pid)
    hand = state.players[pid].hand
    return draw(state, pid, 3 if len({c.name for c in hand}) == len(hand) else 1)


MENAGERIE: Final = action(
    "Menagerie", cost=3, actions=1, then=_menagerie, expansion="Cornucopia",
    text="+1 Action. Reveal your hand. If there are no duplicate cards in it, +3 Cards. "
         "Otherwise, +1 Card.",
)


# -- Farming Village and Hunting Party -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class FoundToHand:
    """The card found goes into the hand (seen by all); the others revealed are discarded."""

    stop: OfTypes | NotInHand

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards and self.stop.stops(state, pid, cards[-1]):
            found = cards[-1]
            state = state.remove_from(pid, "set_aside", (found,)).add_to(pid, "hand", (found,),
                                                                            PUBLIC)
            cards = cards[:-1]
        return discard_cards(state, pid, cards, "set_aside")


_ACTION_OR_TREASURE: Final = OfTypes(frozenset({CardType.ACTION, CardType.TREASURE}),
                                     treasures=True)


def _farming_village(state: DominionState, pid: int) -> DominionState:
    return RevealUntil(pid, CardType.ACTION, 1, FoundToHand(_ACTION_OR_TREASURE),
                       stop=_ACTION_OR_TREASURE).execute(state)


FARMING_VILLAGE: Final = action(
    "Farming Village", cost=4, actions=2, then=_farming_village, expansion="Cornucopia",
    text="+2 Actions. Reveal cards from the top of your deck until you reveal an Action or "
         "Treasure card. Put that card into your hand and discard the other cards.",
)


@dataclass(frozen=True, slots=True)
class NotInHand:
    """`RevealStop`: a card that is not a duplicate of one in the revealer's hand (Hunting Party)."""

    def stops(self, state: DominionState, pid: int, card: Card, /) -> bool:
        return card not in state.players[pid].hand


_NOT_IN_HAND: Final = NotInHand()


def _hunting_party(state: DominionState, pid: int) -> DominionState:
    state = reveal_hand(state, pid)
    return RevealUntil(pid, CardType.ACTION, 1, FoundToHand(_NOT_IN_HAND),
                       stop=_NOT_IN_HAND).execute(state)


HUNTING_PARTY: Final = action(
    "Hunting Party", cost=5, cards=1, actions=1, then=_hunting_party, expansion="Cornucopia",
    text="+1 Card +1 Action. Reveal your hand. Reveal cards from your deck until you reveal a card "
         "that isn't a duplicate of one in your hand. Put it into your hand and discard the rest.",
)


# -- Remake --------------------------------------------------------------------------------


_REMAKE_ONCE: Final = FromHand("trash", exactly=1, then=TrashToGainThen(1, exact=True))

REMAKE: Final = action(
    "Remake", cost=4, then=Steps((_REMAKE_ONCE, _REMAKE_ONCE)), expansion="Cornucopia",
    text="Do this twice: Trash a card from your hand, then gain a card costing exactly $1 more "
         "than the trashed card.",
)


# -- Harvest -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardForVariety:
    """Harvest: discard the revealed cards, +$1 per differently named one."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        state = state.add_coins(pid, len({c.name for c in cards}))
        return discard_cards(state, pid, cards, "set_aside")


def _harvest(state: DominionState, pid: int) -> DominionState:
    return RevealTop(pid, 4, DiscardForVariety()).execute(state)


HARVEST: Final = action(
    "Harvest", cost=5, then=_harvest, expansion="Cornucopia",
    text="Reveal the top 4 cards of your deck, then discard them. +$1 per differently named card "
         "revealed.",
)


# -- Jester --------------------------------------------------------------------------------


JESTER_HIM: Final = "he gains a copy of the discarded card"
JESTER_YOU: Final = "you do"


@dataclass(frozen=True, slots=True)
class JesterChoice:
    """Jester: who gains a copy of ``card``, the victim's discarded card: the printed words
    ``he gains a copy of the discarded card`` or ``you do`` (the attacker's choice)."""

    player: int
    victim: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        if state.pile_count(self.card) <= 0:
            return state  # nobody can gain a copy: nothing to choose
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else (Choice(JESTER_HIM), Choice(JESTER_YOU))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        who = self.player if picks and picks[0].verb == JESTER_YOU else self.victim
        return gain(state, who, self.card, cause=JESTER)


@dataclass(frozen=True, slots=True)
class JesterDiscard:
    """Jester: the victim's top card is discarded; a Victory card gives a Curse, else a copy."""

    attacker: int

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        # below the discard's own reactions (Tunnel): they resolve first
        state = state.push(GainCard(pid, CURSE, cause=JESTER) if card.is_victory
                           else JesterChoice(self.attacker, pid, card))
        return discard_cards(state, pid, cards, "set_aside", JESTER)


def _jester_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return RevealTop(victim, 1, JesterDiscard(attacker)).execute(state)


JESTER: Final = attack(
    "Jester", cost=5, coins=2, each_other=_jester_hit, expansion="Cornucopia",
    text="+$2. Each other player discards the top card of his deck. If it's a Victory card he "
         "gains a Curse. Otherwise he gains a copy of the discarded card or you do, your choice.",
)


# -- Horn of Plenty ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HornTrash:
    """Horn of Plenty: if the gained card is a Victory card, trash the Horn (if still in play)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards and cards[0].is_victory and HORN_OF_PLENTY in state.players[pid].in_play:
            return trash_cards(state, pid, (HORN_OF_PLENTY,), "in_play", HORN_OF_PLENTY)
        return state


def _horn_of_plenty(state: DominionState, pid: int) -> DominionState:
    names = len({c.name for c in state.players[pid].in_play_all()})
    return state.push(GainFromSupply(pid, CardFilter(max_cost=names), then=HornTrash()))


HORN_OF_PLENTY: Final = treasure(
    "Horn of Plenty", cost=5, coins=0, then=_horn_of_plenty, expansion="Cornucopia",
    text="Worth $0. When you play this, gain a card costing up to $1 per differently named card "
         "you have in play, counting this. If it's a Victory card, trash this.",
)


# -- Fairgrounds ---------------------------------------------------------------------------


def _fairgrounds_vp(state: DominionState, pid: int) -> int:
    return 2 * (len({c.name for c in state.players[pid].all_cards()}) // 5)


FAIRGROUNDS: Final = victory(
    "Fairgrounds", cost=6, vp_hook=_fairgrounds_vp, expansion="Cornucopia",
    text="Worth 2 VP for every 5 differently named cards in your deck (rounded down).",
)


# -- Horse Traders -------------------------------------------------------------------------


def _set_aside(state: DominionState, owner: int, event: Event) -> DominionState:
    """Set Horse Traders aside from the hand; a record brings it back at the owner's next turn."""
    state = state.remove_from(owner, "hand", (HORSE_TRADERS,))
    p = state.players[owner]
    record = DurationRecord(HORSE_TRADERS, aside=(HORSE_TRADERS,))
    return state.with_player(owner, p.with_more(replace(p.more, pending=(*p.more.pending, record))))


def _come_back(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    state = draw(state, pid, 1)
    return state.add_to(pid, "hand", record.aside, PUBLIC)


HORSE_TRADERS: Final = action(
    "Horse Traders", cost=4, buys=1, coins=3, expansion="Cornucopia",
    then=FromHand("discard", exactly=2, then=DiscardThem()), extra_types=(CardType.REACTION,),
    reactions=(Reaction(event=EventKind.ATTACK, zone="hand", others=True, effect=_set_aside,
                        repeatable=True),),
    on_duration=_come_back,
    text="+1 Buy +$3. Discard 2 cards. When another player plays an Attack card, you may first set "
         "this aside from your hand. If you do, then at the start of your next turn, +1 Card and "
         "return this to your hand.",
)


CARDS: Final[tuple[Card, ...]] = (
    FAIRGROUNDS, FARMING_VILLAGE, FORTUNE_TELLER, HAMLET, HARVEST, HORN_OF_PLENTY, HORSE_TRADERS,
    HUNTING_PARTY, JESTER, MENAGERIE, REMAKE,
)
