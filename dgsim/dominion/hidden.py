"""Hidden information in Dominion: what a seat knows (`info_key`) and redrawing the rest (`determinize`).

The knowledge itself lives in the state (``PlayerState.deck_known`` and
``PlayerState.hand_known``, kept by the zone primitives). What every seat
knows: the supply, the trash, every discard pile, play area and set-aside
zone, every seat's counters, the size of every hand and deck, the
composition of every seat's cards (gains and trashes are public), its own
hand, and the cards it has seen placed (a known top of a deck, a revealed or
publicly gained card in a hand until it moves).

`determinize` keeps all of that and deals the rest at random: for each seat,
the cards in its hand that the observer does not know plus the cards at the
deck positions the observer does not know are shuffled together and dealt
back into those places. What a third seat knows of a hand that the observer
cannot place (3+ players) passes to as many of the newly dealt cards. The
state's own rng is reseeded, so a search cannot peek at future shuffles.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable
from dataclasses import replace
from typing import Final

from dgsim.core import Rng
from dgsim.dominion.card import Card
from dgsim.dominion.fields import MORE_GROUP, MORE_SEEN, PLAYER_SEEN, PRIVATE_MATS, STATE_SEEN, public
from dgsim.dominion.state import NO_MORE, DominionState, PlayerMore, PlayerState

__all__ = ["determinize", "info_key", "known_deck", "known_hand", "sees_hand"]


def known_deck(p: PlayerState, observer: int) -> tuple[tuple[int, Card], ...]:
    """The deck positions (0 = top) of ``p``'s deck that ``observer`` knows, with their cards."""
    bit = 1 << observer
    deck = p.deck
    return tuple((i, deck[i]) for i, m in enumerate(p.deck_known[:len(deck)]) if m & bit)


def known_hand(p: PlayerState, seat: int, observer: int) -> tuple[Card, ...]:
    """The cards of seat ``seat``'s hand that ``observer`` knows, sorted by name.

    A seat knows its whole hand; another knows the cards revealed, publicly
    gained or drawn from a top it knew, as long as they are still there.
    """
    if seat == observer:
        return tuple(sorted(p.hand))
    if not p.hand_known:
        return ()
    bit = 1 << observer
    have = Counter(p.hand)
    out: list[Card] = []
    for card, mask in p.hand_known:
        if mask & bit and have[card] > 0:
            have[card] -= 1
            out.append(card)
    return tuple(sorted(out))


def sees_hand(state: DominionState, seat: int, observer: int) -> bool:
    """True if ``observer`` sees ``seat``'s hand and private cards: its own, or a seat it possesses."""
    return seat == observer or (state.table.order.possessor == observer and seat == state.current)


def _private(more: PlayerMore) -> tuple[Card, ...]:
    """The cards of a seat's that only it may look at: set aside face down, on private mats."""
    out: tuple[Card, ...] = ()
    for record in (*more.lasting.records, *more.lasting.pending):
        if not record.card.aside_face_up:
            out += record.aside
    for name, cards in more.zones.mats:
        if name in PRIVATE_MATS:
            out += cards
    return out


_PUBLIC_MORE: Final = tuple((MORE_GROUP[name], name) for name in public(MORE_SEEN))
"""The public fields of `PlayerMore`, as (group, field)."""
_NO_PUBLIC_MORE: Final = tuple(getattr(getattr(NO_MORE, g), name) for g, name in _PUBLIC_MORE)


def _more_key(more: PlayerMore, sees: bool) -> Hashable:
    if more is NO_MORE:
        return None
    public_part = tuple(getattr(getattr(more, g), name) for g, name in _PUBLIC_MORE)
    lasting, zones = more.lasting, more.zones
    if public_part == _NO_PUBLIC_MORE and not (lasting.records or lasting.pending or zones.mats):
        return None  # knowledge only (its own part of the key): as a seat without any
    if sees:
        return public_part, lasting.records, lasting.pending, zones.mats
    records = tuple((r.card, r.times, r.keeper, r.play, r.unaffected,
                     r.aside if r.card.aside_face_up else len(r.aside))
                    for r in (*lasting.records, *lasting.pending))
    mats = tuple((name, len(cards)) if name in PRIVATE_MATS else (name, cards)
                 for name, cards in zones.mats)
    return public_part, len(lasting.records), records, mats


def _seat_key(state: DominionState, p: PlayerState, seat: int, observer: int) -> Hashable:
    sees = sees_hand(state, seat, observer)
    hidden: tuple[Card, ...]
    if sees:
        hidden = tuple(sorted(p.deck))
        hand_known: Hashable = p.hand_known
    else:
        hidden = tuple(sorted(p.hand + p.deck + _private(p.more)))
        hand_known = None
    known = tuple(sorted(p.hand)) if sees else known_hand(p, seat, observer)
    # who else knows which deck positions (a Stash placed by its owner) is not the observer's to see
    return (known, hand_known, len(p.hand), len(p.deck), known_deck(p, observer),
            p.deck_known if sees else None,
            hidden, tuple(getattr(p, name) for name in public(PLAYER_SEEN)), _more_key(p.more, sees))


def info_key(state: DominionState, pid: int) -> Hashable:
    """A hashable key of everything seat ``pid`` knows; equal for states it cannot tell apart.

    Built from the field classification (`dgsim.dominion.fields`): public
    fields as they are, a hand as its owner (or possessor) sees it, hidden
    cards as a multiset.

    >>> from dgsim.dominion import new_game
    >>> s = new_game("First Game", seed=3)
    >>> info_key(s, 0) == info_key(determinize(s, 0, random.Random(1)), 0)
    True
    """
    seats = tuple(_seat_key(state, p, q, pid) for q, p in enumerate(state.players))
    return (pid, tuple(getattr(state, name) for name in public(STATE_SEEN)), _table_key(state),
            seats)


def _table_key(state: DominionState) -> Hashable:
    """The table as every seat sees it: a shuffled pile of several cards by its top and size
    (its order below the top is unseen, and so is which cards a Ruins pile holds)."""
    table = state.table
    mode = state.board.mode
    if not mode.mixed:
        return table
    piles = tuple((c[:1], len(c)) if mode.piles[i].pile_shuffled else c
                  for i, c in zip(mode.mixed, table.zones.mixed_piles, strict=True))
    return table.evolve(mixed_piles=()), piles


def _game_cards(state: DominionState) -> Counter[Card]:
    """Every card of the game outside the supply's piles of several cards: the seats', the
    trash, the table's."""
    cards: Counter[Card] = Counter(state.trash)
    for p in state.players:
        cards.update(p.all_cards())
    zones = state.table.zones
    cards.update(zones.set_aside)
    cards.update(zones.non_supply)
    return cards


def _redeal_piles(state: DominionState, rng: random.Random) -> DominionState:
    """``state`` with the cards below the top of each shuffled pile of several cards redrawn from
    what its makeup leaves once the top and every card of it seen elsewhere are set apart."""
    mode = state.board.mode
    if not mode.mixed:
        return state
    seen = _game_cards(state)
    piles = []
    for i, contents in zip(mode.mixed, state.table.zones.mixed_piles, strict=True):
        randomizer = mode.piles[i]
        if not randomizer.pile_shuffled or len(contents) < 2:
            piles.append(contents)
            continue
        left = Counter(randomizer.pile)
        left.subtract(seen)
        left[contents[0]] -= 1
        pool = list(left.elements())
        rng.shuffle(pool)
        below = pool[:len(contents) - 1]
        if len(below) < len(contents) - 1:  # (cards the makeup does not hold: keep them)
            below = list(contents[1:])
            rng.shuffle(below)
        piles.append((contents[0], *below))
    return state.with_table(state.table.evolve(mixed_piles=tuple(piles)))


def _redeal(state: DominionState, p: PlayerState, seat: int, observer: int,
            rng: random.Random) -> PlayerState:
    deck = list(p.deck)
    bit = 1 << observer
    masks = p.deck_known
    open_slots = [i for i in range(len(deck)) if i >= len(masks) or not masks[i] & bit]
    pool = [deck[i] for i in open_slots]
    hand = p.hand
    hand_known = p.hand_known
    more = p.more
    if not sees_hand(state, seat, observer):
        kept = known_hand(p, seat, observer)
        rest = Counter(hand)
        rest.subtract(kept)
        pool.extend(rest.elements())
        private = _private(more)
        pool.extend(private)
        rng.shuffle(pool)
        dealt = tuple(pool[:len(hand) - len(kept)])
        pool = pool[len(dealt):]
        hand = kept + dealt
        if private:
            more, pool = _redeal_private(more, pool)
        if hand_known:
            # what third seats know of this hand, the observer cannot place: it passes to
            # as many of the dealt cards, so their knowledge stays (their info keys do too)
            # (an entry of a card no longer in the hand is dropped: kept there, it would make
            # the observer know a dealt card of that name)
            have = Counter(p.hand)
            mine_list: list[tuple[Card, int]] = []
            for c, m in hand_known:
                if m & bit and have[c] > 0:
                    have[c] -= 1
                    mine_list.append((c, m))
            mine = tuple(mine_list)
            theirs = [m for _, m in hand_known if not m & bit]
            hand_known = mine + tuple(zip(dealt, theirs, strict=False))
    else:
        rng.shuffle(pool)
    for i, card in zip(open_slots, pool, strict=True):
        deck[i] = card
    return p.evolve(hand=hand, deck=tuple(deck), more=more).with_known(hand_known=hand_known)


def _redeal_private(more: PlayerMore, pool: list[Card]) -> tuple[PlayerMore, list[Card]]:
    """Deal ``pool``'s first cards into the private places of ``more`` (same sizes); the rest back."""
    def take(n: int) -> tuple[Card, ...]:
        nonlocal pool
        taken, pool = tuple(pool[:n]), pool[n:]
        return taken

    records = tuple(r if r.card.aside_face_up else r.evolve(aside=take(len(r.aside)))
                    for r in more.lasting.records)
    pending = tuple(r if r.card.aside_face_up else r.evolve(aside=take(len(r.aside)))
                    for r in more.lasting.pending)
    mats = tuple((name, take(len(cards)) if name in PRIVATE_MATS else cards)
                 for name, cards in more.zones.mats)
    return more.evolve(records=records, pending=pending, mats=mats), pool


def determinize(state: DominionState, observer: int, rng: random.Random) -> DominionState:
    """A state ``observer`` cannot tell from ``state``, with everything it does not know redrawn.

    Conserves every seat's cards and every zone's size; keeps the observer's
    `info_key`; reseeds the state's rng from ``rng``.

    >>> from dgsim.dominion import scenario
    >>> s = scenario(["Smithy"], hands={0: ["Smithy"], 1: ["Gold"]}, decks={0: ["Copper", "Estate"]})
    >>> d = determinize(s, 0, random.Random(0))
    >>> [c.name for c in d.player(0).hand], [c.name for c in d.player(1).hand]
    (['Smithy'], ['Gold'])
    """
    players = tuple(_redeal(state, p, q, observer, rng) for q, p in enumerate(state.players))
    state = _redeal_piles(state, rng)
    return replace(state, players=players, rng=Rng.from_seed(rng.getrandbits(64)))
