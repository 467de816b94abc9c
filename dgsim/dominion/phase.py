"""Turn phases: Action, Buy, Cleanup, and the end of the game; the top-level choices of a turn."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice, InvalidActionError
from dgsim.dominion.card import Card
from dgsim.dominion.cost import cost
from dgsim.dominion.effect import Broadcast, PlayCard, gain
from dgsim.dominion.state import DominionState

__all__ = [
    "ACTION_PHASE",
    "BUY_PHASE",
    "CLEANUP_PHASE",
    "GAME_END_PHASE",
    "ActionPhase",
    "ActionPhaseChoice",
    "BuyPhase",
    "BuyPhaseChoice",
    "CleanupPhase",
    "GameEndPhase",
    "is_game_over",
    "play_treasures",
]

END_ACTIONS: Final = Choice("end actions")
END_TURN: Final = Choice("end turn")
PLAY_ALL: Final = Choice("play all treasures")


@dataclass(frozen=True, slots=True)
class ActionPhase:
    """The current player may play Action cards while it has actions."""

    is_game_end: bool = False

    def step(self, state: DominionState) -> DominionState:
        return state.ask(ActionPhaseChoice(state.current))

    def __repr__(self) -> str:
        return "ACTION_PHASE"


@dataclass(frozen=True, slots=True)
class ActionPhaseChoice:
    """``play <Action>`` for each action card name in hand (with an action left), or ``end actions``."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        p = state.players[self.player]
        if p.actions <= 0:
            return (END_ACTIONS,)
        names = sorted({c.name for c in p.hand if c.is_action})
        return (*(Choice("play", n) for n in names), END_ACTIONS)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pick = picks[0]
        if pick.arg is None:
            return replace(state, phase=BUY_PHASE)
        pid = self.player
        p = state.players[pid]
        card = next(c for c in p.hand if c.name == pick.arg)
        state = state.with_player(pid, replace(p, actions=p.actions - 1))
        return state.push(PlayCard(pid, card))


@dataclass(frozen=True, slots=True)
class BuyPhase:
    """The current player plays treasures, then buys."""

    is_game_end: bool = False

    def step(self, state: DominionState) -> DominionState:
        return state.ask(BuyPhaseChoice(state.current))

    def __repr__(self) -> str:
        return "BUY_PHASE"


def _may_play_treasures(state: DominionState, buys: int) -> bool:
    mode = state.mode
    if state.bought and not mode.treasures_after_buy:
        return False
    return not (mode.treasures_need_buy and buys <= 0)


@dataclass(frozen=True, slots=True)
class BuyPhaseChoice:
    """``play <Treasure>``, ``play all treasures``, ``buy <Card>``, or ``end turn``."""

    player: int

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        p = state.players[self.player]
        out: list[Choice] = []
        if _may_play_treasures(state, p.buys):
            names = sorted({c.name for c in p.hand if c.is_treasure})
            if names:
                out.extend(Choice("play", n) for n in names)
                out.append(PLAY_ALL)
        if p.buys > 0:
            coins = p.coins
            supply = state.supply
            out.extend(Choice("buy", c.name) for i, c in enumerate(state.mode.piles)
                       if supply[i] > 0 and cost(state, c) <= coins)
        out.append(END_TURN)
        return tuple(out)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        pick = picks[0]
        pid = self.player
        if pick.verb == "buy":
            return buy(state, pid, next(c for c in state.mode.piles if c.name == pick.arg))
        if pick is PLAY_ALL or pick == PLAY_ALL:
            return play_treasures(state, pid, tuple(c for c in state.players[pid].hand
                                                    if c.is_treasure))
        if pick.arg is None:
            return replace(state, phase=CLEANUP_PHASE)
        card = next(c for c in state.players[pid].hand if c.name == pick.arg)
        return play_treasures(state, pid, (card,))


def play_treasures(state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
    """``pid`` plays these treasures from hand, in order."""
    if not state.triggers and all(c.on_play is None for c in cards):
        p = state.players[pid]
        hand = list(p.hand)
        for card in cards:
            hand.remove(card)
        return state.with_player(pid, replace(
            p, hand=tuple(hand), in_play=p.in_play + cards,
            coins=p.coins + sum(c.coins for c in cards)))
    for card in reversed(cards):
        state = state.push(PlayCard(pid, card))
    return state


def buy(state: DominionState, pid: int, card: Card) -> DominionState:
    """``pid`` buys ``card``: pays its cost, uses a buy, gains it."""
    p = state.players[pid]
    state = replace(state.with_player(pid, replace(p, buys=p.buys - 1,
                                                   coins=p.coins - cost(state, card))),
                    bought=True)
    if "buy" in state.mode.reactors:
        state = Broadcast("buy", pid, card).execute(state)
    return gain(state, pid, card)


@dataclass(frozen=True, slots=True)
class CleanupPhase:
    """Discard hand and play, draw 5, check the game's end, pass the turn."""

    is_game_end: bool = False

    def step(self, state: DominionState) -> DominionState:
        pid = state.current
        p = state.players[pid]
        discard = p.hand[::-1] + p.in_play[::-1] + p.discard
        p = replace(p, hand=(), in_play=(), discard=discard, actions=0, buys=0, coins=0,
                    turns=p.turns + 1)
        state = state.with_player(pid, p)
        state, _ = state.draw_cards(pid, 5)
        state = replace(state, triggers=(), bought=False, immune=frozenset())
        if is_game_over(state):
            return replace(state, phase=GAME_END_PHASE)
        nxt = (pid + 1) % state.mode.players
        q = state.players[nxt]
        state = state.with_player(nxt, replace(q, actions=1, buys=1, coins=0))
        state = replace(state, current=nxt, turn=state.turn + 1, phase=ACTION_PHASE)
        if "turn_start" in state.mode.reactors:
            state = Broadcast("turn_start", nxt).execute(state)
        return state

    def __repr__(self) -> str:
        return "CLEANUP_PHASE"


def is_game_over(state: DominionState) -> bool:
    """True if the game ends after the turn just completed (piles or the turn limit)."""
    mode = state.mode
    supply = state.supply
    province = mode.index.get(_PROVINCE())
    if province is not None and supply[province] == 0:
        return True
    if not mode.province_only_end and sum(1 for n in supply if n == 0) >= mode.empty_piles_to_end:
        return True
    return all(p.turns >= mode.turn_limit for p in state.players)


def _PROVINCE() -> Card:
    from dgsim.dominion.cards.basic import PROVINCE

    return PROVINCE


@dataclass(frozen=True, slots=True)
class GameEndPhase:
    """The game is over; nothing more happens."""

    is_game_end: bool = True

    def step(self, state: DominionState) -> DominionState:
        raise InvalidActionError("the game is over")

    def __repr__(self) -> str:
        return "GAME_END_PHASE"


ACTION_PHASE: Final = ActionPhase()
BUY_PHASE: Final = BuyPhase()
CLEANUP_PHASE: Final = CleanupPhase()
GAME_END_PHASE: Final = GameEndPhase()

