"""Dominion: Guilds, 2nd edition — its 13 kingdom cards, each with its printed text (Cornucopia &
Guilds, 2nd edition, 2024).

Two mechanisms come with it (docs/architecture.md, "Coffers and overpaying"): Coffers (coin
tokens on a seat's mat, ``p.coffers``; ``spend Coffers`` in the Buy phase, one at a time, for
+$1 each) and overpaying (``overpay $<n>`` when a card with an overpay ability is bought:
`dgsim.dominion.library.with_overpay`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, action, attack
from dgsim.dominion.cards.basic import CURSE, GOLD
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    TREASURES_ONLY,
    CardFilter,
    GainFromSupply,
    TrashThem,
    costing_exactly,
)
from dgsim.dominion.effect import (
    Resolve,
    RevealTop,
    RevealUntil,
    discard_cards,
    draw,
    gain,
    next_play,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.library import (
    Coffers,
    DiscardDownTo,
    FromHand,
    FromZone,
    name_choices,
    named_card,
    take_coffers,
    with_overpay,
)
from dgsim.dominion.phase import ActionPhase, BuyPhase
from dgsim.dominion.state import PUBLIC, DominionState
from dgsim.dominion.trigger import start_this_turn

__all__ = ["ADVISOR", "BAKER", "BUTCHER", "CANDLESTICK_MAKER", "CARDS", "FARRIER", "FOOTPAD",
           "HERALD", "INFIRMARY", "JOURNEYMAN", "MERCHANT_GUILD", "PLAZA", "SOOTHSAYER",
           "STONEMASON"]

_GUILDS: Final = "Guilds"


# -- Coffers: Candlestick Maker, Baker, Plaza, Butcher --------------------------------------


CANDLESTICK_MAKER: Final = action(
    "Candlestick Maker", cost=2, actions=1, buys=1, then=Coffers(1), expansion=_GUILDS,
    text="+1 Action. +1 Buy. +1 Coffers.")

BAKER: Final = replace(action(
    "Baker", cost=5, cards=1, actions=1, then=Coffers(1), expansion=_GUILDS,
    text="+1 Card. +1 Action. +1 Coffers. Setup: Each player gets +1 Coffers."),
    setup_counters=(("coffers", 1),))


@dataclass(frozen=True, slots=True)
class DiscardForCoffers:
    """Discard the picked card; if one was discarded, +1 Coffers (Plaza)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return take_coffers(discard_cards(state, pid, cards), pid, 1)


PLAZA: Final = action(
    "Plaza", cost=4, cards=1, actions=2, expansion=_GUILDS,
    then=FromHand("discard", of=TREASURES_ONLY, then=DiscardForCoffers()),
    text="+1 Card. +2 Actions. You may discard a Treasure. If you did, +1 Coffers.")


@dataclass(frozen=True, slots=True)
class PayCoffersFor:
    """After Butcher's gain: the Coffers its cost needed beyond the trashed card's are removed."""

    trashed: int

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return take_coffers(state, pid, -max(0, cost(state, cards[0]) - self.trashed))


@dataclass(frozen=True, slots=True)
class ButcherTrash:
    """Butcher: trash the picked card, then gain a card costing up to its cost plus any number of
    Coffers removed. The gain offers every card the Coffers can reach; the Coffers removed are
    the fewest that card needs (removing more does nothing else)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        trashed = cost(state, cards[0])
        coffers = state.players[pid].coffers
        bound = CardFilter(max_cost=trashed + coffers, max_potion=cards[0].potion,
                           max_debt=cards[0].debt)
        state = trash_cards(state, pid, cards)
        return state.push(GainFromSupply(pid, bound, then=PayCoffersFor(trashed)))


_BUTCHER_TRASH: Final = FromHand("trash", then=ButcherTrash())


def _butcher(state: DominionState, pid: int) -> DominionState:
    return _BUTCHER_TRASH(take_coffers(state, pid, 2), pid)


BUTCHER: Final = action(
    "Butcher", cost=5, expansion=_GUILDS, then=_butcher,
    text="+2 Coffers. You may trash a card from your hand. If you do, remove any number of tokens "
         "from your Coffers and gain a card costing up to the cost of the trashed card plus $1 "
         "per token removed.")


# -- Merchant Guild, Footpad ----------------------------------------------------------------


def _merchant_guild(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, MERCHANT_GUILD)


def _in_buy_phase(state: DominionState, owner: int, event: Event) -> bool:
    return isinstance(state.phase, BuyPhase)


def _coffers_at_buy_end(state: DominionState, owner: int, event: Event) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(buy_end_coffers=table.turn.buy_end_coffers + 1))


MERCHANT_GUILD: Final = action(
    "Merchant Guild", cost=5, buys=1, coins=1, then=_merchant_guild, expansion=_GUILDS,
    reactions=(Reaction(event=EventKind.GAIN, zone="this_turn", others=False, asks=False,
                        effect=_coffers_at_buy_end, when=_in_buy_phase),),
    text="+1 Buy. +$1. At the end of your Buy phase this turn, +1 Coffers per card you gained in "
         "it.")


def _in_action_phase(state: DominionState, owner: int, event: Event) -> bool:
    return isinstance(state.phase, ActionPhase)


def _draw_one(state: DominionState, owner: int, event: Event) -> DominionState:
    return draw(state, owner, 1)


FOOTPAD: Final = attack(
    "Footpad", cost=5, then=Coffers(2), each_other=DiscardDownTo(3), expansion=_GUILDS,
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, asks=False,
                        effect=_draw_one, when=_in_action_phase),),
    text="+2 Coffers. Each other player discards down to 3 cards in hand. In games using this, "
         "when you gain a card in an Action phase, +1 Card.")


# -- Soothsayer, Advisor, Journeyman --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DrawIfCursed:
    """Soothsayer: the victim draws a card if it gained the Curse (the Curse pile went down)."""

    victim: int
    curses: int

    def execute(self, state: DominionState) -> DominionState:
        if state.supply_count("Curse") < self.curses:
            return draw(state, self.victim, 1)
        return state


def _soothsayer_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    state = state.push(DrawIfCursed(victim, state.supply_count("Curse")))
    return gain(state, victim, CURSE)


def _gain_gold(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, GOLD)


SOOTHSAYER: Final = attack(
    "Soothsayer", cost=5, then=_gain_gold,
    each_other=_soothsayer_hit, expansion=_GUILDS,
    text="Gain a Gold. Each other player gains a Curse, and if they did, draws a card.")


@dataclass(frozen=True, slots=True)
class AdvisorPick:
    """Advisor: ``player`` (the seat to the left) picks ``discard <Card>`` among ``victim``'s
    revealed cards; that card is discarded, the others go into ``victim``'s hand."""

    player: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        aside = state.players[self.victim].zone("set_aside")
        return tuple(Choice("discard", n) for n in sorted({c.name for c in aside}))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        aside = state.players[self.victim].zone("set_aside")
        picked = next(c for c in aside if c.name == picks[0].arg)
        rest = list(aside)
        rest.remove(picked)
        state = discard_cards(state, self.victim, (picked,), "set_aside")
        return state.remove_from(self.victim, "set_aside", tuple(rest)).add_to(
            self.victim, "hand", tuple(rest), PUBLIC)


@dataclass(frozen=True, slots=True)
class AdvisorRevealed:
    """Advisor's revealed cards wait set aside for the left seat's pick (`AdvisorPick`)."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        if not revealed:
            return state
        return state.push(AdvisorPick((pid + 1) % state.mode.players, pid))


def _advisor(state: DominionState, pid: int) -> DominionState:
    return RevealTop(pid, 3, AdvisorRevealed()).execute(state)  # a shuffle first may ask (Stash)


ADVISOR: Final = action(
    "Advisor", cost=4, actions=1, expansion=_GUILDS, then=_advisor,
    text="+1 Action. Reveal the top 3 cards of your deck. The player to your left chooses one of "
         "them. Discard that card and put the rest into your hand.")


@dataclass(frozen=True, slots=True)
class NotNamed:
    """A `RevealUntil` stop: a card that is not the named one."""

    name: str | None

    def stops(self, state: DominionState, pid: int, card: Card, /) -> bool:
        """True if ``card`` is not the named card."""
        return card.name != self.name


@dataclass(frozen=True, slots=True)
class KeepNotNamed:
    """Journeyman: the revealed cards that are not the named one go into the hand (known to all),
    the named ones are discarded."""

    name: str | None

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        kept = tuple(c for c in revealed if c.name != self.name)
        state = discard_cards(state, pid, tuple(c for c in revealed if c.name == self.name),
                              "set_aside")
        return state.remove_from(pid, "set_aside", kept).add_to(pid, "hand", kept, PUBLIC)


@dataclass(frozen=True, slots=True)
class JourneymanName:
    """Journeyman: ``name <Card>``, then reveal until 3 cards that are not it."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return name_choices(state, picks)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        name = named_card(picks)
        stop = NotNamed(name)
        return state.push(RevealUntil(self.player, CardType.ACTION, 3, KeepNotNamed(name),
                                      stop=stop))


def _journeyman(state: DominionState, pid: int) -> DominionState:
    return state.push(JourneymanName(pid))


JOURNEYMAN: Final = action(
    "Journeyman", cost=5, expansion=_GUILDS, then=_journeyman,
    text="Name a card. Reveal cards from your deck until you reveal 3 cards without that name. "
         "Put those cards into your hand and discard the rest.")


# -- overpaying: Herald, Stonemason, Infirmary, Farrier --------------------------------------


@dataclass(frozen=True, slots=True)
class PlayRevealedAction:
    """Herald: the revealed top card is played if it is an Action, else put back (known to all)."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        if not revealed:
            return state
        card = revealed[0]
        state = state.remove_from(pid, "set_aside", revealed)
        if not state.is_action(card):
            return state.add_to(pid, "deck", revealed, PUBLIC)
        state = state.add_to(pid, "in_play", revealed)
        if card.is_duration:  # its play is numbered, for its record
            state, play = next_play(state)
            return state.push(Resolve(pid, card, play))
        return state.push(Resolve(pid, card))


@dataclass(frozen=True, slots=True)
class TopdeckFromDiscard:
    """Put the picked cards from the discard pile onto the deck, in view (the pile is public)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return state.remove_from(pid, "discard", cards).add_to(pid, "deck", cards, PUBLIC)


_HERALD_PICK: Final = FromZone(verb="topdeck", zone="discard", exactly=1, then=TopdeckFromDiscard())


def _herald_overpaid(state: DominionState, pid: int, n: int) -> DominionState:
    for _ in range(n):  # one card at a time, so their order on the deck is chosen
        state = state.push(_Run(pid, _HERALD_PICK))
    return state


@dataclass(frozen=True, slots=True)
class _Run:
    """Run a hook as an effect (after what was pushed above it)."""

    player: int
    hook: FromZone

    def execute(self, state: DominionState) -> DominionState:
        if not state.players[self.player].discard:
            return state
        return self.hook(state, self.player)


def _herald(state: DominionState, pid: int) -> DominionState:
    return RevealTop(pid, 1, PlayRevealedAction()).execute(state)


HERALD: Final = with_overpay(action(
    "Herald", cost=4, cards=1, actions=1, expansion=_GUILDS, then=_herald,
    text="+1 Card. +1 Action. Reveal the top card of your deck. If it's an Action, play it. "
         "Overpay: For each $1 overpaid, put a card from your discard pile onto your deck."),
    _herald_overpaid)


@dataclass(frozen=True, slots=True)
class GainTwoCheaper:
    """Stonemason: trash the picked card, then gain 2 cards each costing less than it."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        coins = cost(state, cards[0])
        state = trash_cards(state, pid, cards)
        if coins <= 0:
            return state
        bound = CardFilter(max_cost=coins - 1, max_potion=cards[0].potion,
                           max_debt=cards[0].debt)
        return state.push(GainFromSupply(pid, bound), GainFromSupply(pid, bound))


_ACTION_TYPES: Final = frozenset({CardType.ACTION})


def _stonemason_overpaid(state: DominionState, pid: int, n: int) -> DominionState:
    exact = costing_exactly(n)
    bound = CardFilter(types=_ACTION_TYPES, max_cost=exact.max_cost, min_cost=exact.min_cost)
    return state.push(GainFromSupply(pid, bound), GainFromSupply(pid, bound))


STONEMASON: Final = with_overpay(action(
    "Stonemason", cost=2, expansion=_GUILDS,
    then=FromHand("trash", exactly=1, then=GainTwoCheaper()),
    text="Trash a card from your hand. Gain 2 cards each costing less than it. Overpay: Gain 2 "
         "Action cards each costing the amount you overpaid."),
    _stonemason_overpaid)


_INFIRMARY_TRASH: Final = FromHand("trash", then=TrashThem())


@dataclass(frozen=True, slots=True)
class InfirmaryText:
    """Infirmary's text once, for its overpay's plays: +1 Card, then you may trash a card."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return _INFIRMARY_TRASH(draw(state, self.player, 1), self.player)


def _infirmary_overpaid(state: DominionState, pid: int, n: int) -> DominionState:
    return state.push(*(InfirmaryText(pid) for _ in range(n)))


INFIRMARY: Final = with_overpay(action(
    "Infirmary", cost=3, cards=1, expansion=_GUILDS, then=_INFIRMARY_TRASH,
    text="+1 Card. You may trash a card from your hand. Overpay: Play this once per $1 "
         "overpaid."), _infirmary_overpaid)


def _farrier_overpaid(state: DominionState, pid: int, n: int) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(end_draw=table.turn.end_draw + n))


FARRIER: Final = with_overpay(action(
    "Farrier", cost=2, cards=1, actions=1, buys=1, expansion=_GUILDS,
    text="+1 Card. +1 Action. +1 Buy. Overpay: +1 Card at the end of this turn per $1 "
         "overpaid."), _farrier_overpaid)


CARDS: Final[tuple[Card, ...]] = (
    ADVISOR, BAKER, BUTCHER, CANDLESTICK_MAKER, FARRIER, FOOTPAD, HERALD, INFIRMARY, JOURNEYMAN,
    MERCHANT_GUILD, PLAZA, SOOTHSAYER, STONEMASON,
)
"""Guilds' kingdom cards (2nd edition)."""

