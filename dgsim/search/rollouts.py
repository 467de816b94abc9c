"""Rollout search: the best of a decision's actions by paired rollouts of a policy.

Where ISMCTS grows a tree, this search improves one policy by one step (a
"rollout algorithm"): each candidate action of the decision is followed by
the policy (and the other seats by their models) to the end of the game, and
the candidate with the best mean reward is played. Two things make its means
precise enough to beat the policy it starts from:

* **Common random numbers.** Every candidate is scored on the same samples:
  sample ``i`` draws one determinization (the observer's hidden information
  and the game's future shuffles) and one opponent model, and every
  candidate's rollout starts from it. The candidates' differences then carry
  little of the luck of the draw, so a difference of a few hundredths of a
  win shows after a few hundred samples, where independent rollouts need
  thousands.
* **Sequential halving.** The budget is split into rounds; after each, the
  worse half of the candidates (by their mean over the same samples) is
  dropped, so the close ones get most rollouts.

The policy's own action is never dropped, and the search departs from it
only when the best candidate's mean is ahead of it by more than ``margin``
standard errors of their paired difference: a departure must be evidence,
not noise.

The search sees a game only through the core (``determinize``,
``waiting_for``, ``action_generator``, ``action_step``), so it plays any core
game for which a rollout policy is given; with none, picks are uniformly
random.

>>> from dgsim.games.goofspiel import new_goofspiel
>>> state = new_goofspiel(cards=4, seed=3).auto_step()
>>> result = rollout_search(state, RolloutConfig(rollouts=64, seed=1))
>>> len(result.candidates) == len(result.means) and result.rollouts <= 64 + 4 * 4
True
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from dgsim.core import ActionGenerator, Choice, GameState, PlayerAction
from dgsim.search.ismcts import MarginReward, Prune, Reward, RolloutPolicy, win_reward

__all__ = ["RolloutConfig", "RolloutResult", "candidate_actions", "rollout_search", "rollout_value"]


_MARGIN = MarginReward()


@dataclass(frozen=True, slots=True)
class RolloutConfig:
    """How to search a decision by paired rollouts.

    ``rollouts`` is the budget per decision (rollouts of all candidates together; each round of
    the halving scores every remaining candidate at least once, so a budget smaller than that is
    exceeded); ``policy`` plays the deciding seat after the candidate action (None: uniformly
    random picks), ``opponents`` the other seats, one model drawn per sample (empty: ``policy``
    plays them too). ``depth`` cuts a rollout after that many decisions and scores it with
    ``evaluate`` (default: `MarginReward`); finished games score with ``reward``. ``prune``
    narrows the first pick of each candidate (`SearchConfig.prune`). ``margin``: the search
    departs from the policy's own action only when the best candidate leads it by more than that
    many standard errors of their paired difference (0: whenever it leads at all). ``seconds``,
    when given, also bounds each search's time: once it has passed, the search stops after the
    sample under way (every candidate still in the running is scored on at least one) and compares
    what it has; a search so bounded depends on the machine's speed, so it is not reproducible.
    ``stop``, when given, ends a search early (checked every 16 samples) once the policy's own
    action leads every other candidate still in the running by more than that many standard
    errors: the budget goes to the close decisions, not to the clear ones. ``confirm`` (a
    fraction below 1, default 0) holds that share of the budget back: when the halving ends with
    another candidate ahead of the policy's own, the two are compared again on that many fresh
    samples, and the search departs only if the fresh lead clears ``margin``. The samples that
    picked the challenger favour it (the best of several noisy means is biased upwards, and more
    so the more candidates there are), so without this some departures are luck, not evidence.
    """

    rollouts: int = 1000
    policy: RolloutPolicy | None = None
    opponents: tuple[RolloutPolicy, ...] = ()
    depth: int | None = None
    reward: Reward = win_reward
    evaluate: Reward | None = None
    prune: Prune | None = None
    margin: float = 1.0
    seed: int = 0
    seconds: float | None = None
    stop: float | None = None
    confirm: float = 0.0

    def __post_init__(self) -> None:
        if not 0.0 <= self.confirm < 1.0:
            raise ValueError(f"confirm must be at least 0 and below 1, got {self.confirm!r}")
        if self.stop is not None and not self.stop >= 0.0:
            raise ValueError(f"stop must be at least 0, got {self.stop!r}")
        if self.seconds is not None and not self.seconds > 0.0:
            raise ValueError(f"seconds must be more than 0, got {self.seconds!r}")
        if self.rollouts < 1:
            raise ValueError(f"rollouts must be at least 1, got {self.rollouts!r}")
        if not self.margin >= 0.0:
            raise ValueError(f"margin must be at least 0, got {self.margin!r}")
        if self.depth is not None and self.depth < 1:
            raise ValueError(f"depth must be at least 1, got {self.depth!r}")


@dataclass(frozen=True, slots=True)
class RolloutResult:
    """A finished rollout search: the candidates, their means over their samples, the choice.

    ``samples[i]`` is how many samples candidate ``i`` was scored on (the
    survivors of the last round share all of theirs); ``default`` is the
    index of the policy's own action; ``chosen`` the index played;
    ``confirmed`` how many fresh samples compared the challenger with the
    policy's action (`RolloutConfig.confirm`; 0 when there was none).
    """

    candidates: tuple[PlayerAction, ...]
    means: tuple[float, ...]
    samples: tuple[int, ...]
    default: int
    chosen: int
    rollouts: int
    confirmed: int = 0

    @property
    def action(self) -> PlayerAction:
        """The action chosen."""
        return self.candidates[self.chosen]

    @property
    def departed(self) -> bool:
        """True if the chosen action is not the policy's own."""
        return self.chosen != self.default


def _complete(policy: RolloutPolicy | None, state: GameState, gen: ActionGenerator[GameState],
              rng: random.Random) -> PlayerAction:
    """``gen``'s action completed by ``policy`` (uniformly random picks without one)."""
    if policy is not None:
        return policy.act(state, gen)
    options = gen.choices()
    while options:
        gen = gen.choose(options[int(rng.random() * len(options))])
        options = gen.choices()
    return gen.generate_action()


def candidate_actions(state: GameState, picks: tuple[Choice, ...], config: RolloutConfig,
                      rng: random.Random) -> tuple[tuple[PlayerAction, ...], int]:
    """The complete actions a rollout search compares for the pending decision of ``state`` after
    ``picks``, and the index of the policy's own.

    One candidate per next pick worth searching (``config.prune``), the rest
    of the decision completed by the policy; the policy's own action is
    always one of them; equal actions are kept once.

    :raises ValueError: if no decision is pending.
    :raises InvalidActionError: if ``picks`` are not legal there.
    """
    player = state.waiting_for()
    if player is None:
        raise ValueError("no decision is pending: nothing to search")
    gen = state.action_generator(player)
    for pick in picks:
        gen = gen.choose(pick)
    options = gen.choices()
    if config.prune is not None and len(options) > 1:
        options = tuple(config.prune(state, gen.picks, options) or options)
    own = _complete(config.policy, state, gen, rng)
    found: list[PlayerAction] = [own]
    for option in options:
        after = gen.choose(option)
        action = after.generate_action() if not after.choices() else _complete(
            config.policy, state, after, rng)
        if action not in found:
            found.append(action)
    return tuple(found), 0


def rollout_value(state: GameState, player: int, config: RolloutConfig,
                  opponent: RolloutPolicy | None, rng: random.Random) -> float:
    """``player``'s reward after playing ``state`` on: ``config.policy`` for ``player``,
    ``opponent`` for every other seat, cut at ``config.depth`` decisions."""
    depth = config.depth
    policy = config.policy
    decisions = 0
    while True:
        pid = state.waiting_for()
        if pid is None:
            return config.reward(state)[player]
        if depth is not None and decisions >= depth:
            return (config.evaluate or _MARGIN)(state)[player]
        actor = policy if pid == player else opponent
        action = _complete(actor, state, state.action_generator(pid), rng)
        state = state.action_step(pid, action).auto_step()
        decisions += 1


_CHECK = 16
"""Samples between two checks of `RolloutConfig.stop`."""


def _lead_error(lead: float, squares: float, m: int) -> float:
    """The standard error of a paired mean ``lead`` over ``m`` samples whose squared differences
    sum to ``squares``."""
    variance = max(0.0, squares / m - lead * lead) * m / max(1, m - 1)
    return math.sqrt(variance / m)


def _settled(alive: list[int], totals: list[float], squares: list[float], samples: list[int],
             default: int, stop: float) -> bool:
    """True if the policy's own action leads every other candidate still in the running by more
    than ``stop`` standard errors of their paired difference."""
    n = samples[default]
    mine = totals[default] / n
    for i in alive:
        if i == default:
            continue
        lead = mine - totals[i] / n
        if lead <= stop * _lead_error(lead, squares[i], n):
            return False
    return True


def _halved(alive: list[int], totals: list[float], default: int) -> list[int]:
    """The better half of ``alive`` by total reward (at least two; ``default`` always kept)."""
    ranked = sorted(alive, key=lambda i: -totals[i])
    keep = ranked[:max(2, math.ceil(len(alive) / 2))]
    if default not in keep:
        keep.append(default)
    return sorted(keep)


def _sample(state: GameState, player: int, config: RolloutConfig, candidates: list[PlayerAction],
            rng: random.Random) -> list[float]:
    """The rewards of ``candidates`` on one sample: one determinization of ``state`` for
    ``player``, one opponent model and one rollout seed, shared by every candidate."""
    det = state.determinize(player, random.Random(rng.getrandbits(64)))
    models = config.opponents
    opponent = models[int(rng.random() * len(models))] if models else config.policy
    seed = rng.getrandbits(64)
    return [rollout_value(det.action_step(player, action).auto_step(), player, config, opponent,
                          random.Random(seed)) for action in candidates]


def _confirmed_lead(state: GameState, player: int, config: RolloutConfig,
                    pair: list[PlayerAction], rng: random.Random, budget: int,
                    deadline: float | None) -> tuple[float, float, int]:
    """The lead of ``pair[0]`` over ``pair[1]`` on fresh paired samples (about ``budget``
    rollouts), the standard error of that lead, and the number of samples."""
    total = squares = 0.0
    m = 0
    for _ in range(max(2, budget // 2)):
        if deadline is not None and m >= 2 and time.perf_counter() > deadline:
            break
        challenger, own = _sample(state, player, config, pair, rng)
        total += challenger - own
        squares += (challenger - own) ** 2
        m += 1
    lead = total / m
    return lead, _lead_error(lead, squares, m), m


def rollout_search(state: GameState, config: RolloutConfig,
                   picks: tuple[Choice, ...] = ()) -> RolloutResult:
    """Search the pending decision of ``state`` (after ``picks`` already made) by paired rollouts.

    :raises ValueError: if no decision is pending.
    :raises InvalidActionError: if ``picks`` are not legal there.
    """
    player = state.waiting_for()
    if player is None:
        raise ValueError("no decision is pending: nothing to search")
    rng = random.Random(config.seed)
    candidates, default = candidate_actions(state, picks, config, rng)
    k = len(candidates)
    totals = [0.0] * k
    squares = [0.0] * k  # sum of squared differences from the default, per candidate
    samples = [0] * k
    if k == 1:
        return RolloutResult(candidates, (0.0,), (0,), default, default, 0)
    alive = list(range(k))
    rounds = max(1, math.ceil(math.log2(k)))
    held = int(config.rollouts * config.confirm)
    budget = config.rollouts - held
    done = 0
    deadline = None if config.seconds is None else time.perf_counter() + config.seconds
    stop = config.stop
    for r in range(rounds):
        n = max(1, budget // (len(alive) * rounds))
        for j in range(n):
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            if stop is not None and j and j % _CHECK == 0 and _settled(alive, totals, squares,
                                                                       samples, default, stop):
                break
            values = _sample(state, player, config, [candidates[i] for i in alive], rng)
            base = values[alive.index(default)]
            for i, value in zip(alive, values, strict=True):
                totals[i] += value
                samples[i] += 1
                squares[i] += (value - base) ** 2
            done += len(alive)
        else:
            if r < rounds - 1:
                alive = _halved(alive, totals, default)
            continue
        break  # out of time, or settled: the survivors so far are compared
    means = tuple(t / s if s else 0.0 for t, s in zip(totals, samples, strict=True))
    best = max(alive, key=lambda i: (means[i], i == default))
    chosen = default
    confirmed = 0
    if best != default and held:
        lead, error, confirmed = _confirmed_lead(
            state, player, config, [candidates[best], candidates[default]], rng, held, deadline)
        done += 2 * confirmed
        if lead > config.margin * error:
            chosen = best
    elif best != default:
        lead = means[best] - means[default]
        if lead > config.margin * _lead_error(lead, squares[best], samples[best]):
            chosen = best
    return RolloutResult(candidates, means, tuple(samples), default, chosen, done, confirmed)
