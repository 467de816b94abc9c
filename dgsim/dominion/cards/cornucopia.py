"""Dominion: Cornucopia, 2nd edition (Cornucopia & Guilds, 2024) — the eight kept kingdom cards
and the new ones (Carnival, Farmhands, Shop, ...), each with its printed text. The five removed
cards and the Prizes are `dgsim.dominion.cards.cornucopia_1e` (the set ``Cornucopia 1E``).

Cards revealed off a deck go through `RevealTop` and `RevealUntil` (with a `RevealStop` when the
cards looked for are not of one type: Hunting Party).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.core.pick import NO
from dgsim.dominion.card import (
    Card,
    CardType,
    Hook,
    VpHook,
    action,
    attack,
    treasure,
    victory,
)
from dgsim.dominion.cards.basic import CURSE, GOLD, SILVER
from dgsim.dominion.decision import CardFilter, ChooseCards, DiscardThem, GainFromSupply
from dgsim.dominion.effect import (
    GainCard,
    PlayCard,
    Resolve,
    RevealTop,
    RevealUntil,
    discard_cards,
    draw,
    gain,
    next_play,
    reveal_hand,
    reveal_in_hand,
    trash_cards,
)
from dgsim.dominion.event import Event
from dgsim.dominion.gaining import GainFromOutside, TrashToGainThen
from dgsim.dominion.library import ChooseOne, FromHand, Option, PlayTwice, Steps, take_coffers
from dgsim.dominion.revealing import FoundToHand, OfTypes
from dgsim.dominion.state import PUBLIC, DominionState, DurationRecord

__all__ = [
    "CARDS",
    "CARNIVAL",
    "CORONET",
    "COURSER",
    "DEMESNE",
    "FAIRGROUNDS",
    "FARMHANDS",
    "FERRYMAN",
    "HAMLET",
    "HORN_OF_PLENTY",
    "HOUSECARL",
    "HUGE_TURNIP",
    "HUNTING_PARTY",
    "JESTER",
    "JOUST",
    "MENAGERIE",
    "REMAKE",
    "RENOWN",
    "REWARDS",
    "SHOP",
    "YOUNG_WITCH",
    "BaneReveal",
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


# -- Hunting Party -----------------------------------------------------


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


# -- Carnival, Shop, Farmhands (2nd edition) ----------------------------------------------


@dataclass(frozen=True, slots=True)
class OneOfEachToHand:
    """Carnival: one of each differently named revealed card goes into the hand (seen by all), the
    others are discarded."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        kept: list[Card] = []
        rest: list[Card] = []
        for card in revealed:
            (rest if card in kept else kept).append(card)
        state = discard_cards(state, pid, tuple(rest), "set_aside")
        return state.remove_from(pid, "set_aside", tuple(kept)).add_to(pid, "hand", tuple(kept),
                                                                       PUBLIC)


def _carnival(state: DominionState, pid: int) -> DominionState:
    return RevealTop(pid, 4, OneOfEachToHand()).execute(state)  # a shuffle first may ask (Stash)


CARNIVAL: Final = action(
    "Carnival", cost=5, then=_carnival, expansion="Cornucopia",
    text="Reveal the top 4 cards of your deck. Put one of each differently named card into your "
         "hand and discard the rest.")


@dataclass(frozen=True, slots=True)
class PlayNotInPlay:
    """Shop: ``play <Card>`` for an Action card in hand with no copy in play, or ``no``."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self) if self.options(state) else state

    def options(self, state: DominionState) -> tuple[str, ...]:
        """The names of the Action cards it may play."""
        p = state.players[self.player]
        in_play = {c.name for c in p.in_play_all()}
        return tuple(sorted({c.name for c in p.hand if state.is_action(c) and c.name not in in_play}))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        return (*(Choice("play", n) for n in self.options(state)), NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        name = picks[0].arg
        if name is None:
            return state
        card = next(c for c in state.players[self.player].hand if c.name == name)
        return PlayCard(self.player, card).execute(state)


def _shop(state: DominionState, pid: int) -> DominionState:
    return state.push(PlayNotInPlay(pid))


SHOP: Final = action(
    "Shop", cost=3, cards=1, coins=1, then=_shop, expansion="Cornucopia",
    text="+1 Card. +$1. You may play an Action card from your hand that you don't have a copy of "
         "in play.")


_ACTION_OR_TREASURE: Final = CardFilter(types=frozenset({CardType.ACTION, CardType.TREASURE}))


@dataclass(frozen=True, slots=True)
class SetAsideToPlay:
    """Farmhands, when gained: the picked card is set aside face up, played at the start of its
    owner's next turn (a record of Farmhands' with the card aside: `_play_aside`)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        state = state.remove_from(pid, "hand", cards)
        p = state.players[pid]
        record = DurationRecord(FARMHANDS, times=0, aside=cards)
        return state.with_player(pid, p.with_more(p.more.evolve(
            pending=(*p.more.lasting.pending, record))))


def _farmhands_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(ChooseCards(owner, "set aside", "hand", 0, 1, SetAsideToPlay(),
                                  _ACTION_OR_TREASURE))


def _play_aside(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    """At the start of the turn, the card Farmhands set aside is played (not optional)."""
    for card in record.aside:
        state = state.add_to(pid, "in_play", (card,), PUBLIC)
        if card.is_duration:
            state, play = next_play(state)
            state = state.push(Resolve(pid, card, play))
        else:
            state = state.push(Resolve(pid, card))
    return state


FARMHANDS: Final = replace(action(
    "Farmhands", cost=4, cards=1, actions=2, on_gain=_farmhands_gained, on_duration=_play_aside,
    expansion="Cornucopia",
    text="+1 Card. +2 Actions. When you gain this, you may set aside an Action or Treasure from "
         "your hand, and play it at the start of your next turn."), aside_face_up=True)


# -- Joust and the Rewards (2nd edition) --------------------------------------------------


def _reward(name: str, types: tuple[CardType, ...], text: str, *, on_play: Hook | None = None,
            cards: int = 0, actions: int = 0, buys: int = 0, coins: int = 0,
            vp_hook: VpHook | None = None) -> Card:
    """A Reward: costs $0, not in the supply (brought by Joust)."""
    return Card(name=name, cost=0, types=frozenset((*types, CardType.REWARD)),
                text=f"{text} (This is not in the Supply.)", expansion="Cornucopia",
                on_play=on_play, cards=cards, actions=actions, buys=buys, coins=coins,
                vp_hook=vp_hook)


_REWARD_TYPES: Final = frozenset({CardType.REWARD})
_CORONET_ACTION: Final = FromHand("play", then=PlayTwice(keeper="Coronet"), of=CardFilter(
    types=frozenset({CardType.ACTION}), exclude=_REWARD_TYPES))
_CORONET_TREASURE: Final = FromHand("play", then=PlayTwice(keeper="Coronet"), of=CardFilter(
    types=frozenset({CardType.TREASURE}), exclude=_REWARD_TYPES))

CORONET: Final = _reward(
    "Coronet", (CardType.ACTION, CardType.TREASURE),
    "You may play a non-Reward Action from your hand twice. You may play a non-Reward Treasure "
    "from your hand twice.", on_play=Steps((_CORONET_ACTION, _CORONET_TREASURE)))


def _plus_cards(state: DominionState, pid: int) -> DominionState:
    return draw(state, pid, 2)


def _plus_actions(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(actions=p.actions + 2))


def _plus_coins(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 2)


def _four_silvers(state: DominionState, pid: int) -> DominionState:
    for _ in range(4):
        state = gain(state, pid, SILVER)
    return state


COURSER: Final = _reward(
    "Courser", (CardType.ACTION,),
    "Choose two different options: +2 Cards; +2 Actions; +$2; gain 4 Silvers.",
    on_play=ChooseOne((Option("+2 Cards", _plus_cards), Option("+2 Actions", _plus_actions),
                       Option("+$2", _plus_coins), Option("gain 4 Silvers", _four_silvers)),
                      count=2))


def _gain_gold(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, GOLD)


def _golds_owned(state: DominionState, pid: int) -> int:
    return sum(1 for c in state.players[pid].all_cards() if c is GOLD)


DEMESNE: Final = _reward(
    "Demesne", (CardType.ACTION, CardType.VICTORY),
    "+2 Actions. +2 Buys. Gain a Gold. Worth 1 VP per Gold you have.", on_play=_gain_gold,
    actions=2, buys=2, vp_hook=_golds_owned)


def _housecarl(state: DominionState, pid: int) -> DominionState:
    names = {c.name for c in state.players[pid].in_play_all() if state.is_action(c)}
    return draw(state, pid, len(names))


HOUSECARL: Final = _reward(
    "Housecarl", (CardType.ACTION,),
    "+1 Card per differently named Action card you have in play.", on_play=_housecarl)


def _huge_turnip(state: DominionState, pid: int) -> DominionState:
    state = take_coffers(state, pid, 2)
    return state.add_coins(pid, state.players[pid].coffers)


HUGE_TURNIP: Final = _reward(
    "Huge Turnip", (CardType.TREASURE,), "+2 Coffers. +$1 per Coffers you have.",
    on_play=_huge_turnip)


def _renown(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(cost_cut=table.turn.cost_cut + 2))


RENOWN: Final = _reward(
    "Renown", (CardType.ACTION,), "+1 Buy. This turn, cards cost $2 less.", on_play=_renown,
    buys=1)

REWARDS: Final[tuple[Card, ...]] = (CORONET, COURSER, DEMESNE, HOUSECARL, HUGE_TURNIP, RENOWN)
"""The six Rewards, gained only by Joust."""


@dataclass(frozen=True, slots=True)
class GainReward:
    """Joust: ``gain <Reward>`` for each Reward left, to the hand (nothing asked when none is)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self) if self.options(state) else state

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The Rewards left, one per name, by name."""
        left = {c.name: c for c in state.table.zones.non_supply if CardType.REWARD in c.types}
        return tuple(left[n] for n in sorted(left))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("gain", c.name) for c in self.options(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        card = next(c for c in self.options(state) if c.name == picks[0].arg)
        return GainFromOutside(self.player, card, "hand").execute(state)


@dataclass(frozen=True, slots=True)
class JoustAside:
    """Joust: the Province set aside (seen by all) waits for Clean-up; then a Reward is gained."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        state = state.remove_from(pid, "hand", cards)
        p = state.players[pid]
        state = state.with_player(pid, p.with_more(p.more.evolve(
            until_cleanup=(*p.more.zones.until_cleanup, *cards))))
        return state.push(GainReward(pid))


JOUST: Final = replace(action(
    "Joust", cost=5, cards=1, actions=1, coins=1, expansion="Cornucopia",
    then=FromHand("set aside", of=CardFilter(names=frozenset({"Province"})), then=JoustAside()),
    non_supply=tuple(c for c in REWARDS for _ in range(2)),
    text="+1 Card. +1 Action. +$1. You may set aside a Province from your hand to gain any Reward "
         "to your hand. Discard the Province in Clean-up. (Rewards: one of each with 2 players, "
         "two of each with more.)"), two_player_non_supply=REWARDS)


# -- Ferryman (2nd edition) --------------------------------------------------------------


def _ferryman_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    aside = state.mode.aside_pile
    return state if aside is None else GainFromOutside(owner, aside).execute(state)


FERRYMAN: Final = replace(action(
    "Ferryman", cost=5, cards=2, actions=1, on_gain=_ferryman_gained, expansion="Cornucopia",
    then=FromHand("discard", exactly=1, then=DiscardThem()),
    text="+2 Cards. +1 Action. Discard a card. Setup: Choose an unused Kingdom card pile costing "
         "$3 or $4. Gain one when you gain a Ferryman."), aside_pile_costs=(3, 4))


CARDS: Final[tuple[Card, ...]] = (
    CARNIVAL, FAIRGROUNDS, FARMHANDS, FERRYMAN, HAMLET, HORN_OF_PLENTY, HUNTING_PARTY, JESTER,
    JOUST, MENAGERIE, REMAKE, SHOP, YOUNG_WITCH, *REWARDS,
)
