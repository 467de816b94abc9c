"""`benchmarks.search_versus`: issue 35's one-command strength runs are seeded game by game, score
ties as halves, and print and write the summary with its Wilson interval and CPU figures."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from benchmarks import search_versus
from benchmarks.search_versus import Game, play_games, play_one, summarize

AGENT = "rollouts:rollouts=2,policy=bigmoney,prune=dominion"


def without_times(game: Game) -> Game:
    return replace(game, cpu=0.0, wall=0.0, max_rss_mb=0.0)


def test_a_game_is_the_same_from_its_seed_and_index() -> None:
    first = play_one("First Game", AGENT, "bigmoney", 7, 1)
    assert first.index == 1 and first.seat == 1 and first.score in (0.0, 0.5, 1.0)
    assert first.searched > 0 and first.rollouts >= 2 * first.searched and first.departures >= 0
    assert without_times(play_one("First Game", AGENT, "bigmoney", 7, 1)) == without_times(first)
    # A run continued from seed + 2 plays what the longer run played as its games 2, 3, ...
    later = play_one("First Game", AGENT, "bigmoney", 7, 2)
    assert without_times(play_one("First Game", AGENT, "bigmoney", 9, 0)) == without_times(
        replace(later, index=0))


def test_workers_play_the_same_games() -> None:
    one = sorted(play_games("First Game", AGENT, "bigmoney", 2, 3), key=lambda g: g.index)
    two = sorted(play_games("First Game", AGENT, "bigmoney", 2, 3, workers=2),
                 key=lambda g: g.index)
    assert [without_times(g) for g in one] == [without_times(g) for g in two]
    assert [g.seat for g in one] == [0, 1]


def test_a_rule_bot_counts_no_searches() -> None:
    game = play_one("First Game", "bigmoney", "bmu", 0, 0)
    assert game.searched == game.rollouts == game.departures == -1
    summary = summarize([game], agent="bigmoney", opponent="bmu", kingdom="First Game", seed=0)
    assert summary.rollouts_per_decision is None and summary.games == 1


def test_the_command_prints_and_writes_the_run(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run.json"
    assert search_versus.main(["--kingdom", "First Game", "--agent", AGENT, "--opponent",
                               "bigmoney", "--games", "2", "--seed", "5", "--json",
                               str(out)]) == 0
    text = capsys.readouterr().out
    assert "game 0: seat 0" in text and "game 1: seat 1" in text
    assert "95% Wilson" in text and "CPU s a game: mean" in text and "rollouts each" in text
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["complete"] and [g["index"] for g in data["games"]] == [0, 1]
    summary = data["summary"]
    assert summary["games"] == 2 and summary["seed"] == 5 and len(summary["ci95"]) == 2


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--agent", "nobody", "--opponent", "bmu"],
                 ["--agent", "bmu", "--opponent", "bmu", "--games", "0"],
                 ["--agent", "bmu", "--opponent", "bmu", "--kingdom", "No Such Kingdom"]):
        with pytest.raises(SystemExit) as stop:
            search_versus.main(argv)
        assert stop.value.code == 2
    assert "unknown agent 'nobody'" in capsys.readouterr().err
