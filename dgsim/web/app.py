"""The web server: a Starlette app serving the page (plain HTML/CSS/JS from the package) and a JSON API.

Endpoints (every error is JSON ``{"error": "<one line>"}`` with its status):

=======  ===============================  ===================================================
GET      ``/``                            the page (Play and Replay)
GET      ``/static/<file>``               its script and style sheet
GET      ``/api/options``                 recommended kingdoms, kingdom cards by set, bots
POST     ``/api/games``                   start a game (JSON: kingdom, sets, bots, players,
                                          seat, seed, turn_limit) -> the human's view, 201
GET      ``/api/games/<id>``              the human's view
POST     ``/api/games/<id>/pick``         ``{"label": ...}``: one pick (400: illegal, unchanged)
POST     ``/api/games/<id>/undo``         take back a pick or go back to the previous decision
GET      ``/api/games/<id>/saved``        the finished game's saved log (409 while it goes on)
GET      ``/api/saved``                   saved games found in the games folder
POST     ``/api/replays``                 ``{"text"|"file"|"game": ...}`` -> replay summary, 201
GET      ``/api/replays/<id>``            the replay summary (steps, log, charts)
GET      ``/api/replays/<id>/steps/<n>``  the whole table after ``n`` decisions
=======  ===============================  ===================================================
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Final

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from dgsim.web.sessions import MAX_UPLOAD, Store, WebError, options, saved_games

__all__ = ["STATIC", "create_app"]

STATIC: Final = Path(__file__).resolve().parent / "static"
"""The page's files, shipped as package data."""

Handler = Callable[[Request], Awaitable[Response]]


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def _body(request: Request) -> Mapping[str, object]:
    raw = await request.body()
    if len(raw) > MAX_UPLOAD + 10_000:
        raise WebError(413, f"request larger than {MAX_UPLOAD // 1_000_000} MB")
    if not raw:
        return {}
    try:
        doc = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise WebError(400, f"the request body is not JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise WebError(400, "the request body must be a JSON object")
    return doc


def _guarded(handler: Handler) -> Handler:
    async def run(request: Request) -> Response:
        try:
            return await handler(request)
        except WebError as exc:
            return _error(exc.status, exc.message)
        except Exception as exc:  # a bot or a bug: the game keeps its last good state
            return _error(500, f"internal error: {type(exc).__name__}: {str(exc)[:200]}")

    return run


def create_app(games_dir: Path | str | None = None, store: Store | None = None) -> Starlette:
    """The app; ``games_dir`` is the folder whose saved games the Replay view lists and opens
    (``store``, when given, holds the games instead of a new one, and its folder is used)."""
    if store is None:
        store = Store(Path(games_dir) if games_dir is not None else None)

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", media_type="text/html")

    async def get_options(request: Request) -> Response:
        return JSONResponse(options())

    async def new_game(request: Request) -> Response:
        params = await _body(request)
        game = await run_in_threadpool(store.new_game, params)
        return JSONResponse(await run_in_threadpool(game.view), status_code=201)

    async def get_game(request: Request) -> Response:
        return JSONResponse(store.games.get(request.path_params["game"], "game").view())

    async def pick(request: Request) -> Response:
        game = store.games.get(request.path_params["game"], "game")
        params = await _body(request)
        return JSONResponse(await run_in_threadpool(game.pick, params.get("label")))

    async def undo(request: Request) -> Response:
        game = store.games.get(request.path_params["game"], "game")
        return JSONResponse(await run_in_threadpool(game.undo))

    async def saved(request: Request) -> Response:
        game = store.games.get(request.path_params["game"], "game")
        return Response(game.saved(), media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="dgsim-web-{game.id}.json"'})

    async def list_saved(request: Request) -> Response:
        return JSONResponse({"folder": str(store.games_dir) if store.games_dir else None,
                             "files": saved_games(store.games_dir)})

    async def new_replay(request: Request) -> Response:
        params = await _body(request)
        replay = await run_in_threadpool(store.open_replay, params)
        return JSONResponse(await run_in_threadpool(replay.summary), status_code=201)

    async def get_replay(request: Request) -> Response:
        return JSONResponse(store.replays.get(request.path_params["replay"], "replay").summary())

    async def replay_step(request: Request) -> Response:
        replay = store.replays.get(request.path_params["replay"], "replay")
        return JSONResponse(replay.step(request.path_params["step"]))

    async def not_found(request: Request, exc: Exception) -> Response:
        if isinstance(exc, HTTPException):
            return _error(exc.status_code, exc.detail)
        return _error(500, "internal error")  # pragma: no cover - registered for HTTPException only

    routes = [
        Route("/", index),
        Route("/api/options", _guarded(get_options)),
        Route("/api/games", _guarded(new_game), methods=["POST"]),
        Route("/api/games/{game}", _guarded(get_game)),
        Route("/api/games/{game}/pick", _guarded(pick), methods=["POST"]),
        Route("/api/games/{game}/undo", _guarded(undo), methods=["POST"]),
        Route("/api/games/{game}/saved", _guarded(saved)),
        Route("/api/saved", _guarded(list_saved)),
        Route("/api/replays", _guarded(new_replay), methods=["POST"]),
        Route("/api/replays/{replay}", _guarded(get_replay)),
        Route("/api/replays/{replay}/steps/{step:int}", _guarded(replay_step)),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, exception_handlers={HTTPException: not_found})
    return app
