"""`dgsim cards`: every card with cost, types and text."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dgsim.cli import main
from dgsim.dominion import ALL_CARDS


def test_lists_every_card_with_cost_types_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards"]) == 0
    out = capsys.readouterr().out
    for card in ALL_CARDS:
        assert card.name in out
        assert card.text in out
    assert "Moat" in out and "Action - Reaction" in out
    assert "$4  Action - Attack" in out  # Militia


def test_named_cards_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "village", "Smithy"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("Village") and "Smithy" in out and "Market" not in out


def test_unknown_card_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "Nonesuch"]) == 2
    assert "no card named Nonesuch" in capsys.readouterr().err


def test_runs_as_a_module() -> None:
    proc = subprocess.run([sys.executable, "-m", "dgsim", "cards", "Copper"], capture_output=True,
                          text=True, check=True)
    assert proc.stdout.startswith("Copper  $0  Treasure")
