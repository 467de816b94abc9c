"""Determinism across processes: the same ``dgsim simulate`` and seed give byte-identical
``--json`` and saved games under different ``PYTHONHASHSEED`` values and ``--workers``, and
every saved game loads (in another process, under another hash seed) to the recorded result
and saves back to the same bytes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dgsim import History
from dgsim.dominion import DominionState

GAMES = 6
ARGS = ["random", "bigmoney", "random", "--games", str(GAMES), "--kingdom", "random",
        "--seed", "11", "--turn-limit", "30", "--no-progress"]
RUNS = [("0", 1), ("1", 2), ("4242", 2)]
"""(PYTHONHASHSEED, --workers) of each run."""


def simulate(folder: Path, hashseed: str, workers: int) -> tuple[bytes, dict[str, bytes]]:
    """The run's --json bytes and its saved games' bytes by file name."""
    folder.mkdir()
    env = {**os.environ, "PYTHONHASHSEED": hashseed}
    subprocess.run([sys.executable, "-m", "dgsim", "simulate", *ARGS, "--workers", str(workers),
                    "--json", str(folder / "out.json"), "--save-games", str(folder / "games")],
                   env=env, check=True, capture_output=True, timeout=300)
    games = {p.name: p.read_bytes() for p in sorted((folder / "games").iterdir())}
    return (folder / "out.json").read_bytes(), games


def comparable(raw: bytes) -> bytes:
    """The JSON without a top-level "timing" key (wall-clock figures), bytes otherwise as written."""
    doc = json.loads(raw)
    if isinstance(doc, dict) and "timing" in doc:
        doc.pop("timing")
        return json.dumps(doc, sort_keys=True).encode()
    return raw


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[bytes, dict[str, bytes]]]:
    base = tmp_path_factory.mktemp("determinism")
    return [simulate(base / f"run{i}", seed, workers) for i, (seed, workers) in enumerate(RUNS)]


def test_json_is_byte_identical_across_hash_seeds_and_workers(
        runs: list[tuple[bytes, dict[str, bytes]]]) -> None:
    first = comparable(runs[0][0])
    doc = json.loads(runs[0][0])
    assert doc["games"] == GAMES and doc["seed"] == 11 and len(doc["kingdom_cards"]) == 10
    for raw, _ in runs[1:]:
        assert comparable(raw) == first


def test_saved_games_are_byte_identical(runs: list[tuple[bytes, dict[str, bytes]]]) -> None:
    games = runs[0][1]
    assert len(games) == GAMES
    for _, other in runs[1:]:
        assert other == games


def test_every_saved_game_round_trips(runs: list[tuple[bytes, dict[str, bytes]]],
                                      tmp_path: Path) -> None:
    """Loaded here, each game ends with the saved result and saves back to the same bytes;
    loaded in another process under another hash seed, it gives the same final scores."""
    for name, raw in runs[0][1].items():
        path = tmp_path / name
        path.write_bytes(raw)
        history = History.load(path)
        final = history.latest
        assert isinstance(final, DominionState) and final.game_end()
        result = json.loads(raw)["meta"]["result"]
        assert list(final.scores()) == result["scores"]
        assert list(final.winners()) == result["winners"]
        history.save(tmp_path / f"again-{name}")
        assert (tmp_path / f"again-{name}").read_bytes() == raw
    script = ("import json, sys\nfrom dgsim import History\n"
              "for p in sys.argv[1:]:\n"
              "    s = History.load(p).latest\n"
              "    print(json.dumps([list(s.scores()), list(s.winners()), len(s.trash)]))\n")
    names = sorted(runs[0][1])
    out = subprocess.run([sys.executable, "-c", script, *(str(tmp_path / n) for n in names)],
                         env={**os.environ, "PYTHONHASHSEED": "987"}, check=True,
                         capture_output=True, text=True, timeout=300).stdout.splitlines()
    for name, line in zip(names, out, strict=True):
        final = History.load(tmp_path / name).latest
        assert isinstance(final, DominionState)
        assert json.loads(line) == [list(final.scores()), list(final.winners()),
                                    len(final.trash)]
