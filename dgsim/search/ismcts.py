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
from typing import Any, Protocol, TypeVar

from typing_extensions import TypeIs

from dgsim.core import ActionGenerator, Choice, Decision, GameState, PlayerAction
from dgsim.core.build import make_picklable

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
    "is_scored",
    "merge_into",
    "search",
    "subtree",
    "win_reward",
]

S = TypeVar("S", bound=GameState)

Reward = Callable[[GameState], tuple[float, ...]]
"""A function from a state (finished, or where a rollout was cut) to one reward per seat."""

Prune = Callable[[GameState, tuple[Choice, ...], Sequence[Choice]], Sequence[Choice]]
"""Game knowledge for the tree: from a state, the picks made so far in its pending decision and
the legal next picks, the picks worth searching (a non-empty subset of them)."""


class Scored(Protocol):
    """A game state that can score itself (both Dominion and Goofspiel can); `is_scored` tells.

    Not ``runtime_checkable``: the compiled build (mypyc) cannot make a runtime-checkable
    protocol, and its ``isinstance`` was slow anyway.
    """

    def scores(self) -> tuple[int, ...]:
        """Points per seat."""
        ...

    def winners(self) -> tuple[int, ...]:
        """The winning seats."""
        ...


class RolloutPolicy(Protocol):
    """Anything that completes an action from a generator of the searched game, seen as the core's
    `GameState` (the search is generic over games; a `SearchConfig` is not).

    An agent of every game (`dgsim.agents.RandomAgent`, an `Agent` typed on `GameState`) is one,
    and so is a registry agent (`dgsim.agents.agent.AnyAgent`, e.g. ``make_agent("bigmoney")``),
    whose game is known only at run time; a bot typed ``Agent[DominionState]`` is one once declared
    an `AnyAgent` (``rollout: AnyAgent = RuleAgent(BIG_MONEY)``).
    """

    def act(self, state: GameState, gen: ActionGenerator[GameState], /) -> PlayerAction:
        """Return a complete action for ``gen``'s decision."""
        ...


def is_scored(state: object) -> TypeIs[Scored]:
    """True if ``state`` has ``scores`` and ``winners`` (what ``isinstance`` of a runtime-checkable
    `Scored` would tell).

    >>> from dgsim.games.goofspiel import new_goofspiel
    >>> is_scored(new_goofspiel(3))
    True
    """
    return hasattr(state, "scores") and hasattr(state, "winners")


def win_reward(state: GameState) -> tuple[float, ...]:
    """1 shared among the winners, 0 for the others.

    :raises TypeError: if the state has no ``scores``/``winners``.
    """
    scores = getattr(state, "scores", None)
    winners_of = getattr(state, "winners", None)
    if scores is None or winners_of is None:
        raise TypeError(f"{type(state).__name__} has no scores()/winners(); pass a reward")
    n = len(scores())
    winners = winners_of()
    if len(winners) == 1:
        one = [0.0] * n
        one[winners[0]] = 1.0
        return tuple(one)
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
        if not is_scored(state):
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
        if not is_scored(state):
            raise TypeError(f"{type(state).__name__} has no scores(); pass a reward")
        wins = win_reward(state) if state.game_end() else (0.5,) * len(state.scores())
        leads = MarginReward(self.scale).leads(state.scores())
        return tuple(0.5 * w + 0.5 * m for w, m in zip(wins, leads, strict=True))


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """How to search: budget, exploration, rollouts, tree kind, seed.

    ``iterations`` and ``seconds`` both bound the search (either may be None,
    not both). ``rollout`` None plays uniformly random picks (fastest; a
    state with a ``random_playout(rng)`` method, such as Goofspiel's, plays
    the whole rollout in one call unless ``playout`` is False).
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
    benchmark against Big Money). ``opponent_models``, when given, are the
    policies of the other seats instead of ``rollout``: one is drawn per
    iteration (per determinization), so the search hedges over what the
    opponent may be. ``determinizations`` turns the search into determinized
    UCT (the paper's baseline): that many fixed determinizations, each
    searched by its own tree with its share of the iterations, their root
    statistics summed. ``policy_bonus`` (a prior towards the policy, in reward
    units) adds that much to the value of the rollout policy's own pick at
    every node, in selection and so in the visits that choose the move: the
    search departs from the policy only where another pick's mean is higher
    by more than the bonus, not wherever noise puts it a few hundredths ahead
    (it needs ``policy_first`` and a rollout policy).
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
    opponent_models: tuple[RolloutPolicy, ...] = ()
    determinizations: int | None = None
    playout: bool = True
    policy_bonus: float = 0.0

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs iterations or seconds (or both)")
        if not self.policy_bonus >= 0.0:
            raise ValueError(f"policy_bonus must be at least 0, got {self.policy_bonus!r}")
        if self.determinizations is not None and (self.determinizations < 1
                                                  or self.multi_observer):
            raise ValueError("determinizations must be at least 1, and only for single-observer "
                             "search")

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
    ``ends`` marks a pick that completed its decision; ``hint`` is the
    policy's pick here (with ``policy_first``: the pick tried first).
    Children are keyed by
    the pick (`Choice`; ``(actor, pick)`` when another seat's pick of the same
    label lives here too) or by an observation (``("seen", info_key)``). The
    node remembers the last options it was offered with their children, so
    the common case (the same options object again: a decision's memoised
    choices) costs no dictionary lookups.
    """

    __slots__ = ("_actor_of", "_kids", "_options", "actor", "avail", "children", "ends", "hint",
                 "reward", "visits")

    def __init__(self, actor: int) -> None:
        self.actor = actor
        self.visits = 0
        self.reward = 0.0
        self.avail = 0
        self.ends = False
        self.hint: Choice | None = None
        self.children: dict[Hashable, Node] = {}
        self._options: Sequence[Choice] | None = None
        self._actor_of = -1
        self._kids: list[Node] = []

    def child(self, key: Hashable, actor: int) -> Node:
        """The child under ``key``, created when missing."""
        node = self.children.get(key)
        if node is None:
            node = self.children[key] = Node(actor)
        return node

    def kids(self, options: Sequence[Choice], actor: int) -> list[Node]:
        """The children for ``options`` picked by ``actor``, in order (created when missing)."""
        if self._options is options and self._actor_of == actor:
            return self._kids
        children = self.children
        kids: list[Node] = []
        for option in options:
            child = children.get(option)
            if child is None or child.actor != actor:
                key: Hashable = option if child is None else (actor, option)
                child = children.get(key)
                if child is None:
                    child = children[key] = Node(actor)
            kids.append(child)
        self._options, self._actor_of, self._kids = options, actor, kids
        return kids

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

    def subtree(self, action: Sequence[Choice], state: GameState) -> Node | None:
        """The information set of ``state`` under ``action`` (this search's player's next decision
        right after it, e.g. later in the same turn), to resume searching from; None if never
        reached.

        ``action`` is the picks made after this search's own ``picks``.
        """
        return subtree(self.root, self.player, action, state)


def subtree(root: Node, player: int, action: Sequence[Choice], state: GameState) -> Node | None:
    """The node of ``root``'s tree for ``player``'s decision in ``state`` right after ``action``.

    Follows ``action``'s picks from ``root``, then the observation of
    ``state`` (``player``'s `info_key`); None when the tree never got there
    or nothing was searched below it.
    """
    node = root
    for pick in action:
        child = node.children.get(pick)
        if child is None or child.actor != player:
            child = node.children.get((player, pick))
        if child is None:
            return None
        node = child
    if state.pending is None or state.decider(state.pending) != player:
        return None
    found = node.children.get(("seen", state.info_key(player)))
    if found is None or not found.children:
        return None
    return found


def action_visits(root: Node, player: int) -> dict[tuple[Choice, ...], int]:
    """Visits of each complete action of the root decision (the picks after the root's picks)."""
    out: dict[tuple[Choice, ...], int] = {}
    stack: list[tuple[Node, tuple[Choice, ...]]] = [(root, ())]
    while stack:
        node, picks = stack.pop()
        for key, child in node.children.items():
            if isinstance(key, tuple) and len(key) == 2 and key[0] == player:
                key = key[1]
            if not isinstance(key, Choice) or child.actor != player or child.visits == 0:
                continue
            path = (*picks, key)
            if child.ends:
                out[path] = out.get(path, 0) + child.visits
            else:
                stack.append((child, path))
    return out


def merge_into(total: Node, other: Node, player: int) -> None:
    """Add ``other``'s statistics of ``player``'s root decision (its picks' edges) into ``total``.

    Used to sum independent trees of one decision (determinized UCT, root
    parallelism); only the root decision's edges are merged.
    """
    total.visits += other.visits
    total.reward += other.reward
    total.avail += other.avail
    total.ends = total.ends or other.ends
    for key, child in other.children.items():
        if child.actor != player or not (isinstance(key, Choice) or (
                isinstance(key, tuple) and len(key) == 2 and isinstance(key[1], Choice))):
            continue
        mine = total.children.get(key)
        if mine is None:
            mine = total.children[key] = Node(child.actor)
        merge_into(mine, child, player)


# -- one search ------------------------------------------------------------------


def search(state: S, config: SearchConfig, picks: tuple[Choice, ...] = (),
           root: Node | None = None) -> SearchResult:
    """Search the pending decision of ``state`` (after ``picks`` already made) within the budget.

    ``root`` resumes a tree of an earlier search whose node is this very
    information set (see `SearchResult.subtree`); its statistics are kept
    and added to (single-observer only).

    :raises ValueError: if no decision is pending, or ``root`` is given to a search that cannot
        resume it (multi-observer, determinized UCT) or belongs to another seat.

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
    if root is not None and (config.multi_observer or config.determinizations is not None
                             or root.actor != player):
        raise ValueError("a tree can be resumed only by a single-observer search of its seat")
    rng = random.Random(config.seed)
    start = time.perf_counter()
    if config.determinizations is not None:
        return _determinized_uct(state, config, picks, player, rng, start)
    root = Node(player) if root is None else root
    roots = [Node(p) for p in range(_seats(state))] if config.multi_observer else [root]
    if config.multi_observer:
        roots[player] = root
    deadline = None if config.seconds is None else start + config.seconds
    done = _run(state, config, picks, root, roots, rng, config.iterations, deadline, fixed=False)
    return SearchResult(root, done, time.perf_counter() - start, player, picks)


def _determinized_uct(state: GameState, config: SearchConfig, picks: tuple[Choice, ...],
                      player: int, rng: random.Random, start: float) -> SearchResult:
    """Determinized UCT: a tree per fixed determinization, the budget split evenly, roots summed."""
    count = config.determinizations or 1
    total = Node(player)
    done = 0
    for k in range(count):
        limit = None if config.iterations is None else (
            config.iterations * (k + 1) // count - config.iterations * k // count)
        deadline = None if config.seconds is None else start + config.seconds * (k + 1) / count
        tree = Node(player)
        det = state.determinize(player, rng)
        done += _run(det, config, picks, tree, [tree], rng, limit, deadline, fixed=True)
        merge_into(total, tree, player)
    return SearchResult(total, done, time.perf_counter() - start, player, picks)


def _run(state: GameState, config: SearchConfig, picks: tuple[Choice, ...], root: Node,
         roots: list[Node], rng: random.Random, limit: int | None, deadline: float | None, *,
         fixed: bool) -> int:
    """Iterate from ``root`` (one of ``roots``, the trees' roots) until ``limit`` iterations or
    ``deadline``; ``fixed`` keeps ``state`` as the only determinization (determinized UCT).
    Returns the iterations run."""
    evaluate = config.evaluate or MarginReward()
    models = config.opponent_models
    playout = config.playout and config.rollout is None and config.rollout_depth is None
    multi = config.multi_observer
    observer = root.actor
    clock = time.perf_counter
    done = 0
    while (limit is None or done < limit) and (deadline is None or clock() < deadline):
        det = state if fixed else state.determinize(observer, rng)
        model = models[rng.randrange(len(models))] if models else config.rollout
        if multi:
            path = _descend_multi(det, picks, roots, config, rng)
        else:
            path = _descend_single(det, picks, root, config, rng, model)
        end, end_picks, nodes = path
        reward = _rollout(end, end_picks, config, evaluate, rng, observer, model, playout)
        for n in nodes:
            n.visits += 1
            n.reward += reward[n.actor]
        for r in roots:
            r.visits += 1
        done += 1
    return done


def _seats(state: GameState) -> int:
    if is_scored(state):
        return len(state.scores())
    raise TypeError(f"{type(state).__name__} has no scores(): cannot count seats")


def _select(node: Node, options: Sequence[Choice], actor: int, c: float,
            rng: random.Random, widening: float | None = None,
            first: Choice | None = None, bonus: float = 0.0) -> tuple[Choice, Node, bool]:
    """UCB1 with availability among ``options``; returns (pick, child, expanded).

    Unvisited children go first (a random one; ``first``, the rollout
    policy's pick, before any other). With ``widening``, a node visited ``n``
    times tries a new child only while it has tried fewer than
    ``1 + widening * sqrt(n)`` (progressive widening), so a strong rollout
    policy's value is not diluted by blind tries of every poor move. A
    ``bonus`` is added to the value of the node's ``hint`` (the policy's pick).
    """
    kids = node.kids(options, actor)
    hint = node.hint
    favoured = kids[options.index(hint)] if bonus and hint is not None and hint in options else None
    fresh: list[int] = []
    best_value = -1.0
    best = -1
    tried = 0
    log = math.log
    sqrt = math.sqrt
    for i, child in enumerate(kids):
        child.avail += 1
        visits = child.visits
        if visits == 0:
            fresh.append(i)
            continue
        tried += 1
        value = child.reward / visits + c * sqrt(log(child.avail) / visits)
        if child is favoured:
            value += bonus
        if value > best_value:
            best_value = value
            best = i
    if fresh and (best < 0 or widening is None or tried < 1 + widening * sqrt(node.visits)):
        if first is not None:
            for i in fresh:
                if options[i] == first:
                    return first, kids[i], True
        i = fresh[int(rng.random() * len(fresh))] if len(fresh) > 1 else fresh[0]
        return options[i], kids[i], True
    return options[best], kids[best], False


def _policy_pick(policy: RolloutPolicy | None, state: GameState,
                 picks: tuple[Choice, ...]) -> Choice | None:
    """The next pick ``policy`` would make on ``state``'s decision (None without one)."""
    decision = state.pending
    if policy is None or decision is None:
        return None
    gen = ActionGenerator.from_pending(state, decision)
    for pick in picks:
        gen = gen.choose(pick)
    chosen = policy.act(state, gen).picks
    return chosen[len(picks)] if len(chosen) > len(picks) else None


def _policy_step(policy: RolloutPolicy, state: GameState, decision: Decision[Any],
                 picks: tuple[Choice, ...]) -> GameState:
    """``state`` after ``policy`` completes its pending decision (from ``picks``) and steps on."""
    gen = ActionGenerator.from_pending(state, decision)
    for pick in picks:
        gen = gen.choose(pick)
    return state.action_step(state.decider(decision), policy.act(state, gen)).auto_step()


def _observe(node: Node, key: Hashable, actor: int) -> tuple[Node, bool]:
    """The child of ``node`` for an observation (created when missing: an expansion)."""
    child = node.children.get(key)
    if child is None:
        child = node.children[key] = Node(actor)
        return child, True
    return child, False


Descent = tuple[GameState, tuple[Choice, ...], list[Node]]
"""Where a descent left the tree: the state, the picks made in its pending decision, the nodes."""


def _descend_single(state: GameState, picks: tuple[Choice, ...], root: Node,
                    config: SearchConfig, rng: random.Random,
                    model: RolloutPolicy | None) -> Descent:
    """Select and expand on the observer's tree; after each decision the tree branches on what the
    observer then sees (its `info_key`), so chance it observes (a revealed prize, a new hand)
    separates its information sets."""
    observer = root.actor
    node = root
    path: list[Node] = []
    decision = state.pending
    c = config.exploration
    widening = config.widening
    prune = config.prune
    first_policy = config.rollout if config.policy_first else None
    bonus = config.policy_bonus
    by_policy = model if config.opponents_by_policy else None
    while decision is not None:
        actor = state.decider(decision)
        if by_policy is not None and actor != observer:
            state = _policy_step(by_policy, state, decision, picks)
            decision = state.pending
            picks = ()
            continue
        options: Sequence[Choice] = decision.choices(state, picks)
        expanded = False
        if options:
            if prune is not None and len(options) > 1:
                options = prune(state, picks, options) or options
            first = None
            if first_policy is not None and not node.children:
                first = node.hint = _policy_pick(first_policy if actor == observer else model,
                                                 state, picks)
            pick, node, expanded = _select(node, options, actor, c, rng, widening, first, bonus)
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
    return state, picks, path


def _descend_multi(state: GameState, picks: tuple[Choice, ...], roots: list[Node],
                   config: SearchConfig, rng: random.Random) -> Descent:
    """Select and expand on one tree per seat: the deciding seat's picks are edges of its tree;
    after each decision every tree branches on what its seat then sees."""
    nodes = list(roots)
    path: list[Node] = []
    decision = state.pending
    c = config.exploration
    widening = config.widening
    prune = config.prune
    first_policy = config.rollout if config.policy_first else None
    bonus = config.policy_bonus
    while decision is not None:
        actor = state.decider(decision)
        options: Sequence[Choice] = decision.choices(state, picks)
        expanded = False
        if options:
            if prune is not None and len(options) > 1:
                options = prune(state, picks, options) or options
            node = nodes[actor]
            first = None
            if first_policy is not None and not node.children:
                first = node.hint = _policy_pick(first_policy, state, picks)
            pick, nodes[actor], expanded = _select(node, options, actor, c, rng, widening, first,
                                                   bonus)
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
    return state, picks, path


def _rollout(state: GameState, picks: tuple[Choice, ...], config: SearchConfig, evaluate: Reward,
             rng: random.Random, observer: int = 0, model: RolloutPolicy | None = None,
             playout: bool = False) -> tuple[float, ...]:
    """Play on from ``state`` (whose pending decision has ``picks`` made) and score it.

    The observer's decisions use ``config.rollout``, the other seats' ``model``
    (``config.rollout`` unless opponent models are drawn); None plays uniformly
    random picks, in one ``random_playout`` call when ``playout`` and the
    state has it.
    """
    policy = config.rollout
    depth = config.rollout_depth
    if playout and not picks and state.pending is not None:
        fast = getattr(state, "random_playout", None)
        if fast is not None:
            return config.reward(fast(rng))
    decisions = 0
    decision = state.pending
    while decision is not None:
        if depth is not None and decisions >= depth:
            return evaluate(state)
        pid = state.decider(decision)
        actor = policy if pid == observer else model
        if actor is None:
            options = decision.choices(state, picks)
            while options:
                picks = (*picks, options[int(rng.random() * len(options))])
                options = decision.choices(state, picks)
            state = decision.resolve(state.evolve(clear_pending=True), picks).auto_step()
        else:
            gen = ActionGenerator.from_pending(state, decision)
            for pick in picks:
                gen = gen.choose(pick)
            state = state.action_step(pid, actor.act(state, gen)).auto_step()
        picks = ()
        decisions += 1
        decision = state.pending
    return config.reward(state)


make_picklable((__name__,))  # configurations pickle through their constructors (root parallelism)
