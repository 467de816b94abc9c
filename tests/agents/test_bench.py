"""dgsim bench-agents: the suite's data, the Python API and the command (a subprocess)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dgsim.agents.bench import (
    BENCH_BOTS,
    SUITE,
    BenchResult,
    bench_agents,
    format_bench,
    opponents_of,
    total_games,
)
from dgsim.agents.bots import agent_names
from dgsim.dominion import new_game
from dgsim.dominion.kingdom import MCTS_BENCHMARK, RECOMMENDED


def dgsim(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the command in a subprocess."""
    return subprocess.run([sys.executable, "-m", "dgsim", *args], capture_output=True, text=True,
                          timeout=300, check=False)


def test_suite_1_is_first_game_the_benchmark_and_20_random_kingdoms() -> None:
    assert [k.name for k in SUITE[:2]] == ["First Game", "MCTS Benchmark"]
    assert SUITE[0].cards == RECOMMENDED["First Game"] and SUITE[1].cards == MCTS_BENCHMARK
    assert [k.name for k in SUITE[2:]] == [f"random {k}" for k in range(20)]
    for k, kingdom in enumerate(SUITE):
        assert len(set(kingdom.cards)) == 10
        assert kingdom.best in BENCH_BOTS and kingdom.best in agent_names()
        state = new_game(list(kingdom.cards), 2, k, colonies=kingdom.colonies)
        assert (state.supply_count("Colony") > 0) is kingdom.colonies


def test_opponents_follow_the_kingdom() -> None:
    first = dict(opponents_of(SUITE[0]))
    assert list(first) == ["bigmoney", "bmu", "smithy-bm", "best"]
    assert first["best"] == SUITE[0].best
    assert "provincial-witch" in dict(opponents_of(SUITE[1]))
    witch = next(k for k in SUITE[2:] if "Witch" in k.cards)
    assert "double-witch" in dict(opponents_of(witch))
    assert "smithy-bm" not in dict(opponents_of(witch))


def test_python_api_scores_every_pairing_and_pools_them() -> None:
    games: list[int] = []
    result = bench_agents("double-witch", games=4, workers=1,
                          kingdoms=["MCTS Benchmark", "First Game"], progress=games.append)
    assert isinstance(result, BenchResult) and not result.partial
    # suite order, whatever order they were asked in
    assert [k.name for k in result.kingdoms] == ["First Game", "MCTS Benchmark"]
    assert [p.kingdom for p in result.pairings] == ["First Game"] * 4 + ["MCTS Benchmark"] * 6
    # on the benchmark the best rule bot is provincial-witch, played once for both labels
    assert sum(games) == total_games(4, ["First Game", "MCTS Benchmark"]) == 36
    bench = {p.opponent: p for p in result.pairings if p.kingdom == "MCTS Benchmark"}
    assert bench["best"].bot == "provincial-witch"
    assert bench["best"].result.points == bench["provincial-witch"].result.points
    assert all(p.result.games == 4 for p in result.pairings)
    by = {s.label: s for s in result.opponents}
    assert by["bigmoney"].games == 8 and by["provincial-witch"].games == 4
    assert by["bigmoney"].score >= 0.75  # a cursing bot against plain Big Money
    summary = result.summary
    assert summary.games == 36
    assert summary.points == sum(p.result.points for p in result.pairings) - bench["best"].result.points
    lo, hi = summary.ci95
    assert lo < summary.score < hi
    text = format_bench(result, pairings=True)
    assert "best (provincial-witch)" in text and text.splitlines()[-1].startswith("overall")


def test_same_run_same_result_whatever_the_workers() -> None:
    one = bench_agents("smithy-bm", games=2, workers=1, kingdoms=["random 5"])
    two = bench_agents("smithy-bm", games=2, workers=2, kingdoms=["random 5"])
    assert one == two


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        bench_agents("nobody", games=2)
    with pytest.raises(ValueError, match="even"):
        bench_agents("bmu", games=3)
    with pytest.raises(ValueError, match="no kingdom 'Atlantis' in suite 1"):
        bench_agents("bmu", games=2, kingdoms=["Atlantis"])


def test_the_command_prints_and_writes_json_and_html(tmp_path: Path) -> None:
    out_json, out_html = tmp_path / "bench.json", tmp_path / "bench.html"
    done = dgsim("bench-agents", "bmu", "--games", "2", "--workers", "1", "--kingdoms",
                 "First Game,random 5", "--json", str(out_json), "--html", str(out_html),
                 "--no-progress")
    assert done.returncode == 0, done.stderr
    assert "overall" in done.stdout and "random 5" in done.stdout
    doc = json.loads(out_json.read_text(encoding="utf-8"))
    assert doc["suite"] == "dgsim-bench-1" and doc["agent"] == "bmu"
    assert doc["games_per_pairing"] == 2
    assert set(doc) == {"suite", "agent", "games_per_pairing", "summary", "opponents",
                        "pairings", "kingdoms", "timing"}
    assert [k["name"] for k in doc["kingdoms"]] == ["First Game", "random 5"]
    assert len(doc["pairings"]) == 4 + 4  # random 5 has a Witch, no Smithy
    assert doc["summary"]["games"] == sum(p["games"] for p in doc["pairings"]) == 16
    for entry in (doc["summary"], *doc["opponents"], *doc["pairings"]):
        lo, hi = entry["ci95"]
        assert 0 <= lo <= entry["score"] <= hi <= 1
        assert entry["points"] == entry["wins"] + entry["ties"] / 2
    html = out_html.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "double-witch" in html


@pytest.mark.parametrize(("args", "message"), [
    (("nobody",), "dgsim bench-agents: unknown agent 'nobody'"),
    (("bmu", "--games", "3"), "--games must be a positive even number"),
    (("bmu", "--workers", "0"), "--workers must be at least 1"),
    (("bmu", "--kingdoms", "Atlantis"), "no kingdom 'Atlantis' in suite 1"),
])
def test_the_command_refuses_bad_options_in_one_line(args: tuple[str, ...], message: str) -> None:
    done = dgsim("bench-agents", *args, "--no-progress")
    assert done.returncode == 2
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert done.stdout == ""
