"""Turn phases: Action, Buy, Cleanup, and the end of the game; the top-level choices of a turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from dgsim.core import Choice, Decision, InvalidActionError, Phase
from dgsim.dominion.card import Card, card_named
from dgsim.dominion.cost import cost
from dgsim.dominion.effect import GainCard, PlayCard, announce, draw, gain
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.state import (
    NO_MORE,
    TABLE,
    Board,
    Counters,
    DominionState,
    Mode,
    PlayerMore,
    PlayerState,
    Table,
    TurnEntry,
    counters,
    pile_changed,
    shared_cards,
)
from dgsim.dominion.turn import StartOfTurn

if TYPE_CHECKING:
    pass

__all__ = [
    "ACTION_PHASE",
    "BUY_PHASE",
    "BUY_PHASE_BOUGHT",
    "CLEANUP_PHASE",
    "CLEANUP_PHASE_BOUGHT",
    "GAME_END_PHASE",
    "ActionPhase",
    "ActionPhaseChoice",
    "BuyPhase",
    "BuyPhaseChoice",
    "CleanupPhase",
    "GameEndPhase",
    "after_buy",
    "is_game_over",
    "play_treasures",
]

END_ACTIONS: Final = Choice("end actions")
END_TURN: Final = Choice("end turn")
PLAY_ALL: Final = Choice("play all treasures")
_ONLY_END_ACTIONS: Final = (END_ACTIONS,)

# Interned choices (one per verb and card name): built once, compared and hashed cheaply.
_PLAY_CHOICES: Final[dict[str, Choice]] = {}


def _play_choice(name: str) -> Choice:
    choice = _PLAY_CHOICES.get(name)
    if choice is None:
        choice = _PLAY_CHOICES[name] = Choice("play", name)
    return choice


# Copies for the hot path: keyword functions (checked by mypy) that call the constructor with
# every field in order (tests/dominion/test_copies.py checks each against `dataclasses.replace`).


def _set_phase(old: DominionState, /, *, phase: Phase[DominionState]) -> DominionState:
    """A copy in another phase."""
    return DominionState(old.board, phase, old.players, old.supply, old.current, old.turn,
                         old.effects, old.pending, old.rng, old.table)


def _set_phase_pending(old: DominionState, /, *, phase: Phase[DominionState],
                       pending: Decision[DominionState] | None) -> DominionState:
    """A copy in another phase, waiting for its first decision (or for none)."""
    return DominionState(old.board, phase, old.players, old.supply, old.current, old.turn,
                         old.effects, pending, old.rng, old.table)


def _set_phase_players_pending(old: DominionState, /, *, phase: Phase[DominionState],
                               players: tuple[PlayerState, ...],
                               pending: Decision[DominionState] | None) -> DominionState:
    """A copy after a buy (the phase notes it: `after_buy`)."""
    return DominionState(old.board, phase, players, old.supply, old.current, old.turn, old.effects,
                         pending, old.rng, old.table)


def _set_players_pending(old: DominionState, /, *, players: tuple[PlayerState, ...],
                         pending: Decision[DominionState] | None) -> DominionState:
    """A copy with new seats and pending decision."""
    return DominionState(old.board, old.phase, players, old.supply, old.current, old.turn,
                         old.effects, pending, old.rng, old.table)


def _cleared(state: DominionState) -> DominionState:
    """``state`` no longer waiting for a decision (itself when it waits for none)."""
    return state if state.pending is None else state.evolve(clear_pending=True)


def _end_game(old: DominionState, /, *, board: Board, phase: Phase[DominionState],
              players: tuple[PlayerState, ...]) -> DominionState:
    """The game-over copy."""
    return DominionState(board, phase, players, old.supply, old.current, old.turn, old.effects,
                         old.pending, old.rng, old.table)


def _next_turn(old: DominionState, /, *, board: Board, phase: Phase[DominionState],
               players: tuple[PlayerState, ...], current: int, turn: int,
               table: Table) -> DominionState:
    """The copy at the next turn's start."""
    return DominionState(board, phase, players, old.supply, current, turn, old.effects,
                         old.pending, old.rng, table)


def _set_actions(old: PlayerState, /, *, actions: int) -> PlayerState:
    """A seat with new actions."""
    c = old.counters
    return PlayerState(old.hand, old.deck, old.discard, old.in_play,
                       counters(actions, c.buys, c.coins, c.turns), old.more)


def _set_buys_coins(old: PlayerState, /, *, buys: int, coins: int) -> PlayerState:
    """A seat with new buys and coins."""
    c = old.counters
    return PlayerState(old.hand, old.deck, old.discard, old.in_play,
                       counters(c.actions, buys, coins, c.turns), old.more)


def _set_turn_counters(old: PlayerState, /, *, actions: int, buys: int, coins: int) -> PlayerState:
    """A seat with new turn counters."""
    c = old.counters
    return PlayerState(old.hand, old.deck, old.discard, old.in_play,
                       counters(actions, buys, coins, c.turns), old.more)


def _set_played(old: PlayerState, /, *, hand: tuple[Card, ...], in_play: tuple[Card, ...],
                coins: int) -> PlayerState:
    """A seat after playing treasures."""
    c = old.counters
    return PlayerState(hand, old.deck, old.discard, in_play,
                       counters(c.actions, c.buys, coins, c.turns), old.more)


def _set_cleaned(old: PlayerState, /, *, hand: tuple[Card, ...], in_play: tuple[Card, ...],
                 discard: tuple[Card, ...], actions: int, buys: int, coins: int, turns: int) -> PlayerState:
    """A seat after Clean-up's discards."""
    return PlayerState(hand, old.deck, discard, in_play, counters(actions, buys, coins, turns),
                       old.more)


def _set_cleaned_drawn(old: PlayerState, /, *, hand: tuple[Card, ...], deck: tuple[Card, ...],
                       in_play: tuple[Card, ...], discard: tuple[Card, ...], actions: int,
                       buys: int, coins: int, turns: int) -> PlayerState:
    """A seat after Clean-up and its draw."""
    return PlayerState(hand, deck, discard, in_play, counters(actions, buys, coins, turns),
                       old.more)


def _set_cleaned_more(old: PlayerState, /, *, hand: tuple[Card, ...], in_play: tuple[Card, ...],
                      discard: tuple[Card, ...], counters: Counters,
                      more: PlayerMore) -> PlayerState:
    """A seat after the general Clean-up's discards."""
    return PlayerState(hand, old.deck, discard, in_play, counters, more)


def _set_paid_gained(old: PlayerState, /, *, buys: int, coins: int, discard: tuple[Card, ...]) -> PlayerState:
    """A seat after paying for and gaining a card."""
    c = old.counters
    return PlayerState(old.hand, old.deck, discard, old.in_play,
                       counters(c.actions, buys, coins, c.turns), old.more)


def _set_bought_gained(old: DominionState, /, *, phase: Phase[DominionState],
                       players: tuple[PlayerState, ...], supply: bytes,
                       pending: Decision[DominionState] | None) -> DominionState:
    """A copy after a buy and its gain."""
    return DominionState(old.board, phase, players, supply, old.current, old.turn, old.effects,
                         pending, old.rng, old.table)


_NOBODY: Final[frozenset[int]] = frozenset()
_MAX_SEATS: Final = 6


def _calm(board: Board) -> Board:
    """``board`` with no seat immune (itself, mostly)."""
    return board if not board.immune else board.calm()


def _seat(players: tuple[PlayerState, ...], pid: int, p: PlayerState) -> tuple[PlayerState, ...]:
    return (*players[:pid], p, *players[pid + 1:])


@dataclass(frozen=True, slots=True, init=False)
class ActionPhase:
    """The current player may play Action cards while it has actions."""

    is_game_end: bool = False

    def __init__(self, is_game_end: bool = False) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "is_game_end", is_game_end)

    def step(self, state: DominionState) -> DominionState:
        pid = state.current
        p = state.players[pid]
        if p.counters.actions > 0:
            for card in p.hand:
                if card.is_action:
                    return state.ask(_ACTION_CHOICES[pid] if pid < _MAX_SEATS
                                     else ActionPhaseChoice(pid))
        return _enter_buy_phase(state)  # `end actions` is the only choice: never asked

    def __repr__(self) -> str:
        return "ACTION_PHASE"


@dataclass(frozen=True, slots=True, init=False)
class ActionPhaseChoice:
    """``play <Action>`` for each action card name in hand (with an action left), or ``end actions``.

    `resolve` takes the state still waiting for this decision (``resolves_waiting``, see
    `GameState.action_step`): its first copy also ends the wait.
    """

    player: int

    def __init__(self, player: int) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)

    @property
    def resolves_waiting(self) -> bool:
        """True: `resolve` takes the state still waiting for this decision."""
        return True

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        p = state.players[self.player]
        if p.counters.actions <= 0:
            return _ONLY_END_ACTIONS
        names = {c.name for c in p.hand if c.is_action}
        if not names:
            return _ONLY_END_ACTIONS
        return (*(_play_choice(n) for n in sorted(names)), END_ACTIONS)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pick = picks[0]
        if pick.arg is None:
            return _enter_buy_phase(state)
        pid = self.player
        p = state.players[pid]
        card = next(c for c in p.hand if c.name == pick.arg)
        p = _set_actions(p, actions=p.counters.actions - 1)
        # played now: what pushing it would do, since it would be the next effect to run
        return PlayCard(pid, card).execute(_set_players_pending(state, players=_seat(state.players,
                                                                                       pid, p),
                                                                pending=None))


@dataclass(frozen=True, slots=True, init=False)
class BuyPhase:
    """The current player plays treasures, then buys. ``bought``: a card was bought this turn
    (`BUY_PHASE_BOUGHT`; the state keeps it in its phase, not in a field of its own)."""

    is_game_end: bool = False
    bought: bool = False

    def __init__(self, is_game_end: bool = False, bought: bool = False) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "is_game_end", is_game_end)
        object.__setattr__(self, "bought", bought)

    def step(self, state: DominionState) -> DominionState:
        return _buy_step(state, entering=False)

    def __repr__(self) -> str:
        return "BUY_PHASE"


def _printed_costs(state: DominionState) -> bool:
    """True if what each card costs, and whether it may be bought, is its printed cost alone: no
    card of the game has a cost or buy rule of its own (Peddler, Potion costs, Grand Market), and
    nothing this turn changes costs or forbids buys (Bridge, Quarry, Contraband; what else the
    table holds, such as pile tokens, does not matter to `cost` and `may_buy`)."""
    mode = state.board.mode
    if mode.buy_rules or mode.cost_rules:
        return False
    table = state.table
    return table is TABLE or not (table.cost_cut or table.action_cut or table.banned)


def _enter_buy_phase(state: DominionState) -> DominionState:
    """The Buy phase begins: the phase and its first step in one copy, unless a cost or buy rule
    may read the phase (Peddler costs less during a Buy phase); then the phase first.

    ``state`` may still wait for the decision that ended the Action phase: the result does not.
    """
    if not _printed_costs(state):  # the step follows (auto_step)
        return _set_phase_pending(state, phase=BUY_PHASE, pending=None)
    return _buy_step(state, entering=True)


def _buy_step(state: DominionState, *, entering: bool) -> DominionState:
    """`BuyPhase.step`; ``entering``: ``state`` is still in the phase before (no rule reads it)
    and may still wait for the decision that ended it."""
    pid = state.current
    p = state.players[pid]
    decision = _BUY_PHASE_CHOICES[pid] if pid < _MAX_SEATS else BuyPhaseChoice(pid)
    playable = _has_treasure(p.hand) or _has_game_treasure(state, p.hand)
    c = p.counters
    if (playable and _may_play_treasures(state, c.buys)) or (
            c.buys > 0 and _can_buy_any(state, c.coins)):
        # play it, play all, end turn; or a buy and `end turn`: not forced
        if entering:
            return _set_phase_pending(state, phase=BUY_PHASE, pending=decision)
        return state.evolve(pending=decision)
    if c.buys <= 0:  # `end turn` is the only choice: never asked
        return _set_phase_pending(state, phase=_cleanup_phase(state), pending=None)
    if entering:
        state = _set_phase_pending(state, phase=BUY_PHASE, pending=None)
    return state.ask(decision)


def _may_play_treasures(state: DominionState, buys: int) -> bool:
    mode = state.board.mode
    if state.bought and not mode.treasures_after_buy:
        return False
    return not (mode.treasures_need_buy and buys <= 0)


@dataclass(frozen=True, slots=True, init=False)
class BuyPhaseChoice:
    """``play <Treasure>``, ``play all treasures``, ``buy <Card>``, or ``end turn``.

    `resolve` takes the state still waiting for this decision (``resolves_waiting``, see
    `GameState.action_step`): its first copy also ends the wait, one copy less a decision.
    """

    player: int

    def __init__(self, player: int) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)

    @property
    def resolves_waiting(self) -> bool:
        """True: `resolve` takes the state still waiting for this decision."""
        return True

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        p = state.players[self.player]
        out: list[Choice] = []
        if _may_play_treasures(state, p.counters.buys):
            names = {c.name for c in p.hand if c.is_treasure}
            if state.board.mode.treasures:
                names |= {c.name for c in p.hand if c in state.board.mode.treasures}
            if names:
                interned = _PLAY_CHOICES
                for name in sorted(names):
                    out.append(interned.get(name) or _play_choice(name))
                out.append(PLAY_ALL)
        if p.counters.buys > 0:
            coins = p.counters.coins
            mode = state.board.mode
            piles = mode.buy_choices
            if not _printed_costs(state):
                # (zip without `strict`: the compiled build then walks both in C; equal lengths)
                for (card, choice), left in zip(piles, state.supply):  # noqa: B905
                    if left > 0 and cost(state, card) <= coins and may_buy(state, self.player, card):
                        out.append(choice)
            else:  # printed costs only: the same test as `cost`, without the call
                for (card, choice), left in zip(piles, state.supply):  # noqa: B905
                    if left > 0 and card.cost <= coins:
                        out.append(choice)
        out.append(END_TURN)
        return tuple(out)

    def allows(self, state: DominionState, picks: tuple[Choice, ...], choice: Choice) -> bool:
        """``choice in self.choices(state, picks)``, without building the choices."""
        if picks:
            return False
        verb, arg = choice.verb, choice.arg
        if verb == "end turn":
            return arg is None
        p = state.players[self.player]
        if verb == "buy":
            if p.counters.buys <= 0 or arg is None:
                return False
            i = _pile_index(state.board.mode, arg)
            if i is None or state.supply[i] <= 0:
                return False
            mode = state.board.mode
            card = mode.piles[i]
            if not _printed_costs(state):
                return cost(state, card) <= p.counters.coins and may_buy(state, self.player, card)
            return card.cost <= p.counters.coins
        if (verb == "play all treasures" and arg is None) or (verb == "play" and arg is not None):
            if not _may_play_treasures(state, p.counters.buys):
                return False
            if arg is None:
                return _has_treasure(p.hand) or _has_game_treasure(state, p.hand)
            return any(c.name == arg and state.is_treasure(c) for c in p.hand)
        return False

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pick = picks[0]
        pid = self.player
        verb = pick.verb
        if verb == "buy" and pick.arg is not None:
            return _buy(state, pid, card_named(pick.arg), now=True)  # a legal pick names a pile
        if verb == "play all treasures":
            return _play_all_treasures(state, pid)
        if pick.arg is None:  # `end turn`
            return _set_phase_pending(state, phase=_cleanup_phase(state), pending=None)
        card = next(c for c in state.players[pid].hand if c.name == pick.arg)
        return play_treasures(_cleared(state), pid, (card,))


def _pile_index(mode: Mode, name: str) -> int | None:
    """The supply index of the pile of that name in this mode, or None."""
    return mode.by_name.get(name)


def _has_treasure(cards: tuple[Card, ...]) -> bool:
    for card in cards:  # noqa: SIM110  (a plain loop: no generator on the hot path)
        if card.is_treasure:
            return True
    return False


def _has_game_treasure(state: DominionState, cards: tuple[Card, ...]) -> bool:
    """True if one of ``cards`` is a Treasure by this game's rule only (Curse with Charlatan)."""
    extra = state.board.mode.treasures
    return bool(extra) and any(c in extra for c in cards)


def _can_buy_any(state: DominionState, coins: int) -> bool:
    """True if some supply pile is non-empty and costs at most ``coins`` (stops at the first)."""
    mode = state.board.mode
    if not _printed_costs(state):
        for card, left in zip(mode.piles, state.supply):  # noqa: B905 (as in `choices`)
            if left > 0 and cost(state, card) <= coins and may_buy(state, state.current, card):
                return True
        return False
    for card, left in zip(mode.piles, state.supply):  # noqa: B905, SIM110 (no generator on the hot path)
        if left > 0 and card.cost <= coins:  # printed costs only
            return True
    return False


def may_buy(state: DominionState, pid: int, card: Card) -> bool:
    """True unless a rule forbids ``pid`` buying ``card`` now, cost aside.

    Its potion part must be paid; the card's own condition (Grand Market);
    cards named this turn (Contraband).
    """
    if card.potion and state.players[pid].more.potions < card.potion:
        return False
    if card.buy_check is not None and not card.buy_check(state, pid):
        return False
    return card.name not in state.table.banned


def _play_all_treasures(state: DominionState, pid: int) -> DominionState:
    """``play all treasures``: every treasure in hand, in hand order; one copy when none has a hook.

    ``state`` may still wait for the decision that chose this: the result does not.
    """
    p = state.players[pid]
    if (state.table.triggers or p.more.hand_known or state.board.mode.hears_play
            or state.board.mode.treasures):
        return play_treasures(_cleared(state), pid, tuple(c for c in p.hand if state.is_treasure(c)))
    kept: list[Card] = []
    played: list[Card] = []
    coins = p.counters.coins
    for card in p.hand:
        if not card.is_treasure:
            kept.append(card)
        elif card.on_play is None and not card.buys:
            played.append(card)
            coins += card.coins
        else:
            return play_treasures(_cleared(state), pid, tuple(c for c in p.hand if c.is_treasure))
    in_play = shared_cards(tuple(played)) if not p.in_play else p.in_play + tuple(played)
    p = _set_played(p, hand=shared_cards(tuple(kept)), in_play=in_play, coins=coins)
    return _set_players_pending(state, players=_seat(state.players, pid, p), pending=None)


def play_treasures(state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
    """``pid`` plays these treasures from hand, in order."""
    p = state.players[pid]
    if (not state.table.triggers and not state.board.mode.hears_play and not p.more.hand_known
            and all(c.on_play is None and not c.buys for c in cards)):
        # (a revealed card leaving the hand must take its knowledge along: the general path)
        hand = list(p.hand)
        for card in cards:
            hand.remove(card)
        return state.with_player(pid, _set_played(p, hand=tuple(hand), in_play=p.in_play + cards,
                                                  coins=p.counters.coins + sum(c.coins for c in cards)))
    for card in reversed(cards):
        state = state.push(PlayCard(pid, card))
    return state


def buy(state: DominionState, pid: int, card: Card) -> DominionState:
    """``pid`` buys ``card``: pays its cost, uses a buy, then the buy event and the gain.

    ``state`` may still wait for the decision that chose this buy: the result does not.
    """
    return _buy(state, pid, card, now=False)


def _buy(state: DominionState, pid: int, card: Card, *, now: bool) -> DominionState:
    """`buy`; ``now``: nothing is pushed after it (the Buy phase's decision), so a gain that
    would be the next effect to run is run at once (what pushing it would do)."""
    p = state.players[pid]
    mode = state.board.mode
    i = mode.index.get(card)
    supply = state.supply
    if (i is not None and supply[i] > 0 and not mode.hears_buy and not mode.hears_gain
            and state.table.possessor is None and not card.potion):
        # nothing listens: pay, use the buy and gain to the discard pile in one copy
        c = p.counters
        p = _set_paid_gained(p, buys=c.buys - 1, coins=c.coins - cost(state, card),
                             discard=(card, *p.discard))
        return _set_bought_gained(state, phase=after_buy(state.phase),
                                  players=_seat(state.players, pid, p),
                                  supply=pile_changed(supply, i, -1),
                                  pending=None)
    p = _set_buys_coins(p, buys=p.counters.buys - 1, coins=p.counters.coins - cost(state, card))
    if card.potion:
        p = p.with_more(p.more.evolve(potions=p.more.potions - card.potion))
    state = _set_phase_players_pending(state, phase=after_buy(state.phase),
                                       players=_seat(state.players, pid, p),
                                pending=None)
    if not mode.hears_buy:
        if now and (mode.hears_gain or state.table.possessor is not None):
            return GainCard(pid, card, bought=True).execute(state)  # (what `gain` would push)
        return gain(state, pid, card, bought=True)
    # when-buy hooks resolve before the card is gained
    state = state.push(GainCard(pid, card, bought=True))
    return announce(state, Event(EventKind.BUY, pid, card, "supply", "discard"))


@dataclass(frozen=True, slots=True, init=False)
class CleanupPhase:
    """Discard hand and play (Durations with work left stay), draw, check the game's end, pass the turn.

    ``bought``: a card was bought this turn (`CLEANUP_PHASE_BOUGHT`).
    """

    is_game_end: bool = False
    bought: bool = False

    def __init__(self, is_game_end: bool = False, bought: bool = False) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "is_game_end", is_game_end)
        object.__setattr__(self, "bought", bought)

    def step(self, state: DominionState) -> DominionState:
        pid = state.current
        p = state.players[pid]
        table = state.table
        mode = state.board.mode
        if (not _plain_more(p.more) or not _steady(table)
                or state.players[(pid + 1) % mode.players].more.pending):
            return _cleanup(state, pid)  # (the next seat's records wait: Horse Traders set aside)
        if mode.general_cleanup and (mode.hears_turn_start or EventKind.SHUFFLE in mode.listens
                                     or announce(state, Event(EventKind.CLEANUP, pid)) is not state):
            return _cleanup(state, pid)  # (what hears the start of Clean-up reacts: Treasury)
        discard = p.hand[::-1] + p.in_play[::-1] + p.discard
        deck = p.deck
        if len(deck) >= 5:  # (`more` holds no knowledge to carry)
            # what draw_cards(pid, 5) does without a shuffle, in the same copy of the seat
            p = _set_cleaned_drawn(p, hand=shared_cards(deck[:5]), deck=shared_cards(deck[5:]),
                                   in_play=(), discard=discard, actions=1, buys=1, coins=0,
                                   turns=p.counters.turns + 1)
            players = _seat(state.players, pid, p)
        else:
            p = _set_cleaned(p, hand=(), in_play=(), discard=discard, actions=1, buys=1, coins=0,
                             turns=p.counters.turns + 1)
            state, _ = state.with_player(pid, p).draw_cards(pid, 5)
            players = state.players
        mode = state.board.mode
        if _is_over(mode, state.supply, players):
            return _end_game(state, board=_calm(state.board), phase=GAME_END_PHASE, players=players)
        nxt = (pid + 1) % mode.players
        q = players[nxt]
        c = q.counters
        if c.actions != 1 or c.buys != 1 or c.coins:
            players = _seat(players, nxt, _set_turn_counters(q, actions=1, buys=1, coins=0))
        return _next_turn(state, board=_calm(state.board), phase=ACTION_PHASE, players=players,
                          current=nxt, turn=state.turn + 1, table=_next_table(table))

    def __repr__(self) -> str:
        return "CLEANUP_PHASE"


def _plain_more(more: PlayerMore) -> bool:
    """True if Clean-up leaves ``more`` as it is: nothing of it stays in play or resolves later
    (no Durations, no records), no Potions to lose, nothing set aside, no knowledge of the hand
    or deck to carry (tokens and mats stay where they are)."""
    return more is NO_MORE or not (more.durations or more.records or more.pending or more.potions
                                   or more.set_aside or more.deck_known or more.hand_known)


def _steady(table: Table) -> bool:
    """True if the next turn is the next seat's normal turn and the end of this one changes
    ``table`` only by `Table.new_turn` (this turn's values reset): no extra turn earned or
    queued, no possession (pile tokens, the Trade Route mat, the Prizes stay as they are)."""
    return table is TABLE or (
        not (table.extra_turn or table.queue or table.kind or table.set_aside)
        and table.possessor is None and table.previous is None and table.normal is None)


def _next_table(table: Table) -> Table:
    """``table`` for the next turn after a turn that `_steady` passes (`TABLE` when empty)."""
    if table is TABLE:
        return table
    fresh = table.new_turn()
    return TABLE if fresh.is_empty() else fresh


def _cleanup(state: DominionState, pid: int) -> DominionState:
    """Clean-up with Durations, extra turns and possession (the general rule).

    In a game where something listens to `EventKind.CLEANUP` (Herbalist, Alchemist: "when you
    discard this from play"), the event is told first, while every card is still in play; the
    discarding waits below what it pushed (`_CleanUp`).
    """
    if EventKind.CLEANUP in state.board.mode.listens:
        return announce(state.push(_CleanUp(pid)), Event(EventKind.CLEANUP, pid))
    return _clean_up(state, pid)


@dataclass(frozen=True, slots=True, init=False)
class _CleanUp:
    """The rest of ``player``'s Clean-up once what heard its start has resolved."""

    player: int

    def __init__(self, player: int) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)

    def execute(self, state: DominionState) -> DominionState:
        return _clean_up(state, self.player)


def _clean_up(state: DominionState, pid: int) -> DominionState:
    """Discard hand and play (Durations with work left stay), draw, pass the turn."""
    p = state.players[pid]
    more = p.more
    table = state.table
    # Durations with work left stay in play, with the Throne Room or King's Court that played them
    kept: list[Card] = []
    in_play = list(p.in_play)
    for record in more.records:
        for card in (record.card, record.keeper):
            if card is not None and card in in_play:
                in_play.remove(card)
                kept.append(card)
    leaving = tuple(in_play) + more.durations
    discard = p.hand[::-1] + leaving[::-1] + p.discard
    if more is not NO_MORE:  # (an empty record stays the shared empty one: no copy)
        more = more.evolve(durations=tuple(kept), pending=more.pending + more.records,
                       records=(), potions=0)
        more = NO_MORE if more.is_empty() else more  # emptied: the fast paths apply again
    normal = table.kind == ""
    p = _set_cleaned_more(p, hand=(), in_play=(), discard=discard, more=more,
                          counters=counters(1, 1, 0, p.counters.turns + (1 if normal else 0)))
    state = state.with_player(pid, p)
    if table.possessor is not None:  # the possessed player's trashed cards come back
        q = state.players[pid]
        state = state.with_player(pid, q.evolve(discard=table.set_aside[::-1] + q.discard))
    entry = _next_entry(table, pid, state.board.mode.players)[0]
    n = 3 if entry.kind == "outpost" and entry.seat == pid else 5
    if EventKind.SHUFFLE in state.board.mode.listens:  # a shuffle may ask (Stash): the turn passes after
        return draw(state.push(_PassTurn(pid)), pid, n)
    state, _ = state.draw_cards(pid, n)
    return _pass_turn(state, pid)


def _next_entry(table: Table, pid: int, seats: int) -> tuple[TurnEntry, tuple[TurnEntry, ...], int]:
    """After ``pid``'s turn: whose turn is next (an Outpost turn, extra turns waiting, else the
    next seat in order), the queue after it, and the seat of the last turn that was not extra."""
    queue = table.queue
    if table.extra_turn == "outpost":
        queue = (TurnEntry(pid, "outpost"), *queue)
    normal_seat = pid if table.kind == "" else (table.normal if table.normal is not None else pid)
    entry = queue[0] if queue else TurnEntry((normal_seat + 1) % seats)
    return entry, queue[1:], normal_seat


@dataclass(frozen=True, slots=True, init=False)
class _PassTurn:
    """The end of ``player``'s Clean-up once its new hand is drawn."""

    player: int

    def __init__(self, player: int) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)

    def execute(self, state: DominionState) -> DominionState:
        return _pass_turn(state, self.player)


@dataclass(frozen=True, slots=True, init=False)
class _TurnStarts:
    """The start of ``player``'s turn is announced (games where a card reacts to it: Clerk)."""

    player: int

    def __init__(self, player: int) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "player", player)

    def execute(self, state: DominionState) -> DominionState:
        return announce(state, Event(EventKind.TURN_START, self.player))


def _pass_turn(state: DominionState, pid: int) -> DominionState:
    """After Clean-up's draw: the game ends, or the next turn starts (its Durations first)."""
    table = state.table
    entry, queue, normal_seat = _next_entry(table, pid, state.board.mode.players)
    players = state.players
    if _is_over(state.board.mode, state.supply, players):
        return _end_game(state, board=_calm(state.board), phase=GAME_END_PHASE, players=players)
    nxt = entry.seat
    q = players[nxt]
    c = q.counters
    if c.actions != 1 or c.buys != 1 or c.coins:
        players = _seat(players, nxt, _set_turn_counters(q, actions=1, buys=1, coins=0))
    # kept only where read: `normal` during an extra turn (whose turn follows it), `previous`
    # when the turn goes to the same seat again (Outpost: not two extra turns in a row), so that
    # a game of normal turns keeps the empty `TABLE` (and the fast paths that test for it)
    fresh = table.new_turn()
    if fresh is TABLE and not queue and entry.kind == "" and entry.by is None and nxt != pid:
        new_table = TABLE
    else:
        new_table = fresh.evolve(queue=queue, kind=entry.kind, possessor=entry.by,
                                 normal=normal_seat if entry.kind else None,
                                 previous=pid if nxt == pid else None, set_aside=())
        new_table = TABLE if new_table.is_empty() else new_table
    state = _next_turn(state, board=_calm(state.board), phase=ACTION_PHASE, players=players,
                       current=nxt, turn=state.turn + 1, table=new_table)
    if state.board.mode.hears_turn_start:  # after the Durations' work: reactions from the hand (Clerk)
        state = state.push(_TurnStarts(nxt))
    if state.players[nxt].more.pending:
        state = state.push(StartOfTurn(nxt))
    return state


def is_game_over(state: DominionState) -> bool:
    """True if the game ends after the turn just completed (piles or the turn limit)."""
    return _is_over(state.board.mode, state.supply, state.players)


def _is_over(mode: Mode, supply: bytes, players: tuple[PlayerState, ...]) -> bool:
    province = mode.province_index
    if province is not None and supply[province] == 0:
        return True
    colony = mode.colony_index
    if colony is not None and supply[colony] == 0:
        return True
    if not mode.province_only_end and supply.count(0) >= mode.empty_piles_to_end:
        return True
    return all(p.counters.turns >= mode.turn_limit for p in players)


@dataclass(frozen=True, slots=True, init=False)
class GameEndPhase:
    """The game is over; nothing more happens."""

    is_game_end: bool = True

    def __init__(self, is_game_end: bool = True) -> None:
        # Written out (not generated by `dataclass`): the compiled build runs it in C.
        object.__setattr__(self, "is_game_end", is_game_end)

    def step(self, state: DominionState) -> DominionState:
        raise InvalidActionError("the game is over")

    def __repr__(self) -> str:
        return "GAME_END_PHASE"


# One decision value per seat, shared by every state that waits for it (values compare equal
# anyway): a kept history then holds no copy of them.
_ACTION_CHOICES: Final = tuple(ActionPhaseChoice(pid) for pid in range(_MAX_SEATS))
_BUY_PHASE_CHOICES: Final = tuple(BuyPhaseChoice(pid) for pid in range(_MAX_SEATS))

ACTION_PHASE: Final = ActionPhase()
BUY_PHASE: Final = BuyPhase()
BUY_PHASE_BOUGHT: Final = BuyPhase(bought=True)
CLEANUP_PHASE: Final = CleanupPhase()
CLEANUP_PHASE_BOUGHT: Final = CleanupPhase(bought=True)


def after_buy(phase: Phase[DominionState]) -> Phase[DominionState]:
    """The phase once a card is bought in ``phase``: a Buy phase notes the buy (no Treasures may
    be played after it, `DominionState.bought`); another phase stays itself."""
    return BUY_PHASE_BOUGHT if isinstance(phase, BuyPhase) else phase


def _cleanup_phase(state: DominionState) -> Phase[DominionState]:
    """Clean-up, still noting whether a card was bought this turn."""
    return CLEANUP_PHASE_BOUGHT if state.bought else CLEANUP_PHASE
GAME_END_PHASE: Final = GameEndPhase()

