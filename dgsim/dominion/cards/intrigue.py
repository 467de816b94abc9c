"""Dominion: Intrigue — kingdom cards implemented so far, each with its printed text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.core.pick import NO
from dgsim.dominion.card import Card, CardType, Reaction, action, attack, victory
from dgsim.dominion.cards.basic import CURSE, DUCHY, ESTATE, GOLD, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    CardFilter,
    ChooseCards,
    DiscardThem,
    GainFromSupply,
    PlaceInDeck,
    TopdeckThem,
    TrashThem,
    costing_exactly,
    picked_cards,
)
from dgsim.dominion.effect import (
    DrawCards,
    RevealTop,
    TrashCards,
    announce,
    discard_cards,
    draw,
    gain,
    reveal_hand,
    reveal_in_hand,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.fields import declare_mat
from dgsim.dominion.gaining import GainFromTrash, GainTo, TrashToGainThen
from dgsim.dominion.library import (
    ChooseOne,
    ChooseOptions,
    DiscardTwoFor,
    Draw,
    FromHand,
    NameACard,
    Option,
)
from dgsim.dominion.revealing import RevealIfNamed, reveal_and_take
from dgsim.dominion.state import NO_MORE, PUBLIC, DominionState, PlayerMore, known_to

__all__ = ["BARON", "BRIDGE", "CARDS", "CONSPIRATOR", "COURTIER", "COURTYARD", "DIPLOMAT", "DUKE",
           "HAREM", "IRONWORKS", "LURKER", "MASQUERADE", "MILL", "MINING_VILLAGE", "MINION", "NOBLES",
           "PATROL", "PAWN", "REPLACE", "SECRET_PASSAGE", "SHANTY_TOWN", "STEWARD", "SWINDLER",
           "TORTURER", "TORTURER_OPTIONS", "TRADING_POST", "UPGRADE", "WISHING_WELL", "DiscardHand",
           "MinionHit", "ReplaceBonus", "SwindlerGain", "TrashForSwindler", "TrashTwoForSilver"]


# -- Bridge --------------------------------------------------------------------------------


def _bridge(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(cost_cut=table.turn.cost_cut + 1))


BRIDGE: Final = action("Bridge", cost=4, buys=1, coins=1, then=_bridge, expansion="Intrigue",
                       text="+1 Buy +$1. This turn, cards (everywhere) cost $1 less.")


# -- Minion --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """``player`` discards its whole hand (as it is when this runs)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return discard_cards(state, self.player, state.players[self.player].hand)


@dataclass(frozen=True, slots=True)
class MinionHit:
    """Minion's attack on one victim: with at least 5 cards in hand, discard it and draw 4."""

    victim: int

    def execute(self, state: DominionState) -> DominionState:
        if self.victim in state.immune or len(state.players[self.victim].hand) < 5:
            return state
        return state.push(DiscardHand(self.victim), DrawCards(self.victim, 4))


def _minion_coins(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 2)


def _minion_cycle(state: DominionState, pid: int) -> DominionState:
    return state.push(DiscardHand(pid), DrawCards(pid, 4),
                      *(MinionHit(other) for other in state.others(pid)))


MINION_CYCLE: Final = ("discard your hand, +4 Cards, and each other player with at least 5 cards "
                       "in hand discards their hand and draws 4 cards")
"""The label of Minion's second option (its printed words)."""

MINION: Final = Card(
    name="Minion", cost=5, types=frozenset({CardType.ACTION, CardType.ATTACK}), actions=1,
    on_play=ChooseOne((Option("+$2", _minion_coins), Option(MINION_CYCLE, _minion_cycle))),
    expansion="Intrigue",
    text="+1 Action. Choose one: +$2; or discard your hand, +4 Cards, and each other player with "
         "at least 5 cards in hand discards their hand and draws 4 cards.",
)


# == Baron, Conspirator, Courtier, Courtyard, Diplomat, Duke, Harem, Ironworks, Lurker,
# == Masquerade, Mill, Mining Village, Nobles (2nd-edition texts) ===========================


def _more_actions(state: DominionState, pid: int, n: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(actions=p.actions + n))


def _more_buys(state: DominionState, pid: int, n: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(buys=p.buys + n))


# -- Baron ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EstateForCoins:
    """Baron: a discarded Estate gives +$4; no Estate discarded, gain an Estate."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if cards:
            return discard_cards(state, pid, cards).add_coins(pid, 4)
        return gain(state, pid, ESTATE)


BARON: Final = action(
    "Baron", cost=4, buys=1, expansion="Intrigue",
    then=FromHand("discard", of=CardFilter(names=frozenset({ESTATE.name})), then=EstateForCoins()),
    text="+1 Buy. You may discard an Estate for +$4. If you don't, gain an Estate.",
)


# -- Conspirator ---------------------------------------------------------------------------


def _conspirator(state: DominionState, pid: int) -> DominionState:
    if state.table.turn.actions_played < 3:
        return state
    return draw(_more_actions(state, pid, 1), pid, 1)


CONSPIRATOR: Final = Card(
    name="Conspirator", cost=4, types=frozenset({CardType.ACTION}), coins=2,
    on_play=_conspirator, counts_actions=True, expansion="Intrigue",
    text="+$2. If you've played 3 or more Actions this turn (counting this), +1 Card and "
         "+1 Action.",
)


# -- Courtier ------------------------------------------------------------------------------


def _courtier_action(state: DominionState, pid: int) -> DominionState:
    return _more_actions(state, pid, 1)


def _courtier_buy(state: DominionState, pid: int) -> DominionState:
    return _more_buys(state, pid, 1)


def _courtier_coins(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 3)


def _courtier_gold(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, GOLD)


COURTIER_OPTIONS: Final = (Option("+1 Action", _courtier_action), Option("+1 Buy", _courtier_buy),
                           Option("+$3", _courtier_coins), Option("gain a Gold", _courtier_gold))
"""Courtier's options, labelled by their printed words."""


@dataclass(frozen=True, slots=True)
class ChoosePerType:
    """Courtier: the revealed card (known to every seat) gives one different option per type."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        state = reveal_in_hand(state, pid, cards)
        count = min(len(cards[0].types), len(COURTIER_OPTIONS))
        return state.push(ChooseOptions(pid, COURTIER_OPTIONS, count))


COURTIER: Final = action(
    "Courtier", cost=5, expansion="Intrigue",
    then=FromHand("reveal", exactly=1, then=ChoosePerType()),
    text="Reveal a card from your hand. For each type it has (Action, Attack, etc.), choose "
         "one: +1 Action; or +1 Buy; or +$3; or gain a Gold. The choices must be different.",
)


# -- Courtyard -----------------------------------------------------------------------------


COURTYARD: Final = action("Courtyard", cost=2, cards=3, expansion="Intrigue",
                          then=FromHand("topdeck", exactly=1, then=TopdeckThem()),
                          text="+3 Cards. Put a card from your hand onto your deck.")


# -- Diplomat ------------------------------------------------------------------------------


def _diplomat(state: DominionState, pid: int) -> DominionState:
    if len(state.players[pid].hand) > 5:
        return state
    return _more_actions(state, pid, 2)


def _hand_of_five(state: DominionState, owner: int, event: Event) -> bool:
    return len(state.players[owner].hand) >= 5


def _diplomat_react(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(DrawCards(owner, 2), ChooseCards(owner, "discard", "hand", 3, 3,
                                                       DiscardThem()))


DIPLOMAT: Final = action(
    "Diplomat", cost=4, cards=2, then=_diplomat, extra_types=(CardType.REACTION,),
    expansion="Intrigue",
    reactions=(Reaction(event=EventKind.ATTACK, zone="hand", others=True, effect=_diplomat_react,
                        when=_hand_of_five, repeatable=True),),
    text="+2 Cards. If you have 5 or fewer cards in hand (after drawing), +2 Actions. When "
         "another player plays an Attack card, you may first reveal this from a hand of 5 or "
         "more cards, to draw 2 cards then discard 3.",
)


# -- Duke ----------------------------------------------------------------------------------


def _duke_vp(state: DominionState, pid: int) -> int:
    return sum(1 for c in state.players[pid].all_cards() if c is DUCHY)


DUKE: Final = victory("Duke", cost=5, vp_hook=_duke_vp, expansion="Intrigue",
                      text="Worth 1 VP per Duchy you have.")


# -- Harem ---------------------------------------------------------------------------------


HAREM: Final = Card(name="Harem", cost=6, types=frozenset({CardType.TREASURE, CardType.VICTORY}),
                    coins=2, vp=2, aliases=("Farm",), expansion="Intrigue", text="$2. 2 VP.")


# -- Ironworks -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BonusPerType:
    """Ironworks: the gained card gives +1 Action if an Action, +$1 if a Treasure, +1 Card if a
    Victory card (each type it has). In a possessed turn the possessor gained it: no bonus."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if state.table.order.possessor is not None and pid == state.current:
            return state
        for card in cards:
            if state.is_action(card):
                state = _more_actions(state, pid, 1)
            if card.is_treasure:
                state = state.add_coins(pid, 1)
            if card.is_victory:
                state = draw(state, pid, 1)
        return state


def _ironworks(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromSupply(pid, CardFilter(max_cost=4), then=BonusPerType()))


IRONWORKS: Final = action(
    "Ironworks", cost=4, then=_ironworks, expansion="Intrigue",
    text="Gain a card costing up to $4. If the gained card is an... Action card, +1 Action; "
         "Treasure card, +$1; Victory card, +1 Card.",
)


# -- Lurker --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashFromSupply:
    """Lurker: ``trash <Card>`` for an Action pile of the supply (its hook runs for the player)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The non-empty Action piles, in supply order."""
        supply = state.supply
        return tuple(c for i, c in enumerate(state.supply_cards()) if supply[i] > 0 and state.is_action(c))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("trash", c.name) for c in self.options(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        for card in picked_cards(self.options(state), picks):
            state = state.with_supply(card, -1)
            state = state.with_board(trash_pile=(*state.trash_pile, card))
            state = announce(state, Event(EventKind.TRASH, self.player, card, "supply", "trash"))
        return state


def _lurker_trash(state: DominionState, pid: int) -> DominionState:
    return state.push(TrashFromSupply(pid))


def _lurker_gain(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromTrash(pid, ACTIONS_ONLY))


LURKER_TRASH: Final = "trash an Action card from the Supply"
LURKER_GAIN: Final = "gain an Action card from the trash"
"""The labels of Lurker's options (their printed words)."""

LURKER: Final = action(
    "Lurker", cost=2, actions=1, expansion="Intrigue",
    then=ChooseOne((Option(LURKER_TRASH, _lurker_trash), Option(LURKER_GAIN, _lurker_gain))),
    text="+1 Action. Choose one: Trash an Action card from the Supply; or gain an Action card "
         "from the trash.",
)


# -- Masquerade ----------------------------------------------------------------------------

PASSING: Final = declare_mat("Masquerade", private=True)
"""The private mat holding a seat's card being passed, face down, until every seat has picked."""


def _set_more(state: DominionState, pid: int, more: PlayerMore) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_more(NO_MORE if more.is_empty() else more))


@dataclass(frozen=True, slots=True)
class PassFaceDown:
    """Masquerade: the picked card leaves the hand face down (known to its owner only)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        state = state.remove_from(pid, "hand", cards)  # a seat with cards in hand picks one
        more = state.players[pid].more
        return _set_more(state, pid, more.with_mat(PASSING, more.mat(PASSING) + cards))


@dataclass(frozen=True, slots=True)
class PassAtOnce:
    """Masquerade: every picked card moves at once to the next seat of ``seats`` (to the left).

    The receiver and the passer know the card; the others do not.
    """

    seats: tuple[int, ...]

    def execute(self, state: DominionState) -> DominionState:
        seats = self.seats
        passed = [state.players[s].more.mat(PASSING) for s in seats]
        for s in seats:
            more = state.players[s].more
            state = _set_more(state, s, more.with_mat(PASSING, ()))
        for i, (s, cards) in enumerate(zip(seats, passed, strict=True)):
            receiver = seats[(i + 1) % len(seats)]
            state = state.add_to(receiver, "hand", cards, known_to(s, receiver))
        return state


def _masquerade(state: DominionState, pid: int) -> DominionState:
    n = state.mode.players
    seats = tuple(s for s in ((pid + k) % n for k in range(n)) if state.players[s].hand)
    picks = tuple(ChooseCards(s, "pass", "hand", 1, 1, PassFaceDown()) for s in seats)
    return state.push(*picks, PassAtOnce(seats),
                      ChooseCards(pid, "trash", "hand", 0, 1, TrashThem()))


MASQUERADE: Final = action(
    "Masquerade", cost=3, cards=2, then=_masquerade, expansion="Intrigue",
    text="+2 Cards. Each player with any cards in hand passes one to the next such player to "
         "their left, at once. Then you may trash a card from your hand.",
)


# -- Mill ----------------------------------------------------------------------------------


def _mill(state: DominionState, pid: int) -> DominionState:
    return state.push(DiscardTwoFor(pid, coins=2))


MILL: Final = action("Mill", cost=4, cards=1, actions=1, vp=1, then=_mill,
                     extra_types=(CardType.VICTORY,), expansion="Intrigue",
                     text="+1 Card +1 Action. You may discard 2 cards, for +$2. 1 VP.")


# -- Mining Village ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashThisForCoins:
    """Mining Village: ``trash Mining Village`` for +$2, or ``no``.

    "This" is the card just played: the last one put into play. Once trashed it
    is not there for a second play by Throne Room, which then offers nothing.
    """

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        in_play = state.players[self.player].in_play
        if picks or not in_play or in_play[-1] is not MINING_VILLAGE:
            return ()
        return (Choice("trash", MINING_VILLAGE.name), NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        pid = self.player
        p = state.players[pid]
        state = state.with_player(pid, p.evolve(in_play=p.in_play[:-1]))
        state = state.add_to(pid, "set_aside", (MINING_VILLAGE,))
        return trash_cards(state, pid, (MINING_VILLAGE,), "set_aside").add_coins(pid, 2)


def _mining_village(state: DominionState, pid: int) -> DominionState:
    return state.push(TrashThisForCoins(pid))


MINING_VILLAGE: Final = action("Mining Village", cost=4, cards=1, actions=2, then=_mining_village,
                               expansion="Intrigue",
                               text="+1 Card +2 Actions. You may trash this for +$2.")


# -- Nobles --------------------------------------------------------------------------------


def _nobles_actions(state: DominionState, pid: int) -> DominionState:
    return _more_actions(state, pid, 2)


NOBLES: Final = action("Nobles", cost=6, vp=2, extra_types=(CardType.VICTORY,),
                       expansion="Intrigue",
                       then=ChooseOne((Option("+3 Cards", Draw(3)),
                                       Option("+2 Actions", _nobles_actions))),
                       text="Choose one: +3 Cards; or +2 Actions. 2 VP.")


# -- Patrol, Pawn, Replace, Secret Passage, Shanty Town, Steward, Swindler, Torturer, --------
# -- Trading Post, Upgrade, Wishing Well ---------------------------------------------------


def _bonus(state: DominionState, pid: int, actions: int = 0, buys: int = 0) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(actions=p.actions + actions, buys=p.buys + buys))


def _victory_or_curse(card: Card) -> bool:
    return card.is_victory or CardType.CURSE in card.types


def _patrol(state: DominionState, pid: int) -> DominionState:
    return reveal_and_take(state, pid, 4, _victory_or_curse)


PATROL: Final = action(
    "Patrol", cost=5, cards=3, then=_patrol, expansion="Intrigue",
    text="+3 Cards. Reveal the top 4 cards of your deck. Put the Victory cards and Curses into "
         "your hand. Put the rest back in any order.",
)


def _pawn_card(state: DominionState, pid: int) -> DominionState:
    return draw(state, pid, 1)


def _pawn_action(state: DominionState, pid: int) -> DominionState:
    return _bonus(state, pid, actions=1)


def _pawn_buy(state: DominionState, pid: int) -> DominionState:
    return _bonus(state, pid, buys=1)


def _pawn_coin(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 1)


PAWN: Final = action(
    "Pawn", cost=2, expansion="Intrigue",
    then=ChooseOne((Option("+1 Card", _pawn_card), Option("+1 Action", _pawn_action),
                    Option("+1 Buy", _pawn_buy), Option("+$1", _pawn_coin)), count=2),
    text="Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different.",
)


@dataclass(frozen=True, slots=True)
class ReplaceBonus:
    """Replace, once the gain has resolved: an Action or Treasure still on top of the discard
    pile goes onto the deck; a Victory card gives each other player not unaffected a Curse."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        p = state.players[pid]
        if (state.is_action(card) or card.is_treasure) and p.discard and p.discard[0] is card:
            state = state.remove_from(pid, "discard", (card,)).add_to(pid, "deck", (card,), PUBLIC)
        if card.is_victory:
            immune = state.immune
            state = state.push(*(GainTo(o, CURSE) for o in state.others(pid) if o not in immune))
        return state


REPLACE: Final = Card(
    name="Replace", cost=5, types=frozenset({CardType.ACTION, CardType.ATTACK}),
    on_play=FromHand("trash", exactly=1, then=TrashToGainThen(2, then=ReplaceBonus())),
    expansion="Intrigue",
    text="Trash a card from your hand. Gain a card costing up to $2 more than it. If the gained "
         "card is an Action or Treasure, put it onto your deck; if it's a Victory card, each "
         "other player gains a Curse.",
)


def _secret_passage(state: DominionState, pid: int) -> DominionState:
    return state.push(PlaceInDeck(pid))


SECRET_PASSAGE: Final = action(
    "Secret Passage", cost=4, cards=2, actions=1, then=_secret_passage, expansion="Intrigue",
    text="+2 Cards +1 Action. Take a card from your hand and put it anywhere in your deck.",
)


def _shanty_town(state: DominionState, pid: int) -> DominionState:
    state = reveal_hand(state, pid)
    if any(state.is_action(c) for c in state.players[pid].hand):
        return state
    return draw(state, pid, 2)


SHANTY_TOWN: Final = action(
    "Shanty Town", cost=3, actions=2, then=_shanty_town, expansion="Intrigue",
    text="+2 Actions. Reveal your hand. If you have no Action cards in hand, +2 Cards.",
)


def _steward_cards(state: DominionState, pid: int) -> DominionState:
    return draw(state, pid, 2)


def _steward_coins(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 2)


STEWARD: Final = action(
    "Steward", cost=3, expansion="Intrigue",
    then=ChooseOne((Option("+2 Cards", _steward_cards), Option("+$2", _steward_coins),
                    Option("trash 2 cards", FromHand("trash", exactly=2, then=TrashThem())))),
    text="Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.",
)


@dataclass(frozen=True, slots=True)
class SwindlerGain:
    """Swindler: the attacker picks a card costing exactly what ``trashed`` costs now, for the
    victim to gain (``gain <Card>``); nothing when no pile has one."""

    player: int
    victim: int
    trashed: Card

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The piles the victim may be given, in supply order."""
        same = costing_exactly(cost(state, self.trashed), self.trashed.potion,
                               self.trashed.debt)
        return GainFromSupply(self.victim, same).options(state)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("gain", c.name) for c in self.options(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        for card in picked_cards(self.options(state), picks):
            state = gain(state, self.victim, card)
        return state


@dataclass(frozen=True, slots=True)
class TrashForSwindler:
    """Swindler: the victim trashes its revealed top card; the attacker picks its replacement."""

    attacker: int

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return state.push(TrashCards(pid, cards, "set_aside"),
                          SwindlerGain(self.attacker, pid, cards[0]))


def _swindler_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(RevealTop(victim, 1, TrashForSwindler(attacker)))


SWINDLER: Final = attack(
    "Swindler", cost=3, coins=2, each_other=_swindler_hit, expansion="Intrigue",
    text="+$2. Each other player trashes the top card of their deck and gains a card with the "
         "same cost that you choose.",
)


def _curse_to_hand(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, CURSE, "hand")


TORTURER_OPTIONS: Final = (
    Option("discard 2 cards", FromHand("discard", exactly=2, then=DiscardThem())),
    Option("gain a Curse", _curse_to_hand),
)
"""The victim's options, labelled by their printed words (discard 2 cards, or a Curse to hand)."""


def _torturer_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return ChooseOne(TORTURER_OPTIONS)(state, victim)


TORTURER: Final = attack(
    "Torturer", cost=5, cards=3, each_other=_torturer_hit, expansion="Intrigue",
    text="+3 Cards. Each other player either discards 2 cards or gains a Curse to their hand, "
         "their choice. (They may pick an option they can't do.)",
)


@dataclass(frozen=True, slots=True)
class TrashTwoForSilver:
    """Trading Post: trash the picked cards; if they were 2, gain a Silver to the hand."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        state = trash_cards(state, pid, cards)
        return gain(state, pid, SILVER, "hand") if len(cards) == 2 else state


TRADING_POST: Final = action(
    "Trading Post", cost=5, then=FromHand("trash", exactly=2, then=TrashTwoForSilver()),
    expansion="Intrigue",
    text="Trash 2 cards from your hand. If you did, gain a Silver to your hand.",
)


UPGRADE: Final = action(
    "Upgrade", cost=5, cards=1, actions=1, expansion="Intrigue",
    then=FromHand("trash", exactly=1, then=TrashToGainThen(1, exact=True)),
    text="+1 Card +1 Action. Trash a card from your hand. Gain a card costing exactly $1 more "
         "than it.",
)


def _wishing_well(state: DominionState, pid: int) -> DominionState:
    return state.push(NameACard(pid, RevealIfNamed()))


WISHING_WELL: Final = action(
    "Wishing Well", cost=3, cards=1, actions=1, then=_wishing_well, expansion="Intrigue",
    text="+1 Card +1 Action. Name a card, then reveal the top card of your deck. If you named "
         "it, put it into your hand.",
)


CARDS: Final[tuple[Card, ...]] = (
    BRIDGE, MINION, BARON, CONSPIRATOR, COURTIER, COURTYARD, DIPLOMAT, DUKE, HAREM, IRONWORKS,
    LURKER, MASQUERADE, MILL, MINING_VILLAGE, NOBLES,
    PATROL, PAWN, REPLACE, SECRET_PASSAGE, SHANTY_TOWN, STEWARD, SWINDLER, TORTURER, TRADING_POST,
    UPGRADE, WISHING_WELL,
)
