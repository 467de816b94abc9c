"""Empires' Landmarks: landscapes that score every seat or react for every seat
(`dgsim.dominion.landscape`)."""

from __future__ import annotations

from collections import Counter
from typing import Final

from dgsim.dominion.card import Card, landmark
from dgsim.dominion.state import DominionState

__all__ = ["BANDIT_FORT", "FOUNTAIN", "KEEP", "LANDSCAPES", "MUSEUM", "ORCHARD", "PALACE", "TOWER",
           "TRIUMPHAL_ARCH", "WALL", "WOLF_DEN"]

_SET = "Empires"


def _bandit_fort(state: DominionState, pid: int) -> int:
    return -2 * sum(1 for c in state.players[pid].all_cards() if c.name in ("Silver", "Gold"))


BANDIT_FORT: Final = landmark(
    "Bandit Fort", expansion=_SET, vp_hook=_bandit_fort,
    text="When scoring, -2 VP for each Silver and each Gold you have.")


def _orchard(state: DominionState, pid: int) -> int:
    counts = Counter(c.name for c in state.players[pid].all_cards() if c.is_action)
    return 4 * sum(1 for n in counts.values() if n >= 3)


ORCHARD: Final = landmark(
    "Orchard", expansion=_SET, vp_hook=_orchard,
    text="When scoring, 4 VP per differently named Action card you have 3 or more copies of.")

def _count(state: DominionState, pid: int, name: str) -> int:
    return sum(1 for c in state.players[pid].all_cards() if c.name == name)


# -- Landmarks that only score -------------------------------------------------------------------


def _fountain(state: DominionState, pid: int) -> int:
    return 15 if _count(state, pid, "Copper") >= 10 else 0


FOUNTAIN: Final = landmark(
    "Fountain", expansion=_SET, vp_hook=_fountain,
    text="When scoring, 15 VP if you have at least 10 Coppers.")


def _keep(state: DominionState, pid: int) -> int:
    counts = [Counter(c.name for c in p.all_cards() if state.is_treasure(c))
              for p in state.players]
    mine = counts[pid]
    return 5 * sum(1 for name, n in mine.items()
                   if all(n >= other.get(name, 0) for other in counts))


KEEP: Final = landmark(
    "Keep", expansion=_SET, vp_hook=_keep,
    text="When scoring, 5 VP per differently named Treasure you have, that you have more copies "
         "of than each other player, or tied for most.")


def _museum(state: DominionState, pid: int) -> int:
    return 2 * len({c.name for c in state.players[pid].all_cards()})


MUSEUM: Final = landmark(
    "Museum", expansion=_SET, vp_hook=_museum,
    text="When scoring, 2 VP per differently named card you have.")


def _palace(state: DominionState, pid: int) -> int:
    counts = Counter(c.name for c in state.players[pid].all_cards())
    return 3 * min(counts["Copper"], counts["Silver"], counts["Gold"])


PALACE: Final = landmark(
    "Palace", expansion=_SET, vp_hook=_palace,
    text="When scoring, 3 VP per set you have of Copper - Silver - Gold.")


def _tower(state: DominionState, pid: int) -> int:
    index = state.board.mode.index
    supply = state.supply
    total = 0
    for card in state.players[pid].all_cards():
        i = index.get(card)
        if i is not None and supply[i] == 0 and not card.is_victory:
            total += 1
    return total


TOWER: Final = landmark(
    "Tower", expansion=_SET, vp_hook=_tower,
    text="When scoring, 1 VP per non-Victory card you have from an empty Supply pile.")


def _triumphal_arch(state: DominionState, pid: int) -> int:
    counts = sorted(Counter(c.name for c in state.players[pid].all_cards()
                            if c.is_action).values(), reverse=True)
    return 3 * counts[1] if len(counts) > 1 else 0


TRIUMPHAL_ARCH: Final = landmark(
    "Triumphal Arch", expansion=_SET, vp_hook=_triumphal_arch,
    text="When scoring, 3 VP per copy you have of the 2nd most common Action card among your "
         "cards (if it's a tie, count either).")


def _wall(state: DominionState, pid: int) -> int:
    return -max(0, len(state.players[pid].all_cards()) - 15)


WALL: Final = landmark(
    "Wall", expansion=_SET, vp_hook=_wall,
    text="When scoring, -1 VP per card you have after the first 15.")


def _wolf_den(state: DominionState, pid: int) -> int:
    counts = Counter(c.name for c in state.players[pid].all_cards())
    return -3 * sum(1 for n in counts.values() if n == 1)


WOLF_DEN: Final = landmark(
    "Wolf Den", expansion=_SET, vp_hook=_wolf_den,
    text="When scoring, -3 VP per card you have exactly one copy of.")


LANDSCAPES: Final[tuple[Card, ...]] = (BANDIT_FORT, FOUNTAIN, KEEP, MUSEUM, ORCHARD, PALACE, TOWER,
                                         TRIUMPHAL_ARCH, WALL, WOLF_DEN)
"""Empires' Landmarks implemented, by name."""
