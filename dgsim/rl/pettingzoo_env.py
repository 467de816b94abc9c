"""PettingZoo AEC environments for Dominion and Goofspiel (extra ``dgsim[pettingzoo]``).

Agents are ``"player_0"``, ``"player_1"``, ...; one `step` is one pick of dgsim's action
tree by the agent in ``agent_selection`` (the seat dgsim waits for). ``observe(agent)``
returns ``{"observation": float32 vector, "action_mask": int8 vector}`` over the game's
`dgsim.rl.vocab.Vocabulary`; the mask is all zeros for an agent that is not deciding.
Rewards come at the end only: +1 to a sole winner, 0 to each of several winners (a tie
that the game's own tie-break leaves), -1 to every other seat. An id that is not offered
is handled as ``illegal`` says: ``"raise"`` (the default) raises `dgsim.InvalidActionError`;
``"lose"`` ends the game with -1 for that agent and 0 for the others (and
``infos[agent]["illegal_action"] = True``), as PettingZoo's ``TerminateIllegalWrapper`` does;
``"random"`` replaces it by a uniformly random offered label (drawn from the game's seed),
for tools that sample actions without masks.

>>> env = goofspiel_env(cards=4)
>>> env.reset(seed=3)
>>> env.agent_selection, env.observe("player_0")["action_mask"].tolist()
('player_0', [1, 1, 1, 1])
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Final

import gymnasium
import numpy as np
import numpy.typing as npt
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils.conversions import aec_to_parallel

from dgsim.core import GameState, Rng
from dgsim.dominion import DominionState, new_game
from dgsim.games.goofspiel import new_goofspiel
from dgsim.rl.observation import BOUND, DominionEncoder, Encoder, GoofspielEncoder, every_card
from dgsim.rl.tree import Walk, outcome
from dgsim.rl.vocab import VERSIONS

__all__ = ["DgsimAECEnv", "dominion_env", "goofspiel_env", "goofspiel_parallel_env", "reset_seed"]

ILLEGAL: Final = ("raise", "lose", "random")

Obs = dict[str, npt.NDArray[np.float32] | npt.NDArray[np.int8]]


def reset_seed(base: int, resets: int) -> int:
    """The game seed of the ``resets``-th ``reset()`` without a seed (the first one is ``base``).

    >>> reset_seed(5, 0), reset_seed(5, 1) == reset_seed(5, 1) != reset_seed(5, 2)
    (5, True)
    """
    if resets == 0:
        return base
    x, _ = Rng.from_seed(base * 0x100000001B3 + resets).next64()
    return x >> 1


class DgsimAECEnv(AECEnv):
    """A dgsim game as a PettingZoo AEC environment (see the module docstring)."""

    def __init__(self, name: str, factory: Callable[[int], GameState], encoder: Encoder,
                 players: int, *, seed: int = 0, render_mode: str | None = None,
                 max_cycles: int | None = None, parallelizable: bool = False,
                 illegal: str = "raise",
                 show: Callable[[Walk[GameState], list[str]], str] | None = None) -> None:
        super().__init__()
        if illegal not in ILLEGAL:
            raise ValueError(f"illegal must be one of {', '.join(ILLEGAL)}, not {illegal!r}")
        self.illegal = illegal
        self._rng = random.Random(0)
        if render_mode not in (None, "human", "ansi"):
            raise ValueError(f"render_mode must be None, 'human' or 'ansi', not {render_mode!r}")
        if max_cycles is not None and max_cycles < 1:
            raise ValueError(f"max_cycles must be at least 1, not {max_cycles}")
        self.metadata: dict[str, object] = {"name": name, "render_modes": ["human", "ansi"],
                                             "is_parallelizable": parallelizable}
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.encoder = encoder
        self._factory = factory
        self._show = show
        self._base_seed = seed
        self._resets = 0
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        size = encoder.size
        n = len(encoder.vocab)
        space = gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(-BOUND, BOUND, (size,), np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (n,), np.int8),
        })
        self._observation_spaces = {a: space for a in self.possible_agents}
        self._action_spaces = {a: gymnasium.spaces.Discrete(n) for a in self.possible_agents}
        self.walk: Walk[GameState] | None = None
        self._steps = 0

    # -- spaces --------------------------------------------------------------------------

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The observation space of ``agent`` (a Dict of the vector and the mask)."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """``Discrete(len(vocabulary))``: one id per label."""
        return self._action_spaces[agent]

    # -- the loop ---------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: Mapping[str, object] | None = None) -> None:
        """Start a new game: with ``seed``, that game; else the next seed of the env's sequence."""
        if seed is not None:
            self._base_seed = seed
            self._resets = 0
        game_seed = reset_seed(self._base_seed, self._resets)
        self._resets += 1
        self.walk = Walk.start(self._factory(game_seed), self.encoder)
        self._rng = random.Random(game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, object]] = {a: {} for a in self.agents}
        self._steps = 0
        seat = self.walk.seat
        self.agent_selection = self.agents[0 if seat is None else seat]
        self._finish_if_over()

    def _current(self) -> Walk[GameState]:
        if self.walk is None:
            raise RuntimeError("call reset() before using the environment")
        return self.walk

    def observe(self, agent: str) -> Obs:
        """``agent``'s observation vector and action mask (new arrays)."""
        vector, mask = self._current().observation(self._seats[agent])
        return {"observation": vector, "action_mask": mask}

    def step(self, action: int | None) -> None:
        """The selected agent picks the label with id ``action`` (None once it is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must pick an action id, not None")
        walk = self._current()
        self._cumulative_rewards[agent] = 0.0
        # (no reward to clear: rewards are all 0 until a step ends the game, and then every
        # later step is an agent's dead step)
        self._steps += 1
        action = int(action)
        if self.illegal != "raise" and action not in (legal := walk.legal()):
            if self.illegal == "lose":
                self.rewards[agent] = -1.0
                self.infos[agent] = {**self.infos[agent], "illegal_action": True}
                self.terminations = dict.fromkeys(self.agents, True)
                self._accumulate_rewards()
                return
            action = legal[self._rng.randrange(len(legal))]
        self.walk = walk = walk.pick(action)
        gen = walk.gen
        if gen is None:
            self._finish_if_over()
            self._accumulate_rewards()
        else:
            self.agent_selection = self.agents[gen.player]
            if (self.max_cycles is not None
                    and self._steps >= self.max_cycles * len(self.possible_agents)):
                self.truncations = dict.fromkeys(self.agents, True)
        if self.render_mode == "human":
            self.render()

    def _finish_if_over(self) -> None:
        walk = self._current()
        if not walk.over:
            return
        for agent, reward in zip(self.possible_agents,
                                 outcome(walk.state, len(self.possible_agents)), strict=True):
            if agent in self.rewards:
                self.rewards[agent] = reward
        self.terminations = dict.fromkeys(self.agents, True)

    # -- showing ----------------------------------------------------------------------------

    def render(self) -> str | None:
        """The table as text: printed for ``render_mode="human"``, returned for ``"ansi"``."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: pass render_mode='ansi'")
            return None
        walk = self._current()
        text = (self._show(walk, self.possible_agents) if self._show is not None
                else repr(walk.state))
        if walk.gen is not None:
            text += (f"\n{self.possible_agents[walk.gen.player]} chooses among: "
                     + " | ".join(o.label for o in walk.offered()))
        else:
            text += "\ngame over: rewards " + ", ".join(
                f"{a} {r:+.0f}" for a, r in zip(self.possible_agents,
                                                outcome(walk.state, len(self.possible_agents)),
                                                strict=True))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def _show_dominion(walk: Walk[GameState], names: list[str]) -> str:
    from dgsim.dominion.view import show_state

    state = walk.state
    assert isinstance(state, DominionState)
    return show_state(state, walk.seat, names)


def _show_goofspiel(walk: Walk[GameState], names: list[str]) -> str:
    from dgsim.games.goofspiel import GoofspielState

    s = walk.state
    assert isinstance(s, GoofspielState)
    lines = [f"round {len(s.rounds) + 1}/{s.cards}, prize {s.prize or '-'}, "
             f"prizes left {list(s.prizes)}"]
    for seat, name in enumerate(names):
        bid = "bid in" if s.bids[seat] else "no bid yet"
        lines.append(f"{name}: {s.points[seat]} points, {bid}; hand "
                     + (str(list(s.hands[seat])) if seat == walk.seat else f"{len(s.hands[seat])} cards"))
    return "\n".join(lines)


_ENV_ONLY: Final = ("render_mode", "max_cycles", "card_pool", "illegal", "vocab_version")


def dominion_env(**kwargs: Any) -> DgsimAECEnv:
    """A Dominion AEC environment; keyword arguments are `new_game`'s (``kingdom``,
    ``players``, ``seed``, ...) plus ``render_mode``, ``max_cycles``, ``illegal`` and ``card_pool``
    (card names added to the vocabulary's pool, so one policy can serve several kingdoms) and
    ``vocab_version`` (the action vocabulary's version; 1 keeps a model trained on it).
    With ``kingdom="random"`` every game draws its own kingdom (from its seed) and the
    pool holds every kingdom card.

    :raises KeyError: for an unknown kingdom or card.
    :raises ValueError: for a bad player count or option.
    """
    env_kw = {k: kwargs.pop(k) for k in _ENV_ONLY if k in kwargs}
    seed = int(kwargs.pop("seed", 0))
    first = new_game(**kwargs, seed=seed)  # validates the arguments now, with new_game's errors
    pool = list(env_kw.pop("card_pool", ()))
    version = int(env_kw.pop("vocab_version", VERSIONS[-1]))
    if kwargs.get("kingdom") == "random":  # a new kingdom every game: every card may come up
        pool.extend(every_card(version))
    encoder = DominionEncoder.for_state(first, tuple(pool), version)

    def factory(game_seed: int) -> GameState:
        return new_game(**kwargs, seed=game_seed)

    return DgsimAECEnv("dgsim_dominion_v1", factory, encoder, first.mode.players, seed=seed,
                       show=_show_dominion, **env_kw)


def goofspiel_env(cards: int = 13, *, seed: int = 0, render_mode: str | None = None,
                  max_cycles: int | None = None, illegal: str = "raise") -> DgsimAECEnv:
    """A two-player Goofspiel AEC environment with cards 1..``cards``.

    :raises ValueError: for fewer than one card.
    """
    encoder = GoofspielEncoder.for_cards(cards)

    def factory(game_seed: int) -> GameState:
        return new_goofspiel(cards, game_seed)

    return DgsimAECEnv("dgsim_goofspiel_v1", factory, encoder, 2, seed=seed,
                       render_mode=render_mode, max_cycles=max_cycles, parallelizable=True,
                       illegal=illegal,
                       show=_show_goofspiel)


def goofspiel_parallel_env(cards: int = 13, **kwargs: Any) -> ParallelEnv:
    """Goofspiel as a PettingZoo parallel environment: each step, both seats bid at once."""
    wrapped: ParallelEnv = aec_to_parallel(goofspiel_env(cards, **kwargs))
    return wrapped
