"""A seat's tokens (Adventures): on supply piles, on its deck, in front of it; what they do.

- **On piles** (`SeatTokens.on_piles`): "+1 Card", "+1 Action", "+1 Buy", "+$1" ("when you
  play a card from that pile, you first get" the bonus: `token_bonuses`, from `Resolve`, each
  play), "-$2 cost" ("cards from that pile cost $2 less on your turns": `token_cut`, from
  `cost`), "Trashing" (a reaction of the card that moves it: Plan). `MoveToken` asks ``move to
  <Pile>`` for an Action supply pile; `move_token` moves one.
- **The -1 Card token** (`minus_card`): on the deck, "the next time you draw cards, draw one
  less" (`DominionState.draw_cards`), then it is returned.
- **The -$1 token** (`minus_coin`): "the next time you get $, get $1 less" (the card's own +$,
  `DominionState.add_coins`, Coffers), then it is returned.
- **The Journey token** (`journey_down`): face up or down, turned over by the cards that use it.

A game keeps these rules only when a card or landscape in it names the tokens (`Card.tokens`,
`Mode.tokens`); the reads are ``p.tokens`` (token -> where it is: a pile's name, ``"deck"`` for
the -1 Card token, ``"seat"`` for the -$1 token) and ``p.journey`` (``"face up"``/``"face down"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType
from dgsim.dominion.state import DominionState

__all__ = ["PILE_TOKENS", "PLAY_TOKENS", "MoveToken", "flip_journey", "move_token",
           "put_minus_card", "take_minus_coin", "token_bonuses", "token_cut", "token_pile"]

PLAY_TOKENS: Final = ("+1 Card", "+1 Action", "+1 Buy", "+$1")
"""Tokens that give their bonus first when a card from their pile is played."""
PILE_TOKENS: Final = (*PLAY_TOKENS, "-$2 cost", "Trashing", "Estate")
"""Every seat token that sits on a supply pile."""


def token_pile(state: DominionState, pid: int, token: str) -> str | None:
    """The name of the pile ``pid``'s ``token`` is on, or None."""
    for name, pile in state.players[pid].more.tokens.on_piles:
        if name == token:
            return pile
    return None


def move_token(state: DominionState, pid: int, token: str, pile: str) -> DominionState:
    """``pid``'s ``token`` moves to the supply pile ``pile`` (by its pile name)."""
    p = state.players[pid]
    tokens = dict(p.more.tokens.on_piles)
    tokens[token] = state.pile_name(pile)
    return state.with_player(pid, p.with_more(p.more.evolve(
        on_piles=tuple(sorted(tokens.items())))))


def _pile_of(state: DominionState, card: Card) -> str | None:
    mode = state.board.mode
    i = mode.index.get(card)
    return None if i is None else mode.piles[i].name


def token_bonuses(state: DominionState, pid: int, card: Card) -> DominionState:
    """What ``pid``'s tokens give first as it plays ``card`` (the +1 Card, +1 Action, +1 Buy and
    +$1 tokens on its pile)."""
    tokens = state.players[pid].more.tokens.on_piles
    if not tokens:
        return state
    pile = _pile_of(state, card)
    if pile is None:
        return state
    for token, where in tokens:
        if where != pile:
            continue
        if token == "+1 Card":
            from dgsim.dominion.effect import draw

            state = draw(state, pid, 1)
        elif token in ("+1 Action", "+1 Buy"):
            p = state.players[pid]
            state = state.with_player(pid, p.with_counters(
                actions=p.actions + (token == "+1 Action"), buys=p.buys + (token == "+1 Buy")))
        elif token == "+$1":
            state = state.add_coins(pid, 1)
    return state


def token_cut(state: DominionState, card: Card) -> int:
    """$2 when the current seat's -$2 cost token is on ``card``'s pile ("on your turns"), else 0."""
    pile = token_pile(state, state.current, "-$2 cost")
    return 2 if pile is not None and pile == _pile_of(state, card) else 0


def put_minus_card(state: DominionState, pid: int) -> DominionState:
    """``pid``'s -1 Card token goes on its deck (it stays there if it is there already)."""
    p = state.players[pid]
    return state.with_player(pid, p.with_more(p.more.evolve(minus_card=True)))


def take_minus_coin(state: DominionState, pid: int) -> DominionState:
    """``pid`` takes its -$1 token (its next $ is $1 less)."""
    p = state.players[pid]
    return state.with_player(pid, p.with_more(p.more.evolve(minus_coin=True)))


def flip_journey(state: DominionState, pid: int) -> tuple[DominionState, bool]:
    """``pid`` turns its Journey token over; the state and whether it is face up now."""
    p = state.players[pid]
    down = not p.more.tokens.journey_down
    return state.with_player(pid, p.with_more(p.more.evolve(journey_down=down))), not down


_MOVE: Final[dict[str, Choice]] = {}


@dataclass(frozen=True, slots=True)
class MoveToken:
    """``move to <Pile>``: ``player`` moves its ``token`` to a supply pile of ``types`` (an Action
    supply pile by default; every such pile, empty ones too), then ``then``."""

    player: int
    token: str
    types: frozenset[CardType] = frozenset({CardType.ACTION})

    def execute(self, state: DominionState) -> DominionState:
        if not self._piles(state):
            return state
        return state.ask(self)

    def _piles(self, state: DominionState) -> tuple[str, ...]:
        mode = state.board.mode
        return tuple(sorted({pile.name for pile in mode.piles
                             if pile.types & self.types or any(c.types & self.types
                                                               for c in pile.pile)}))

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        out = []
        for name in self._piles(state):
            choice = _MOVE.get(name)
            if choice is None:
                choice = _MOVE[name] = Choice("move to", name)
            out.append(choice)
        return tuple(out)

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        return move_token(state, self.player, self.token, picks[0].arg)
