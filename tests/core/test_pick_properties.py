"""Properties of canonical multi-picks, for all pools and bounds (hypothesis)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from dgsim.core import Choice
from dgsim.core.pick import multiset_choices

POOLS = st.lists(st.sampled_from("ABCD"), max_size=7)


def leaves(pool: list[str], least: int, most: int) -> list[tuple[str, ...]]:
    """Every complete pick sequence, as the picked names."""
    out: list[tuple[str, ...]] = []

    def walk(picks: tuple[Choice, ...]) -> None:
        options = multiset_choices("x", pool, picks, least, most)
        if not options:
            out.append(tuple(p.arg for p in picks if p.arg is not None))
            return
        for option in options:
            walk((*picks, option))

    walk(())
    return out


@given(POOLS, st.integers(0, 7), st.integers(0, 7))
def test_each_distinct_multiset_is_exactly_one_leaf(pool: list[str], a: int, b: int) -> None:
    least, most = min(a, b), max(a, b)
    found = leaves(pool, least, most)
    least = min(least, len(pool))
    expected = {tuple(sorted(c)) for k in range(least, min(most, len(pool)) + 1)
                for c in combinations(pool, k)}
    assert sorted(found) == sorted(expected)  # no duplicates, nothing missing
    for leaf in found:
        assert list(leaf) == sorted(leaf)  # canonical order
        assert not Counter(leaf) - Counter(pool)  # only cards of the pool
