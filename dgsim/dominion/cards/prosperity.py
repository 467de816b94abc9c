"""Dominion: Prosperity (2nd edition) — its kingdom cards, each with its printed text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.core.pick import NO
from dgsim.dominion.card import Card, CardType, Reaction, action, attack, treasure
from dgsim.dominion.cards.basic import COPPER, CURSE, GOLD
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    TREASURES_ONLY,
    CardFilter,
    ChooseCards,
    GainFromSupply,
    TopdeckThem,
    TrashThem,
    costing_exactly,
)
from dgsim.dominion.effect import (
    DiscardCards,
    PlayCard,
    Resolve,
    RevealTop,
    TrashCards,
    discard_cards,
    draw,
    gain,
    next_play,
    reveal_hand,
    reveal_in_hand,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import TrashToGain, gained_in_place, gained_not_on_deck, topdeck_gained
from dgsim.dominion.library import (
    MANY,
    ChooseOne,
    DiscardForCoins,
    DiscardTwoFor,
    FromHand,
    LookAtTop,
    Option,
    PlayTwice,
    Steps,
    name_choices,
    named_card,
    take_vp,
)
from dgsim.dominion.phase import BuyPhase
from dgsim.dominion.revealing import PutBack
from dgsim.dominion.state import PUBLIC, DominionState, as_zone
from dgsim.dominion.trigger import start_this_turn

__all__ = [
    "ANVIL",
    "BANK",
    "BISHOP",
    "CARDS",
    "CHARLATAN",
    "CITY",
    "CLERK",
    "COLLECTION",
    "CRYSTAL_BALL",
    "EXPAND",
    "FORGE",
    "GRAND_MARKET",
    "HOARD",
    "INVESTMENT",
    "INVESTMENT_VP",
    "KINGS_COURT",
    "MAGNATE",
    "MINT",
    "MONUMENT",
    "PEDDLER",
    "QUARRY",
    "RABBLE",
    "TIARA",
    "VAULT",
    "WAR_CHEST",
    "WATCHTOWER",
    "WORKERS_VILLAGE",
    "BishopTrash",
    "CrystalBallChoice",
    "CrystalBallLook",
    "DiscardForCoins",
    "DiscardToGain",
    "ForgeGain",
    "GainCopy",
    "NameForWarChest",
    "RabbleReveal",
    "WarChestGain",
    "WatchtowerChoice",
    "play_from_deck",
]


# -- Bank ----------------------------------------------------------------------------------


def _bank(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, sum(1 for c in state.players[pid].in_play_all()
                                    if state.is_treasure(c)))


BANK: Final = treasure("Bank", cost=7, coins=0, then=_bank, expansion="Prosperity",
                       text="When you play this, it's worth $1 per Treasure card you have in play "
                            "(counting this).")


# -- Grand Market --------------------------------------------------------------------------


def _no_copper_in_play(state: DominionState, pid: int) -> bool:
    return COPPER not in state.players[pid].in_play_all()


GRAND_MARKET: Final = action("Grand Market", cost=6, cards=1, actions=1, buys=1, coins=2,
                             buy_check=_no_copper_in_play, expansion="Prosperity",
                             text="+1 Card +1 Action +1 Buy +$2. You can't buy this if you have any "
                                  "Copper in play.")


# -- King's Court --------------------------------------------------------------------------


KINGS_COURT: Final = action("King's Court", cost=7, expansion="Prosperity",
                            then=FromHand("play", of=ACTIONS_ONLY,
                                          then=PlayTwice(times=3, keeper="King's Court")),
                            text="You may play an Action card from your hand three times.")


# -- Watchtower ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WatchtowerChoice:
    """Watchtower revealed for a gain: ``trash <Card>`` or ``topdeck <Card>`` (the gained card)."""

    player: int
    event: Event

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        card = self.event.card
        if picks or card is None or not gained_in_place(state, self.event):
            return ()
        if self.event.to_zone == "deck":  # already on the deck: only trashing changes anything
            return (Choice("trash", card.name),)
        return (Choice("trash", card.name), Choice("topdeck", card.name))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        card = self.event.card
        if not picks or card is None:
            return state
        zone = as_zone(self.event.to_zone)
        if picks[0].verb == "trash":
            return trash_cards(state, self.player, (card,), zone, WATCHTOWER)
        return state.remove_from(self.player, zone, (card,)).add_to(self.player, "deck", (card,),
                                                                     PUBLIC)


def _watchtower_draw(state: DominionState, pid: int) -> DominionState:
    return draw(state, pid, max(0, 6 - len(state.players[pid].hand)))


def _watchtower_react(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(WatchtowerChoice(owner, event))


def _watchtower_when(state: DominionState, owner: int, event: Event) -> bool:
    return gained_in_place(state, event)


WATCHTOWER: Final = action(
    "Watchtower", cost=3, then=_watchtower_draw, extra_types=(CardType.REACTION,),
    reactions=(Reaction(event=EventKind.GAIN, zone="hand", others=False, effect=_watchtower_react,
                        when=_watchtower_when),),
    expansion="Prosperity",
    text="Draw until you have 6 cards in hand. When you gain a card, you may reveal this from "
         "your hand, to either trash that card or put it onto your deck.",
)


# -- Peddler -------------------------------------------------------------------------------


def _peddler_cost(state: DominionState, card: Card) -> int:
    if not isinstance(state.phase, BuyPhase):
        return card.cost
    actions = sum(1 for c in state.players[state.current].in_play_all() if state.is_action(c))
    return max(0, card.cost - 2 * actions)


PEDDLER: Final = action("Peddler", cost=8, cards=1, actions=1, coins=1, cost_hook=_peddler_cost,
                        expansion="Prosperity",
                        text="+1 Card +1 Action +$1. During your Buy phase, this costs $2 less per "
                             "Action card you have in play.")


# -- Hoard ---------------------------------------------------------------------------------


def _hoard(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, HOARD)


def _hoard_gold(state: DominionState, owner: int, event: Event) -> DominionState:
    return gain(state, owner, GOLD, cause=HOARD)


def _bought_victory(state: DominionState, owner: int, event: Event) -> bool:
    return event.bought and event.card is not None and event.card.is_victory


HOARD: Final = treasure(
    "Hoard", cost=6, coins=2, then=_hoard, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.GAIN, zone="this_turn", others=False, asks=False,
                        effect=_hoard_gold, when=_bought_victory),),
    text="$2. This turn, when you gain a Victory card, if you bought it, gain a Gold.",
)


# -- Worker's Village, City, Monument --------------------------------------------------------


WORKERS_VILLAGE: Final = action("Worker's Village", cost=4, cards=1, actions=2, buys=1,
                                expansion="Prosperity", text="+1 Card +2 Actions +1 Buy.")


def _city(state: DominionState, pid: int) -> DominionState:
    empty = state.supply.count(0)
    if empty >= 2:
        p = state.players[pid]
        state = state.with_player(pid, p.with_counters(buys=p.buys + 1, coins=p.coins + 1))
    return draw(state, pid, 1) if empty >= 1 else state


CITY: Final = action("City", cost=5, cards=1, actions=2, then=_city, expansion="Prosperity",
                     text="+1 Card +2 Actions. If there are one or more empty Supply piles, +1 Card. "
                          "If there are two or more, +1 Buy and +$1.")


def _monument(state: DominionState, pid: int) -> DominionState:
    return take_vp(state, pid)


MONUMENT: Final = action("Monument", cost=4, coins=2, then=_monument, expansion="Prosperity",
                         text="+$2 +1 VP.")


# -- Bishop --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BishopTrash:
    """Bishop: trash the picked card, +1 VP per $2 it costs (round down)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        vp = cost(state, cards[0]) // 2  # its cost as it leaves the hand
        state = trash_cards(state, pid, cards)
        return take_vp(state, pid, vp) if vp else state


def _bishop(state: DominionState, pid: int) -> DominionState:
    state = take_vp(state, pid)
    return state.push(ChooseCards(pid, "trash", "hand", 1, 1, BishopTrash()),
                      *(ChooseCards(other, "trash", "hand", 0, 1, TrashThem())
                        for other in state.others(pid)))


BISHOP: Final = action("Bishop", cost=4, coins=1, then=_bishop, expansion="Prosperity",
                       text="+$1 +1 VP. Trash a card from your hand. +1 VP per $2 it costs (round "
                            "down). Each other player may trash a card from their hand.")


# -- Expand and Forge ----------------------------------------------------------------------


EXPAND: Final = action("Expand", cost=7, then=FromHand("trash", exactly=1, then=TrashToGain(3)),
                       expansion="Prosperity",
                       text="Trash a card from your hand. Gain a card costing up to $3 more than it.")


@dataclass(frozen=True, slots=True)
class ForgeGain:
    """Forge: trash the picked cards, then gain a card costing exactly their total in $ (no Potion)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        total = sum(cost(state, c) for c in cards)  # their costs as they leave the hand
        return state.push(TrashCards(pid, cards), GainFromSupply(pid, costing_exactly(total)))


FORGE: Final = action("Forge", cost=7, then=FromHand("trash", up_to=None, then=ForgeGain()),
                      expansion="Prosperity",
                      text="Trash any number of cards from your hand. Gain a card with cost exactly "
                           "equal to the total cost in $ of the trashed cards.")


# -- Magnate -------------------------------------------------------------------------------


def _magnate(state: DominionState, pid: int) -> DominionState:
    treasures = sum(1 for c in state.players[pid].hand if state.is_treasure(c))  # Curse: Charlatan
    state = reveal_hand(state, pid)
    return draw(state, pid, treasures) if treasures else state


MAGNATE: Final = action("Magnate", cost=5, then=_magnate, expansion="Prosperity",
                        text="Reveal your hand. +1 Card per Treasure in it.")


# -- Mint ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainCopy:
    """Mint: the picked Treasure is revealed (it stays in hand); gain a copy of it."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return gain(reveal_in_hand(state, pid, cards), pid, cards[0], cause=MINT)


def _mint_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    treasures = tuple(c for c in state.players[owner].in_play
                      if state.is_treasure(c) and not c.is_duration)  # Curse too, with Charlatan
    return trash_cards(state, owner, treasures, "in_play", MINT)


MINT: Final = action("Mint", cost=5, then=FromHand("reveal", of=TREASURES_ONLY, then=GainCopy()),
                     on_gain=_mint_gained, expansion="Prosperity",
                     text="You may reveal a Treasure from your hand. Gain a copy of it. When you "
                          "gain this, trash all non-Duration Treasures you have in play.")


# -- Rabble --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RabbleReveal:
    """Rabble's victim discards the revealed Actions and Treasures; the rest go back in any order."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        out = tuple(c for c in cards if state.is_action(c) or state.is_treasure(c))  # Curse: Charlatan
        rest = list(cards)
        for card in out:
            rest.remove(card)
        if rest:
            state = state.push(PutBack(pid, tuple(rest)))
        return discard_cards(state, pid, out, "set_aside")


def _rabble_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return RevealTop(victim, 3, RabbleReveal()).execute(state)  # the victim's shuffle, if any


RABBLE: Final = attack("Rabble", cost=5, cards=3, each_other=_rabble_hit, expansion="Prosperity",
                       text="+3 Cards. Each other player reveals the top 3 cards of their deck, "
                            "discards the Actions and Treasures, and puts the rest back in any "
                            "order they choose.")


# -- Vault ---------------------------------------------------------------------------------


def _vault(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "discard", "hand", 0, MANY, DiscardForCoins()),
                      *(DiscardTwoFor(other, cards=1) for other in state.others(pid)))


VAULT: Final = action("Vault", cost=5, cards=2, then=_vault, expansion="Prosperity",
                      text="+2 Cards. Discard any number of cards for +$1 each. Each other player "
                           "may discard 2 cards, to draw a card.")


# -- Anvil ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardToGain:
    """Anvil: discard the picked Treasure, to gain a card costing up to ``coins``."""

    coins: int

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        # as effects: what reacts to the discard (Tunnel) resolves before the gain
        return state.push(DiscardCards(pid, cards),
                          GainFromSupply(pid, CardFilter(max_cost=self.coins)))


ANVIL: Final = treasure("Anvil", cost=3, coins=1, expansion="Prosperity",
                        then=FromHand("discard", of=TREASURES_ONLY, then=DiscardToGain(4)),
                        text="$1. You may discard a Treasure to gain a card costing up to $4.")


# -- Investment ----------------------------------------------------------------------------


INVESTMENT_VP: Final = ("trash this to reveal your hand for +1 VP per differently named Treasure "
                        "there")


def _investment_coin(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 1)


def _investment_vp(state: DominionState, pid: int) -> DominionState:
    if INVESTMENT not in state.players[pid].in_play:  # already trashed (played twice): nothing
        return state
    state = trash_cards(state, pid, (INVESTMENT,), "in_play", INVESTMENT)
    vp = len({c.name for c in state.players[pid].hand if state.is_treasure(c)})  # Curse: Charlatan
    return take_vp(reveal_hand(state, pid), pid, vp)


INVESTMENT: Final = treasure(
    "Investment", cost=4, coins=0, expansion="Prosperity",
    then=Steps((FromHand("trash", exactly=1, then=TrashThem()),
                ChooseOne((Option("+$1", _investment_coin),
                           Option(INVESTMENT_VP, _investment_vp))))),
    text="Trash a card from your hand. Choose one: +$1; or trash this to reveal your hand for +1 "
         "VP per differently named Treasure there.",
)


# -- Collection and Tiara ------------------------------------------------------------------


def _collection(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, COLLECTION)


def _collection_vp(state: DominionState, owner: int, event: Event) -> DominionState:
    return take_vp(state, owner)


def _gained_action(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and state.is_action(event.card)


COLLECTION: Final = treasure(
    "Collection", cost=5, coins=2, buys=1, then=_collection, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.GAIN, zone="this_turn", others=False, asks=False,
                        effect=_collection_vp, when=_gained_action),),
    text="$2 +1 Buy. This turn, when you gain an Action card, +1 VP.",
)


def _tiara(state: DominionState, pid: int) -> DominionState:
    state = start_this_turn(state, pid, TIARA)
    return FromHand("play", of=TREASURES_ONLY, then=PlayTwice(keeper="Tiara"))(state, pid)


TIARA: Final = treasure(
    "Tiara", cost=4, coins=0, buys=1, then=_tiara, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.GAIN, zone="this_turn", others=False,
                        effect=topdeck_gained, when=gained_not_on_deck),),
    text="+1 Buy. This turn, when you gain a card, you may put it onto your deck. You may play a "
         "Treasure from your hand twice.",
)


# -- Quarry --------------------------------------------------------------------------------


def _quarry(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(action_cut=table.turn.action_cut + 2))


QUARRY: Final = treasure("Quarry", cost=4, coins=1, then=_quarry, expansion="Prosperity",
                         text="$1. This turn, Action cards cost $2 less.")


# -- War Chest -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NameForWarChest:
    """War Chest: ``player`` (left of the one who played it) names a card: ``name <Card>``, for
    every card in the game; the name joins this turn's names for War Chests (`Table.named`)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return name_choices(state, picks)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        name = named_card(picks)
        if name is None:
            return state
        table = state.table
        return state.with_table(table.evolve(named=(*table.turn.named, name)))


@dataclass(frozen=True, slots=True)
class WarChestGain:
    """War Chest's gain: a card costing up to $5 not named for War Chests this turn."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        named = state.table.turn.named
        allowed = frozenset(c.name for c in state.supply_cards() if c.name not in named)
        return GainFromSupply(self.player, CardFilter(max_cost=5, names=allowed)).execute(state)


def _war_chest(state: DominionState, pid: int) -> DominionState:
    return state.push(NameForWarChest((pid + 1) % state.mode.players), WarChestGain(pid))


WAR_CHEST: Final = treasure(
    "War Chest", cost=5, coins=0, then=_war_chest, expansion="Prosperity",
    text="The player to your left names a card. Gain a card costing up to $5 that hasn't been "
         "named for War Chests this turn.",
)


# -- Crystal Ball --------------------------------------------------------------------------


def play_from_deck(state: DominionState, pid: int, card: Card) -> DominionState:
    """``pid`` plays ``card`` off the top of its deck (Crystal Ball): into play, then resolved."""
    state = state.remove_from(pid, "deck", (card,))
    p = state.players[pid]
    state = state.with_player(pid, p.evolve(in_play=(*p.in_play, card)))
    if card.is_duration:
        state, play = next_play(state)
        return Resolve(pid, card, play).execute(state)
    return Resolve(pid, card).execute(state)


@dataclass(frozen=True, slots=True)
class CrystalBallChoice:
    """Crystal Ball: the looked-at top card: ``trash <Card>``, ``discard <Card>``, ``play <Card>``
    (an Action or a Treasure) or ``no`` (it stays on top, known to its owner)."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        deck = state.players[self.player].deck
        if picks or not deck or deck[0] is not self.card:
            return ()
        name = self.card.name
        out = [Choice("trash", name), Choice("discard", name)]
        if state.is_action(self.card) or state.is_treasure(self.card):
            out.append(Choice("play", name))
        return (*out, NO)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        pid = self.player
        verb = picks[0].verb
        if verb == "trash":
            return trash_cards(state, pid, (self.card,), "deck", CRYSTAL_BALL)
        if verb == "discard":
            return discard_cards(state, pid, (self.card,), "deck", CRYSTAL_BALL)
        return play_from_deck(state, pid, self.card)


@dataclass(frozen=True, slots=True)
class CrystalBallLook:
    """Crystal Ball: what to do with the card looked at (none when deck and discard are empty)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return state.push(CrystalBallChoice(pid, cards[0])) if cards else state


CRYSTAL_BALL: Final = treasure(
    "Crystal Ball", cost=5, coins=1, then=LookAtTop(1, then=CrystalBallLook()),
    expansion="Prosperity",
    text="$1. Look at the top card of your deck. You may trash it, discard it, or, if it's an "
         "Action or Treasure, play it.",
)


# -- Clerk ---------------------------------------------------------------------------------


def _clerk_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    if len(state.players[victim].hand) < 5:
        return state
    return state.push(ChooseCards(victim, "topdeck", "hand", 1, 1, TopdeckThem()))


def _clerk_play(state: DominionState, owner: int, event: Event) -> DominionState:
    return PlayCard(owner, CLERK).execute(state)


CLERK: Final = Card(
    name="Clerk", cost=4, types=frozenset({CardType.ACTION, CardType.REACTION, CardType.ATTACK}),
    coins=2,
    on_attack=_clerk_hit, expansion="Prosperity",
    reactions=(Reaction(event=EventKind.TURN_START, zone="hand", others=False,
                        effect=_clerk_play, verb="play", repeatable=True),),
    text="+$2. Each other player with 5 or more cards in hand puts one onto their deck. At the "
         "start of your turn, you may play this from your hand.",
)


# -- Charlatan -----------------------------------------------------------------------------


def _charlatan_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return gain(state, victim, CURSE, cause=CHARLATAN)


CHARLATAN: Final = Card(
    name="Charlatan", cost=5, types=frozenset({CardType.ACTION, CardType.ATTACK}), coins=3,
    on_attack=_charlatan_hit, game_treasures=(CURSE.name,), expansion="Prosperity",
    text="+$3. Each other player gains a Curse. In games using this, Curse is also a Treasure "
         "worth $1.",
)


CARDS: Final[tuple[Card, ...]] = (
    ANVIL, WATCHTOWER, BISHOP, CLERK, INVESTMENT, MONUMENT, QUARRY, TIARA, WORKERS_VILLAGE,
    CHARLATAN, CITY, COLLECTION, CRYSTAL_BALL, MAGNATE, MINT, RABBLE, VAULT, WAR_CHEST, BANK,
    GRAND_MARKET, HOARD, EXPAND, FORGE, KINGS_COURT, PEDDLER,
)
