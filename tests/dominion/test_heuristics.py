"""The Dominion search knowledge: tree pruning and the cut-rollout evaluation."""

from __future__ import annotations

import pytest

from dgsim.core import Choice
from dgsim.dominion import scenario
from dgsim.dominion.heuristics import evaluate, prune
from dgsim.games.goofspiel import new_goofspiel


def labels(options: object) -> list[str]:
    assert isinstance(options, (list, tuple))
    return [o.label for o in options]


def test_with_treasures_in_hand_only_play_all_is_searched() -> None:
    s = scenario(["Smithy"], hands={0: ["Copper", "Silver", "Estate"]}).auto_step()
    options = s.action_generator(0).choices()
    assert "play Copper" in labels(options) and "end turn" in labels(options)
    assert labels(prune(s, (), options)) == ["play all treasures"]


def test_buying_copper_or_curse_is_never_searched() -> None:
    s = scenario(["Smithy"], hands={0: ["Silver", "Silver", "Estate"]}).auto_step()
    s = s.action_step(0, s.action_generator(0).choose("play all treasures")
                      .generate_action()).auto_step()
    options = s.action_generator(0).choices()
    assert {"buy Copper", "buy Curse", "buy Silver", "buy Smithy"} <= set(labels(options))
    kept = labels(prune(s, (), options))
    assert "buy Copper" not in kept and "buy Curse" not in kept
    assert {"buy Silver", "buy Smithy", "buy Estate", "end turn"} <= set(kept)
    assert len(kept) == len(options) - 2


def test_pruning_never_leaves_nothing() -> None:
    s = scenario(["Smithy"], hands={0: ["Estate"]}).auto_step()
    only = (Choice("buy", "Copper"), Choice("buy", "Curse"))
    assert prune(s, (), only) == only


def test_other_decisions_are_kept_whole() -> None:
    s = scenario(["Cellar"], hands={0: ["Cellar", "Copper", "Estate"]}).auto_step()
    options = s.action_generator(0).choices()
    assert labels(prune(s, (), options)) == labels(options)


def test_even_positions_evaluate_level_and_vp_leads_count() -> None:
    s = scenario(["Smithy"], hands={0: ["Copper"], 1: ["Copper"]})
    assert evaluate(s) == (0.5, 0.5)
    ahead = scenario(["Smithy"], hands={0: ["Copper", "Copper", "Province"],
                                        1: ["Copper", "Copper", "Estate"]})
    mine, theirs = evaluate(ahead)
    assert mine > 0.5 > theirs


def test_money_density_is_a_share_of_the_provinces_left() -> None:
    rich = scenario(["Smithy"], hands={0: ["Gold", "Gold"], 1: ["Copper", "Estate"]})
    mine, theirs = evaluate(rich)
    assert mine > 0.5 > theirs
    # with no Provinces left to share, money counts for nothing: VP alone decide
    bare = scenario(["Smithy"], hands={0: ["Gold", "Gold"], 1: ["Copper", "Estate"]},
                    supply={"Province": 0})
    mine, theirs = evaluate(bare)
    assert mine < 0.5 < theirs


def test_a_finished_game_scores_half_for_the_win_and_half_for_the_margin() -> None:
    s = scenario(["Smithy"], hands={0: ["Province"], 1: ["Estate"]},
                 supply={"Province": 0}).auto_step()
    s = s.action_step(0, s.action_generator(0).choose("end turn").generate_action()).auto_step()
    assert s.game_end() and s.winners() == (0,)
    mine, theirs = evaluate(s)
    assert mine > 0.5 + 0.5 * 0.5 and theirs < 0.5 * 0.5
    assert mine + theirs == pytest.approx(1.0)


def test_other_games_are_refused() -> None:
    with pytest.raises(TypeError, match="Dominion"):
        evaluate(new_goofspiel(3))
