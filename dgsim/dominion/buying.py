"""What may be bought: the buy rules (costs, Potions, bans, a card's own condition), and the
fast path of a game whose costs are all printed ones (`_printed_costs`).

`dgsim.dominion.phase`'s Buy phase offers what these allow and its buys pay what `cost` says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dgsim.core import Choice
from dgsim.dominion.card import Card
from dgsim.dominion.cost import cost
from dgsim.dominion.state import (
    TABLE,
    DominionState,
    Mode,
)

if TYPE_CHECKING:
    pass

__all__ = [
    "may_buy",
    "may_buy_landscape",
]


def _printed_costs(state: DominionState) -> bool:
    """True if what each card costs, and whether it may be bought, is its printed cost alone: no
    card of the game has a cost or buy rule of its own (Peddler, Potion costs, Grand Market), and
    nothing this turn changes costs or forbids buys (Bridge, Quarry, Contraband; what else the
    table holds, such as pile tokens, does not matter to `cost` and `may_buy`)."""
    mode = state.board.mode
    if mode.buy_rules or mode.cost_rules:
        return False
    table = state.table
    return table is TABLE or not (table.turn.cost_cut or table.turn.action_cut or table.turn.banned)


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
    """True if the current seat may buy some supply pile with ``coins`` (stops at the first)."""
    return _buyable(state, state.current, coins, None)


def _is_buyable(state: DominionState, pid: int, card: Card, coins: int) -> bool:
    """True if ``pid`` may buy ``card`` (its pile not empty) with ``coins``, by the cost and buy
    rules: `cost` at most ``coins`` and `may_buy`; with `_printed_costs`, ``card.cost <= coins``
    (what `cost` gives then, without the call). `_buyable` writes this test out per pile."""
    if _printed_costs(state):
        return card.cost <= coins
    return cost(state, card) <= coins and may_buy(state, pid, card)


def _buyable(state: DominionState, pid: int, coins: int, out: list[Choice] | None) -> bool:
    """The one loop over the piles: the ``buy <Card>`` choice of each non-empty pile that ``pid``
    may buy with ``coins`` (`_is_buyable`, written out) is appended to ``out``, in supply order;
    True if there is one. With ``out`` None it stops at the first (`_can_buy_any`).

    `BuyPhaseChoice.choices` and `_can_buy_any` both walk it; `BuyPhaseChoice.allows` asks
    `_is_buyable` of the one pile named.
    """
    if state.players[pid].more.tokens.debt:  # no buying while in debt (Empires)
        return False
    mode = state.board.mode
    piles = mode.buy_choices if not mode.mixed else _top_buy_choices(state)
    found = False
    # (zip without `strict`: the compiled build then walks both in C; equal lengths)
    if _printed_costs(state):  # printed costs only: the same test as `cost`, without the call
        for (card, choice), left in zip(piles, state.supply):  # noqa: B905
            if left > 0 and card.cost <= coins:
                if out is None:
                    return True
                out.append(choice)
                found = True
    else:
        for (card, choice), left in zip(piles, state.supply):  # noqa: B905
            if left > 0 and cost(state, card) <= coins and may_buy(state, pid, card):
                if out is None:
                    return True
                out.append(choice)
                found = True
    if mode.buy_landscapes:  # then the Events and Projects, beside the cards
        for card, choice in mode.buy_landscapes:
            if may_buy_landscape(state, pid, card, coins):
                if out is None:
                    return True
                out.append(choice)
                found = True
    return found


def may_buy_landscape(state: DominionState, pid: int, card: Card, coins: int) -> bool:
    """True if ``pid`` may buy the Event or Project ``card`` with ``coins`` now: its printed cost
    (cost changes apply to cards only), and a once-per-turn one not bought this turn yet."""
    if card.cost > coins or state.players[pid].more.tokens.debt:
        return False
    if card.once_per_turn and card.name in state.table.turn.landscapes_bought:
        return False
    return card.buy_check is None or card.buy_check(state, pid)


def _top_buy_choices(state: DominionState) -> tuple[tuple[Card, Choice], ...]:
    """`Mode.buy_choices` with each pile of several cards' top instead of its randomizer (an
    empty one keeps it: its count is 0)."""
    mode = state.board.mode
    choices = list(mode.buy_choices)
    for i in mode.mixed:
        top = state.pile_card(i)
        if top is not None:
            choices[i] = (top, Choice("buy", top.name))
    return tuple(choices)


def may_buy(state: DominionState, pid: int, card: Card) -> bool:
    """True unless a rule forbids ``pid`` buying ``card`` now, cost aside.

    Its potion part must be paid; the card's own condition (Grand Market);
    cards named this turn (Contraband).
    """
    p = state.players[pid]
    if card.potion and p.more.turn.potions < card.potion:
        return False
    if p.more.tokens.debt:  # "you can't buy cards [or Events] while you have debt" (Empires)
        return False
    if card.buy_check is not None and not card.buy_check(state, pid):
        return False
    return card.name not in state.table.turn.banned


def _is_plain_treasure(card: Card) -> bool:
    """True if playing ``card`` does nothing but +$ (its printed coins): no hook, no +Buy.
    (`play_treasures` and `_play_all_treasures` write this test out per card.)"""
    return card.on_play is None and not card.buys
