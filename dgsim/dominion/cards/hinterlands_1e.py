"""Dominion: Hinterlands 1E — the first-edition cards the 2nd edition removed, each with its
first-edition text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, Reaction, action, attack, treasure, victory
from dgsim.dominion.cards.basic import COPPER, CURSE, DUCHY, GOLD, SILVER
from dgsim.dominion.decision import CardFilter, DiscardThem, GainFromSupply, TopdeckThem
from dgsim.dominion.effect import (
    AttackEach,
    AttackReactions,
    DiscardCards,
    DrawCards,
    GainCard,
    RevealTop,
    TrashCards,
    discard_cards,
    gain,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import topdeck_gained
from dgsim.dominion.library import FromHand, LookAtTop
from dgsim.dominion.revealing import PutBack
from dgsim.dominion.state import DominionState

__all__ = [
    "CACHE",
    "CARDS",
    "DUCHESS",
    "EMBASSY",
    "ILL_GOTTEN_GAINS",
    "MANDARIN",
    "NOBLE_BRIGAND",
    "NOMAD_CAMP",
    "ORACLE",
    "SILK_ROAD",
    "BrigandReveal",
    "BrigandTrash",
    "LooksAtTop",
    "OracleChoice",
    "OracleReveal",
]


def _cache_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(*(GainCard(owner, COPPER, "discard", CACHE) for _ in range(2)))


CACHE: Final = treasure("Cache", cost=5, coins=3, on_gain=_cache_gained, expansion="Hinterlands",
                        edition=1, text="$3. When you gain this, gain two Coppers.")


def _embassy_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(*(GainCard(other, SILVER, "discard", EMBASSY)
                        for other in state.others(owner)))


EMBASSY: Final = action(
    "Embassy", cost=5, cards=5, then=FromHand("discard", exactly=3, then=DiscardThem()),
    on_gain=_embassy_gained, expansion="Hinterlands", edition=1,
    text="+5 Cards. Discard 3 cards. When you gain this, each other player gains a Silver.",
)


def _nomad_camp_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return topdeck_gained(state, owner, event) if event.to_zone != "deck" else state


NOMAD_CAMP: Final = action(
    "Nomad Camp", cost=4, buys=1, coins=2, on_gain=_nomad_camp_gained, expansion="Hinterlands",
    edition=1, text="+1 Buy +$2. When you gain this, put it on top of your deck.",
)


def _silk_road_vp(state: DominionState, pid: int) -> int:
    return sum(1 for c in state.players[pid].all_cards() if c.is_victory) // 4


SILK_ROAD: Final = victory(
    "Silk Road", cost=4, vp_hook=_silk_road_vp, expansion="Hinterlands", edition=1,
    text="Worth 1 VP for every 4 Victory cards in your deck (round down).",
)


def _ill_gotten_gains(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromSupply(pid, CardFilter(names=frozenset({COPPER.name})), to="hand",
                                     optional=True))


def _ill_gotten_gains_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(*(GainCard(other, CURSE, "discard", ILL_GOTTEN_GAINS)
                        for other in state.others(owner)))


ILL_GOTTEN_GAINS: Final = treasure(
    "Ill-Gotten Gains", cost=5, coins=1, then=_ill_gotten_gains, on_gain=_ill_gotten_gains_gained,
    expansion="Hinterlands", edition=1,
    text="$1. When you play this, you may gain a Copper, putting it into your hand. When you gain "
         "this, each other player gains a Curse.",
)


# -- Duchess -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LooksAtTop:
    """``player`` looks at the top card of its deck and discards it or puts it back (Duchess)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return LookAtTop(1, verbs=("discard", "topdeck"))(state, self.player)


def _duchess(state: DominionState, pid: int) -> DominionState:
    n = state.mode.players
    return state.push(*(LooksAtTop((pid + k) % n) for k in range(n)))


def _duchy_gained(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is DUCHY and state.pile_count(DUCHESS) > 0


def _gain_duchess(state: DominionState, owner: int, event: Event) -> DominionState:
    return gain(state, owner, DUCHESS, cause=DUCHESS)


DUCHESS: Final = action(
    "Duchess", cost=2, coins=2, then=_duchess, expansion="Hinterlands", edition=1,
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_gain_duchess,
                        verb="gain", when=_duchy_gained),),
    text="+$2. Each player (including you) looks at the top card of his deck, and discards it or "
         "puts it back. In games using this, when you gain a Duchy, you may gain a Duchess.",
)


# -- Oracle --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OracleChoice:
    """The Oracle's player decides for ``victim``'s revealed cards: ``discard them`` or ``put them
    back`` (then ``victim`` picks their order: `PutBack`)."""

    player: int
    victim: int
    cards: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else (Choice("discard them"), Choice("put them back"))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if picks and picks[0] == Choice("discard them"):
            return discard_cards(state, self.victim, self.cards, "set_aside")
        return PutBack(self.victim, self.cards).execute(state)


@dataclass(frozen=True, slots=True)
class OracleReveal:
    """``victim`` reveals the top 2 cards of its deck (its own shuffle, its Stash) for the Oracle's
    ``player``."""

    player: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return RevealTop(self.victim, 2, self).execute(state)

    def after(self, state: DominionState, victim: int, cards: tuple[Card, ...]) -> DominionState:
        """The revealed cards (set aside) wait for the Oracle's player's choice."""
        return OracleChoice(self.player, victim, cards).execute(state) if cards else state


def _oracle_self(state: DominionState, pid: int) -> DominionState:
    return state.push(OracleReveal(pid, pid))


def _oracle_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(OracleReveal(attacker, victim))


def _oracle_draw(state: DominionState, pid: int) -> DominionState:
    return state.push(DrawCards(pid, 2))


ORACLE: Final = attack(
    "Oracle", cost=3, then=_oracle_self, each_other=_oracle_hit, after=_oracle_draw,
    expansion="Hinterlands", edition=1,
    text="Each player (including you) reveals the top 2 cards of his deck, and you choose one: "
         "either he discards them, or he puts them back on top in an order he chooses. +2 Cards.",
)


# -- Mandarin ------------------------------------------------------------------------------


def _mandarin_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    treasures = tuple(c for c in state.players[owner].in_play if c.is_treasure)
    if not treasures:
        return state
    state = state.remove_from(owner, "in_play", treasures).add_to(owner, "set_aside", treasures)
    return PutBack(owner, treasures).execute(state)


MANDARIN: Final = action(
    "Mandarin", cost=5, coins=3, then=FromHand("topdeck", exactly=1, then=TopdeckThem()),
    on_gain=_mandarin_gained, expansion="Hinterlands", edition=1,
    text="+$3. Put a card from your hand on top of your deck. When you gain this, put all "
         "Treasures you have in play on top of your deck in any order.",
)


# -- Noble Brigand -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BrigandTrash:
    """The Noble Brigand's player picks which revealed Silver or Gold ``victim`` trashes
    (``trash <Card>``); the rest are discarded; the attacker gains the trashed card."""

    player: int
    victim: int
    revealed: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        names = sorted({c.name for c in self.revealed if c is SILVER or c is GOLD})
        return tuple(Choice("trash", n) for n in names)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        card = next(c for c in self.revealed if picks and c.name == picks[0].arg)
        rest = list(self.revealed)
        rest.remove(card)
        return state.push(TrashCards(self.victim, (card,), "set_aside"),
                          DiscardCards(self.victim, tuple(rest), "set_aside"),
                          GainCard(self.player, card, "discard", NOBLE_BRIGAND, source="trash"))


@dataclass(frozen=True, slots=True)
class BrigandReveal:
    """``victim`` reveals the top 2 cards of its deck for the Noble Brigand's ``player``."""

    player: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return RevealTop(self.victim, 2, self).execute(state)  # the victim's shuffle, its Stash

    def after(self, state: DominionState, victim: int, cards: tuple[Card, ...]) -> DominionState:
        """A Silver or Gold: the Brigand's player picks one to trash; none: all discarded, and a
        victim who revealed no Treasure at all gains a Copper."""
        if any(c is SILVER or c is GOLD for c in cards):
            return BrigandTrash(self.player, victim, cards).execute(state)
        treasures = state.mode.treasures
        if not any(c.is_treasure or c in treasures for c in cards):
            state = state.push(GainCard(victim, COPPER, "discard", NOBLE_BRIGAND))
        return discard_cards(state, victim, cards, "set_aside")


def _brigand_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(BrigandReveal(attacker, victim))


def _brigand_bought(state: DominionState, owner: int, event: Event) -> DominionState:
    """Bought: its attack, as when played (other players may reveal Moat first)."""
    return state.push(AttackReactions(owner, NOBLE_BRIGAND), AttackEach(owner, NOBLE_BRIGAND))


NOBLE_BRIGAND: Final = attack(
    "Noble Brigand", cost=4, coins=1, each_other=_brigand_hit, on_buy=_brigand_bought,
    expansion="Hinterlands", edition=1,
    text="+$1. When you buy this or play it, each other player reveals the top 2 cards of his "
         "deck, trashes a revealed Silver or Gold you choose, and discards the rest. If he didn't "
         "reveal a Treasure, he gains a Copper. You gain the trashed cards.",
)


CARDS: Final[tuple[Card, ...]] = (NOMAD_CAMP, SILK_ROAD, CACHE, EMBASSY, ILL_GOTTEN_GAINS, DUCHESS,
                                  ORACLE, MANDARIN, NOBLE_BRIGAND)
