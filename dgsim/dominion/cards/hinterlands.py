"""Dominion: Hinterlands (2nd edition) — its 26 kingdom cards, each with its printed text (2022
texts: Farmland, Haggler, Highway, Scheme).

Reactions are offered as ``reveal <Card>`` (DESIGN, "a reaction offered"), Fool's Gold included
although its text says "trash this from your hand": revealing it trashes it. Cards played when an
event moves them (Weaver, Trail, Berserker) use `play_event_card` (``play <Card>``); "this turn"
abilities are `ThisTurn` triggers with zone ``"this_turn"`` reactions (Haggler, Scheme); Cauldron
counts the turn's Action gains on a trigger of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, action, attack, treasure, victory
from dgsim.dominion.cards.basic import CURSE, GOLD, PROVINCE, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    TREASURES_ONLY,
    CardFilter,
    ChooseCards,
    DiscardThem,
    GainFromSupply,
    TrashThem,
)
from dgsim.dominion.effect import (
    DiscardCards,
    DrawCards,
    GainCard,
    PlayCard,
    Resolve,
    TrashCards,
    announce,
    discard_cards,
    draw,
    gain,
    next_play,
    reveal_hand,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import gained_in_place
from dgsim.dominion.library import (
    MANY,
    ChooseOne,
    ChooseOptions,
    DiscardDownTo,
    FromHand,
    GainUpTo,
    LookAtTop,
    Option,
    Steps,
    TopdeckFromPlay,
)
from dgsim.dominion.state import PUBLIC, DominionState, as_zone
from dgsim.dominion.trigger import start_this_turn, this_turn_count

__all__ = [
    "BERSERKER",
    "BORDER_VILLAGE",
    "CARDS",
    "CARTOGRAPHER",
    "CAULDRON",
    "CROSSROADS",
    "DEVELOP",
    "FARMLAND",
    "FOOLS_GOLD",
    "GUARD_DOG",
    "HAGGLER",
    "HIGHWAY",
    "INN",
    "JACK_OF_ALL_TRADES",
    "MARGRAVE",
    "NOMADS",
    "OASIS",
    "SCHEME",
    "SOUK",
    "SPICE_MERCHANT",
    "STABLES",
    "TRADER",
    "TRAIL",
    "TUNNEL",
    "WEAVER",
    "WHEELWRIGHT",
    "WITCHS_HUT",
    "ActionsGained",
    "Brewing",
    "CursesIfBothActions",
    "DevelopGain",
    "DiscardForStables",
    "DiscardRevealed",
    "DiscardToGainAction",
    "GainSilvers",
    "ShuffleIntoDeck",
    "ThenDiscardDownTo",
    "TrashForSilvers",
    "TrashToDevelop",
    "TrashToFarmland",
    "TrashToSpice",
    "cheaper_than",
    "play_event_card",
]


def cheaper_than(state: DominionState, card: Card) -> CardFilter:
    """The supply's cards costing less than ``card`` now: no more $ and no more Potion, and less of
    one of them (Border Village's "a cheaper card")."""
    coins = cost(state, card)
    names = frozenset(
        c.name for c in state.supply_cards()
        if c.potion <= card.potion and (cost(state, c) < coins or (
            cost(state, c) == coins and c.potion < card.potion)))
    return CardFilter(names=names)


# -- Trader --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainSilvers:
    """``player`` gains ``n`` Silvers, one at a time (each gain told to listeners)."""

    player: int
    n: int

    def execute(self, state: DominionState) -> DominionState:
        return state.push(*(GainCard(self.player, SILVER, "discard", TRADER)
                            for _ in range(self.n)))


@dataclass(frozen=True, slots=True)
class TrashForSilvers:
    """Trash the picked card; gain a Silver per $1 it costs (its cost now, Bridge included)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return state.push(TrashCards(pid, cards), GainSilvers(pid, cost(state, cards[0])))


def _trader_when(state: DominionState, owner: int, event: Event) -> bool:
    card = event.card
    return (card is not None and card is not SILVER and card in state.mode.index
            and state.pile_count(SILVER) > 0 and gained_in_place(state, event))


def _trader_exchange(state: DominionState, owner: int, event: Event) -> DominionState:
    """Exchange: the gained card goes back to its pile, a Silver is taken into the discard pile.

    Exchanging is neither trashing nor gaining (rulebook), so nothing reacts to either card.
    """
    card = event.card
    if card is None or not _trader_when(state, owner, event):
        return state
    state = state.remove_from(owner, as_zone(event.to_zone), (card,)).with_supply(card, 1)
    return state.with_supply(SILVER, -1).add_to(owner, "discard", (SILVER,), PUBLIC)


TRADER: Final = action(
    "Trader", cost=4, then=FromHand("trash", exactly=1, then=TrashForSilvers()),
    extra_types=(CardType.REACTION,), expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.GAIN, zone="hand", others=False, effect=_trader_exchange,
                        when=_trader_when),),
    text="Trash a card from your hand. Gain a Silver per $1 it costs. When you gain a card, you "
         "may reveal this from your hand, to exchange the card for a Silver.",
)


# -- Fool's Gold ---------------------------------------------------------------------------


def _fools_gold(state: DominionState, pid: int) -> DominionState:
    played = sum(1 for c in state.players[pid].in_play if c is FOOLS_GOLD)
    return state.add_coins(pid, 1 if played == 1 else 4)


def _province_gained(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is PROVINCE


def _fools_gold_react(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(TrashCards(owner, (FOOLS_GOLD,)), GainCard(owner, GOLD, "deck", FOOLS_GOLD))


FOOLS_GOLD: Final = treasure(
    "Fool's Gold", cost=2, coins=0, then=_fools_gold, extra_types=(CardType.REACTION,),
    expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.GAIN, zone="hand", others=True, effect=_fools_gold_react,
                        when=_province_gained, repeatable=True),),
    text="Worth $1 if it's the first time you played a Fool's Gold this turn, otherwise worth $4. "
         "When another player gains a Province, you may trash this from your hand, to gain a "
         "Gold onto your deck.",
)


# -- Tunnel --------------------------------------------------------------------------------


def _tunnel_discarded(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is TUNNEL and not event.cleanup


def _tunnel_gold(state: DominionState, owner: int, event: Event) -> DominionState:
    return gain(state, owner, GOLD, cause=TUNNEL)


TUNNEL: Final = victory(
    "Tunnel", cost=3, vp=2, types=(CardType.VICTORY, CardType.REACTION), expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.DISCARD, zone="discard", others=False,
                        effect=_tunnel_gold, when=_tunnel_discarded),),
    text="2 VP. When you discard this other than during Clean-up, you may reveal it to gain a "
         "Gold.",
)


# -- Crossroads ----------------------------------------------------------------------------


def _crossroads(state: DominionState, pid: int) -> DominionState:
    first = this_turn_count(state, pid, CROSSROADS) == 0
    state = start_this_turn(state, pid, CROSSROADS)  # counts the plays of Crossroads this turn
    if first:
        p = state.players[pid]
        state = state.with_player(pid, p.with_counters(actions=p.actions + 3))
    victory_cards = sum(1 for c in state.players[pid].hand if c.is_victory)
    state = reveal_hand(state, pid)
    return draw(state, pid, victory_cards) if victory_cards else state


CROSSROADS: Final = action(
    "Crossroads", cost=2, then=_crossroads, expansion="Hinterlands",
    text="Reveal your hand. +1 Card per Victory card revealed. If this is the first time you "
         "played a Crossroads this turn, +3 Actions.",
)


# -- Oasis, Cartographer -------------------------------------------------------------------


OASIS: Final = action("Oasis", cost=3, cards=1, actions=1, coins=1, expansion="Hinterlands",
                      then=FromHand("discard", exactly=1, then=DiscardThem()),
                      text="+1 Card +1 Action +$1. Discard a card.")

CARTOGRAPHER: Final = action(
    "Cartographer", cost=5, cards=1, actions=1, expansion="Hinterlands",
    then=LookAtTop(4, verbs=("discard", "topdeck")),
    text="+1 Card +1 Action. Look at the top 4 cards of your deck. Discard any number of them, "
         "then put the rest back in any order.",
)


# -- Spice Merchant, Stables ---------------------------------------------------------------


def _spice_cards(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return draw(state.with_player(pid, p.with_counters(actions=p.actions + 1)), pid, 2)


def _spice_coins(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(buys=p.buys + 1, coins=p.coins + 2))


SPICE_OPTIONS: Final = (Option("+2 Cards and +1 Action", _spice_cards),
                        Option("+1 Buy and +$2", _spice_coins))


@dataclass(frozen=True, slots=True)
class TrashToSpice:
    """Spice Merchant: trash the picked Treasure, then choose one of the two options."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return state.push(TrashCards(pid, cards), ChooseOptions(pid, SPICE_OPTIONS))


SPICE_MERCHANT: Final = action(
    "Spice Merchant", cost=4, expansion="Hinterlands",
    then=FromHand("trash", of=TREASURES_ONLY, then=TrashToSpice()),
    text="You may trash a Treasure from your hand to choose one: +2 Cards and +1 Action; or +1 "
         "Buy and +$2.",
)


@dataclass(frozen=True, slots=True)
class DiscardForStables:
    """Stables: discard the picked Treasure, for +3 Cards and +1 Action."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        p = state.players[pid]
        state = state.with_player(pid, p.with_counters(actions=p.actions + 1))
        return state.push(DiscardCards(pid, cards), DrawCards(pid, 3))


STABLES: Final = action(
    "Stables", cost=5, expansion="Hinterlands",
    then=FromHand("discard", of=TREASURES_ONLY, then=DiscardForStables()),
    text="You may discard a Treasure, for +3 Cards and +1 Action.",
)


# -- Nomads, Souk --------------------------------------------------------------------------


def _nomads_coins(state: DominionState, owner: int, event: Event) -> DominionState:
    # +$2 outside its owner's turn is lost at once: only the current player's $ count
    return state.add_coins(owner, 2) if owner == state.current else state


NOMADS: Final = action(
    "Nomads", cost=4, buys=1, coins=2, on_gain=_nomads_coins, on_trash=_nomads_coins,
    expansion="Hinterlands", text="+1 Buy +$2. When you gain or trash this, +$2.",
)


def _souk(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.add_coins(pid, -min(p.coins, len(p.hand)))


def _souk_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(ChooseCards(owner, "trash", "hand", 0, 2, TrashThem()))


SOUK: Final = action(
    "Souk", cost=5, buys=1, coins=7, then=_souk, on_gain=_souk_gained, expansion="Hinterlands",
    text="+1 Buy +$7. -$1 per card in your hand (you can't go below $0). When you gain this, "
         "trash up to 2 cards from your hand.",
)


# -- Develop -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DevelopGain:
    """Develop: gain a card costing exactly the trashed card's $ plus one of ``offsets`` (and its
    Potion), onto the deck; then one for the other offset (either order: the player picks)."""

    player: int
    coins: int
    potion: int
    offsets: tuple[int, ...] = (1, -1)

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def _options(self, state: DominionState) -> tuple[tuple[Card, int], ...]:
        supply = state.supply
        out: list[tuple[Card, int]] = []
        for i, card in enumerate(state.supply_cards()):
            if supply[i] <= 0 or card.potion != self.potion:
                continue
            price = cost(state, card)
            for offset in self.offsets:
                if price == self.coins + offset:
                    out.append((card, offset))
        return tuple(out)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("gain", c.name) for c, _ in self._options(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        found = next(((c, o) for c, o in self._options(state) if picks and c.name == picks[0].arg),
                     None)
        if found is None:
            return state
        card, offset = found
        rest = tuple(o for o in self.offsets if o != offset)
        if rest:
            state = state.push(replace(self, offsets=rest))
        return gain(state, self.player, card, "deck", DEVELOP)


@dataclass(frozen=True, slots=True)
class TrashToDevelop:
    """Develop: trash the picked card, then the two gains (its cost as it leaves the hand)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        return state.push(TrashCards(pid, cards), DevelopGain(pid, cost(state, card), card.potion))


DEVELOP: Final = action(
    "Develop", cost=3, then=FromHand("trash", exactly=1, then=TrashToDevelop()),
    expansion="Hinterlands",
    text="Trash a card from your hand. Gain two cards onto your deck, with one costing exactly $1 "
         "more than it, and one costing exactly $1 less than it, in either order.",
)


# -- Wheelwright ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardToGainAction:
    """Wheelwright: discard the picked card, to gain an Action card costing as much as it or less."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        bound = CardFilter(types=frozenset({CardType.ACTION}), max_cost=cost(state, card),
                           max_potion=card.potion, max_debt=card.debt)
        return state.push(DiscardCards(pid, cards), GainFromSupply(pid, bound))


WHEELWRIGHT: Final = action(
    "Wheelwright", cost=5, cards=1, actions=1, expansion="Hinterlands",
    then=FromHand("discard", then=DiscardToGainAction()),
    text="+1 Card +1 Action. You may discard a card to gain an Action card costing as much as it "
         "or less.",
)


# -- Border Village ------------------------------------------------------------------------


def _border_village_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(GainFromSupply(owner, cheaper_than(state, BORDER_VILLAGE)))


BORDER_VILLAGE: Final = action(
    "Border Village", cost=6, cards=1, actions=2, on_gain=_border_village_gained,
    expansion="Hinterlands",
    text="+1 Card +2 Actions. When you gain this, gain a cheaper card.",
)


# -- Margrave ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThenDiscardDownTo:
    """After its draw, the victim discards down to ``n`` cards in hand (Margrave)."""

    attacker: int
    victim: int
    n: int

    def execute(self, state: DominionState) -> DominionState:
        return DiscardDownTo(self.n)(state, self.attacker, self.victim)


def _margrave_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(DrawCards(victim, 1), ThenDiscardDownTo(attacker, victim, 3))


MARGRAVE: Final = attack(
    "Margrave", cost=5, cards=3, buys=1, each_other=_margrave_hit, expansion="Hinterlands",
    text="+3 Cards +1 Buy. Each other player draws a card, then discards down to 3 cards in hand.",
)


# -- Guard Dog -----------------------------------------------------------------------------


def _guard_dog(state: DominionState, pid: int) -> DominionState:
    return draw(state, pid, 2) if len(state.players[pid].hand) <= 5 else state


def _guard_dog_play(state: DominionState, owner: int, event: Event) -> DominionState:
    return PlayCard(owner, GUARD_DOG).execute(state)


GUARD_DOG: Final = action(
    "Guard Dog", cost=3, cards=2, then=_guard_dog, extra_types=(CardType.REACTION,),
    expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.ATTACK, zone="hand", others=True, effect=_guard_dog_play,
                        verb="play", repeatable=True),),
    text="+2 Cards. If you have 5 or fewer cards in hand, +2 Cards. When another player plays an "
         "Attack, you may first play this from your hand.",
)


# -- Highway, Haggler ----------------------------------------------------------------------


def _highway(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(cost_cut=table.turn.cost_cut + 1))


HIGHWAY: Final = action(
    "Highway", cost=5, cards=1, actions=1, then=_highway, expansion="Hinterlands",
    text="+1 Card +1 Action. This turn, cards cost $1 less.",
)


def _haggler(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, HAGGLER)


def _bought(state: DominionState, owner: int, event: Event) -> bool:
    return event.bought and event.card is not None


def _haggler_gain(state: DominionState, owner: int, event: Event) -> DominionState:
    """A cheaper non-Victory card than the one bought (none cheaper: nothing)."""
    card = event.card
    if card is None:
        return state
    cheaper = cheaper_than(state, card).names
    names = frozenset(c.name for c in state.supply_cards() if c.name in cheaper
                      and not c.is_victory)
    return state.push(GainFromSupply(owner, CardFilter(names=names))) if names else state


HAGGLER: Final = action(
    "Haggler", cost=5, coins=2, then=_haggler, expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.GAIN, zone="this_turn", others=False, asks=False,
                        effect=_haggler_gain, when=_bought),),
    text="+$2. This turn, when you gain a card, if you bought it, gain a cheaper non-Victory card.",
)


# -- Farmland ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashToFarmland:
    """Farmland: trash the picked card, then gain a non-Farmland card costing exactly $2 more
    than it (its cost as it leaves the hand, Potion part equal)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        target = cost(state, card) + 2
        names = frozenset(c.name for c in state.supply_cards()
                          if c is not FARMLAND and c.potion == card.potion
                          and cost(state, c) == target)
        if names:
            state = state.push(GainFromSupply(pid, CardFilter(names=names)))
        return trash_cards(state, pid, cards)


def _farmland_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(ChooseCards(owner, "trash", "hand", 1, 1, TrashToFarmland()))


FARMLAND: Final = victory(
    "Farmland", cost=6, vp=2, on_gain=_farmland_gained, expansion="Hinterlands",
    text="2 VP. When you gain this, trash a card from your hand and gain a non-Farmland card "
         "costing exactly $2 more than it.",
)


# -- Jack of All Trades --------------------------------------------------------------------


def _jack_silver(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, SILVER, cause=JACK_OF_ALL_TRADES)


def _draw_to_five(state: DominionState, pid: int) -> DominionState:
    return draw(state, pid, max(0, 5 - len(state.players[pid].hand)))


def _trash_non_treasure(state: DominionState, pid: int) -> DominionState:
    treasures = state.mode.treasures
    names = frozenset(c.name for c in state.players[pid].hand
                      if not c.is_treasure and c not in treasures)
    if not names:
        return state
    return state.push(ChooseCards(pid, "trash", "hand", 0, 1, TrashThem(),
                                  CardFilter(names=names)))


JACK_OF_ALL_TRADES: Final = action(
    "Jack of All Trades", cost=4, expansion="Hinterlands",
    then=Steps((_jack_silver, LookAtTop(1, verbs=("discard", "topdeck")), _draw_to_five,
                _trash_non_treasure)),
    text="Gain a Silver. Look at the top card of your deck; you may discard it. Draw until you "
         "have 5 cards in hand. You may trash a non-Treasure card from your hand.",
)


# -- Inn -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShuffleIntoDeck:
    """Inn: the revealed Action cards leave the discard pile and the deck is shuffled with them
    (a shuffle of the deck, told to listeners: Stash; even when none were revealed)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards:
            state = state.remove_from(pid, "discard", cards)
        p = state.players[pid]
        shuffled, rng = state.rng.shuffle((*p.deck, *cards))
        state = state.with_player(pid, p.evolve(deck=shuffled).with_known(deck_known=())).with_rng(rng)
        return announce(state, Event(EventKind.SHUFFLE, pid))


def _inn_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(ChooseCards(owner, "reveal", "discard", 0, MANY, ShuffleIntoDeck(),
                                  CardFilter(types=frozenset({CardType.ACTION}))))


INN: Final = action(
    "Inn", cost=5, cards=2, actions=2, on_gain=_inn_gained, expansion="Hinterlands",
    then=FromHand("discard", exactly=2, then=DiscardThem()),
    text="+2 Cards +2 Actions. Discard 2 cards. When you gain this, reveal any number of Action "
         "cards from your discard pile and shuffle them into your deck.",
)


# -- Witch's Hut ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CursesIfBothActions:
    """Witch's Hut, once its 2 cards are discarded (and what reacts to that has resolved): if both
    were Actions, each other player not unaffected gains a Curse, in turn order."""

    player: int
    cards: tuple[Card, ...]
    unaffected: frozenset[int]

    def execute(self, state: DominionState) -> DominionState:
        if len(self.cards) != 2 or not all(state.is_action(c) for c in self.cards):
            return state
        return state.push(*(GainCard(other, CURSE, "discard", WITCHS_HUT)
                            for other in state.others(self.player)
                            if other not in self.unaffected))


@dataclass(frozen=True, slots=True)
class DiscardRevealed:
    """Discard the picked cards, revealed; then `CursesIfBothActions` (``unaffected``: the seats
    that revealed Moat when Witch's Hut was played)."""

    unaffected: frozenset[int]

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        state = state.push(CursesIfBothActions(pid, cards, self.unaffected))
        return discard_cards(state, pid, cards)


def _witchs_hut(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "discard", "hand", 2, 2, DiscardRevealed(state.immune)))


WITCHS_HUT: Final = action(
    "Witch's Hut", cost=5, cards=4, then=_witchs_hut, extra_types=(CardType.ATTACK,),
    expansion="Hinterlands",
    text="+4 Cards. Discard 2 cards, revealed. If they're both Actions, each other player gains a "
         "Curse.",
)


# -- Cauldron ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Brewing:
    """This turn (a trigger): a play of Cauldron by ``owner``; ``unaffected``, the seats that
    revealed Moat when it was played."""

    owner: int
    unaffected: frozenset[int]

    def on_play(self, state: DominionState, pid: int, card: Card) -> DominionState:
        return state


@dataclass(frozen=True, slots=True)
class ActionsGained:
    """This turn (a trigger): how many Action cards ``seat`` gained in its turn."""

    seat: int
    n: int

    def on_play(self, state: DominionState, pid: int, card: Card) -> DominionState:
        return state


def _cauldron(state: DominionState, pid: int) -> DominionState:
    table = state.table
    brew = Brewing(pid, state.immune)
    return state.with_table(table.evolve(triggers=(*table.turn.triggers, brew)))


def _action_gained_in_turn(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and state.is_action(event.card) and event.seat == state.current


def _count_action_gain(state: DominionState, owner: int, event: Event) -> DominionState:
    """Count the Action gains of the seat whose turn it is; at the third, each of its Cauldron
    plays this turn gives each other player (not unaffected by it) a Curse."""
    seat = event.seat
    table = state.table
    old = next((t for t in table.turn.triggers if isinstance(t, ActionsGained) and t.seat == seat),
               None)
    n = 1 if old is None else old.n + 1
    kept = tuple(t for t in table.turn.triggers if t is not old)
    state = state.with_table(table.evolve(triggers=(*kept, ActionsGained(seat, n))))
    if n != 3:
        return state
    curses = [GainCard(other, CURSE, "discard", CAULDRON)
              for brew in table.turn.triggers if isinstance(brew, Brewing) and brew.owner == seat
              for other in state.others(seat) if other not in brew.unaffected]
    return state.push(*curses) if curses else state


CAULDRON: Final = treasure(
    "Cauldron", cost=5, coins=2, buys=1, then=_cauldron, extra_types=(CardType.ATTACK,),
    expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, asks=False,
                        effect=_count_action_gain, when=_action_gained_in_turn),),
    text="$2. +1 Buy. The third time you gain an Action this turn, each other player gains a "
         "Curse.",
)


# -- Scheme --------------------------------------------------------------------------------


def _scheme(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, SCHEME)


def _scheme_cleanup(state: DominionState, owner: int, event: Event) -> DominionState:
    """At the start of Clean-up (every card still in play), once per Scheme play: ``topdeck
    <Action>`` or ``no``, among the Action cards in play that Clean-up discards (not a Duration
    with work left, nor the card that played it)."""
    p = state.players[owner]
    staying = {c.name for r in p.more.lasting.records for c in (r.card, r.keeper) if c is not None}
    names = frozenset(c.name for c in p.in_play if state.is_action(c) and c.name not in staying)
    if not names:
        return state
    return state.push(ChooseCards(owner, "topdeck", "in_play", 0, 1, TopdeckFromPlay(),
                                  CardFilter(names=names)))


SCHEME: Final = action(
    "Scheme", cost=3, cards=1, actions=1, then=_scheme, expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.CLEANUP, zone="this_turn", others=False, asks=False,
                        effect=_scheme_cleanup),),
    text="+1 Card +1 Action. This turn, you may put one of your Action cards onto your deck when "
         "you discard it from play.",
)


# -- Weaver, Trail, Berserker: played when gained, trashed or discarded ----------------------


def play_event_card(state: DominionState, owner: int, event: Event) -> DominionState:
    """Play the event's card from where the event put it (a gained card still where it was gained;
    a discarded card from the discard pile; a trashed card from the trash), if it is still there:
    it goes into play and resolves (Weaver, Trail, Berserker).

    Played in another player's turn, it stays in play until its owner's Clean-up (as Guard Dog).
    """
    card = event.card
    if card is None:
        return state
    if event.kind is EventKind.GAIN:
        if not gained_in_place(state, event):
            return state
        state = state.remove_from(owner, as_zone(event.to_zone), (card,))
    elif event.kind is EventKind.TRASH:
        trash = state.trash_pile
        if card not in trash:
            return state
        i = len(trash) - 1 - trash[::-1].index(card)  # the copy trashed last
        state = state.with_board(trash_pile=trash[:i] + trash[i + 1:])
    elif event.kind is EventKind.DISCARD and card in state.players[owner].discard:
        state = state.remove_from(owner, "discard", (card,))
    else:
        return state
    p = state.players[owner]
    state = state.with_player(owner, p.evolve(in_play=(*p.in_play, card)))
    if card.is_duration:
        state, play = next_play(state)
        return Resolve(owner, card, play).execute(state)
    return Resolve(owner, card).execute(state)


def _weaver_discarded(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is WEAVER and not event.cleanup


def _weaver_silvers(state: DominionState, pid: int) -> DominionState:
    return state.push(*(GainCard(pid, SILVER, "discard", WEAVER) for _ in range(2)))


WEAVER: Final = action(
    "Weaver", cost=4, extra_types=(CardType.REACTION,), expansion="Hinterlands",
    then=ChooseOne((Option("gain two Silvers", _weaver_silvers),
                    Option("a card costing up to $4", GainUpTo(4)))),
    reactions=(Reaction(event=EventKind.DISCARD, zone="gained", others=False,
                        effect=play_event_card, verb="play", when=_weaver_discarded),),
    text="Gain two Silvers or a card costing up to $4. When you discard this other than in "
         "Clean-up, you may play it.",
)


def _trail_gained(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is TRAIL and gained_in_place(state, event)


def _trail_trashed(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is TRAIL


def _trail_discarded(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is TRAIL and not event.cleanup


TRAIL: Final = action(
    "Trail", cost=4, cards=1, actions=1, extra_types=(CardType.REACTION,), expansion="Hinterlands",
    reactions=(Reaction(event=EventKind.GAIN, zone="gained", others=False, effect=play_event_card,
                        verb="play", when=_trail_gained),
               Reaction(event=EventKind.TRASH, zone="gained", others=False,
                        effect=play_event_card, verb="play", when=_trail_trashed),
               Reaction(event=EventKind.DISCARD, zone="gained", others=False,
                        effect=play_event_card, verb="play", when=_trail_discarded)),
    text="+1 Card +1 Action. When you gain, trash, or discard this, other than in Clean-up, you "
         "may play it.",
)


def _berserker(state: DominionState, pid: int) -> DominionState:
    names = cheaper_than(state, BERSERKER).names
    return state.push(GainFromSupply(pid, CardFilter(names=names))) if names else state


def _berserker_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    """"If you have an Action in play, play this" (not optional), from where it was gained."""
    p = state.players[owner]
    if not any(state.is_action(c) for c in (*p.in_play, *p.more.lasting.durations)):
        return state
    return play_event_card(state, owner, event)


BERSERKER: Final = attack(
    "Berserker", cost=5, then=_berserker, each_other=DiscardDownTo(3), on_gain=_berserker_gained,
    expansion="Hinterlands",
    text="Gain a card costing less than this. Each other player discards down to 3 cards in hand. "
         "When you gain this, if you have an Action in play, play this.",
)


CARDS: Final[tuple[Card, ...]] = (
    CROSSROADS, FOOLS_GOLD, DEVELOP, OASIS, TUNNEL, GUARD_DOG, NOMADS, SPICE_MERCHANT, TRADER,
    BORDER_VILLAGE, CARTOGRAPHER, MARGRAVE, SOUK, STABLES, WHEELWRIGHT, JACK_OF_ALL_TRADES,
    HAGGLER, HIGHWAY, INN, WITCHS_HUT, CAULDRON, FARMLAND, SCHEME, WEAVER, TRAIL, BERSERKER,
)
