"""The web API, endpoint by endpoint: new games, picks (multi-card, illegal), undo, saved logs, replays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dgsim.agents import make_agent
from dgsim.core import ActionGenerator, GameState, History, PlayerAction
from dgsim.dominion import DominionState, scenario
from dgsim.games.goofspiel import new_goofspiel
from dgsim.web.sessions import MAX_UPLOAD, Store, card_set, saved_games
from tests.web.support import Json, choices, client, play_to_end, saved_game


def new(c_params: Json, status: int = 201, games_dir: Path | None = None) -> Json:
    c = client(games_dir)
    resp = c.post("/api/games", json=c_params)
    assert resp.status_code == status, resp.text
    doc = resp.json()
    assert isinstance(doc, dict)
    return doc


def test_the_page_and_its_files_are_served() -> None:
    c = client()
    page = c.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert '<script src="/static/app.js">' in page.text and "http" not in page.text.split("<body>")[1]
    assert "function renderGame" in c.get("/static/app.js").text
    assert ".tile" in c.get("/static/style.css").text
    missing = c.get("/static/nothing.js")
    assert missing.status_code == 404 and missing.json() == {"error": "Not Found"}
    assert c.get("/api/nowhere").status_code == 404


def test_options_list_kingdoms_cards_sets_and_bots() -> None:
    opts = client().get("/api/options").json()
    assert opts["recommended"]["First Game"][:2] == ["Cellar", "Market"]
    assert "bigmoney" in opts["bots"] and opts["players"] == [2, 3, 4, 5, 6]
    assert {"Base", "Base 1E"} <= set(opts["sets"])
    smithy = next(c for c in opts["cards"] if c["name"] == "Smithy")
    assert smithy["cost"] == 4 and smithy["set"] == "Base" and "+3 Cards" in smithy["text"]
    with pytest.raises(KeyError):
        card_set("Nothing")


def test_new_game_by_recommended_name_random_sets_and_card_names() -> None:
    view = new({"kingdom": "First Game", "bots": ["bigmoney"], "seed": 4})
    kingdom = [p["name"] for p in view["supply"] if p["kingdom"]]
    assert sorted(kingdom) == ["Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                               "Smithy", "Village", "Workshop"]
    assert view["names"] == ["you", "bigmoney"] and view["you"] == 0 and view["picks"] == []
    assert "seed" not in view  # the seed would tell every future shuffle
    assert view["choices"] or view["waiting_for"] == 0
    base = new({"kingdom": "random", "sets": ["Base"], "bots": ["random", "bigmoney"], "seat": 2,
                "seed": 9})
    cards = [p["name"] for p in base["supply"] if p["kingdom"]]
    assert len(cards) == 10 and all(card_set(n) == "Base" for n in cards)
    assert base["names"] == ["random", "bigmoney", "you"] and len(base["players"]) == 3
    anyset = new({"kingdom": "random", "bots": ["bigmoney"], "seed": 2})
    assert sum(1 for p in anyset["supply"] if p["kingdom"]) == 10
    new({"kingdom": ["Village", "Smithy"], "bots": ["bigmoney"]}, status=400)  # as the CLI: 10 cards
    named = new({"kingdom": ["Village", "Smithy"], "bots": ["bigmoney"], "players": 2, "seed": None,
                 "any_kingdom_size": True})
    assert sorted(p["name"] for p in named["supply"] if p["kingdom"]) == ["Smithy", "Village"]


@pytest.mark.parametrize(("params", "reason"), [
    ({"kingdom": "Nowhere"}, "no recommended kingdom 'Nowhere'"),
    ({"kingdom": ["Smithy", "Smithy"]}, "listed twice"),
    ({"kingdom": ["Smithy", "Nothing"]}, "Nothing"),
    ({"kingdom": []}, "kingdom must be"),
    ({"kingdom": ["Smithy", 4]}, "kingdom must be"),
    ({"kingdom": 3}, "kingdom must be"),
    ({"kingdom": "random", "sets": ["Base 1E"]}, "fewer than 10"),
    ({"kingdom": "random", "sets": "Base"}, "sets must be"),
    ({"bots": ["nobody"]}, "nobody"),
    ({"bots": []}, "bots must be"),
    ({"bots": ["bigmoney"], "players": 3}, "3 players need 2 bots, got 1"),
    ({"players": 9}, "players must be in 2..6"),
    ({"seat": 2}, "seat must be in 0..1"),
    ({"seed": "x"}, "seed must be a whole number"),
    ({"seed": True}, "seed must be a whole number"),
    ({"turn_limit": 0}, "turn_limit must be in 1..100"),
])
def test_a_bad_new_game_is_400_naming_the_field(params: Json, reason: str) -> None:
    doc = new(params, status=400)
    assert reason in doc["error"], doc


def test_a_body_that_is_not_a_json_object_is_400() -> None:
    c = client()
    bad = c.post("/api/games", content=b"{nope", headers={"content-type": "application/json"})
    assert bad.status_code == 400 and "not JSON" in bad.json()["error"]
    listed = c.post("/api/games", json=[1, 2])
    assert listed.status_code == 400 and "JSON object" in listed.json()["error"]
    huge = c.post("/api/replays", content=b" " * (MAX_UPLOAD + 20_000))
    assert huge.status_code == 413
    assert c.post("/api/games").status_code == 201  # an empty body: every default


def test_unknown_games_and_replays_are_404() -> None:
    c = client()
    for method, path in [("GET", "/api/games/abc"), ("POST", "/api/games/abc/pick"),
                         ("POST", "/api/games/abc/undo"), ("GET", "/api/games/abc/saved"),
                         ("GET", "/api/replays/abc"), ("GET", "/api/replays/abc/steps/0")]:
        resp = c.request(method, path, json={"label": "end turn"})
        assert resp.status_code == 404, (method, path)
        assert "abc" in resp.json()["error"]


def cellar_game() -> tuple[Store, str]:
    """Seat 0 to play with Cellar in hand against bigmoney."""
    store = Store()
    state = scenario(["Cellar"], hands={0: ["Cellar", "Copper", "Estate", "Estate", "Silver"],
                                        1: ["Copper"] * 5},
                     decks={0: ["Gold"] * 5, 1: ["Copper"] * 5})
    game = store.start(state, ["bigmoney"], [make_agent("bigmoney")], seed=3)
    return store, game.id


def test_multi_card_picks_build_up_and_finish_with_done() -> None:
    store, gid = cellar_game()
    c = client(store=store)
    view = c.post(f"/api/games/{gid}/pick", json={"label": "play Cellar"}).json()
    assert view["picks"] == [] and "discard Estate" in choices(view) and "done" in choices(view)
    view = c.post(f"/api/games/{gid}/pick", json={"label": "discard Estate"}).json()
    assert view["picks"] == ["discard Estate"] and "discard Estate" in choices(view)
    view = c.post(f"/api/games/{gid}/pick", json={"label": "discard Estate"}).json()
    assert view["picks"] == ["discard Estate", "discard Estate"]
    undone = c.post(f"/api/games/{gid}/undo").json()
    assert undone["picks"] == ["discard Estate"]
    view = c.post(f"/api/games/{gid}/pick", json={"label": "discard Estate"}).json()
    view = c.post(f"/api/games/{gid}/pick", json={"label": "done"}).json()
    me = view["players"][0]
    assert view["picks"] == [] and me["discard"] == ["Estate", "Estate"]
    assert sorted(me["hand"]) == ["Copper", "Gold", "Gold", "Silver"]  # Cellar drew two
    assert view["log"][-1]["labels"] == ["discard Estate", "discard Estate", "done"]


def test_an_illegal_pick_is_400_with_the_reason_and_changes_nothing() -> None:
    store, gid = cellar_game()
    c = client(store=store)
    c.post(f"/api/games/{gid}/pick", json={"label": "play Cellar"})
    c.post(f"/api/games/{gid}/pick", json={"label": "discard Estate"})
    before = c.get(f"/api/games/{gid}").json()
    for body in ({"label": "buy Province"}, {"label": "discard Gold"}, {"label": 3}, {}):
        resp = c.post(f"/api/games/{gid}/pick", json=body)
        assert resp.status_code == 400
        assert c.get(f"/api/games/{gid}").json() == before
    reason = c.post(f"/api/games/{gid}/pick", json={"label": "buy Province"}).json()["error"]
    assert "'buy Province' is not a choice here" in reason and "'discard Estate'" in reason
    assert "a pick needs a 'label'" in c.post(f"/api/games/{gid}/pick", json={}).json()["error"]


def test_undo_goes_back_to_the_previous_decision_and_says_when_there_is_none() -> None:
    store, gid = cellar_game()
    c = client(store=store)
    start = c.get(f"/api/games/{gid}").json()
    assert start["can_undo"] is False
    nothing = c.post(f"/api/games/{gid}/undo")
    assert nothing.status_code == 409 and nothing.json()["error"] == "nothing to undo"
    c.post(f"/api/games/{gid}/pick", json={"label": "play Cellar"})
    after = c.post(f"/api/games/{gid}/pick", json={"label": "done"}).json()
    assert after["can_undo"] is True and after["phase"] == "buy"
    back = c.post(f"/api/games/{gid}/undo").json()  # back to the Cellar decision
    assert "done" in choices(back) and back["players"][0]["in_play"] == ["Cellar"]
    back = c.post(f"/api/games/{gid}/undo").json()
    assert back == start


def test_a_whole_game_ends_with_scores_winners_a_chart_and_a_saved_log(tmp_path: Path) -> None:
    c = client()
    view = c.post("/api/games", json={"bots": ["bigmoney"], "seed": 11, "turn_limit": 3}).json()
    gid = view["id"]
    early = c.get(f"/api/games/{gid}/saved")
    assert early.status_code == 409 and "when the game is over" in early.json()["error"]
    unfinished = c.post("/api/replays", json={"game": gid})
    assert unfinished.status_code == 409
    end = play_to_end(c, view, seed=2)
    assert end["game_over"] and len(end["scores"]) == 2 and end["winners"]
    assert end["seed"] == 11 and end["choices"] == []
    assert end["charts"]["vp"].startswith("<svg") and end["charts"]["vp"].count("<polyline") == 2
    late = c.post(f"/api/games/{gid}/pick", json={"label": "end turn"})
    assert late.status_code == 409 and late.json()["error"] == "the game is over"
    saved = c.get(f"/api/games/{gid}/saved")
    assert saved.status_code == 200 and "attachment" in saved.headers["content-disposition"]
    history = History.from_json(saved.text)
    final = history.latest
    assert isinstance(final, DominionState) and final.game_end()
    assert list(final.scores()) == end["scores"]
    assert history.meta["players"] == ["you", "bigmoney"]
    replay = c.post("/api/replays", json={"game": gid})
    assert replay.status_code == 201 and replay.json()["names"] == ["you", "bigmoney"]


def test_saved_games_in_the_folder_are_listed_and_opened(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    history = saved_game(tmp_path / "logs" / "game-000001.json")
    (tmp_path / "other.json").write_text('{"not": "a game"}')
    (tmp_path / "bad.json").write_bytes(b"\xff\xfe")
    c = client(tmp_path)
    listed = c.get("/api/saved").json()
    assert listed["files"] == ["logs/game-000001.json"] and listed["folder"] == str(tmp_path)
    assert saved_games(tmp_path, limit=0) == [] and saved_games(None) == []
    summary = c.post("/api/replays", json={"file": "logs/game-000001.json"}).json()
    assert summary["steps"] == len(history.steps) and summary["names"] == ["bigmoney", "smithy-bm"]
    assert summary["title"] == "logs/game-000001.json" and summary["game_over"] is True
    assert summary["charts"]["vp"].count("<polyline") == 2 and "money" in summary["charts"]
    assert len(summary["log"]) == len(history.steps) and summary["kingdom"][0] == "Cellar"
    for name in ("../x.json", "other.json", "/etc/passwd"):
        resp = c.post("/api/replays", json={"file": name})
        assert resp.status_code == 404 and "no saved game" in resp.json()["error"]
    assert client().post("/api/replays", json={"file": "a.json"}).status_code == 404


def test_replay_steps_show_the_whole_table_and_who_chose_what(tmp_path: Path) -> None:
    history = saved_game(tmp_path / "g.json", seed=5)
    c = client()
    summary = c.post("/api/replays", json={"text": (tmp_path / "g.json").read_text(),
                                           "name": "g.json"}).json()
    rid, last = summary["id"], summary["steps"]
    assert c.get(f"/api/replays/{rid}").json() == summary
    first = c.get(f"/api/replays/{rid}/steps/0").json()
    assert "chose" not in first and first["next"]["choices"] and first["position"] == 0
    both = [p["hand"] for p in first["players"]]
    assert [sorted(c.name for c in history.states[0].players[q].hand) for q in (0, 1)] == both
    assert len(first["players"][0]["deck"]) == first["players"][0]["deck_size"] == 5
    one = c.get(f"/api/replays/{rid}/steps/1").json()
    step = history.steps[0]
    assert one["chose"] == {"seat": step.pid, "name": ["bigmoney", "smithy-bm"][step.pid],
                            "labels": list(step.labels)}
    end = c.get(f"/api/replays/{rid}/steps/{last}").json()
    assert end["game_over"] and "next" not in end and end["scores"] == list(history.latest.scores())
    for bad in (last + 1, 10**6):
        resp = c.get(f"/api/replays/{rid}/steps/{bad}")
        assert resp.status_code == 404 and f"outside 0..{last}" in resp.json()["error"]
    assert c.get(f"/api/replays/{rid}/steps/-1").status_code == 404


@pytest.mark.parametrize(("text", "reason"), [
    ("{nope", "not JSON"),
    ("[1, 2]", "not an object"),
    ('{"format": "something else"}', "not a saved game"),
    ('{"format": "dgsim-history/2", "game": "os:system", "params": {}, "steps": []}', "os:system"),
    ('{"format": "dgsim-history/1", "setup": {"factory": "os:system", "command": "touch /tmp/x"},'
     ' "steps": []}', "os:system"),
    ('{"format": "dgsim-history/2", "game": "dominion", "params": {"players": 2, "seed": 1}, '
     '"steps": []}', "parameter 'kingdom' is missing"),
    ('{"format": "dgsim-history/2", "game": "dominion", "params": {"kingdom": ["Smithy"], '
     '"players": 2, "seed": 1}, "steps": [{"pid": 0, "labels": ["buy Provnce"]}]}', "step 0"),
])
def test_a_malformed_upload_is_400_naming_what_is_wrong(text: str, reason: str) -> None:
    resp = client().post("/api/replays", json={"text": text})
    assert resp.status_code == 400
    assert reason in resp.json()["error"], resp.json()


def test_an_upload_never_runs_code(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    doc = {"format": "dgsim-history/1", "steps": [],
           "setup": {"factory": "os:system", "command": f"touch {marker}"}}
    assert client().post("/api/replays", json={"text": json.dumps(doc)}).status_code == 400
    assert not marker.exists()


def test_only_dominion_games_replay_and_a_request_must_say_what_to_open() -> None:
    goof = History.start(new_goofspiel(cards=3, seed=1)).to_json()
    resp = client().post("/api/replays", json={"text": goof})
    assert resp.status_code == 400 and "only saved Dominion games" in resp.json()["error"]
    none = client().post("/api/replays", json={})
    assert none.status_code == 400 and "give 'text'" in none.json()["error"]
    big = client().post("/api/replays", json={"text": " " * (MAX_UPLOAD + 1)})
    assert big.status_code == 400 and "larger than" in big.json()["error"]


def test_the_oldest_sessions_are_dropped_beyond_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("dgsim.web.sessions.MAX_SESSIONS", 2)
    c = client()
    ids = [c.post("/api/games", json={"seed": k}).json()["id"] for k in range(3)]
    assert c.get(f"/api/games/{ids[0]}").status_code == 404
    assert c.get(f"/api/games/{ids[2]}").status_code == 200


class _Crashing:
    """A bot that fails on its first decision."""

    name = "crashing"

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        raise RuntimeError("bot bug")

    def reseed(self, seed: int) -> _Crashing:
        return self


def test_a_failing_bot_is_a_500_and_the_game_keeps_its_state() -> None:
    store = Store()
    state = scenario(["Smithy"], hands={0: ["Copper"] * 5, 1: ["Copper"] * 5},
                     decks={0: ["Copper"] * 5, 1: ["Copper"] * 5})
    game = store.start(state, ["crashing"], [_Crashing()])
    c = client(store=store)
    before = c.get(f"/api/games/{game.id}").json()
    resp = c.post(f"/api/games/{game.id}/pick", json={"label": "end turn"})
    assert resp.status_code == 500 and resp.json()["error"] == "internal error: RuntimeError: bot bug"
    assert c.get(f"/api/games/{game.id}").json() == before
