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
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Protocol, TypedDict

import numpy as np
import numpy.typing as npt

from dgsim.core import Choice, GameState
from dgsim.dominion import DominionState, PlayerState, card_named
from dgsim.dominion.card import Card
from dgsim.dominion.observation import SeatView
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
        """An encoder whose pool is the game's piles and other cards (Prizes...) plus ``cards``."""
        extras = getattr(state.mode, "extras", ())
        names = [c.name for c in (*state.mode.piles, *extras)] + list(cards)
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

    def vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
               offered: tuple[Choice, ...] = (), *, exact_view: bool = False) -> Vector:
        """The observation vector of ``seat`` (layout in the module docstring).

        A seat with nothing beyond its plain zones (no known hand or deck cards, mats or
        Durations) is read straight from the state; any other seat through
        `dgsim.dominion.observation.observation`, which knows what is private. With
        ``exact_view`` every seat goes that way (the tests check both agree).

        :raises KeyError: for a card outside the encoder's pool.
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
        decider = state.waiting_for()  # (Possession: the possessor decides the possessed turn)
        waiting = None if decider is None else (decider - seat) % n
        out[6 + n + (n if waiting is None else waiting)] = 1.0
        out[7 + 2 * n] = float(waiting == 0)
        out[8 + 2 * n] = _int(_attr(state, "trade_route", 0))
        out[9 + 2 * n] = float(state.game_end())
        at = 12 + 2 * n
        out[at + _kind_slot(decision_kind(state))] = 1.0
        at += KINDS
        out[at + tables.piles] = state.supply
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
                        (p.hand, p.deck, (), (), p.discard, p.in_play, p.set_aside, (), ())
                        if q == seat else
                        ((), p.hand + p.deck, (), (), p.discard, p.in_play, p.set_aside, (), ()))
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
            raise KeyError(f"a card outside the encoder's pool ({exc}): give it in card_pool"
                           ) from None
        if hits:
            out += np.bincount(hits, minlength=self.size).astype(np.float32)
        region = out[seats_at:at].reshape(n, _SEAT_CARD_BLOCKS * c + _SEAT_SCALARS)
        region[:, _SEAT_CARD_BLOCKS * c:] = np.reshape(scalars, (n, _SEAT_SCALARS))
        blocks = region[:, :_SEAT_CARD_BLOCKS * c].reshape(n, _SEAT_CARD_BLOCKS, c)
        # owned: every zone but the known top (already among the known deck cards)
        blocks[:, 9] = blocks[:, [0, 1, 3, 4, 5, 6, 7, 8]].sum(axis=1)
        region[:, _SEAT_CARD_BLOCKS * c + 10] = blocks[:, 9] @ tables.vp
        _tail(self.vocab, out, at, picks, offered)
        return out

    def reference_vector(self, state: GameState, seat: int, picks: tuple[Choice, ...] = (),
                         offered: tuple[Choice, ...] = ()) -> Vector:
        """`vector` with every seat read through the observation view (a check of the fast path)."""
        return self.vector(state, seat, picks, offered, exact_view=True)

    def _tables(self, state: DominionState) -> _Tables:
        key = (self.vocab.cards, state.mode.piles)
        tables = _TABLES.get(key)
        if tables is None:
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
        return {
            "turn": view.turn, "phase": _PHASE_SLOT.get(view.phase, 4),
            "current": rel.index(view.current),
            "waiting": None if waiting is None else rel.index(waiting),
            "trade_route": _int(_attr(state, "trade_route", 0)), "over": state.game_end(),
            "kind": decision_kind(state), "supply": view.supply, "trash": view.trash,
            "tokens": _tokens(state), "seats": tuple(seats),
        }


def _plain(p: PlayerState) -> bool:
    """True for a seat with only plain zones: no known hand or deck cards, mats or Durations."""
    return not (getattr(p, "hand_known", ()) or getattr(p, "deck_known", ())
                or _attr(p, "mats", None) or _attr(p, "duration", None))


def _tokens(state: DominionState) -> tuple[tuple[str, int], ...]:
    """Embargo tokens per pile, where the engine has them (``state.tokens(pile)``)."""
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

