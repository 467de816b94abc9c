"""What a kingdom's setup adds, in tournaments and on the command line: Shelters
(``run_tournament(shelters=...)``, ``--shelters/--no-shelters``; None: the Dark Ages rulebook, as
``new_game(shelters=None)``), Young Witch's Bane (``bane=``, ``--bane``) and Ferryman's pile
(``aside_pile=``, ``--aside-pile``; None: a recommended kingdom's own, else each game's seed)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from dgsim.agents.tournament import run_tournament
from dgsim.cli import main
from dgsim.core.history import History
from dgsim.dominion import DominionState

SHELTERS = {"Hovel", "Necropolis", "Overgrown Estate"}


def _starting_cards(path: Path) -> set[str]:
    state = History.load(path).initial
    assert isinstance(state, DominionState)
    return {c.name for c in state.player(0).all_cards()}


def test_forced_either_way(tmp_path: Path) -> None:
    run_tournament(["bigmoney", "bigmoney"], games=2, seed=1, workers=1, turn_limit=5,
                   save_dir=tmp_path / "on", shelters=True)
    run_tournament(["bigmoney", "bigmoney"], games=2, seed=1, workers=1, turn_limit=5,
                   kingdom=["Cultist", "Village", "Smithy", "Market", "Militia", "Chapel", "Moat",
                            "Witch", "Festival", "Mine"], save_dir=tmp_path / "off", shelters=False)
    for log in sorted((tmp_path / "on").iterdir()):
        assert _starting_cards(log) >= SHELTERS and "Estate" not in _starting_cards(log)
    for log in sorted((tmp_path / "off").iterdir()):
        assert not SHELTERS & _starting_cards(log)


def test_the_command_line_option(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["simulate", "bigmoney", "bigmoney", "--games", "2", "--workers", "1",
                 "--turn-limit", "5", "--no-progress", "--shelters", "--save-games",
                 str(tmp_path / "games"), "--json", str(tmp_path / "r.json")]) == 0
    logs = sorted((tmp_path / "games").iterdir())
    assert len(logs) == 2 and all(_starting_cards(log) >= SHELTERS for log in logs)
    assert json.loads((tmp_path / "r.json").read_text("utf-8"))["games"] == 2
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "--shelters", "--log", str(tmp_path / "g.json"), "--seed", "2"]) == 0
    assert "Hovel" in capsys.readouterr().out
    assert _starting_cards(tmp_path / "g.json") >= SHELTERS
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "--no-shelters", "--kingdom", "Grim Parade", "--log",
                 str(tmp_path / "h.json")]) == 0
    assert not SHELTERS & _starting_cards(tmp_path / "h.json")


FERRYMAN = ["Ferryman", "Young Witch", "Village", "Smithy", "Market", "Militia", "Chapel", "Moat",
            "Witch", "Mine"]


def _setup(path: Path) -> tuple[str, str]:
    state = History.load(path).initial
    assert isinstance(state, DominionState)
    mode = state.mode
    assert mode.bane is not None and mode.aside_pile is not None
    return mode.bane.name, mode.aside_pile.name


def test_bane_and_aside_pile_are_every_games(tmp_path: Path) -> None:
    run_tournament(["bigmoney", "bigmoney"], games=3, seed=1, workers=1, turn_limit=3,
                   kingdom=FERRYMAN, save_dir=tmp_path / "fixed", bane="Pawn",
                   aside_pile="Remodel")
    assert {_setup(log) for log in (tmp_path / "fixed").iterdir()} == {("Pawn", "Remodel")}
    with pytest.raises(ValueError, match="Bane"):
        run_tournament(["bigmoney", "bigmoney"], games=1, kingdom=FERRYMAN, bane="Gold")
    with pytest.raises(ValueError):
        run_tournament(["bigmoney", "bigmoney"], games=1, kingdom=FERRYMAN, aside_pile="Smithy")


def test_bane_and_aside_pile_on_the_command_line(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    kingdom = ",".join(FERRYMAN)
    assert main(["simulate", "bigmoney", "bigmoney", "--games", "2", "--workers", "1",
                 "--turn-limit", "3", "--no-progress", "--kingdom", kingdom, "--bane", "Pawn",
                 "--aside-pile", "Remodel", "--save-games", str(tmp_path / "g")]) == 0
    assert {_setup(log) for log in (tmp_path / "g").iterdir()} == {("Pawn", "Remodel")}
    capsys.readouterr()
    assert main(["simulate", "bigmoney", "bigmoney", "--games", "1", "--no-progress",
                 "--kingdom", kingdom, "--aside-pile", "Smithy"]) == 2
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert last == ("dgsim simulate: the pile set aside must be an unused kingdom card costing $3 "
                    "or $4, not Smithy")
