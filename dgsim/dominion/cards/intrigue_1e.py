"""Dominion: Intrigue 1E — kingdom cards implemented so far, each with its first-edition text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.dominion.card import Card, CardType, Reaction, action, attack
from dgsim.dominion.cards.basic import COPPER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import CardFilter, ChooseCards, GainFromSupply, TopdeckThem
from dgsim.dominion.effect import DiscardCards, DrawCards, RevealTop, TrashCards, discard_cards
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import MANY, DiscardForCoins, FromHand
from dgsim.dominion.revealing import reveal_and_take
from dgsim.dominion.state import DominionState

__all__ = ["CARDS", "COPPERSMITH", "GREAT_HALL", "SABOTEUR", "SCOUT", "SECRET_CHAMBER", "TRIBUTE",
           "CopperExtra", "DiscardForCoins", "SaboteurReveal", "TributeBonus"]


# -- Secret Chamber ------------------------------------------------------------------------


def _secret_chamber_react(state: DominionState, owner: int, event: Event) -> DominionState:
    # +2 Cards, then two single picks: the first goes onto the deck, the second on top of it
    put_back = ChooseCards(owner, "topdeck", "hand", 1, 1, TopdeckThem())
    return state.push(DrawCards(owner, 2), put_back, put_back)


SECRET_CHAMBER: Final = action(
    "Secret Chamber", cost=2, then=FromHand("discard", up_to=MANY, then=DiscardForCoins()),
    extra_types=(CardType.REACTION,), edition=1, expansion="Intrigue",
    reactions=(Reaction(event=EventKind.ATTACK, zone="hand", others=True,
                        effect=_secret_chamber_react, repeatable=True),),
    text="Discard any number of cards. +$1 per card discarded. When another player plays an "
         "Attack card, you may reveal this from your hand. If you do, +2 Cards, then put 2 cards "
         "from your hand on top of your deck.",
)


# -- Coppersmith ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CopperExtra:
    """This turn: each Copper ``owner`` plays produces an extra $1 (one trigger per Coppersmith play)."""

    owner: int

    def on_play(self, state: DominionState, pid: int, card: Card) -> DominionState:
        if card is not COPPER or pid != self.owner:
            return state
        return state.add_coins(pid, 1)


def _coppersmith(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(triggers=(*table.turn.triggers, CopperExtra(pid))))


COPPERSMITH: Final = action("Coppersmith", cost=4, then=_coppersmith, edition=1,
                            expansion="Intrigue", text="Copper produces an extra $1 this turn.")


# -- Great Hall ----------------------------------------------------------------------------


GREAT_HALL: Final = action("Great Hall", cost=3, cards=1, actions=1, vp=1,
                           extra_types=(CardType.VICTORY,), edition=1, expansion="Intrigue",
                           text="+1 Card +1 Action. 1 VP")


# -- Saboteur ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SaboteurReveal:
    """Saboteur's victim, one revealed card at a time: under $3 it stays revealed and the next is
    revealed; the first costing $3 or more is trashed, a card costing at most $2 less may be
    gained, and the others are discarded (all of them when the cards run out)."""

    revealed: tuple[Card, ...] = ()

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return discard_cards(state, pid, self.revealed, "set_aside")
        hit = cards[0]
        if cost(state, hit) < 3:
            return state.push(RevealTop(pid, 1, SaboteurReveal((*self.revealed, hit))))
        bound = CardFilter(max_cost=cost(state, hit) - 2, max_potion=hit.potion, max_debt=hit.debt)
        return state.push(TrashCards(pid, cards, "set_aside"),
                          GainFromSupply(pid, bound, optional=True),
                          DiscardCards(pid, self.revealed, "set_aside"))


def _saboteur_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(RevealTop(victim, 1, SaboteurReveal()))


SABOTEUR: Final = attack(
    "Saboteur", cost=5, each_other=_saboteur_hit, edition=1, expansion="Intrigue",
    text="Each other player reveals cards from the top of his deck until revealing one costing "
         "$3 or more. He trashes that card and may gain a card costing at most $2 less than it. "
         "He discards the other revealed cards.",
)


# -- Scout ---------------------------------------------------------------------------------


def _is_victory(card: Card) -> bool:
    return card.is_victory


def _scout(state: DominionState, pid: int) -> DominionState:
    return reveal_and_take(state, pid, 4, _is_victory)


SCOUT: Final = action(
    "Scout", cost=4, actions=1, then=_scout, edition=1, expansion="Intrigue",
    text="+1 Action. Reveal the top 4 cards of your deck. Put the revealed Victory cards into your "
         "hand. Put the other cards on top of your deck in any order.",
)


# -- Tribute -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TributeBonus:
    """Tribute: the left player discards its revealed cards; ``player`` gets the bonuses of each
    differently named one (+2 Actions per Action, +$2 per Treasure, +2 Cards per Victory card)."""

    player: int

    def after(self, state: DominionState, left: int, cards: tuple[Card, ...]) -> DominionState:
        pid = self.player
        kinds = {c.name: c for c in cards}.values()
        actions = 2 * sum(1 for c in kinds if state.is_action(c))
        coins = 2 * sum(1 for c in kinds if c.is_treasure)
        draws = 2 * sum(1 for c in kinds if c.is_victory)
        p = state.players[pid]
        state = state.with_player(pid, p.with_counters(actions=p.actions + actions, coins=p.coins + coins))
        if draws:
            state = state.push(DrawCards(pid, draws))  # after the discard and what reacts to it
        return discard_cards(state, left, cards, "set_aside")


def _tribute(state: DominionState, pid: int) -> DominionState:
    return state.push(RevealTop((pid + 1) % state.mode.players, 2, TributeBonus(pid)))


TRIBUTE: Final = action(
    "Tribute", cost=5, then=_tribute, edition=1, expansion="Intrigue",
    text="The player to your left reveals then discards the top 2 cards of his deck. For each "
         "differently named card revealed, if it is an... Action Card, +2 Actions; Treasure Card, "
         "+$2; Victory Card, +2 Cards.",
)


CARDS: Final[tuple[Card, ...]] = (COPPERSMITH, GREAT_HALL, SABOTEUR, SCOUT, SECRET_CHAMBER, TRIBUTE)
