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
from dgsim.dominion.card import Card, CardType, Reaction, action, attack, duration, treasure
from dgsim.dominion.cards.basic import COPPER, CURSE, GOLD, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import (
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
from dgsim.dominion.gaining import GainTo
from dgsim.dominion.library import (
    MANY,
    ChooseOne,
    DeckIntoDiscard,
    FromHand,
    LookAtTop,
    Option,
    SetAsideUnder,
    TakeOneOfLooked,
    ToMat,
    TopdeckHand,
    has_bought,
    note_buy,
)
from dgsim.dominion.phase import play_treasures
from dgsim.dominion.state import PUBLIC, DominionState, DurationRecord
from dgsim.dominion.tokens import flip_journey, put_minus_card, take_minus_coin
from dgsim.dominion.trigger import start_this_turn, this_turn_count

__all__ = [
    "AMULET",
    "AMULET_OPTIONS",
    "ARTIFICER",
    "BRIDGE_TROLL",
    "CARAVAN_GUARD",
    "CARDS",
    "DUNGEON",
    "GEAR",
    "GIANT",
    "HAUNTED_WOODS",
    "HIRELING",
    "LOST_CITY",
    "MAGPIE",
    "MESSENGER",
    "MISER",
    "MISER_OPTIONS",
    "PORT",
    "RANGER",
    "RAZE",
    "RELIC",
    "STORYTELLER",
    "SWAMP_HAG",
    "TAVERN_MAT",
    "TREASURE_TROVE",
    "ArtificerGain",
    "EachOtherGainsACopy",
    "GiantHit",
    "MagpieReveal",
    "PayAllForCards",
    "PlayThenPay",
    "RazeTrash",
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


def _hireling_renewed(state: DominionState, owner: int, event: Event) -> bool:
    lasting = state.players[owner].more.lasting
    return HIRELING in lasting.durations and any(r.card is HIRELING for r in lasting.records)


def _hireling_stays(state: DominionState, owner: int, event: Event) -> DominionState:
    """At the start of its owner's Clean-up, each Hireling from an earlier turn whose record was
    renewed this turn (and the card that played it) counts as played this turn, so Clean-up keeps
    it in play with its record, as it keeps a Duration played this turn."""
    p = state.players[owner]
    lasting = p.more.lasting
    durations = list(lasting.durations)
    moved: list[Card] = []
    for record in lasting.records:
        if record.card is not HIRELING:
            continue
        for card in (record.card, record.keeper):
            if card is not None and card in durations:
                durations.remove(card)
                moved.append(card)
    if not moved:
        return state
    p = p.with_more(p.more.evolve(durations=tuple(durations)))
    return state.with_player(owner, p.evolve(in_play=(*p.in_play, *moved)))


HIRELING: Final = duration(
    "Hireling", cost=6, at_start=_hireling_next_turn, expansion=_SET,
    reactions=(Reaction(event=EventKind.CLEANUP, zone="in_play", others=False,
                        effect=_hireling_stays, asks=False, when=_hireling_renewed),),
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
        return gain(state, pid, MAGPIE) if card.is_action or card.is_victory else state


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
    RAZE, AMULET, CARAVAN_GUARD, DUNGEON, GEAR, MAGPIE, MESSENGER, MISER, PORT, RANGER,
    ARTIFICER, BRIDGE_TROLL, GIANT, HAUNTED_WOODS, LOST_CITY, RELIC, STORYTELLER, SWAMP_HAG,
    TREASURE_TROVE, HIRELING,
)
