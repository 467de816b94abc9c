"""Canonical multi-picks: choosing k of n items as k single picks, one path per distinct multiset."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from dgsim.core.action import Choice

__all__ = ["DONE", "NO", "multiset_choices"]

DONE: Final = Choice("done")
NO: Final = Choice("no")


def multiset_choices(
    verb: str, pool: Iterable[str], picks: tuple[Choice, ...], least: int, most: int,
    decline: Choice = DONE,
) -> tuple[Choice, ...]:
    """The choices after ``picks`` when picking ``least``..``most`` items of ``pool`` by name.

    Names are picked in non-decreasing order, so each distinct multiset is
    reached by exactly one path; ``decline`` (``done``) is offered once at
    least ``least`` items are picked, and ends the picking. ``least`` is
    lowered to the pool's size. An empty tuple means the pick is complete.

    >>> [c.label for c in multiset_choices("discard", ["A", "A", "B"], (), 2, 2)]
    ['discard A']
    >>> [c.label for c in multiset_choices("discard", ["A", "A", "B"], (Choice("discard", "B"),), 2, 2)]
    []
    """
    if picks and picks[-1].arg is None:
        return ()  # declined / done
    k = len(picks)
    if k >= most:
        return ()
    counts: dict[str, int] = {}  # (a plain dict: `Counter`'s methods stay interpreted when compiled)
    size = 0
    for name in pool:
        counts[name] = counts.get(name, 0) + 1
        size += 1
    least = min(least, size)
    for pick in picks:
        arg = pick.arg or ""
        counts[arg] = counts.get(arg, 0) - 1
    last = picks[-1].arg or "" if picks else ""
    names = sorted(n for n, m in counts.items() if m > 0 and n >= last)
    if not names:
        return ()
    need_after = least - k - 1
    options: list[Choice] = []
    rest = sum(counts[n] for n in names)
    for name in names:
        # items still available at or after this name once one of it is taken
        if need_after > 0 and rest - 1 < need_after:
            break
        options.append(Choice(verb, name))
        rest -= counts[name]
    if k >= least:
        options.append(decline)
    return tuple(options)
