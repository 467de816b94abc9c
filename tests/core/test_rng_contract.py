"""The contract of `Rng` (docs: "all randomness from the state's rng"): a shuffle is Fisher-Yates
driven by `below`, `split` hands out the next output as a new seed, seeds wrap to 64 bits."""

from __future__ import annotations

import pytest

from dgsim import Rng


def reference_shuffle(items: tuple[int, ...], rng: Rng) -> tuple[tuple[int, ...], Rng]:
    """Fisher-Yates from the back: position i swaps with ``below(i + 1)``, for i = n-1 .. 1."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, rng = rng.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), rng


@pytest.mark.parametrize("seed", [0, 1, 7, 2**63, 2**64 - 1, 123456789])
def test_shuffle_is_fisher_yates_driven_by_below(seed: int) -> None:
    rng = Rng.from_seed(seed)
    for n in range(0, 14):
        items = tuple(range(n))
        assert rng.shuffle(items) == reference_shuffle(items, rng)


def test_shuffle_of_a_large_pile_is_fisher_yates_driven_by_below() -> None:
    # every output bit that `below` uses matters once the pile is large
    items = tuple(range(200_000))
    rng = Rng.from_seed(17)
    assert rng.shuffle(items) == reference_shuffle(items, rng)


def test_shuffle_reaches_every_order_of_three() -> None:
    orders = {Rng.from_seed(seed).shuffle(("a", "b", "c"))[0] for seed in range(200)}
    assert len(orders) == 6


def test_shuffle_of_zero_or_one_item_draws_nothing() -> None:
    rng = Rng.from_seed(9)
    assert rng.shuffle(()) == ((), rng)
    assert rng.shuffle(["x"]) == (("x",), rng)


def test_split_gives_the_next_output_as_a_seed_and_the_advanced_generator() -> None:
    rng = Rng.from_seed(11)
    x, advanced = rng.next64()
    left, right = rng.split()
    assert left == Rng(x) and right == advanced
    assert left.next64() != right.next64()


def test_below_needs_a_positive_bound() -> None:
    for n in (0, -3):
        with pytest.raises(ValueError) as caught:
            Rng.from_seed(1).below(n)
        assert str(caught.value) == f"below() needs a positive bound, got {n}"
    assert Rng.from_seed(1).below(1)[0] == 0


def test_below_scales_the_64_bit_output() -> None:
    rng = Rng.from_seed(5)
    x, advanced = rng.next64()
    for n in (1, 2, 6, 1000, 2**64):
        assert rng.below(n) == ((x * n) >> 64, advanced)


def test_seeds_wrap_to_64_bits() -> None:
    assert Rng.from_seed(-1) == Rng(2**64 - 1)
    assert Rng.from_seed(2**64 + 5) == Rng(5)
    assert Rng.from_seed(-(2**64)) == Rng(0)
