"""What the browser is sent: one seat's view of a game (play), the whole table (replay), curves, the log.

Everything here is a JSON-able dict built from public reads of the state. A
seat's view is built from `dgsim.dominion.observation.observation`, so it holds
exactly what that seat may know: opponents' hands only as sizes (plus cards
revealed to it), no deck order beyond the known tops, no seed; an opponent's
step in the log names a card only when its verb moves it where everyone sees it.

>>> from dgsim.dominion import new_game
>>> state = new_game("First Game", seed=3).auto_step()
>>> view = seat_view(state, 0, ("you", "bot"))
>>> len(view["players"][1]["hand"]), view["players"][1]["hand_size"]
(0, 5)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from dgsim.agents.rules import money_total
from dgsim.core import History, Step
from dgsim.dominion import DominionState, cost
from dgsim.dominion.card import Card
from dgsim.dominion.fields import PRIVATE_MATS
from dgsim.dominion.observation import SeatView, observation
from dgsim.dominion.score import score
from dgsim.dominion.view import turn_number
from dgsim.web.charts import line_chart

__all__ = [
    "PRIVATE_VERBS",
    "Json",
    "curves",
    "log_entries",
    "money_density",
    "phase_name",
    "seat_view",
    "table_view",
]

Json = dict[str, object]
"""A JSON object as sent to the page."""

PRIVATE_VERBS: Final = frozenset({"topdeck", "keep", "pass", "position", "set aside"})
"""Verbs whose card may stay hidden from other seats (a card put on a deck from a hand, a drawn card
kept, a card passed to a neighbour, a position in a deck, a card set aside face down as by Haven or
Native Village): another seat's log shows the verb alone. Where the card lands in a public zone, the
table shows it."""


def phase_name(state: DominionState) -> str:
    """The phase as words: ``action``, ``buy``, ``cleanup``, ``game end``.

    >>> from dgsim.dominion import scenario
    >>> phase_name(scenario(["Village"], hands={0: ["Village"]}).auto_step())
    'action'
    """
    return repr(state.phase).removesuffix("_PHASE").lower().replace("_", " ")


def money_density(cards: Sequence[Card]) -> float:
    """$ of treasures per card owned (0 for no cards)."""
    return money_total(cards) / max(1, len(cards))


def _supply(state: DominionState, seat: int | None) -> list[Json]:
    """The supply piles with cost and count; ``affordable`` against what ``seat`` could spend now."""
    budget = None
    if seat is not None:
        p = state.players[seat]
        budget = p.coins + money_total(p.hand)
    tokens = getattr(state, "tokens", None)
    piles: list[Json] = []
    for randomizer, card, count in zip(state.mode.piles, state.supply_cards(), state.supply,
                                       strict=True):
        price = cost(state, card)
        pile: Json = {"name": card.name, "cost": price, "count": count,
                      "types": sorted(t.value for t in card.types),
                      "kingdom": randomizer in state.mode.kingdom}
        if randomizer is not card:  # a pile of several cards: its top, and the pile's name
            pile["pile"] = randomizer.name
        if budget is not None:
            pile["affordable"] = count > 0 and price <= budget
        if callable(tokens):
            embargo = tokens(randomizer.name)
            if isinstance(embargo, int) and embargo:
                pile["tokens"] = embargo
        piles.append(pile)
    return piles


def _landscapes(state: DominionState, seat: int | None) -> list[Json]:
    """The game's landscapes: name, kind, an Event's or Project's cost (``affordable`` against what
    ``seat`` could spend now), the VP tokens on it."""
    budget = None
    if seat is not None:
        p = state.players[seat]
        budget = p.coins + money_total(p.hand)
    out: list[Json] = []
    for card in state.mode.landscapes:
        item: Json = {"name": card.name, "kind": card.type_line, "landscape": True,
                      "types": sorted(t.value for t in card.types), "text": card.text}
        if card.when_bought is not None:
            item["cost"] = card.cost
            if budget is not None:
                item["affordable"] = card.cost <= budget
        vp = state.landmark_vp(card.name)
        if vp:
            item["vp"] = vp
        out.append(item)
    return out


def _mats(p: object, visible: bool) -> Json:
    """A seat's mats (expansions): cards by mat name; a private mat of another seat as a count."""
    mats = getattr(p, "mats", None)
    out: Json = {}
    if isinstance(mats, Mapping):
        for name, cards in mats.items():
            names = [c.name for c in cards if isinstance(c, Card)]
            out[str(name)] = names if visible or name not in PRIVATE_MATS else len(names)
    tokens = getattr(p, "vp_tokens", 0)
    if isinstance(tokens, int) and tokens:
        out["VP tokens"] = tokens
    coffers = getattr(p, "coffers", 0)
    if isinstance(coffers, int) and coffers:
        out["Coffers"] = coffers
    debt = getattr(p, "debt", 0)
    if isinstance(debt, int) and debt:
        out["Debt"] = debt
    tokens = getattr(p, "tokens", None)
    if isinstance(tokens, Mapping):
        for token, where in sorted(tokens.items()):
            out[f"{token} token"] = str(where)
    return out


def _seat(state: DominionState, seen: SeatView, name: str, mine: bool) -> Json:
    p = state.players[seen.seat]
    return {
        "seat": seen.seat, "name": name, "you": mine,
        "hand": list(seen.hand), "hand_size": seen.hand_size,
        "deck_size": seen.deck_size, "deck_top": [[i, c] for i, c in seen.deck_top],
        "discard": list(seen.discard), "discard_size": len(seen.discard),
        "in_play": list(seen.in_play), "set_aside": list(seen.set_aside),
        "actions": seen.actions, "buys": seen.buys, "coins": seen.coins, "turns": seen.turns,
        "vp": score(state, seen.seat), "cards": len(p.all_cards()), "mats": _mats(p, mine),
    }


def log_entries(history: History[DominionState], names: Sequence[str], viewer: int | None,
                last: int | None = None) -> list[Json]:
    """The decisions up to the history's cursor, oldest first (only the ``last`` ones when given).

    Each entry: ``step`` (its index), ``turn`` (the turn of the seat whose turn it is, as
    `turn_number` counts it), ``seat``, ``name`` and ``labels``. For a
    ``viewer`` seat, another seat's label whose verb is in `PRIVATE_VERBS` is shown as the verb alone.
    """
    steps: Sequence[Step] = history.steps[:history.position]
    start = 0 if last is None else max(0, len(steps) - last)
    out: list[Json] = []
    for i in range(start, len(steps)):
        step = steps[i]
        labels = list(step.labels)
        if viewer is not None and step.pid != viewer:
            labels = [_masked(label) for label in labels]
        out.append({"step": i, "turn": turn_number(history.states[i]), "seat": step.pid,
                    "name": names[step.pid], "labels": labels})
    return out


def _masked(label: str) -> str:
    """``topdeck Gold`` -> ``topdeck a card``; ``set aside Haven`` -> ``set aside a card``."""
    for verb in PRIVATE_VERBS:
        if label.startswith(verb + " "):
            return f"{verb} a card"
    return label


def seat_view(state: DominionState, seat: int, names: Sequence[str]) -> Json:
    """The table as seat ``seat`` sees it: supply, trash, every seat (its own hand; others' sizes)."""
    seen = observation(state, seat)
    over = state.game_end()
    view: Json = {
        "turn": turn_number(state), "current": state.current, "phase": phase_name(state),
        "waiting_for": seen.waiting_for, "game_over": over,
        "supply": _supply(state, seat), "trash": list(seen.trash),
        "players": [_seat(state, s, names[s.seat], s.seat == seat) for s in seen.players],
        "landscapes": _landscapes(state, seat),
    }
    if over:
        view["scores"] = list(state.scores())
        view["winners"] = list(state.winners())
    return view


def table_view(state: DominionState, names: Sequence[str]) -> Json:
    """The whole table with every seat's hand and deck (for replays of finished games)."""
    players: list[Json] = []
    for q, p in enumerate(state.players):
        players.append({
            "seat": q, "name": names[q], "you": False,
            "hand": sorted(c.name for c in p.hand), "hand_size": len(p.hand),
            "deck": [c.name for c in p.deck], "deck_size": len(p.deck),
            "discard": [c.name for c in p.discard], "discard_size": len(p.discard),
            "in_play": [c.name for c in p.in_play], "set_aside": [c.name for c in p.public_set_aside],
            "actions": p.actions, "buys": p.buys, "coins": p.coins, "turns": p.turns,
            "vp": score(state, q), "cards": len(p.all_cards()), "mats": _mats(p, True),
        })
    view: Json = {"turn": turn_number(state), "current": state.current, "phase": phase_name(state),
                  "waiting_for": state.waiting_for(), "game_over": state.game_end(),
                  "supply": _supply(state, None), "trash": [c.name for c in state.trash_pile],
                  "players": players, "landscapes": _landscapes(state, None)}
    if state.game_end():
        view["scores"] = list(state.scores())
        view["winners"] = list(state.winners())
    return view


def curves(states: Sequence[DominionState]) -> tuple[list[list[int]], list[list[float]]]:
    """Per seat, its VP and money density after each of its turns, read along ``states``."""
    if not states:
        return [], []
    n = states[0].mode.players
    vp: list[list[int]] = [[] for _ in range(n)]
    money: list[list[float]] = [[] for _ in range(n)]
    for state in states:
        for seat in range(n):
            p = state.players[seat]
            while len(vp[seat]) < p.turns:
                vp[seat].append(score(state, seat))
                money[seat].append(money_density(p.all_cards()))
    return vp, money


def charts(states: Sequence[DominionState], names: Sequence[str], *, money: bool = True) -> Json:
    """SVG charts of VP (and money density) by turn per seat, as markup strings."""
    vp, density = curves(states)
    out: Json = {"vp": line_chart([(names[s], [float(v) for v in vp[s]]) for s in range(len(vp))],
                                  title="VP by turn", y_label="VP")}
    if money:
        out["money"] = line_chart([(names[s], density[s]) for s in range(len(density))],
                                  title="Money density by turn", y_label="$ per card")
    return out
