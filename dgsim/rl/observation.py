"""Per-seat observations: a fixed-size numpy vector and the same as a dict, built only from what
that seat may know.

An `Encoder` turns ``(state, seat, picks so far)`` into features. Two states with equal
`dgsim.info_key` for a seat give that seat equal observations (tested): the Dominion
encoder reads everything through `dgsim.dominion.observation.observation`, which masks
other seats' hands and every deck's unseen order, and through public state reads.

Dominion vector layout (``C`` = cards in the pool, ``V`` = vocabulary size,
``P`` = players; seats are relative: 0 = the observer, then to its left):

===================  =========  ==========================================================
block                size       content
===================  =========  ==========================================================
global               12 + 2P    turn, phase one-hot (action, buy, cleanup, end, other),
                                current seat one-hot (P), deciding seat one-hot (P) or
                                nobody (1), I decide, trade route coins, game over,
                                my Coffers, the other seats' Coffers (0 before Guilds)
decision kind        16         one-hot: crc32 of the pending decision's class name mod 16
supply               C          cards left per pile (0 when the card is not in the supply)
trash                C          cards per name
embargo              C          Embargo tokens per pile (0 where the game has none)
seat block × P       10 C + 12  hand (own: all; others: cards they revealed), hidden
                                (own: deck cards not placed; others: hand + deck cards not
                                placed), known top of deck (one-hot), known deck cards,
                                discard, in play, set aside, duration, mats (public mats;
                                others' Native Village mat only counted), all owned;
                                scalars: hand size, deck size, discard size, actions, buys,
                                coins, potions, VP tokens, turns, hidden mat cards, VP on
                                cards, is current
offered              V          the labels offered now (the action mask) when I decide
picks                V          the labels already picked in this decision
===================  =========  ==========================================================

Goofspiel (``n`` cards): my hand (n), the other's hand (n, with its hidden bid back in
it), prizes left (n), prize now (n), my bid this round (n), the other has bid, my
points, its points, round, offered (V), picks (V).

The Dominion encoder is incremental: it keeps, per seat, the last vector it built and the
state parts it was built from, and encodes again only the parts that are not the same
objects (dgsim states share their unchanged zones, piles and seats), a zone by the cards
that left it or came. The Goofspiel encoder puts vectors together from memoised one-hot
blocks. ``vector(..., incremental=False)`` builds from scratch; the tests check both agree
for every seat over random games. Memos are bounded (one state and vector per seat; blocks
and action nodes up to `dgsim.rl.vocab.Vocabulary.memo_size`), are not pickled or
deep-copied, and survive sharing an encoder (an update replaces a memo, never changes it).
"""

from __future__ import annotations

import functools
import struct
import zlib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Protocol, TypedDict

import numpy as np
import numpy.typing as npt

from dgsim.core import Choice, GameState
from dgsim.dominion import DominionState, PlayerState, card_named
from dgsim.dominion.card import Card
from dgsim.dominion.observation import SeatView
from dgsim.dominion.observation import observation as dominion_view
from dgsim.games.goofspiel import GoofspielState
from dgsim.rl.vocab import VERSIONS, Memo, Vocabulary, dominion_vocabulary, goofspiel_vocabulary

__all__ = ["BOUND", "DominionEncoder", "Encoder", "GoofspielEncoder", "Vector", "decision_kind",
           "every_card"]

Vector = npt.NDArray[np.float32]

BOUND: Final = 1e6
"""Every observation value lies in ``[-BOUND, BOUND]`` (the spaces' bounds)."""

KINDS: Final = 16
_PHASES: Final = ("ACTION_PHASE", "BUY_PHASE", "CLEANUP_PHASE", "GAME_END")
_PHASE_SLOT: Final = {name: i for i, name in enumerate(_PHASES)}
_SEAT_CARD_BLOCKS: Final = 10
_SEAT_SCALARS: Final = 12


def decision_kind(state: GameState) -> str:
    """The pending decision's kind (its class name), or ``""`` when none is pending."""
    pending = state.pending
    return "" if pending is None else type(pending).__name__


@functools.lru_cache(maxsize=256)
def _kind_slot(kind: str) -> int:
    return zlib.crc32(kind.encode()) % KINDS


class Encoder(Protocol):
    """Turns a state into one seat's observation."""

    @property
    def vocab(self) -> Vocabulary:
        """The action vocabulary of the game."""
        ...

    @property
    def size(self) -> int:
        """The length of `vector`."""
        ...

    def vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
               offered: tuple[Choice, ...] = ()) -> Vector:
        """The observation of ``seat``; ``picks``/``offered``: its partial action and choices now."""
        ...

    def features(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
                 offered: tuple[Choice, ...] = ()) -> dict[str, object]:
        """The same observation as a JSON-able dict."""
        ...


def _tail(vocab: Vocabulary, out: Vector, at: int, picks: tuple[Choice, ...],
          offered: tuple[Choice, ...]) -> None:
    """Write the offered labels (1 each) and the picks so far (a count each) from ``at``."""
    v = len(vocab.labels)
    if offered:
        out.data.cast("B")[4 * at:4 * (at + v)] = vocab.node(offered).floats
    for i in vocab.ids(picks):
        out[at + v + i] += 1.0


def _attr(obj: object, name: str, default: object) -> object:
    """A state read that later engine versions add (mats, VP tokens, durations): absent → default."""
    value = getattr(obj, name, default)
    return default if callable(value) and name != "tokens" else value


def every_card(version: int = VERSIONS[-1]) -> tuple[str, ...]:
    """Every card dgsim knows, by name (the pool of a ``kingdom="random"`` environment: any card
    may come up), with every landscape from vocabulary version 3."""
    from dgsim.dominion.cards import ALL_CARDS, ALL_LANDSCAPES

    return tuple(c.name for c in (*ALL_CARDS, *(ALL_LANDSCAPES if version >= 3 else ())))


@dataclass(frozen=True, slots=True)
class DominionEncoder:
    """Dominion observations over a fixed card pool and player count."""

    vocab: Vocabulary
    players: int
    _memo: Memo[int, _DominionMemo] = field(default_factory=Memo, init=False, compare=False,
                                            repr=False)
    """The last vector built for each seat and what it was built from (`_remember`)."""
    _tail_at: int = field(init=False, compare=False, repr=False)
    """Where the offered labels start."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_tail_at", self.size - 2 * len(self.vocab))

    @classmethod
    def for_state(cls, state: DominionState, cards: Sequence[str] = (),
                  version: int = VERSIONS[-1]) -> DominionEncoder:
        """An encoder whose pool is the game's piles (and the cards of its piles of several
        cards: the Knights), its other cards (Prizes...), from version 3 its landscapes, plus
        ``cards``, over the Dominion vocabulary of that version (`dgsim.rl.vocab.VERSIONS`)."""
        extras = getattr(state.mode, "extras", ())
        members = [m for pile in state.mode.piles for m in dict.fromkeys(pile.pile)]
        lands = getattr(state.mode, "landscapes", ()) if version >= 3 else ()
        names = [c.name for c in (*state.mode.piles, *members, *extras, *lands)] + list(cards)
        return cls(dominion_vocabulary(names, version), state.mode.players)

    @property
    def cards(self) -> int:
        """Cards in the pool."""
        return len(self.vocab.cards)

    @property
    def size(self) -> int:
        """The length of `vector`."""
        c, p = self.cards, self.players
        return 12 + 2 * p + KINDS + 3 * c + p * (_SEAT_CARD_BLOCKS * c + _SEAT_SCALARS) + 2 * len(
            self.vocab)

    def vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
               offered: tuple[Choice, ...] = (), *, exact_view: bool = False,
               incremental: bool = True) -> Vector:
        """The observation vector of ``seat`` (layout in the module docstring); a new array.

        By default the vector is updated from the last one built for ``seat`` (by this
        encoder): only the zones, piles and numbers that changed since are encoded again,
        found by identity (dgsim states share their unchanged parts). With
        ``incremental=False`` it is built from scratch: a seat with nothing beyond its
        plain zones (no known hand or deck cards, mats or Durations) straight from the
        state, any other seat through `dgsim.dominion.observation.observation`, which knows
        what is private; with ``exact_view`` every seat goes that way. The tests check that
        all three agree.

        :raises KeyError: for a card outside the encoder's pool.
        """
        if incremental and not exact_view:
            memo = self._memo.get(seat)
            if memo is None or memo.state is not state:
                memo = self._remember(state, seat, memo)
            out = memo.base.copy()
        else:
            if not isinstance(state, DominionState):
                raise TypeError(f"a DominionEncoder needs a DominionState, not "
                                f"{type(state).__name__}")
            out = self._scratch(state, seat, exact_view)
        if offered or picks:
            _tail(self.vocab, out, self._tail_at, picks, offered)
        return out

    def reference_vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
                         offered: tuple[Choice, ...] = ()) -> Vector:
        """`vector` with every seat read through the observation view (a check of the fast path)."""
        return self.vector(state, seat, picks, offered, exact_view=True)

    # -- incremental: the last vector per seat, updated where its sources changed -------------

    def _remember(self, state: GameState, seat: int, memo: _DominionMemo | None) -> _DominionMemo:
        """``seat``'s memo for ``state``, updated from ``memo`` (its memo until now)."""
        if not isinstance(state, DominionState):
            raise TypeError(f"a DominionEncoder needs a DominionState, not {type(state).__name__}")
        if memo is None or memo.mode is not state.mode:
            memo = _DominionMemo.empty(state.mode, self._tables(state), self.size, self.players)
        memo = self._memo[seat] = self._update(memo, state, seat)
        return memo

    def _update(self, old: _DominionMemo, state: DominionState, seat: int) -> _DominionMemo:
        """A new memo for ``state``: ``old``'s vector with what changed encoded again."""
        c, n = self.cards, self.players
        tables = old.tables
        out = old.base.copy()
        mv = out.data
        phase = state.phase
        phase_slot = old.phase_slot if phase is old.phase else tables.phase(phase)
        decider = state.waiting_for()  # (Possession: the possessor decides the possessed turn)
        table = getattr(state, "table", None)
        if table is None or table is not old.table:
            trade_route = _int(_attr(state, "trade_route", 0))
            tokens = _tokens(state)
        else:
            trade_route, tokens = old.glob[4], old.tokens
        pending = state.pending
        kind = 0 if pending is None else _kind_of_type(type(pending))
        current = state.current
        mine, others = _coffers(state, seat)
        glob = (state.turn, phase_slot, (current - seat) % n,
                n if decider is None else (decider - seat) % n, trade_route,
                int(state.game_end()), kind, mine, others)
        if glob != old.glob:
            last = old.glob
            if last[1] >= 0:  # an empty memo has no one-hots to clear
                mv[1 + last[1]] = mv[6 + last[2]] = mv[6 + n + last[3]] = 0
                mv[12 + 2 * n + last[6]] = 0
            mv[0] = glob[0]
            mv[1 + phase_slot] = mv[6 + glob[2]] = mv[6 + n + glob[3]] = 1
            mv[7 + 2 * n] = glob[3] == 0
            mv[8 + 2 * n] = trade_route
            mv[9 + 2 * n] = glob[5]
            mv[10 + 2 * n] = mine
            mv[11 + 2 * n] = others
            mv[12 + 2 * n + kind] = 1
        at = 12 + 2 * n + KINDS
        supply = state.supply
        if supply is not old.supply:
            rows_of_piles = tables.pile_rows
            was_supply = old.supply or bytes(len(supply))
            for i, k in enumerate(supply):
                if k != was_supply[i]:
                    mv[at + rows_of_piles[i]] = k
        seats = list(old.seats)
        try:
            rows = tables.rows
            trash = state.trash_pile
            if trash is not old.trash:
                minus, plus = _diff(old.trash, trash)
                for card in minus:
                    mv[at + c + rows[id(card)]] -= 1
                for card in plus:
                    mv[at + c + rows[id(card)]] += 1
            if tokens != old.tokens:
                index, by_name = tables.index, tables.by_name
                for name, _ in old.tokens:
                    mv[at + 2 * c + index[by_name[name]]] = 0
                for name, k in tokens:
                    mv[at + 2 * c + index[by_name[name]]] = k
            at += 3 * c
            view = None
            players = state.players
            for k in range(n):
                q = (seat + k) % n
                p = players[q]
                is_current = int(q == current)
                was = seats[k]
                if (was is not None and was.p is p and was.scalars[11] == is_current
                        and (k == 0 or q != current)):
                    # unchanged: the block of the observer, or of a seat whose turn it is not,
                    # is a function of its PlayerState (the view's too: `sees_hand` is then
                    # fixed); the current seat's could depend on who possesses it
                    pass
                elif _plain_for(p, k == 0) and (k == 0 or q != current):
                    seats[k] = _update_plain_seat(out, mv, tables, at, p,
                                                  was if was is not None and was.plain else None,
                                                  k == 0, is_current)
                else:
                    if view is None:
                        view = dominion_view(state, seat)
                    seats[k] = _write_viewed_seat(out, mv, tables, at, p, view.players[q],
                                                  is_current)
                at += _SEAT_CARD_BLOCKS * c + _SEAT_SCALARS
        except KeyError as exc:
            raise _outside_pool(exc, state, tables) from None
        return _DominionMemo(state, state.mode, tables, out, glob, phase, phase_slot, supply,
                             state.trash_pile, table, tokens, tuple(seats))

    def _scratch(self, state: DominionState, seat: int, exact_view: bool) -> Vector:
        """``seat``'s vector without the offered/picks tail, built from nothing."""
        c, n = self.cards, self.players
        tables = self._tables(state)
        index = tables.index
        out = np.zeros(self.size, dtype=np.float32)
        out[0] = state.turn
        out[1 + tables.phase(state.phase)] = 1.0
        out[6 + (state.current - seat) % n] = 1.0
        decider = state.waiting_for()  # (Possession: the possessor decides the possessed turn)
        waiting = None if decider is None else (decider - seat) % n
        out[6 + n + (n if waiting is None else waiting)] = 1.0
        out[7 + 2 * n] = float(waiting == 0)
        out[8 + 2 * n] = _int(_attr(state, "trade_route", 0))
        out[9 + 2 * n] = float(state.game_end())
        out[10 + 2 * n], out[11 + 2 * n] = _coffers(state, seat)
        at = 12 + 2 * n
        out[at + _kind_slot(decision_kind(state))] = 1.0
        at += KINDS
        out[at + tables.piles] = np.frombuffer(state.supply, dtype=np.uint8)
        try:
            hits: list[int] = [at + c + index[card] for card in state.trash_pile]
            for name, k in _tokens(state):
                out[at + 2 * c + index[tables.by_name[name]]] = k
            at += 3 * c
            view = None
            seats_at = at
            scalars: list[int] = []
            rows = tables.rows
            for k in range(n):
                q = (seat + k) % n
                p = state.players[q]
                if not exact_view and _plain(p) and (q == seat or q != state.current):
                    zones: tuple[Sequence[Card], ...] = (
                        (p.hand, p.deck, (), (), p.discard, p.in_play, p.public_set_aside, (), ())
                        if q == seat else
                        ((), p.hand + p.deck, (), (), p.discard, p.in_play, p.public_set_aside, (), ()))
                    hidden_mat = 0
                else:
                    if view is None:
                        view = dominion_view(state, seat)
                    names, hidden_mat = _seat_names(view.players[q], p)
                    by_name = tables.by_name
                    zones = tuple([by_name[x] for x in zone] for zone in names)
                for z, cards in enumerate(zones):
                    if cards:
                        base = at + z * c
                        hits.extend([base + rows[id(card)] for card in cards])
                scalars.extend((len(p.hand), len(p.deck), len(p.discard), p.actions, p.buys,
                                p.coins, _int(_attr(p, "potions", 0)),
                                _int(_attr(p, "vp_tokens", 0)), p.turns, hidden_mat, 0,
                                int(q == state.current)))
                at += _SEAT_CARD_BLOCKS * c + _SEAT_SCALARS
        except KeyError as exc:
            raise _outside_pool(exc, state, tables) from None
        if hits:
            out += np.bincount(hits, minlength=self.size).astype(np.float32)
        region = out[seats_at:at].reshape(n, _SEAT_CARD_BLOCKS * c + _SEAT_SCALARS)
        region[:, _SEAT_CARD_BLOCKS * c:] = np.reshape(scalars, (n, _SEAT_SCALARS))
        blocks = region[:, :_SEAT_CARD_BLOCKS * c].reshape(n, _SEAT_CARD_BLOCKS, c)
        # owned: every zone but the known top (already among the known deck cards)
        blocks[:, 9] = blocks[:, [0, 1, 3, 4, 5, 6, 7, 8]].sum(axis=1)
        region[:, _SEAT_CARD_BLOCKS * c + 10] = blocks[:, 9] @ tables.vp
        return out

    def _tables(self, state: DominionState) -> _Tables:
        key = (self.vocab.cards, state.mode.piles)
        tables = _TABLES.get(key)
        if tables is None:
            outside = [c.name for c in state.mode.piles if c.name not in self.vocab.cards]
            if outside:
                raise KeyError(f"a card outside the encoder's pool ({', '.join(outside)}): "
                               "give it in card_pool")
            if len(_TABLES) > 64:
                _TABLES.clear()
            tables = _TABLES[key] = _Tables.build(self.vocab.cards, state.mode.piles)
        return tables

    def features(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
                 offered: tuple[Choice, ...] = ()) -> dict[str, object]:
        """The observation as a dict: the vector's content with names instead of positions."""
        f = self._raw(state, seat)
        seats = []
        for s in f["seats"]:
            entry: dict[str, object] = {z: _counts(v) for z, v in zip(CARD_ZONES, _zones(s),
                                                                      strict=True)}
            entry.update(zip(SCALARS, _scalars(s), strict=True))
            seats.append(entry)
        return {
            "turn": f["turn"], "phase": _PHASES[f["phase"]] if f["phase"] < 4 else "other",
            "current": f["current"], "waiting_for": f["waiting"], "decision": f["kind"],
            "trade_route": f["trade_route"], "game_over": f["over"],
            "coffers": f["coffers"], "others_coffers": f["others_coffers"],
            "supply": dict(f["supply"]), "trash": _counts(f["trash"]), "tokens": dict(f["tokens"]),
            "seats": seats, "offered": [o.label for o in offered], "picks": [c.label for c in picks],
        }

    def _raw(self, state: GameState, seat: int) -> DominionFeatures:
        if not isinstance(state, DominionState):
            raise TypeError(f"a DominionEncoder needs a DominionState, not {type(state).__name__}")
        view = dominion_view(state, seat)
        n = self.players
        rel = [(seat + k) % n for k in range(n)]
        seats: list[SeatFeatures] = []
        for q in rel:
            p = state.player(q)
            names, hidden_mat = _seat_names(view.players[q], p)
            hand, hidden, top, known, discard, in_play, set_aside, duration, shown = (
                tuple(zone) for zone in names)
            owned = (*hand, *hidden, *known, *discard, *in_play, *set_aside, *duration, *shown)
            seats.append({
                "hand": hand, "hidden": hidden, "deck_top": top, "deck_known": known,
                "discard": discard, "in_play": in_play, "set_aside": set_aside,
                "duration": duration, "mats": shown, "owned": owned,
                "hand_size": len(p.hand), "deck_size": len(p.deck), "discard_size": len(discard),
                "actions": p.actions, "buys": p.buys, "coins": p.coins,
                "potions": _int(_attr(p, "potions", 0)),
                "vp_tokens": _int(_attr(p, "vp_tokens", 0)), "turns": p.turns,
                "hidden_mat": hidden_mat, "vp": _printed_vp(owned),
                "is_current": int(q == state.current),
            })
        waiting = view.waiting_for
        coffers = _coffers(state, seat)
        return {
            "turn": view.turn, "phase": _PHASE_SLOT.get(view.phase, 4),
            "current": rel.index(view.current),
            "waiting": None if waiting is None else rel.index(waiting),
            "trade_route": _int(_attr(state, "trade_route", 0)), "over": state.game_end(),
            "coffers": coffers[0], "others_coffers": coffers[1], "kind": decision_kind(state),
            "supply": view.supply, "trash": view.trash,
            "tokens": _tokens(state), "seats": tuple(seats),
        }


def _coffers(state: DominionState, seat: int) -> tuple[int, int]:
    """``seat``'s Coffers and the other seats' in all (public counts; 0 before Guilds)."""
    mine = others = 0
    for q, p in enumerate(state.players):
        n = _int(_attr(p, "coffers", 0))
        if q == seat:
            mine = n
        else:
            others += n
    return mine, others


def _plain(p: PlayerState) -> bool:
    """True for a seat with only plain zones: no known hand or deck cards, mats or Durations."""
    return not (getattr(p, "hand_known", ()) or getattr(p, "deck_known", ())
                or _attr(p, "mats", None) or _attr(p, "duration", None))


_OWN_BLOCKS: Final = (0, 1, 4, 5, 6)
"""The card block of each plain zone (hand, deck, discard, in play, set aside) of the observer."""
_OTHER_BLOCKS: Final = (1, 4, 5, 6)
"""The same for another seat, whose hand and deck are one zone (hidden): hand + deck, discard,
in play, set aside."""
_NO_ZONES: Final[tuple[tuple[Card, ...], ...]] = ((),) * 5
_MANY: Final = 12
"""More cards than this leave or come to a zone at once (a shuffle): counted with numpy."""


@dataclass(slots=True)  # (not frozen: built once per update, faster; never changed after)
class _SeatMemo:
    """One seat's block as last encoded: from its plain zones ``zones``, or (``plain`` False)
    through the observation view, which the next update redoes."""

    p: PlayerState
    plain: bool
    zones: tuple[tuple[Card, ...], ...]
    scalars: tuple[int, ...]


@dataclass(slots=True)  # (not frozen: built once per update, faster; never changed after)
class _DominionMemo:
    """The last vector built for one seat (no tail) and the sources of each of its parts."""

    state: DominionState | None
    mode: object
    tables: _Tables
    base: Vector
    glob: tuple[int, ...]
    """turn, phase slot, current, waiting (relative), trade route, game over, kind slot, my
    Coffers, the others' Coffers"""
    phase: object
    phase_slot: int
    supply: bytes | None
    trash: tuple[Card, ...]
    table: object
    tokens: tuple[tuple[str, int], ...]
    seats: tuple[_SeatMemo | None, ...]

    @classmethod
    def empty(cls, mode: object, tables: _Tables, size: int, players: int) -> _DominionMemo:
        """The memo of an all-zero vector, from which any state is an update."""
        return cls(None, mode, tables, np.zeros(size, dtype=np.float32), (0, -1, 0, 0, 0, 0, 0, 0, 0),
                   None, -1, None, (), None, (), (None,) * players)


def _diff(old: tuple[Card, ...], new: tuple[Card, ...]
          ) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Cards to take away and to add to turn zone ``old`` into ``new`` (as multisets).

    The common prefix and suffix cancel: a draw, a gain, a play are one or two cards
    whatever the size of the zone.
    """
    lo, ln = len(old), len(new)
    if ln <= lo:
        k = lo - ln
        if old[k:] == new:  # (cards are singletons compared by identity: C speed)
            return old[:k], ()
        if old[:ln] == new:
            return old[ln:], ()
    else:
        k = ln - lo
        if new[k:] == old:
            return (), new[:k]
        if new[:lo] == old:
            return (), new[lo:]
    short = min(lo, ln)
    i = 0
    while i < short and old[i] is new[i]:
        i += 1
    j = 0
    while j < short - i and old[lo - 1 - j] is new[ln - 1 - j]:
        j += 1
    return old[i:lo - j], new[i:ln - j]


def _plain_for(p: PlayerState, own: bool) -> bool:
    """True for a seat whose block the observer reads from its plain zones alone: no known deck
    cards, mats or Durations, and (another seat's) no known hand cards. The observer's own
    known hand cards change nothing: it sees its whole hand."""
    if p.deck_known or (p.hand_known and not own):
        return False
    more = p.more
    return not (more.lasting.durations or more.lasting.records or more.lasting.pending or more.zones.mats)


def _update_plain_seat(out: Vector, mv: memoryview, tables: _Tables, at: int, p: PlayerState,
                       was: _SeatMemo | None, own: bool, is_current: int) -> _SeatMemo:
    """Update the block of a plain seat at ``at`` from ``was`` (None: from nothing)."""
    c = len(tables.vp_rows)
    old_scalars: tuple[int, ...]
    if was is None:
        out[at:at + _SEAT_CARD_BLOCKS * c + _SEAT_SCALARS] = 0
        old_zones, vp, old_scalars = _NO_ZONES, 0, (0,) * _SEAT_SCALARS
    else:
        old_zones, vp, old_scalars = was.zones, was.scalars[10], was.scalars
    zones: tuple[tuple[Card, ...], ...]
    blocks: tuple[int, ...]
    if own:
        zones, blocks = (p.hand, p.deck, p.discard, p.in_play, p.public_set_aside), _OWN_BLOCKS
    else:  # hand and deck as one zone: a draw moves nothing that the observer can see
        hidden = (old_zones[0] if was is not None and p.hand is was.p.hand
                  and p.deck is was.p.deck else p.hand + p.deck)
        zones, blocks = (hidden, p.discard, p.in_play, p.public_set_aside), _OTHER_BLOCKS
    row = tables.rows.__getitem__
    gone: list[int] = []  # the rows of every card taken from a zone, and added to one
    came: list[int] = []
    for z in range(len(zones)):
        new, old = zones[z], old_zones[z]
        if new is old:
            continue
        minus, plus = _diff(old, new)
        base = at + blocks[z] * c
        if minus:
            rs = list(map(row, map(id, minus)))
            gone += rs
            if len(rs) > _MANY:
                out[base:base + c] -= np.bincount(rs, minlength=c)
            else:
                for r in rs:
                    mv[base + r] -= 1
        if plus:
            rs = list(map(row, map(id, plus)))
            came += rs
            if len(rs) > _MANY:
                out[base:base + c] += np.bincount(rs, minlength=c)
            else:
                for r in rs:
                    mv[base + r] += 1
    if gone != came and (len(gone) != len(came) or sorted(gone) != sorted(came)):
        # the seat's cards changed (not only moved): the owned block and printed VP
        delta: dict[int, int] = {}
        for r in came:
            delta[r] = delta.get(r, 0) + 1
        for r in gone:
            delta[r] = delta.get(r, 0) - 1
        owned, vp_rows = at + 9 * c, tables.vp_rows
        for r, d in delta.items():
            if d:
                mv[owned + r] += d
                vp += d * vp_rows[r]
    more = p.more
    scalars = (len(p.hand), len(p.deck), len(p.discard), p.actions, p.buys, p.coins, more.turn.potions,
               more.tokens.vp_tokens, p.turns, 0, vp, is_current)
    if scalars != old_scalars:
        at = 4 * (at + 10 * c)
        out.data.cast("B")[at:at + 4 * _SEAT_SCALARS] = _SCALAR_FLOATS(*scalars)
    return _SeatMemo(p, True, zones, scalars)


def _write_viewed_seat(out: Vector, mv: memoryview, tables: _Tables, at: int, p: PlayerState,
                       sv: SeatView, is_current: int) -> _SeatMemo:
    """Write the block of a seat at ``at`` afresh, from the observer's view of it."""
    c = len(tables.vp_rows)
    out[at:at + _SEAT_CARD_BLOCKS * c + _SEAT_SCALARS] = 0
    names, hidden_mat = _seat_names(sv, p)
    rows, vp_rows, by_name = tables.rows, tables.vp_rows, tables.by_name
    owned = at + 9 * c
    vp = 0
    for z, zone in enumerate(names):
        base = at + z * c
        for name in zone:
            r = rows[id(by_name[name])]
            mv[base + r] += 1
            if z != 2:  # owned: every zone but the known top (already among the known deck cards)
                mv[owned + r] += 1
                vp += vp_rows[r]
    scalars = (len(p.hand), len(p.deck), len(p.discard), p.actions, p.buys, p.coins,
               _int(_attr(p, "potions", 0)), _int(_attr(p, "vp_tokens", 0)), p.turns, hidden_mat,
               vp, is_current)
    out[at + 10 * c:at + 10 * c + _SEAT_SCALARS] = scalars
    return _SeatMemo(p, False, _NO_ZONES, scalars)


def _outside_pool(exc: KeyError, state: DominionState, tables: _Tables) -> KeyError:
    """The one-line error for a card of ``state`` outside the encoder's pool."""
    cards = [*state.trash_pile, *(card for p in state.players for card in p.all_cards())]
    missing = sorted({card.name for card in cards if id(card) not in tables.rows})
    what = ", ".join(missing) if missing else str(exc)
    return KeyError(f"a card outside the encoder's pool ({what}): give it in card_pool")


_SCALAR_FLOATS: Final = struct.Struct(f"={_SEAT_SCALARS}f").pack
"""A seat's numbers as float32 bytes."""
_FOUR_FLOATS: Final = struct.Struct("=4f").pack
"""Four numbers as float32 bytes (native order, as numpy's float32)."""
_KIND_SLOTS: Final[dict[type, int]] = {}


def _kind_of_type(kind: type) -> int:
    """`_kind_slot` of a decision class."""
    slot = _KIND_SLOTS.get(kind)
    if slot is None:
        slot = _KIND_SLOTS[kind] = _kind_slot(kind.__name__)
    return slot


def _tokens(state: DominionState) -> tuple[tuple[str, int], ...]:
    """Embargo tokens per pile, where the engine has them (``state.tokens(pile)``)."""
    pile_tokens = getattr(getattr(getattr(state, "table", None), "tokens", None), "pile_tokens", None)
    if pile_tokens == ():  # (what `state.tokens` reads: none on any pile)
        return ()
    tokens_of = getattr(state, "tokens", None)
    if not callable(tokens_of):
        return ()
    out = []
    for pile in state.mode.piles:
        k = tokens_of(pile.name)
        if isinstance(k, int) and k:
            out.append((pile.name, k))
    return tuple(out)


def _seat_names(sv: SeatView, p: PlayerState) -> tuple[tuple[list[str], ...], int]:
    """A seat's zones as the observer may know them, from its view; and its unseen private cards.

    Zones: hand (known cards), hidden (every card of the seat's that the observer cannot
    place: in hand, in the deck, set aside face down or on a private mat), known top,
    known deck cards, discard, in play, set aside, Durations, mats and face-down cards
    the observer may look at.
    """
    hand = list(sv.hand)
    known = [name for _, name in sv.deck_top]
    top = [name for i, name in sv.deck_top if i == 0]
    duration = list(getattr(sv, "duration", ()))
    shown: list[str] = []
    unseen = 0
    face_down = getattr(sv, "face_down", ())
    if isinstance(face_down, int):
        unseen += face_down
    else:
        shown.extend(face_down)
    for _, cards in getattr(sv, "mats", ()):
        if isinstance(cards, int):
            unseen += cards
        else:
            shown.extend(cards)
    listed = Counter([*hand, *known, *sv.discard, *sv.in_play, *sv.set_aside, *duration, *shown])
    rest = Counter(card.name for card in p.all_cards())
    rest.subtract(listed)
    hidden = sorted(rest.elements())
    return (hand, hidden, top, known, list(sv.discard), list(sv.in_play), list(sv.set_aside),
            duration, shown), unseen


_POOL_INDEX: Final[dict[tuple[str, ...], dict[str, int]]] = {}


@dataclass(frozen=True, slots=True)
class _Tables:
    """Per pool and supply: card → pool row, the piles' rows, phase → slot."""

    index: Mapping[Card, int]
    rows: Mapping[int, int]
    """Pool row by ``id(card)`` (cards are singletons; an int key hashes fastest)."""
    by_name: Mapping[str, Card]
    piles: npt.NDArray[np.intp]
    vp: Vector
    """Printed VP per pool row."""
    vp_rows: tuple[int, ...]
    """The same as ints."""
    pile_rows: tuple[int, ...]
    """The pool row of each supply pile."""

    @classmethod
    def build(cls, pool: tuple[str, ...], piles: tuple[Card, ...]) -> _Tables:
        cards: dict[str, Card] = {}
        index: dict[Card, int] = {}
        for i, name in enumerate(pool):
            try:
                card = card_named(name)
            except KeyError:  # a basic card this version of dgsim does not define yet
                continue
            cards[name] = card
            index[card] = i
        vp = np.zeros(len(pool), np.float32)
        for card, i in index.items():
            vp[i] = card.vp
        pile_rows = tuple(index[card] for card in piles)
        return cls(index, {id(card): i for card, i in index.items()}, cards,
                   np.array(pile_rows, dtype=np.intp), vp, tuple(int(x) for x in vp), pile_rows)

    @staticmethod
    def phase(phase: object) -> int:
        """The phase's slot: action, buy, cleanup, end, other."""
        return _PHASE_SLOT.get(repr(phase), 4)


_TABLES: Final[dict[tuple[tuple[str, ...], tuple[Card, ...]], _Tables]] = {}


class SeatFeatures(TypedDict):
    """One seat as the observer sees it (card zones as tuples of names)."""

    hand: tuple[str, ...]
    hidden: tuple[str, ...]
    deck_top: tuple[str, ...]
    deck_known: tuple[str, ...]
    discard: tuple[str, ...]
    in_play: tuple[str, ...]
    set_aside: tuple[str, ...]
    duration: tuple[str, ...]
    mats: tuple[str, ...]
    owned: tuple[str, ...]
    hand_size: int
    deck_size: int
    discard_size: int
    actions: int
    buys: int
    coins: int
    potions: int
    vp_tokens: int
    turns: int
    hidden_mat: int
    vp: int
    is_current: int


CARD_ZONES: Final = ("hand", "hidden", "deck_top", "deck_known", "discard", "in_play",
                     "set_aside", "duration", "mats", "owned")
SCALARS: Final = ("hand_size", "deck_size", "discard_size", "actions", "buys", "coins", "potions",
                  "vp_tokens", "turns", "hidden_mat", "vp", "is_current")


class DominionFeatures(TypedDict):
    """A Dominion state as one seat sees it; seats relative (0 = the observer)."""

    turn: int
    phase: int
    current: int
    waiting: int | None
    trade_route: int
    over: bool
    coffers: int
    others_coffers: int
    kind: str
    supply: tuple[tuple[str, int], ...]
    trash: tuple[str, ...]
    tokens: tuple[tuple[str, int], ...]
    seats: tuple[SeatFeatures, ...]


class GoofspielFeatures(TypedDict):
    """A Goofspiel state as one seat sees it."""

    hand: tuple[int, ...]
    other_hand: tuple[int, ...]
    prizes: tuple[int, ...]
    prize: int
    my_bid: int
    other_bid_in: int
    points: int
    other_points: int
    round: int


def _zones(s: SeatFeatures) -> tuple[tuple[str, ...], ...]:
    """The card zones of a seat in `CARD_ZONES` order."""
    return (s["hand"], s["hidden"], s["deck_top"], s["deck_known"], s["discard"], s["in_play"],
            s["set_aside"], s["duration"], s["mats"], s["owned"])


def _scalars(s: SeatFeatures) -> tuple[int, ...]:
    """The numbers of a seat in `SCALARS` order."""
    return (s["hand_size"], s["deck_size"], s["discard_size"], s["actions"], s["buys"], s["coins"],
            s["potions"], s["vp_tokens"], s["turns"], s["hidden_mat"], s["vp"], s["is_current"])


def _int(value: object) -> int:
    return value if isinstance(value, int) else 0


def _counts(names: Sequence[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for name in names:
        out[name] = out.get(name, 0) + 1
    return out


def _printed_vp(names: Sequence[str]) -> int:
    return sum(card_named(n).vp for n in names)


@dataclass(frozen=True, slots=True)
class GoofspielEncoder:
    """Goofspiel observations for ``n`` cards."""

    vocab: Vocabulary
    n: int
    _blocks: Memo[tuple[int, ...], bytes] = field(default_factory=Memo, init=False,
                                                  compare=False, repr=False)
    """The one-hot block of each set of cards seen (`_block`)."""
    _no_labels: bytes = field(init=False, compare=False, repr=False)
    """Zeros for the offered or the picks block (float32 bytes)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_no_labels", bytes(4 * len(self.vocab.labels)))

    @classmethod
    def for_cards(cls, cards: int) -> GoofspielEncoder:
        """The encoder of Goofspiel with cards 1..``cards``."""
        return cls(goofspiel_vocabulary(cards), cards)

    @property
    def size(self) -> int:
        """The length of `vector`."""
        return 5 * self.n + 4 + 2 * len(self.vocab)

    def vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
               offered: tuple[Choice, ...] = (), *, incremental: bool = True) -> Vector:
        """The observation vector of ``seat`` (layout in the module docstring); a new array.

        By default put together from memoised one-hot blocks (one per set of cards: a
        hand, the prizes left) as bytes; ``incremental=False`` builds it card by card (the
        tests check both agree).
        """
        if not incremental:
            out = self._scratch(state, seat)
        else:
            if not isinstance(state, GoofspielState):
                raise TypeError(f"a GoofspielEncoder needs a GoofspielState, not "
                                f"{type(state).__name__}")
            other = 1 - seat
            other_bid = state.bids[other]
            hands = state.hands
            other_hand = tuple(sorted((*hands[other], other_bid))) if other_bid else hands[other]
            prize, bid = state.prize, state.bids[seat]  # (0: none)
            get = self._blocks.get
            parts = (hands[seat], other_hand, state.prizes, (prize,) if prize else (),
                     (bid,) if bid else ())
            data = bytearray().join([get(part) or self._block(part) for part in parts])
            data += _FOUR_FLOATS(int(other_bid != 0), state.points[seat], state.points[other],
                                 len(state.rounds))
            none = self._no_labels
            data += self.vocab.node(offered).floats if offered else none  # offered
            data += none  # picks (added below)
            offered = ()
            out = np.frombuffer(data, dtype=np.float32)  # (writable: it owns the bytearray)
        if offered or picks:
            _tail(self.vocab, out, 5 * self.n + 4, picks, offered)
        return out

    def _block(self, cards: tuple[int, ...]) -> bytes:
        """The one-hot block of a set of cards (float32 bytes), memoised (at most `memo_size`)."""
        block = np.zeros(self.n, dtype=np.float32)
        block[[card - 1 for card in cards]] = 1.0
        blocks = self._blocks
        if len(blocks) >= self.vocab.memo_size:
            blocks.clear()
        data = blocks[cards] = block.tobytes()
        return data

    def _scratch(self, state: GameState, seat: int) -> Vector:
        """``seat``'s vector without the offered/picks tail, built from nothing."""
        f = self._raw(state, seat)
        n = self.n
        out = np.zeros(self.size, dtype=np.float32)
        for k, cards in enumerate((f["hand"], f["other_hand"], f["prizes"])):
            for card in cards:
                out[k * n + card - 1] = 1.0
        if f["prize"]:
            out[3 * n + f["prize"] - 1] = 1.0
        if f["my_bid"]:
            out[4 * n + f["my_bid"] - 1] = 1.0
        at = 5 * n
        out[at:at + 4] = (f["other_bid_in"], f["points"], f["other_points"], f["round"])
        return out

    def features(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
                 offered: tuple[Choice, ...] = ()) -> dict[str, object]:
        """The observation as a dict."""
        f = self._raw(state, seat)
        return {**f, "offered": [o.label for o in offered], "picks": [c.label for c in picks]}

    def _raw(self, state: GameState, seat: int) -> GoofspielFeatures:
        if not isinstance(state, GoofspielState):
            raise TypeError(f"a GoofspielEncoder needs a GoofspielState, not {type(state).__name__}")
        other = 1 - seat
        other_bid = state.bids[other]
        other_hand = tuple(sorted((*state.hands[other], other_bid))) if other_bid else state.hands[
            other]
        return {
            "hand": state.hands[seat], "other_hand": other_hand, "prizes": state.prizes,
            "prize": state.prize, "my_bid": state.bids[seat], "other_bid_in": int(other_bid != 0),
            "points": state.points[seat], "other_points": state.points[other],
            "round": len(state.rounds),
        }

