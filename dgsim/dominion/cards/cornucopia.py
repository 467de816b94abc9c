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
from dgsim.core.pick import NO
from dgsim.dominion.card import (
    AttackHook,
    Card,
    CardType,
    Hook,
    Reaction,
    action,
    attack,
    treasure,
    victory,
)
from dgsim.dominion.cards.basic import CURSE, DUCHY, ESTATE, GOLD, PROVINCE, SILVER
from dgsim.dominion.decision import CardFilter, DiscardThem, GainFromSupply
from dgsim.dominion.effect import (
    GainCard,
    RevealTop,
    RevealUntil,
    discard_cards,
    draw,
    gain,
    reveal_hand,
    reveal_in_hand,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import TrashToGainThen
from dgsim.dominion.library import ChooseOne, DeckIntoDiscard, DiscardDownTo, Draw, FromHand, Option, Steps
from dgsim.dominion.state import PUBLIC, DominionState, DurationRecord
from dgsim.dominion.trigger import start_this_turn, this_turn_count

__all__ = [
    "BAG_OF_GOLD",
    "CARDS",
    "DIADEM",
    "FAIRGROUNDS",
    "FARMING_VILLAGE",
    "FOLLOWERS",
    "FORTUNE_TELLER",
    "HAMLET",
    "HARVEST",
    "HORN_OF_PLENTY",
    "HORSE_TRADERS",
    "HUNTING_PARTY",
    "JESTER",
    "MENAGERIE",
    "PRINCESS",
    "PRIZES",
    "REMAKE",
    "TOURNAMENT",
    "TRUSTY_STEED",
    "YOUNG_WITCH",
    "BaneReveal",
    "DiscardForBonus",
    "FoundToHand",
    "HornTrash",
    "JesterChoice",
    "NotInHand",
    "OfTypes",
    "PrizeOrDuchy",
    "TournamentReveal",
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
        p = p.with_counters(actions=p.actions + self.actions, buys=p.buys + self.buys)
        state = state.with_player(pid, p)
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
    return state.with_player(owner, p.with_more(p.more.evolve(pending=(*p.more.lasting.pending, record))))


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


# -- The Prizes ----------------------------------------------------------------------------


def _prize(name: str, types: tuple[CardType, ...], text: str, *, on_play: Hook,
           on_attack: AttackHook | None = None, cards: int = 0, actions: int = 0, buys: int = 0,
           coins: int = 0) -> Card:
    """A Prize: costs $0, not in the supply, one of each (brought by Tournament)."""
    return Card(name=name, cost=0, types=frozenset((*types, CardType.PRIZE)),
                text=f"{text} (This is not in the Supply.)", expansion="Cornucopia",
                on_play=on_play, on_attack=on_attack, cards=cards, actions=actions, buys=buys,
                coins=coins)


def _bag_of_gold(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, GOLD, "deck", BAG_OF_GOLD)


BAG_OF_GOLD: Final = _prize(
    "Bag of Gold", (CardType.ACTION,), "+1 Action. Gain a Gold, putting it on top of your deck.",
    actions=1, on_play=_bag_of_gold)


def _diadem(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, state.players[pid].actions)


DIADEM: Final = _prize(
    "Diadem", (CardType.TREASURE,),
    "Worth $2. When you play this, +$1 per unused Action you have (Action, not Action card).",
    coins=2, on_play=_diadem)


def _followers(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, ESTATE, cause=FOLLOWERS)


_DOWN_TO_3: Final = DiscardDownTo(3)


def _followers_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    # a Curse, then the discard (pushed first: it waits below the Curse's gain)
    return gain(state.push(_Hit(attacker, victim)), victim, CURSE, cause=FOLLOWERS)


@dataclass(frozen=True, slots=True)
class _Hit:
    """Followers: the victim discards down to 3 once its Curse's gain has resolved."""

    attacker: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return _DOWN_TO_3(state, self.attacker, self.victim)


FOLLOWERS: Final = _prize(
    "Followers", (CardType.ACTION, CardType.ATTACK),
    "+2 Cards. Gain an Estate. Each other player gains a Curse and discards down to 3 cards in "
    "hand.", cards=2, on_play=_followers, on_attack=_followers_hit)


def _princess(state: DominionState, pid: int) -> DominionState:
    if this_turn_count(state, pid, PRINCESS):  # played again (Throne Room): still $2 less
        return state
    table = state.table
    state = state.with_table(table.evolve(cost_cut=table.turn.cost_cut + 2))
    return start_this_turn(state, pid, PRINCESS)


PRINCESS: Final = _prize(
    "Princess", (CardType.ACTION,),
    "+1 Buy. While this is in play, cards cost $2 less, but not less than $0.", buys=1,
    on_play=_princess)


def _plus_actions(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(actions=p.actions + 2))


def _plus_coins(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 2)


def _silvers(state: DominionState, pid: int) -> DominionState:
    state = state.push(_DeckToDiscard(pid))
    for _ in range(4):  # pushed: each gain (and what reacts to it) resolves in turn
        state = state.push(GainCard(pid, SILVER, cause=TRUSTY_STEED))
    return state


@dataclass(frozen=True, slots=True)
class _DeckToDiscard:
    """Trusty Steed: put the deck into the discard pile (a move, not a discard)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return DeckIntoDiscard().after(state, self.player, ())


STEED_SILVERS: Final = "gain 4 Silvers and put your deck into your discard pile"

TRUSTY_STEED: Final = _prize(
    "Trusty Steed", (CardType.ACTION,),
    "Choose two: +2 Cards; or +2 Actions; or +$2; or gain 4 Silvers and put your deck into your "
    "discard pile. (The choices must be different.)",
    on_play=ChooseOne((Option("+2 Cards", Draw(2)), Option("+2 Actions", _plus_actions),
                       Option("+$2", _plus_coins), Option(STEED_SILVERS, _silvers)), count=2))

PRIZES: Final[tuple[Card, ...]] = (BAG_OF_GOLD, DIADEM, FOLLOWERS, PRINCESS, TRUSTY_STEED)
"""The five Prizes: one of each, outside the supply, in games with Tournament."""


# -- Tournament ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TournamentReveal:
    """Tournament: each player in turn from ``owner`` may reveal a Province from hand
    (``reveal Province`` or ``no``; not asked without one); ``seats`` are those still to decide,
    ``revealed`` those who did."""

    player: int
    owner: int
    seats: tuple[int, ...]
    revealed: tuple[int, ...] = ()

    def execute(self, state: DominionState) -> DominionState:
        seats = self.seats
        while seats and PROVINCE not in state.players[seats[0]].hand:
            seats = seats[1:]
        if not seats:
            return _tournament_result(state, self.owner, self.revealed)
        return state.ask(replace(self, player=seats[0], seats=seats))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else (Choice("reveal", PROVINCE.name), NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        seat = self.seats[0]
        revealed = self.revealed
        if picks and picks[0].arg is not None:
            state = reveal_in_hand(state, seat, (PROVINCE,))
            revealed = (*revealed, seat)
        return state.push(replace(self, seats=self.seats[1:], revealed=revealed))


def _tournament_result(state: DominionState, pid: int, revealed: tuple[int, ...]) -> DominionState:
    if not any(seat != pid for seat in revealed):  # after the gain (if any): +1 Card +$1
        state = state.push(_CardAndCoin(pid))
    if pid in revealed:
        state = state.push(PrizeOrDuchy(pid))
        state = discard_cards(state, pid, (PROVINCE,), "hand", TOURNAMENT)
    return state


@dataclass(frozen=True, slots=True)
class _CardAndCoin:
    """Tournament: +1 Card +$1 (no-one else revealed a Province)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return draw(state.add_coins(self.player, 1), self.player, 1)


@dataclass(frozen=True, slots=True)
class PrizeOrDuchy:
    """Tournament: ``gain <Prize>`` for each Prize left in the Prize pile, or ``gain Duchy`` (even
    when none is left: then nothing is gained), onto the deck."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        prizes = tuple(Choice("gain", c.name) for c in state.table.zones.non_supply
                       if CardType.PRIZE in c.types)
        return (*prizes, Choice("gain", DUCHY.name))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        name = picks[0].arg if picks else DUCHY.name
        if name == DUCHY.name:
            return gain(state, self.player, DUCHY, "deck", TOURNAMENT)
        prize = next(c for c in state.table.zones.non_supply if c.name == name)
        return state.push(GainCard(self.player, prize, "deck", TOURNAMENT, source="non_supply"))


def _tournament(state: DominionState, pid: int) -> DominionState:
    n = state.mode.players
    seats = tuple((pid + k) % n for k in range(n))
    return TournamentReveal(pid, pid, seats).execute(state)


TOURNAMENT: Final = action(
    "Tournament", cost=4, actions=1, then=_tournament, expansion="Cornucopia", non_supply=PRIZES,
    text="+1 Action. Each player may reveal a Province from his hand. If you do, discard it and "
         "gain a Prize (from the Prize pile) or a Duchy, putting it on top of your deck. If no-one "
         "else does, +1 Card, +$1.",
)


# -- Young Witch ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BaneReveal:
    """Young Witch: the victim may reveal the Bane from its hand (``reveal <Bane>`` or ``no``);
    if it doesn't, it gains a Curse."""

    player: int
    bane: Card

    def execute(self, state: DominionState) -> DominionState:
        if self.bane not in state.players[self.player].hand:
            return gain(state, self.player, CURSE, cause=YOUNG_WITCH)
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else (Choice("reveal", self.bane.name), NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if picks and picks[0].arg is not None:
            return reveal_in_hand(state, self.player, (self.bane,))
        return gain(state, self.player, CURSE, cause=YOUNG_WITCH)


def _young_witch_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    bane = state.mode.bane
    if bane is None:  # a game built without setup (make_mode): no Bane, a Curse
        return gain(state, victim, CURSE, cause=YOUNG_WITCH)
    return BaneReveal(victim, bane).execute(state)


YOUNG_WITCH: Final = attack(
    "Young Witch", cost=4, cards=2, each_other=_young_witch_hit, expansion="Cornucopia",
    then=FromHand("discard", exactly=2, then=DiscardThem()), needs_bane=True,
    text="+2 Cards. Discard 2 cards. Each other player may reveal a Bane card from his hand. If he "
         "doesn't, he gains a Curse. Setup: Add an extra Kingdom card pile costing $2 or $3 to the "
         "Supply. Cards from that pile are Bane cards.",
)


CARDS: Final[tuple[Card, ...]] = (
    FAIRGROUNDS, FARMING_VILLAGE, FORTUNE_TELLER, HAMLET, HARVEST, HORN_OF_PLENTY, HORSE_TRADERS,
    HUNTING_PARTY, JESTER, MENAGERIE, REMAKE, TOURNAMENT, YOUNG_WITCH, *PRIZES,
)
