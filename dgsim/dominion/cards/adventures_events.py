"""Adventures' Events: landscapes bought with a buy (`dgsim.dominion.landscape`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, event
from dgsim.dominion.cards.basic import CURSE, GOLD, SILVER
from dgsim.dominion.decision import CardFilter, ChooseCards, TrashThem
from dgsim.dominion.effect import discard_cards, trash_cards
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import GainTo, gained_not_on_deck, topdeck_gained
from dgsim.dominion.library import ChooseOne, GainUpTo, LookAtTop, Option, SortLooked
from dgsim.dominion.state import DominionState
from dgsim.dominion.table import TurnEntry
from dgsim.dominion.tokens import MoveToken, put_minus_card
from dgsim.dominion.trigger import start_this_turn

__all__ = ["ALMS", "BONFIRE", "BORROW", "EXPEDITION", "FERRY", "LANDSCAPES", "LOST_ARTS",
           "MISSION", "QUEST", "QUEST_OPTIONS", "SCOUTING_PARTY", "TRADE", "TRAVELLING_FAIR",
           "DiscardForGold", "DiscardOfLooked", "TrashForSilvers"]

_SET = "Adventures"


def _alms(state: DominionState, pid: int) -> DominionState:
    if any(state.is_treasure(c) for c in state.players[pid].in_play):
        return state
    return GainUpTo(4)(state, pid)


ALMS: Final = event(
    "Alms", cost=0, expansion=_SET, once_per_turn=True, then=_alms,
    text="Once per turn: If you have no Treasures in play, gain a card costing up to $4.")


def _expedition(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(end_draw=table.turn.end_draw + 2))


EXPEDITION: Final = event(
    "Expedition", cost=3, expansion=_SET, then=_expedition,
    text="Draw 2 extra cards for your next hand.")



def _borrow(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    state = state.with_player(pid, p.with_counters(buys=p.buys + 1))
    if p.more.tokens.minus_card:
        return state
    return put_minus_card(state, pid).add_coins(pid, 1)


BORROW: Final = event(
    "Borrow", cost=0, expansion=_SET, once_per_turn=True, then=_borrow, tokens=("-1 Card",),
    text="+1 Buy. Once per turn: If your -1 Card token isn't on your deck, put it there and +$1.")


def _ferry(state: DominionState, pid: int) -> DominionState:
    return state.push(MoveToken(pid, "-$2 cost"))


FERRY: Final = event(
    "Ferry", cost=3, expansion=_SET, then=_ferry, tokens=("-$2 cost",),
    text="Move your -$2 cost token to an Action Supply pile (cards from that pile cost $2 less "
         "on your turns, but not less than $0).")


def _lost_arts(state: DominionState, pid: int) -> DominionState:
    return state.push(MoveToken(pid, "+1 Action"))


LOST_ARTS: Final = event(
    "Lost Arts", cost=6, expansion=_SET, then=_lost_arts, tokens=("+1 Action",),
    text="Move your +1 Action token to an Action Supply pile (when you play a card from that "
         "pile, you first get +1 Action).")

# -- Bonfire, Trade ------------------------------------------------------------------------


def _bonfire(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "in_play", 0, 2, TrashThem("in_play")))


BONFIRE: Final = event(
    "Bonfire", cost=3, expansion=_SET, then=_bonfire,
    text="Trash up to 2 cards you have in play.")


@dataclass(frozen=True, slots=True)
class TrashForSilvers:
    """Trade: trash the picked cards from the hand, then gain a Silver per card trashed."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        state = state.push(*(GainTo(pid, SILVER) for _ in cards))
        return trash_cards(state, pid, cards, "hand")


def _trade(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "hand", 0, 2, TrashForSilvers()))


TRADE: Final = event(
    "Trade", cost=5, expansion=_SET, then=_trade,
    text="Trash up to 2 cards from your hand. Gain a Silver per card you trashed.")


# -- Scouting Party ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardOfLooked:
    """Scouting Party: of the top ``count`` cards of the deck (looked at), ``discard <Card>``
    ``discard`` of them (all of them when there are no more), one pick per card in name order;
    the rest go back on top in any order (`SortLooked`'s ``topdeck <Card>``)."""

    player: int
    count: int
    discard: int = 3

    def execute(self, state: DominionState) -> DominionState:
        if self.count <= self.discard:  # no choice: every card looked at is discarded
            return self._resolve(state, state.players[self.player].deck[:self.count])
        return state.ask(self)

    def _left(self, state: DominionState, picks: tuple[Choice, ...]) -> list[Card]:
        left = list(state.players[self.player].deck[:self.count])
        for pick in picks:
            left.remove(next(c for c in left if c.name == pick.arg))
        return left

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if len(picks) >= self.discard:
            return ()
        floor = picks[-1].arg or "" if picks else ""
        return tuple(Choice("discard", n) for n in sorted({c.name for c in self._left(state, picks)})
                     if n >= floor)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        looked = list(state.players[self.player].deck[:self.count])
        out: list[Card] = []
        for pick in picks:
            card = next(c for c in looked if c.name == pick.arg)
            looked.remove(card)
            out.append(card)
        return self._resolve(state, tuple(out))

    def _resolve(self, state: DominionState, cards: tuple[Card, ...]) -> DominionState:
        pid = self.player
        state, looked = state.reveal_from_deck(pid, self.count)  # never shuffles: they are there
        left = list(looked)
        for card in cards:
            left.remove(card)
        rest = len(left)
        state = state.add_to(pid, "set_aside", looked)
        state = discard_cards(state, pid, cards, "set_aside")
        state = state.remove_from(pid, "set_aside", tuple(left)).add_to(pid, "deck", tuple(left))
        return state.push(SortLooked(pid, rest, ("topdeck",))) if rest > 1 else state


@dataclass(frozen=True, slots=True)
class _ScoutLooked:
    """`LookAtTop`'s ``then`` for Scouting Party: `DiscardOfLooked` of the cards looked at."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return state.push(DiscardOfLooked(pid, len(cards))) if cards else state


_SCOUT: Final = LookAtTop(5, then=_ScoutLooked())


def _scouting_party(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    state = state.with_player(pid, p.with_counters(buys=p.buys + 1))
    return _SCOUT(state, pid)


SCOUTING_PARTY: Final = event(
    "Scouting Party", cost=2, expansion=_SET, then=_scouting_party,
    text="+1 Buy. Look at the top 5 cards of your deck. Discard 3 of them and put the rest back "
         "on top of your deck in any order.")


# -- Quest ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardForGold:
    """Quest: discard the picked cards from the hand; a Gold if they were ``need`` cards."""

    need: int

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if len(cards) >= self.need:
            state = state.push(GainTo(pid, GOLD))
        return discard_cards(state, pid, cards, "hand")


_ATTACKS: Final = frozenset({CardType.ATTACK})


def _quest_attack(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "discard", "hand", 1, 1, DiscardForGold(1),
                                  CardFilter(types=_ATTACKS)))


def _quest_curses(state: DominionState, pid: int) -> DominionState:
    curses = tuple(c for c in state.players[pid].hand if c is CURSE)[:2]
    return DiscardForGold(2).after(state, pid, curses)


def _quest_six(state: DominionState, pid: int) -> DominionState:
    n = min(6, len(state.players[pid].hand))
    if n < 6:  # FAQ: "you will discard everything and not gain a Gold"
        return DiscardForGold(6).after(state, pid, state.players[pid].hand)
    return state.push(ChooseCards(pid, "discard", "hand", 6, 6, DiscardForGold(6)))


def _nothing(state: DominionState, pid: int) -> DominionState:
    return state


QUEST_OPTIONS: Final = ChooseOne((Option("discard an Attack", _quest_attack),
                                  Option("discard two Curses", _quest_curses),
                                  Option("discard six cards", _quest_six),
                                  Option("discard nothing", _nothing)))
"""Quest's choice: its printed words, and "discard nothing" (it says "you may")."""

QUEST: Final = event(
    "Quest", cost=0, expansion=_SET, then=QUEST_OPTIONS,
    text="You may discard an Attack, two Curses, or six cards. If you do, gain a Gold.")


# -- Travelling Fair -----------------------------------------------------------------------


def _travelling_fair(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    state = state.with_player(pid, p.with_counters(buys=p.buys + 2))
    return start_this_turn(state, pid, TRAVELLING_FAIR)


TRAVELLING_FAIR: Final = event(
    "Travelling Fair", cost=2, expansion=_SET, then=_travelling_fair,
    reactions=(Reaction(event=EventKind.GAIN, zone="this_turn", others=False, verb="topdeck with",
                        effect=topdeck_gained, when=gained_not_on_deck),),
    text="+2 Buys. When you gain a card this turn, you may put it onto your deck.")


# -- Mission -------------------------------------------------------------------------------


def _mission(state: DominionState, pid: int) -> DominionState:
    table = state.table
    if table.order.previous == pid:  # the previous turn was this seat's: nothing
        return state
    if any(e.seat == pid and e.kind == "mission" for e in table.order.queue):
        return state
    return state.with_table(table.evolve(queue=(TurnEntry(pid, "mission"), *table.order.queue)))


def _mission_turn(state: DominionState, owner: int, event: Event) -> bool:
    return state.table.order.kind == "mission"


def _no_card_buys(state: DominionState, owner: int, event: Event) -> DominionState:
    """The turn Mission gave: no card may be bought (every card of the supply is banned for the
    turn; Events still may be)."""
    mode = state.board.mode
    names = tuple(dict.fromkeys(c.name for pile in mode.piles for c in (pile, *pile.pile)))
    table = state.table
    return state.with_table(table.evolve(banned=(*table.turn.banned, *names)))


MISSION: Final = event(
    "Mission", cost=4, expansion=_SET, once_per_turn=True, then=_mission,
    reactions=(Reaction(event=EventKind.TURN_START, zone="game", others=False, asks=False,
                        effect=_no_card_buys, when=_mission_turn),),
    text="Once per turn: If the previous turn wasn't yours, take another turn after this one, in "
         "which you can't buy cards.")

LANDSCAPES: Final[tuple[Card, ...]] = (ALMS, BONFIRE, BORROW, EXPEDITION, FERRY, LOST_ARTS,
                                       MISSION, QUEST, SCOUTING_PARTY, TRADE, TRAVELLING_FAIR)
"""Adventures' Events implemented, by name."""
