"""Card sets on the command line: `dgsim cards --set NAME` for every set, `dgsim kingdoms` by the
sets' rulebooks, and `--sets` drawing as `new_game(kingdom="random", sets=...)` does (the same ten
cards, Platinum and Colony by the Prosperity rule)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from dgsim.agents.tournament import run_tournament
from dgsim.cli import build_parser, main
from dgsim.cli.agents import _play_setup
from dgsim.core import History
from dgsim.dominion import DominionState, new_game
from dgsim.dominion.cards import SETS
from dgsim.dominion.kingdom import RECOMMENDED, RECOMMENDED_BY_SET, draw_kingdom, pool_of_sets


@pytest.mark.parametrize("name", list(SETS))
def test_cards_of_every_set(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["cards", "--set", name.lower()])
    out, err = capsys.readouterr()
    if not SETS[name]:
        assert status == 2 and out == ""
        assert err == f"dgsim cards: no cards of {name.lower()} are implemented yet\n"
        return
    assert status == 0 and err == ""
    listed = {line.split("  ")[0].strip() for line in out.splitlines() if not line.startswith(" ")}
    assert listed == {c.name for c in SETS[name]}
    for card in SETS[name]:
        assert card.text in out


def test_several_sets_and_names_narrow_the_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "Base 1E", "--set", "Promo", "Spy", "Stash"]) == 0
    out = capsys.readouterr().out
    # second-edition cards first, then by cost
    assert [line.split()[0] for line in out.splitlines() if not line.startswith(" ")] == [
        "Stash", "Spy"]


def test_an_unknown_set_lists_the_known_ones(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "Dark Ages II"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dgsim cards: no set named 'Dark Ages II'; known: Base, Base 1E, Intrigue")
    assert len(err.splitlines()) == 1


def test_kingdoms_by_rulebook(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["kingdoms"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for set_name, names in RECOMMENDED_BY_SET.items():
        at = lines.index(f"{set_name}:")
        for k, name in enumerate(names):
            assert lines[at + 1 + k].split("  ")[1] == name
            assert ", ".join(RECOMMENDED[name]) in lines[at + 1 + k]


def test_kingdoms_lists_the_benchmark_kingdoms(capsys: pytest.CaptureFixture[str]) -> None:
    """``dgsim kingdoms`` lists the named benchmark kingdoms too ("MCTS Benchmark", issue 35),
    after the rulebooks' and under their own heading."""
    from dgsim.dominion.kingdom import BENCHMARK_KINGDOMS, MCTS_BENCHMARK

    assert main(["kingdoms"]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Benchmarks"))
    assert lines[at + 1].split("  ")[1:3] == ["MCTS Benchmark", ", ".join(MCTS_BENCHMARK)]
    assert len([line for line in lines[at + 1:] if line.startswith("  ")]) == len(BENCHMARK_KINGDOMS)


SETS_WITH_PROSPERITY = ["Base", "Prosperity", "Prosperity 1E"]


def seeds_by_colonies() -> tuple[int, int]:
    """A seed whose draw uses Colonies and one whose does not."""
    with_colonies = next(s for s in range(200) if draw_kingdom(s, SETS_WITH_PROSPERITY)[1])
    without = next(s for s in range(200) if not draw_kingdom(s, SETS_WITH_PROSPERITY)[1])
    return with_colonies, without


def test_simulate_draws_as_new_game(tmp_path: Path) -> None:
    """A tournament's random kingdom (``--sets``) is `new_game`'s draw for its seed: the same
    cards, with Platinum and Colony exactly when the Prosperity rule says."""
    for seed in seeds_by_colonies():
        logs = tmp_path / str(seed)
        result = run_tournament(["bigmoney", "bigmoney"], games=1, workers=1, kingdom="random",
                                seed=seed, pool=pool_of_sets(SETS_WITH_PROSPERITY),
                                save_dir=logs, turn_limit=3)
        expected = new_game("random", sets=SETS_WITH_PROSPERITY, seed=seed)
        assert set(result.kingdom_cards) == {c.name for c in expected.mode.kingdom}
        initial = History.load(next(logs.iterdir())).initial
        assert isinstance(initial, DominionState)
        assert initial.mode.piles == expected.mode.piles
        assert ("Colony" in {c.name for c in initial.mode.piles}) == draw_kingdom(
            seed, SETS_WITH_PROSPERITY)[1]


def play_args(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["play", *argv])


def test_play_draws_as_new_game() -> None:
    for seed in seeds_by_colonies():
        args = play_args("--kingdom", "random", "--sets", ",".join(SETS_WITH_PROSPERITY),
                         "--seed", str(seed))
        history, specs, seat = _play_setup(args)
        expected = new_game("random", 2, seed, sets=SETS_WITH_PROSPERITY)
        assert history.initial == expected.auto_step() and specs == ["bigmoney"] and seat == 0
