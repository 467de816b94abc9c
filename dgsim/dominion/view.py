"""Text views of a Dominion state for terminals: one seat's view (its hand) or everything (replays).

>>> from dgsim.dominion import new_game
>>> text = show_state(new_game("First Game", seed=1).auto_step(), viewer=0, names=("you", "bot"))
>>> "Supply" in text and "you" in text
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from dgsim.dominion.card import Card
from dgsim.dominion.cost import cost
from dgsim.dominion.fields import PRIVATE_MATS
from dgsim.dominion.score import score
from dgsim.dominion.state import DominionState, PlayerState

__all__ = ["show_cards", "show_landscapes", "show_state", "show_supply", "turn_number"]


def show_cards(cards: Sequence[Card]) -> str:
    """Cards grouped by name in first-seen order, e.g. ``3 Copper, Estate``; ``-`` when none.

    >>> from dgsim.dominion.cards import card_named
    >>> show_cards([card_named("Copper")] * 3 + [card_named("Estate")])
    '3 Copper, Estate'
    """
    if not cards:
        return "-"
    counts = Counter(c.name for c in cards)
    return ", ".join(name if n == 1 else f"{n} {name}" for name, n in counts.items())


def show_supply(state: DominionState) -> str:
    """Every supply pile as ``Name $cost xcount``, basic cards first, several per line."""
    cells = [f"{pile.name}: {c.name} ${cost(state, c)} x{n}" if pile.pile and n else
             f"{c.name} ${cost(state, c)} x{n}"
             for pile, c, n in zip(state.mode.piles, state.supply_cards(), state.supply,
                                   strict=True)]
    width = max(len(cell) for cell in cells) + 2
    per_line = max(1, 96 // width)
    rows = [cells[i:i + per_line] for i in range(0, len(cells), per_line)]
    return "\n".join("  " + "".join(cell.ljust(width) for cell in row).rstrip() for row in rows)


def show_landscapes(state: DominionState) -> str:
    """The game's landscapes with their kind, an Event's cost and the VP tokens on each, e.g.
    ``Alms (Event, $0), Arena (Landmark, 12 VP)``."""
    cells = []
    for card in state.board.mode.landscapes:
        kind = card.type_line
        parts = [kind, f"${card.cost}"] if card.when_bought is not None else [kind]
        vp = state.landmark_vp(card.name)
        if vp:
            parts.append(f"{vp} VP")
        cells.append(f"{card.name} ({', '.join(parts)})")
    return ", ".join(cells)


def _phase_name(state: DominionState) -> str:
    return repr(state.phase).removesuffix("_PHASE").lower().replace("_", " ")


def turn_number(state: DominionState) -> int:
    """The current seat's turn as the rules count turns, per seat: its turns taken, plus one while
    the game goes on (once it is over, the turns it took).

    The one numbering the terminal (``== Turn 3 of bigmoney``), the web page and its log
    (``T3 bigmoney: ...``), ``dgsim replay`` and the charts (VP by each seat's turn) use.
    """
    taken = state.players[state.current].turns
    return taken if state.game_end() else taken + 1


def show_state(state: DominionState, viewer: int | None, names: Sequence[str] = ()) -> str:
    """The state as ``viewer`` sees it (its own hand only), or everything when ``viewer`` is None.

    Shows whose turn it is, counted per seat as the rules count turns (the
    current seat's turns taken, plus one), and the phase; the supply with costs and counts, the trash,
    and for each seat: hand (or its size), play area, deck and discard sizes,
    top of discard, VP, and this turn's actions, buys and coins.
    """
    n = state.mode.players
    label = [names[i] if i < len(names) else f"seat {i}" for i in range(n)]
    current = state.current
    lines = [f"== Turn {turn_number(state)} of {label[current]} (seat {current}), "
             f"{_phase_name(state)} phase =="]
    lines.append("Supply:")
    lines.append(show_supply(state))
    if state.board.mode.landscapes:
        lines.append(f"Landscapes: {show_landscapes(state)}")
    if state.table.tokens.pile_vp:
        lines.append("VP tokens on piles: " + ", ".join(
            f"{name} {n}" for name, n in state.table.tokens.pile_vp))
    if state.table.tokens.pile_debt:  # Tax
        lines.append("Debt on piles: " + ", ".join(
            f"{name} {n}" for name, n in state.table.tokens.pile_debt))
    if state.table.tokens.landscape_piles:  # Obelisk
        lines.append("Chosen piles: " + ", ".join(
            f"{name}: {pile}" for name, pile in state.table.tokens.landscape_piles))
    if state.table.zones.non_supply:  # the Prize pile (Tournament)
        lines.append(f"Not in the supply: {show_cards(state.table.zones.non_supply)}")
    lines.append(f"Trash: {show_cards(state.trash_pile)}")
    order = range(n) if viewer is None else [*[s for s in range(n) if s != viewer], viewer]
    for seat in order:
        p = state.players[seat]
        who = f"{label[seat]} (seat {seat})" + (" <- you" if seat == viewer else "")
        sees_hand = viewer is None or seat == viewer
        hand = show_cards(p.hand) if sees_hand else f"{len(p.hand)} cards"
        top = p.discard[0].name if p.discard else "-"
        lines.append(f"{who}: {score(state, seat)} VP, {len(p.all_cards())} cards, "
                     f"{p.turns} turns taken")
        lines.append(f"  hand: {hand}")
        lines.append(f"  in play: {show_cards(p.in_play)}"
                     + (f"; set aside: {show_cards(p.public_set_aside)}" if p.public_set_aside else ""))
        lines.append(f"  deck: {len(p.deck)} cards; discard: {len(p.discard)} cards (top: {top})")
        extra = _more_line(p, sees_hand)
        if extra:
            lines.append(f"  {extra}")
        if seat == state.current:
            lines.append(f"  actions {p.actions}, buys {p.buys}, coins ${p.coins}")
    return "\n".join(lines)


def _more_line(p: PlayerState, sees: bool) -> str:
    """Durations, mats and tokens of a seat (empty when it has none); private cards as counts."""
    more = p.more
    parts: list[str] = []
    if more.lasting.durations:
        parts.append(f"durations: {show_cards(more.lasting.durations)}")
    records = (*more.lasting.records, *more.lasting.pending)
    face_up = tuple(c for r in records if r.card.aside_face_up for c in r.aside)
    if face_up:
        parts.append(f"set aside face up: {show_cards(face_up)}")
    aside = tuple(c for r in records if not r.card.aside_face_up for c in r.aside)
    if aside:
        parts.append(f"set aside face down: {show_cards(aside) if sees else f'{len(aside)} cards'}")
    for name, cards in more.zones.mats:
        shown = show_cards(cards) if sees or name not in PRIVATE_MATS else f"{len(cards)} cards"
        parts.append(f"{name} mat: {shown}")
    if more.tokens.vp_tokens:
        parts.append(f"{more.tokens.vp_tokens} VP tokens")
    if more.tokens.pirate_ship:
        parts.append(f"Pirate Ship: {more.tokens.pirate_ship} coin tokens")
    if more.tokens.coffers:
        parts.append(f"{more.tokens.coffers} Coffers")
    if more.tokens.debt:
        parts.append(f"{more.tokens.debt} debt")
    tokens = p.tokens
    if tokens:
        parts.append("tokens: " + ", ".join(f"{t} on {where}" for t, where in sorted(tokens.items())))
    if more.tokens.journey_down:
        parts.append("Journey token face down")
    if more.turn.potions:
        parts.append(f"{more.turn.potions} potions")
    return "; ".join(parts)
