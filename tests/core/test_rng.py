"""The state's random generator: deterministic, uniform enough, immutable."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import overload

import pytest

from dgsim import Rng
from dgsim.core.build import COMPILED
from dgsim.core.rng import _MASK, NATIVE, shuffle_halves, shuffle_ints


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


def test_a_shuffle_takes_the_same_numbers_on_halves_as_on_whole_ints() -> None:
    """`shuffle_halves` (the compiled build's: 32-bit halves, machine integers there) and
    `shuffle_ints` (the interpreter's: 64-bit Python ints) give the same orders and states."""
    source = random.Random(5)
    states = [0, 1, _MASK, _MASK - 1, 0x9E3779B97F4A7C15, 0xFFFFFFFF, 1 << 32]
    states += [source.getrandbits(64) for _ in range(300)]
    for state in states:
        for n in (0, 1, 2, 3, 10, 17, 64, source.randrange(1, 300)):
            items = list(range(n))
            assert shuffle_halves(state, items) == shuffle_ints(state, items), (state, n)


def test_the_shuffle_a_build_takes() -> None:
    assert NATIVE is COMPILED
    order, rng = Rng(12).shuffle(range(20))
    assert (order, rng.state) == shuffle_ints(12, range(20))


class _Huge(Sequence[int]):
    """A sequence that claims more items than `shuffle_halves` takes, and holds three."""

    def __len__(self) -> int:
        return (1 << 31) + 1

    @overload
    def __getitem__(self, i: int) -> int: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[int]: ...
    def __getitem__(self, i: int | slice) -> int | Sequence[int]:
        return (7, 8, 9)[i]

    def __iter__(self) -> Iterator[int]:
        return iter((7, 8, 9))


def test_a_sequence_too_long_for_halves_is_shuffled_on_whole_ints() -> None:
    order, rng = Rng(3).shuffle(_Huge())
    assert (order, rng.state) == shuffle_ints(3, (7, 8, 9))
