"""Dominion: Cornucopia, 1st edition — the five cards the 2nd edition (Cornucopia & Guilds, 2024)
removed: Farming Village, Fortune Teller, Harvest, Horse Traders and Tournament, with the Prizes
that come with Tournament, each with its printed text (the set ``Cornucopia 1E``).

Reactions are offered as ``reveal <Card>`` (DESIGN, "a reaction offered"): revealing Horse Traders
sets it aside.
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
)
from dgsim.dominion.cards.basic import CURSE, DUCHY, ESTATE, GOLD, PROVINCE, SILVER
from dgsim.dominion.decision import DiscardThem
from dgsim.dominion.effect import (
    GainCard,
    RevealTop,
    RevealUntil,
    discard_cards,
    draw,
    gain,
    reveal_in_hand,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import ChooseOne, DeckIntoDiscard, DiscardDownTo, Draw, FromHand, Option
from dgsim.dominion.revealing import FoundToHand, OfTypes
from dgsim.dominion.state import PUBLIC, DominionState, DurationRecord
from dgsim.dominion.trigger import start_this_turn, this_turn_count

__all__ = ["BAG_OF_GOLD", "CARDS", "DIADEM", "FARMING_VILLAGE", "FOLLOWERS", "FORTUNE_TELLER",
           "HARVEST", "HORSE_TRADERS", "PRINCESS", "PRIZES", "TOURNAMENT", "TRUSTY_STEED",
           "PrizeOrDuchy", "TournamentReveal"]


# -- Fortune Teller ------------------------------------------------------------------------


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
    edition=1,
    text="+$2. Each other player reveals cards from the top of his deck until he reveals a "
         "Victory or Curse card. He puts it on top and discards the other revealed cards.",
)


# -- Farming Village -----------------------------------------------------------------------


_ACTION_OR_TREASURE: Final = OfTypes(frozenset({CardType.ACTION, CardType.TREASURE}),
                                     treasures=True)


def _farming_village(state: DominionState, pid: int) -> DominionState:
    return RevealUntil(pid, CardType.ACTION, 1, FoundToHand(_ACTION_OR_TREASURE),
                       stop=_ACTION_OR_TREASURE).execute(state)


FARMING_VILLAGE: Final = action(
    "Farming Village", cost=4, actions=2, then=_farming_village, expansion="Cornucopia",
    edition=1,
    text="+2 Actions. Reveal cards from the top of your deck until you reveal an Action or "
         "Treasure card. Put that card into your hand and discard the other cards.",
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
    "Harvest", cost=5, then=_harvest, expansion="Cornucopia", edition=1,
    text="Reveal the top 4 cards of your deck, then discard them. +$1 per differently named card "
         "revealed.",
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
    "Horse Traders", cost=4, buys=1, coins=3, expansion="Cornucopia", edition=1,
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
                text=f"{text} (This is not in the Supply.)", expansion="Cornucopia", edition=1,
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
    "Tournament", cost=4, actions=1, then=_tournament, expansion="Cornucopia", edition=1,
    non_supply=PRIZES,
    text="+1 Action. Each player may reveal a Province from his hand. If you do, discard it and "
         "gain a Prize (from the Prize pile) or a Duchy, putting it on top of your deck. If no-one "
         "else does, +1 Card, +$1.",
)


CARDS: Final[tuple[Card, ...]] = (
    FARMING_VILLAGE, FORTUNE_TELLER, HARVEST, HORSE_TRADERS, TOURNAMENT, *PRIZES,
)
"""Cornucopia's 1st-edition cards that the 2nd edition removed, and the Prizes."""
