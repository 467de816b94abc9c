"""Memory: bytes per retained state over whole games, and the peak memory of a 10,000-game tournament.

Bytes per retained state come from `tracemalloc`: the memory still
allocated after a game when every state is kept, minus the same with only
the final state kept, divided by the number of extra states. States share
everything that did not change (structural sharing), so the figure is the
marginal cost of keeping one more state, not the size of a state alone. Each
game is played once untraced first, so that the short hands shared between
states (`dgsim.dominion.state.shared_cards`, a flyweight table bounded at
50,000 tuples) are counted by none of the measured runs: the table is a
per-process constant, not a per-state cost. The seats' shared counters
(`dgsim.dominion.seat.counters`) are such a table too. ``--cold`` empties both
tables before every traced run instead.
"""

from __future__ import annotations

import gc
import resource
import subprocess
import sys
import tracemalloc
from collections.abc import Callable, Sequence, Sized

from benchmarks.engine import Figure
from benchmarks.versus import play_kept
from dgsim.agents.agent import Agent, play_game, play_recorded
from dgsim.agents.bots import make_agent
from dgsim.core import GameState, History
from dgsim.dominion import DominionState, new_game
from dgsim.dominion import seat as seat_module
from dgsim.dominion import state as state_module

__all__ = ["memory_figures", "retained_by_line", "retained_bytes", "tournament_peak"]


def _every_transition(state: GameState, agents: Sequence[Agent]) -> list[GameState]:
    """Every state of a game: after each `step` and each decision."""
    kept = [state]
    while True:
        pid = state.waiting_for()
        if pid is not None:
            state = state.action_step(pid, agents[pid].act(state, state.action_generator(pid)))
        elif state.game_end():
            return kept
        else:
            state = state.step()
        kept.append(state)


class _HistoryKept:
    """A whole `History` (states and steps) kept alive, sized by its number of states."""

    def __init__(self, history: History[DominionState]) -> None:
        self.history = history

    def __len__(self) -> int:
        return len(self.history.states)


def _traced(build: Callable[[], object]) -> tuple[int, object]:
    """Bytes still allocated (traced) once ``build`` returns, with its result alive."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = build()
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return after - before, kept


def _empty_flyweights() -> None:
    """Empty the engine's flyweight tables (shared hands, shared seat counters), as in a new process."""
    state_module._SHARED_ZONES.clear()
    seat_module._COUNTERS.clear()
    seat_module._COUNTERS[0, 0, 0, 0] = state_module.NO_COUNTERS


def retained_bytes(games: int = 20, seed: int = 1, cold: bool = False) -> list[Figure]:
    """Marginal bytes per kept state in Big Money mirrors: in a `History`, in a list, every step.

    ``cold``: the flyweight tables are emptied before every traced run instead of warmed by an
    untraced one, so that each run pays for the entries it makes (the final-state-only run
    too: the figure is then what keeping the states costs in a process that starts afresh).
    """
    agents: list[Agent] = [make_agent("bigmoney"), make_agent("bigmoney")]
    play_game(new_game(seed=seed), agents)  # warm caches (interned choices, memos)

    def last_only(g: int) -> Callable[[], object]:
        return lambda: play_game(new_game(seed=seed + g), agents)

    def history(g: int) -> Callable[[], object]:
        return lambda: _HistoryKept(play_recorded(new_game(seed=seed + g), agents))

    def decisions(g: int) -> Callable[[], object]:
        return lambda: play_kept(new_game(seed=seed + g), agents)

    def transitions(g: int) -> Callable[[], object]:
        return lambda: _every_transition(new_game(seed=seed + g).auto_step(), agents)

    ways = {"History (play_recorded)": history, "list of decision states": decisions,
            "every transition (list)": transitions}
    per_state: dict[str, list[float]] = {name: [] for name in ways}
    counts: dict[str, int] = dict.fromkeys(ways, 0)
    for g in range(games):
        if cold:
            _empty_flyweights()
        else:
            last_only(g)()  # untraced: shared hands and counters are then no run's cost
        last, _ = _traced(last_only(g))
        for name, way in ways.items():
            if cold:
                _empty_flyweights()
            full, kept = _traced(way(g))
            n = len(kept) if isinstance(kept, Sized) else 0
            per_state[name].append((full - last) / (n - 1))
            counts[name] += n
    tables = ", flyweights emptied before each run" if cold else ""
    return [Figure(f"bytes per retained state, {name}", sum(per_state[name]) / games, "bytes",
                   f"{counts[name] / games:.0f} states per game, {games} games{tables}")
            for name in ways]


def retained_by_line(games: int = 10, seed: int = 100, top: int = 15) -> list[tuple[float, str]]:
    """Where a state kept in a `History` spends its bytes: bytes per kept state by source line.

    Big Money mirrors, recorded (`play_recorded`) and played keeping only the final state,
    under `tracemalloc`; the difference per line, divided by the extra states kept. Lines of
    compiled modules are not seen (the pure build tells where the bytes go).
    """
    agents: list[Agent] = [make_agent("bigmoney"), make_agent("bigmoney")]

    def allocated(keep: bool) -> tuple[list[object], tracemalloc.Snapshot, tracemalloc.Snapshot]:
        gc.collect()
        tracemalloc.start()
        for g in range(games):  # untraced by the comparison: shared tables filled first
            play_game(new_game(seed=seed + g), agents)
        start = tracemalloc.take_snapshot()
        kept: list[object] = [play_recorded(new_game(seed=seed + g), agents) if keep
                              else play_game(new_game(seed=seed + g), agents)
                              for g in range(games)]
        gc.collect()
        end = tracemalloc.take_snapshot()
        tracemalloc.stop()
        return kept, start, end

    histories, start, end = allocated(True)
    recorded = {str(d.traceback): d.size_diff for d in end.compare_to(start, "lineno")}
    _, start, end = allocated(False)
    final_only = {str(d.traceback): d.size_diff for d in end.compare_to(start, "lineno")}
    extra = sum(len(h.states) - 1 for h in histories if isinstance(h, History))
    rows = sorted(((recorded.get(k, 0) - final_only.get(k, 0)) / extra, k)
                  for k in recorded.keys() | final_only.keys())
    rows.reverse()
    return [(sum(v for v, _ in rows), "total"), *rows[:top]]


def tournament_peak(games: int = 10_000) -> Figure:
    """Peak RSS (VmHWM) of ``dgsim simulate bigmoney bigmoney --games N --workers 1`` in a child process."""
    # VmHWM (this process image's peak RSS) rather than ru_maxrss, which Linux carries over
    # from the parent across fork+exec.
    code = ("import resource, sys\n"
            "from dgsim.cli import main\n"
            f"status = main(['simulate', 'bigmoney', 'bigmoney', '--games', '{games}',"
            " '--workers', '1', '--no-progress'])\n"
            "peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
            "try:\n"
            "    for line in open('/proc/self/status'):\n"
            "        if line.startswith('VmHWM:'):\n"
            "            peak = int(line.split()[1])\n"
            "except OSError:\n"
            "    pass\n"
            "print(peak)\n"
            "sys.exit(status)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        raise RuntimeError(f"dgsim simulate failed:\n{done.stderr}")
    peak_kib = int(done.stdout.strip().splitlines()[-1])
    rate = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""
    return Figure(f"peak RSS, {games:,}-game tournament", peak_kib / 1024, "MiB",
                  f"dgsim simulate bigmoney bigmoney --workers 1 ({rate})")


def memory_figures(games: int = 20, tournament: int = 10_000, cold: bool = False) -> list[Figure]:
    """Retained-state figures, then (if ``tournament``) the tournament's peak memory."""
    figures = retained_bytes(games, cold=cold)
    figures.append(Figure("peak RSS of this process so far",
                          resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "MiB"))
    if tournament:
        figures.append(tournament_peak(tournament))
    return figures


if __name__ == "__main__":
    if "--by-line" in sys.argv[1:]:  # python -m benchmarks.memory --by-line
        for size, line in retained_by_line():
            print(f"{size:8.1f} B  {line}")
    else:  # --cold: the flyweight tables emptied before each traced run
        for figure in memory_figures(tournament=0, cold="--cold" in sys.argv[1:]):
            print(figure)
