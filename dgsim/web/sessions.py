"""Games the web server holds: a human's game against bots (picks, undo) and loaded replays.

Plain Python, no web framework: the server maps `WebError` to an HTTP status.
A game's states are immutable values in a `History`; a session only swaps which
history (and which partial picks) it holds, under a lock, after a move is
known to be legal. A failed pick raises and leaves the session as it was.

>>> store = Store()
>>> game = store.new_game({"kingdom": "First Game", "bots": ["bigmoney"], "seed": 1})
>>> view = game.view()
>>> view["you"], len(view["players"])
(0, 2)
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Generic, TypeVar

from pyrsistent import pvector

from dgsim.agents.agent import Agent
from dgsim.agents.bots import agent_names, make_agent
from dgsim.core import GameState, History, InvalidActionError
from dgsim.core.errors import error_line
from dgsim.core.history import PLAYERS_KEY, player_names
from dgsim.dominion import KINGDOM_CARDS, RECOMMENDED, DominionState, new_game, random_kingdom
from dgsim.web.views import Json, charts, log_entries, seat_view, table_view

__all__ = [
    "MAX_UPLOAD",
    "PlaySession",
    "ReplaySession",
    "Store",
    "WebError",
    "card_set",
    "load_replay",
    "options",
    "saved_games",
    "seat_names",
]

MAX_UPLOAD: Final = 20_000_000
"""The largest saved game accepted, in characters."""

MAX_SESSIONS: Final = 200
"""Games (and replays) kept; the oldest is dropped beyond this."""


class WebError(Exception):
    """A request that cannot be served: ``status`` (400, 404, 409) and a one-line reason."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def card_set(card_name: str) -> str:
    """The set a kingdom card is from, as printed: ``Base``, ``Base 1E``, ...

    >>> card_set("Smithy"), card_set("Adventurer")
    ('Base', 'Base 1E')
    """
    for card in KINGDOM_CARDS:
        if card.name == card_name:
            return card.expansion + (" 1E" if card.edition == 1 else "")
    raise KeyError(card_name)


def options() -> Json:
    """What the new-game form offers: recommended kingdoms, every kingdom card by set, bots."""
    cards = sorted(KINGDOM_CARDS, key=lambda c: (c.cost, c.name))
    sets = sorted({card_set(c.name) for c in cards})
    return {
        "recommended": {name: list(names) for name, names in RECOMMENDED.items()},
        "cards": [{"name": c.name, "cost": c.cost, "set": card_set(c.name), "text": c.text}
                  for c in cards],
        "sets": sets, "bots": list(agent_names()), "players": [2, 3, 4, 5, 6],
    }


# -- play ------------------------------------------------------------------------------------


def _int(params: Mapping[str, object], key: str, default: int, low: int, high: int) -> int:
    value = params.get(key, default)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise WebError(400, f"{key} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise WebError(400, f"{key} must be in {low}..{high}, not {value}")
    return value


def _kingdom(params: Mapping[str, object], seed: int) -> str | tuple[str, ...]:
    """The kingdom argument of `new_game` for a request: a set's name, cards, or random from sets."""
    kingdom = params.get("kingdom", "First Game")
    if isinstance(kingdom, list):
        if not all(isinstance(n, str) for n in kingdom) or not kingdom:
            raise WebError(400, "kingdom must be a recommended set's name, 'random', or a list of "
                                "card names")
        return tuple(str(n) for n in kingdom)
    if not isinstance(kingdom, str):
        raise WebError(400, "kingdom must be a recommended set's name, 'random', or a list of card names")
    if kingdom != "random":
        return kingdom
    sets = params.get("sets")
    if sets is None:
        return tuple(c.name for c in random_kingdom(seed))
    if not isinstance(sets, list) or not sets or not all(isinstance(s, str) for s in sets):
        raise WebError(400, "sets must be a non-empty list of set names")
    pool = [c for c in KINGDOM_CARDS if card_set(c.name) in sets]
    if len(pool) < 10:
        known = ", ".join(sorted({card_set(c.name) for c in KINGDOM_CARDS}))
        raise WebError(400, f"sets {', '.join(map(str, sets))} hold {len(pool)} kingdom cards, "
                            f"fewer than 10 (sets: {known})")
    return tuple(c.name for c in random_kingdom(seed, pool=pool))


@dataclass
class PlaySession:
    """One human seat against bots: the history, the human's partial picks, the seated bots."""

    id: str
    human: int
    names: tuple[str, ...]
    bots: Mapping[int, Agent]
    seed: int
    history: History[DominionState]
    picks: tuple[str, ...] = ()
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def _run_bots(self, history: History[DominionState]) -> History[DominionState]:
        """Let bots decide until the human must or the game is over."""
        while True:
            state = history.current
            pid = state.waiting_for()
            if pid is None or pid == self.human:
                return history
            view: GameState = state
            history = history.record(pid, self.bots[pid].act(view, view.action_generator(pid)))

    def view(self) -> Json:
        """What the page shows: the human's view, its choices and picks so far, the log; at the end,
        scores, winners, charts and the seed."""
        with self.lock:
            return self._view()

    def _view(self) -> Json:
        state = self.history.current
        view = seat_view(state, self.human, self.names)
        view["id"] = self.id
        view["you"] = self.human
        view["names"] = list(self.names)
        view["picks"] = list(self.picks)
        choices: list[str] = []
        if state.waiting_for() == self.human:
            gen = state.action_generator(self.human)
            for label in self.picks:
                gen = gen.choose(label)
            choices = list(gen.labels())
        view["choices"] = choices
        view["log"] = log_entries(self.history, self.names, self.human, last=400)
        view["can_undo"] = bool(self.picks) or self._previous() is not None
        if state.game_end():
            view["seed"] = self.seed
            view["charts"] = charts(self.history.states[:self.history.position + 1], self.names,
                                    money=False)
        return view

    def pick(self, label: object) -> Json:
        """Add one pick to the human's decision; a complete decision is played and bots answer.

        :raises WebError: 400 with the reason for an illegal pick (nothing changes), 409 when the
            human is not deciding.
        """
        if not isinstance(label, str):
            raise WebError(400, "a pick needs a 'label' string")
        with self.lock:
            state = self.history.current
            if state.game_end():
                raise WebError(409, "the game is over")
            if state.waiting_for() != self.human:  # pragma: no cover - bots always answer at once
                raise WebError(409, "it is not your decision")
            gen = state.action_generator(self.human)
            for done in self.picks:
                gen = gen.choose(done)
            try:
                gen = gen.choose(label)
            except InvalidActionError as exc:
                raise WebError(400, str(exc)) from None
            if not gen.filled():
                self.picks = (*self.picks, label)
                return self._view()
            history = self._run_bots(self.history.record(self.human, gen.generate_action()))
            self.history, self.picks = history, ()
            return self._view()

    def _previous(self) -> int | None:
        history = self.history
        for pos in range(history.position - 1, -1, -1):
            if history.states[pos].waiting_for() == self.human:
                return pos
        return None

    def undo(self) -> Json:
        """Take back the last pick, or go back to the human's previous decision.

        :raises WebError: 409 when there is nothing to undo.
        """
        with self.lock:
            if self.picks:
                self.picks = self.picks[:-1]
                return self._view()
            earlier = self._previous()
            if earlier is None:
                raise WebError(409, "nothing to undo")
            self.history = self.history.seek(earlier)
            return self._view()

    def saved(self) -> str:
        """The finished game as a saved-game document (`History.to_json`).

        :raises WebError: 409 before the game is over (the log would show hidden cards).
        """
        with self.lock:
            if not self.history.current.game_end():
                raise WebError(409, "the game log is available when the game is over")
            return _up_to_cursor(self.history).to_json({PLAYERS_KEY: list(self.names),
                                                        "source": "dgsim web"})


def _up_to_cursor(history: History[DominionState]) -> History[DominionState]:
    pos = history.position
    return History(pvector(history.states[:pos + 1]), pvector(history.steps[:pos]), pos, history.meta)


# -- replay ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReplaySession:
    """A loaded game to step through, every seat visible."""

    id: str
    title: str
    names: tuple[str, ...]
    history: History[DominionState]

    def summary(self) -> Json:
        """The replay's title, seats, every step (who chose what, on which turn), final scores, charts."""
        history = self.history
        last = history.states[-1]
        return {
            "id": self.id, "title": self.title, "names": list(self.names), "steps": len(history.steps),
            "log": log_entries(history.seek(len(history.steps)), self.names, None),
            "kingdom": [c.name for c in last.mode.kingdom],
            "scores": list(last.scores()), "game_over": last.game_end(),
            "charts": charts(list(history.states), self.names),
        }

    def step(self, position: int) -> Json:
        """The whole table after ``position`` decisions, the decision that led there and the next one.

        :raises WebError: 404 outside ``0..steps``.
        """
        history = self.history
        if not 0 <= position <= len(history.steps):
            raise WebError(404, f"step {position} outside 0..{len(history.steps)}")
        state = history.states[position]
        view = table_view(state, self.names)
        view["position"] = position
        view["steps"] = len(history.steps)
        if position > 0:
            step = history.steps[position - 1]
            view["chose"] = {"seat": step.pid, "name": self.names[step.pid], "labels": list(step.labels)}
        pid = state.waiting_for()
        if pid is not None:
            view["next"] = {"seat": pid, "name": self.names[pid],
                            "choices": list(state.action_generator(pid).labels())}
        return view


def load_replay(text: str) -> History[DominionState]:
    """A saved Dominion game, loaded by `History.from_json` alone (a registered game, its parameters
    validated, its labels replayed; nothing the file names is imported or called).

    :raises WebError: 400 naming what is wrong.
    """
    if len(text) > MAX_UPLOAD:
        raise WebError(400, f"the file is larger than {MAX_UPLOAD // 1_000_000} MB")
    try:
        history = History.from_json(text)
    except (ValueError, InvalidActionError) as exc:  # SavedGameError, IllegalStepError
        raise WebError(400, f"not a loadable saved game: {exc}") from None
    states: list[DominionState] = []
    for state in history.states:
        if not isinstance(state, DominionState):
            raise WebError(400, "only saved Dominion games can be replayed here")
        states.append(state)
    return History(pvector(states), history.steps, 0, history.meta)


def seat_names(history: History[DominionState]) -> tuple[str, ...]:
    """Who sat where, from the saved game's ``meta`` (`player_names`: ``players``, or what earlier
    versions wrote), else ``seat N``; as ``dgsim replay`` reads them."""
    players = history.initial.mode.players
    names = player_names(history.meta, players)
    if names is not None:
        return tuple(n[:40] for n in names)
    return tuple(f"seat {q}" for q in range(players))


def saved_games(root: Path | None, limit: int = 500) -> list[str]:
    """Saved games under ``root`` (its ``*.json`` files up to two folders deep that are histories),
    as paths relative to it, sorted; empty without a root."""
    if root is None or not root.is_dir():
        return []
    found: list[str] = []
    for pattern in ("*.json", "*/*.json", "*/*/*.json"):
        for path in sorted(root.glob(pattern)):
            if len(found) >= limit:
                return found
            try:
                with path.open(encoding="utf-8") as f:
                    head = f.read(200)
            except (OSError, UnicodeDecodeError):
                continue
            if '"dgsim-history/' in head:
                found.append(path.relative_to(root).as_posix())
    return found


# -- the store ------------------------------------------------------------------------------------

T = TypeVar("T")


class _Table(Generic[T]):
    """Sessions by id, oldest dropped beyond `MAX_SESSIONS`."""

    def __init__(self) -> None:
        self._items: OrderedDict[str, T] = OrderedDict()
        self._lock = threading.Lock()

    def add(self, key: str, item: T) -> None:
        with self._lock:
            self._items[key] = item
            while len(self._items) > MAX_SESSIONS:
                self._items.popitem(last=False)

    def get(self, key: str, what: str) -> T:
        with self._lock:
            item = self._items.get(key)
        if item is None:
            raise WebError(404, f"no {what} {key[:40]!r}")
        return item


class Store:
    """Every game and replay the server holds, and the folder of saved games it may open."""

    def __init__(self, games_dir: Path | None = None) -> None:
        self.games_dir = games_dir
        self.games: _Table[PlaySession] = _Table()
        self.replays: _Table[ReplaySession] = _Table()

    def new_game(self, params: Mapping[str, object]) -> PlaySession:
        """Start a game from the new-game form: ``kingdom`` (a set's name, ``random`` with optional
        ``sets``, or card names), ``bots`` (agent specs), ``players``, ``seat``, ``seed``,
        ``turn_limit``; a kingdom of other than 10 cards needs ``any_kingdom_size: true``.

        :raises WebError: 400 naming the bad field.
        """
        bots_spec = params.get("bots", ["bigmoney"])
        if (not isinstance(bots_spec, list) or not bots_spec
                or not all(isinstance(b, str) for b in bots_spec)):
            raise WebError(400, "bots must be a non-empty list of agent names")
        specs = [str(b) for b in bots_spec]
        players = _int(params, "players", len(specs) + 1, 2, 6)
        if players != len(specs) + 1:
            raise WebError(400, f"{players} players need {players - 1} bots, got {len(specs)}")
        seat = _int(params, "seat", 0, 0, players - 1)
        seed = _int(params, "seed", secrets.randbelow(2**31), 0, 2**63 - 1)
        turn_limit = _int(params, "turn_limit", 100, 1, 100)
        kingdom = _kingdom(params, seed)
        try:
            agents = [make_agent(spec) for spec in specs]
        except (KeyError, ValueError) as exc:
            raise WebError(400, error_line(exc)) from None
        try:
            state = new_game(kingdom, players, seed, turn_limit=turn_limit,
                             any_kingdom_size=params.get("any_kingdom_size") is True)
        except (KeyError, ValueError) as exc:
            raise WebError(400, error_line(exc)) from None
        return self.start(state, specs, agents, seat=seat, seed=seed)

    def start(self, state: DominionState, specs: Sequence[str], agents: Sequence[Agent], *,
              seat: int = 0, seed: int = 0) -> PlaySession:
        """Seat the human at ``seat`` and the bots around it on ``state``; bots move until the human must."""
        names: list[str] = []
        bots: dict[int, Agent] = {}
        for q in range(state.mode.players):
            if q == seat:
                names.append("you")
                continue
            k = len(bots)
            names.append(specs[k])
            bots[q] = agents[k].reseed(seed * 7919 + q)
        session = PlaySession(secrets.token_hex(8), seat, tuple(names), bots, seed, History.start(state))
        session.history = session._run_bots(session.history)
        self.games.add(session.id, session)
        return session

    def open_replay(self, params: Mapping[str, object]) -> ReplaySession:
        """Load a replay from ``text`` (an uploaded file), ``file`` (a saved game listed by
        `saved_games`) or ``game`` (a finished game of this server).

        :raises WebError: 400 for a malformed file, 404 for an unknown file or game, 409 for a
            game still going.
        """
        title: str
        if isinstance(params.get("text"), str):
            text = str(params["text"])
            title = str(params.get("name") or "uploaded game")[:120]
        elif isinstance(params.get("file"), str):
            name = str(params["file"])
            if name not in saved_games(self.games_dir):
                raise WebError(404, f"no saved game {name[:120]!r} in the games folder")
            assert self.games_dir is not None  # saved_games lists nothing without it
            text = (self.games_dir / name).read_text(encoding="utf-8")
            title = name
        elif isinstance(params.get("game"), str):
            game = self.games.get(str(params["game"]), "game")
            text = game.saved()
            title = f"game {game.id}"
        else:
            raise WebError(400, "give 'text' (a saved game's contents), 'file' or 'game'")
        history = load_replay(text)
        replay = ReplaySession(secrets.token_hex(8), title, seat_names(history), history)
        self.replays.add(replay.id, replay)
        return replay
