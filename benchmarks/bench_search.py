"""Search benchmarks: ISMCTS iterations per second, and match strength on Goofspiel and Dominion.

Usage (one core each; the strength runs are long, so run them niced in the background)::

    python -m benchmarks.bench_search speed
    nice python -m benchmarks.bench_search goofspiel --games 200 --iterations 1000
    nice python -m benchmarks.bench_search goofspiel --games 200 --iterations 1000 --rollout prize
    nice python -m benchmarks.bench_search dominion --games 200 --iterations 500 --depth 40
    nice python -m benchmarks.bench_search dominion --games 200 --iterations 500 --depth 40 \
        --eval dgsim.dominion.heuristics:evaluate --widen 0.5 --opp-policy --c 0.3 \
        --prune dgsim.dominion.heuristics:prune

Strength runs print one line per game (running win rate) and a summary with
a 95% Wilson interval; ties count half.
"""

from __future__ import annotations

import argparse
import math
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
from dgsim.search import ISMCTSAgent, SearchConfig, search

__all__ = ["PrizeRollout", "dominion_eval", "main", "match", "speed", "wilson"]


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


def _rate(state: GameState, config: SearchConfig, seconds: float) -> float:
    """Iterations per second of searches from ``state`` for about ``seconds``."""
    done = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        done += search(state, replace(config, seed=seed)).iterations
        seed += 1
    return done / (time.perf_counter() - start)


def _preset_config() -> SearchConfig:
    """The ``ismcts-dominion`` agent's search configuration (the strength-run setting)."""
    agent = make_agent("ismcts-dominion:iterations=100")
    assert isinstance(agent, ISMCTSAgent)
    return agent.config


def speed(seconds: float = 5.0) -> None:
    """Print ISMCTS iterations per second on Goofspiel-13 and Dominion (First Game)."""
    goof = new_goofspiel(13, seed=1).auto_step()
    for mo in (False, True):
        rate = _rate(goof, SearchConfig(iterations=1000, multi_observer=mo), seconds)
        print(f"goofspiel-13 start, {'MO' if mo else 'SO'}-ISMCTS, random rollouts: "
              f"{rate:,.0f} iterations/s")
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
        print(f"dominion First Game turn 1, SO-ISMCTS, {label}: "
              f"{_rate(dom, config, seconds):,.0f} iterations/s")


def match(game: str, spec: str, opponent: str, games: int, seed: int = 0,
          rollout: str = "") -> float:
    """Play ``games`` games (seats alternate) and print running and final results; returns the rate."""
    wins = 0.0
    start = time.perf_counter()
    for g in range(games):
        me = make_agent(spec).reseed(seed + g)
        if rollout == "prize" and isinstance(me, ISMCTSAgent):
            me = ISMCTSAgent(replace(me.config, rollout=PrizeRollout()), seed + g)
        other: Agent = RandomAgent(seed + g) if opponent == "random" else make_agent(opponent)
        seat = g % 2
        agents = [me, other] if seat == 0 else [other, me]
        t = time.perf_counter()
        state: GameState
        if game == "goofspiel":
            state = play_game(new_goofspiel(13, seed=seed + g), agents)
        else:
            state = play_game(new_game("First Game", seed=seed + g), agents)
        winners = state.winners() if hasattr(state, "winners") else ()
        wins += 1.0 if winners == (seat,) else 0.5 if seat in winners else 0.0
        lo, hi = wilson(wins, g + 1)
        print(f"game {g + 1}: seat {seat}, winners {winners}, {time.perf_counter() - t:.1f}s; "
              f"win rate {wins / (g + 1):.3f} [{lo:.3f}, {hi:.3f}]", flush=True)
    n = games
    lo, hi = wilson(wins, n)
    print(f"{spec} vs {opponent} on {game}: {wins}/{n} = {wins / n:.3f} "
          f"(95% CI {lo:.3f}-{hi:.3f}), {(time.perf_counter() - start) / n:.1f}s per game")
    return wins / n


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    sp = sub.add_parser("speed")
    sp.add_argument("--seconds", type=float, default=5.0)
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
    args = parser.parse_args(argv)
    if args.what == "speed":
        speed(args.seconds)
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
