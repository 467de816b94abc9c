"""The effect library: playing cards, attacks and reactions, gaining, trashing, discarding, drawing.

Each effect is a frozen value whose ``execute`` returns a new state; events
are told through `announce`, so reacting cards need no special case.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Final, Protocol

from dgsim.core import Choice, Effect
from dgsim.dominion.card import Card, CardType, EventHook, Reaction
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.state import (
    PUBLIC,
    DominionState,
    DurationRecord,
    PlayerState,
    Zone,
    counters,
    pile_changed,
)
from dgsim.dominion.trigger import this_turn_count

__all__ = [
    "AfterReveal",
    "ApplyReaction",
    "AttackEach",
    "AttackHit",
    "AttackReactions",
    "DiscardCards",
    "DrawCards",
    "Gain",
    "GainCard",
    "MoveCards",
    "PlayCard",
    "ReactionWindow",
    "Resolve",
    "RevealStop",
    "RevealTop",
    "RevealUntil",
    "RunHook",
    "Shuffle",
    "TrashCards",
    "announce",
    "discard_cards",
    "draw",
    "gain",
    "next_play",
    "play_from_hand",
    "record_duration",
    "reveal_hand",
    "reveal_in_hand",
    "reveal_top",
    "shuffle_waits",
    "trash_cards",
]


# -- events and reactions ------------------------------------------------------


def announce(state: DominionState, event: Event) -> DominionState:
    """Tell ``event`` to everything that listens: the card's own hook, then each seat's reactions.

    Seats are taken in turn order from the event's seat. Reactions that do
    not ask (Lighthouse) apply at once; those that ask are offered in a
    `ReactionWindow`, one at a time, in the order their owner picks. All of
    it is pushed as effects, so nothing resolves in the middle of the caller.
    """
    kind = event.kind
    if kind not in state.board.mode.listens:
        return state
    pushed: list[Effect[DominionState]] = []
    card = event.card
    if card is not None:
        hook = _SELF_HOOK[kind](card) if kind in _SELF_HOOK else None
        if hook is not None and not (kind is EventKind.DISCARD and event.cleanup):
            pushed.append(RunHook(event.seat, event))
    reactors = state.board.mode.reactors.get(kind)
    if reactors:
        order = _in_order(reactors)
        n = state.board.mode.players
        for k in range(n):
            seat = (event.seat + k) % n
            for reactor, reaction in _silent_reactions(state, seat, event, order):
                # each copy applies (two Hoards in play: two Golds)
                copies = _copies(state, seat, reaction.zone, reactor, event)
                pushed.extend([ApplyReaction(seat, event, reactor)] * copies)
            if _reactions_for(state, seat, event, order, ()):
                pushed.append(ReactionWindow(seat, event, ()))
    return state.push(*pushed) if pushed else state


_SELF_HOOK: Final[dict[EventKind, Callable[[Card], EventHook | None]]] = {
    EventKind.BUY: lambda c: c.on_buy,
    EventKind.GAIN: lambda c: c.on_gain,
    EventKind.TRASH: lambda c: c.on_trash,
    EventKind.DISCARD: lambda c: c.on_discard,
}


@dataclass(frozen=True, slots=True)
class RunHook:
    """Run the event card's own hook (when bought, gained, trashed, discarded) for ``seat``."""

    seat: int
    event: Event

    def execute(self, state: DominionState) -> DominionState:
        card = self.event.card
        hook = _SELF_HOOK[self.event.kind](card) if card is not None else None
        return state if hook is None else hook(state, self.seat, self.event)


def _in_zone(state: DominionState, seat: int, zone: str, card: Card, event: Event) -> bool:
    p = state.players[seat]
    if zone == "in_play":
        return card in p.in_play or card in p.more.durations
    if zone == "gained":
        return event.card is card and event.seat == seat
    if zone == "duration":  # a play of this Duration waits for its owner's next turn
        more = p.more
        return any(r.card is card for r in (*more.records, *more.pending))
    if zone == "game":  # the card's rule on the table (Embargo's tokens): the event's own seat
        return seat == event.seat
    if zone == "this_turn":  # a "this turn, when ..." ability started by a play of it
        return this_turn_count(state, seat, card) > 0
    return card in p.zone(zone)


def _copies(state: DominionState, seat: int, zone: str, card: Card, event: Event) -> int:
    """How many copies of ``card`` ``seat`` has in the zone a reaction watches."""
    p = state.players[seat]
    if zone == "in_play":
        return p.in_play.count(card) + p.more.durations.count(card)
    if zone in ("gained", "duration", "game"):  # once: the effect reads the records or tokens
        return 1
    if zone == "this_turn":  # once per play that started it (Tiara played it twice: twice)
        return this_turn_count(state, seat, card)
    return p.zone(zone).count(card)


def _in_order(reactors: frozenset[Card]) -> tuple[Card, ...]:
    """A game's reacting cards for an event kind, by name (the order reactions are offered in)."""
    order = _ORDERS.get(reactors)
    if order is None:
        if len(_ORDERS) >= 1_000:
            _ORDERS.clear()
        order = _ORDERS[reactors] = tuple(sorted(reactors))
    return order


_ORDERS: Final[dict[frozenset[Card], tuple[Card, ...]]] = {}
"""`_in_order`, by set of cards (the sets are a game's `Mode.reactors`, shared by its states)."""


def _silent_reactions(state: DominionState, seat: int, event: Event,
                      reactors: tuple[Card, ...]) -> tuple[tuple[Card, Reaction], ...]:
    found: list[tuple[Card, Reaction]] = []
    for card in reactors:
        for reaction in card.reactions:
            if (not reaction.asks and reaction.matches(state, seat, event)
                    and _in_zone(state, seat, reaction.zone, card, event)):
                found.append((card, reaction))
                break
    return tuple(found)


def _reactions_for(state: DominionState, seat: int, event: Event, reactors: tuple[Card, ...],
                   used: tuple[Card, ...]) -> tuple[tuple[Card, Reaction], ...]:
    """The reactions ``seat`` may still use for ``event``, one per card name, by name
    (``reactors`` in that order: `_in_order`)."""
    found: list[tuple[Card, Reaction]] = []
    for card in reactors:
        if card in used:
            continue
        for reaction in card.reactions:
            if (reaction.asks and reaction.matches(state, seat, event)
                    and _in_zone(state, seat, reaction.zone, card, event)):
                found.append((card, reaction))
                break
    return tuple(found)


@dataclass(frozen=True, slots=True, init=False)
class ApplyReaction:
    """A reaction that does not ask (Lighthouse) applies for ``seat``."""

    seat: int
    event: Event
    card: Card

    def __init__(self, seat: int, event: Event, card: Card) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "event", event)
        object.__setattr__(self, "card", card)

    def execute(self, state: DominionState) -> DominionState:
        reaction = next(r for r in self.card.reactions if r.kind is self.event.kind)
        return reaction.effect(state, self.seat, self.event)


@dataclass(frozen=True, slots=True)
class ReactionWindow:
    """A seat may use reactions to an event, one at a time (``reveal <Card>``); ``no`` ends it.

    After one resolves the window comes again with those still eligible (a
    revealed Secret Chamber may find a Moat, which is then offered).
    """

    player: int
    event: Event
    used: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def _options(self, state: DominionState) -> tuple[tuple[Card, Reaction], ...]:
        reactors = state.board.mode.reactors.get(self.event.kind, frozenset())
        return _reactions_for(state, self.player, self.event, _in_order(reactors), self.used)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        options = self._options(state)
        if not options:
            return ()
        return (*(Choice(r.verb, c.name) for c, r in options), Choice("no"))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        card, reaction = next((c, r) for c, r in self._options(state) if c.name == picks[0].arg)
        if reaction.zone == "hand" and reaction.verb == "reveal":  # known to all until it moves
            state = reveal_in_hand(state, self.player, (card,))
        again = self.used if reaction.repeatable else (*self.used, card)
        state = state.push(ReactionWindow(self.player, self.event, again))
        return reaction.effect(state, self.player, self.event)


@dataclass(frozen=True, slots=True)
class AttackReactions:
    """Before an attack resolves, each other player in turn order may react (Moat)."""

    attacker: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        if state.immune:
            state = state.with_board(immune=frozenset())
        return announce(state, Event(EventKind.ATTACK, self.attacker, self.card))


@dataclass(frozen=True, slots=True)
class AttackEach:
    """Hit each other player who is not unaffected, in turn order."""

    attacker: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        immune = state.immune
        hits = tuple(AttackHit(self.attacker, victim, self.card)
                     for victim in state.others(self.attacker) if victim not in immune)
        return state.push(*hits)


@dataclass(frozen=True, slots=True)
class AttackHit:
    """The part of an attack card that hits one victim."""

    attacker: int
    victim: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        hook = self.card.on_attack
        return state if hook is None else hook(state, self.attacker, self.victim)


# -- playing cards ---------------------------------------------------------------


def play_from_hand(state: DominionState, pid: int, card: Card) -> DominionState:
    """Move ``card`` from ``pid``'s hand into play (no resolution)."""
    p = state.players[pid]
    if p.more.hand_known:
        state = state.remove_from(pid, "hand", (card,))
        p = state.players[pid]
        return state.with_player(pid, p.evolve(in_play=(*p.in_play, card)))
    hand = list(p.hand)
    hand.remove(card)
    return state.with_player(pid, _set_hand_in_play(p, hand=tuple(hand), in_play=(*p.in_play, card)))


def next_play(state: DominionState) -> tuple[DominionState, int]:
    """Count one more play this turn; its number identifies the play (Duration records)."""
    table = state.table
    play = table.plays + 1
    return state.with_table(table.evolve(plays=play)), play


@dataclass(frozen=True, slots=True, init=False)
class PlayCard:
    """Put a card from hand into play and resolve it."""

    player: int
    card: Card

    def __init__(self, player: int, card: Card) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)

    def execute(self, state: DominionState) -> DominionState:
        if self.card not in state.players[self.player].hand:
            return state  # it left the hand since (`play all treasures`: Anvil discarded it)
        state = play_from_hand(state, self.player, self.card)
        if self.card.is_duration:
            state, play = next_play(state)
            return Resolve(self.player, self.card, play).execute(state)
        return Resolve(self.player, self.card).execute(state)


@dataclass(frozen=True, slots=True, init=False)
class Resolve:
    """Follow a card's instructions once (Throne Room resolves one play twice).

    ``play`` numbers the play (for a Duration card's record); ``keeper`` is the
    card that played it (a Throne Room stays in play with a Duration it played).
    """

    player: int
    card: Card
    play: int = 0
    keeper: Card | None = None

    def __init__(self, player: int, card: Card, play: int = 0, keeper: Card | None = None) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "play", play)
        object.__setattr__(self, "keeper", keeper)

    def execute(self, state: DominionState) -> DominionState:
        card = self.card
        pid = self.player
        if card.is_action and state.board.mode.counts_actions:  # each resolution is a play (Conspirator)
            table = state.table
            state = state.with_table(table.evolve(actions_played=table.actions_played + 1))
        if state.board.mode.hears_play:  # what reacts to the play waits below its effects (Corsair)
            state = announce(state, Event(EventKind.PLAY, pid, card, "hand", "in_play"))
        if card.is_attack:
            return state.push(AttackReactions(pid, card),
                              _ResolveBody(pid, card, self.play, self.keeper))
        return _ResolveBody(pid, card, self.play, self.keeper).execute(state)


@dataclass(frozen=True, slots=True, init=False)
class _ResolveBody:
    player: int
    card: Card
    play: int = 0
    keeper: Card | None = None

    def __init__(self, player: int, card: Card, play: int = 0, keeper: Card | None = None) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "play", play)
        object.__setattr__(self, "keeper", keeper)

    def execute(self, state: DominionState) -> DominionState:
        card = self.card
        pid = self.player
        if card.on_duration is not None and card.is_duration:
            state = record_duration(state, pid, card, self.play, self.keeper,
                                    unaffected=state.immune if card.is_attack else None)
        if card.actions or card.buys or card.coins:
            p = state.players[pid]
            state = state.with_player(pid, _set_counters(
                p, actions=p.counters.actions + card.actions, buys=p.counters.buys + card.buys,
                coins=p.counters.coins + card.coins))
        if card.cards:
            if EventKind.SHUFFLE in state.board.mode.listens:
                # a shuffle in the draw may ask (Stash): the rest of the card waits for the draw
                return state.push(DrawCards(pid, card.cards), _AfterDraw(pid, card))
            state = draw(state, pid, card.cards)
        return _after_draw(state, pid, card)


def _after_draw(state: DominionState, pid: int, card: Card) -> DominionState:
    """What a card does after its +Cards: its attack, its hook, then the play triggers."""
    if card.on_attack is not None:
        if card.after_attack is not None:  # the text goes on once each other player was hit
            state = state.push(_AfterAttack(pid, card))
        state = state.push(AttackEach(pid, card))
    if card.on_play is not None:
        state = card.on_play(state, pid)
    for trigger in state.table.triggers:
        state = trigger.on_play(state, pid, card)
    return state


@dataclass(frozen=True, slots=True)
class _AfterAttack:
    """The part of an attack card's text that comes after each other player was hit."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        hook = self.card.after_attack
        return state if hook is None else hook(state, self.player)


@dataclass(frozen=True, slots=True)
class _AfterDraw:
    """The rest of a card's resolution, once a draw that waited for a shuffle is done."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        return _after_draw(state, self.player, self.card)


def record_duration(state: DominionState, pid: int, card: Card, play: int,
                    keeper: Card | None = None, aside: tuple[Card, ...] = (),
                    unaffected: frozenset[int] | None = None) -> DominionState:
    """Note that this play of a Duration card has work at the start of ``pid``'s next turn.

    A second resolution of the same play (Throne Room) counts one more time;
    ``aside`` adds cards it set aside face down (Haven). ``unaffected``: the seats a Duration
    Attack's resolution did not affect; a seat stays unaffected by the play only if no
    resolution of it affected that seat.
    """
    p = state.players[pid]
    more = p.more
    records = more.records
    for i, record in enumerate(records):
        if record.play == play and record.card is card:
            record = record.evolve(times=record.times + (0 if aside else 1),
                             aside=record.aside + aside)
            if unaffected is not None:
                record = record.evolve(unaffected=record.unaffected & unaffected)
            more = more.evolve(records=(*records[:i], record, *records[i + 1:]))
            return state.with_player(pid, p.with_more(more))
    record = DurationRecord(card, 0 if aside else 1, aside, keeper, play,
                            unaffected or frozenset())
    return state.with_player(pid, p.with_more(more.evolve(records=(*records, record))))


# -- knowledge -------------------------------------------------------------------


def reveal_in_hand(state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
    """``pid`` reveals these cards of its hand: every seat knows them until they move."""
    p = state.players[pid]
    return state.with_player(pid, p.with_known(hand_known=(*p.hand_known,
                                                         *((c, PUBLIC) for c in cards))))


def reveal_hand(state: DominionState, pid: int) -> DominionState:
    """``pid`` reveals its whole hand."""
    p = state.players[pid]
    return state.with_player(pid, p.with_known(hand_known=tuple((c, PUBLIC) for c in p.hand)))


# -- moving cards ----------------------------------------------------------------


def draw(state: DominionState, pid: int, n: int) -> DominionState:
    """``pid`` draws ``n`` cards (the one draw rule: shuffles when needed, announced to listeners)."""
    if EventKind.SHUFFLE in state.board.mode.listens:
        p = state.players[pid]
        if len(p.deck) < n and p.discard:
            # draw what the deck holds, shuffle (which may ask: Stash), then draw the rest
            have = len(p.deck)
            state = state.draw_cards(pid, have)[0] if have else state
            return state.push(Shuffle(pid), DrawCards(pid, n - have))
    return state.draw_cards(pid, n)[0]


@dataclass(frozen=True, slots=True)
class Shuffle:
    """``player`` shuffles its discard pile into its (empty) deck; listeners are told."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        p = state.players[pid]
        if p.deck or not p.discard:
            return state
        shuffled, rng = state.rng.shuffle(p.discard)
        p = p.evolve(deck=shuffled, discard=()).with_known(deck_known=())
        state = state.with_player(pid, p).with_rng(rng)
        return announce(state, Event(EventKind.SHUFFLE, pid))


def shuffle_waits(state: DominionState, pid: int, need: int) -> bool:
    """True if taking ``need`` cards off ``pid``'s deck needs a shuffle that someone hears.

    Then the shuffle must be the `Shuffle` effect (it may ask: Stash), with what comes after it
    pushed below it; else `DominionState.reveal_from_deck` and `draw_cards` shuffle in place.
    """
    if EventKind.SHUFFLE not in state.board.mode.listens:
        return False
    p = state.players[pid]
    return len(p.deck) < need and bool(p.discard)


# -- revealing from the deck -----------------------------------------------------


class AfterReveal(Protocol):
    """What a card does with the cards it revealed (a frozen value; every `decision.Then` is one)."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...], /) -> DominionState:
        """Return the state after acting on ``cards`` (in ``pid``'s ``set_aside``, top first)."""
        ...


def reveal_top(state: DominionState, pid: int, n: int) -> tuple[DominionState, tuple[Card, ...]]:
    """``pid`` reveals up to ``n`` cards off the top of its deck into ``set_aside`` (face up).

    It shuffles the discard pile in place when the deck runs short: call it after
    `shuffle_waits` said no, or with no more than the deck holds (`RevealTop` does both).
    """
    state, cards = state.reveal_from_deck(pid, n)
    return (state.add_to(pid, "set_aside", cards), cards) if cards else (state, cards)


@dataclass(frozen=True, slots=True)
class RevealTop:
    """``player`` reveals the top ``n`` cards of its deck into ``set_aside``, then ``then`` acts on
    them (with ``got``, those revealed before a shuffle).

    When the deck runs short and a shuffle is heard (`shuffle_waits`), what the deck holds is
    revealed first, then the `Shuffle` effect (which may ask: Stash; the revealed cards are not
    shuffled in), then the rest. The shuffle is ``player``'s own: a victim's Stash is placed by
    the victim. A card hook runs it in place with ``RevealTop(...).execute(state)``.
    """

    player: int
    n: int
    then: AfterReveal
    got: tuple[Card, ...] = ()

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        if shuffle_waits(state, pid, self.n):
            have = len(state.players[pid].deck)
            first: tuple[Card, ...] = ()
            if have:
                state, first = reveal_top(state, pid, have)
            return state.push(Shuffle(pid), RevealTop(pid, self.n - have, self.then,
                                                      self.got + first))
        state, cards = reveal_top(state, pid, self.n)
        return self.then.after(state, pid, self.got + cards)


class RevealStop(Protocol):
    """Which revealed cards `RevealUntil` counts, when its ``kind`` is not enough (a frozen value)."""

    def stops(self, state: DominionState, pid: int, card: Card, /) -> bool:
        """True if ``card``, just revealed by ``pid``, counts."""
        ...


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """``player`` reveals cards from its deck one at a time into ``set_aside`` until ``count`` of
    them are of type ``kind`` (or its deck and discard pile run out), then ``then`` acts on all
    the revealed cards, in the order revealed (``got``: those revealed before a shuffle).

    Adventurer, Venture, Loan. A shuffle in the middle never takes the revealed cards in
    (Adventurer FAQ: "Don't shuffle in the revealed cards"); when it is heard it is the `Shuffle`
    effect (it may ask: Stash) and the revealing goes on after it.
    """

    player: int
    kind: CardType
    count: int
    then: AfterReveal
    got: tuple[Card, ...] = ()
    stop: RevealStop | None = None
    """Which cards count, instead of ``kind`` (Fortune Teller: a Victory or Curse card)."""

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        got = self.got
        stop = self.stop
        extra = state.board.mode.treasures if self.kind is CardType.TREASURE else frozenset()
        if stop is None:
            found = sum(1 for c in got if self.kind in c.types or c in extra)
        else:
            found = sum(1 for c in got if stop.stops(state, pid, c))
        while found < self.count:
            if shuffle_waits(state, pid, 1):
                return state.push(Shuffle(pid), replace(self, got=got))
            state, cards = reveal_top(state, pid, 1)
            if not cards:
                break
            got += cards
            card = cards[0]
            if (self.kind in card.types or card in extra) if stop is None else stop.stops(
                    state, pid, card):
                found += 1
        return self.then.after(state, pid, got)


def gain(state: DominionState, pid: int, card: Card, to: Zone = "discard",
         cause: Card | None = None, bought: bool = False) -> DominionState:
    """``pid`` gains ``card`` from the supply into a zone; nothing if its pile is empty.

    The one gain rule, for buys and every other gain: would-gain (who gains:
    Possession), move, then the gain event (self hooks and reactions); ``bought``: the gain
    of a card bought.
    """
    i = state.board.mode.index.get(card)
    supply = state.supply
    if i is None or supply[i] <= 0:
        return state
    if not state.board.mode.hears_gain and state.table.possessor is None:
        return _move_gained(state, pid, card, to, i)
    return state.push(GainCard(pid, card, to, cause, bought))


def _move_gained(state: DominionState, pid: int, card: Card, to: Zone, i: int) -> DominionState:
    supply = state.supply
    if to == "discard":  # with_supply(card, -1).add_to(pid, "discard", (card,)) in one copy
        players = state.players
        p = players[pid]
        return _set_players_supply(
            state,
            players=(*players[:pid], _set_discard(p, discard=(card, *p.discard)), *players[pid + 1:]),
            supply=pile_changed(supply, i, -1))
    return state.with_supply(card, -1).add_to(pid, to, (card,), PUBLIC)


@dataclass(frozen=True, slots=True, init=False)
class GainCard:
    """The gain sequence: would-gain (Possession redirects it), move, then the gain event.

    ``bought``: the card was bought (the event says so).
    """

    player: int
    card: Card
    to: Zone = "discard"
    cause: Card | None = None
    bought: bool = False
    non_supply: bool = False
    """Gained from its non-supply pile (`Table.non_supply`: a Prize, by Tournament)."""

    def __init__(self, player: int, card: Card, to: Zone = "discard", cause: Card | None = None,
                 bought: bool = False, non_supply: bool = False) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "to", to)
        object.__setattr__(self, "cause", cause)
        object.__setattr__(self, "bought", bought)
        object.__setattr__(self, "non_supply", non_supply)

    def execute(self, state: DominionState) -> DominionState:
        pid = self.player
        table = state.table
        if table.possessor is not None and pid == state.current:
            pid = table.possessor  # "any cards they would gain, you gain instead"
        if self.non_supply:
            return _gain_non_supply(state, pid, self)
        i = state.board.mode.index.get(self.card)
        if i is None or state.supply[i] <= 0:
            return state
        state = _move_gained(state, pid, self.card, self.to, i)
        return announce(state, Event(EventKind.GAIN, pid, self.card, "supply", self.to, self.cause,
                                     bought=self.bought))


def _gain_non_supply(state: DominionState, pid: int, gained: GainCard) -> DominionState:
    """`GainCard` from a non-supply pile: nothing when that card is not left there."""
    table = state.table
    card = gained.card
    if card not in table.non_supply:
        return state
    left = list(table.non_supply)
    left.remove(card)
    state = state.with_table(table.evolve(non_supply=tuple(left)))
    state = state.add_to(pid, gained.to, (card,), PUBLIC)
    return announce(state, Event(EventKind.GAIN, pid, card, "non_supply", gained.to, gained.cause))


Gain = GainCard
"""The name earlier versions used for `GainCard`."""


def trash_cards(state: DominionState, pid: int, cards: tuple[Card, ...],
                source: Zone = "hand", cause: Card | None = None) -> DominionState:
    """Move cards from a zone of ``pid`` to the trash (each trashing announced).

    A possessed seat's trashed cards are set aside instead, and return to its
    discard pile at the end of the turn.
    """
    if not cards:
        return state
    state = state.remove_from(pid, source, cards)
    table = state.table
    if table.possessor is not None and pid == state.current:
        state = state.with_table(table.evolve(set_aside=table.set_aside + cards))
    else:
        state = state.with_board(trash_pile=state.trash_pile + cards)
    if EventKind.TRASH in state.board.mode.listens:
        for card in reversed(cards):
            state = announce(state, Event(EventKind.TRASH, pid, card, source, "trash", cause))
    return state


@dataclass(frozen=True, slots=True)
class TrashCards:
    """Trash cards from a zone of ``player``."""

    player: int
    cards: tuple[Card, ...]
    source: Zone = "hand"

    def execute(self, state: DominionState) -> DominionState:
        return trash_cards(state, self.player, self.cards, self.source)


def discard_cards(state: DominionState, pid: int, cards: tuple[Card, ...],
                  source: Zone = "hand", cause: Card | None = None) -> DominionState:
    """Move cards from a zone of ``pid`` onto its discard pile (each discard announced)."""
    if not cards:
        return state
    state = state.remove_from(pid, source, cards).add_to(pid, "discard", cards)
    if EventKind.DISCARD in state.board.mode.listens:
        for card in reversed(cards):
            state = announce(state, Event(EventKind.DISCARD, pid, card, source, "discard", cause))
    return state


@dataclass(frozen=True, slots=True)
class DiscardCards:
    """Discard cards from a zone of ``player``."""

    player: int
    cards: tuple[Card, ...]
    source: Zone = "hand"

    def execute(self, state: DominionState) -> DominionState:
        return discard_cards(state, self.player, self.cards, self.source)


@dataclass(frozen=True, slots=True)
class DrawCards:
    """``player`` draws ``n`` cards."""

    player: int
    n: int

    def execute(self, state: DominionState) -> DominionState:
        return draw(state, self.player, self.n)


@dataclass(frozen=True, slots=True)
class MoveCards:
    """Move cards between two zones of ``player`` (onto the top for deck and discard)."""

    player: int
    cards: tuple[Card, ...]
    source: Zone
    to: Zone

    def execute(self, state: DominionState) -> DominionState:
        seen = PUBLIC if self.source in ("discard", "in_play") else None
        return state.remove_from(self.player, self.source, self.cards).add_to(
            self.player, self.to, self.cards, seen)


# Copies for the hot path: keyword functions (checked by mypy) that call the constructor with
# every field in order (tests/dominion/test_copies.py checks each against `dataclasses.replace`).


def _set_players_supply(old: DominionState, /, *, players: tuple[PlayerState, ...],
                        supply: bytes) -> DominionState:
    """A copy after a gain to the discard pile."""
    return DominionState(old.board, old.phase, players, supply, old.current, old.turn,
                         old.effects, old.pending, old.rng, old.table)


def _set_discard(old: PlayerState, /, *, discard: tuple[Card, ...]) -> PlayerState:
    """A seat with a new discard pile."""
    return PlayerState(old.hand, old.deck, discard, old.in_play, old.counters, old.more)


def _set_hand_in_play(old: PlayerState, /, *, hand: tuple[Card, ...],
                      in_play: tuple[Card, ...]) -> PlayerState:
    """A seat after a card moved from its hand into play."""
    return PlayerState(hand, old.deck, old.discard, in_play, old.counters, old.more)


def _set_counters(old: PlayerState, /, *, actions: int, buys: int, coins: int) -> PlayerState:
    """A seat with new turn counters."""
    c = old.counters
    return PlayerState(old.hand, old.deck, old.discard, old.in_play,
                       counters(actions, buys, coins, c.turns), old.more)
