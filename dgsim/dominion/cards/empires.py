"""Dominion: Empires — its kingdom cards that need no debt, no VP tokens on piles, no Events and no
Landmarks, each with its printed text; the split piles as piles of several cards named by their
top card (``Encampment`` is 5 Encampments over 5 Plunders), unshuffled.

The module is written in parts (each ends with its own tuple of cards); `CARDS` joins them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.dominion.card import Card, CardType, Reaction, action, attack, treasure
from dgsim.dominion.cards.basic import COPPER, CURSE, GOLD, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    TREASURES_ONLY,
    CardFilter,
    ChooseCards,
    DiscardThem,
)
from dgsim.dominion.effect import DrawCards, RevealTop, draw, gain, trash_cards
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import GainTo, gained_in_place, return_to_pile
from dgsim.dominion.library import DiscardDownTo, PlayTwice, TrashFromSupply, take_vp
from dgsim.dominion.phase import ActionPhase, BuyPhase, return_to_action_phase
from dgsim.dominion.reaction import reveal_in_hand
from dgsim.dominion.state import PUBLIC, DominionState, as_zone
from dgsim.dominion.trigger import start_this_turn, this_turn_count

__all__ = [
    "BUSTLING_VILLAGE",
    "CARDS",
    "CATAPULT",
    "CHARIOT_RACE",
    "CROWN",
    "EMPORIUM",
    "ENCAMPMENT",
    "FORTUNE",
    "FORUM",
    "GLADIATOR",
    "GROUNDSKEEPER",
    "LEGIONARY",
    "PATRICIAN",
    "PLUNDER",
    "ROCKS",
    "SACRIFICE",
    "SETTLERS",
    "VILLA",
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
        if card.is_action:
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
    "Fortune", cost=8, coins=0, buys=1, then=_fortune, on_gain=_golds_per_gladiator,
    expansion=EMPIRES,
    text="+1 Buy. When you play this, double your $ if you haven't yet this turn. When you gain "
         "this, gain a Gold per Gladiator you have in play."))
"""Fortune costs $8 and 8 Debt as printed; without debt in the engine yet, $8 only."""


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
    actions = sum(1 for c in (*p.in_play, *p.more.lasting.durations) if c.is_action)
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


CARDS: Final[tuple[Card, ...]] = PART_ONE + PART_TWO
"""Every Empires card of this module: kingdom cards and the cards of their piles."""
