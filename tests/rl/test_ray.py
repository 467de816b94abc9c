"""Tournaments on Ray: the same seed gives the same table whatever the backend or workers."""

from __future__ import annotations

import importlib.util
import itertools
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import ray

from dgsim.agents import make_agent, run_tournament, to_json
from dgsim.agents.ray_backend import chunk_bounds, cluster_cpus, ray_chunks
from dgsim.agents.tournament import _Job
from dgsim.cli import main as cli_main

AGENTS = ["bigmoney", "smithy-bm"]


@pytest.fixture(scope="module")
def local_ray() -> Iterator[str]:
    """A local 2-CPU Ray, started the way ``--backend ray`` starts it (workers=2)."""
    if ray.is_initialized():
        ray.shutdown()
    first = run_tournament(AGENTS, games=6, seed=2, workers=2, backend="ray")
    assert ray.is_initialized() and cluster_cpus() == 2
    yield to_json(first)
    ray.shutdown()


def test_same_seed_same_table_whatever_backend_or_workers(local_ray: str) -> None:
    local = run_tournament(AGENTS, games=6, seed=2, workers=1)
    assert to_json(local) == local_ray
    runs = [run_tournament(AGENTS, games=60, seed=9, curves=True, workers=w, backend=b,
                           kingdom="Size Distortion") for w, b in
            ((1, "local"), (None, "ray"), (1, "ray"), (2, "ray"))]
    texts = {to_json(r) for r in runs}
    assert len(texts) == 1
    assert runs[1].games == 60 and runs[1].curves  # curves (float sums) agree too


def test_progress_counts_every_game(local_ray: str) -> None:
    seen: list[int] = []
    run_tournament(AGENTS, games=25, seed=1, backend="ray", progress=seen.append)
    assert sum(seen) == 25 and len(seen) > 1


def test_cli_json_and_saved_games_match_the_local_run(local_ray: str, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    out = {}
    for backend in ("local", "ray"):
        path = tmp_path / f"{backend}.json"
        games = tmp_path / backend
        code = cli_main(["simulate", *AGENTS, "--games", "20", "--seed", "4", "--workers", "1",
                         "--backend", backend, "--json", str(path), "--save-games", str(games),
                         "--no-progress"])
        assert code == 0
        out[backend] = path.read_text(encoding="utf-8")
        assert len(list(games.glob("*.json"))) == 20
    assert out["local"] == out["ray"]
    assert json.loads(out["ray"])["games"] == 20
    assert "bigmoney" in capsys.readouterr().out


def test_stopping_early_cancels_the_rest(local_ray: str) -> None:
    job = _Job((make_agent("bigmoney"), make_agent("bigmoney")), "First Game", 2, 0, False, None)
    chunks = ray_chunks(job, 40, workers=2)
    first = next(chunks)
    assert first[0].index == 0
    chunks.close()  # the finally block cancels the tasks not yet taken


def test_bad_backend_and_options() -> None:
    with pytest.raises(ValueError, match="backend must be"):
        run_tournament(AGENTS, games=1, backend="dask")
    assert cli_main(["simulate", *AGENTS, "--games", "2", "--address", "auto"]) == 2


def test_missing_ray_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "ray" else real(name, *a))
    assert cli_main(["simulate", *AGENTS, "--games", "2", "--backend", "ray"]) == 2
    assert "pip install 'dgsim[ray]'" in capsys.readouterr().err
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(ImportError, match=r"dgsim\[ray\]"):
        next(ray_chunks(_Job((), "First Game", 2, 0, False, None), 1))


def test_chunks_cover_every_game_once() -> None:
    for games, cpus in ((1, 1), (7, 2), (1000, 3), (123_457, 64)):
        bounds = chunk_bounds(games, cpus)
        assert bounds[0][0] == 0 and bounds[-1][1] == games
        assert all(a[1] == b[0] for a, b in itertools.pairwise(bounds))
