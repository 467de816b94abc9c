"""Game end (2nd-edition rulebook, "End of the Game"): the game ends at the end of a turn in which the
Province pile is empty or any 3 Supply piles are empty (4 piles with 5 or 6 players, per the
rulebook's 5-6 player rules); plus dgsim's turn limit (the mode's ``turn_limit``), after which the
game is scored as usual.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from dgsim import InvalidActionError
from dgsim.dominion import DominionState, new_game, scenario
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Market", "Cellar"]


def _buy_last(supply: Mapping[str, int], buy: str, players: int = 2) -> DominionState:
    """Seat 0 buys ``buy`` with three Golds in hand; the state right after the purchase."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Gold"], 1: ["Copper"]}, supply=supply,
                 players=players, decks={0: ["Copper"] * 5})
    return act(act(s, "play all treasures"), f"buy {buy}")


def _assert_over(s: DominionState) -> None:
    assert s.game_end()
    assert s.waiting_for() is None
    with pytest.raises(InvalidActionError):
        s.step()
    with pytest.raises(InvalidActionError):
        s.action_generator(0)
    assert s.auto_step() is s


def test_province_pile_empty_ends_after_the_turn() -> None:
    """Buying the last Province does not stop the turn; the game ends at its end."""
    s = _buy_last({"Province": 1}, "Province")
    assert s.supply_count("Province") == 0
    assert s.current == 0  # the turn goes on until Clean-up (no Buy left, so it ended)
    _assert_over(s)
    assert s.player(0).turns == 1 and s.player(1).turns == 0


def test_game_not_over_mid_turn() -> None:
    """With a Buy left after emptying the Province pile, the player still decides; not over yet."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold", "Gold"]}, supply={"Province": 1},
                 decks={0: ["Copper"]})
    s = act(act(act(s, "play Market"), "play all treasures"), "buy Province")
    assert s.supply_count("Province") == 0
    assert not s.game_end() and s.waiting_for() == 0
    s = act(s, "buy Copper")
    _assert_over(s)


def test_three_empty_piles_end_the_game() -> None:
    """Any three Supply piles (here Curse, Estate and Village) empty: the game ends after the turn."""
    s = _buy_last({"Curse": 0, "Estate": 0, "Village": 1}, "Village")
    _assert_over(s)


def test_two_empty_piles_do_not() -> None:
    """Two empty piles are not enough: the next player's turn begins."""
    s = _buy_last({"Curse": 0, "Village": 1}, "Village")
    assert not s.game_end()
    assert s.current == 1 and s.waiting_for() == 1


@pytest.mark.parametrize("players", [5, 6])
def test_five_or_six_players_need_four_empty_piles(players: int) -> None:
    """With 5-6 players three empty piles do NOT end the game; four do."""
    s = _buy_last({"Curse": 0, "Estate": 0, "Village": 1}, "Village", players=players)
    assert not s.game_end() and s.current == 1
    s = _buy_last({"Curse": 0, "Estate": 0, "Cellar": 0, "Village": 1}, "Village", players=players)
    _assert_over(s)


def test_province_pile_ends_five_player_games_too() -> None:
    """The Province condition does not depend on the player count."""
    _assert_over(_buy_last({"Province": 1}, "Province", players=5))


def _end_turns(s: DominionState) -> DominionState:
    """Play doing nothing: always the last choice (`end actions` / `end turn`) until the game ends."""
    while not s.game_end():
        pid = s.waiting_for()
        assert pid is not None
        gen = s.action_generator(pid)
        s = s.action_step(pid, gen.choose(gen.choices()[-1]).generate_action()).auto_step()
    return s


def test_turn_limit_ends_and_scores_the_game() -> None:
    """With ``turn_limit=3`` the game ends once every seat has had 3 turns, and is scored as usual."""
    s = new_game("First Game", players=3, seed=9, turn_limit=3).auto_step()
    assert s.mode.turn_limit == 3
    s = _end_turns(s)
    assert [p.turns for p in s.players] == [3, 3, 3]
    assert s.scores() == (3, 3, 3)
    assert s.winners() == (0, 1, 2)
    _assert_over(s)


def test_turn_limit_counts_each_seat() -> None:
    """The limit is per player: after the first seat's last turn the others still play theirs."""
    s = scenario(KINGDOM, hands={0: ["Copper"], 1: ["Copper"]}, turn_limit=1)
    s = act(s, "end turn")
    assert not s.game_end() and s.waiting_for() == 1
    s = act(s, "end turn")
    _assert_over(s)
