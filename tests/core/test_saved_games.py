"""Saved games are data: registered games only, validated parameters, one-line errors, old files load.

Issue 12: a file naming ``os:system`` as its factory ran it on load. Nothing
named in a file may be imported or called.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dgsim import GameState, History, SavedGameError, game_names
from dgsim.core import load_state
from dgsim.core.registry import GameSpec, Param, build_game, register_game, validate_params
from dgsim.dominion import new_game, scenario
from dgsim.dominion.variant import cs5965_game
from dgsim.games import GoofspielState, new_goofspiel


def played(history: History[GameState], picks: int) -> History[GameState]:
    """``picks`` decisions, each taking the last choice offered at every pick."""
    for _ in range(picks):
        state = history.latest
        pid = state.waiting_for()
        if pid is None:
            break
        gen = state.action_generator(pid)
        while not gen.filled():
            gen = gen.choose(gen.choices()[-1])
        history = history.record(pid, gen.generate_action())
    return history


def dominion_doc(picks: int = 40) -> dict[str, object]:
    history: History[GameState] = History.start(new_game("First Game", seed=4))
    doc: dict[str, object] = json.loads(played(history, picks).to_json())
    return doc


def test_the_builtin_games_are_registered() -> None:
    assert set(game_names()) >= {"dominion", "dominion-scenario", "cs5965", "goofspiel"}


def test_the_reproduction_runs_nothing(tmp_path: Path) -> None:
    marker = tmp_path / "owned"
    evil = tmp_path / "evil.json"
    evil.write_text(json.dumps({"format": "dgsim-history/1",
                                "setup": {"factory": "os:system", "command": f"touch {marker}"},
                                "steps": []}))
    with pytest.raises(SavedGameError, match="unknown game 'os:system'"):
        History.load(evil)
    out = subprocess.run([sys.executable, "-m", "dgsim.cli", "replay", str(evil), "--print"],
                         capture_output=True, text=True, timeout=60)
    assert not marker.exists()
    assert out.returncode != 0
    assert "unknown game 'os:system'" in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("name", ["os:system", "builtins:exec", "dgsim.dominion.setup:pile_size",
                                  "subprocess:run", "dominion ", ""])
def test_no_other_name_is_imported(name: str) -> None:
    before = set(sys.modules)
    with pytest.raises(SavedGameError, match="unknown game"):
        History.from_json(json.dumps({"format": "dgsim-history/2", "game": name, "params": {},
                                      "steps": []}))
    assert set(sys.modules) == before


def test_parameters_are_validated_before_anything_is_built() -> None:
    built: list[dict[str, object]] = []

    def build(n: int) -> GameState:
        built.append({"n": n})
        return new_goofspiel(cards=n)

    register_game(GameSpec("test-counted", (Param("n", "int", default=3, low=1, high=5),), build),
                  replace=True)
    cases: list[tuple[dict[str, object], str]] = [({"n": 0}, "at least 1"), ({"n": 9}, "at most 5"),
                        ({"n": "3"}, "must be an integer"), ({"n": True}, "must be an integer"),
                        ({"m": 1}, "unknown parameter 'm'")]
    for bad, reason in cases:
        with pytest.raises(SavedGameError, match=reason):
            build_game("test-counted", bad)
    assert built == []
    state = build_game("test-counted", {})
    assert isinstance(state, GoofspielState) and state.hands == ((1, 2, 3), (1, 2, 3))
    assert built == [{"n": 3}]


@pytest.mark.parametrize(("params", "reason"), [
    ({"kingdom": ["Smithy", "Provnce"]}, "parameter 'kingdom' names an unknown card 'Provnce'"),
    ({"kingdom": "First Game"}, "parameter 'kingdom' must be a list of card names"),
    ({"kingdom": ["Smithy"], "players": 9}, "parameter 'players' must be at most 6"),
    ({"kingdom": ["Smithy"], "players": 1.5}, "parameter 'players' must be an integer"),
    ({"kingdom": ["Smithy"], "turn_limit": 0}, "parameter 'turn_limit' must be at least 1"),
    ({"kingdom": ["Smithy"], "factory": "os:system"}, "unknown parameter 'factory'"),
    ({}, "parameter 'kingdom' is missing"),
])
def test_bad_dominion_parameters(params: dict[str, object], reason: str) -> None:
    doc = {"format": "dgsim-history/2", "game": "dominion", "params": params, "steps": []}
    with pytest.raises(SavedGameError, match=reason):
        History.from_json(json.dumps(doc))


@pytest.mark.parametrize(("params", "reason"), [
    ({"hands": {"x": []}}, "seat 'x' that is not a seat number"),
    ({"hands": {"0": ["Gold", 3]}}, "names an unknown card 3"),
    ({"hands": {}, "supply": {"Smithy": -1}}, "count that is not"),
    ({"hands": {}, "supply": {"Nope": 1}}, "unknown card 'Nope'"),
    ({"hands": {}, "supply": []}, "must map card names to counts"),
    ({"hands": []}, "must map seats to card names"),
    ({"hands": {"5": ["Gold"]}}, "seat 5 outside 0..1"),
])
def test_bad_scenario_parameters(params: dict[str, object], reason: str) -> None:
    doc = {"format": "dgsim-history/2", "game": "dominion-scenario",
           "params": {"kingdom": ["Smithy"], **params}, "steps": []}
    with pytest.raises(SavedGameError, match=reason):
        History.from_json(json.dumps(doc))


def test_other_parameter_kinds() -> None:
    with pytest.raises(SavedGameError, match="must be one of cs5965, standard"):
        load_state({"game": "cs5965", "rules": "house"})
    with pytest.raises(SavedGameError, match="'rules' must be a string"):
        load_state({"game": "cs5965", "rules": 1})
    flag = (Param("fast", "bool", default=False),)
    assert validate_params("g", flag, {"fast": True}) == {"fast": True}
    with pytest.raises(SavedGameError, match="must be true or false"):
        validate_params("g", flag, {"fast": 1})
    with pytest.raises(SavedGameError, match="more than"):
        validate_params("g", (Param("k", "names"),), {"k": ["Gold"] * 10_001}, lambda n: True)
    with pytest.raises(ValueError, match="already registered"):
        register_game(GameSpec("dominion", (), new_goofspiel))


@pytest.mark.parametrize(("mutate", "reason"), [
    (lambda text: text[: len(text) // 2], "not JSON \\(truncated or corrupted\\?\\)"),
    (lambda text: "[1, 2]", "the document is a list"),
    (lambda text: text.replace('"steps": [', '"steps": 5, "x": ['), "'steps' must be a list"),
    (lambda text: "[" * 100_000 + "]" * 100_000, "not JSON"),
    (lambda text: text.replace('"format": "dgsim-history/2"', '"format": "dgsim-history/9"'),
     "format 'dgsim-history/9'"),
])
def test_corrupted_files_give_one_line(mutate: object, reason: str) -> None:
    assert callable(mutate)
    text = mutate(json.dumps(dominion_doc(5)))
    with pytest.raises(SavedGameError, match=reason) as caught:
        History.from_json(str(text))
    assert "\n" not in str(caught.value)


def test_hand_edited_steps_name_the_step_and_reason() -> None:
    doc = dominion_doc(40)
    steps = doc["steps"]
    assert isinstance(steps, list) and len(steps) == 40
    step = steps[30]
    original = list(step["labels"])
    step["labels"] = ["buy Provnce"]
    with pytest.raises(SavedGameError) as caught:
        History.from_json(json.dumps(doc))
    message = str(caught.value)
    assert message.startswith("step 30: 'buy Provnce' is not offered; offered: ")
    assert "buy " in message or "play " in message
    step["labels"] = original
    History.from_json(json.dumps(doc))  # the untouched document loads
    for labels, reason in [([], "do not complete an action"), ("x", "'labels' must be a list"),
                           ([*original, "end turn", "end turn", "end turn"], "complete action|not offered")]:
        step["labels"] = labels
        with pytest.raises(SavedGameError, match=f"step 30: .*({reason})"):
            History.from_json(json.dumps(doc))
    step["labels"] = original
    step["pid"] = 1 - int(step["pid"])
    with pytest.raises(SavedGameError, match=r"step 30: seat \d is not deciding \(seat \d is\)"):
        History.from_json(json.dumps(doc))
    step["pid"] = "0"
    with pytest.raises(SavedGameError, match="step 30: 'pid' must be a seat number"):
        History.from_json(json.dumps(doc))
    steps[30] = "nonsense"
    with pytest.raises(SavedGameError, match="step 30: not an object"):
        History.from_json(json.dumps(doc))


def test_steps_after_the_end_are_refused() -> None:
    history: History[GameState] = History.start(new_goofspiel(cards=2, seed=1))
    history = played(history, 10)
    assert history.latest.game_end()
    doc = json.loads(history.to_json())
    doc["steps"].append({"pid": 0, "labels": ["bid 1"]})
    with pytest.raises(SavedGameError, match="the game is over"):
        History.from_json(json.dumps(doc))
    for key, value, reason in [("steps", {}, "'steps' must be a list"),
                               ("meta", [], "'meta' must be an object"),
                               ("params", [], "'params' must be an object"),
                               ("game", 3, "'game' must name")]:
        bad = dict(doc)
        bad[key] = value
        with pytest.raises(SavedGameError, match=reason):
            History.from_json(json.dumps(bad))


def old_format(doc: dict[str, object], factory: str) -> str:
    """The same game as today's version (dgsim-history/1) wrote it."""
    params = doc["params"]
    assert isinstance(params, dict)
    return json.dumps({"format": "dgsim-history/1", "setup": {"factory": factory, **params},
                       "steps": doc["steps"]})


@pytest.mark.parametrize(("start", "factory"), [
    (lambda: new_game("First Game", players=3, seed=2), "dgsim.dominion.setup:new_game"),
    (lambda: scenario(["Militia", "Moat"], hands={0: ["Militia", "Copper"], 1: ["Moat"]},
                      decks={1: ["Copper"] * 5}, supply={"Moat": 2}), "dgsim.dominion.setup:scenario"),
    (lambda: cs5965_game(seed=3, rules="standard"), "dgsim.dominion.variant:cs5965_game"),
    (lambda: new_goofspiel(cards=5, seed=3), "dgsim.games.goofspiel:new_goofspiel"),
])
def test_files_of_the_old_format_still_load(start: object, factory: str) -> None:
    assert callable(start)
    history: History[GameState] = played(History.start(start()), 25)
    doc = json.loads(history.to_json())
    loaded = History.from_json(old_format(doc, factory))
    assert list(loaded) == list(history)
    # the server's old files carried extra keys at the top level
    extra = json.loads(old_format(doc, factory))
    extra["names"] = ["a", "b"]
    assert History.from_json(json.dumps(extra)).latest == history.latest


def test_meta_is_saved_and_loaded(tmp_path: Path) -> None:
    history: History[GameState] = played(History.start(new_goofspiel(cards=3)), 3)
    history.save(tmp_path / "g.json", meta={"agents": ["random", "random"], "result": [1, 0]})
    loaded = History.load(tmp_path / "g.json")
    assert dict(loaded.meta) == {"agents": ["random", "random"], "result": [1, 0]}
    assert dict(loaded.back().meta) == dict(loaded.meta)
    assert json.loads(loaded.to_json())["meta"]["agents"] == ["random", "random"]
    assert "meta" not in json.loads(history.to_json())


def test_binary_and_unreadable_files(tmp_path: Path) -> None:
    blob = tmp_path / "blob.json"
    blob.write_bytes(bytes(range(256)))
    with pytest.raises(SavedGameError, match="not a text file"):
        History.load(blob)
    out = subprocess.run([sys.executable, "-m", "dgsim.cli", "replay", str(blob), "--print"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode != 0 and "not a text file" in out.stderr
    assert "Traceback" not in out.stderr


def test_an_action_built_from_labels_matches_however_the_label_splits() -> None:
    from dgsim import Choice, PlayerAction

    state = new_game("First Game", seed=4).auto_step()
    pid = state.waiting_for()
    assert pid is not None
    label = state.action_generator(pid).labels()[-1]
    verb, _, arg = label.rpartition(" ")
    split = PlayerAction((Choice(verb, arg) if verb else Choice(label),))
    assert split == PlayerAction.from_labels([label])
    assert state.action_step(pid, split) == state.action_step(pid, PlayerAction.from_labels([label]))
