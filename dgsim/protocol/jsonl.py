"""The dgsim JSON-lines protocol: one JSON object per line, any kingdom, the full rules.

The server writes ``start``, ``decide`` (the only message that wants a
reply) and ``end``. A ``decide`` carries the receiving seat's observation
(what it may know and nothing more) and the labels of the pending
decision's next choices; the reply walks the action tree one label at a
time (``{"choose": label}``) or gives the whole action (``{"action":
[labels]}``). docs/protocol.md is the specification.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from itertools import islice
from typing import Final

from dgsim.core import ActionGenerator, InvalidActionError, iter_actions
from dgsim.dominion.card import Card
from dgsim.dominion.observation import SeatView
from dgsim.dominion.observation import observation as seat_view
from dgsim.dominion.phase import ActionPhase, BuyPhase, CleanupPhase
from dgsim.dominion.state import DominionState

__all__ = [
    "PROTOCOL",
    "decide_message",
    "end_message",
    "observation",
    "parse_reply",
    "phase_name",
    "start_message",
]

PROTOCOL: Final = "dgsim-jsonl/1"
MAX_ACTIONS: Final = 64
"""A ``decide`` lists the complete actions when there are at most this many."""


def _names(cards: Sequence[Card]) -> list[str]:
    return [c.name for c in cards]


def phase_name(state: DominionState) -> str:
    """"action", "buy", "cleanup" or "end"."""
    phase = state.phase
    if phase.is_game_end:
        return "end"
    if isinstance(phase, ActionPhase):
        return "action"
    if isinstance(phase, BuyPhase):
        return "buy"
    return "cleanup" if isinstance(phase, CleanupPhase) else type(phase).__name__


def observation(state: DominionState, pid: int) -> dict[str, object]:
    """What seat ``pid`` may know: its own zones (deck as a composition), public zones, others' counts.

    Other players' hands and decks appear only as sizes; every discard pile,
    play area, the supply and the trash are public.
    """
    me = state.players[pid]
    piles = state.mode.piles
    views = seat_view(state, pid).players
    others = []
    for seat in state.others(pid):
        p = state.players[seat]
        others.append({"seat": seat, "hand_size": len(p.hand), "deck_size": len(p.deck),
                       "discard": _names(p.discard), "in_play": _names(p.in_play),
                       "set_aside": _names(p.public_set_aside), "turns": p.turns,
                       **_more(views[seat])})
    return {
        "seat": pid,
        "turn": state.turn,
        "current": state.current,
        "phase": phase_name(state),
        "bought": state.bought,
        "you": {
            "hand": _names(me.hand),
            "deck": dict(sorted(Counter(c.name for c in me.deck).items())),
            "deck_size": len(me.deck),
            "discard": _names(me.discard),
            "in_play": _names(me.in_play),
            "set_aside": _names(me.public_set_aside),
            "actions": me.actions, "buys": me.buys, "coins": me.coins, "turns": me.turns,
            **_more(views[pid]),
        },
        "supply": {c.name: state.supply[i] for i, c in enumerate(piles)},
        "trash": _names(state.trash_pile),
        "others": others,
        **_table(state),
    }


def _more(view: SeatView) -> dict[str, object]:
    """A seat's Durations, face-down cards, mats and tokens as the observer may know them.

    Only the keys that are not empty (a base game's messages are unchanged); what is
    private to the seat (face-down cards, private mats) is a count for other seats.
    """
    out: dict[str, object] = {}
    if view.duration:
        out["duration"] = list(view.duration)
    if view.face_down:
        out["face_down"] = (list(view.face_down) if isinstance(view.face_down, tuple)
                            else view.face_down)
    if view.mats:
        out["mats"] = {name: list(cards) if isinstance(cards, tuple) else cards
                       for name, cards in view.mats}
    for key in ("vp_tokens", "potions", "pirate_ship", "coffers", "debt"):
        value = getattr(view, key)
        if value:
            out[key] = value
    if view.tokens:
        out["tokens"] = dict(view.tokens)
    if view.journey != "face up":
        out["journey"] = view.journey
    return out


def _table(state: DominionState) -> dict[str, object]:
    """Tokens on piles and the Trade Route mat, the landscapes and their VP tokens, when there
    are any."""
    out: dict[str, object] = {}
    if state.table.tokens.pile_tokens:
        out["tokens"] = dict(state.table.tokens.pile_tokens)
    if state.trade_route:
        out["trade_route"] = state.trade_route
    if state.landscapes:
        out["landscapes"] = list(state.landscapes)
    if state.table.tokens.pile_vp:
        out["pile_vp"] = dict(state.table.tokens.pile_vp)
    if state.table.tokens.landmark_vp:
        out["landmark_vp"] = dict(state.table.tokens.landmark_vp)
    if state.table.tokens.pile_debt:
        out["pile_debt"] = dict(state.table.tokens.pile_debt)
    if state.table.tokens.landscape_piles:
        out["landscape_piles"] = dict(state.table.tokens.landscape_piles)
    return out


def start_message(state: DominionState, pid: int, names: Sequence[str]) -> str:
    """The ``start`` line for seat ``pid``: seats, kingdom, rules."""
    mode = state.mode
    return json.dumps({
        "type": "start", "protocol": PROTOCOL, "seat": pid, "players": list(names),
        "kingdom": [c.name for c in mode.kingdom], "piles": [c.name for c in mode.piles],
        **({"landscapes": [{"name": c.name, "kind": c.type_line, "cost": c.cost,
                            "text": c.text} for c in mode.landscapes]}
           if mode.landscapes else {}),
        "rules": {"name": mode.name, "turn_limit": mode.turn_limit,
                  "empty_piles_to_end": mode.empty_piles_to_end,
                  "province_only_end": mode.province_only_end,
                  "treasures_need_buy": mode.treasures_need_buy,
                  "treasures_after_buy": mode.treasures_after_buy,
                  "shared_ties": mode.shared_ties},
    }, separators=(",", ":"))


def decide_message(gen: ActionGenerator[DominionState], max_actions: int = MAX_ACTIONS) -> str:
    """The ``decide`` line for the seat of ``gen``: observation, picks so far, choices.

    ``actions`` lists every complete continuation (labels after the picks)
    when there are at most ``max_actions`` of them.
    """
    state = gen.state
    pending = state.pending
    k = len(gen.picks)
    leaves = [list(a.labels[k:]) for a in islice(iter_actions(gen), max_actions + 1)]
    doc: dict[str, object] = {
        "type": "decide", "seat": gen.player,
        "decision": type(pending).__name__ if pending is not None else "",
        "picks": [c.label for c in gen.picks], "choices": list(gen.labels()),
    }
    if len(leaves) <= max_actions:
        doc["actions"] = leaves
    doc["observation"] = observation(state, gen.player)
    return json.dumps(doc, separators=(",", ":"))


def end_message(state: DominionState, reason: str, names: Sequence[str],
                scores: Sequence[int], winners: Sequence[int]) -> str:
    """The ``end`` line: scores and winning seats (also sent after a forfeit)."""
    return json.dumps({"type": "end", "reason": reason, "players": list(names),
                       "scores": list(scores), "winners": list(winners),
                       "turn": state.turn}, separators=(",", ":"))


def parse_reply(line: bytes, gen: ActionGenerator[DominionState]) -> ActionGenerator[DominionState]:
    """Apply a reply line to ``gen``: one label, or a whole action (which must complete it).

    Accepted forms: ``{"choose": "label"}``, ``{"action": ["label", ...]}``,
    and the bare JSON string or list of the same.

    :raises ValueError: for a line that is not such JSON.
    :raises InvalidActionError: for a label that is not a choice, or an incomplete action.
    """
    try:
        doc = json.loads(line)
    except RecursionError:  # a line of thousands of '[': junk like any other, not a crash
        raise ValueError("JSON nested too deeply") from None
    if isinstance(doc, dict):
        if "choose" in doc:
            doc = doc["choose"]
        elif "action" in doc:
            doc = doc["action"]
        else:
            raise ValueError("a reply needs 'choose' or 'action'")
    if isinstance(doc, str):
        return gen.choose(doc)
    if isinstance(doc, list) and doc and all(isinstance(x, str) for x in doc):
        for label in doc:
            gen = gen.choose(label)
        if not gen.filled():
            raise InvalidActionError(f"incomplete action; next choices: {list(gen.labels())}")
        return gen
    raise ValueError("a reply is a label or a non-empty list of labels")
