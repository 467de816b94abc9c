"""`benchmarks.callgrind_games`: the games whose instructions per decision docs/performance.md
quotes are seeded (the same decisions every run) and the command refuses bad arguments."""

from __future__ import annotations

import pytest

from benchmarks import callgrind_games


def test_the_games_are_the_same_every_run() -> None:
    assert callgrind_games.play(2, "first") == callgrind_games.play(2, "first") > 20
    assert callgrind_games.play(1, "random") > 0


def test_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert callgrind_games.main(["x", "first"]) == 2
    assert callgrind_games.main(["1", "other"]) == 2
    assert "usage: python -m benchmarks.callgrind_games" in capsys.readouterr().err
    assert callgrind_games.main(["0", "first"]) == 0
    assert capsys.readouterr().out.strip() == "0"
