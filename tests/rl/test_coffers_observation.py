"""The RL observation shows Coffers (public counts): the observer's and the other seats' in all,
in the global block's two slots that were reserved (0 in games without Coffers), the same built
incrementally or from scratch, and in the features dict."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

from dgsim.dominion import scenario  # noqa: E402
from dgsim.rl.observation import DominionEncoder  # noqa: E402
from tests.dominion.helpers import act  # noqa: E402


def test_coffers_in_the_global_block() -> None:
    s = scenario(["Candlestick Maker", "Village"], hands={0: ["Candlestick Maker", "Copper"]},
                 seat_counters={0: {"coffers": 2}, 2: {"coffers": 5}}, players=3).auto_step()
    enc = DominionEncoder.for_state(s)
    n = 3
    v0 = enc.vector(s, 0)
    v1 = enc.vector(s, 1)
    assert (v0[10 + 2 * n], v0[11 + 2 * n]) == (2, 5)
    assert (v1[10 + 2 * n], v1[11 + 2 * n]) == (0, 7)
    t = act(s, "play Candlestick Maker")  # +1 Coffers
    inc = enc.vector(t, 0)
    scratch = enc.vector(t, 0, incremental=False)
    assert (inc[10 + 2 * n], inc[11 + 2 * n]) == (3, 5)
    assert np.array_equal(inc, scratch)
    f = enc.features(t, 1)
    assert (f["coffers"], f["others_coffers"]) == (0, 8)


def test_no_coffers_leaves_the_slots_zero() -> None:
    s = scenario(["Village"], hands={0: ["Copper"]}).auto_step()
    v = DominionEncoder.for_state(s).vector(s, 0)
    assert (v[14], v[15]) == (0, 0)
