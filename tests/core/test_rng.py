"""The state's random generator: deterministic, uniform enough, immutable."""

from __future__ import annotations

from collections import Counter

import pytest

from dgsim import Rng


def test_same_seed_same_numbers_and_known_values() -> None:
    a = Rng.from_seed(42)
    xs = []
    for _ in range(3):
        x, a = a.next64()
        xs.append(x)
    b = Rng.from_seed(42)
    ys = []
    for _ in range(3):
        y, b = b.next64()
        ys.append(y)
    assert xs == ys
    # SplitMix64 reference value for seed 0 (first output)
    assert Rng.from_seed(0).next64()[0] == 0xE220A8397B1DCDAF


def test_below_is_in_range_and_roughly_uniform() -> None:
    rng = Rng.from_seed(1)
    counts: Counter[int] = Counter()
    for _ in range(6000):
        x, rng = rng.below(6)
        counts[x] += 1
    assert set(counts) == set(range(6))
    assert all(800 < c < 1200 for c in counts.values())
    with pytest.raises(ValueError):
        rng.below(0)


def test_shuffle_is_a_deterministic_permutation() -> None:
    items = tuple(range(10))
    s1, r1 = Rng.from_seed(3).shuffle(items)
    s2, r2 = Rng.from_seed(3).shuffle(items)
    assert s1 == s2 and r1 == r2
    assert sorted(s1) == list(items) and s1 != items
    assert Rng.from_seed(3).shuffle(())[0] == ()
    left, right = Rng.from_seed(3).split()
    assert left != right
