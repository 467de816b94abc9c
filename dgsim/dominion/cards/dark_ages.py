"""Dominion: Dark Ages — its 35 kingdom piles, the Ruins, the Shelters and the cards outside the
supply (Spoils, Madman, Mercenary), each with its printed text.

The module is written in parts (each ends with its own tuple of cards); `CARDS` joins them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.core.pick import NO, multiset_choices
from dgsim.dominion.card import (
    AttackHook,
    Card,
    CardType,
    EventHook,
    Hook,
    Reaction,
    action,
    attack,
    treasure,
    victory,
)
from dgsim.dominion.cards.basic import COPPER, DUCHY, ESTATE, GOLD, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    CardFilter,
    ChooseCards,
    DiscardThem,
    GainFromSupply,
    TopdeckThem,
    TrashThem,
    YesNo,
)
from dgsim.dominion.effect import (
    DrawCards,
    RevealTop,
    RevealUntil,
    TrashCards,
    discard_cards,
    draw,
    gain,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import (
    GainFromOutside,
    GainFromTrash,
    GainTo,
    GainTop,
    TrashToGain,
    return_to_pile,
)
from dgsim.dominion.library import (
    ChooseOne,
    ChooseOptions,
    DeckIntoDiscard,
    DiscardDownTo,
    DiscardForCoins,
    DiscardOrPutBack,
    DiscardThenDrawAsMany,
    FromHand,
    FromZone,
    GainUpTo,
    LookAtTop,
    NameACard,
    Option,
    PlayFromSupply,
    PlayTwice,
    Steps,
    TopdeckInView,
)
from dgsim.dominion.reaction import reveal_hand
from dgsim.dominion.revealing import PutBack, RevealIfNamed, SpyChoice, reveal_and_take
from dgsim.dominion.state import PUBLIC, DominionState, Zone

__all__ = [
    "BAND_OF_MISFITS",
    "CARDS",
    "CATACOMBS_DISCARD",
    "CATACOMBS_HAND",
    "COUNT_FIRST",
    "COUNT_SECOND",
    "GRAVEROBBER_GAIN",
    "GRAVEROBBER_TRASH",
    "HERMIT_DISCARDED",
    "HOVEL",
    "HUNTING_GROUNDS_OPTIONS",
    "KNIGHTS",
    "NECROPOLIS",
    "OVERGROWN_ESTATE",
    "RATS",
    "RUINS",
    "RUINS_CARDS",
    "SCAVENGER_PROMPT",
    "SHELTERS",
    "SPOILS",
    "SQUIRE_OPTIONS",
]


# ---------------------------------------------------------------------------------------------
# Part 1: trash triggers and the Shelters (Rats, Squire, Catacombs, Hunting Grounds, Fortress,
# Feodum, Market Square, Hovel, Necropolis, Overgrown Estate, ...)
# ---------------------------------------------------------------------------------------------

# -- the Shelters ----------------------------------------------------------------------------


def _bought_victory(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and event.card.is_victory


def _trash_hovel(state: DominionState, owner: int, event: Event) -> DominionState:
    if HOVEL not in state.players[owner].hand:
        return state
    return trash_cards(state, owner, (HOVEL,))


HOVEL: Final = Card(
    name="Hovel", cost=1, types=frozenset({CardType.REACTION, CardType.SHELTER}),
    expansion="Dark Ages",
    reactions=(Reaction(event=EventKind.BUY, zone="hand", others=False, verb="trash",
                        effect=_trash_hovel, when=_bought_victory),),
    text="When you buy a Victory card, you may trash this from your hand.")

NECROPOLIS: Final = action(
    "Necropolis", cost=1, actions=2, extra_types=(CardType.SHELTER,), expansion="Dark Ages",
    text="+2 Actions.")


def _draw_one(state: DominionState, owner: int, event: Event) -> DominionState:
    return draw(state, owner, 1)


OVERGROWN_ESTATE: Final = replace(victory(
    "Overgrown Estate", cost=1, vp=0, types=(CardType.VICTORY, CardType.SHELTER),
    expansion="Dark Ages", text="0 VP. When you trash this, +1 Card."), on_trash=_draw_one)

SHELTERS: Final[tuple[Card, ...]] = (HOVEL, NECROPOLIS, OVERGROWN_ESTATE)
"""The Shelters, which replace the 3 starting Estates (`new_game(shelters=...)`)."""


# -- when you trash this ----------------------------------------------------------------------


def _to_hand_from_trash(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you trash this, put it into your hand": the trashed card (the copy trashed last)
    leaves the trash for its owner's hand, in view of all; not a gain. Nothing when it is not in
    the trash (a possessed seat's trashed cards are set aside)."""
    card = event.card
    trash = state.trash_pile
    if card is None or card not in trash:
        return state
    i = len(trash) - 1 - trash[::-1].index(card)
    state = state.with_board(trash_pile=trash[:i] + trash[i + 1:])
    return state.add_to(owner, "hand", (card,), PUBLIC)


FORTRESS: Final = action(
    "Fortress", cost=4, cards=1, actions=2, on_trash=_to_hand_from_trash, expansion="Dark Ages",
    text="+1 Card. +2 Actions. When you trash this, put it into your hand.")


def _feodum_vp(state: DominionState, pid: int) -> int:
    """"Worth 1 VP per 3 Silvers you have (round down)"."""
    return state.players[pid].all_cards().count(SILVER) // 3


def _gain_three_silvers(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you trash this, gain 3 Silvers" (as many as are left)."""
    return state.push(*(GainTo(owner, SILVER) for _ in range(3)))


FEODUM: Final = replace(victory(
    "Feodum", cost=4, vp_hook=_feodum_vp, expansion="Dark Ages",
    text="Worth 1 VP per 3 Silvers you have (round down). When you trash this, gain 3 Silvers."),
    on_trash=_gain_three_silvers)


@dataclass(frozen=True, slots=True)
class GainCopies:
    """A hook: gain ``n`` copies of ``card`` from the supply, one after another (as many as are
    left)."""

    card: Card
    n: int = 1

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        return state.push(*(GainTo(pid, self.card) for _ in range(self.n)))


HUNTING_GROUNDS_OPTIONS: Final = (Option("gain a Duchy", GainCopies(DUCHY)),
                                  Option("gain 3 Estates", GainCopies(ESTATE, 3)))
"""Hunting Grounds' choice when trashed, labelled by its printed words."""


def _hunting_grounds_trashed(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you trash this, gain a Duchy or 3 Estates" (its owner chooses)."""
    return ChooseOne(HUNTING_GROUNDS_OPTIONS)(state, owner)


HUNTING_GROUNDS: Final = action(
    "Hunting Grounds", cost=6, cards=4, on_trash=_hunting_grounds_trashed, expansion="Dark Ages",
    text="+4 Cards. When you trash this, gain a Duchy or 3 Estates.")


def _plus_two_actions(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(actions=p.actions + 2))


def _plus_two_buys(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(buys=p.buys + 2))


SQUIRE_OPTIONS: Final = (Option("+2 Actions", _plus_two_actions),
                         Option("+2 Buys", _plus_two_buys),
                         Option("gain a Silver", GainCopies(SILVER)))
"""Squire's choice, labelled by its printed words."""

_ATTACKS: Final = CardFilter(types=frozenset({CardType.ATTACK}))


def _gain_an_attack(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you trash this, gain an Attack card" (from the supply; mandatory when one is
    there)."""
    return state.push(GainFromSupply(owner, _ATTACKS))


SQUIRE: Final = action(
    "Squire", cost=2, coins=1, then=ChooseOne(SQUIRE_OPTIONS), on_trash=_gain_an_attack,
    expansion="Dark Ages",
    text="+$1. Choose one: +2 Actions; or +2 Buys; or gain a Silver. When you trash this, gain an "
         "Attack card.")


@dataclass(frozen=True, slots=True)
class TopToHand:
    """A hook: the top ``n`` cards of the deck (looked at: they are there) go into the hand."""

    n: int

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        state, cards = state.reveal_from_deck(pid, self.n)
        return state.add_to(pid, "hand", cards)


@dataclass(frozen=True, slots=True)
class DiscardTopThenDraw:
    """A hook: the top ``n`` cards of the deck (looked at) are discarded, then +``draw`` Cards
    (after what reacts to the discards; the draw may shuffle them in)."""

    n: int
    draw: int

    def __call__(self, state: DominionState, pid: int) -> DominionState:
        state, cards = state.reveal_from_deck(pid, self.n)
        state = state.add_to(pid, "set_aside", cards).push(DrawCards(pid, self.draw))
        return discard_cards(state, pid, cards, "set_aside")


CATACOMBS_HAND: Final = "put them into your hand"
CATACOMBS_DISCARD: Final = "discard them and +3 Cards"
"""Catacombs' options, labelled by their printed words."""


@dataclass(frozen=True, slots=True)
class CatacombsLooked:
    """`LookAtTop`'s ``then``: choose one for the cards looked at (back on top of the deck)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        n = len(cards)
        if not n:
            return state
        return state.push(ChooseOptions(pid, (Option(CATACOMBS_HAND, TopToHand(n)),
                                              Option(CATACOMBS_DISCARD, DiscardTopThenDraw(n, 3)))))


def _gain_cheaper(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you trash this, gain a cheaper card": from the supply, costing less than the trashed
    card costs now (no Potion), mandatory; none: nothing."""
    card = event.card
    if card is None:
        return state
    below = cost(state, card) - 1
    return state.push(GainFromSupply(owner, CardFilter(max_cost=below))) if below >= 0 else state


CATACOMBS: Final = action(
    "Catacombs", cost=5, then=LookAtTop(3, then=CatacombsLooked()), on_trash=_gain_cheaper,
    expansion="Dark Ages",
    text="Look at the top 3 cards of your deck. Choose one: Put them into your hand; or discard "
         "them and +3 Cards. When you trash this, gain a cheaper card.")


def _gold_for_market_square(state: DominionState, owner: int, event: Event) -> DominionState:
    """Discard this from the hand (what reacts to the discard first), then gain a Gold."""
    state = state.push(GainTo(owner, GOLD))
    return discard_cards(state, owner, (MARKET_SQUARE,), "hand")


MARKET_SQUARE: Final = action(
    "Market Square", cost=3, cards=1, actions=1, buys=1, extra_types=(CardType.REACTION,),
    expansion="Dark Ages",
    reactions=(Reaction(event=EventKind.TRASH, zone="hand", others=False, verb="discard",
                        effect=_gold_for_market_square, repeatable=True),),
    text="+1 Card. +1 Action. +1 Buy. When one of your cards is trashed, you may discard this "
         "from your hand. If you do, gain a Gold.")


# -- Rats ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrashNotRats:
    """Rats: trash a card from the hand other than a Rats, or reveal a hand of all Rats."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        others = frozenset(c.name for c in state.players[pid].hand if c is not RATS)
        if not others:
            return reveal_hand(state, pid) if state.players[pid].hand else state
        return state.push(ChooseCards(pid, "trash", "hand", 1, 1, TrashThem(),
                                      CardFilter(names=others)))


def _rats(state: DominionState, pid: int) -> DominionState:
    return gain(state.push(TrashNotRats(pid)), pid, RATS)  # the gain first, then the trashing


RATS: Final = replace(action(
    "Rats", cost=4, cards=1, actions=1, then=_rats, on_trash=_draw_one, expansion="Dark Ages",
    text="+1 Card. +1 Action. Gain a Rats. Trash a card from your hand other than a Rats (or "
         "reveal a hand of all Rats). When you trash this, +1 Card."), pile_count=20)


PART_TRASH: Final[tuple[Card, ...]] = (*SHELTERS, FORTRESS, FEODUM, HUNTING_GROUNDS, SQUIRE,
                                       CATACOMBS, MARKET_SQUARE, RATS)


# ---------------------------------------------------------------------------------------------
# Part 2: the piles of many cards and the piles outside the supply (Ruins and the Looters,
# Knights, Spoils, Madman, Mercenary, ...)
# ---------------------------------------------------------------------------------------------

# -- Ruins ----------------------------------------------------------------------------------


def _ruin(name: str, text: str, *, cards: int = 0, actions: int = 0, buys: int = 0,
          coins: int = 0) -> Card:
    return action(name, cost=0, extra_types=(CardType.RUINS,), expansion="Dark Ages", text=text,
                  cards=cards, actions=actions, buys=buys, coins=coins)


ABANDONED_MINE: Final = _ruin("Abandoned Mine", "+$1.", coins=1)
RUINED_LIBRARY: Final = _ruin("Ruined Library", "+1 Card.", cards=1)
RUINED_MARKET: Final = _ruin("Ruined Market", "+1 Buy.", buys=1)
RUINED_VILLAGE: Final = _ruin("Ruined Village", "+1 Action.", actions=1)
SURVIVORS: Final = action(
    "Survivors", cost=0, extra_types=(CardType.RUINS,), expansion="Dark Ages",
    then=LookAtTop(2, then=DiscardOrPutBack("discard them", "put them back in any order")),
    text="Look at the top 2 cards of your deck. Discard them or put them back in any order.")

RUINS_CARDS: Final = (ABANDONED_MINE, RUINED_LIBRARY, RUINED_MARKET, RUINED_VILLAGE, SURVIVORS)
"""The five Ruins (not kingdom cards: they come with the Looters)."""

RUINS: Final = Card(
    name="Ruins", cost=0, types=frozenset({CardType.ACTION, CardType.RUINS}),
    expansion="Dark Ages", pile=tuple(c for c in RUINS_CARDS for _ in range(10)),
    pile_per_opponent=10,
    text="The Ruins pile: the 50 Ruins (10 of each) shuffled, 10 per player after the first; "
         "only its top card is seen and gained. In games with a Looter.")
"""The Ruins pile's randomizer: a supply pile of several cards, brought by each Looter."""


# -- Spoils (outside the supply) -------------------------------------------------------------


def _spoils(state: DominionState, pid: int) -> DominionState:
    """"When you play this, return it to the Spoils pile": from play to its pile."""
    return return_to_pile(state, pid, SPOILS, "in_play")


SPOILS: Final = Card(
    name="Spoils", cost=0, types=frozenset({CardType.TREASURE}), coins=3, on_play=_spoils,
    expansion="Dark Ages", not_kingdom=True,
    text="+$3. When you play this, return it to the Spoils pile. (This is not in the Supply.)")
"""Spoils: 15 of them outside the supply, in games with Marauder, Bandit Camp or Pillage."""

SPOILS_PILE: Final = (SPOILS,) * 15
"""The Spoils pile a card brings (`Card.non_supply`)."""


# -- the Looters -----------------------------------------------------------------------------


def _each_gains_ruins(state: DominionState, attacker: int, victim: int) -> DominionState:
    return state.push(GainTop(victim, RUINS))


def _cultist(state: DominionState, pid: int) -> DominionState:
    return FromHand("play", of=CardFilter(names=frozenset({"Cultist"})),
                    then=PlayTwice(times=1, keeper="Cultist"))(state, pid)


def _draw_three(state: DominionState, owner: int, event: Event) -> DominionState:
    """"When you trash this, +3 Cards"."""
    return draw(state, owner, 3)


CULTIST: Final = attack(
    "Cultist", cost=5, cards=2, each_other=_each_gains_ruins, after=_cultist,
    extra_types=(CardType.LOOTER,), expansion="Dark Ages", brings=(RUINS,),
    on_trash=_draw_three,
    text="+2 Cards. Each other player gains a Ruins. You may play a Cultist from your hand. "
         "When you trash this, +3 Cards.")


def _death_cart(state: DominionState, pid: int) -> DominionState:
    """Its text: "You may trash an Action card from your hand. If you don't, trash this"."""
    return state.push(DeathCartTrash(pid))


@dataclass(frozen=True, slots=True)
class DeathCartTrash:
    """Death Cart: ``trash <Action>`` from hand, or ``no`` (Death Cart is trashed from play)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        if not any(state.is_action(c) for c in state.players[self.player].hand):
            return _trash_death_cart(state, self.player)
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        names = sorted({c.name for c in state.players[self.player].hand if state.is_action(c)})
        return (*(Choice("trash", n) for n in names), Choice("no"))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        name = picks[0].arg
        if name is None:
            return _trash_death_cart(state, pid)
        card = next(c for c in state.players[pid].hand if c.name == name)
        return trash_cards(state, pid, (card,), "hand", DEATH_CART)


def _trash_death_cart(state: DominionState, pid: int) -> DominionState:
    if DEATH_CART not in state.players[pid].in_play:
        return state
    return trash_cards(state, pid, (DEATH_CART,), "in_play", DEATH_CART)


def _death_cart_gained(state: DominionState, owner: int, event: Event) -> DominionState:
    """Its text: "When you gain this, gain 2 Ruins"."""
    return state.push(GainTop(owner, RUINS, cause=DEATH_CART), GainTop(owner, RUINS,
                                                                      cause=DEATH_CART))


DEATH_CART: Final = action(
    "Death Cart", cost=4, coins=5, then=_death_cart, on_gain=_death_cart_gained,
    extra_types=(CardType.LOOTER,), expansion="Dark Ages", brings=(RUINS,),
    text="+$5. You may trash an Action card from your hand. If you don't, trash this. When you "
         "gain this, gain 2 Ruins.")


def _marauder(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromOutside(pid, SPOILS, cause=MARAUDER))


MARAUDER: Final = attack(
    "Marauder", cost=4, then=_marauder, each_other=_each_gains_ruins, non_supply=SPOILS_PILE,
    extra_types=(CardType.LOOTER,), expansion="Dark Ages", brings=(RUINS,),
    text="Gain a Spoils. Each other player gains a Ruins.")


# -- Knights ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KnightTrash:
    """The victim of a Knight (or of Rogue) trashes one of its 2 revealed cards costing from $3 to
    $6 (``trash <Card>``; asked even with one such card) and discards the rest; if it trashed a
    Knight and the attacking card (``knight``) is a Knight, that is trashed from ``attacker``'s
    play."""

    player: int
    revealed: tuple[Card, ...]
    attacker: int
    knight: Card

    def options(self, state: DominionState) -> tuple[Card, ...]:
        """The revealed cards costing from $3 to $6, one per name."""
        return tuple(sorted({c for c in self.revealed if 3 <= cost(state, c) <= 6 and
                             not c.potion}, key=lambda c: c.name))

    def execute(self, state: DominionState) -> DominionState:
        if not self.options(state):
            return discard_cards(state, self.player, self.revealed, "set_aside")
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return () if picks else tuple(Choice("trash", c.name) for c in self.options(state))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        card = next(c for c in self.options(state) if c.name == picks[0].arg)
        rest = list(self.revealed)
        rest.remove(card)
        state = trash_cards(state, pid, (card,), "set_aside", self.knight)
        state = discard_cards(state, pid, tuple(rest), "set_aside")
        if (CardType.KNIGHT in card.types and CardType.KNIGHT in self.knight.types
                and self.knight in state.players[self.attacker].in_play):
            state = trash_cards(state, self.attacker, (self.knight,), "in_play", self.knight)
        return state


@dataclass(frozen=True, slots=True)
class KnightRevealed:
    """A Knight's victim's 2 revealed cards (set aside) go to `KnightTrash`."""

    attacker: int
    knight: Card

    def after(self, state: DominionState, victim: int, revealed: tuple[Card, ...]) -> DominionState:
        if not revealed:
            return state
        return state.push(KnightTrash(victim, revealed, self.attacker, self.knight))


@dataclass(frozen=True, slots=True)
class KnightHit:
    """Every Knight's attack on one victim (and Rogue's, ``knight="Rogue"``): reveal the top 2,
    trash one costing $3 to $6 (the victim picks), discard the rest; ``first`` hits the victim
    before (Sir Michael)."""

    knight: str
    first: DiscardDownTo | None = None

    def __call__(self, state: DominionState, attacker: int, victim: int) -> DominionState:
        from dgsim.dominion.card import card_named

        knight = card_named(self.knight)
        reveal = RevealTop(victim, 2, KnightRevealed(attacker, knight))
        if self.first is None:
            return reveal.execute(state)
        return state.push(_Hit(self.first, attacker, victim), _Then(reveal))


@dataclass(frozen=True, slots=True)
class _Hit:
    """An attack hook run as an effect (Sir Michael's discarding, before his Knight attack;
    Rogue's attack on each victim in turn)."""

    hit: AttackHook
    attacker: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return self.hit(state, self.attacker, self.victim)


@dataclass(frozen=True, slots=True)
class _Then:
    """Run a reveal primitive as an effect when its turn comes."""

    reveal: RevealTop

    def execute(self, state: DominionState) -> DominionState:
        return self.reveal.execute(state)


_KNIGHT_TEXT: Final = ("Each other player reveals the top 2 cards of their deck, trashes one of "
                       "them costing from $3 to $6, and discards the rest. If a Knight is trashed "
                       "by this, trash this.")


def _knight(name: str, own: str, *, cost: int = 5, first: DiscardDownTo | None = None,
            cards: int = 0, actions: int = 0, buys: int = 0, coins: int = 0, vp: int = 0,
            then: Hook | None = None, on_trash: EventHook | None = None) -> Card:
    types = {CardType.ACTION, CardType.ATTACK, CardType.KNIGHT}
    if vp:
        types.add(CardType.VICTORY)
    return Card(name=name, cost=cost, types=frozenset(types), on_attack=KnightHit(name, first),
                cards=cards, actions=actions, buys=buys, coins=coins, vp=vp, on_play=then,
                on_trash=on_trash, expansion="Dark Ages", not_kingdom=True,
                text=f"{own} {_KNIGHT_TEXT}")


def _natalie(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromSupply(pid, CardFilter(max_cost=3), optional=True))


def _gain_gold(state: DominionState, owner: int, event: Event) -> DominionState:
    """Its text: "When you trash this, gain a Gold"."""
    return gain(state, owner, GOLD, cause=SIR_VANDER)


DAME_ANNA: Final = _knight("Dame Anna", "You may trash up to 2 cards from your hand.",
                           then=FromHand("trash", up_to=2, then=TrashThem()))
DAME_JOSEPHINE: Final = _knight("Dame Josephine", "2 VP.", vp=2)
DAME_MOLLY: Final = _knight("Dame Molly", "+2 Actions.", actions=2)
DAME_NATALIE: Final = _knight("Dame Natalie", "You may gain a card costing up to $3.",
                              then=_natalie)
DAME_SYLVIA: Final = _knight("Dame Sylvia", "+$2.", coins=2)
SIR_BAILEY: Final = _knight("Sir Bailey", "+1 Card +1 Action.", cards=1, actions=1)
SIR_DESTRY: Final = _knight("Sir Destry", "+2 Cards.", cards=2)
SIR_MARTIN: Final = _knight("Sir Martin", "+2 Buys.", cost=4, buys=2)
SIR_MICHAEL: Final = _knight("Sir Michael", "Each other player discards down to 3 cards in hand.",
                             first=DiscardDownTo(3))
SIR_VANDER: Final = _knight("Sir Vander", "When you trash this, gain a Gold.",
                            on_trash=_gain_gold)
KNIGHT_CARDS: Final = (DAME_ANNA, DAME_JOSEPHINE, DAME_MOLLY, DAME_NATALIE, DAME_SYLVIA,
                       SIR_BAILEY, SIR_DESTRY, SIR_MARTIN, SIR_MICHAEL, SIR_VANDER)
"""The ten Knights, each its own card (not kingdom cards: the Knights pile holds them)."""

KNIGHTS: Final = Card(
    name="Knights", cost=5, types=frozenset({CardType.ACTION, CardType.ATTACK, CardType.KNIGHT}),
    expansion="Dark Ages", pile=KNIGHT_CARDS,
    text="The Knights pile: the ten Knights shuffled, only the top one seen and gained. "
         f"Each Knight: {_KNIGHT_TEXT}")
"""The Knights pile's randomizer (a kingdom pile of several cards)."""


# -- Bandit Camp, Pillage: the other Spoils cards ----------------------------------------------


def _bandit_camp(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromOutside(pid, SPOILS, cause=BANDIT_CAMP))


BANDIT_CAMP: Final = action(
    "Bandit Camp", cost=5, cards=1, actions=2, then=_bandit_camp, non_supply=SPOILS_PILE,
    expansion="Dark Ages", text="+1 Card. +2 Actions. Gain a Spoils.")


@dataclass(frozen=True, slots=True)
class DiscardOfYourChoice:
    """The attacker picks a card of ``victim``'s (revealed) hand, which the victim discards:
    ``discard <Card>``, one per name, by name (Pillage)."""

    player: int
    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        return tuple(Choice("discard", n)
                     for n in sorted({c.name for c in state.players[self.victim].hand}))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        hand = state.players[self.victim].hand
        card = next((c for c in hand if picks and c.name == picks[0].arg), None)
        return state if card is None else discard_cards(state, self.victim, (card,), "hand")


def _pillage_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    """A victim with 5 or more cards in hand reveals it and discards the card the attacker
    picks."""
    if len(state.players[victim].hand) < 5:
        return state
    return reveal_hand(state, victim).push(DiscardOfYourChoice(attacker, victim))


def _pillage(state: DominionState, pid: int) -> DominionState:
    """"Trash this. If you did, gain 2 Spoils, and each other player ..." (not unaffected: Moat
    was answered when Pillage was played), in turn order; what reacts to the trashing first."""
    if PILLAGE not in state.players[pid].in_play:
        return state
    immune = state.immune
    state = state.push(GainFromOutside(pid, SPOILS, cause=PILLAGE),
                       GainFromOutside(pid, SPOILS, cause=PILLAGE),
                       *(_Hit(_pillage_hit, pid, victim) for victim in state.others(pid)
                         if victim not in immune))
    return trash_cards(state, pid, (PILLAGE,), "in_play", PILLAGE)


PILLAGE: Final = Card(
    name="Pillage", cost=5, types=frozenset({CardType.ACTION, CardType.ATTACK}), on_play=_pillage,
    non_supply=SPOILS_PILE, expansion="Dark Ages",
    text="Trash this. If you did, gain 2 Spoils, and each other player with 5 or more cards in "
         "hand reveals their hand and discards a card that you choose.")
"""An Attack whose attack may not happen (as Rogue's): Moat is answered when it is played."""


# -- Urchin and Mercenary (outside the supply) -------------------------------------------------


_DOWN_TO_3: Final = DiscardDownTo(3)


@dataclass(frozen=True, slots=True)
class MercenaryTrash:
    """Mercenary: ``trash <Card>`` twice (a hand of one: that card, for nothing), or ``no``; two
    trashed (both at once, then what each trashing does): +2 Cards, +$2, and each other player
    not unaffected discards down to 3, in turn order."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        hand = [c.name for c in state.players[self.player].hand]
        if picks:
            return multiset_choices("trash", hand, picks, 2, 2)
        first = multiset_choices("trash", hand, (), 2, 2)
        return (*first, NO) if first else ()

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        hand = list(state.players[pid].hand)
        cards: list[Card] = []
        for pick in picks:
            card = next((c for c in hand if c.name == pick.arg), None)
            if card is not None:
                hand.remove(card)
                cards.append(card)
        if len(cards) == 2:
            immune = state.immune
            state = state.add_coins(pid, 2).push(
                DrawCards(pid, 2), *(_Hit(_DOWN_TO_3, pid, victim) for victim in state.others(pid)
                                     if victim not in immune))
        return trash_cards(state, pid, tuple(cards), "hand")


def _mercenary(state: DominionState, pid: int) -> DominionState:
    return state.push(MercenaryTrash(pid))


MERCENARY: Final = Card(
    name="Mercenary", cost=0, types=frozenset({CardType.ACTION, CardType.ATTACK}),
    on_play=_mercenary, expansion="Dark Ages", not_kingdom=True,
    text="You may trash 2 cards from your hand. If you do, +2 Cards, +$2, and each other player "
         "discards down to 3 cards in hand. (This is not in the Supply.)")
"""Mercenary: 10 of them outside the supply, in games with Urchin. An Attack whose attack may not
happen (as Rogue's): Moat is answered when it is played."""


def _another_attack(state: DominionState, owner: int, event: Event) -> bool:
    """Another Attack card was played: not this Urchin played again (an Urchin played while
    another is in play is another card)."""
    card = event.card
    return card is not None and (card is not URCHIN
                                 or state.players[owner].in_play.count(URCHIN) >= 2)


def _urchin_trashed(state: DominionState, owner: int, event: Event) -> DominionState:
    """Trash this from play (what reacts to the trashing first), then gain a Mercenary."""
    if URCHIN not in state.players[owner].in_play:
        return state
    state = state.push(GainFromOutside(owner, MERCENARY, cause=URCHIN))
    return trash_cards(state, owner, (URCHIN,), "in_play", URCHIN)


URCHIN: Final = attack(
    "Urchin", cost=3, cards=1, actions=1, each_other=DiscardDownTo(4),
    non_supply=(MERCENARY,) * 10, expansion="Dark Ages",
    reactions=(Reaction(event=EventKind.ATTACK, zone="in_play", others=False, verb="trash",
                        effect=_urchin_trashed, when=_another_attack, repeatable=True),),
    text="+1 Card. +1 Action. Each other player discards down to 4 cards in hand. When you play "
         "another Attack card with this in play, you may first trash this, to gain a Mercenary.")


# -- Hermit and Madman (outside the supply) ----------------------------------------------------


def _madman(state: DominionState, pid: int) -> DominionState:
    """"Return this to the Madman pile. If you do, +1 Card per card in your hand"."""
    if MADMAN not in state.players[pid].in_play:
        return state  # played again (Throne Room): already returned
    state = return_to_pile(state, pid, MADMAN, "in_play")
    return draw(state, pid, len(state.players[pid].hand))


MADMAN: Final = Card(
    name="Madman", cost=0, types=frozenset({CardType.ACTION}), actions=2, on_play=_madman,
    expansion="Dark Ages", not_kingdom=True,
    text="+2 Actions. Return this to the Madman pile. If you do, +1 Card per card in your hand. "
         "(This card is not in the Supply.)")
"""Madman: 10 of them outside the supply, in games with Hermit."""

HERMIT_DISCARDED: Final = "trash discarded"
"""The verb of Hermit's picks from the discard pile (``trash discarded <Card>``; from the hand:
``trash <Card>``)."""


@dataclass(frozen=True, slots=True)
class HermitTrash:
    """Hermit: ``trash <Card>`` (a non-Treasure of the hand), ``trash discarded <Card>`` (a
    non-Treasure of the discard pile), or ``no``; one per name, by name."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def _names(self, state: DominionState, zone: Zone) -> list[str]:
        cards = state.players[self.player].zone(zone)
        return sorted({c.name for c in cards if not state.is_treasure(c)})

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        found = (*(Choice("trash", n) for n in self._names(state, "hand")),
                 *(Choice(HERMIT_DISCARDED, n) for n in self._names(state, "discard")))
        return (*found, NO) if found else ()

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        zone: Zone = "discard" if picks[0].verb == HERMIT_DISCARDED else "hand"
        card = next(c for c in state.players[self.player].zone(zone) if c.name == picks[0].arg)
        return trash_cards(state, self.player, (card,), zone, HERMIT)


def _hermit_trash(state: DominionState, pid: int) -> DominionState:
    return state.push(HermitTrash(pid))


@dataclass(frozen=True, slots=True)
class BoughtThisTurn:
    """This turn (a trigger, gone at the turn's end): ``owner`` bought a card (Hermit)."""

    owner: int

    def on_play(self, state: DominionState, pid: int, card: Card) -> DominionState:
        return state


def _first_buy(state: DominionState, owner: int, event: Event) -> bool:
    return BoughtThisTurn(owner) not in state.table.turn.triggers


def _note_buy(state: DominionState, owner: int, event: Event) -> DominionState:
    table = state.table
    return state.with_table(table.evolve(triggers=(*table.turn.triggers, BoughtThisTurn(owner))))


def _bought_nothing(state: DominionState, owner: int, event: Event) -> bool:
    return BoughtThisTurn(owner) not in state.table.turn.triggers


def _hermit_to_madman(state: DominionState, owner: int, event: Event) -> DominionState:
    """As Clean-up discards it from play (once per copy in play): trash it, gain a Madman."""
    if HERMIT not in state.players[owner].in_play:
        return state
    state = state.push(GainFromOutside(owner, MADMAN, cause=HERMIT))
    return trash_cards(state, owner, (HERMIT,), "in_play", HERMIT)


HERMIT: Final = action(
    "Hermit", cost=3, then=Steps((_hermit_trash, GainUpTo(3))), non_supply=(MADMAN,) * 10,
    expansion="Dark Ages",
    reactions=(Reaction(event=EventKind.BUY, zone="game", others=False, effect=_note_buy,
                        asks=False, when=_first_buy),
               Reaction(event=EventKind.CLEANUP, zone="in_play", others=False,
                        effect=_hermit_to_madman, asks=False, when=_bought_nothing)),
    text="Look through your discard pile. You may trash a non-Treasure card from your discard pile "
         "or hand. Gain a card costing up to $3. When you discard this from play, if you didn't "
         "buy any cards this turn, trash this and gain a Madman.")


PART_PILES: Final[tuple[Card, ...]] = (CULTIST, DEATH_CART, MARAUDER, KNIGHTS, BANDIT_CAMP,
                                       PILLAGE, URCHIN, HERMIT)
PILE_CARDS: Final[tuple[Card, ...]] = (RUINS, *RUINS_CARDS, SPOILS, *KNIGHT_CARDS, MERCENARY,
                                       MADMAN)
"""Part 2's cards that are not kingdom piles: the Ruins pile and its cards, Spoils, the Knights,
Mercenary, Madman."""


# ---------------------------------------------------------------------------------------------
# Part 3: the other kingdom cards (Altar, Armory, Band of Misfits, Beggar, Count, ...)
# ---------------------------------------------------------------------------------------------

def _poor_house(state: DominionState, pid: int) -> DominionState:
    """Its text: "Reveal your hand. -$1 per Treasure card in your hand (not below $0)"."""
    state = reveal_hand(state, pid)
    p = state.players[pid]
    treasures = sum(c.is_treasure for c in p.hand)
    return state.add_coins(pid, -min(treasures, p.coins))


POOR_HOUSE: Final = action(
    "Poor House", cost=1, coins=4, then=_poor_house, expansion="Dark Ages",
    text="+$4. Reveal your hand. -$1 per Treasure card in your hand. (You can't go below $0.)")

JUNK_DEALER: Final = action(
    "Junk Dealer", cost=5, cards=1, actions=1, coins=1, expansion="Dark Ages",
    then=FromHand("trash", exactly=1, then=TrashThem()),
    text="+1 Card. +1 Action. +$1. Trash a card from your hand.")


def _vagrant_takes(card: Card) -> bool:
    return card.is_victory or bool(card.types & _VAGRANT_TYPES)


_VAGRANT_TYPES: Final = frozenset({CardType.CURSE, CardType.RUINS, CardType.SHELTER})


def _vagrant(state: DominionState, pid: int) -> DominionState:
    """Its text: "Reveal the top card of your deck. If it's a Curse, Ruins, Shelter, or Victory
    card, put it into your hand" (otherwise it stays on the deck)."""
    return reveal_and_take(state, pid, 1, _vagrant_takes)


VAGRANT: Final = action(
    "Vagrant", cost=2, cards=1, actions=1, then=_vagrant, expansion="Dark Ages",
    text="+1 Card. +1 Action. Reveal the top card of your deck. If it's a Curse, Ruins, Shelter, "
         "or Victory card, put it into your hand.")


ARMORY: Final = action(
    "Armory", cost=4, then=GainUpTo(4, to="deck"), expansion="Dark Ages",
    text="Gain a card costing up to $4, putting it on top of your deck.")


def _forager_coins(state: DominionState, pid: int) -> DominionState:
    """Its text: "+$1 per differently named Treasure in the trash"."""
    return state.add_coins(pid, len({c.name for c in state.trash if c.is_treasure}))


FORAGER: Final = action(
    "Forager", cost=3, actions=1, buys=1, expansion="Dark Ages",
    then=Steps((FromHand("trash", exactly=1, then=TrashThem()), _forager_coins)),
    text="+1 Action. +1 Buy. Trash a card from your hand. +$1 per differently named Treasure in "
         "the trash.")


STOREROOM: Final = action(
    "Storeroom", cost=3, buys=1, expansion="Dark Ages",
    then=Steps((FromHand("discard", up_to=None, then=DiscardThenDrawAsMany()),
                FromHand("discard", up_to=None, then=DiscardForCoins()))),
    text="+1 Buy. Discard any number of cards, then draw that many. Then discard any number of "
         "cards for +$1 each.")


@dataclass(frozen=True, slots=True)
class CostsAtLeast:
    """A `RevealUntil` stop: a card costing at least ``coins`` (after cost changes; a Potion in
    the cost does not lower it)."""

    coins: int

    def stops(self, state: DominionState, pid: int, card: Card, /) -> bool:
        """True if ``card`` costs ``coins`` or more."""
        return cost(state, card) >= self.coins


@dataclass(frozen=True, slots=True)
class LastToHand:
    """The last revealed card goes into the hand (known to all) if it stopped the revealing
    (``stop``), and the others are discarded (Sage)."""

    stop: CostsAtLeast

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        if revealed and self.stop.stops(state, pid, revealed[-1]):
            found = revealed[-1:]
            state = state.remove_from(pid, "set_aside", found).add_to(pid, "hand", found, PUBLIC)
            revealed = revealed[:-1]
        return discard_cards(state, pid, revealed, "set_aside")


_SAGE_STOP: Final = CostsAtLeast(3)


def _sage(state: DominionState, pid: int) -> DominionState:
    return RevealUntil(pid, CardType.ACTION, 1, LastToHand(_SAGE_STOP), stop=_SAGE_STOP
                       ).execute(state)


SAGE: Final = action(
    "Sage", cost=3, actions=1, then=_sage, expansion="Dark Ages",
    text="+1 Action. Reveal cards from the top of your deck until you reveal one costing $3 or "
         "more. Put that card into your hand and discard the rest.")


@dataclass(frozen=True, slots=True)
class ActionsBack:
    """Wandering Minstrel: the revealed Action cards go back on top in any order (`PutBack`),
    the others are discarded."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        actions = tuple(c for c in revealed if state.is_action(c))
        state = discard_cards(state, pid, tuple(c for c in revealed if not state.is_action(c)),
                              "set_aside")
        return state.push(PutBack(pid, actions)) if actions else state


def _wandering_minstrel(state: DominionState, pid: int) -> DominionState:
    return state.push(RevealTop(pid, 3, ActionsBack()))


WANDERING_MINSTREL: Final = action(
    "Wandering Minstrel", cost=4, cards=1, actions=2, expansion="Dark Ages",
    then=_wandering_minstrel,
    text="+1 Card. +2 Actions. Reveal the top 3 cards of your deck. Put the Actions back on top "
         "in any order and discard the rest.")


@dataclass(frozen=True, slots=True)
class IronmongerBonus:
    """Ironmonger's bonuses for the card it revealed, whether discarded or put back: Action
    +1 Action, Treasure +$1, Victory +1 Card (each type that it has)."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        pid, card = self.player, self.card
        p = state.players[pid]
        state = state.with_player(pid, p.with_counters(actions=p.actions + state.is_action(card),
                                                       coins=p.coins + state.is_treasure(card)))
        return draw(state, pid, 1) if card.is_victory else state


@dataclass(frozen=True, slots=True)
class IronmongerRevealed:
    """The revealed card: ``discard <Card>`` or ``topdeck <Card>`` (`SpyChoice`), then the
    bonuses."""

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        if not revealed:
            return state
        return state.push(SpyChoice(pid, pid, revealed[0]), IronmongerBonus(pid, revealed[0]))


def _ironmonger(state: DominionState, pid: int) -> DominionState:
    return state.push(RevealTop(pid, 1, IronmongerRevealed()))


IRONMONGER: Final = action(
    "Ironmonger", cost=4, cards=1, actions=1, then=_ironmonger, expansion="Dark Ages",
    text="+1 Card. +1 Action. Reveal the top card of your deck; you may discard it. Either way, "
         "if it is an... Action card, +1 Action; Treasure card, +$1; Victory card, +1 Card.")


ALTAR: Final = action(
    "Altar", cost=6, expansion="Dark Ages",
    then=Steps((FromHand("trash", exactly=1, then=TrashThem()), GainUpTo(5))),
    text="Trash a card from your hand. Gain a card costing up to $5.")


SCAVENGER_PROMPT: Final = "put your deck into your discard pile?"


def _scavenger_deck(state: DominionState, pid: int) -> DominionState:
    """"You may put your deck into your discard pile" (a move, not a discard: nothing reacts);
    not asked with an empty deck."""
    if not state.players[pid].deck:
        return state
    return state.push(YesNo(pid, SCAVENGER_PROMPT, (), DeckIntoDiscard()))


SCAVENGER: Final = action(
    "Scavenger", cost=4, coins=2, expansion="Dark Ages",
    then=Steps((_scavenger_deck, FromZone(verb="topdeck", zone="discard", exactly=1,
                                          then=TopdeckInView("discard")))),
    text="+$2. You may put your deck into your discard pile. Put a card from your discard pile "
         "onto your deck.")


def _gain_copper(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, COPPER)


def _gain_duchy(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, DUCHY)


def _plus_three(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 3)


def _trash_hand(state: DominionState, pid: int) -> DominionState:
    """"Trash your hand": all at once, then what each trashing does (FAQ)."""
    return trash_cards(state, pid, state.players[pid].hand, "hand")


COUNT_FIRST: Final = (
    Option("discard 2 cards", FromHand("discard", exactly=2, then=DiscardThem())),
    Option("put a card from your hand onto your deck",
           FromHand("topdeck", exactly=1, then=TopdeckThem())),
    Option("gain a Copper", _gain_copper),
)
COUNT_SECOND: Final = (
    Option("+$3", _plus_three),
    Option("trash your hand", _trash_hand),
    Option("gain a Duchy", _gain_duchy),
)
"""Count's two choices, each labelled by its options' printed words."""

COUNT: Final = action(
    "Count", cost=5, expansion="Dark Ages",
    then=Steps((ChooseOne(COUNT_FIRST), ChooseOne(COUNT_SECOND))),
    text="Choose one: Discard 2 cards; or put a card from your hand onto your deck; or gain a "
         "Copper. Choose one: +$3; or trash your hand; or gain a Duchy.")


# -- playing a card twice, then trashing it: Counterfeit, Procession ---------------------------


@dataclass(frozen=True, slots=True)
class PlayTwiceThenTrash:
    """The picked card is played twice (`PlayTwice`), then trashed from play (`TrashPlayed`);
    ``plus``: then an Action card costing exactly $``plus`` more than it is gained (Procession)."""

    plus: int | None = None

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        copies = state.players[pid].in_play.count(card) + 1  # in play once it is played
        state = state.push(TrashPlayed(pid, card, copies, self.plus))
        return PlayTwice().after(state, pid, cards)


@dataclass(frozen=True, slots=True)
class TrashPlayed:
    """After its two plays, ``card`` is trashed from ``player``'s play area if it is still there
    (``copies`` of it were in play once it was played: one fewer means it left, as a Spoils
    returning to its pile or a card that trashed itself); then, with ``plus``, the gain of an
    Action card costing exactly $``plus`` more than it, whether or not it was trashed (what the
    trashing does comes first)."""

    player: int
    card: Card
    copies: int
    plus: int | None = None

    def execute(self, state: DominionState) -> DominionState:
        pid, card = self.player, self.card
        if self.plus is not None:
            state = state.push(GainCostingMore(pid, card, self.plus))
        if state.players[pid].in_play.count(card) < self.copies:
            return state
        return trash_cards(state, pid, (card,), "in_play")


@dataclass(frozen=True, slots=True)
class GainCostingMore:
    """``player`` gains an Action card costing exactly $``plus`` more than ``card`` costs now (its
    Potion equal); nothing when no pile qualifies."""

    player: int
    card: Card
    plus: int

    def execute(self, state: DominionState) -> DominionState:
        coins = cost(state, self.card) + self.plus
        potion = self.card.potion
        exact = CardFilter(types=_ACTION, max_cost=coins, min_cost=coins, max_potion=potion,
                           min_potion=potion, max_debt=self.card.debt, min_debt=self.card.debt)
        return state.push(GainFromSupply(self.player, exact))


_ACTION: Final = frozenset({CardType.ACTION})

NON_DURATION_TREASURES: Final = CardFilter(types=frozenset({CardType.TREASURE}),
                                           exclude=frozenset({CardType.DURATION}))

COUNTERFEIT: Final = treasure(
    "Counterfeit", cost=5, coins=1, buys=1, expansion="Dark Ages",
    then=FromHand("play", of=NON_DURATION_TREASURES, then=PlayTwiceThenTrash()),
    text="$1. +1 Buy. You may play a non-Duration Treasure from your hand twice. Trash it.")


NON_DURATION_ACTIONS: Final = CardFilter(types=_ACTION, exclude=frozenset({CardType.DURATION}))

PROCESSION: Final = action(
    "Procession", cost=4, expansion="Dark Ages",
    then=FromHand("play", of=NON_DURATION_ACTIONS, then=PlayTwiceThenTrash(plus=1)),
    text="You may play a non-Duration Action card from your hand twice. Trash it. Gain an Action "
         "card costing exactly $1 more than it.")


def _mystic(state: DominionState, pid: int) -> DominionState:
    return state.push(NameACard(pid, RevealIfNamed()))


MYSTIC: Final = action(
    "Mystic", cost=5, actions=1, coins=2, then=_mystic, expansion="Dark Ages",
    text="+1 Action. +$2. Name a card, then reveal the top card of your deck. If you named it, put "
         "it into your hand.")


@dataclass(frozen=True, slots=True)
class VictoryNotNamed:
    """A `RevealUntil` stop: a Victory card whose name is not ``name`` (Rebuild)."""

    name: str | None

    def stops(self, state: DominionState, pid: int, card: Card, /) -> bool:
        """True if ``card`` is a Victory card and not the named one."""
        return card.is_victory and card.name != self.name


@dataclass(frozen=True, slots=True)
class RebuildRevealed:
    """Rebuild's revealed cards: the others are discarded, then the Victory card that stopped the
    revealing (if one did) is trashed and a Victory card costing up to $3 more than it gained."""

    stop: VictoryNotNamed

    def after(self, state: DominionState, pid: int, revealed: tuple[Card, ...]) -> DominionState:
        if not revealed or not self.stop.stops(state, pid, revealed[-1]):
            return discard_cards(state, pid, revealed, "set_aside")
        victory = revealed[-1]
        bound = CardFilter(types=frozenset({CardType.VICTORY}), max_cost=cost(state, victory) + 3,
                           max_potion=victory.potion, max_debt=victory.debt)
        # the trashing and the gain wait below what reacts to the discards (Tunnel)
        state = state.push(TrashCards(pid, (victory,), "set_aside"), GainFromSupply(pid, bound))
        return discard_cards(state, pid, revealed[:-1], "set_aside")


@dataclass(frozen=True, slots=True)
class RebuildNamed:
    """After the naming: reveal until a Victory card not named (the revealed cards are never
    shuffled in), then `RebuildRevealed`."""

    def named(self, state: DominionState, pid: int, name: str | None) -> DominionState:
        stop = VictoryNotNamed(name)
        return RevealUntil(pid, CardType.VICTORY, 1, RebuildRevealed(stop), stop=stop
                           ).execute(state)


def _rebuild(state: DominionState, pid: int) -> DominionState:
    return state.push(NameACard(pid, RebuildNamed()))


REBUILD: Final = action(
    "Rebuild", cost=5, actions=1, then=_rebuild, expansion="Dark Ages",
    text="+1 Action. Name a card. Reveal cards from your deck until you reveal a Victory card you "
         "did not name. Discard the rest, trash the Victory card, and gain a Victory card costing "
         "up to $3 more than it.")


COSTING_3_TO_6: Final = CardFilter(min_cost=3, max_cost=6)
"""Cards costing from $3 to $6 now (a Potion in the cost never fits: Graverobber, Rogue)."""


def _graverobber_gain(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromTrash(pid, COSTING_3_TO_6, "deck", GRAVEROBBER))


GRAVEROBBER_GAIN: Final = "gain a card from the trash costing from $3 to $6, onto your deck"
GRAVEROBBER_TRASH: Final = ("trash an Action card from your hand and gain a card costing up to $3 "
                            "more than it")
"""The labels of Graverobber's options (their printed words)."""

GRAVEROBBER: Final = action(
    "Graverobber", cost=5, expansion="Dark Ages",
    then=ChooseOne((Option(GRAVEROBBER_GAIN, _graverobber_gain),
                    Option(GRAVEROBBER_TRASH, FromHand("trash", exactly=1, of=ACTIONS_ONLY,
                                                       then=TrashToGain(3))))),
    text="Choose one: Gain a card from the trash costing from $3 to $6, onto your deck; or trash "
         "an Action card from your hand and gain a card costing up to $3 more than it.")


_ROGUE_HIT: Final = KnightHit("Rogue")


def _rogue(state: DominionState, pid: int) -> DominionState:
    """A card costing from $3 to $6 in the trash: gain one (mandatory); otherwise the attack, on
    each other player not unaffected (Moat was answered when Rogue was played), in turn order."""
    if any(COSTING_3_TO_6.accepts(state, c) for c in state.trash_pile):
        return state.push(GainFromTrash(pid, COSTING_3_TO_6, cause=ROGUE))
    immune = state.immune
    return state.push(*(_Hit(_ROGUE_HIT, pid, victim) for victim in state.others(pid)
                        if victim not in immune))


ROGUE: Final = Card(
    name="Rogue", cost=5, types=frozenset({CardType.ACTION, CardType.ATTACK}), coins=2,
    on_play=_rogue, expansion="Dark Ages",
    text="+$2. If there are any cards in the trash costing from $3 to $6, gain one of them. "
         "Otherwise, each other player reveals the top 2 cards of their deck, trashes one of them "
         "costing from $3 to $6, and discards the rest.")
"""An Attack whose attack may not happen: Moat is answered when it is played, and its text then
hits only the players who did not answer it (as Pirate Ship's raid)."""


def _beggar(state: DominionState, pid: int) -> DominionState:
    """"Gain 3 Coppers to your hand" (as many as the pile has)."""
    return state.push(*(GainTo(pid, COPPER, "hand") for _ in range(3)))


def _beggar_reacts(state: DominionState, owner: int, event: Event) -> DominionState:
    """Discard this (what reacts to the discard first), then gain 2 Silvers, the first onto the
    deck (a single Silver left goes there)."""
    state = state.push(GainTo(owner, SILVER, "deck"), GainTo(owner, SILVER))
    return discard_cards(state, owner, (BEGGAR,), "hand")


BEGGAR: Final = action(
    "Beggar", cost=2, then=_beggar, extra_types=(CardType.REACTION,), expansion="Dark Ages",
    reactions=(Reaction(event=EventKind.ATTACK, zone="hand", others=True, effect=_beggar_reacts,
                        verb="discard", repeatable=True),),
    text="Gain 3 Coppers to your hand. When another player plays an Attack card, you may first "
         "discard this to gain 2 Silvers, putting one onto your deck.")


def _band_of_misfits(state: DominionState, pid: int) -> DominionState:
    return state.push(PlayFromSupply(pid, BAND_OF_MISFITS))


BAND_OF_MISFITS: Final = action(
    "Band of Misfits", cost=5, then=_band_of_misfits, extra_types=(CardType.COMMAND,),
    expansion="Dark Ages",
    text="Play a non-Command Action card from the Supply that costs less than this, leaving it "
         "there.")


PART_KINGDOM: Final[tuple[Card, ...]] = (POOR_HOUSE, JUNK_DEALER, VAGRANT, ARMORY, FORAGER,
                                         STOREROOM, SAGE, WANDERING_MINSTREL, IRONMONGER, ALTAR,
                                         SCAVENGER, COUNT, COUNTERFEIT, PROCESSION, MYSTIC,
                                         REBUILD, GRAVEROBBER, ROGUE, BEGGAR, BAND_OF_MISFITS)


CARDS: Final[tuple[Card, ...]] = (*PART_TRASH, *PART_PILES, *PILE_CARDS, *PART_KINGDOM)
"""The cards of Dark Ages: its kingdom piles and the cards that come with them (the Ruins,
Shelters, Spoils, the Knights, Madman, Mercenary: not kingdom cards, `Card.is_kingdom`)."""
