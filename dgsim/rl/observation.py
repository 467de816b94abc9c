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
                                2 reserved (0)
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
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Protocol, TypedDict

import numpy as np
import numpy.typing as npt

from dgsim.core import Choice, GameState
from dgsim.dominion import DominionState, card_named
from dgsim.dominion.card import Card
from dgsim.dominion.observation import observation as dominion_view
from dgsim.games.goofspiel import GoofspielState
from dgsim.rl.vocab import Vocabulary, dominion_vocabulary, goofspiel_vocabulary

__all__ = ["BOUND", "DominionEncoder", "Encoder", "GoofspielEncoder", "Vector", "decision_kind"]

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
    v = len(vocab)
    for i in vocab.ids(offered):
        out[at + i] = 1.0
    for i in vocab.ids(picks):
        out[at + v + i] += 1.0


def _attr(obj: object, name: str, default: object) -> object:
    """A state read that later engine versions add (mats, VP tokens, durations): absent → default."""
    value = getattr(obj, name, default)
    return default if callable(value) and name != "tokens" else value


@dataclass(frozen=True, slots=True)
class DominionEncoder:
    """Dominion observations over a fixed card pool and player count."""

    vocab: Vocabulary
    players: int

    @classmethod
    def for_state(cls, state: DominionState, cards: Sequence[str] = ()) -> DominionEncoder:
        """An encoder whose pool is the game's piles plus ``cards``."""
        names = [c.name for c in state.mode.piles] + list(cards)
        return cls(dominion_vocabulary(names), state.mode.players)

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

    def _count(self, out: Vector, at: int, names: Sequence[str]) -> None:
        index = self._index
        for name in names:
            out[at + index[name]] += 1.0

    @property
    def _index(self) -> Mapping[str, int]:
        return _POOL_INDEX.setdefault(self.vocab.cards,
                                      {n: i for i, n in enumerate(self.vocab.cards)})

    def vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
               offered: tuple[Choice, ...] = ()) -> Vector:
        """The observation vector of ``seat`` (layout in the module docstring).

        Equal to `reference_vector`, computed straight from the state's zones; a seat whose
        hand or deck some seat knows more of than its owner's zones tell (revealed cards,
        known deck tops) is read through `dgsim.dominion.observation.observation`.
        """
        if not isinstance(state, DominionState):
            raise TypeError(f"a DominionEncoder needs a DominionState, not {type(state).__name__}")
        c, n = self.cards, self.players
        tables = self._tables(state)
        index = tables.index
        out = np.zeros(self.size, dtype=np.float32)
        out[0] = state.turn
        out[1 + tables.phase(state.phase)] = 1.0
        out[6 + (state.current - seat) % n] = 1.0
        pending = state.pending
        waiting = None if pending is None else (pending.player - seat) % n
        out[6 + n + (n if waiting is None else waiting)] = 1.0
        out[7 + 2 * n] = float(waiting == 0)
        out[8 + 2 * n] = _int(_attr(state, "trade_route", 0))
        over = state.game_end()
        out[9 + 2 * n] = float(over)
        at = 12 + 2 * n
        out[at + _kind_slot(decision_kind(state))] = 1.0
        at += KINDS
        out[at + tables.piles] = state.supply
        hits: list[int] = [at + c + index[card] for card in state.trash_pile]
        tokens_of = getattr(state, "tokens", None)
        if callable(tokens_of):
            for pile in state.mode.piles:
                k = tokens_of(pile.name)
                if isinstance(k, int) and k:
                    out[at + 2 * c + index[pile]] = k
        at += 3 * c
        view = None
        seats: list[int] = []
        for k in range(n):
            q = (seat + k) % n
            p = state.players[q]
            if getattr(p, "hand_known", ()) or getattr(p, "deck_known", ()):
                if view is None:
                    view = dominion_view(state, seat)
                sv = view.players[q]
                by_name = tables.by_name
                hand = [by_name[x] for x in sv.hand]
                hidden = [by_name[x] for x in sv.hidden]
                known = [by_name[x] for _, x in sv.deck_top]
                top = [by_name[x] for i, x in sv.deck_top if i == 0]
            elif q == seat:
                hand, hidden, known, top = list(p.hand), list(p.deck), [], []
            else:
                hand, hidden, known, top = [], list(p.hand + p.deck), [], []
            duration = _attr(p, "duration", ())
            durations = list(duration) if isinstance(duration, tuple) else []
            mats = _attr(p, "mats", {})
            shown: list[Card] = []
            hidden_mat = 0
            if isinstance(mats, Mapping):
                for mat, cards in mats.items():
                    if q != seat and mat == "Native Village":
                        hidden_mat += len(cards)
                    else:
                        shown.extend(cards)
            rows = tables.rows
            for z, cards in enumerate((hand, hidden, top, known, p.discard, p.in_play, p.set_aside,
                                       durations, shown)):
                if cards:
                    base = at + z * c
                    hits.extend([base + rows[id(card)] for card in cards])
            at += _SEAT_CARD_BLOCKS * c
            out[at:at + _SEAT_SCALARS] = (
                len(p.hand), len(p.deck), len(p.discard), p.actions, p.buys, p.coins,
                _int(_attr(p, "potions", 0)), _int(_attr(p, "vp_tokens", 0)), p.turns, hidden_mat,
                0, int(q == state.current))
            seats.append(at)
            at += _SEAT_SCALARS
        if hits:
            out += np.bincount(hits, minlength=self.size).astype(np.float32)
        for end in seats:  # owned = every zone but the known top (already in the known deck)
            start = end - _SEAT_CARD_BLOCKS * c
            blocks = out[start:end].reshape(_SEAT_CARD_BLOCKS, c)
            blocks[9] = blocks[[0, 1, 3, 4, 5, 6, 7, 8]].sum(axis=0)
            out[end + 10] = blocks[9] @ tables.vp
        _tail(self.vocab, out, at, picks, offered)
        return out

    def _tables(self, state: DominionState) -> _Tables:
        key = (self.vocab.cards, state.mode.piles)
        tables = _TABLES.get(key)
        if tables is None:
            if len(_TABLES) > 64:
                _TABLES.clear()
            tables = _TABLES[key] = _Tables.build(self.vocab.cards, state.mode.piles)
        return tables

    def reference_vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
                         offered: tuple[Choice, ...] = ()) -> Vector:
        """`vector` computed the slow way, from `features`' data (a check for the fast path)."""
        f = self._raw(state, seat)
        c, p = self.cards, self.players
        out = np.zeros(self.size, dtype=np.float32)
        out[0] = f["turn"]
        out[1 + f["phase"]] = 1.0
        out[6 + f["current"]] = 1.0
        waiting = f["waiting"]
        out[6 + p + (p if waiting is None else waiting)] = 1.0
        out[7 + 2 * p] = float(waiting == 0)
        out[8 + 2 * p] = f["trade_route"]
        out[9 + 2 * p] = float(f["over"])
        at = 12 + 2 * p
        out[at + _kind_slot(f["kind"])] = 1.0
        at += KINDS
        idx = self._index
        for name, n in f["supply"]:
            out[at + idx[name]] = n
        self._count(out, at + c, f["trash"])
        for name, n in f["tokens"]:
            out[at + 2 * c + idx[name]] = n
        at += 3 * c
        for s in f["seats"]:
            for k, zone in enumerate(_zones(s)):
                self._count(out, at + k * c, zone)
            at += _SEAT_CARD_BLOCKS * c
            out[at:at + _SEAT_SCALARS] = _scalars(s)
            at += _SEAT_SCALARS
        _tail(self.vocab, out, at, picks, offered)
        return out

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
            "supply": dict(f["supply"]), "trash": _counts(f["trash"]), "tokens": dict(f["tokens"]),
            "seats": seats, "offered": [o.label for o in offered], "picks": [c.label for c in picks],
        }

    def _raw(self, state: GameState, seat: int) -> DominionFeatures:
        if not isinstance(state, DominionState):
            raise TypeError(f"a DominionEncoder needs a DominionState, not {type(state).__name__}")
        view = dominion_view(state, seat)
        n = self.players
        rel = [(seat + k) % n for k in range(n)]
        pool = set(self.vocab.cards)
        supply = tuple((name, count) for name, count in view.supply if name in pool)
        tokens_of = getattr(state, "tokens", None)
        tokens: list[tuple[str, int]] = []
        if callable(tokens_of):
            for name, _ in view.supply:
                k = tokens_of(name)
                if isinstance(k, int) and k:
                    tokens.append((name, k))
        seats: list[SeatFeatures] = []
        for q in rel:
            sv = view.players[q]
            p = state.player(q)
            mats = _attr(p, "mats", {})
            public_mats: list[str] = []
            hidden_mat = 0
            if isinstance(mats, Mapping):
                for mat, cards in mats.items():
                    if q != seat and mat == "Native Village":
                        hidden_mat += len(cards)
                    else:
                        public_mats.extend(card.name for card in cards)
            duration = _attr(p, "duration", ())
            duration_names = tuple(card.name for card in duration) if isinstance(
                duration, tuple) else ()
            placed = list(sv.hand) + [name for _, name in sv.deck_top]
            owned = (*placed, *sv.hidden, *sv.discard, *sv.in_play, *sv.set_aside,
                     *duration_names, *public_mats)
            seats.append({
                "hand": sv.hand, "hidden": sv.hidden,
                "deck_top": tuple(name for i, name in sv.deck_top if i == 0),
                "deck_known": tuple(name for _, name in sv.deck_top),
                "discard": sv.discard, "in_play": sv.in_play, "set_aside": sv.set_aside,
                "duration": duration_names, "mats": tuple(public_mats), "owned": owned,
                "hand_size": sv.hand_size, "deck_size": sv.deck_size,
                "discard_size": len(sv.discard), "actions": sv.actions, "buys": sv.buys,
                "coins": sv.coins, "potions": _int(_attr(p, "potions", 0)),
                "vp_tokens": _int(_attr(p, "vp_tokens", 0)), "turns": sv.turns,
                "hidden_mat": hidden_mat, "vp": _printed_vp(owned),
                "is_current": int(q == view.current),
            })
        waiting = view.waiting_for
        phase = _PHASES.index(view.phase) if view.phase in _PHASES else 4
        return {
            "turn": view.turn, "phase": phase, "current": rel.index(view.current),
            "waiting": None if waiting is None else rel.index(waiting),
            "trade_route": _int(_attr(state, "trade_route", 0)), "over": state.game_end(),
            "kind": decision_kind(state), "supply": supply, "trash": view.trash,
            "tokens": tuple(tokens), "seats": tuple(seats),
        }


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
        return cls(index, {id(card): i for card, i in index.items()}, cards,
                   np.array([index[card] for card in piles], dtype=np.intp), vp)

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

    @classmethod
    def for_cards(cls, cards: int) -> GoofspielEncoder:
        """The encoder of Goofspiel with cards 1..``cards``."""
        return cls(goofspiel_vocabulary(cards), cards)

    @property
    def size(self) -> int:
        """The length of `vector`."""
        return 5 * self.n + 4 + 2 * len(self.vocab)

    def vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
               offered: tuple[Choice, ...] = ()) -> Vector:
        """The observation vector of ``seat`` (layout in the module docstring)."""
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
        _tail(self.vocab, out, at + 4, picks, offered)
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

