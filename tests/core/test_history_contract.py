"""The contract of `History` and saved games (docs/saved-games.md): cursor moves keep the meta,
the document's layout, and one exact line for each kind of bad document or bad step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dgsim import GameState, History, PlayerAction, SavedGameError
from dgsim.core import IllegalStepError, load_state
from dgsim.games import new_goofspiel


def goofspiel_history(bids: int, cards: int = 4) -> History[GameState]:
    """``bids`` decisions of Goofspiel (fewer if it ends), each seat bidding its highest card."""
    history: History[GameState] = History.start(new_goofspiel(cards=cards, seed=5))
    for _ in range(bids):
        state = history.latest
        pid = state.waiting_for()
        if pid is None:
            break
        history = history.record(pid, PlayerAction.from_labels([state.action_generator(pid).labels()[-1]]))
    return history


def test_back_and_forward_move_one_decision_by_default() -> None:
    history = goofspiel_history(4)
    assert history.position == 4
    assert history.back().position == 3
    assert history.back().back().forward().position == 3
    assert history.back(3).forward().position == 2
    assert history.forward().position == 4  # not past the end
    assert History.start(new_goofspiel(cards=3)).position == 0


def test_every_cursor_move_and_record_keeps_the_meta() -> None:
    history = goofspiel_history(4).with_meta({"agents": ["a", "b"]})
    moved = [history.back(), history.back(2).forward(), history.seek(1), history.seek(4)]
    for h in moved:
        assert dict(h.meta) == {"agents": ["a", "b"]}
    undo = history.back(2)
    pid = undo.current.waiting_for()
    assert pid is not None
    label = undo.current.action_generator(pid).labels()[0]
    redone = undo.record(pid, PlayerAction.from_labels([label]))
    assert dict(redone.meta) == {"agents": ["a", "b"]} and len(redone) == 3


def test_seek_outside_the_history_names_the_range() -> None:
    history = goofspiel_history(3)
    for bad in (4, -1, 100):
        with pytest.raises(IndexError) as caught:
            history.seek(bad)
        assert str(caught.value) == f"position {bad} outside 0..3"
    assert history.seek(0).current == history.initial and history.seek(3).current == history.latest


def test_the_document_is_laid_out_as_the_docs_show(tmp_path: Path) -> None:
    history = goofspiel_history(2)
    text = history.to_json()
    lines = text.splitlines()
    assert lines[0] == "{" and lines[1] == ' "format": "dgsim-history/2",'
    assert lines[2] == ' "game": "goofspiel",'
    assert json.loads(text)["params"] == {"cards": 4, "seed": 5}
    path = tmp_path / "g.json"
    history.save(path)
    assert path.read_text(encoding="utf-8") == text
    assert list(History.load(path)) == list(history)


def test_a_document_without_params_takes_the_games_defaults() -> None:
    loaded = History.from_json('{"format": "dgsim-history/2", "game": "goofspiel", "steps": []}')
    assert loaded.initial == new_goofspiel().auto_step()
    old = History.from_json('{"format": "dgsim-history/1", '
                            '"setup": {"factory": "dgsim.games.goofspiel:new_goofspiel"}, "steps": []}')
    assert old.initial == new_goofspiel().auto_step()


@pytest.mark.parametrize(("text", "message"), [
    ("[]", "not a saved game: the document is a list, not an object"),
    ('"x"', "not a saved game: the document is a str, not an object"),
    ("{}", "not a saved game: format None, expected 'dgsim-history/2'"),
    ('{"format": "dgsim-history/2", "game": 3}', "'game' must name a registered game"),
    ('{"format": "dgsim-history/2", "game": "goofspiel", "params": []}', "'params' must be an object"),
    ('{"format": "dgsim-history/2", "game": "goofspiel", "meta": 1}', "'meta' must be an object"),
    ('{"format": "dgsim-history/2", "game": "goofspiel"}', "'steps' must be a list"),
    ('{"format": "dgsim-history/2", "game": "goofspiel", "steps": {}}', "'steps' must be a list"),
    ('{"format": "dgsim-history/1", "setup": []}', "'setup' must be an object"),
    ('{"format": "dgsim-history/1"}', "'setup' must be an object"),
    ('{"format": "dgsim-history/1", "setup": {"cards": 3}}', "'setup' names no factory"),
    ('{"format": "dgsim-history/1", "setup": {"factory": 7}}', "'setup' names no factory"),
])
def test_a_malformed_document_gives_one_exact_line(text: str, message: str) -> None:
    with pytest.raises(SavedGameError) as caught:
        History.from_json(text)
    assert str(caught.value) == message


def test_json_that_python_cannot_hold_gives_the_first_line_of_the_reason() -> None:
    huge = '{"format": "dgsim-history/2", "n": ' + "7" * 5000 + "}"
    with pytest.raises(SavedGameError) as caught:
        History.from_json(huge)
    message = str(caught.value)
    assert message.startswith("not JSON: Exceeds the limit (4300 digits) for integer string conversion")
    assert "\n" not in message and len(message) <= len("not JSON: ") + 200


def test_a_setup_without_a_game_name_is_refused() -> None:
    for setup in ({}, {"game": 3}, {"factory": None, "cards": 3}):
        with pytest.raises(SavedGameError) as caught:
            load_state(setup)
        assert str(caught.value) == "the setup names no game ('game': a registered game's name)"
    assert load_state({"game": "goofspiel", "cards": 3}) == new_goofspiel(cards=3)


def doc_with_step(labels: object, pid: object = 0) -> str:
    return json.dumps({"format": "dgsim-history/2", "game": "goofspiel", "params": {"cards": 3},
                       "steps": [{"pid": pid, "labels": labels}]})


@pytest.mark.parametrize(("labels", "message"), [
    (["bid 3", "bid 2"], "step 0: 'bid 2' comes after a complete action"),
    (["bid 9"], "step 0: 'bid 9' is not offered; offered: bid 1, bid 2, bid 3"),
    ([], "step 0: the labels do not complete an action; next offered: bid 1, bid 2, bid 3"),
])
def test_a_bad_step_names_the_step_and_what_was_offered(labels: list[str], message: str) -> None:
    with pytest.raises(IllegalStepError) as caught:
        History.from_json(doc_with_step(labels))
    assert str(caught.value) == message


def test_a_step_of_the_wrong_seat_or_after_the_end_is_refused() -> None:
    with pytest.raises(IllegalStepError) as caught:
        History.from_json(doc_with_step(["bid 1"], pid=1))
    assert str(caught.value) == "step 0: seat 1 is not deciding (seat 0 is)"
    with pytest.raises(SavedGameError) as bad_pid:
        History.from_json(doc_with_step(["bid 1"], pid=True))
    assert str(bad_pid.value) == "step 0: 'pid' must be a seat number"
    finished = goofspiel_history(100, cards=3)
    assert finished.latest.game_end() and len(finished) == 4  # the last round's bids are forced
    doc = json.loads(finished.to_json())
    doc["steps"].append({"pid": 0, "labels": ["bid 1"]})
    with pytest.raises(IllegalStepError) as caught:
        History.from_json(json.dumps(doc))
    assert str(caught.value) == "step 4: the game is over, no seat is deciding"
