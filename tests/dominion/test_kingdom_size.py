"""One kingdom-size rule behind every door: `new_game`, `run_tournament`, `dominion_env`, the
saved-game loader and `scenario` (issue 31, item 5).

A kingdom has 10 cards; the Python entry points refuse other sizes as the commands do, and
``any_kingdom_size=True`` is the keyword twin of the commands' ``--any-kingdom-size``. A saved game
is rebuilt with the kingdom it was played with, whatever its size; `scenario` takes any kingdom.
"""

from __future__ import annotations

import pytest

from dgsim.agents.tournament import run_tournament
from dgsim.core import History
from dgsim.dominion import new_game, scenario

NINE = ["Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village"]
MESSAGE = "a kingdom has 10 cards, this one {n} (add any_kingdom_size=True to play it anyway)"


@pytest.mark.parametrize("kingdom", [NINE, ["Smithy", "Witch"], [*NINE, "Workshop", "Witch"]])
def test_new_game_refuses_a_kingdom_of_other_than_ten_cards(kingdom: list[str]) -> None:
    with pytest.raises(ValueError) as refused:
        new_game(kingdom, 2, 1)
    assert str(refused.value) == MESSAGE.format(n=len(kingdom))
    state = new_game(kingdom, 2, 1, any_kingdom_size=True)
    assert sorted(c.name for c in state.mode.kingdom) == sorted(kingdom)


def test_ten_cards_recommended_and_random_kingdoms_need_no_keyword() -> None:
    assert len(new_game([*NINE, "Workshop"], 2, 1).mode.kingdom) == 10
    assert len(new_game("First Game", 2, 1).mode.kingdom) == 10
    assert len(new_game("random", 2, 1).mode.kingdom) == 10


def test_run_tournament_refuses_before_any_game_and_plays_with_the_keyword() -> None:
    with pytest.raises(ValueError, match=r"this one 2 \(add any_kingdom_size=True"):
        run_tournament(["bigmoney", "smithy-bm"], games=2, kingdom=("Smithy", "Witch"), workers=1)
    result = run_tournament(["bigmoney", "smithy-bm"], games=2, kingdom=("Smithy", "Witch"),
                            workers=1, turn_limit=5, any_kingdom_size=True)
    assert result.games == 2 and sorted(result.kingdom_cards) == ["Smithy", "Witch"]


def test_dominion_env_refuses_as_new_game_does() -> None:
    pytest.importorskip("pettingzoo")
    from dgsim.rl import dominion_env

    with pytest.raises(ValueError, match=r"this one 9 \(add any_kingdom_size=True"):
        dominion_env(kingdom=NINE)
    env = dominion_env(kingdom=NINE, any_kingdom_size=True)
    env.reset(seed=3)
    assert env.agents == ["player_0", "player_1"]


def test_a_saved_game_of_a_small_kingdom_still_loads() -> None:
    history = History.start(new_game(["Smithy", "Witch"], 2, 4, any_kingdom_size=True))
    loaded = History.from_json(history.to_json({"players": ["a", "b"]}))
    assert loaded.initial == history.initial


def test_scenario_takes_any_kingdom() -> None:
    s = scenario(["Militia"], hands={0: ["Militia"]})
    assert [c.name for c in s.mode.kingdom] == ["Militia"]
