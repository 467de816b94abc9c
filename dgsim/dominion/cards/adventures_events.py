"""Adventures' Events: landscapes bought with a buy (`dgsim.dominion.landscape`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Hook, Reaction, event
from dgsim.dominion.cards.basic import CURSE, ESTATE, GOLD, SILVER
from dgsim.dominion.decision import CardFilter, ChooseCards, GainFromSupply, TrashThem
from dgsim.dominion.effect import discard_cards, trash_cards
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.fields import declare_mat
from dgsim.dominion.gaining import GainTo, gained_not_on_deck, topdeck_gained
from dgsim.dominion.library import (
    ChooseOne,
    GainUpTo,
    LookAtTop,
    Option,
    SortLooked,
    ToMat,
    play_leaving_it,
)
from dgsim.dominion.phase import after_turn
from dgsim.dominion.state import DominionState
from dgsim.dominion.table import TurnEntry
from dgsim.dominion.tokens import (
    MoveToken,
    flip_journey,
    move_token,
    put_minus_card,
    take_minus_coin,
    token_pile,
)
from dgsim.dominion.trigger import start_this_turn

__all__ = [
    "ALMS",
    "BALL",
    "BONFIRE",
    "BORROW",
    "EXPEDITION",
    "FERRY",
    "INHERITANCE",
    "INHERITANCE_MAT",
    "LANDSCAPES",
    "LOST_ARTS",
    "MISSION",
    "PATHFINDING",
    "PILGRIMAGE",
    "PLAN",
    "QUEST",
    "QUEST_OPTIONS",
    "RAID",
    "SAVE",
    "SAVE_MAT",
    "SCOUTING_PARTY",
    "SEAWAY",
    "TRADE",
    "TRAINING",
    "TRAVELLING_FAIR",
    "DiscardForGold",
    "DiscardOfLooked",
    "GainCopiesOfDistinct",
    "PlayInherited",
    "SetAsideToInherit",
    "TokenToGainedPile",
    "TrashForSilvers",
]

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

# -- Pathfinding, Training, Seaway, Plan: a token onto a pile ----------------------------


def _pathfinding(state: DominionState, pid: int) -> DominionState:
    return state.push(MoveToken(pid, "+1 Card"))


PATHFINDING: Final = event(
    "Pathfinding", cost=8, expansion=_SET, then=_pathfinding, tokens=("+1 Card",),
    text="Move your +1 Card token to an Action Supply pile (when you play a card from that pile, "
         "you first get +1 Card).")


def _training(state: DominionState, pid: int) -> DominionState:
    return state.push(MoveToken(pid, "+$1"))


TRAINING: Final = event(
    "Training", cost=6, expansion=_SET, then=_training, tokens=("+$1",),
    text="Move your +$1 token to an Action Supply pile (when you play a card from that pile, you "
         "first get +$1).")


@dataclass(frozen=True, slots=True)
class TokenToGainedPile:
    """`GainFromSupply`'s ``then``: ``token`` moves to the pile of the card gained (none gained:
    it stays where it is)."""

    token: str

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return move_token(state, pid, self.token, cards[0].name) if cards else state


_ACTION_UP_TO_4: Final = CardFilter(types=frozenset({CardType.ACTION}), max_cost=4)


def _seaway(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromSupply(pid, _ACTION_UP_TO_4, then=TokenToGainedPile("+1 Buy")))


SEAWAY: Final = event(
    "Seaway", cost=5, expansion=_SET, then=_seaway, tokens=("+1 Buy",),
    text="Gain an Action card costing up to $4. Move your +1 Buy token to its pile (when you play "
         "a card from that pile, you first get +1 Buy).")


def _plan(state: DominionState, pid: int) -> DominionState:
    return state.push(MoveToken(pid, "Trashing"))


def _from_trashing_pile(state: DominionState, owner: int, event: Event) -> bool:
    pile = token_pile(state, owner, "Trashing")
    return pile is not None and event.card is not None and state.pile_name(
        event.card.name) == pile


def _may_trash(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(ChooseCards(owner, "trash", "hand", 0, 1, TrashThem()))


PLAN: Final = event(
    "Plan", cost=3, expansion=_SET, then=_plan, tokens=("Trashing",),
    reactions=(Reaction(event=EventKind.BUY, zone="game", others=False, asks=False,
                        effect=_may_trash, when=_from_trashing_pile),),
    text="Move your Trashing token to an Action Supply pile (when you buy a card from that pile, "
         "you may trash a card from your hand).")


# -- Ball, Raid, Pilgrimage --------------------------------------------------------------------


_UP_TO_4: Final = GainUpTo(4)


def _ball(state: DominionState, pid: int) -> DominionState:
    state = take_minus_coin(state, pid)
    return _UP_TO_4(_UP_TO_4(state, pid), pid)


BALL: Final = event(
    "Ball", cost=5, expansion=_SET, then=_ball, tokens=("-$1",),
    text="Take your -$1 token. Gain 2 cards each costing up to $4.")


def _raid(state: DominionState, pid: int) -> DominionState:
    for other in state.others(pid):
        state = put_minus_card(state, other)
    silvers = state.players[pid].in_play.count(SILVER)
    return state.push(*(GainTo(pid, SILVER) for _ in range(silvers)))


RAID: Final = event(
    "Raid", cost=5, expansion=_SET, then=_raid, tokens=("-1 Card",),
    text="Gain a Silver per Silver you have in play. Each other player puts their -1 Card token "
         "on their deck.")


@dataclass(frozen=True, slots=True)
class GainCopiesOfDistinct:
    """Pilgrimage: ``gain <Card>`` up to ``most`` differently named cards of ``player``'s in play,
    one pick per name in name order (``done`` to stop), then a copy of each from the supply."""

    player: int
    most: int = 3

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if len(picks) >= self.most or (picks and picks[-1].arg is None):
            return ()
        floor = picks[-1].arg or "" if picks else ""
        names = sorted({c.name for c in state.players[self.player].in_play})
        return (*(Choice("gain", n) for n in names if n > floor), Choice("done"))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        in_play = {c.name: c for c in state.players[self.player].in_play}
        cards = [in_play[p.arg] for p in picks if p.arg is not None]
        return state.push(*(GainTo(self.player, c) for c in cards))


def _pilgrimage(state: DominionState, pid: int) -> DominionState:
    state, up = flip_journey(state, pid)
    if not up or not state.players[pid].in_play:
        return state
    return state.push(GainCopiesOfDistinct(pid))


PILGRIMAGE: Final = event(
    "Pilgrimage", cost=4, expansion=_SET, once_per_turn=True, then=_pilgrimage,
    tokens=("Journey",),
    text="Once per turn: Turn your Journey token over (it starts face up); then if it's face up, "
         "choose up to 3 differently named cards you have in play and gain a copy of each.")

# -- Save --------------------------------------------------------------------------------------

SAVE_MAT: Final = declare_mat("Save", private=True, set_aside=True)
"""The card Save sets aside, face down (known to its owner; part of ``p.set_aside``)."""


def _save(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    state = after_turn(state.with_player(pid, p.with_counters(buys=p.buys + 1)), pid, SAVE)
    return state.push(ChooseCards(pid, "set aside", "hand", 1, 1, ToMat(SAVE_MAT)))


def _save_after_turn(state: DominionState, pid: int) -> DominionState:
    """"put it into your hand at end of turn (after drawing)": what is on the Save mat."""
    p = state.players[pid]
    cards = p.more.mat(SAVE_MAT)
    if not cards:
        return state
    state = state.with_player(pid, p.with_more(p.more.with_mat(SAVE_MAT, ())))
    return state.add_to(pid, "hand", cards)  # known to its owner only, as while aside


SAVE: Final = Card(
    name="Save", cost=1, types=frozenset({CardType.EVENT}), expansion=_SET, once_per_turn=True,
    when_bought=_save, after_turn=_save_after_turn,
    text="+1 Buy. Once per turn: Set aside a card from your hand, and put it into your hand at "
         "end of turn (after drawing).")


# -- Inheritance ---------------------------------------------------------------------------------

INHERITANCE_MAT: Final = declare_mat("Inheritance", set_aside=True)
"""The card Inheritance sets aside, face up, with the seat's Estate token on it (part of
``p.set_aside``: it counts as the seat's at the end of the game)."""

_INHERITABLE: Final = CardFilter(types=frozenset({CardType.ACTION}),
                                 exclude=frozenset({CardType.COMMAND}), max_cost=4)


@dataclass(frozen=True, slots=True)
class SetAsideToInherit:
    """``set aside <Card>`` for each non-Command Action card on top of a supply pile costing up
    to $4: it leaves its pile for ``player``'s Inheritance mat (not a gain) and the Estate token
    moves to its pile. Nothing is asked when none qualifies."""

    player: int

    @property
    def from_supply(self) -> bool:
        """True: a card is taken from the Supply, not gained (bots weigh it as a gain)."""
        return True

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self) if self.options(state) else state

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The cards that may be set aside, in supply order."""
        supply = state.supply
        return tuple(c for i, c in enumerate(state.supply_cards())
                     if supply[i] > 0 and _INHERITABLE.accepts(state, c))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("set aside", c.name) for c in self.options(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        card = next(c for c in self.options(state) if c.name == picks[0].arg)
        state = state.with_supply(card, -1)
        p = state.players[self.player]
        state = state.with_player(self.player, p.with_more(p.more.with_mat(
            INHERITANCE_MAT, (*p.more.mat(INHERITANCE_MAT), card))))
        return move_token(state, self.player, "Estate", card.name)


def _inheritance(state: DominionState, pid: int) -> DominionState:
    return state.push(SetAsideToInherit(pid))


def _not_inherited_yet(state: DominionState, pid: int) -> bool:
    """"Once per game": the seat's Estate token is on no card yet."""
    return token_pile(state, pid, "Estate") is None


def _inherited(state: DominionState, pid: int) -> Card | None:
    """The card with ``pid``'s Estate token (on its Inheritance mat), or None."""
    if token_pile(state, pid, "Estate") is None:
        return None
    cards = state.players[pid].more.mat(INHERITANCE_MAT)
    return cards[-1] if cards else None


@dataclass(frozen=True, slots=True)
class PlayInherited:
    """An Estate's play during its owner's turn: "Play the card with your Estate token, leaving
    it there" (what would move that card finds nothing to move; a Duration so played keeps the
    Estate in play while it has work left, the Estate being its keeper)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        card = _inherited(state, self.player)
        return state if card is None else play_leaving_it(state, self.player, card, ESTATE)


def _play_inherited(state: DominionState, pid: int) -> DominionState:
    return PlayInherited(pid).execute(state)


def _inheritance_instead(state: DominionState, pid: int, card: Card) -> Hook | None:
    """An Estate played on the turn of the seat whose Estate token is on a card follows that
    card's instructions (an Estate has none of its own)."""
    if card is not ESTATE or pid != state.current or _inherited(state, pid) is None:
        return None
    return _play_inherited


INHERITANCE: Final = Card(
    name="Inheritance", cost=7, types=frozenset({CardType.EVENT}), expansion=_SET,
    when_bought=_inheritance, buy_check=_not_inherited_yet, instead=_inheritance_instead,
    tokens=("Estate",),
    text="Once per game: Set aside a non-Command Action card from the Supply costing up to $4. "
         "Move your Estate token to it. (During your turns, Estates are also Actions with \"Play "
         "the card with your Estate token, leaving it there.\")")


LANDSCAPES: Final[tuple[Card, ...]] = (
    ALMS, BALL, BONFIRE, BORROW, EXPEDITION, FERRY, INHERITANCE, LOST_ARTS, MISSION, PATHFINDING,
    PILGRIMAGE, PLAN, QUEST, RAID, SAVE, SCOUTING_PARTY, SEAWAY, TRADE, TRAINING,
    TRAVELLING_FAIR)
"""Adventures' Events implemented, by name."""
