"""Histories: every state kept, cursor moves, undo, and save/load by replay."""

from __future__ import annotations

import random
from pathlib import Path
from types import MappingProxyType

import pytest

from dgsim import History, InvalidActionError, PlayerAction
from dgsim.core import SavedGameError, load_state
from dgsim.dominion import DominionState, new_game, scenario
from tests.core.toygame import ToyState, new_toy


def random_action(state: ToyState | DominionState, rng: random.Random) -> tuple[int, PlayerAction]:
    pid = state.waiting_for()
    assert pid is not None
    gen = state.action_generator(pid)
    while not gen.filled():
        gen = gen.choose(rng.choice(gen.choices()))
    return pid, gen.generate_action()


def test_record_keeps_every_state_and_moves_the_cursor() -> None:
    rng = random.Random(0)
    hist = History.start(new_toy(seed=5))
    states = [hist.current]
    while not hist.latest.game_end():
        pid, action = random_action(hist.latest, rng)
        hist = hist.record(pid, action)
        states.append(hist.current)
    assert list(hist) == states
    assert len(hist) == len(states) - 1 and hist.position == len(hist)
    back = hist.back(2)
    assert back.current == states[-3] and back.latest == states[-1]
    assert back.forward().current == states[-2]
    assert hist.back(10_000).current == states[0] == hist.initial
    assert hist.forward().current == states[-1]
    assert hist.seek(1).current == states[1]
    with pytest.raises(IndexError):
        hist.seek(len(states))


def test_record_after_back_drops_the_future() -> None:
    rng = random.Random(1)
    hist = History.start(new_toy(seed=6))
    for _ in range(3):
        hist = hist.record(*random_action(hist.latest, rng))
    undone = hist.back(2)
    redo = undone.record(*random_action(undone.current, rng))
    assert len(redo) == 2 and redo.position == 2
    assert redo.states[:2] == hist.states[:2]


def test_illegal_record_raises_and_keeps_history() -> None:
    hist = History.start(new_toy(seed=5))
    with pytest.raises(InvalidActionError):
        hist.record(1, PlayerAction.from_labels(["yes"]))
    assert len(hist) == 0


def test_saved_dominion_history_replays_to_equal_states(tmp_path: Path) -> None:
    rng = random.Random(2)
    hist = History.start(new_game("First Game", players=3, seed=9))
    while not hist.latest.game_end() and len(hist) < 150:
        hist = hist.record(*random_action(hist.latest, rng))
    path = tmp_path / "game.json"
    hist.save(path)
    loaded = History.load(path)
    assert list(loaded) == list(hist)
    assert [hash(s) for s in loaded] == [hash(s) for s in hist]
    assert loaded.steps == hist.steps


def test_scenario_history_round_trips() -> None:
    state = scenario(["Militia", "Moat"], hands={0: ["Militia", "Copper"], 1: ["Moat", "Estate"]},
                     decks={1: ["Copper"] * 5})
    hist = History.start(state)
    hist = hist.record(0, hist.latest.action_generator(0).choose("play Militia").generate_action())
    again = History.from_json(hist.to_json())
    assert list(again) == list(hist)


def test_bad_documents_are_rejected() -> None:
    with pytest.raises(SavedGameError, match="not a saved game"):
        History.from_json('{"format": "other"}')
    with pytest.raises(SavedGameError, match="names no game"):
        load_state({"kingdom": []})
    with pytest.raises(SavedGameError, match="unknown game 'json:dumps'"):
        load_state({"factory": "json:dumps", "obj": 1})
    doc = History.start(new_game("First Game", seed=1)).to_json().replace(
        '"steps": []', '"steps": [{"pid": 0, "labels": ["buy Nothing"]}]')
    first = new_game("First Game", seed=1).auto_step().waiting_for()
    doc = doc.replace('"pid": 0', f'"pid": {first}')
    with pytest.raises(InvalidActionError, match="step 0"):
        History.from_json(doc)


@pytest.mark.parametrize("field", ["states", "steps", "position", "meta"])
def test_a_historys_fields_are_read_only(field: str) -> None:
    hist = History.start(new_toy(seed=5)).with_meta({"who": "me"})
    with pytest.raises(AttributeError):
        setattr(hist, field, None)
    with pytest.raises(AttributeError):
        delattr(hist, field)
    assert hist.position == 0 and len(hist.states) == 1 and dict(hist.meta) == {"who": "me"}


def test_histories_are_equal_by_states_steps_and_position_not_meta() -> None:
    rng = random.Random(3)
    hist = History.start(new_toy(seed=5))
    hist = hist.record(*random_action(hist.latest, rng))
    same = History(hist.states, hist.steps, hist.position, {"other": 1})
    assert hist == same and hash(hist) == hash(same) and {hist: 1}[same] == 1
    assert hist != hist.back() and hist.back() == History(hist.states, hist.steps, 0)
    assert hist != (hist.states, hist.steps, 1)
    assert History(hist.states, hist.steps).position == 0 and dict(History(hist.states,
                                                                           hist.steps).meta) == {}
    assert repr(hist.back()) == (f"History(states={hist.states!r}, steps={hist.steps!r}, "
                                 "position=0, meta=mappingproxy({}))")


def test_a_history_pickles_with_its_meta() -> None:
    import pickle

    hist = History.start(new_game("First Game", seed=4)).with_meta({"agents": ["a", "b"]})
    pid = hist.latest.waiting_for()
    assert pid is not None
    hist = hist.record(pid, hist.latest.action_generator(pid).choose("end turn").generate_action())
    again = pickle.loads(pickle.dumps(hist))
    assert again == hist and list(again) == list(hist) and again.steps == hist.steps
    assert dict(again.meta) == {"agents": ["a", "b"]} and isinstance(again.meta, MappingProxyType)
