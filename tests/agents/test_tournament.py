"""Tournaments: seat rotation, seeds, determinism across worker counts, stats, curves, saved games."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from dgsim.agents.agent import RandomAgent
from dgsim.agents.bots import BIG_MONEY, make_agent
from dgsim.agents.rules import RuleAgent
from dgsim.agents.tournament import (
    AgentStats,
    GameRecord,
    TournamentResult,
    format_table,
    game_seed,
    parse_kingdom,
    play_one,
    resolve_kingdom,
    run_tournament,
    seating,
    to_json,
    wilson_interval,
)
from dgsim.core import History
from dgsim.dominion import dominion_state


@pytest.mark.parametrize("n", [2, 3, 4])
def test_seats_rotate_fairly(n: int) -> None:
    seen = Counter((seat, agent) for i in range(3 * n) for seat, agent in enumerate(seating(i, n)))
    assert set(seen.values()) == {3} and len(seen) == n * n
    for i in range(3 * n):
        assert sorted(seating(i, n)) == list(range(n))


def test_game_seeds_are_fixed_and_distinct() -> None:
    seeds = [game_seed(1, i) for i in range(1000)]
    assert len(set(seeds)) == 1000 and all(0 <= s < 2**63 for s in seeds)
    assert seeds[:3] == [game_seed(1, 0), game_seed(1, 1), game_seed(1, 2)]
    assert game_seed(2, 0) != game_seed(1, 0)


def test_wilson_interval() -> None:
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.28
    lo, hi = wilson_interval(10, 10)
    assert hi == pytest.approx(1.0) and 0.72 < lo < 0.73
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_parse_kingdom() -> None:
    assert parse_kingdom("Size Distortion") == "Size Distortion"
    assert parse_kingdom("Smithy,Witch, Village,") == ("Smithy", "Witch", "Village")


def test_results_do_not_depend_on_the_number_of_workers() -> None:
    one, two = (run_tournament(["smithy-bm", "bigmoney"], workers=workers, games=8,
                               kingdom="First Game", seed=3) for workers in (1, 2))
    assert one == two
    assert format_table(one) == format_table(two) and to_json(one) == to_json(two)
    other = run_tournament(["smithy-bm", "bigmoney"], games=8, seed=4, workers=1)
    assert other.stats != one.stats or other.seed != one.seed


def test_stats_add_up_and_every_agent_sits_in_every_seat() -> None:
    result = run_tournament(["bigmoney", "random"], games=6, seed=2, workers=1)
    bm, rnd = result.stats
    assert bm.games == rnd.games == 6
    assert bm.wins + bm.ties + bm.losses == 6
    assert bm.wins == 6 and rnd.wins == 0 and bm.win_rate == 1.0  # Big Money crushes random
    assert rnd.mean_vp < bm.mean_vp and bm.mean_turns > 5
    orders = {play_one([make_agent("bigmoney"), make_agent("random")], "First Game", 2, 2, i).order
              for i in range(2)}
    assert orders == {(0, 1), (1, 0)}


def test_agent_objects_and_duplicate_names() -> None:
    result = run_tournament([RuleAgent(BIG_MONEY), RuleAgent(BIG_MONEY)], games=2, workers=1,
                            kingdom=("Smithy", "Village"), any_kingdom_size=True)
    assert result.agents == ("bigmoney", "bigmoney#2")
    assert result.kingdom_cards == ("Village", "Smithy") or result.kingdom_cards == (
        "Smithy", "Village")
    assert sum(s.wins for s in result.stats) + result.stats[0].ties == 2


def test_random_agents_get_their_own_stream_per_game() -> None:
    a = play_one([RandomAgent(1), RandomAgent(1)], "First Game", 2, 0, 0)
    b = play_one([RandomAgent(1), RandomAgent(1)], "First Game", 2, 0, 1)
    again = play_one([RandomAgent(1), RandomAgent(1)], "First Game", 2, 0, 0)
    assert a == again and a.seed != b.seed


def test_progress_is_reported_for_every_game() -> None:
    done: list[int] = []
    run_tournament(["bigmoney", "bigmoney"], games=5, workers=1, progress=done.append)
    assert sum(done) == 5
    done.clear()
    run_tournament(["bigmoney", "bigmoney"], games=5, workers=2, progress=done.append)
    assert sum(done) == 5


def test_curves_average_vp_and_money_by_turn() -> None:
    result = run_tournament(["bigmoney", "smithy-bm"], games=4, workers=1, curves=True)
    for curve in result.curves:
        assert curve.vp[0] == 3.0  # 3 Estates; nobody greens on turn 1
        assert 0.6 < curve.money[0] < 0.9  # 7 Copper + a $0-6 buy over 11 cards
        assert curve.games[0] == 4 and list(curve.games) == sorted(curve.games, reverse=True)
    doc = json.loads(to_json(result))
    assert doc["curves"][0]["vp"][0] == 3.0
    assert doc["results"][0]["games"] == 4 and len(doc["results"][0]["ci95"]) == 2


def test_saved_games_replay_to_the_same_result(tmp_path: Path) -> None:
    result = run_tournament(["bigmoney", "witch-bm"], games=2, workers=1, kingdom="Size Distortion",
                            save_dir=tmp_path / "logs")
    files = sorted((tmp_path / "logs").iterdir())
    assert [f.name for f in files] == ["game-000000.json", "game-000001.json"]
    record = play_one([make_agent("bigmoney"), make_agent("witch-bm")], result.kingdom, 2, 0, 1)
    final = dominion_state(History.load(files[1]).latest)  # a saved game's type is known on load
    assert final.game_end()
    assert final.scores() == record.scores


def test_bad_setups_are_rejected() -> None:
    with pytest.raises(ValueError, match="need 3 agents"):
        run_tournament(["bigmoney", "bigmoney"], games=1, players=3)
    with pytest.raises(ValueError, match="unknown agent"):
        run_tournament(["bigmoney", "nobody"], games=1)
    with pytest.raises(KeyError):
        run_tournament(["bigmoney", "bigmoney"], games=1, kingdom="No Such Set")
    with pytest.raises(ValueError, match="games"):
        run_tournament(["bigmoney", "bigmoney"], games=-1)


def test_table_shows_every_column() -> None:
    stats = (AgentStats("a", 10, 6, 1, 150, 300), AgentStats("b", 10, 3, 1, 151, 250))
    table = format_table(TournamentResult(("a", "b"), "First Game", ("Cellar",), 2, 10, 1, stats))
    lines = table.splitlines()
    assert lines[0] == "10 games, 2 players, seed 1, kingdom First Game (Cellar)"
    assert lines[1].split() == ["agent", "games", "wins", "ties", "win", "rate", "95%", "CI",
                                "mean", "turns", "mean", "VP"]
    assert lines[2].split() == ["a", "10", "6", "1", "60.0%", "[31.3,", "83.2]", "15.00", "30.00"]


def test_results_from_games_played_elsewhere() -> None:
    # three 3-seat games: a sole win, a two-way tie, a win by the entry seated last
    games = [GameRecord(0, 5, (0, 1, 2), (30, 20, 10), (18, 18, 17), (0,)),
             GameRecord(1, 6, (1, 2, 0), (25, 25, 12), (20, 20, 20), (0, 1)),
             GameRecord(2, 7, (2, 0, 1), (5, 9, 40), (15, 15, 14), (2,))]
    result = TournamentResult.from_games(["x", "y", "z"], games, kingdom="First Game",
                                         cards=("Cellar",), seed=5, elapsed=2.5)
    x, y, z = result.stats
    assert (result.agents, result.players, result.games, result.seed) == (("x", "y", "z"), 3, 3, 5)
    assert (x.games, x.wins, x.ties, x.losses, x.vp, x.turns) == (3, 1, 0, 2, 30 + 12 + 9, 18 + 20 + 15)
    assert (y.wins, y.ties, y.losses, y.vp, y.turns) == (1, 1, 1, 20 + 25 + 40, 18 + 20 + 14)
    assert (z.wins, z.ties, z.losses, z.vp, z.turns) == (0, 1, 2, 10 + 25 + 5, 17 + 20 + 15)
    assert result.elapsed == 2.5 and result.curves == ()
    assert format_table(result).splitlines()[0] == "3 games, 3 players, seed 5, kingdom First Game (Cellar)"
    assert json.loads(to_json(result, {"faults": ["f"]})) == {**json.loads(to_json(result)),
                                                              "faults": ["f"]}


def test_results_from_games_equal_the_tournaments() -> None:
    agents = [make_agent("bigmoney"), make_agent("smithy-bm")]
    records = [play_one(agents, "First Game", 2, 7, i, curves=True) for i in range(4)]
    label, cards, _ = resolve_kingdom("First Game", 7)
    built = TournamentResult.from_games(["bigmoney", "smithy-bm"], records, kingdom=label,
                                        cards=cards, seed=7, curves=True)
    ran = run_tournament(["bigmoney", "smithy-bm"], games=4, seed=7, workers=1, curves=True)
    assert built == ran and to_json(built) == to_json(ran)


def test_resolve_kingdom_draws_a_random_kingdom_once() -> None:
    label, cards, setup = resolve_kingdom("random", 3)
    assert label == "random" and len(cards) == 10 and setup == cards
    assert resolve_kingdom("random", 3) == (label, cards, setup)
    assert resolve_kingdom(["Village", "Smithy"])[0] in ("Village, Smithy", "Smithy, Village")
    with pytest.raises(KeyError):
        resolve_kingdom("No Such Set")
