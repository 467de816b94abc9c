"""Engine figures: transitions and decisions per second, `legal_actions` and `determinize` costs.

All timings are CPU time of this process (`time.process_time`), best of
``repeats`` runs (the machine is shared; the minimum is the least disturbed).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import dgsim
from dgsim.agents.agent import Agent, RandomAgent
from dgsim.agents.bots import make_agent
from dgsim.core import GameState, PlayerAction
from dgsim.dominion import DominionState, new_game

__all__ = ["Figure", "Recorded", "engine_figures", "record_games"]


@dataclass(frozen=True, slots=True)
class Figure:
    """One measured figure: a name, a value and its unit, and a note on what was measured."""

    name: str
    value: float
    unit: str
    note: str = ""

    def __str__(self) -> str:
        return f"{self.name:52} {self.value:12,.1f} {self.unit:12} {self.note}"


@dataclass(frozen=True, slots=True)
class Recorded:
    """A played game: its initial state, its decisions (seat, picks), and every decision state."""

    initial: DominionState
    decisions: tuple[tuple[int, PlayerAction], ...]
    states: tuple[DominionState, ...]


def record_games(agent_names: Sequence[str], games: int, kingdom: str = "First Game",
                 seed: int = 1) -> list[Recorded]:
    """Play ``games`` games and keep what a replay needs (actions as foreign, label-built values)."""
    out: list[Recorded] = []
    for g in range(games):
        agents: list[Agent] = [RandomAgent(seed + g + i) if name == "random" else make_agent(name)
                               for i, name in enumerate(agent_names)]
        initial = new_game(kingdom, seed=seed + g)
        state: GameState = initial.auto_step()
        decisions: list[tuple[int, PlayerAction]] = []
        states: list[DominionState] = []
        while (pid := state.waiting_for()) is not None:
            if isinstance(state, DominionState):
                states.append(state)
            action = agents[pid].act(state, state.action_generator(pid))
            decisions.append((pid, PlayerAction(action.picks)))
            state = state.action_step(pid, action).auto_step()
        out.append(Recorded(initial, tuple(decisions), tuple(states)))
    return out


def _best(run: Callable[[], int], repeats: int) -> tuple[float, int]:
    """The least CPU time of ``repeats`` runs and the count the run returned."""
    times: list[float] = []
    count = 0
    for _ in range(repeats):
        start = time.process_time()
        count = run()
        times.append(time.process_time() - start)
    return min(times), count


def _replay(games: Sequence[Recorded]) -> Callable[[], int]:
    """Replay recorded decisions one transition at a time; returns the number of transitions."""
    def run() -> int:
        transitions = 0
        for game in games:
            state: GameState = game.initial
            actions = iter(game.decisions)
            while True:
                if state.pending is not None:
                    pid, action = next(actions)
                    state = state.action_step(pid, action)
                elif state.game_end():
                    break
                else:
                    state = state.step()
                transitions += 1
        return transitions
    return run


def _play(agent_names: Sequence[str], games: int, seed: int) -> Callable[[], int]:
    """Play games with agents (fresh each game); returns the number of decisions."""
    def run() -> int:
        return sum(len(g.decisions) for g in record_games(agent_names, games, seed=seed))
    return run


def _sample(games: Sequence[Recorded], want: Callable[[DominionState], bool],
            limit: int) -> list[DominionState]:
    found = [s for g in games for s in g.states if want(s)]
    step = max(1, len(found) // limit)
    return found[::step][:limit]


def _per_call(states: Sequence[DominionState], call: Callable[[DominionState], int],
              repeats: int) -> tuple[float, float]:
    """Mean CPU µs per call over ``states`` (best of ``repeats``) and the mean returned count."""
    def run() -> int:
        return sum(call(s) for s in states)
    best, total = _best(run, repeats)
    return 1e6 * best / len(states), total / len(states)


def engine_figures(games: int = 100, repeats: int = 5) -> list[Figure]:
    """Measure the engine's figures on Big Money games and random First Game games."""
    figures: list[Figure] = []
    bm = record_games(("bigmoney", "bigmoney"), games)
    rnd = record_games(("random", "random"), max(10, games // 5), seed=7)

    for label, recorded in (("Big Money mirror", bm), ("random agents, First Game", rnd)):
        cpu, transitions = _best(_replay(recorded), repeats)
        decisions = sum(len(g.decisions) for g in recorded)
        figures.append(Figure(f"transitions/s, replay ({label})", transitions / cpu, "per s",
                              f"{transitions / decisions:.2f} transitions per decision"))
        figures.append(Figure(f"decisions/s, replay ({label})", decisions / cpu, "per s",
                              "foreign actions, fully re-validated"))
    cpu, decisions = _best(_play(("bigmoney", "bigmoney"), games, 1), repeats)
    figures.append(Figure("decisions/s, playing (bigmoney x2)", decisions / cpu, "per s",
                          "agents' own time included, trusted actions"))

    def count_legal(state: DominionState) -> int:
        pid = state.waiting_for()
        return 0 if pid is None else len(dgsim.legal_actions(state, pid))

    samples = {
        "buy phase, Big Money": _sample(bm, lambda s: type(s.pending).__name__ == "BuyPhaseChoice",
                                        300),
        "action phase, random First Game": _sample(
            rnd, lambda s: type(s.pending).__name__ == "ActionPhaseChoice", 300),
        "card decisions, random First Game": _sample(
            rnd, lambda s: type(s.pending).__name__ not in ("ActionPhaseChoice", "BuyPhaseChoice"),
            300),
    }
    for label, states in samples.items():
        if not states:
            continue
        us, leaves = _per_call(states, count_legal, repeats)
        figures.append(Figure(f"legal_actions ({label})", us, "us per call",
                              f"{leaves:.1f} actions on average, {len(states)} states"))

    mid = _sample(rnd, lambda s: s.turn >= 6, 200)
    rng = random.Random(3)

    def determinize(state: DominionState) -> int:
        dgsim.determinize(state, state.current, rng)
        return 1

    us, _ = _per_call(mid, determinize, repeats)
    figures.append(Figure("determinize (mid-game, random First Game)", us, "us per call",
                          f"{len(mid)} states, observer = seat to move"))

    def key(state: DominionState) -> int:
        hash(dgsim.info_key(state, state.current))
        return 1

    us, _ = _per_call(mid, key, repeats)
    figures.append(Figure("info_key + hash (same states)", us, "us per call"))
    return figures


if __name__ == "__main__":
    for figure in engine_figures():
        print(figure)
