"""Information-set Monte Carlo tree search (ISMCTS), single- and multi-observer, on any core game.

The search sees a game only through the core: ``determinize``, ``info_key``,
``waiting_for``/``pending`` and decisions' ``choices``/``resolve``. The tree
descends the action-generator tree one pick per edge (move groups), so a
decision of several picks (discard 3 of 6) costs a few small nodes instead of
one node per complete action.

Each iteration (Cowling, Powley and Whitehouse, 2012):

1. *determinize* the root state for the observer (``cloneAndRandomise``);
2. *select* down the tree with UCB1 using availability counts (a child's
   exploration term counts the iterations in which it was legal, not the
   parent's visits), restricted to the picks legal in this determinization;
3. *expand* one unvisited legal pick;
4. *roll out* with a policy (uniform random, or any agent such as Big Money),
   optionally cut after ``rollout_depth`` decisions and scored by
   ``evaluate``;
5. *back up* each seat's reward into the edges that seat chose.

Single-observer ISMCTS (`SearchConfig.multi_observer` False) keeps one tree of
the deciding seat's information sets; every seat's picks are edges of it.
Multi-observer ISMCTS keeps one tree per seat: a seat's own picks are edges
of its tree, and another seat's decision is one edge keyed by what the seat
observes after it (its `info_key`), so a hidden move (a pending Goofspiel bid)
does not branch its tree. In both kinds, after each decision a tree branches
on what its seat then observes (its `info_key`): chance that the seat sees
(a revealed prize, a newly drawn hand) separates its information sets, while
what it cannot see (another seat's hidden cards) does not.

Rewards are per seat; the default is 1 shared among the winners of a
finished game (`win_reward`). A game's ``scores()`` and ``winners()`` are
used when present (both Dominion and Goofspiel have them).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from dgsim.core import ActionGenerator, Choice, Decision, GameState, PlayerAction

__all__ = [
    "MarginReward",
    "Node",
    "Prune",
    "RolloutPolicy",
    "Scored",
    "SearchConfig",
    "SearchResult",
    "WinAndMargin",
    "action_visits",
    "search",
    "win_reward",
]

S = TypeVar("S", bound=GameState)

Reward = Callable[[GameState], tuple[float, ...]]
"""A function from a state (finished, or where a rollout was cut) to one reward per seat."""

Prune = Callable[[GameState, tuple[Choice, ...], Sequence[Choice]], Sequence[Choice]]
"""Game knowledge for the tree: from a state, the picks made so far in its pending decision and
the legal next picks, the picks worth searching (a non-empty subset of them)."""


@runtime_checkable
class Scored(Protocol):
    """A game state that can score itself (both Dominion and Goofspiel can)."""

    def scores(self) -> tuple[int, ...]:
        """Points per seat."""
        ...

    def winners(self) -> tuple[int, ...]:
        """The winning seats."""
        ...


class RolloutPolicy(Protocol):
    """Anything that completes an action from a generator (every `dgsim.agents.Agent` does)."""

    def act(self, state: GameState, gen: ActionGenerator[GameState], /) -> PlayerAction:
        """Return a complete action for ``gen``'s decision."""
        ...


def win_reward(state: GameState) -> tuple[float, ...]:
    """1 shared among the winners, 0 for the others.

    :raises TypeError: if the state has no ``scores``/``winners``.
    """
    if not isinstance(state, Scored):
        raise TypeError(f"{type(state).__name__} has no scores()/winners(); pass a reward")
    n = len(state.scores())
    winners = state.winners()
    share = 1.0 / len(winners) if winners else 0.0
    return tuple(share if i in winners else 0.0 for i in range(n))


@dataclass(frozen=True, slots=True)
class MarginReward:
    """An evaluation for unfinished games: a logistic of each seat's lead in ``scores()``.

    A seat ``scale`` points ahead of the best other seat scores about 0.73,
    level scores 0.5. Finished games score as `win_reward`. (A value, not a
    closure, so configurations pickle for root parallelism.)

    >>> from dgsim.games.goofspiel import new_goofspiel
    >>> MarginReward()(new_goofspiel(3).auto_step())
    (0.5, 0.5)
    """

    scale: float = 6.0

    def __call__(self, state: GameState) -> tuple[float, ...]:
        if state.game_end():
            return win_reward(state)
        if not isinstance(state, Scored):
            raise TypeError(f"{type(state).__name__} has no scores(); pass an evaluation")
        return self.leads(state.scores())

    def leads(self, scores: Sequence[float]) -> tuple[float, ...]:
        """A logistic of each seat's lead over the best other seat."""
        out: list[float] = []
        for i, mine in enumerate(scores):
            best = max((s for j, s in enumerate(scores) if j != i), default=mine)
            out.append(1.0 / (1.0 + math.exp(-(mine - best) / self.scale)))
        return tuple(out)


@dataclass(frozen=True, slots=True)
class WinAndMargin:
    """A reward for finished games: half for winning, half a logistic of the final lead in ``scores()``.

    Smoother than `win_reward`: a lost game still tells a narrow loss from a
    rout, so a search keeps trying when every line loses (or wins).

    >>> from dgsim.games.goofspiel import new_goofspiel
    >>> WinAndMargin()(new_goofspiel(3).auto_step())
    (0.5, 0.5)
    """

    scale: float = 6.0

    def __call__(self, state: GameState) -> tuple[float, ...]:
        if not isinstance(state, Scored):
            raise TypeError(f"{type(state).__name__} has no scores(); pass a reward")
        wins = win_reward(state) if state.game_end() else (0.5,) * len(state.scores())
        leads = MarginReward(self.scale).leads(state.scores())
        return tuple(0.5 * w + 0.5 * m for w, m in zip(wins, leads, strict=True))


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """How to search: budget, exploration, rollouts, tree kind, seed.

    ``iterations`` and ``seconds`` both bound the search (either may be None,
    not both). ``rollout`` None plays uniformly random picks (fastest).
    ``rollout_depth`` cuts a rollout after that many decisions and scores the
    state with ``evaluate`` (default: `MarginReward`); finished games always
    score with ``reward``. With a rollout policy, a new node first tries the
    policy's pick (``policy_first``); ``widening`` (progressive widening) lets
    a node visited ``n`` times try at most ``1 + widening * sqrt(n)`` picks —
    both keep a strong rollout policy's value from being diluted by the
    tree's blind first tries of every poor move. ``opponents_by_policy``
    (single-observer only) lets the rollout policy make the other seats'
    decisions inside the tree too: an opponent model instead of a search of
    their moves (exact when the opponent is that policy, as in the Dominion
    benchmark against Big Money).
    """

    iterations: int | None = 1000
    seconds: float | None = None
    exploration: float = 0.7
    rollout: RolloutPolicy | None = None
    rollout_depth: int | None = None
    reward: Reward = win_reward
    evaluate: Reward | None = None
    multi_observer: bool = False
    seed: int = 0
    widening: float | None = None
    policy_first: bool = True
    opponents_by_policy: bool = False
    prune: Prune | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs iterations or seconds (or both)")

    def pruned(self, state: GameState, picks: tuple[Choice, ...],
               options: Sequence[Choice]) -> Sequence[Choice]:
        """The picks worth searching among ``options``: narrowed by ``prune``, never to none."""
        if self.prune is None or len(options) <= 1:
            return options
        return self.prune(state, picks, options) or options


class Node:
    """A search-tree node: the edge into it (its actor's statistics) and its children.

    ``visits`` and ``reward`` count the iterations through this edge and the
    actor's total reward; ``avail`` the iterations in which it was legal.
    ``ends`` marks a pick that completed its decision.
    """

    __slots__ = ("actor", "avail", "children", "ends", "reward", "visits")

    def __init__(self, actor: int) -> None:
        self.actor = actor
        self.visits = 0
        self.reward = 0.0
        self.avail = 0
        self.ends = False
        self.children: dict[Hashable, Node] = {}

    def child(self, key: Hashable, actor: int) -> Node:
        """The child under ``key``, created when missing."""
        node = self.children.get(key)
        if node is None:
            node = self.children[key] = Node(actor)
        return node

    def __repr__(self) -> str:
        return (f"Node(actor={self.actor}, visits={self.visits}, reward={self.reward:.1f}, "
                f"avail={self.avail}, children={len(self.children)})")


@dataclass(frozen=True, slots=True)
class SearchResult:
    """A finished search: the root tree, the iterations run, and the time taken."""

    root: Node
    iterations: int
    seconds: float
    player: int
    picks: tuple[Choice, ...]

    def best_action(self) -> PlayerAction:
        """The most visited complete action of the root decision (ties: first found)."""
        visits = action_visits(self.root, self.player)
        best = max(visits.items(), key=lambda kv: kv[1])[0]
        return PlayerAction(self.picks + best)


def action_visits(root: Node, player: int) -> dict[tuple[Choice, ...], int]:
    """Visits of each complete action of the root decision (the picks after the root's picks)."""
    out: dict[tuple[Choice, ...], int] = {}
    stack: list[tuple[Node, tuple[Choice, ...]]] = [(root, ())]
    while stack:
        node, picks = stack.pop()
        for key, child in node.children.items():
            if not isinstance(key, Choice) or child.actor != player or child.visits == 0:
                continue
            path = (*picks, key)
            if child.ends:
                out[path] = out.get(path, 0) + child.visits
            else:
                stack.append((child, path))
    return out


# -- one search ------------------------------------------------------------------


def search(state: S, config: SearchConfig, picks: tuple[Choice, ...] = ()) -> SearchResult:
    """Search the pending decision of ``state`` (after ``picks`` already made) within the budget.

    :raises ValueError: if no decision is pending.

    >>> from dgsim.games.goofspiel import new_goofspiel
    >>> s = new_goofspiel(cards=3, seed=2).auto_step()
    >>> r = search(s, SearchConfig(iterations=200, seed=1))
    >>> r.iterations, len(r.best_action().picks)
    (200, 1)
    """
    pending = state.pending
    if pending is None:
        raise ValueError("no decision is pending: nothing to search")
    player = state.decider(pending)
    rng = random.Random(config.seed)
    root = Node(player)
    roots = [Node(p) for p in range(_seats(state))] if config.multi_observer else [root]
    if config.multi_observer:
        roots[player] = root
    evaluate = config.evaluate or MarginReward()
    limit = config.iterations
    deadline = None if config.seconds is None else time.perf_counter() + config.seconds
    start = time.perf_counter()
    done = 0
    while (limit is None or done < limit) and (deadline is None
                                              or time.perf_counter() < deadline):
        det = state.determinize(player, rng)
        if config.multi_observer:
            _iterate_multi(det, picks, roots, config, evaluate, rng)
        else:
            _iterate_single(det, picks, root, config, evaluate, rng)
        for r in roots:
            r.visits += 1
        done += 1
    return SearchResult(root, done, time.perf_counter() - start, player, picks)


def _seats(state: GameState) -> int:
    if isinstance(state, Scored):
        return len(state.scores())
    raise TypeError(f"{type(state).__name__} has no scores(): cannot count seats")


def _select(node: Node, options: Sequence[Choice], actor: int, c: float,
            rng: random.Random, widening: float | None = None,
            first: Choice | None = None) -> tuple[Choice, Node, bool]:
    """UCB1 with availability among ``options``; returns (pick, child, expanded).

    Unvisited children go first (a random one; ``first``, the rollout
    policy's pick, before any other). With ``widening``, a node visited ``n``
    times tries a new child only while it has tried fewer than
    ``1 + widening * sqrt(n)`` (progressive widening), so a strong rollout
    policy's value is not diluted by blind tries of every poor move.
    """
    children = node.children
    fresh: list[tuple[Choice, Node]] = []
    best_value = -1.0
    best: tuple[Choice, Node] | None = None
    tried = 0
    log = math.log
    for option in options:
        child = children.get(option)
        if child is None or child.actor != actor:
            key: Hashable = option if child is None else (actor, option)
            child = children.get(key)
            if child is None:
                child = children[key] = Node(actor)
        child.avail += 1
        visits = child.visits
        if visits == 0:
            fresh.append((option, child))
            continue
        tried += 1
        value = child.reward / visits + c * math.sqrt(log(child.avail) / visits)
        if value > best_value:
            best_value = value
            best = (option, child)
    if fresh and (best is None or widening is None
                  or tried < 1 + widening * math.sqrt(node.visits)):
        for option, child in fresh:
            if option == first:
                return option, child, True
        option, child = fresh[rng.randrange(len(fresh))] if len(fresh) > 1 else fresh[0]
        return option, child, True
    assert best is not None  # options is never empty here
    return best[0], best[1], False


def _policy_pick(config: SearchConfig, state: GameState,
                 picks: tuple[Choice, ...]) -> Choice | None:
    """The next pick the rollout policy would make on ``state``'s decision (None without one)."""
    policy = config.rollout
    decision = state.pending
    if policy is None or decision is None or not config.policy_first:
        return None
    gen = ActionGenerator.from_pending(state, decision)
    for pick in picks:
        gen = gen.choose(pick)
    chosen = policy.act(state, gen).picks
    return chosen[len(picks)] if len(chosen) > len(picks) else None


def _options(config: SearchConfig, state: GameState, decision: Decision[Any],
             picks: tuple[Choice, ...]) -> Sequence[Choice]:
    """The next picks the tree considers: the legal ones, narrowed by ``config.prune``."""
    return config.pruned(state, picks, decision.choices(state, picks))


def _observe(node: Node, key: Hashable, actor: int) -> tuple[Node, bool]:
    """The child of ``node`` for an observation (created when missing: an expansion)."""
    child = node.children.get(key)
    if child is None:
        child = node.children[key] = Node(actor)
        return child, True
    return child, False


def _iterate_single(state: GameState, picks: tuple[Choice, ...], root: Node, config: SearchConfig,
                    evaluate: Reward, rng: random.Random) -> None:
    """One iteration on the observer's tree; after each decision the tree branches on what the
    observer then sees (its `info_key`), so chance it observes (a revealed prize, a new hand)
    separates its information sets."""
    observer = root.actor
    node = root
    path: list[Node] = []
    decision = state.pending
    c = config.exploration
    by_policy = config.rollout if config.opponents_by_policy else None
    while decision is not None:
        if by_policy is not None and state.decider(decision) != observer:
            gen = ActionGenerator.from_pending(state, decision)
            for pick in picks:
                gen = gen.choose(pick)
            view: GameState = state
            state = state.action_step(state.decider(decision), by_policy.act(view, gen)).auto_step()
            decision = state.pending
            picks = ()
            continue
        options = _options(config, state, decision, picks)
        expanded = False
        if options:
            first = _policy_pick(config, state, picks) if not node.children else None
            pick, node, expanded = _select(node, options, state.decider(decision), c, rng, config.widening,
                                           first)
            path.append(node)
            picks = (*picks, pick)
            if decision.choices(state, picks):
                if expanded:
                    break
                continue
            node.ends = True
        state = decision.resolve(state.evolve(clear_pending=True), picks).auto_step()
        decision = state.pending
        picks = ()
        if expanded or decision is None:
            break
        node, expanded = _observe(node, ("seen", state.info_key(observer)), observer)
        path.append(node)
        if expanded:
            break
    reward = _rollout(state, picks, config, evaluate, rng)
    for n in path:
        n.visits += 1
        n.reward += reward[n.actor]


def _iterate_multi(state: GameState, picks: tuple[Choice, ...], roots: list[Node], config: SearchConfig,
                   evaluate: Reward, rng: random.Random) -> None:
    """One iteration on one tree per seat: the deciding seat's picks are edges of its tree;
    after each decision every tree branches on what its seat then sees."""
    nodes = list(roots)
    path: list[Node] = []
    decision = state.pending
    c = config.exploration
    while decision is not None:
        actor = state.decider(decision)
        options = _options(config, state, decision, picks)
        expanded = False
        if options:
            node = nodes[actor]
            first = _policy_pick(config, state, picks) if not node.children else None
            pick, nodes[actor], expanded = _select(node, options, actor, c, rng, config.widening,
                                                   first)
            path.append(nodes[actor])
            picks = (*picks, pick)
            if decision.choices(state, picks):
                if expanded:
                    break
                continue
            nodes[actor].ends = True
        state = decision.resolve(state.evolve(clear_pending=True), picks).auto_step()
        decision = state.pending
        picks = ()
        if expanded or decision is None:
            break
        for q, node in enumerate(nodes):
            nodes[q], fresh = _observe(node, ("seen", state.info_key(q)), q)
            path.append(nodes[q])
            expanded = expanded or fresh
        if expanded:
            break
    reward = _rollout(state, picks, config, evaluate, rng)
    for n in path:
        n.visits += 1
        n.reward += reward[n.actor]


def _rollout(state: GameState, picks: tuple[Choice, ...], config: SearchConfig, evaluate: Reward,
             rng: random.Random) -> tuple[float, ...]:
    """Play on from ``state`` (whose pending decision has ``picks`` made) and score it."""
    policy = config.rollout
    depth = config.rollout_depth
    decisions = 0
    decision = state.pending
    while decision is not None:
        if depth is not None and decisions >= depth:
            return evaluate(state)
        if policy is None:
            options = decision.choices(state, picks)
            while options:
                picks = (*picks, options[rng.randrange(len(options))])
                options = decision.choices(state, picks)
            state = decision.resolve(state.evolve(clear_pending=True), picks).auto_step()
        else:
            gen = ActionGenerator.from_pending(state, decision)
            for pick in picks:
                gen = gen.choose(pick)
            pid = state.decider(decision)
            state = state.action_step(pid, policy.act(state, gen)).auto_step()
        picks = ()
        decisions += 1
        decision = state.pending
    return config.reward(state)
