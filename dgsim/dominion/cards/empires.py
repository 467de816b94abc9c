"""Dominion: Empires — its kingdom cards, each with its printed text (Events and Landmarks are in
`empires_landmarks`); the split piles as piles of several cards named by their top card
(``Encampment`` is 5 Encampments over 5 Plunders), unshuffled; debt costs (``debt=8``).

The module is written in parts (each ends with its own tuple of cards); `CARDS` joins them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.core.pick import NO
from dgsim.dominion.card import Card, CardType, Hook, Reaction, action, attack, treasure, victory
from dgsim.dominion.cards.basic import COPPER, CURSE, DUCHY, ESTATE, GOLD, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    TREASURES_ONLY,
    CardFilter,
    ChooseCards,
    DiscardThem,
    GainFromSupply,
    TopdeckThem,
)
from dgsim.dominion.effect import (
    DrawCards,
    RevealTop,
    discard_cards,
    draw,
    gain,
    next_play,
    record_duration,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import GainTo, GainTop, gained_in_place, return_to_pile
from dgsim.dominion.library import (
    MANY,
    ChooseDifferent,
    ChooseOne,
    DiscardDownTo,
    Option,
    PlayFromSupply,
    PlayTwice,
    TrashFromSupply,
    take_vp,
)
from dgsim.dominion.phase import (
    ActionPhase,
    BuyPhase,
    pay_debt,
    return_to_action_phase,
    take_debt,
)
from dgsim.dominion.reaction import reveal_hand, reveal_in_hand
from dgsim.dominion.state import PUBLIC, DominionState, DurationRecord, as_zone
from dgsim.dominion.trigger import ThisTurn, start_this_turn, this_turn_count
from dgsim.dominion.vp import add_pile_vp, take_pile_vp

__all__ = [
    "BUSTLING_VILLAGE",
    "CAPITAL",
    "CARDS",
    "CASTLES",
    "CASTLE_CARDS",
    "CATAPULT",
    "CHARIOT_RACE",
    "CHARM",
    "CHARM_COINS",
    "CHARM_GAIN",
    "CITY_QUARTER",
    "CROWN",
    "CRUMBLING_CASTLE",
    "EMPORIUM",
    "ENCAMPMENT",
    "ENGINEER",
    "FARMERS_MARKET",
    "FORTUNE",
    "FORUM",
    "GLADIATOR",
    "GRAND_CASTLE",
    "GROUNDSKEEPER",
    "HAUNTED_CASTLE",
    "HUMBLE_CASTLE",
    "KINGS_CASTLE",
    "LEGIONARY",
    "OPULENT_CASTLE",
    "OVERLORD",
    "PATRICIAN",
    "PLUNDER",
    "ROCKS",
    "ROYAL_BLACKSMITH",
    "SACRIFICE",
    "SETTLERS",
    "SMALL_CASTLE",
    "SPRAWLING_CASTLE",
    "TEMPLE",
    "VILLA",
    "WILD_HUNT",
    "WILD_HUNT_CARDS",
    "WILD_HUNT_ESTATE",
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
        if state.is_action(card):
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
    if state.current == owner:
        state = return_to_action_phase(state)
    return state


VILLA: Final = action(
    "Villa", cost=4, actions=2, buys=1, coins=1, on_gain=_villa_gained, expansion=EMPIRES,
    text="+2 Actions. +1 Buy. +$1. When you gain this, put it into your hand, +1 Action, and if "
         "it's your Buy phase return to your Action phase.")


PART_ONE: Final[tuple[Card, ...]] = (CHARIOT_RACE, CROWN, FORUM, GROUNDSKEEPER, LEGIONARY,
                                     SACRIFICE, VILLA)


# ---------------------------------------------------------------------------------------------
# Part 2: the split piles, each a pile of several cards named by its top card, unshuffled: 5 of
# the top card over 5 of the bottom one (Catapult/Rocks, Encampment/Plunder, Gladiator/Fortune,
# Patrician/Emporium, Settlers/Bustling Village)
# ---------------------------------------------------------------------------------------------


def _split_pile(top: Card, bottom: Card) -> Card:
    """``top`` as the randomizer of its split pile: 5 of itself over 5 of ``bottom``
    (`Card.split_bottom`)."""
    return replace(top, split_bottom=bottom)


def _bottom(card: Card) -> Card:
    """The bottom card of a split pile: never a kingdom pile of its own."""
    return replace(card, not_kingdom=True)


def _in_buy_phase(state: DominionState, pid: int) -> bool:
    """It is ``pid``'s Buy phase."""
    return state.current == pid and isinstance(state.phase, BuyPhase)


# -- Catapult / Rocks ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _CatapultHit:
    """One other player: a Curse if the trashed card cost $3 or more, then down to 3 cards if it
    was a Treasure."""

    attacker: int
    victim: int
    curse: bool
    treasure: bool

    def execute(self, state: DominionState) -> DominionState:
        if self.treasure:
            state = state.push(_DownTo3(self.attacker, self.victim))
        return gain(state, self.victim, CURSE) if self.curse else state


@dataclass(frozen=True, slots=True)
class _DownTo3:
    attacker: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return DiscardDownTo(3)(state, self.attacker, self.victim)


@dataclass(frozen=True, slots=True)
class _CatapultTrash:
    """Trash the picked card; its cost and type say what each other player suffers."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state  # FAQ: no card to trash, "neither thing happens"
        card = cards[0]
        curse, treasure = cost(state, card) >= 3, state.is_treasure(card)
        state = trash_cards(state, pid, cards)
        immune = state.immune
        return state.push(*(_CatapultHit(pid, v, curse, treasure) for v in state.others(pid)
                            if v not in immune))


def _catapult(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "hand", 1, 1, _CatapultTrash()))


def _rocks_silver(state: DominionState, owner: int, event: Event) -> DominionState:
    """Rocks' "When you gain or trash this, gain a Silver; if it is your Buy phase, put the Silver
    on your deck, otherwise put it into your hand"."""
    return state.push(GainTo(owner, SILVER, "deck" if _in_buy_phase(state, owner) else "hand"))


ROCKS: Final = replace(treasure(
    "Rocks", cost=4, coins=1, on_gain=_rocks_silver, expansion=EMPIRES,
    text="$1. When you gain or trash this, gain a Silver; if it is your Buy phase, put the Silver "
         "on your deck, otherwise put it into your hand."), on_trash=_rocks_silver,
    not_kingdom=True)
CATAPULT: Final = _split_pile(attack(
    "Catapult", cost=3, coins=1, then=_catapult, each_other=_no_hit, expansion=EMPIRES,
    text="+$1. Trash a card from your hand. If it costs $3 or more, each other player gains a "
         "Curse. If it's a Treasure, each other player discards down to 3 cards in hand."), ROCKS)


# -- Encampment / Plunder ------------------------------------------------------------------------


def _plunder(state: DominionState, pid: int) -> DominionState:
    return take_vp(state, pid)


PLUNDER: Final = _bottom(treasure("Plunder", cost=5, coins=2, then=_plunder, expansion=EMPIRES,
                                  text="+$2. +1 VP."))


@dataclass(frozen=True, slots=True)
class _KeepEncampment:
    """Nothing revealed: this Encampment is set aside (if still in play) until Clean-up."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards:
            return reveal_in_hand(state, pid, cards)
        if ENCAMPMENT not in state.players[pid].in_play:
            return state  # (played from elsewhere, or already moved: nothing to set aside)
        return state.remove_from(pid, "in_play", (ENCAMPMENT,)).add_to(
            pid, "set_aside", (ENCAMPMENT,), PUBLIC)


def _encampment(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "reveal", "hand", 0, 1, _KeepEncampment(),
                                  CardFilter(names=frozenset({GOLD.name, PLUNDER.name}))))


def _return_encampment(state: DominionState, owner: int, event: Event) -> DominionState:
    """"return it to the Supply at the start of Clean-up": on top of its pile."""
    return return_to_pile(state, owner, ENCAMPMENT, "set_aside")


ENCAMPMENT: Final = _split_pile(action(
    "Encampment", cost=2, cards=2, actions=2, then=_encampment, expansion=EMPIRES,
    reactions=(Reaction(event=EventKind.CLEANUP, zone="set_aside", others=False,
                        effect=_return_encampment, asks=False),),
    text="+2 Cards. +2 Actions. You may reveal a Gold or Plunder from your hand. If you do not, "
         "set this aside, and return it to the Supply at the start of Clean-up."), PLUNDER)


# -- Gladiator / Fortune -------------------------------------------------------------------------


def _fortune(state: DominionState, pid: int) -> DominionState:
    """"When you play this, double your $ if you haven't yet this turn"."""
    if this_turn_count(state, pid, FORTUNE):
        return state
    state = start_this_turn(state, pid, FORTUNE)
    return state.add_coins(pid, state.players[pid].coins)


def _golds_per_gladiator(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you gain this, gain a Gold per Gladiator you have in play"."""
    n = state.players[owner].in_play.count(GLADIATOR)
    return state.push(*(GainTo(owner, GOLD) for _ in range(n))) if n else state


FORTUNE: Final = _bottom(treasure(
    "Fortune", cost=8, debt=8, coins=0, buys=1, then=_fortune, on_gain=_golds_per_gladiator,
    expansion=EMPIRES,
    text="+1 Buy. When you play this, double your $ if you haven't yet this turn. When you gain "
         "this, gain a Gold per Gladiator you have in play."))


_A_GLADIATOR: Final = CardFilter(names=frozenset({"Gladiator"}))


@dataclass(frozen=True, slots=True)
class _LeftAnswers:
    """The player to the left revealed a copy of ``card``, or not: then +$1 and a Gladiator from the
    Supply is trashed."""

    gladiator: int
    card: Card | None

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards:
            return reveal_in_hand(state, pid, cards)
        state = state.add_coins(self.gladiator, 1)
        # the Gladiator's player trashes the top of the pile if it is a Gladiator (a trash event:
        # Tomb); FAQ: none left in the Supply (Fortune on top): "you cannot trash one"
        return state.push(TrashFromSupply(self.gladiator, _A_GLADIATOR))


@dataclass(frozen=True, slots=True)
class _GladiatorReveals:
    """The revealed card is seen by all; the player to the left may reveal a copy."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        left = state.others(pid)[0]
        if not cards:  # FAQ: no card in hand: the left player cannot reveal a copy
            return _LeftAnswers(pid, None).after(state, left, ())
        state = reveal_in_hand(state, pid, cards)
        return state.push(ChooseCards(left, "reveal", "hand", 0, 1, _LeftAnswers(pid, cards[0]),
                                      CardFilter(names=frozenset({cards[0].name}))))


def _gladiator(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "reveal", "hand", 1, 1, _GladiatorReveals()))


GLADIATOR: Final = _split_pile(action(
    "Gladiator", cost=3, coins=2, then=_gladiator, expansion=EMPIRES,
    text="+$2. Reveal a card from your hand. The player to your left may reveal a copy from their "
         "hand. If they do not, +$1 and trash a Gladiator from the Supply."), FORTUNE)


# -- Patrician / Emporium ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _TakeIfDear:
    """The revealed card goes into the hand if it costs $5 or more now, else back on the deck (seen
    by all either way)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        dear = cost(state, cards[0]) >= 5 and not cards[0].potion
        return state.remove_from(pid, "set_aside", cards).add_to(
            pid, "hand" if dear else "deck", cards, PUBLIC)


def _patrician(state: DominionState, pid: int) -> DominionState:
    return state.push(RevealTop(pid, 1, _TakeIfDear()))


def _emporium_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you gain this, if you have at least 5 Action cards in play, +2 VP" (Durations from
    earlier turns count)."""
    p = state.players[owner]
    actions = sum(1 for c in (*p.in_play, *p.more.lasting.durations) if state.is_action(c))
    return take_vp(state, owner, 2) if actions >= 5 else state


EMPORIUM: Final = _bottom(action(
    "Emporium", cost=5, cards=1, actions=1, coins=1, on_gain=_emporium_gained, expansion=EMPIRES,
    text="+1 Card. +1 Action. +$1. When you gain this, if you have at least 5 Action cards in "
         "play, +2 VP."))
PATRICIAN: Final = _split_pile(action(
    "Patrician", cost=2, cards=1, actions=1, then=_patrician, expansion=EMPIRES,
    text="+1 Card. +1 Action. Reveal the top card of your deck. If it costs $5 or more, put it "
         "into your hand."), EMPORIUM)


# -- Settlers / Bustling Village -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _DiscardToHand:
    """The revealed card goes from the discard pile into the hand, seen by all."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return state.remove_from(pid, "discard", cards).add_to(pid, "hand", cards, PUBLIC)


def _from_discard(name: str) -> ChooseCards:
    return ChooseCards(0, "reveal", "discard", 0, 1, _DiscardToHand(),
                       CardFilter(names=frozenset({name})))


def _settlers(state: DominionState, pid: int) -> DominionState:
    return state.push(replace(_from_discard(COPPER.name), player=pid))


def _bustling_village(state: DominionState, pid: int) -> DominionState:
    return state.push(replace(_from_discard("Settlers"), player=pid))


BUSTLING_VILLAGE: Final = _bottom(action(
    "Bustling Village", cost=5, cards=1, actions=3, then=_bustling_village, expansion=EMPIRES,
    text="+1 Card. +3 Actions. Look through your discard pile. You may reveal a Settlers from it "
         "and put it into your hand."))
SETTLERS: Final = _split_pile(action(
    "Settlers", cost=2, cards=1, actions=1, then=_settlers, expansion=EMPIRES,
    text="+1 Card. +1 Action. Look through your discard pile. You may reveal a Copper from it and "
         "put it into your hand."), BUSTLING_VILLAGE)


PART_TWO: Final[tuple[Card, ...]] = (CATAPULT, ROCKS, ENCAMPMENT, PLUNDER, GLADIATOR, FORTUNE,
                                     PATRICIAN, EMPORIUM, SETTLERS, BUSTLING_VILLAGE)


# ---------------------------------------------------------------------------------------------
# Part 3: debt (Capital, City Quarter, Engineer, Overlord, Royal Blacksmith)
# ---------------------------------------------------------------------------------------------

def _last_in_play(state: DominionState, pid: int, card: Card) -> bool:
    """``card`` is the card ``pid`` put into play last ("this", for a card just played; not when
    it was played from the Supply: Overlord)."""
    in_play = state.players[pid].in_play
    return bool(in_play) and in_play[-1] is card


def _trash_this(state: DominionState, pid: int, card: Card) -> DominionState:
    """The card ``pid`` put into play last (`_last_in_play`) is trashed from play."""
    p = state.players[pid]
    state = state.with_player(pid, p.evolve(in_play=p.in_play[:-1]))
    return trash_cards(state.add_to(pid, "set_aside", (card,)), pid, (card,), "set_aside")


# -- Capital -------------------------------------------------------------------------------------


def _capital_debt(state: DominionState, owner: int) -> DominionState:
    """"take 6 Debt, and then you may pay off Debt": as much as the $ allow, unasked (the $ is
    lost in Clean-up anyway, and debt never helps)."""
    return pay_debt(take_debt(state, owner, 6), owner)


def _capital_at_cleanup(state: DominionState, owner: int, event: Event) -> DominionState:
    """Clean-up discards it from play (once per copy in play, however often it was played)."""
    return _capital_debt(state, owner)


def _capital_discarded(state: DominionState, owner: int, event: Event) -> DominionState:
    """Discarded from play before Clean-up."""
    return _capital_debt(state, owner) if event.from_zone == "in_play" else state


CAPITAL: Final = treasure(
    "Capital", cost=5, coins=6, buys=1, expansion=EMPIRES, on_discard=_capital_discarded,
    reactions=(Reaction(event=EventKind.CLEANUP, zone="in_play", others=False,
                        effect=_capital_at_cleanup, asks=False),),
    text="$6. +1 Buy. When you discard this from play, take 6 Debt, and then you may pay off "
         "Debt.")


# -- City Quarter --------------------------------------------------------------------------------


def _city_quarter(state: DominionState, pid: int) -> DominionState:
    """"Reveal your hand. +1 Card per Action card revealed"."""
    state = reveal_hand(state, pid)
    n = sum(1 for c in state.players[pid].hand if state.is_action(c))
    return draw(state, pid, n) if n else state


CITY_QUARTER: Final = action(
    "City Quarter", cost=0, debt=8, actions=2, then=_city_quarter, expansion=EMPIRES,
    text="+2 Actions. Reveal your hand. +1 Card per Action card revealed.")


# -- Engineer ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _TrashEngineer:
    """``trash Engineer`` (the card just played, still in play) or ``no``; trashed, a card costing
    up to $4 is gained (once what reacts to the trashing has resolved)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self) if self._here(state) else state

    def _here(self, state: DominionState) -> bool:
        return _last_in_play(state, self.player, ENGINEER)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks or not self._here(state) else (Choice("trash", ENGINEER.name), NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        return _trash_this(state.push(_gain_up_to_4(self.player)), self.player, ENGINEER)


def _gain_up_to_4(pid: int) -> GainFromSupply:
    """"Gain a card costing up to $4" (no debt or Potion in its cost)."""
    return GainFromSupply(pid, CardFilter(max_cost=4))


def _engineer(state: DominionState, pid: int) -> DominionState:
    return state.push(_gain_up_to_4(pid), _TrashEngineer(pid))


ENGINEER: Final = action(
    "Engineer", cost=0, debt=4, then=_engineer, expansion=EMPIRES,
    text="Gain a card costing up to $4. You may trash this. If you do, gain a card costing up to "
         "$4.")


# -- Overlord ------------------------------------------------------------------------------------


def _overlord(state: DominionState, pid: int) -> DominionState:
    return state.push(PlayFromSupply(pid, OVERLORD, up_to=5))


OVERLORD: Final = action(
    "Overlord", cost=0, debt=8, then=_overlord, extra_types=(CardType.COMMAND,), expansion=EMPIRES,
    text="Play a non-Command Action card from the Supply costing up to $5, leaving it there.")


# -- Royal Blacksmith ----------------------------------------------------------------------------


def _royal_blacksmith(state: DominionState, pid: int) -> DominionState:
    """"Reveal your hand; discard the Coppers" (those drawn too)."""
    state = reveal_hand(state, pid)
    coppers = tuple(c for c in state.players[pid].hand if c is COPPER)
    return discard_cards(state, pid, coppers, "hand", ROYAL_BLACKSMITH) if coppers else state


ROYAL_BLACKSMITH: Final = action(
    "Royal Blacksmith", cost=0, debt=8, cards=5, then=_royal_blacksmith, expansion=EMPIRES,
    text="+5 Cards. Reveal your hand; discard the Coppers.")


PART_THREE: Final[tuple[Card, ...]] = (CAPITAL, CITY_QUARTER, ENGINEER, OVERLORD,
                                       ROYAL_BLACKSMITH)


# ---------------------------------------------------------------------------------------------
# Part 4: the Gatherings, VP tokens on their own pile (Farmers' Market, Temple, Wild Hunt)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _AddPileVp:
    """1 VP token put on ``pile`` (an effect: after what was pushed before it)."""

    pile: str

    def execute(self, state: DominionState) -> DominionState:
        return add_pile_vp(state, self.pile)



# -- Farmers' Market -----------------------------------------------------------------------------


def _farmers_market(state: DominionState, pid: int) -> DominionState:
    """"If there are 4 VP or more on the Farmers' Market Supply pile, take them and trash this.
    Otherwise, add 1 VP to the pile and then +$1 per 1 VP on the pile"."""
    pile = FARMERS_MARKET.name
    if state.pile_vp(pile) >= 4:
        state = take_pile_vp(state, pid, pile)
        return _trash_this(state, pid, FARMERS_MARKET) if _last_in_play(
            state, pid, FARMERS_MARKET) else state
    state = add_pile_vp(state, pile)
    return state.add_coins(pid, state.pile_vp(pile))


FARMERS_MARKET: Final = action(
    "Farmers' Market", cost=3, buys=1, then=_farmers_market, extra_types=(CardType.GATHERING,),
    expansion=EMPIRES,
    text="+1 Buy. If there are 4 VP or more on the Farmers' Market Supply pile, take them and "
         "trash this. Otherwise, add 1 VP to the pile and then +$1 per 1 VP on the pile.")


# -- Temple --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _TrashThem:
    """The picked cards are trashed."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return trash_cards(state, pid, cards) if cards else state


def _temple(state: DominionState, pid: int) -> DominionState:
    """"+1 VP. Trash from 1 to 3 differently named cards from your hand. Add 1 VP to the Temple
    Supply pile"."""
    return take_vp(state, pid).push(ChooseDifferent(pid, "trash", "hand", 1, 3, _TrashThem()),
                                    _AddPileVp(TEMPLE.name))


def _temple_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you gain this, take the VP from the Temple Supply pile"."""
    return take_pile_vp(state, owner, TEMPLE.name)


TEMPLE: Final = action(
    "Temple", cost=4, then=_temple, on_gain=_temple_gained, extra_types=(CardType.GATHERING,),
    expansion=EMPIRES,
    text="+1 VP. Trash from 1 to 3 differently named cards from your hand. Add 1 VP to the Temple "
         "Supply pile. When you gain this, take the VP from the Temple Supply pile.")


# -- Wild Hunt -----------------------------------------------------------------------------------

WILD_HUNT_CARDS: Final = "+3 Cards and add 1 VP to the Wild Hunt Supply pile"
WILD_HUNT_ESTATE: Final = "gain an Estate, and if you do, take the VP from the pile"


@dataclass(frozen=True, slots=True)
class _TakePileVp:
    """``player`` takes the VP tokens of ``pile`` (an effect: after the gain pushed before it)."""

    player: int
    pile: str

    def execute(self, state: DominionState) -> DominionState:
        return take_pile_vp(state, self.player, self.pile)


def _hunt_draws(state: DominionState, pid: int) -> DominionState:
    return add_pile_vp(draw(state, pid, 3), WILD_HUNT.name)


def _hunt_estate(state: DominionState, pid: int) -> DominionState:
    """"gain an Estate, and if you do, take the VP": none left, no VP (FAQ)."""
    if not state.supply_count(ESTATE.name):
        return state
    return state.push(GainTo(pid, ESTATE), _TakePileVp(pid, WILD_HUNT.name))


WILD_HUNT: Final = action(
    "Wild Hunt", cost=5, extra_types=(CardType.GATHERING,), expansion=EMPIRES,
    then=ChooseOne((Option(WILD_HUNT_CARDS, _hunt_draws), Option(WILD_HUNT_ESTATE, _hunt_estate))),
    text="Choose one: +3 Cards and add 1 VP to the Wild Hunt Supply pile; or gain an Estate, and "
         "if you do, take the VP from the pile.")


PART_FOUR: Final[tuple[Card, ...]] = (FARMERS_MARKET, TEMPLE, WILD_HUNT)


# ---------------------------------------------------------------------------------------------
# Part 5: the Castles, one pile named `Castles` sorted by cost, cheapest on top, unshuffled
# ---------------------------------------------------------------------------------------------


def _castle(card: Card) -> Card:
    """A card of the Castles pile: never a kingdom pile of its own."""
    return replace(card, not_kingdom=True)


def _castles_had(state: DominionState, pid: int) -> int:
    """The Castles ``pid`` has, in every zone (the one scored included)."""
    return sum(1 for c in state.players[pid].all_cards() if CardType.CASTLE in c.types)


_CASTLE_TYPES: Final = (CardType.VICTORY, CardType.CASTLE)


# -- Humble Castle -------------------------------------------------------------------------------


def _humble_vp(state: DominionState, pid: int) -> int:
    """"Worth 1 VP per Castle you have" (itself too)."""
    return _castles_had(state, pid)


HUMBLE_CASTLE: Final = _castle(replace(treasure(
    "Humble Castle", cost=3, coins=1, extra_types=_CASTLE_TYPES, expansion=EMPIRES,
    text="$1. Worth 1 VP per Castle you have."), vp_hook=_humble_vp))


# -- Crumbling Castle ----------------------------------------------------------------------------


def _crumbling(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you gain or trash this, +1 VP and gain a Silver"."""
    return take_vp(state, owner).push(GainTo(owner, SILVER))


CRUMBLING_CASTLE: Final = _castle(replace(victory(
    "Crumbling Castle", cost=4, vp=1, types=_CASTLE_TYPES, on_gain=_crumbling, expansion=EMPIRES,
    text="1 VP. When you gain or trash this, +1 VP and gain a Silver."), on_trash=_crumbling))


# -- Small Castle --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _SmallCastleTrash:
    """``trash <Castle>``: a Castle of the hand, or ``trash Small Castle`` for this one while it is
    the card just played (a Small Castle kept in hand is worth as much); trashed, the top Castle
    is gained, once what reacts to the trashing has resolved. Nothing to trash: nothing."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self) if self._names(state) else state

    def _names(self, state: DominionState) -> tuple[str, ...]:
        names = {c.name for c in state.players[self.player].hand if CardType.CASTLE in c.types}
        if _last_in_play(state, self.player, SMALL_CASTLE):
            names.add(SMALL_CASTLE.name)
        return tuple(sorted(names))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("trash", n) for n in self._names(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        if not picks or picks[0].arg is None:
            return state
        state = state.push(GainTop(pid, CASTLES))
        if picks[0].arg == SMALL_CASTLE.name and _last_in_play(state, pid, SMALL_CASTLE):
            return _trash_this(state, pid, SMALL_CASTLE)
        card = next(c for c in state.players[pid].hand if c.name == picks[0].arg)
        return trash_cards(state, pid, (card,), "hand", SMALL_CASTLE)


def _small_castle(state: DominionState, pid: int) -> DominionState:
    return state.push(_SmallCastleTrash(pid))


SMALL_CASTLE: Final = _castle(action(
    "Small Castle", cost=5, vp=2, then=_small_castle, extra_types=_CASTLE_TYPES,
    expansion=EMPIRES,
    text="Trash this or a Castle from your hand. If you do, gain a Castle. 2 VP."))


# -- Haunted Castle ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _HauntedTopdeck:
    """``victim``, with 5 or more cards in hand, puts 2 of them onto its deck: ``topdeck <Card>``
    twice, the second on top (known to that seat only)."""

    victim: int

    def execute(self, state: DominionState) -> DominionState:
        if len(state.players[self.victim].hand) < 5:
            return state
        one = ChooseCards(self.victim, "topdeck", "hand", 1, 1, TopdeckThem())
        return state.push(one, one)


def _haunted(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you gain this during your turn, gain a Gold, and each other player with 5 or more
    cards in hand puts 2 cards from their hand onto their deck" (no Attack: Moat does not
    answer)."""
    if state.current != owner:
        return state
    return state.push(GainTo(owner, GOLD), *(_HauntedTopdeck(v) for v in state.others(owner)))


HAUNTED_CASTLE: Final = _castle(victory(
    "Haunted Castle", cost=6, vp=2, types=_CASTLE_TYPES, on_gain=_haunted, expansion=EMPIRES,
    text="2 VP. When you gain this during your turn, gain a Gold, and each other player with 5 or "
         "more cards in hand puts 2 cards from their hand onto their deck."))


# -- Opulent Castle ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _DiscardForTwo:
    """The picked cards are discarded (revealed: seen by all), +$2 each."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return discard_cards(state, pid, cards, "hand", OPULENT_CASTLE).add_coins(pid, 2 * len(
            cards))


def _opulent_castle(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "discard", "hand", 0, MANY, _DiscardForTwo(),
                                  CardFilter(types=frozenset({CardType.VICTORY}))))


OPULENT_CASTLE: Final = _castle(action(
    "Opulent Castle", cost=7, vp=3, then=_opulent_castle, extra_types=_CASTLE_TYPES,
    expansion=EMPIRES,
    text="Discard any number of Victory cards, revealed. +$2 per card discarded. 3 VP."))


# -- Sprawling Castle ----------------------------------------------------------------------------


def _gain_duchy(state: DominionState, pid: int) -> DominionState:
    return state.push(GainTo(pid, DUCHY))


def _gain_3_estates(state: DominionState, pid: int) -> DominionState:
    return state.push(*(GainTo(pid, ESTATE) for _ in range(3)))


_SPRAWLING: Final = ChooseOne((Option("gain a Duchy", _gain_duchy),
                               Option("gain 3 Estates", _gain_3_estates)))


def _sprawling(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you gain this, gain a Duchy or 3 Estates" (either, whatever the piles hold)."""
    return _SPRAWLING(state, owner)


SPRAWLING_CASTLE: Final = _castle(victory(
    "Sprawling Castle", cost=8, vp=4, types=_CASTLE_TYPES, on_gain=_sprawling, expansion=EMPIRES,
    text="4 VP. When you gain this, gain a Duchy or 3 Estates."))


# -- Grand Castle --------------------------------------------------------------------------------


def _grand(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you gain this, reveal your hand. +1 VP per Victory card in your hand and/or in play"
    (Durations from earlier turns count as in play)."""
    state = reveal_hand(state, owner)
    p = state.players[owner]
    n = sum(1 for c in (*p.hand, *p.in_play, *p.more.lasting.durations) if c.is_victory)
    return take_vp(state, owner, n) if n else state


GRAND_CASTLE: Final = _castle(victory(
    "Grand Castle", cost=9, vp=5, types=_CASTLE_TYPES, on_gain=_grand, expansion=EMPIRES,
    text="5 VP. When you gain this, reveal your hand. +1 VP per Victory card in your hand and/or "
         "in play."))


# -- King's Castle -------------------------------------------------------------------------------


def _kings_vp(state: DominionState, pid: int) -> int:
    """"Worth 2 VP per Castle you have" (itself too)."""
    return 2 * _castles_had(state, pid)


KINGS_CASTLE: Final = _castle(victory(
    "King's Castle", cost=10, vp_hook=_kings_vp, types=_CASTLE_TYPES, expansion=EMPIRES,
    text="Worth 2 VP per Castle you have."))


# -- the pile ------------------------------------------------------------------------------------

CASTLE_CARDS: Final[tuple[Card, ...]] = (HUMBLE_CASTLE, CRUMBLING_CASTLE, SMALL_CASTLE,
                                         HAUNTED_CASTLE, OPULENT_CASTLE, SPRAWLING_CASTLE,
                                         GRAND_CASTLE, KINGS_CASTLE)
"""The eight Castles, by cost."""

CASTLES: Final = Card(
    name="Castles", cost=3, types=frozenset(_CASTLE_TYPES), expansion=EMPIRES,
    pile=(HUMBLE_CASTLE, HUMBLE_CASTLE, CRUMBLING_CASTLE, SMALL_CASTLE, SMALL_CASTLE,
          HAUNTED_CASTLE, OPULENT_CASTLE, OPULENT_CASTLE, SPRAWLING_CASTLE, GRAND_CASTLE,
          KINGS_CASTLE, KINGS_CASTLE),
    two_player_pile=CASTLE_CARDS, pile_shuffled=False,
    text="Sort the Castle pile by cost, putting the more expensive Castles on the bottom. For a "
         "2-player game, use only one of each Castle. Only the top card of the pile can be gained "
         "or bought.")
"""The Castles pile's randomizer: 12 Castles (8, one of each, with 2 players), cheapest on top."""


PART_FIVE: Final[tuple[Card, ...]] = (CASTLES, *CASTLE_CARDS)


# ---------------------------------------------------------------------------------------------
# Part 6: Charm
# ---------------------------------------------------------------------------------------------

CHARM_COINS: Final = "+1 Buy and +$2"
CHARM_GAIN: Final = ("the next time you gain a card this turn, you may also gain a differently "
                     "named card with the same cost")


@dataclass(frozen=True, slots=True)
class _CharmGain:
    """``gain <Card>`` of a supply pile's top card named otherwise than ``gained`` with the same cost
    now ($, Potion and Debt alike), or ``no``; nothing asked when none qualifies."""

    player: int
    gained: Card

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self) if self.options(state) else state

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The cards it may gain, in supply order."""
        g = self.gained
        coins = cost(state, g)
        supply = state.supply
        return tuple(c for i, c in enumerate(state.supply_cards())
                     if supply[i] > 0 and c.name != g.name and c.potion == g.potion
                     and c.debt == g.debt and cost(state, c) == coins)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        return (*(Choice("gain", c.name) for c in self.options(state)), NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        return gain(state, self.player, next(c for c in self.options(state)
                                             if c.name == picks[0].arg), cause=CHARM)


def _charm_waits(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, CHARM)


def _charm_buy(state: DominionState, pid: int) -> DominionState:
    return _more(state, pid, buys=1, coins=2)


def _charm_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    """The next gain of its owner this turn: every Charm waiting for it offers its gain (the first
    of their reactions takes them all, so the Charms' own gains are no "next time")."""
    n = this_turn_count(state, owner, CHARM)
    card = event.card
    if not n or card is None:
        return state
    mine = ThisTurn(owner, CHARM)
    table = state.table
    state = state.with_table(table.evolve(
        triggers=tuple(t for t in table.turn.triggers if t != mine)))
    return state.push(*(_CharmGain(owner, card) for _ in range(n)))


CHARM: Final = treasure(
    "Charm", cost=5, coins=0, expansion=EMPIRES,
    then=ChooseOne((Option(CHARM_COINS, _charm_buy), Option(CHARM_GAIN, _charm_waits))),
    reactions=(Reaction(event=EventKind.GAIN, zone="this_turn", others=False,
                        effect=_charm_gained, asks=False),),
    text="When you play this, choose one: +1 Buy and +$2; or the next time you gain a card this "
         "turn, you may also gain a differently named card with the same cost.")


# -- Enchantress ---------------------------------------------------------------------------------


def _enchantress_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    """"At the start of your next turn, +2 Cards" (once per time it was played)."""
    return draw(state, pid, 2 * record.times)


def _enchanting(state: DominionState, player: int) -> bool:
    """Another seat's Enchantress waits for its next turn and its play affects ``player``."""
    for q, other in enumerate(state.players):
        if q == player:
            continue
        more = other.more
        for record in (*more.lasting.records, *more.lasting.pending):
            if record.card.name == "Enchantress" and player not in record.unaffected:
                return True
    return False


def _enchanted_play(state: DominionState, pid: int) -> DominionState:
    """"+1 Card and +1 Action instead of following its instructions"."""
    p = state.players[pid]
    return draw(state.with_player(pid, p.with_counters(actions=p.actions + 1)), pid, 1)


def _enchantress_instead(state: DominionState, pid: int, card: Card) -> Hook | None:
    """The first Action card ``pid`` plays on its own turn (the first resolution counted this
    turn: `TurnModifiers.actions_played`), while an Enchantress of another seat affects it."""
    if (not state.is_action(card) or state.current != pid or state.table.turn.actions_played != 1
            or not _enchanting(state, pid)):
        return None
    return _enchanted_play


ENCHANTRESS: Final = Card(
    name="Enchantress", cost=3,
    types=frozenset({CardType.ACTION, CardType.ATTACK, CardType.DURATION}),
    on_duration=_enchantress_next_turn, instead=_enchantress_instead, counts_actions=True,
    expansion=EMPIRES,
    text="Until your next turn, the first time each other player plays an Action card on their "
         "turn, they get +1 Card and +1 Action instead of following its instructions. At the "
         "start of your next turn, +2 Cards.")


# -- Archive -------------------------------------------------------------------------------------


def _archive_record(state: DominionState, pid: int, play: int) -> DurationRecord | None:
    for record in state.players[pid].more.lasting.records:
        if record.card is ARCHIVE and record.play == play:
            return record
    return None


def _with_archive_record(state: DominionState, pid: int, play: int,
                         record: DurationRecord | None) -> DominionState:
    """``pid``'s Archive record of this play replaced by ``record`` (None: gone, so the Archive
    leaves play in this turn's Clean-up)."""
    p = state.players[pid]
    records = tuple(r for r in p.more.lasting.records if not (r.card is ARCHIVE and r.play == play))
    if record is not None:
        records = (*records, record)
    return state.with_player(pid, p.with_more(p.more.evolve(records=records)))


@dataclass(frozen=True, slots=True)
class ArchiveTake:
    """``take <Card>``: one of the cards this Archive play set aside face down goes into the hand
    ("put one into your hand"); with none left the play's record goes."""

    player: int
    play: int

    def execute(self, state: DominionState) -> DominionState:
        record = _archive_record(state, self.player, self.play)
        if record is None or not record.aside:
            return _with_archive_record(state, self.player, self.play, None) if record else state
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        record = _archive_record(state, self.player, self.play)
        if picks or record is None:
            return ()
        return tuple(Choice("take", n) for n in sorted({c.name for c in record.aside}))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        record = _archive_record(state, self.player, self.play)
        if record is None or not picks:
            return state
        aside = list(record.aside)
        card = next(c for c in aside if c.name == picks[0].arg)
        aside.remove(card)
        state = _with_archive_record(state, self.player, self.play,
                                     record.evolve(aside=tuple(aside)) if aside else None)
        return state.add_to(self.player, "hand", (card,))  # known to its owner only, as aside


def _archive(state: DominionState, pid: int) -> DominionState:
    """Set aside the top 3 cards face down on this play's record, then take one now."""
    play = state.table.turn.plays  # this play's number: its record's key
    state, cards = state.reveal_from_deck(pid, 3)
    if cards:
        state = record_duration(state, pid, ARCHIVE, play, aside=cards)
    return state.push(ArchiveTake(pid, play))


def _archive_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    """At the start of the next turn (and the one after, while cards are left): the record is
    renewed for this turn, keeping the Archive in play, and one card per play goes to the hand."""
    if not record.aside:
        return state
    state, play = next_play(state)
    renewed = DurationRecord(ARCHIVE, record.times, record.aside, record.keeper, play)
    p = state.players[pid]
    state = state.with_player(pid, p.with_more(p.more.evolve(
        records=(*p.more.lasting.records, renewed))))
    return state.push(*(ArchiveTake(pid, play) for _ in range(max(record.times, 1))))


ARCHIVE: Final = Card(
    name="Archive", cost=5, actions=1,
    types=frozenset({CardType.ACTION, CardType.DURATION}),
    on_play=_archive, on_duration=_archive_next_turn, expansion=EMPIRES,
    text="+1 Action. Set aside the top 3 cards of your deck face down (you may look at them). "
         "Now and at the start of your next two turns, put one into your hand.")


PART_SIX: Final[tuple[Card, ...]] = (CHARM, ENCHANTRESS, ARCHIVE)


CARDS: Final[tuple[Card, ...]] = (PART_ONE + PART_TWO + PART_THREE + PART_FOUR + PART_FIVE
                                  + PART_SIX)
"""Every Empires card of this module: kingdom cards and the cards of their piles."""
