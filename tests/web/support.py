"""Helpers for the web tests: a test client on a fresh app, games played through the API."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from dgsim.agents import make_agent, play_recorded
from dgsim.core import History
from dgsim.dominion import DominionState, new_game
from dgsim.web.app import create_app
from dgsim.web.sessions import Store

Json = dict[str, Any]
"""A JSON object as parsed from a response (untyped on the wire)."""


def client(games_dir: Path | None = None, store: Store | None = None) -> TestClient:
    """A client of a new app (on ``store``, or its own store of games)."""
    return TestClient(create_app(games_dir, store))


def choices(view: Json) -> list[str]:
    """The labels offered in a view."""
    labels = view["choices"]
    assert isinstance(labels, list)
    return [str(x) for x in labels]


def play_to_end(c: TestClient, view: Json, seed: int = 0) -> Json:
    """Make random picks through the API until the game is over; returns the last view."""
    rng = random.Random(seed)
    for _ in range(5000):
        if view["game_over"]:
            return view
        label = rng.choice(choices(view))
        resp = c.post(f"/api/games/{view['id']}/pick", json={"label": label})
        assert resp.status_code == 200, resp.text
        view = resp.json()
    raise AssertionError("the game did not end")


def saved_game(path: Path, seed: int = 1, agents: tuple[str, str] = ("bigmoney", "smithy-bm")) -> History[
        DominionState]:
    """Play a bot game and save it with the agents' names."""
    history = play_recorded(new_game("First Game", 2, seed), [make_agent(a) for a in agents])
    history.save(path, {"agents": list(agents)})
    return history
