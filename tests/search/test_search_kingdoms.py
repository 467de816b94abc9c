"""The random-kingdoms benchmark runs end to end on tiny numbers and prints its parts."""

from __future__ import annotations

from pathlib import Path

from benchmarks import search_kingdoms
from benchmarks.search_kingdoms import BOTS, draw_kingdom, search_spec


def test_one_kingdom_tiny(tmp_path: Path) -> None:
    log = tmp_path / "run.log"
    bots = ("bigmoney", "smithy-bm", "witch-bm")
    lines: list[str] = []
    summary = search_kingdoms.run(1, 1, 5, "ismcts-dominion:iterations=5", 1, lines.append, bots)
    assert len(summary.results) == 1
    result = summary.results[0]
    assert result.kingdom == draw_kingdom(5) and len(result.kingdom.cards) == 10
    assert result.bot in bots and set(result.table) == set(bots)
    assert sum(n for _, n in result.table.values()) == 2 * 3  # 3 pairs, 1 game each, 2 seats
    assert result.games + result.errors == 1 and result.errors == 0
    assert 0.0 <= summary.rate()[0] <= 1.0 and summary.cpu_per_game > 0
    text = "\n".join(lines)
    assert text.startswith("kingdom 1/1 (seed 5): ")
    assert "<- best" in text and f"rollout={result.bot} vs {result.bot}" in text
    assert "| seed | kingdom | best bot" in text and "95% CI" in text.splitlines()[-1]
    # the command line writes the same to its log; --rollout fixes the search's rollout
    assert search_kingdoms.main(["--kingdoms", "1", "--games", "1", "--quick", "1", "--seed", "5",
                                 "--spec", "ismcts-dominion:iterations=5", "--rollout", "bigmoney",
                                 "--log", str(log)]) == 0
    logged = log.read_text(encoding="utf-8").splitlines()
    assert "95% CI" in logged[-1] and "(rollout=bigmoney) vs the best bot" in logged[-1]
    assert any("ismcts-dominion:iterations=5,rollout=bigmoney vs " in line for line in logged)


def test_spec_and_bots() -> None:
    assert "random" not in BOTS and "bmu" in BOTS and len(BOTS) == 21  # with the later sets' 7
    assert search_spec("ismcts-dominion:rollout=bigmoney,c=0.3", "bmu") == \
        "ismcts-dominion:c=0.3,rollout=bmu"
