"""Small cards defined for the mechanism tests (named "Test ..."), registered once on import."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from dgsim.dominion.card import Card, CardType, Reaction, action, duration, register, treasure
from dgsim.dominion.cards.basic import SILVER
from dgsim.dominion.effect import draw, gain
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.state import DominionState, DurationRecord, TurnEntry


def vp(state: DominionState, seat: int, n: int = 1) -> DominionState:
    """``seat`` takes ``n`` VP tokens (a visible trace for hooks)."""
    p = state.players[seat]
    return state.with_player(seat, p.with_more(p.more.evolve(vp_tokens=p.more.tokens.vp_tokens + n)))


def _token(state: DominionState, owner: int, event: Event) -> DominionState:
    return vp(state, owner)


def _immune(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.with_board(immune=state.immune | {owner})


def _gain_silver(state: DominionState, owner: int, event: Event) -> DominionState:
    return gain(state, owner, SILVER)


# Reacts (asking) to its owner's own gains while in hand: +1 VP token.
GAINWATCH: Final = action("Test Gainwatch", cost=2, text="Reaction: own gains, +1 VP token.",
                          extra_types=(CardType.REACTION,),
                          reactions=(Reaction(EventKind.GAIN, "hand", False, _token),))
# Reacts (asking) to another player's gain of a Victory card: +1 VP token.
ENVY: Final = action("Test Envy", cost=2, text="Reaction: others' Victory gains.",
                     extra_types=(CardType.REACTION,),
                     reactions=(Reaction(EventKind.GAIN, "hand", True, _token,
                                         when=lambda s, o, e: e.card is not None
                                         and e.card.is_victory),))
# While in play (a Duration), attacks don't affect its owner; no question asked.
SENTINEL: Final = duration("Test Sentinel", cost=2, text="Duration; attack immunity.",
                           at_start=lambda s, pid, r: s, expansion="Base",
                           reactions=(Reaction(EventKind.ATTACK, "in_play", True, _immune,
                                               asks=False),))
# Self hooks: gained +1 VP, bought +1 VP, trashed: gain a Silver, discarded (not Clean-up) +1 VP.
ECHO: Final = Card(name="Test Echo", cost=3, types=frozenset({CardType.ACTION}),
                   text="Self hooks.", on_gain=_token, on_buy=_token, on_trash=_gain_silver,
                   on_discard=_token)


def _later(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return draw(state, pid, record.times)


# At the start of the next turn, +1 Card per time it was played.
LATER: Final = duration("Test Later", cost=3, text="Next turn: +1 Card.", at_start=_later,
                        expansion="Base")


def _cut(state: DominionState, pid: int) -> DominionState:
    return replace(state, table=state.table.evolve(cost_cut=state.table.turn.cost_cut + 1))


CHEAPENER: Final = action("Test Cheapener", cost=2, buys=1, text="Costs $1 less this turn.",
                          then=_cut)
PRICEY: Final = action("Test Pricey", cost=6, text="Costs $1 less per Action in play.",
                       cost_hook=lambda s, c: c.cost - sum(1 for x in s.players[s.current].in_play
                                                           if x.is_action))
PICKY: Final = action("Test Picky", cost=1, text="Can't be bought with a Silver in play.",
                      buy_check=lambda s, pid: SILVER not in s.players[pid].in_play)
ELIXIR: Final = action("Test Elixir", cost=1, potion=1, text="Costs $1 and a Potion.")


def _again(state: DominionState, pid: int) -> DominionState:
    table = state.table
    return replace(state, table=table.evolve(queue=(*table.order.queue, TurnEntry(pid, "extra"))))


def _possess(state: DominionState, pid: int) -> DominionState:
    left = (pid + 1) % state.mode.players
    table = state.table
    entry = TurnEntry(left, "possession", by=pid)
    return replace(state, table=table.evolve(queue=(*table.order.queue, entry)))


AGAIN: Final = action("Test Again", cost=5, text="Take an extra turn after this one.", then=_again)
POSSESS: Final = action("Test Possess", cost=6, text="Possess the player to your left.",
                        then=_possess)
SHINY: Final = treasure("Test Shiny", cost=1, coins=1, text="$1; gained: +1 VP token.",
                        on_gain=_token)

CARDS: Final[tuple[Card, ...]] = register(GAINWATCH, ENVY, SENTINEL, ECHO, LATER, CHEAPENER,
                                          PRICEY, PICKY, ELIXIR, AGAIN, POSSESS, SHINY)
