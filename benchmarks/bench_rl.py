"""RL adapter speed: picks per second of the PettingZoo env against a raw dgsim loop.

    python -m benchmarks.bench_rl [--games N] [--repeats N]
    python -m benchmarks.bench_rl --ray [--tournament N] [--repeats N]

Every loop makes the same kind of moves: one uniformly random pick among the labels offered
at each node of the action tree, whole games from fixed seeds.

* ``raw``: dgsim alone: ``auto_step``, ``action_generator``, ``choices``/``choose`` per pick,
  ``action_step`` per decision (what a hand-written loop over dgsim costs, with no features);
* ``raw + encode``: the same, plus the deciding seat's observation vector and mask from the
  encoder before each pick (what an agent needs), without the env;
* ``env, no observe``: the PettingZoo AEC env's ``step`` with ids from ``walk.legal()``
  (the adapter's bookkeeping: id lookup, agent selection, rewards);
* ``env + observe``: the usual agent loop, ``env.last()`` (observation vector and action
  mask) before every ``step``.

Figures are CPU seconds (``time.process_time``) after one untimed run of each loop, interleaved
repeats, median reported. The env + observe loop's agent picks among the ids the mask marks
(``nonzero``), sorted by id rather than in the tree's order, so it plays other (equally random)
games than the other two loops; the picks per run are printed for each loop.

``--ray`` instead measures tournament throughput (wall-clock games/s, Big Money against
Smithy Big Money on First Game) of the multiprocessing backend with 2 workers against a local
Ray started with 2 CPUs, interleaved; Ray's start-up time is reported apart.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from dgsim.core import GameState
from dgsim.dominion import new_game
from dgsim.games.goofspiel import new_goofspiel
from dgsim.rl import dominion_env, goofspiel_env
from dgsim.rl.observation import Encoder
from dgsim.rl.pettingzoo_env import DgsimAECEnv


def raw_loop(make: Callable[[int], GameState], games: int, encoder: Encoder | None = None) -> int:
    """Play ``games`` games with random picks on dgsim directly; returns the number of picks.

    With ``encoder``, the deciding seat's observation vector and mask are built before each
    pick (as the env's ``observe`` gives them), without the env.
    """
    rng = random.Random(1)
    picks = 0
    for seed in range(games):
        state = make(seed).auto_step()
        while (pid := state.waiting_for()) is not None:
            gen = state.action_generator(pid)
            options = gen.choices()
            while options:
                if encoder is not None:
                    encoder.vector(state, pid, gen.picks, options)
                    encoder.vocab.node(options).mask.copy()
                gen = gen.choose(options[rng.randrange(len(options))])
                picks += 1
                options = gen.choices()
            state = state.action_step(pid, gen.generate_action()).auto_step()
    return picks


def env_loop(env: DgsimAECEnv, games: int, observe: bool) -> int:
    """Play ``games`` games through the AEC env; returns the number of picks."""
    rng = random.Random(1)
    picks = 0
    for seed in range(games):
        env.reset(seed=seed)
        for _ in env.agent_iter():
            if observe:
                obs, _, term, trunc, _ = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                legal = obs["action_mask"].nonzero()[0]
                env.step(int(legal[rng.randrange(len(legal))]))
            else:
                agent = env.agent_selection
                if env.terminations[agent] or env.truncations[agent]:
                    env.step(None)
                    continue
                assert env.walk is not None
                ids = env.walk.legal()
                env.step(ids[rng.randrange(len(ids))])
            picks += 1
    return picks


def measure(name: str, make: Callable[[int], GameState], env: DgsimAECEnv, encoder: Encoder,
            games: int, repeats: int) -> None:
    """Print picks per CPU second of the three loops for one game."""
    loops: dict[str, Callable[[], int]] = {
        "raw": lambda: raw_loop(make, games),
        "raw + encode": lambda: raw_loop(make, games, encoder),
        "env, no observe": lambda: env_loop(env, games, False),
        "env + observe": lambda: env_loop(env, games, True),
    }
    runs: dict[str, list[float]] = {label: [] for label in loops}
    counts: dict[str, int] = {}
    for loop in loops.values():  # warm up (imports, caches) untimed
        loop()
    for _ in range(repeats):
        for label, loop in loops.items():
            started = time.process_time()
            counts[label] = loop()
            runs[label].append(counts[label] / (time.process_time() - started))
    raw = statistics.median(runs["raw"])
    print(f"{name}: {games} games per run, median of {repeats}")
    for label, rates in runs.items():
        rate = statistics.median(rates)
        print(f"  {label:<16} {rate:>9,.0f} picks/s  ({rate / raw:6.1%} of raw)  "
              f"{counts[label]:>6} picks per run")


def ray_vs_processes(games: int, repeats: int) -> None:
    """Print wall-clock games/s of a 2-worker tournament: multiprocessing against local Ray."""
    import ray

    from dgsim.agents import run_tournament, to_json

    started = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    print(f"Ray start-up: {time.perf_counter() - started:.1f} s (once per process)")
    rates: dict[str, list[float]] = {"multiprocessing": [], "ray": []}
    texts = set()
    for r in range(repeats):
        for backend, label in (("local", "multiprocessing"), ("ray", "ray")):
            started = time.perf_counter()
            result = run_tournament(["bigmoney", "smithy-bm"], games=games, seed=r, workers=2,
                                    backend=backend)
            rates[label].append(games / (time.perf_counter() - started))
            texts.add((r, to_json(result)))
    ray.shutdown()
    assert len(texts) == repeats  # each seed: the same table on both backends
    print(f"{games} games per run, 2 workers, median of {repeats}:")
    for label, values in rates.items():
        print(f"  {label:<16} {statistics.median(values):>7,.0f} games/s  "
              f"(runs: {', '.join(f'{v:.0f}' for v in values)})")


def main(argv: list[str] | None = None) -> None:
    """Run the RL speed benchmark."""
    parser = argparse.ArgumentParser(description="PettingZoo env vs raw dgsim, picks per second")
    parser.add_argument("--games", type=int, default=20, help="games per loop and repeat")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--ray", action="store_true",
                        help="tournament throughput: multiprocessing against local Ray")
    parser.add_argument("--tournament", type=int, default=4000, help="games per --ray run")
    args = parser.parse_args(argv)
    if args.ray:
        ray_vs_processes(args.tournament, args.repeats)
        return
    measure("Dominion First Game, 2 players",
            lambda seed: new_game("First Game", 2, seed), dominion_env(kingdom="First Game"),
            dominion_env(kingdom="First Game").encoder, args.games, args.repeats)
    measure("Goofspiel-13", lambda seed: new_goofspiel(13, seed), goofspiel_env(cards=13),
            goofspiel_env(cards=13).encoder, args.games * 20, args.repeats)


if __name__ == "__main__":
    main()
