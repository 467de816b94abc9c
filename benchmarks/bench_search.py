"""Search benchmarks: ISMCTS iterations per second, root parallelism, match strength, variants.

Usage (one core each; the strength runs are long, so run them niced in the background)::

    python -m benchmarks.bench_search speed              # iterations/s, one core, and 2 workers
    python -m benchmarks.bench_search parallel --workers 2   # root parallelism only
    nice python -m benchmarks.bench_search goofspiel --games 200 --iterations 1000
    nice python -m benchmarks.bench_search goofspiel --games 200 --iterations 1000 --rollout prize
    nice python -m benchmarks.bench_search dominion --games 200 --iterations 500 --depth 40
    nice python -m benchmarks.bench_search dominion --games 200 --iterations 500 --depth 40 \
        --eval dgsim.dominion.heuristics:evaluate --widen 0.5 --opp-policy --c 0.3 \
        --prune dgsim.dominion.heuristics:prune
    nice python -m benchmarks.bench_search dominion --spec "ismcts-dominion:models=bmu" \
        --opponent smithy-bm --games 200
    nice python -m benchmarks.bench_search variants --games 100 --iterations 1000
    nice python -m benchmarks.bench_search variants --game phantom --games 100 --iterations 1000

Strength runs print one line per game (running win rate) and a summary with
a 95% Wilson interval; ties count half. ``variants`` plays determinized UCT,
SO-ISMCTS and MO-ISMCTS against each other on Goofspiel-13 (the ISMCTS
paper's comparison).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from dataclasses import replace

from dgsim.agents import RandomAgent
from dgsim.agents.agent import Agent, play_game
from dgsim.agents.bots import make_agent
from dgsim.core import ActionGenerator, GameState, PlayerAction
from dgsim.dominion import new_game
from dgsim.dominion.heuristics import evaluate
from dgsim.games.goofspiel import new_goofspiel
from dgsim.games.phantom_ttt import new_phantom_ttt
from dgsim.search import ISMCTSAgent, RolloutAgent, SearchConfig, search

__all__ = ["VARIANTS", "PrizeRollout", "dominion_eval", "main", "match", "parallel", "speed", "variants",
           "wilson"]


dominion_eval = evaluate
"""The cut-rollout evaluation, now `dgsim.dominion.heuristics.evaluate` (this name still works)."""


class PrizeRollout:
    """A Goofspiel rollout policy: bid the card nearest the prize's value (ties: the lower).

    Random rollouts make spending a high card now look cheap (the future is
    played at random anyway); this policy values cards for later rounds.
    Alone it beats a random player in about 96% of games.
    """

    name = "prize"

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        """Pick ``bid <n>`` with ``n`` nearest the current prize."""
        prize = getattr(state, "prize", 0)
        options = gen.choices()
        best = min(options, key=lambda c: (abs(int(c.arg or 0) - prize), int(c.arg or 0)))
        return gen.choose(best).generate_action()

    def reseed(self, seed: int) -> PrizeRollout:
        """The same policy (deterministic)."""
        return self


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate.

    >>> lo, hi = wilson(90, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.826, 0.945)
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def _rate(state: GameState, config: SearchConfig, seconds: float) -> tuple[float, float]:
    """Iterations per wall-clock second and per CPU second of searches from ``state``."""
    done = 0
    start = time.perf_counter()
    cpu = time.process_time()
    seed = 0
    while time.perf_counter() - start < seconds:
        done += search(state, replace(config, seed=seed)).iterations
        seed += 1
    return done / (time.perf_counter() - start), done / max(1e-9, time.process_time() - cpu)


def _preset_config() -> SearchConfig:
    """The ``ismcts-dominion`` agent's search configuration (the strength-run setting)."""
    agent = make_agent("ismcts-dominion:iterations=100")
    assert isinstance(agent, ISMCTSAgent)
    return agent.config


def _agent_rate(state: GameState, config: SearchConfig, workers: int,
                seconds: float) -> float:
    """Iterations per wall-clock second of an agent's decisions on ``state`` with ``workers``."""
    agent = ISMCTSAgent(config, seed=1, workers=workers, reuse=False)
    pid = state.waiting_for()
    assert pid is not None
    agent.act(state, state.action_generator(pid))  # start the workers before timing
    agent.iterations = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        agent.act(state, state.action_generator(pid))
    rate = agent.iterations / (time.perf_counter() - start)
    agent.close()
    return rate


def speed(seconds: float = 5.0, workers: int = 2) -> None:
    """Print ISMCTS iterations per second on Goofspiel-13 and Dominion (First Game), and the
    scaling of root parallelism with ``workers`` processes.

    Each row gives iterations per wall-clock second and per CPU second of
    the process (the latter is steadier on a shared machine).
    """
    goof = new_goofspiel(13, seed=1).auto_step()
    for label, config in (
        ("SO-ISMCTS, random rollouts", SearchConfig(iterations=1000)),
        ("MO-ISMCTS, random rollouts", SearchConfig(iterations=1000, multi_observer=True)),
        ("SO-ISMCTS, random rollouts step by step (playout=False)",
         SearchConfig(iterations=1000, playout=False)),
        ("determinized UCT, 10 determinizations", SearchConfig(iterations=1000,
                                                                determinizations=10)),
    ):
        wall, cpu = _rate(goof, config, seconds)
        print(f"goofspiel-13 start, {label}: {wall:,.0f} iterations/s ({cpu:,.0f} per CPU s)",
              flush=True)
    dom = new_game("First Game", seed=1).auto_step()
    bm = make_agent("bigmoney")
    for label, config in (
        ("random rollouts to the end", SearchConfig(iterations=20)),
        ("bigmoney rollouts to the end", SearchConfig(iterations=50, rollout=bm)),
        ("bigmoney rollouts, depth 40", SearchConfig(iterations=100, rollout=bm,
                                                     rollout_depth=40)),
        ("bigmoney rollouts, depth 40, widen 0.5, opp=policy",
         SearchConfig(iterations=100, rollout=bm, rollout_depth=40, evaluate=evaluate,
                      widening=0.5, opponents_by_policy=True)),
        ("the strength-run setting, ismcts-dominion (also c 0.3, pruned)", _preset_config()),
    ):
        wall, cpu = _rate(dom, config, seconds)
        print(f"dominion First Game turn 1, SO-ISMCTS, {label}: {wall:,.0f} iterations/s "
              f"({cpu:,.0f} per CPU s)", flush=True)
    wall, cpu = rollout_rate(seconds)
    print(f"dominion First Game turn 1's buy, rollouts-dominion (paired rollout search, its policy "
          f"to the end): {wall:,.0f} rollouts/s ({cpu:,.0f} per CPU s)", flush=True)
    parallel(seconds, workers)


def rollout_rate(seconds: float) -> tuple[float, float]:
    """Rollouts per wall-clock second and per CPU second of ``rollouts-dominion`` searches of
    First Game's first buy (after the treasures are played), 500 rollouts a search."""
    state = new_game("First Game", seed=1).auto_step()
    pid = state.waiting_for()
    assert pid is not None
    state = state.action_step(pid, state.action_generator(pid).choose("play all treasures")
                              .generate_action()).auto_step()
    agent = make_agent("rollouts-dominion:rollouts=500")
    assert isinstance(agent, RolloutAgent)
    start = time.perf_counter()
    cpu = time.process_time()
    while True:
        agent.act(state, state.action_generator(pid))
        if time.perf_counter() - start >= seconds:
            break
    return (agent.rollouts / (time.perf_counter() - start),
            agent.rollouts / max(1e-9, time.process_time() - cpu))


def parallel(seconds: float = 5.0, workers: int = 2) -> None:
    """Print an agent's iterations per wall-clock second with 1 and with ``workers`` processes
    (root parallelism), on Goofspiel-13 and on a Dominion buy decision."""
    goof = new_goofspiel(13, seed=1).auto_step()
    dom = new_game("First Game", seed=1).auto_step()
    pid = dom.waiting_for()
    assert pid is not None
    buy = dom.action_step(pid, PlayerAction.from_labels(["play all treasures"])).auto_step()
    for label, state, config in (
        ("goofspiel-13 start, SO-ISMCTS 2,000 iterations a decision", goof,
         SearchConfig(iterations=2000)),
        ("dominion First Game first buy, ismcts-dominion 200 iterations a decision", buy,
         replace(_preset_config(), iterations=200)),
    ):
        one = _agent_rate(state, config, 1, seconds)
        many = _agent_rate(state, config, workers, seconds)
        alone = _independent_rate(state, config, workers, seconds)
        print(f"{label}: 1 worker {one:,.0f} iterations/s, {workers} workers {many:,.0f} "
              f"iterations/s: x{many / max(one, 1e-9):.2f}; {workers} independent one-worker "
              f"searches at once {alone:,.0f}: x{alone / max(one, 1e-9):.2f} (the machine's "
              f"own ceiling for this work)", flush=True)


def _independent_rate(state: GameState, config: SearchConfig, processes: int,
                      seconds: float) -> float:
    """Iterations per wall-clock second of ``processes`` one-worker agents searching at once in
    separate processes, summed: what the machine gives this work, with no merging at all."""
    context = multiprocessing.get_context("fork")
    with context.Pool(processes) as pool:
        rates = pool.starmap(_agent_rate, [(state, config, 1, seconds)] * processes)
    return sum(rates)


def _play(game: str, agents: list[Agent], seed: int) -> GameState:
    if game == "goofspiel":
        return play_game(new_goofspiel(13, seed=seed), agents)
    if game == "phantom":
        return play_game(new_phantom_ttt(seed), agents)
    return play_game(new_game("First Game", seed=seed), agents)


def match(game: str, spec: str, opponent: str, games: int, seed: int = 0,
          rollout: str = "") -> float:
    """Play ``games`` games (seats alternate) and print running and final results; returns the rate.

    Each game line gives its wall-clock time and the CPU time of this
    process (the searcher's and its opponent's moves; a shared machine
    stretches the former, not the latter).
    """
    wins = 0.0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for g in range(games):
        me = make_agent(spec).reseed(seed + g)
        if rollout == "prize" and isinstance(me, ISMCTSAgent):
            me = ISMCTSAgent(replace(me.config, rollout=PrizeRollout()), seed + g)
        other: Agent = RandomAgent(seed + g) if opponent == "random" else make_agent(opponent)
        other = other.reseed(seed + g)
        seat = g % 2
        agents = [me, other] if seat == 0 else [other, me]
        t = time.perf_counter()
        cpu = time.process_time()
        state = _play(game, agents, seed + g)
        winners = state.winners() if hasattr(state, "winners") else ()
        wins += 1.0 if winners == (seat,) else 0.5 if seat in winners else 0.0
        lo, hi = wilson(wins, g + 1)
        print(f"game {g + 1}: seat {seat}, winners {winners}, {time.perf_counter() - t:.1f}s "
              f"({time.process_time() - cpu:.1f}s CPU); "
              f"win rate {wins / (g + 1):.3f} [{lo:.3f}, {hi:.3f}]", flush=True)
    n = games
    lo, hi = wilson(wins, n)
    print(f"{spec} vs {opponent} on {game}: {wins}/{n} = {wins / n:.3f} "
          f"(95% CI {lo:.3f}-{hi:.3f}), {(time.perf_counter() - start) / n:.1f}s per game "
          f"({(time.process_time() - cpu_start) / n:.1f}s CPU)")
    return wins / n


VARIANTS: dict[str, str] = {
    "det-UCT": "ismcts:dets=10",
    "SO-ISMCTS": "ismcts",
    "MO-ISMCTS": "ismcts:mo=1",
}
"""The ISMCTS paper's three searches as agent specs (the iterations are added)."""


def _with(spec: str, iterations: int, c: float) -> str:
    """``spec`` with the iteration budget and exploration constant added."""
    return f"{spec}{',' if ':' in spec else ':'}iterations={iterations},c={c}"


def variants(games: int, iterations: int, seed: int = 0, c: float = 0.7,
             game: str = "goofspiel", pairs: tuple[tuple[str, str], ...] = ()) -> dict[str, float]:
    """Round-robin of determinized UCT, SO-ISMCTS and MO-ISMCTS on Goofspiel-13 (or phantom
    tic-tac-toe, ``game="phantom"``); ``pairs`` limits it to those pairs.

    Each pair plays ``games`` games, seats alternating, the same seeds for
    every pair; prints each game and a table of win rates with 95% Wilson
    intervals (ties count half). Returns each variant's overall win rate.
    """
    names = list(VARIANTS)
    totals = {name: [0.0, 0] for name in names}
    rows = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if pairs and (a, b) not in pairs:
                continue
            wins = 0.0
            for g in range(games):
                first = make_agent(_with(VARIANTS[a], iterations, c)).reseed(2 * (seed + g))
                second = make_agent(_with(VARIANTS[b], iterations, c))
                second = second.reseed(2 * (seed + g) + 1)
                seat = g % 2
                agents = [first, second] if seat == 0 else [second, first]
                state = _play(game, agents, seed + g)
                winners = state.winners() if hasattr(state, "winners") else ()
                score = 1.0 if winners == (seat,) else 0.5 if seat in winners else 0.0
                wins += score
                print(f"{a} vs {b}, game {g + 1}: {a} seat {seat}, winners {winners}; "
                      f"{a} {wins}/{g + 1}", flush=True)
            totals[a][0] += wins
            totals[a][1] += games
            totals[b][0] += games - wins
            totals[b][1] += games
            rows.append((a, b, wins))
    title = "Goofspiel-13" if game == "goofspiel" else "Phantom tic-tac-toe"
    print(f"\n{title}, {iterations} iterations a decision, c {c}, {games} games a pair "
          f"(seeds {seed}-{seed + games - 1}, seats alternating):")
    print("| pair | games | first's win rate (95% CI) |")
    print("| --- | ---: | --- |")
    for a, b, wins in rows:
        lo, hi = wilson(wins, games)
        print(f"| {a} vs {b} | {games} | {wins / games:.1%} ({lo:.1%}-{hi:.1%}), {wins}/{games} |")
    print("| variant | games | overall win rate (95% CI) |")
    print("| --- | ---: | --- |")
    played = {name: (won, n) for name, (won, n) in totals.items() if n}
    for name, (won, n) in played.items():
        lo, hi = wilson(won, int(n))
        print(f"| {name} | {n} | {won / n:.1%} ({lo:.1%}-{hi:.1%}) |")
    return {name: won / n for name, (won, n) in played.items()}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    sp = sub.add_parser("speed")
    sp.add_argument("--seconds", type=float, default=5.0)
    sp.add_argument("--workers", type=int, default=2, help="processes for the parallel rows")
    pp = sub.add_parser("parallel", help="root parallelism: 1 worker against --workers")
    pp.add_argument("--seconds", type=float, default=5.0)
    pp.add_argument("--workers", type=int, default=2)
    vp = sub.add_parser("variants", help="det-UCT vs SO-ISMCTS vs MO-ISMCTS on Goofspiel-13")
    vp.add_argument("--games", type=int, default=100, help="games per pair")
    vp.add_argument("--iterations", type=int, default=1000)
    vp.add_argument("--seed", type=int, default=0)
    vp.add_argument("--c", type=float, default=0.7)
    vp.add_argument("--game", choices=("goofspiel", "phantom"), default="goofspiel")
    vp.add_argument("--pair", action="append", default=[],
                    help="only this pair, e.g. SO-ISMCTS:MO-ISMCTS (repeatable; default all)")
    for name, iterations in (("goofspiel", 1000), ("dominion", 500)):
        p = sub.add_parser(name)
        p.add_argument("--games", type=int, default=200)
        p.add_argument("--iterations", type=int, default=iterations)
        p.add_argument("--depth", type=int, default=0, help="rollout cut (decisions); 0: none")
        p.add_argument("--seed", type=int, default=0)
        p.add_argument("--mo", action="store_true", help="multi-observer trees")
        p.add_argument("--rollout", default="",
                       help="goofspiel: 'prize' for PrizeRollout; dominion: a bot (default bigmoney)")
        p.add_argument("--eval", default="", help="module:name of a cut-rollout evaluation")
        p.add_argument("--widen", type=float, default=0.0, help="progressive widening factor")
        p.add_argument("--opp-policy", action="store_true",
                       help="the rollout policy plays the other seats inside the tree")
        p.add_argument("--c", type=float, default=None, help="UCB exploration (default 0.7)")
        p.add_argument("--opponent", default="random" if name == "goofspiel" else "bigmoney",
                       help="the other seat: 'random' or a bot spec (dominion)")
        p.add_argument("--prune", default="",
                       help="module:name of a tree pruning, e.g. dgsim.dominion.heuristics:prune")
        p.add_argument("--spec", default="",
                       help="a whole agent spec for the searcher (the options above are ignored)")
    args = parser.parse_args(argv)
    if args.what == "speed":
        speed(args.seconds, args.workers)
        return 0
    if args.what == "parallel":
        parallel(args.seconds, args.workers)
        return 0
    if args.what == "variants":
        pairs = tuple((a, b) for a, _, b in (p.partition(":") for p in args.pair))
        unknown = {n for pair in pairs for n in pair} - set(VARIANTS)
        if unknown:
            parser.error(f"unknown variants {sorted(unknown)}; known: {', '.join(VARIANTS)}")
        variants(args.games, args.iterations, args.seed, args.c, args.game, pairs)
        return 0
    if args.spec:
        match(args.what, args.spec, args.opponent, args.games, args.seed, args.rollout)
        return 0
    spec = f"ismcts:iterations={args.iterations}"
    if args.depth:
        spec += f",depth={args.depth}"
    if args.mo:
        spec += ",mo=1"
    if args.eval:
        spec += f",eval={args.eval}"
    if args.widen:
        spec += f",widen={args.widen}"
    if args.opp_policy:
        spec += ",opp=policy"
    if args.c is not None:
        spec += f",c={args.c}"
    if args.prune:
        spec += f",prune={args.prune}"
    if args.what == "goofspiel":
        match("goofspiel", spec, args.opponent, args.games, args.seed, args.rollout)
    else:
        match("dominion", spec + f",rollout={args.rollout or 'bigmoney'}", args.opponent, args.games,
              args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
