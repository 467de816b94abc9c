"""Dominion: Seaside (2nd edition) — its 27 kingdom cards, each with its printed text.

Duration cards leave a `DurationRecord` per play (`dgsim.dominion.effect.record_duration`) and
stay in play while it has work left; a Duration that ends up with nothing to do next turn (a
Haven with no card set aside, an Outpost that gave no turn, a Tactician with an empty hand)
drops its record and leaves play in that turn's Clean-up. What lasts "until your next turn"
listens through a reaction of zone ``"duration"`` (Monkey, Blockade, Corsair; a Duration Attack's
record remembers who was unaffected); "once this turn" through zone ``"this_turn"`` (Sailor);
Pirate and Sailor play cards from gain reactions (``play <Card>``); Treasury answers the start of
Clean-up; Smugglers notes each seat's gains in its own turn (``more.gained_last``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Hook, Reaction, action, attack, duration
from dgsim.dominion.cards.basic import COPPER, CURSE, GOLD, SILVER
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import CardFilter, ChooseCards, DiscardThem, GainFromSupply, TrashThem
from dgsim.dominion.effect import (
    DrawCards,
    Resolve,
    RevealTop,
    Shuffle,
    discard_cards,
    next_play,
    play_from_hand,
    record_duration,
    reveal_hand,
    shuffle_waits,
    trash_cards,
)
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.fields import declare_mat
from dgsim.dominion.gaining import GainTo, gained_in_place
from dgsim.dominion.library import (
    ChooseOne,
    FromHand,
    GainEach,
    LookAtTop,
    Option,
    SetAsideUnder,
    ToMat,
    drop_play,
)
from dgsim.dominion.phase import BuyPhase
from dgsim.dominion.state import NO_MORE, PUBLIC, DominionState, DurationRecord, as_zone
from dgsim.dominion.trigger import ThisTurn, start_this_turn

__all__ = [
    "ASTROLABE",
    "BAZAAR",
    "CARAVAN",
    "CARDS",
    "CUTPURSE",
    "FISHING_VILLAGE",
    "HAVEN",
    "ISLAND",
    "LIGHTHOUSE",
    "LOOKOUT",
    "MERCHANT_SHIP",
    "NATIVE_VILLAGE",
    "OUTPOST",
    "SALVAGER",
    "SEA_CHART",
    "SEA_WITCH",
    "TACTICIAN",
    "TIDE_POOLS",
    "TREASURE_MAP",
    "WAREHOUSE",
    "WHARF",
    "LookoutSort",
    "SortLookout",
    "TakeIfInPlay",
    "ToMat",
    "TrashForItsCost",
    "drop_play",
]

ISLAND_MAT: Final = declare_mat("Island")
NATIVE_VILLAGE_MAT: Final = declare_mat("Native Village", private=True)


# -- Caravan -------------------------------------------------------------------------------


def _caravan_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.push(DrawCards(pid, record.times))  # +1 Card per time it was played


CARAVAN: Final = duration("Caravan", cost=4, cards=1, actions=1, at_start=_caravan_next_turn,
                          text="+1 Card +1 Action. At the start of your next turn, +1 Card.")


# -- Haven ---------------------------------------------------------------------------------


def _haven(state: DominionState, pid: int) -> DominionState:
    then = SetAsideUnder(HAVEN, state.table.turn.plays)  # this play's number: its record's key
    return state.push(ChooseCards(pid, "set aside", "hand", 1, 1, then))


def _haven_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.add_to(pid, "hand", record.aside)  # known to the owner only, as while aside


HAVEN: Final = duration(
    "Haven", cost=2, cards=1, actions=1, then=_haven, at_start=_haven_next_turn,
    text="+1 Card +1 Action. Set aside a card from your hand face down (under this). At the "
         "start of your next turn, put it into your hand.",
)


# -- Lighthouse ----------------------------------------------------------------------------


def _lighthouse_waits(state: DominionState, owner: int, event: Event) -> bool:
    """"Until then": a Lighthouse play of ``owner``'s has not reached its next turn yet."""
    more = state.players[owner].more
    return any(r.card is LIGHTHOUSE for r in (*more.lasting.records, *more.lasting.pending))


def _unaffected(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.with_board(immune=state.immune | {owner})


def _lighthouse_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.add_coins(pid, record.times)


LIGHTHOUSE: Final = duration(
    "Lighthouse", cost=2, actions=1, coins=1, at_start=_lighthouse_next_turn,
    reactions=(Reaction(event="attack", zone="in_play", others=True, effect=_unaffected,
                        asks=False, when=_lighthouse_waits),),
    text="+1 Action. Now and at the start of your next turn: +$1. Until then, when another "
         "player plays an Attack card, it doesn't affect you.",
)


# -- Island --------------------------------------------------------------------------------


def _island(state: DominionState, pid: int) -> DominionState:
    # "this": an Island in play now is the one resolving (each moves itself on its first
    # resolution, so a Throne Room's second finds none and only moves a card from hand)
    if ISLAND in state.players[pid].in_play:
        state = ToMat(ISLAND_MAT, "in_play").after(state, pid, (ISLAND,))
    return state.push(ChooseCards(pid, "set aside", "hand", 1, 1, ToMat(ISLAND_MAT)))


ISLAND: Final = action("Island", cost=4, vp=2, then=_island, extra_types=(CardType.VICTORY,),
                       expansion="Seaside",
                       text="Put this and a card from your hand onto your Island mat. 2 VP")


# -- Native Village ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Then:
    """Run a card hook as an effect (after the effects pushed before it)."""

    player: int
    hook: Hook

    def execute(self, state: DominionState) -> DominionState:
        return self.hook(state, self.player)


def _native_village_top(state: DominionState, pid: int) -> DominionState:
    if shuffle_waits(state, pid, 1):
        # the shuffle may ask (Stash) before the top card is taken
        return state.push(Shuffle(pid), _Then(pid, _native_village_top))
    state, top = state.reveal_from_deck(pid, 1)  # face down: nobody else learns it
    if not top:
        return state
    p = state.players[pid]
    return state.with_player(pid, p.with_more(p.more.with_mat(
        NATIVE_VILLAGE_MAT, p.more.mat(NATIVE_VILLAGE_MAT) + top)))


def _native_village_take(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    cards = p.more.mat(NATIVE_VILLAGE_MAT)
    if not cards:
        return state
    state = state.with_player(pid, p.with_more(p.more.with_mat(NATIVE_VILLAGE_MAT, ())))
    return state.add_to(pid, "hand", cards)  # a private mat: known to the owner only


NATIVE_VILLAGE: Final = action(
    "Native Village", cost=2, actions=2, expansion="Seaside",
    then=ChooseOne((Option("put the top card of your deck face down on your Native Village mat",
                           _native_village_top),
                    Option("put all the cards from your mat into your hand",
                           _native_village_take))),
    text="+2 Actions. Choose one: Put the top card of your deck face down on your Native Village "
         "mat (you may look at those cards at any time); or put all the cards from your mat into "
         "your hand.",
)


# -- Outpost -------------------------------------------------------------------------------


def _outpost(state: DominionState, pid: int) -> DominionState:
    table = state.table
    # only the first Outpost of a turn does anything, and only if the previous turn was not ours
    if table.turn.extra_turn or table.order.previous == pid:
        return drop_play(state, pid, OUTPOST, table.turn.plays)
    return state.with_table(table.evolve(extra_turn="outpost"))


def _outpost_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state  # its work is the turn itself; it leaves play in that turn's Clean-up


OUTPOST: Final = duration(
    "Outpost", cost=5, then=_outpost, at_start=_outpost_next_turn,
    text="You only draw 3 cards for your next hand. Take an extra turn after this one (but not "
         "a 3rd turn in a row).",
)


# -- Fishing Village, Merchant Ship, Wharf, Tactician: Durations of bonuses ----------------


def _more(state: DominionState, pid: int, actions: int = 0, buys: int = 0) -> DominionState:
    p = state.players[pid]
    return state.with_player(pid, p.with_counters(actions=p.actions + actions, buys=p.buys + buys))


def _fishing_village_next_turn(state: DominionState, pid: int,
                               record: DurationRecord) -> DominionState:
    return _more(state, pid, actions=record.times).add_coins(pid, record.times)


FISHING_VILLAGE: Final = duration(
    "Fishing Village", cost=3, actions=2, coins=1, at_start=_fishing_village_next_turn,
    text="+2 Actions +$1. At the start of your next turn: +1 Action and +$1.",
)


def _merchant_ship_next_turn(state: DominionState, pid: int,
                             record: DurationRecord) -> DominionState:
    return state.add_coins(pid, 2 * record.times)


MERCHANT_SHIP: Final = duration("Merchant Ship", cost=5, coins=2, at_start=_merchant_ship_next_turn,
                                text="Now and at the start of your next turn: +$2.")


def _wharf_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return _more(state, pid, buys=record.times).push(DrawCards(pid, 2 * record.times))


WHARF: Final = duration("Wharf", cost=5, cards=2, buys=1, at_start=_wharf_next_turn,
                        text="Now and at the start of your next turn: +2 Cards and +1 Buy.")


def _tactician(state: DominionState, pid: int) -> DominionState:
    hand = state.players[pid].hand
    if not hand:  # nothing discarded: nothing next turn (a Throne Room's second play)
        return drop_play(state, pid, TACTICIAN, state.table.turn.plays)
    return discard_cards(state, pid, hand)


def _tactician_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    n = record.times
    return _more(state, pid, actions=n, buys=n).push(DrawCards(pid, 5 * n))


TACTICIAN: Final = duration(
    "Tactician", cost=5, then=_tactician, at_start=_tactician_next_turn,
    text="If you have at least one card in hand: Discard your hand, and at the start of your "
         "next turn, +5 Cards, +1 Action, and +1 Buy.",
)


# -- Bazaar, Warehouse, Salvager, Cutpurse -------------------------------------------------


BAZAAR: Final = action("Bazaar", cost=5, cards=1, actions=2, coins=1, expansion="Seaside",
                       text="+1 Card +2 Actions +$1.")


WAREHOUSE: Final = action("Warehouse", cost=3, cards=3, actions=1, expansion="Seaside",
                          then=FromHand("discard", exactly=3, then=DiscardThem()),
                          text="+3 Cards +1 Action. Discard 3 cards.")


@dataclass(frozen=True, slots=True)
class TrashForItsCost:
    """Salvager: trash the picked card, then +$ equal to its cost (`cost` now: Bridge counts)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        coins = cost(state, cards[0])
        return trash_cards(state, pid, cards).add_coins(pid, coins)


SALVAGER: Final = action("Salvager", cost=4, buys=1, expansion="Seaside",
                         then=FromHand("trash", exactly=1, then=TrashForItsCost()),
                         text="+1 Buy. Trash a card from your hand. +$ equal to its cost.")


def _cutpurse_hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    if COPPER in state.players[victim].hand:  # no choice: a Copper is a Copper
        return discard_cards(state, victim, (COPPER,), cause=CUTPURSE)
    return reveal_hand(state, victim)


CUTPURSE: Final = attack("Cutpurse", cost=4, coins=2, each_other=_cutpurse_hit,
                         expansion="Seaside",
                         text="+$2. Each other player discards a Copper (or reveals a hand with "
                              "no Copper).")


# -- Lookout -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LookoutSort:
    """Lookout: of the top ``count`` cards of the deck (looked at), ``trash <Card>`` one, then
    ``discard <Card>`` one; the other goes back on top. Fewer cards: the trash first, then the
    discard (FAQ: "if there is only one card (even after shuffling), you trash it")."""

    player: int
    count: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def _left(self, state: DominionState, picks: tuple[Choice, ...]) -> list[Card]:
        left = list(state.players[self.player].deck[:self.count])
        for pick in picks:
            left.remove(next(c for c in left if c.name == pick.arg))
        return left

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        left = self._left(state, picks)
        if len(picks) >= 2 or not left:
            return ()
        verb = "discard" if picks else "trash"
        return tuple(Choice(verb, n) for n in sorted({c.name for c in left}))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pid = self.player
        state, looked = state.reveal_from_deck(pid, self.count)  # never shuffles: they are there
        state = state.add_to(pid, "set_aside", looked)
        left = list(looked)
        picked: list[Card] = []
        for pick in picks:
            card = next(c for c in left if c.name == pick.arg)
            left.remove(card)
            picked.append(card)
        state = trash_cards(state, pid, tuple(picked[:1]), "set_aside")
        state = discard_cards(state, pid, tuple(picked[1:]), "set_aside")
        return state.remove_from(pid, "set_aside", tuple(left)).add_to(pid, "deck", tuple(left))


@dataclass(frozen=True, slots=True)
class SortLookout:
    """The cards Lookout looked at (back on top of the deck) go to `LookoutSort`."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        return state.push(LookoutSort(pid, len(cards))) if cards else state


LOOKOUT: Final = action(
    "Lookout", cost=3, actions=1, expansion="Seaside", then=LookAtTop(3, then=SortLookout()),
    text="+1 Action. Look at the top 3 cards of your deck. Trash one of them. Discard one of "
         "them. Put the other one back on top of your deck.",
)


# -- Treasure Map --------------------------------------------------------------------------


def _treasure_map(state: DominionState, pid: int) -> DominionState:
    p = state.players[pid]
    trashed: tuple[Card, ...] = ()
    # "this": the Treasure Map just played is the last card in play; a Throne Room's second
    # play finds it trashed already
    this = bool(p.in_play) and p.in_play[-1] is TREASURE_MAP
    in_hand = TREASURE_MAP in p.hand
    if this and in_hand:  # two Treasure Maps trashed: 4 Golds, once the trashing has resolved
        state = state.push(*(GainTo(pid, GOLD, "deck") for _ in range(4)))
    if in_hand:
        trashed = (TREASURE_MAP,)
        state = trash_cards(state, pid, trashed, "hand", TREASURE_MAP)
    if this:
        p = state.players[pid]
        state = state.with_player(pid, p.evolve(in_play=p.in_play[:-1]))
        state = trash_cards(state.add_to(pid, "set_aside", (TREASURE_MAP,)), pid, (TREASURE_MAP,),
                            "set_aside", TREASURE_MAP)
    return state


TREASURE_MAP: Final = action(
    "Treasure Map", cost=4, then=_treasure_map, expansion="Seaside",
    text="Trash this and a Treasure Map from your hand. If you trashed two Treasure Maps, gain 4 "
         "Golds onto your deck.",
)


# -- Sea Chart -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TakeIfInPlay:
    """Sea Chart: the revealed card goes into the hand if a copy of it is in play (Durations from
    earlier turns count), else back on top; known to every seat either way."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        copy = cards[0] in state.players[pid].in_play_all()
        return state.remove_from(pid, "set_aside", cards).add_to(pid, "hand" if copy else "deck",
                                                                 cards, PUBLIC)


def _sea_chart(state: DominionState, pid: int) -> DominionState:
    return RevealTop(pid, 1, TakeIfInPlay()).execute(state)


SEA_CHART: Final = action(
    "Sea Chart", cost=3, cards=1, actions=1, then=_sea_chart, expansion="Seaside",
    text="+1 Card +1 Action. Reveal the top card of your deck. If you have a copy of it in play, "
         "put it into your hand.",
)


# -- Astrolabe -----------------------------------------------------------------------------


def _astrolabe_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return _more(state, pid, buys=record.times).add_coins(pid, record.times)


ASTROLABE: Final = Card(
    name="Astrolabe", cost=3, types=frozenset({CardType.TREASURE, CardType.DURATION}), coins=1,
    buys=1, on_duration=_astrolabe_next_turn, expansion="Seaside",
    text="Now and at the start of your next turn: $1, +1 Buy.",
)


# -- Tide Pools, Sea Witch -----------------------------------------------------------------


def _discard_two(pid: int) -> ChooseCards:
    return ChooseCards(pid, "discard", "hand", 2, 2, DiscardThem())


def _tide_pools_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.push(*(_discard_two(pid) for _ in range(record.times)))  # once per play


TIDE_POOLS: Final = duration(
    "Tide Pools", cost=4, cards=3, actions=1, at_start=_tide_pools_next_turn,
    text="+3 Cards +1 Action. At the start of your next turn, discard 2 cards.",
)


def _sea_witch_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    # each play in turn: +2 Cards, then discard 2 cards
    return state.push(*(e for _ in range(record.times) for e in (DrawCards(pid, 2),
                                                                 _discard_two(pid))))


SEA_WITCH: Final = attack(
    "Sea Witch", cost=5, cards=2, each_other=GainEach(CURSE), expansion="Seaside",
    extra_types=(CardType.DURATION,), on_duration=_sea_witch_next_turn,
    text="+2 Cards. Each other player gains a Curse. At the start of your next turn, +2 Cards, "
         "then discard 2 cards.",
)


# -- Monkey --------------------------------------------------------------------------------


def _to_the_right(state: DominionState, owner: int, event: Event) -> bool:
    return event.seat == (owner - 1) % state.mode.players


def _monkey_draw(state: DominionState, owner: int, event: Event) -> DominionState:
    """+1 Card per Monkey play still waiting for its owner's next turn (Throne Room: two)."""
    more = state.players[owner].more
    n = sum(r.times for r in (*more.lasting.records, *more.lasting.pending) if r.card is MONKEY)
    return state.push(DrawCards(owner, n)) if n else state


def _monkey_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.push(DrawCards(pid, record.times))


MONKEY: Final = duration(
    "Monkey", cost=3, at_start=_monkey_next_turn,
    reactions=(Reaction(event=EventKind.GAIN, zone="duration", others=True, effect=_monkey_draw,
                        asks=False, when=_to_the_right),),
    text="Until your next turn, when the player to your right gains a card, +1 Card. At the start "
         "of your next turn, +1 Card.",
)


# -- Pirate --------------------------------------------------------------------------------


def _pirate_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    treasure = CardFilter(types=frozenset({CardType.TREASURE}), max_cost=6)
    return state.push(*(GainFromSupply(pid, treasure, to="hand") for _ in range(record.times)))


def _treasure_gained(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and state.is_treasure(event.card)  # Curse too, with Charlatan


def _play_pirate(state: DominionState, owner: int, event: Event) -> DominionState:
    """Play this Pirate from the hand (no Action used). In another player's turn it is in play from
    then on, with its record waiting for its owner's next turn (the next turn to start is that
    player's or a later one's; the card leaves play in that turn's Clean-up)."""
    if PIRATE not in state.players[owner].hand:
        return state
    if owner == state.current:  # its owner's own turn: an ordinary play
        state, play = next_play(play_from_hand(state, owner, PIRATE))
        return Resolve(owner, PIRATE, play).execute(state)
    state = state.remove_from(owner, "hand", (PIRATE,))
    p = state.players[owner]
    lasting = p.more.lasting
    return state.with_player(owner, p.with_more(p.more.evolve(
        durations=(*lasting.durations, PIRATE), pending=(*lasting.pending, DurationRecord(PIRATE)))))


PIRATE: Final = duration(
    "Pirate", cost=5, at_start=_pirate_next_turn, extra_types=(CardType.REACTION,),
    reactions=(Reaction(event=EventKind.GAIN, zone="hand", others=None, effect=_play_pirate,
                        verb="play", when=_treasure_gained, repeatable=True),),
    text="At the start of your next turn, gain a Treasure costing up to $6 to your hand. When any "
         "player gains a Treasure, you may play this from your hand.",
)


# -- Sailor --------------------------------------------------------------------------------


def _sailor(state: DominionState, pid: int) -> DominionState:
    return start_this_turn(state, pid, SAILOR)  # "once this turn": used up by its play


def _sailor_may(state: DominionState, owner: int, event: Event) -> bool:
    card = event.card
    return card is not None and card.is_duration and gained_in_place(state, event)


def _sailor_play(state: DominionState, owner: int, event: Event) -> DominionState:
    """Play the gained Duration card from where it was gained (this Sailor play's once is used)."""
    card = event.card
    if card is None or not _sailor_may(state, owner, event):
        return state
    table = state.table
    triggers = list(table.turn.triggers)
    triggers.remove(ThisTurn(owner, SAILOR))
    state = state.with_table(table.evolve(triggers=tuple(triggers)))
    state = state.remove_from(owner, as_zone(event.to_zone), (card,))
    p = state.players[owner]
    state, play = next_play(state.with_player(owner, p.evolve(in_play=(*p.in_play, card))))
    return Resolve(owner, card, play).execute(state)


def _sailor_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    state = state.add_coins(pid, 2 * record.times)
    return state.push(*(ChooseCards(pid, "trash", "hand", 0, 1, TrashThem())
                        for _ in range(record.times)))


SAILOR: Final = duration(
    "Sailor", cost=4, actions=1, then=_sailor, at_start=_sailor_next_turn,
    reactions=(Reaction(event=EventKind.GAIN, zone="this_turn", others=False, effect=_sailor_play,
                        verb="play", when=_sailor_may),),
    text="+1 Action. Once this turn, when you gain a Duration card, you may play it. At the start "
         "of your next turn, +$2 and you may trash a card from your hand.",
)


# -- Treasury ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class VictoryGainedInBuyPhase:
    """This turn (a trigger, gone at the turn's end): ``owner`` gained a Victory card in its Buy
    phase, so its Treasuries stay where they are."""

    owner: int

    def on_play(self, state: DominionState, pid: int, card: Card) -> DominionState:
        return state


def _victory_in_buy_phase(state: DominionState, owner: int, event: Event) -> bool:
    return (event.card is not None and event.card.is_victory and isinstance(state.phase, BuyPhase)
            and VictoryGainedInBuyPhase(owner) not in state.table.turn.triggers)


def _note_victory(state: DominionState, owner: int, event: Event) -> DominionState:
    if VictoryGainedInBuyPhase(owner) in state.table.turn.triggers:  # a second Treasury in play
        return state
    table = state.table
    return state.with_table(table.evolve(triggers=(*table.turn.triggers,
                                                         VictoryGainedInBuyPhase(owner))))


def _may_topdeck(state: DominionState, owner: int, event: Event) -> bool:
    return (TREASURY in state.players[owner].in_play
            and VictoryGainedInBuyPhase(owner) not in state.table.turn.triggers)


def _topdeck_treasury(state: DominionState, owner: int, event: Event) -> DominionState:
    if TREASURY not in state.players[owner].in_play:
        return state
    return state.remove_from(owner, "in_play", (TREASURY,)).add_to(owner, "deck", (TREASURY,),
                                                                   PUBLIC)


TREASURY: Final = action(
    "Treasury", cost=5, cards=1, actions=1, coins=1, expansion="Seaside",
    reactions=(
        Reaction(event=EventKind.GAIN, zone="in_play", others=False, effect=_note_victory,
                 asks=False, when=_victory_in_buy_phase),
        # the end of the Buy phase is the start of Clean-up: nothing happens in between
        Reaction(event=EventKind.CLEANUP, zone="in_play", others=False, effect=_topdeck_treasury,
                 verb="topdeck", when=_may_topdeck, repeatable=True),
    ),
    text="+1 Card +1 Action +$1. At the end of your Buy phase this turn, if you didn't gain a "
         "Victory card in it, you may put this onto your deck.",
)


# -- Smugglers -----------------------------------------------------------------------------


def _on_their_turn(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and event.seat == state.current


def _note_gain(state: DominionState, owner: int, event: Event) -> DominionState:
    """A seat's gain in its own turn is noted (``more.gained``, public)."""
    seat = event.seat
    p = state.players[seat]
    if event.card is None:
        return state
    return state.with_player(seat, p.with_more(p.more.evolve(gained=(*p.more.turn.gained,
                                                                       event.card))))


def _turn_gains_done(state: DominionState, owner: int, event: Event) -> DominionState:
    """At the end of a seat's turn (Clean-up starts) its gains become its last turn's."""
    seat = event.seat
    p = state.players[seat]
    more = p.more
    if not more.turn.gained and not more.turn.gained_last:
        return state
    more = more.evolve(gained_last=more.turn.gained, gained=())
    return state.with_player(seat, p.with_more(NO_MORE if more.is_empty() else more))


def _smugglers(state: DominionState, pid: int) -> DominionState:
    right = (pid - 1) % state.mode.players
    names = frozenset(c.name for c in state.players[right].more.turn.gained_last)
    if not names:
        return state
    return state.push(GainFromSupply(pid, CardFilter(names=names, max_cost=6)))


SMUGGLERS: Final = action(
    "Smugglers", cost=3, then=_smugglers, expansion="Seaside",
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_note_gain,
                        asks=False, when=_on_their_turn),
               Reaction(event=EventKind.CLEANUP, zone="game", others=None,
                        effect=_turn_gains_done, asks=False)),
    text="Gain a copy of a card costing up to $6 that the player to your right gained on their "
         "last turn.",
)


# -- Blockade ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetAsideOnBlockade:
    """Blockade: the card it gained, if still set aside (gained to ``set_aside``), goes on this
    play's record, face up; else nothing further happens (official FAQ)."""

    play: int

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards or cards[0] not in state.players[pid].zone("set_aside"):
            return drop_play(state, pid, BLOCKADE, self.play)
        state = state.remove_from(pid, "set_aside", cards[:1])
        return record_duration(state, pid, BLOCKADE, self.play, aside=cards[:1])


def _blockade(state: DominionState, pid: int) -> DominionState:
    then = SetAsideOnBlockade(state.table.turn.plays)  # this play's number: its record's key
    return state.push(GainFromSupply(pid, CardFilter(max_cost=4), to="set_aside", then=then))


def _blockade_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.add_to(pid, "hand", record.aside, PUBLIC)


def _blockaded(state: DominionState, owner: int, event: Event) -> int:
    """How many cards set aside by ``owner``'s Blockades (whose play affected the gainer) are
    copies of the card gained."""
    more = state.players[owner].more
    return sum(r.aside.count(event.card) for r in (*more.lasting.records, *more.lasting.pending)
               if r.card is BLOCKADE and event.seat not in r.unaffected and event.card is not None)


def _gained_a_copy_on_their_turn(state: DominionState, owner: int, event: Event) -> bool:
    return event.seat == state.current and _blockaded(state, owner, event) > 0


def _blockade_curses(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(*(GainTo(event.seat, CURSE) for _ in range(_blockaded(state, owner, event))))


BLOCKADE: Final = Card(
    name="Blockade", cost=4, types=frozenset({CardType.ACTION, CardType.DURATION,
                                              CardType.ATTACK}),
    on_play=_blockade, on_duration=_blockade_next_turn, aside_face_up=True, expansion="Seaside",
    reactions=(Reaction(event=EventKind.GAIN, zone="duration", others=True,
                        effect=_blockade_curses, asks=False, when=_gained_a_copy_on_their_turn),),
    text="Gain a card costing up to $4, setting it aside. At the start of your next turn, put it "
         "into your hand. While it's set aside, when another player gains a copy of it on their "
         "turn, they gain a Curse.",
)


# -- Corsair -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SilverOrGoldPlayed:
    """This turn (a trigger, gone at the turn's end): ``seat`` has played its first Silver or Gold
    while a Corsair affected it, so the later ones are safe."""

    seat: int

    def on_play(self, state: DominionState, pid: int, card: Card) -> DominionState:
        return state


def _corsair_hits(state: DominionState, owner: int, event: Event) -> bool:
    """A Silver or Gold, the first this turn, played by a seat a waiting Corsair play affects."""
    more = state.players[owner].more
    return ((event.card is SILVER or event.card is GOLD)
            and SilverOrGoldPlayed(event.seat) not in state.table.turn.triggers
            and any(r.card is CORSAIR and event.seat not in r.unaffected
                    for r in (*more.lasting.records, *more.lasting.pending)))


def _corsair_trash(state: DominionState, owner: int, event: Event) -> DominionState:
    seat = event.seat
    table = state.table
    if SilverOrGoldPlayed(seat) in table.turn.triggers or event.card is None:  # another Corsair did
        return state
    state = state.with_table(table.evolve(triggers=(*table.turn.triggers,
                                                          SilverOrGoldPlayed(seat))))
    if event.card not in state.players[seat].in_play:
        return state
    return trash_cards(state, seat, (event.card,), "in_play", CORSAIR)


def _corsair_next_turn(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.push(DrawCards(pid, record.times))


CORSAIR: Final = Card(
    name="Corsair", cost=5, types=frozenset({CardType.ACTION, CardType.DURATION, CardType.ATTACK}),
    coins=2, on_duration=_corsair_next_turn, expansion="Seaside",
    reactions=(Reaction(event=EventKind.PLAY, zone="duration", others=True, effect=_corsair_trash,
                        asks=False, when=_corsair_hits),),
    text="+$2. At the start of your next turn, +1 Card. Until then, each other player trashes the "
         "first Silver or Gold they play each turn.",
)


CARDS: Final[tuple[Card, ...]] = (
    NATIVE_VILLAGE, HAVEN, LIGHTHOUSE, CARAVAN, ISLAND, OUTPOST,
    ASTROLABE, FISHING_VILLAGE, LOOKOUT, MONKEY, SEA_CHART, SMUGGLERS, WAREHOUSE,
    BLOCKADE, CUTPURSE, SAILOR, SALVAGER, TIDE_POOLS, TREASURE_MAP,
    BAZAAR, CORSAIR, MERCHANT_SHIP, PIRATE, SEA_WITCH, TACTICIAN, TREASURY, WHARF,
)
