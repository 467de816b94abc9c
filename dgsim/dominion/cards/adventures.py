"""Dominion: Adventures — its kingdom cards written so far, each with its printed text (the
Events are `dgsim.dominion.cards.adventures_events`).

Durations follow Seaside's rules (`dgsim.dominion.effect.record_duration`): what lasts "until your
next turn" listens through a reaction of zone ``"duration"`` (Haunted Woods, Swamp Hag: a buy by a
seat the play affected); Caravan Guard plays itself from the hand when another player plays an
Attack (``play Caravan Guard``), in that player's turn; Hireling stays in play for the rest of
the game, its record renewed at the start of each of its owner's turns. Miser's Coppers go on the
seat's ``"Tavern"`` mat (``p.mats``, public). Bridge Troll, Ranger, Giant and Relic use the seat
tokens (`dgsim.dominion.tokens`): Bridge Troll's "cards cost $1 less" is $1 off the turn's costs
(`TurnModifiers.cost_cut`) per Bridge Troll in play, counted once a turn (Throne Room on it: $1).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import (
    Card,
    CardType,
    Reaction,
    action,
    attack,
    card_named,
    duration,
    treasure,
)
from dgsim.dominion.cards.basic import COPPER, CURSE, GOLD, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
    ACTIONS_ONLY,
    TREASURES_ONLY,
    CardFilter,
    ChooseCards,
    DiscardThem,
    GainFromSupply,
    TrashThem,
    YesNo,
    costing_exactly,
)
from dgsim.dominion.effect import (
    DrawCards,
    Resolve,
    RevealTop,
    discard_cards,
    draw,
    gain,
    next_play,
    record_duration,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.fields import declare_mat
from dgsim.dominion.gaining import GainTo, TrashToGain
from dgsim.dominion.library import (
    MANY,
    ChooseOne,
    DeckIntoDiscard,
    FromHand,
    LookAtTop,
    Option,
    PlayTwice,
    SetAsideUnder,
    TakeOneOfLooked,
    ToMat,
    TopdeckHand,
    has_bought,
    note_buy,
    take_vp,
)
from dgsim.dominion.phase import play_treasures
from dgsim.dominion.state import NO_MORE, PUBLIC, DominionState, DurationRecord
from dgsim.dominion.tavern import Exchange, PutOnTavern, call_reaction, exchange_reaction
from dgsim.dominion.tokens import (
    PLAY_TOKENS,
    flip_journey,
    move_token,
    put_minus_card,
    take_minus_coin,
)
from dgsim.dominion.trigger import start_this_turn, this_turn_count

__all__ = [
    "AMULET",
    "AMULET_OPTIONS",
    "ARTIFICER",
    "BRIDGE_TROLL",
    "CARAVAN_GUARD",
    "CARDS",
    "CHAMPION",
    "COIN_OF_THE_REALM",
    "DISCIPLE",
    "DISTANT_LANDS",
    "DUNGEON",
    "DUPLICATE",
    "FUGITIVE",
    "GEAR",
    "GIANT",
    "GUIDE",
    "HAUNTED_WOODS",
    "HERO",
    "HIRELING",
    "LOST_CITY",
    "MAGPIE",
    "MESSENGER",
    "MISER",
    "MISER_OPTIONS",
    "PAGE",
    "PEASANT",
    "PORT",
    "RANGER",
    "RATCATCHER",
    "RAZE",
    "RELIC",
    "ROYAL_CARRIAGE",
    "SOLDIER",
    "STORYTELLER",
    "SWAMP_HAG",
    "TAVERN_MAT",
    "TEACHER",
    "TRANSMOGRIFY",
    "TREASURE_HUNTER",
    "TREASURE_TROVE",
    "WARRIOR",
    "WINE_MERCHANT",
    "ArtificerGain",
    "EachOtherGainsACopy",
    "GiantHit",
    "MagpieReveal",
    "PayAllForCards",
    "PlayThenPay",
    "PlayTwiceThenCopy",
    "RazeTrash",
    "TeacherMove",
    "WarriorDiscard",
]

_SET: Final = "Adventures"

TAVERN_MAT: Final = declare_mat("Tavern")
"""Each seat's Tavern mat: public (Miser's Coppers; the Reserve cards')."""


def _records(state: DominionState, owner: int) -> tuple[DurationRecord, ...]:
    more = state.players[owner].more
    return (*more.lasting.records, *more.lasting.pending)


def _affecting(state: DominionState, owner: int, card: Card, seat: int) -> int:
    """How many plays of ``owner``'s ``card`` still wait for its next turn and affect ``seat``
    (a Throne Room's play counts twice; a seat that revealed Moat to a play is not affected)."""
    return sum(r.times for r in _records(state, owner) if r.card is card and seat not in r.unaffected)


# -- Amulet ---------------------------------------------------------------------------------


def _plus_one(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, 1)


def _trash_a_card(state: DominionState, pid: int) -> DominionState:
    return state.push(ChooseCards(pid, "trash", "hand", 1, 1, TrashThem()))


def _gain_a_silver(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, SILVER)


AMULET_OPTIONS: Final = ChooseOne((Option("+$1", _plus_one),
                                   Option("trash a card from your hand", _trash_a_card),
                                   Option("gain a Silver", _gain_a_silver)))
"""Amulet's choice, now and at the start of the next turn: its printed words."""


def _amulet_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    for _ in range(record.times):  # one choice per time it was played
        state = AMULET_OPTIONS(state, pid)
    return state


AMULET: Final = duration(
    "Amulet", cost=3, then=AMULET_OPTIONS, at_start=_amulet_next_turn, expansion=_SET,
    text="Now and at the start of your next turn, choose one: +$1; or trash a card from your "
         "hand; or gain a Silver.",
)


# -- Artificer ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ArtificerGain:
    """Discard the picked cards; then the player may gain a card costing exactly $1 per card
    discarded, onto its deck (``gain <Card>`` or ``no``), once what reacts to the discards has
    resolved."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        state = state.push(GainFromSupply(pid, costing_exactly(len(cards)), to="deck",
                                          optional=True))
        return discard_cards(state, pid, cards)


ARTIFICER: Final = action(
    "Artificer", cost=5, cards=1, actions=1, coins=1, expansion=_SET,
    then=FromHand("discard", up_to=MANY, then=ArtificerGain()),
    text="+1 Card +1 Action +$1. Discard any number of cards. You may gain a card costing exactly "
         "$1 per card discarded, putting it onto your deck.",
)


# -- Caravan Guard --------------------------------------------------------------------------


def _caravan_guard_next_turn(state: DominionState, pid: int,
                             record: DurationRecord) -> DominionState:
    return state.add_coins(pid, record.times)


def _play_caravan_guard(state: DominionState, owner: int, event: Event) -> DominionState:
    """Play this Caravan Guard from the hand in another player's turn: it is in play from then on,
    its record waiting for its owner's next turn (+$1 then), and +1 Card now (+1 Action does
    nothing outside its owner's turn)."""
    if CARAVAN_GUARD not in state.players[owner].hand:
        return state
    state = state.remove_from(owner, "hand", (CARAVAN_GUARD,))
    p = state.players[owner]
    lasting = p.more.lasting
    state = state.with_player(owner, p.with_more(p.more.evolve(
        durations=(*lasting.durations, CARAVAN_GUARD),
        pending=(*lasting.pending, DurationRecord(CARAVAN_GUARD)))))
    return draw(state, owner, 1)


CARAVAN_GUARD: Final = duration(
    "Caravan Guard", cost=3, cards=1, actions=1, at_start=_caravan_guard_next_turn,
    extra_types=(CardType.REACTION,), expansion=_SET,
    reactions=(Reaction(event=EventKind.ATTACK, zone="hand", others=True,
                        effect=_play_caravan_guard, verb="play", repeatable=True),),
    text="+1 Card +1 Action. At the start of your next turn, +$1. When another player plays an "
         "Attack card, you may first play this from your hand. (+1 Action has no effect if it's "
         "not your turn.)",
)


# -- Dungeon --------------------------------------------------------------------------------


def _discard_two(pid: int) -> ChooseCards:
    return ChooseCards(pid, "discard", "hand", 2, 2, DiscardThem())


def _dungeon_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    # each play in turn: +2 Cards, then discard 2 cards
    return state.push(*(e for _ in range(record.times) for e in (DrawCards(pid, 2),
                                                                 _discard_two(pid))))


DUNGEON: Final = duration(
    "Dungeon", cost=3, actions=1, cards=2, then=FromHand("discard", exactly=2, then=DiscardThem()),
    at_start=_dungeon_next_turn, expansion=_SET,
    text="+1 Action. Now and at the start of your next turn: +2 Cards, then discard 2 cards.",
)


# -- Gear -----------------------------------------------------------------------------------


def _gear(state: DominionState, pid: int) -> DominionState:
    then = SetAsideUnder(GEAR, state.table.turn.plays)  # this play's number: its record's key
    return state.push(ChooseCards(pid, "set aside", "hand", 0, 2, then))


def _gear_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.add_to(pid, "hand", record.aside)  # known to the owner only, as while aside


GEAR: Final = duration(
    "Gear", cost=3, cards=2, then=_gear, at_start=_gear_next_turn, expansion=_SET,
    text="+2 Cards. Set aside up to 2 cards from your hand face down (under this). At the start "
         "of your next turn, put them into your hand.",
)


# -- Haunted Woods, Swamp Hag: until your next turn, when another player buys a card --------


def _haunted(state: DominionState, owner: int, event: Event) -> bool:
    return _affecting(state, owner, HAUNTED_WOODS, event.seat) > 0


def _hand_onto_deck(state: DominionState, owner: int, event: Event) -> DominionState:
    """The buyer puts its hand onto its deck in any order (once, however many plays wait)."""
    return state.push(TopdeckHand(event.seat)) if state.players[event.seat].hand else state


def _haunted_woods_next_turn(state: DominionState, pid: int,
                             record: DurationRecord) -> DominionState:
    return state.push(DrawCards(pid, 3 * record.times))


HAUNTED_WOODS: Final = Card(
    name="Haunted Woods", cost=5,
    types=frozenset({CardType.ACTION, CardType.ATTACK, CardType.DURATION}),
    on_duration=_haunted_woods_next_turn, expansion=_SET,
    reactions=(Reaction(event=EventKind.BUY, zone="duration", others=True,
                        effect=_hand_onto_deck, asks=False, when=_haunted),),
    text="Until your next turn, when any other player buys a card, they put their hand onto their "
         "deck in any order. At the start of your next turn: +3 Cards.",
)


def _hagged(state: DominionState, owner: int, event: Event) -> bool:
    return _affecting(state, owner, SWAMP_HAG, event.seat) > 0


def _curse_the_buyer(state: DominionState, owner: int, event: Event) -> DominionState:
    """A Curse per play of ``owner``'s Swamp Hags that waits and affects the buyer (cumulative)."""
    n = _affecting(state, owner, SWAMP_HAG, event.seat)
    return state.push(*(GainTo(event.seat, CURSE) for _ in range(n)))


def _swamp_hag_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.add_coins(pid, 3 * record.times)


SWAMP_HAG: Final = Card(
    name="Swamp Hag", cost=5,
    types=frozenset({CardType.ACTION, CardType.ATTACK, CardType.DURATION}),
    on_duration=_swamp_hag_next_turn, expansion=_SET,
    reactions=(Reaction(event=EventKind.BUY, zone="duration", others=True,
                        effect=_curse_the_buyer, asks=False, when=_hagged),),
    text="Until your next turn, when any other player buys a card, they gain a Curse. At the "
         "start of your next turn: +$3.",
)


# -- Hireling -------------------------------------------------------------------------------


def _hireling_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    """+1 Card per time it was played, and the same work again next turn: the record is renewed
    as this turn's (with the Throne Room that played it), so the card stays in play."""
    state = state.push(DrawCards(pid, record.times))
    state, play = next_play(state)
    for _ in range(record.times):
        state = record_duration(state, pid, HIRELING, play, record.keeper)
    return state


HIRELING: Final = duration(
    "Hireling", cost=6, at_start=_hireling_next_turn, expansion=_SET,
    text="At the start of each of your turns for the rest of the game: +1 Card. (This stays in "
         "play.)",
)


# -- Lost City, Port ------------------------------------------------------------------------


def _each_other_draws(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(*(DrawCards(other, 1) for other in state.others(event.seat)))


LOST_CITY: Final = action(
    "Lost City", cost=5, cards=2, actions=2, on_gain=_each_other_draws, expansion=_SET,
    text="+2 Cards +2 Actions. When you gain this, each other player draws a card.",
)


def _another_port(state: DominionState, owner: int, event: Event) -> DominionState:
    return gain(state, event.seat, PORT)


PORT: Final = replace(action(
    "Port", cost=4, cards=1, actions=2, on_buy=_another_port, expansion=_SET,
    text="+1 Card +2 Actions. When you buy this, gain another Port."), pile_count=12)


# -- Magpie ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MagpieReveal:
    """The revealed card goes into the hand if it is a Treasure, else back on top (known to every
    seat either way); an Action or Victory card gains a Magpie (a Harem does both)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        state = state.remove_from(pid, "set_aside", cards)
        if state.is_treasure(card):
            state = state.add_to(pid, "hand", cards, PUBLIC)
        else:
            state = state.add_to(pid, "deck", cards, PUBLIC)
        return gain(state, pid, MAGPIE) if state.is_action(card) or card.is_victory else state


def _magpie(state: DominionState, pid: int) -> DominionState:
    return RevealTop(pid, 1, MagpieReveal()).execute(state)


MAGPIE: Final = action(
    "Magpie", cost=4, cards=1, actions=1, then=_magpie, expansion=_SET,
    text="+1 Card +1 Action. Reveal the top card of your deck. If it's a Treasure, put it into "
         "your hand. If it's an Action or Victory card, gain a Magpie.",
)


# -- Messenger ------------------------------------------------------------------------------


def _messenger(state: DominionState, pid: int) -> DominionState:
    if not state.players[pid].deck:
        return state  # nothing to put there: yes and no are the same
    return state.push(YesNo(pid, "put your deck into your discard pile?", (), DeckIntoDiscard()))


@dataclass(frozen=True, slots=True)
class EachOtherGainsACopy:
    """Each other player, in turn order, gains a copy of the card gained (while the pile lasts)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return state.push(*(GainTo(other, cards[0]) for other in state.others(pid)))


def _messenger_bought(state: DominionState, owner: int, event: Event) -> DominionState:
    """The first buy of the turn: gain a card costing up to $4, then each other player a copy."""
    if has_bought(state, event.seat):
        return state
    return state.push(GainFromSupply(event.seat, CardFilter(max_cost=4),
                                     then=EachOtherGainsACopy()))


MESSENGER: Final = action(
    "Messenger", cost=4, buys=1, coins=2, then=_messenger, on_buy=_messenger_bought,
    expansion=_SET,
    reactions=(Reaction(event=EventKind.BUY, zone="game", others=None, effect=note_buy,
                        asks=False),),
    text="+1 Buy +$2. You may put your deck into your discard pile. When this is your first buy "
         "in a turn, gain a card costing up to $4, and each other player gains a copy of it.",
)


# -- Miser ----------------------------------------------------------------------------------


def _copper_to_tavern(state: DominionState, pid: int) -> DominionState:
    if COPPER not in state.players[pid].hand:
        return state  # nothing happens (FAQ)
    return ToMat(TAVERN_MAT).after(state, pid, (COPPER,))


def _coins_per_copper(state: DominionState, pid: int) -> DominionState:
    return state.add_coins(pid, state.players[pid].more.mat(TAVERN_MAT).count(COPPER))


MISER_OPTIONS: Final = ChooseOne((
    Option("put a Copper from your hand onto your Tavern mat", _copper_to_tavern),
    Option("+$1 per Copper on your Tavern mat", _coins_per_copper)))
"""Miser's choice: its printed words."""

MISER: Final = action(
    "Miser", cost=4, then=MISER_OPTIONS, expansion=_SET,
    text="Choose one: Put a Copper from your hand onto your Tavern mat; or +$1 per Copper on your "
         "Tavern mat.",
)


# -- Raze -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _LookForRaze:
    player: int
    n: int

    def execute(self, state: DominionState) -> DominionState:
        return LookAtTop(self.n, then=TakeOneOfLooked())(state, self.player)


@dataclass(frozen=True, slots=True)
class RazeTrash:
    """Raze: ``trash <Card>``, a card of the hand or this Raze (``trash Raze`` trashes this one
    while it is in play: a Raze kept in hand is worth at least as much); then the player looks
    at as many cards off its deck as the trashed card costs ($), once what reacts to the trashing
    has resolved."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        p = state.players[self.player]
        names = {c.name for c in p.hand}
        if RAZE in p.in_play:
            names.add(RAZE.name)
        return tuple(Choice("trash", n) for n in sorted(names))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        if not picks:
            return state
        p = state.players[pid]
        if picks[0].arg == RAZE.name and RAZE in p.in_play:
            state = state.push(_LookForRaze(pid, cost(state, RAZE)))
            return trash_cards(state, pid, (RAZE,), "in_play", RAZE)
        card = next(c for c in p.hand if c.name == picks[0].arg)
        state = state.push(_LookForRaze(pid, cost(state, card)))
        return trash_cards(state, pid, (card,), "hand", RAZE)


def _raze(state: DominionState, pid: int) -> DominionState:
    return state.push(RazeTrash(pid))


RAZE: Final = action(
    "Raze", cost=2, actions=1, then=_raze, expansion=_SET,
    text="+1 Action. Trash this or a card from your hand. Look at one card from the top of your "
         "deck per $1 the trashed card costs. Put one of them into your hand and discard the "
         "rest.",
)


# -- Storyteller ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PayAllForCards:
    """``player`` pays all of its $ and draws a card per $ paid (Potions are no $)."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        coins = state.players[self.player].coins
        if coins <= 0:
            return state
        return draw(state.add_coins(self.player, -coins), self.player, coins)


@dataclass(frozen=True, slots=True)
class PlayThenPay:
    """Play the picked Treasures (in the order picked), then pay all the $ for cards."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return play_treasures(state.push(PayAllForCards(pid)), pid, cards)


STORYTELLER: Final = action(
    "Storyteller", cost=5, actions=1, coins=1, expansion=_SET,
    then=FromHand("play", up_to=3, of=TREASURES_ONLY, then=PlayThenPay()),
    text="+1 Action +$1. Play up to 3 Treasures from your hand. Then pay all of your $ (including "
         "the $1 from this) and draw a card per $ you paid.",
)


# -- Treasure Trove -------------------------------------------------------------------------


def _treasure_trove(state: DominionState, pid: int) -> DominionState:
    return state.push(GainTo(pid, GOLD), GainTo(pid, COPPER))


TREASURE_TROVE: Final = treasure(
    "Treasure Trove", cost=5, coins=2, then=_treasure_trove, expansion=_SET,
    text="$2. When you play this, gain a Gold and a Copper.",
)

# -- Reserves (`dgsim.dominion.tavern`): put on the Tavern mat, called later ------------------


def _trash_one(state: DominionState, owner: int, event: Event) -> DominionState:
    """Ratcatcher called: trash a card from the hand (an empty hand: nothing)."""
    return state.push(ChooseCards(owner, "trash", "hand", 1, 1, TrashThem()))


RATCATCHER: Final = action(
    "Ratcatcher", cost=2, cards=1, actions=1, then=PutOnTavern("Ratcatcher"),
    extra_types=(CardType.RESERVE,), expansion=_SET,
    reactions=(call_reaction("Ratcatcher", EventKind.TURN_START, _trash_one),),
    text="+1 Card +1 Action. Put this on your Tavern mat. At the start of your turn, you may call "
         "this, to trash a card from your hand.",
)


def _new_hand(state: DominionState, owner: int, event: Event) -> DominionState:
    """Guide called: discard the hand, then draw 5 cards (once what reacts to the discards has
    resolved)."""
    state = state.push(DrawCards(owner, 5))
    return discard_cards(state, owner, state.players[owner].hand)


GUIDE: Final = action(
    "Guide", cost=3, cards=1, actions=1, then=PutOnTavern("Guide"),
    extra_types=(CardType.RESERVE,), expansion=_SET,
    reactions=(call_reaction("Guide", EventKind.TURN_START, _new_hand),),
    text="+1 Card +1 Action. Put this on your Tavern mat. At the start of your turn, you may call "
         "this, to discard your hand and draw 5 cards.",
)


def _transmogrify(state: DominionState, owner: int, event: Event) -> DominionState:
    """Transmogrify called: trash a card from the hand, gain one costing up to $1 more into the
    hand (nothing trashed: nothing gained)."""
    return state.push(ChooseCards(owner, "trash", "hand", 1, 1, TrashToGain(1, to="hand")))


TRANSMOGRIFY: Final = action(
    "Transmogrify", cost=4, actions=1, then=PutOnTavern("Transmogrify"),
    extra_types=(CardType.RESERVE,), expansion=_SET,
    reactions=(call_reaction("Transmogrify", EventKind.TURN_START, _transmogrify),),
    text="+1 Action. Put this on your Tavern mat. At the start of your turn, you may call this, "
         "to trash a card from your hand, gain a card costing up to $1 more than it, and put that "
         "card into your hand.",
)


def _an_action_resolved(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and state.is_action(event.card)


def _two_actions(state: DominionState, owner: int, event: Event) -> DominionState:
    p = state.players[owner]
    return state.with_player(owner, p.with_counters(actions=p.actions + 2))


COIN_OF_THE_REALM: Final = treasure(
    "Coin of the Realm", cost=2, coins=1, then=PutOnTavern("Coin of the Realm"),
    extra_types=(CardType.RESERVE,), expansion=_SET,
    reactions=(call_reaction("Coin of the Realm", EventKind.PLAY, _two_actions,
                             when=_an_action_resolved),),
    text="$1. When you play this, put it on your Tavern mat. Directly after resolving an Action, "
         "you may call this, for +2 Actions.",
)


def _still_in_play(state: DominionState, owner: int, event: Event) -> bool:
    """An Action just resolved and (a copy of) it is still in play."""
    card = event.card
    return card is not None and state.is_action(card) and card in state.players[owner].in_play


def _replay(state: DominionState, owner: int, event: Event) -> DominionState:
    """Royal Carriage called: the Action just resolved is resolved again (a play: what reacts to
    plays hears it). A Duration replayed so is a play of its own with this Royal Carriage as its
    keeper: it stays in play as long as the Duration has work left."""
    card = event.card
    if card is None or card not in state.players[owner].in_play:
        return state
    if not card.is_duration:
        return Resolve(owner, card).execute(state)
    state, play = next_play(state)
    return Resolve(owner, card, play, ROYAL_CARRIAGE).execute(state)


ROYAL_CARRIAGE: Final = action(
    "Royal Carriage", cost=5, actions=1, then=PutOnTavern("Royal Carriage"),
    extra_types=(CardType.RESERVE,), expansion=_SET,
    reactions=(call_reaction("Royal Carriage", EventKind.PLAY, _replay, when=_still_in_play),),
    text="+1 Action. Put this on your Tavern mat. Directly after resolving an Action, if it's "
         "still in play, you may call this, to replay that Action.",
)


def _duplicable(state: DominionState, owner: int, event: Event) -> bool:
    """A card costing up to $6 (no Potion, no debt) was gained, and its supply pile has another."""
    card = event.card
    if card is None or card.potion or card.debt or cost(state, card) > 6:
        return False
    i = state.board.mode.index.get(card)
    return i is not None and state.supply[i] > 0


def _gain_a_copy(state: DominionState, owner: int, event: Event) -> DominionState:
    return state if event.card is None else gain(state, owner, event.card, cause=DUPLICATE)


def _called_in_another_turn(state: DominionState, owner: int, event: Event) -> bool:
    return DUPLICATE in state.players[owner].in_play


def _discard_called(state: DominionState, owner: int, event: Event) -> DominionState:
    """A Duplicate called in another player's turn is discarded in that turn's Clean-up (FAQ),
    from its owner's play (one copy per reaction: each copy in play has one)."""
    if DUPLICATE not in state.players[owner].in_play:
        return state
    return state.remove_from(owner, "in_play", (DUPLICATE,)).add_to(owner, "discard", (DUPLICATE,))


DUPLICATE: Final = action(
    "Duplicate", cost=4, then=PutOnTavern("Duplicate"), extra_types=(CardType.RESERVE,),
    expansion=_SET,
    reactions=(call_reaction("Duplicate", EventKind.GAIN, _gain_a_copy, when=_duplicable),
               Reaction(event=EventKind.CLEANUP, zone="in_play", others=True,
                        effect=_discard_called, asks=False, when=_called_in_another_turn)),
    text="Put this on your Tavern mat. When you gain a card costing up to $6, you may call this, "
         "to gain a copy of that card.",
)


def _two_unspent(state: DominionState, owner: int, event: Event) -> bool:
    return state.players[owner].coins >= 2


def _discard_wine_merchant(state: DominionState, owner: int, event: Event) -> DominionState:
    """Wine Merchant called: it goes from the mat (through play, where `call_reaction` puts it)
    to the discard pile, a discard outside Clean-up."""
    if WINE_MERCHANT not in state.players[owner].in_play:
        return state
    return discard_cards(state, owner, (WINE_MERCHANT,), "in_play", WINE_MERCHANT)


WINE_MERCHANT: Final = action(
    "Wine Merchant", cost=5, buys=1, coins=4, then=PutOnTavern("Wine Merchant"),
    extra_types=(CardType.RESERVE,), expansion=_SET,
    reactions=(call_reaction("Wine Merchant", EventKind.CLEANUP, _discard_wine_merchant,
                             when=_two_unspent),),
    text="+1 Buy +$4. Put this on your Tavern mat. At the end of your Buy phase, if you have at "
         "least $2 unspent, you may discard this from your Tavern mat.",
)


def _distant_lands(state: DominionState, pid: int) -> DominionState:
    """Onto the Tavern mat, for good (no text calls it): its 4 VP are taken then, as VP tokens
    (the score counts each card without its zone: `Card.vp_hook` cannot tell a copy on the mat
    from one in the deck)."""
    if DISTANT_LANDS not in state.players[pid].in_play:
        return state  # moved already (Throne Room's second play)
    return take_vp(PutOnTavern("Distant Lands")(state, pid), pid, 4)


DISTANT_LANDS: Final = action(
    "Distant Lands", cost=5, then=_distant_lands,
    extra_types=(CardType.RESERVE, CardType.VICTORY), expansion=_SET,
    text="Put this on your Tavern mat. Worth 4 VP if on your Tavern mat at the end of the game "
         "(otherwise worth 0 VP).")


# -- Travellers (`dgsim.dominion.tavern`): Page's line ----------------------------------------


def _takes_note(state: DominionState, owner: int, event: Event) -> bool:
    """A seat's gain in its own turn, noted for Treasure Hunter unless Smugglers (which notes the
    same gains the same way) is in the game."""
    if event.card is None or event.seat != state.current:
        return False
    return card_named("Smugglers") not in state.board.mode.reactors.get(EventKind.GAIN, ())


def _note_gain(state: DominionState, owner: int, event: Event) -> DominionState:
    """The gain is noted in the seat's ``more.turn.gained`` (public)."""
    seat = event.seat
    p = state.players[seat]
    if event.card is None:
        return state
    return state.with_player(seat, p.with_more(p.more.evolve(
        gained=(*p.more.turn.gained, event.card))))


def _gains_done(state: DominionState, seat: int) -> DominionState:
    """At the start of a seat's Clean-up its turn's gains become its last turn's."""
    p = state.players[seat]
    more = p.more
    if not more.turn.gained and not more.turn.gained_last:
        return state
    more = more.evolve(gained_last=more.turn.gained, gained=())
    return state.with_player(seat, p.with_more(NO_MORE if more.is_empty() else more))


def _treasure_hunter_cleanup(state: DominionState, owner: int, event: Event) -> DominionState:
    """The start of a seat's Clean-up, for Treasure Hunter: that turn's gains become the seat's
    last turn's (unless Smugglers does it), and each copy in the seat's play offers its exchange
    for a Warrior. One reaction does both: a card's silent reactions to one kind of event are
    applied by the first of them (`dgsim.dominion.reaction.ApplyReaction`)."""
    seat = event.seat
    if card_named("Smugglers") not in state.board.mode.reactors.get(EventKind.CLEANUP, ()):
        state = _gains_done(state, seat)
    n = state.players[seat].in_play.count(TREASURE_HUNTER)
    return state.push(*(Exchange(seat, TREASURE_HUNTER, WARRIOR) for _ in range(n))) if n else state


def _silver_per_gain(state: DominionState, pid: int) -> DominionState:
    """A Silver per card the player to the right gained in its last turn."""
    right = (pid - 1) % state.board.mode.players
    n = len(state.players[right].more.turn.gained_last)
    return state.push(*(GainTo(pid, SILVER) for _ in range(n))) if n else state


TREASURE_HUNTER: Final = replace(action(
    "Treasure Hunter", cost=3, actions=1, coins=1, then=_silver_per_gain,
    extra_types=(CardType.TRAVELLER,), expansion=_SET,
    reactions=(Reaction(event=EventKind.CLEANUP, zone="game", others=None,
                        effect=_treasure_hunter_cleanup, asks=False),
               Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_note_gain,
                        asks=False, when=_takes_note)),
    text="+1 Action +$1. Gain a Silver per card the player to your right gained in their last "
         "turn. When you discard this from play, you may exchange it for a Warrior. (This is not "
         "in the Supply.)"), not_kingdom=True)


def _costs_three_or_four(state: DominionState, card: Card) -> bool:
    return not (card.potion or card.debt) and cost(state, card) in (3, 4)


@dataclass(frozen=True, slots=True)
class WarriorDiscard:
    """Warrior's victim: the revealed top card is trashed if it costs exactly $3 or $4 (no Potion,
    no debt), else discarded (seen by every seat either way)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        if _costs_three_or_four(state, cards[0]):
            return trash_cards(state, pid, cards, "set_aside", WARRIOR)
        return discard_cards(state, pid, cards, "set_aside", WARRIOR)


@dataclass(frozen=True, slots=True)
class _WarriorTop:
    """One of the victim's top cards to Warrior."""

    victim: int

    def execute(self, state: DominionState) -> DominionState:
        return RevealTop(self.victim, 1, WarriorDiscard()).execute(state)


def _warrior_hits(state: DominionState, attacker: int, victim: int) -> DominionState:
    """The victim's top card, once per Traveller the attacker has in play (this one too)."""
    n = sum(1 for c in state.players[attacker].in_play if CardType.TRAVELLER in c.types)
    return state.push(*(_WarriorTop(victim) for _ in range(n))) if n else state


WARRIOR: Final = replace(attack(
    "Warrior", cost=4, cards=2, each_other=_warrior_hits, extra_types=(CardType.TRAVELLER,),
    expansion=_SET, reactions=(exchange_reaction("Warrior", "Hero"),),
    text="+2 Cards. For each Traveller you have in play (including this), each other player "
         "discards the top card of their deck and trashes it if it costs $3 or $4. When you "
         "discard this from play, you may exchange it for a Hero. (This is not in the Supply.)"),
    not_kingdom=True)


def _gain_a_treasure(state: DominionState, pid: int) -> DominionState:
    return state.push(GainFromSupply(pid, TREASURES_ONLY))


HERO: Final = replace(action(
    "Hero", cost=5, coins=2, then=_gain_a_treasure, extra_types=(CardType.TRAVELLER,),
    expansion=_SET, reactions=(exchange_reaction("Hero", "Champion"),),
    text="+$2. Gain a Treasure. When you discard this from play, you may exchange it for a "
         "Champion. (This is not in the Supply.)"), not_kingdom=True)


def _champion_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    """Nothing to do but stay: the record is renewed as this turn's (with its keeper)."""
    state, play = next_play(state)
    for _ in range(record.times):
        state = record_duration(state, pid, CHAMPION, play, record.keeper)
    return state


def _champion_times(state: DominionState, owner: int) -> int:
    return sum(r.times for r in _records(state, owner) if r.card is CHAMPION)


def _unaffected_by_attacks(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.with_board(immune=state.immune | {owner})


def _an_action_played(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and state.is_action(event.card)


def _action_per_champion(state: DominionState, owner: int, event: Event) -> DominionState:
    """+1 Action per time a Champion of the owner's was played before this play (read once this
    play resolved: a Champion's own resolution, just recorded, is not counted)."""
    n = _champion_times(state, owner) - (1 if event.card is CHAMPION else 0)
    if n <= 0:
        return state
    p = state.players[owner]
    return state.with_player(owner, p.with_counters(actions=p.actions + n))


CHAMPION: Final = replace(duration(
    "Champion", cost=6, actions=1, at_start=_champion_next_turn, expansion=_SET,
    reactions=(Reaction(event=EventKind.ATTACK, zone="duration", others=True,
                        effect=_unaffected_by_attacks, asks=False),
               Reaction(event=EventKind.PLAY, zone="duration", others=False,
                        effect=_action_per_champion, asks=False, when=_an_action_played)),
    text="+1 Action. For the rest of the game, when another player plays an Attack, it doesn't "
         "affect you, and when you play an Action, +1 Action. (This stays in play. This is not in "
         "the Supply.)"), not_kingdom=True)

PAGE: Final = action(
    "Page", cost=2, cards=1, actions=1, extra_types=(CardType.TRAVELLER,), expansion=_SET,
    non_supply=(TREASURE_HUNTER,) * 5 + (WARRIOR,) * 5 + (HERO,) * 5 + (CHAMPION,) * 5,
    reactions=(exchange_reaction("Page", "Treasure Hunter"),),
    text="+1 Card +1 Action. When you discard this from play, you may exchange it for a Treasure "
         "Hunter.",
)


# -- Travellers: Peasant's line ----------------------------------------------------------------


def _per_other_attack(state: DominionState, pid: int) -> DominionState:
    """+$1 per Attack card in play other than this Soldier (Durations from earlier turns count)."""
    p = state.players[pid]
    attacks = sum(1 for c in (*p.in_play, *p.more.lasting.durations) if c.is_attack)
    return state.add_coins(pid, attacks - 1) if attacks > 1 else state


def _soldier_hits(state: DominionState, attacker: int, victim: int) -> DominionState:
    """A victim with 4 or more cards in hand discards one."""
    if len(state.players[victim].hand) < 4:
        return state
    return state.push(ChooseCards(victim, "discard", "hand", 1, 1, DiscardThem()))


SOLDIER: Final = replace(attack(
    "Soldier", cost=3, coins=2, then=_per_other_attack, each_other=_soldier_hits,
    extra_types=(CardType.TRAVELLER,), expansion=_SET,
    reactions=(exchange_reaction("Soldier", "Fugitive"),),
    text="+$2. +$1 per other Attack you have in play. Each other player with 4 or more cards in "
         "hand discards a card. When you discard this from play, you may exchange it for a "
         "Fugitive. (This is not in the Supply.)"), not_kingdom=True)

FUGITIVE: Final = replace(action(
    "Fugitive", cost=4, cards=2, actions=1, then=FromHand("discard", exactly=1, then=DiscardThem()),
    extra_types=(CardType.TRAVELLER,), expansion=_SET,
    reactions=(exchange_reaction("Fugitive", "Disciple"),),
    text="+2 Cards +1 Action. Discard a card. When you discard this from play, you may exchange "
         "it for a Disciple. (This is not in the Supply.)"), not_kingdom=True)


@dataclass(frozen=True, slots=True)
class PlayTwiceThenCopy:
    """Disciple: the picked Action is played twice (Disciple its keeper, as Throne Room), then a
    copy of it is gained from the supply, if there is one (none for a card from outside it)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        state = state.push(GainTo(pid, cards[0]))  # below the two plays
        return PlayTwice(keeper="Disciple").after(state, pid, cards)


def _disciple_leaves_play(state: DominionState, owner: int, event: Event) -> bool:
    """A Disciple in play is discarded in this Clean-up: not one kept in play by a Duration it
    played (one kept per record it keeps)."""
    p = state.players[owner]
    kept = sum(1 for r in p.more.lasting.records if r.keeper is DISCIPLE)
    return p.in_play.count(DISCIPLE) > kept


DISCIPLE: Final = replace(action(
    "Disciple", cost=5, then=FromHand("play", then=PlayTwiceThenCopy(), of=ACTIONS_ONLY),
    extra_types=(CardType.TRAVELLER,), expansion=_SET,
    reactions=(exchange_reaction("Disciple", "Teacher", when=_disciple_leaves_play),),
    text="You may play an Action card from your hand twice. Gain a copy of it. When you discard "
         "this from play, you may exchange it for a Teacher. (This is not in the Supply.)"),
    not_kingdom=True)


@dataclass(frozen=True, slots=True)
class TeacherMove:
    """Teacher called: ``move <Token>`` (the seat's +1 Card, +1 Action, +1 Buy or +$1 token),
    then ``move to <Pile>``, an Action supply pile the seat has no token on (nothing asked when
    there is none)."""

    player: int

    def _piles(self, state: DominionState) -> tuple[str, ...]:
        taken = {pile for _, pile in state.players[self.player].more.tokens.on_piles}
        return tuple(sorted({pile.name for pile in state.board.mode.piles
                             if (pile.is_action or any(c.is_action for c in pile.pile))
                             and pile.name not in taken}))

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self) if self._piles(state) else state

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if not picks:
            return tuple(Choice("move", token) for token in PLAY_TOKENS)
        if len(picks) == 1:
            return tuple(Choice("move to", pile) for pile in self._piles(state))
        return ()

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if len(picks) < 2 or picks[0].arg is None or picks[1].arg is None:
            return state
        return move_token(state, self.player, picks[0].arg, picks[1].arg)


def _teach(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(TeacherMove(owner))


TEACHER: Final = replace(action(
    "Teacher", cost=6, then=PutOnTavern("Teacher"), extra_types=(CardType.RESERVE,),
    expansion=_SET, reactions=(call_reaction("Teacher", EventKind.TURN_START, _teach),),
    text="Put this on your Tavern mat. At the start of your turn, you may call this, to move your "
         "+1 Card, +1 Action, +1 Buy, or +$1 token to an Action Supply pile you have no tokens on "
         "(when you play a card from that pile, you first get that bonus). (This is not in the "
         "Supply.)"), not_kingdom=True, tokens=PLAY_TOKENS)

PEASANT: Final = action(
    "Peasant", cost=2, buys=1, coins=1, extra_types=(CardType.TRAVELLER,), expansion=_SET,
    non_supply=(SOLDIER,) * 5 + (FUGITIVE,) * 5 + (DISCIPLE,) * 5 + (TEACHER,) * 5,
    reactions=(exchange_reaction("Peasant", "Soldier"),),
    text="+1 Buy +$1. When you discard this from play, you may exchange it for a Soldier.",
)


# -- Bridge Troll -----------------------------------------------------------------------------


def _troll_cut(state: DominionState, pid: int) -> DominionState:
    """"While this is in play, cards cost $1 less on your turn": $1 off this turn's costs per
    Bridge Troll ``pid`` has in play (a Throne Room's second play of one adds nothing), each
    counted once a turn by a `ThisTurn` of Bridge Troll."""
    p = state.players[pid]
    n = p.in_play.count(BRIDGE_TROLL) + p.more.lasting.durations.count(BRIDGE_TROLL)
    more = n - this_turn_count(state, pid, BRIDGE_TROLL)
    for _ in range(more):
        state = start_this_turn(state, pid, BRIDGE_TROLL)
    if more > 0:
        table = state.table
        state = state.with_table(table.evolve(cost_cut=table.turn.cost_cut + more))
    return state


def _troll_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    p = state.players[pid]
    state = state.with_player(pid, p.with_counters(buys=p.buys + record.times))
    return _troll_cut(state, pid)


def _troll_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return take_minus_coin(state, victim)


BRIDGE_TROLL: Final = Card(
    name="Bridge Troll", cost=5,
    types=frozenset({CardType.ACTION, CardType.ATTACK, CardType.DURATION}),
    buys=1, on_play=_troll_cut, on_attack=_troll_hit, on_duration=_troll_next_turn,
    expansion=_SET, tokens=("-$1",),
    text="Each other player takes their -$1 token. Now and at the start of your next turn: +1 "
         "Buy. While this is in play, cards cost $1 less on your turns, but not less than $0.",
)


# -- Ranger, Giant: the Journey token --------------------------------------------------------


def _ranger(state: DominionState, pid: int) -> DominionState:
    state, up = flip_journey(state, pid)
    return state.push(DrawCards(pid, 5)) if up else state


RANGER: Final = replace(action(
    "Ranger", cost=4, buys=1, then=_ranger, expansion=_SET,
    text="+1 Buy. Turn your Journey token over (it starts face up). If it's face up, +5 Cards.",
), tokens=("Journey",))


def _giant(state: DominionState, pid: int) -> DominionState:
    state, up = flip_journey(state, pid)
    return state.add_coins(pid, 5 if up else 1)


@dataclass(frozen=True, slots=True)
class GiantHit:
    """Giant's victim, with its revealed top card: trashed if it costs $3 to $6, else discarded
    and a Curse gained."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        card = cards[0]
        if not card.potion and not card.debt and 3 <= cost(state, card) <= 6:
            return trash_cards(state, pid, cards, "set_aside", GIANT)
        state = state.push(GainTo(pid, CURSE))
        return discard_cards(state, pid, cards, "set_aside")


def _giant_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    """Only when the Giant's play turned the token face up (its hook ran before the hits)."""
    if state.players[attacker].more.tokens.journey_down:
        return state
    return RevealTop(victim, 1, GiantHit()).execute(state)


GIANT: Final = replace(attack(
    "Giant", cost=5, each_other=_giant_hit, then=_giant, expansion=_SET,
    text="Turn your Journey token over (it starts face up). If it's face down, +$1. If it's face "
         "up, +$5, and each other player reveals the top card of their deck, trashes it if it "
         "costs from $3 to $6, and otherwise discards it and gains a Curse.",
), tokens=("Journey",))


# -- Relic ------------------------------------------------------------------------------------


def _relic(state: DominionState, pid: int) -> DominionState:
    """Nothing but the attack (a hook of its own: the Treasure is played as an Attack)."""
    return state


def _relic_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return put_minus_card(state, victim)


RELIC: Final = replace(treasure(
    "Relic", cost=5, coins=2, then=_relic, expansion=_SET, extra_types=(CardType.ATTACK,),
    text="$2. When you play this, each other player puts their -1 Card token on their deck.",
), on_attack=_relic_hit, tokens=("-1 Card",))


CARDS: Final[tuple[Card, ...]] = (
    RAZE, AMULET, CARAVAN_GUARD, DUNGEON, GEAR, MAGPIE, MESSENGER, MISER, PORT, ARTIFICER,
    HAUNTED_WOODS, LOST_CITY, STORYTELLER, SWAMP_HAG, TREASURE_TROVE, HIRELING, RATCATCHER, GUIDE,
    TRANSMOGRIFY, COIN_OF_THE_REALM, ROYAL_CARRIAGE, DUPLICATE, WINE_MERCHANT, DISTANT_LANDS,
    PAGE, TREASURE_HUNTER, WARRIOR, HERO, CHAMPION, PEASANT, SOLDIER, FUGITIVE, DISCIPLE, TEACHER,
    RANGER, BRIDGE_TROLL, GIANT, RELIC,
)
