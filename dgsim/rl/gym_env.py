"""A Gymnasium single-agent environment: seat 0 learns against registered dgsim bots
(extra ``dgsim[gymnasium]``).

One `step` is one pick of seat 0's action tree; between the learner's picks the
opponents (`dgsim.agents.make_agent` specs) play their whole decisions. The observation
is a dict of the learner's observation vector and its int8 action mask (also returned by
`DgsimGymEnv.action_masks`, for masked algorithms such as sb3-contrib's MaskablePPO).
The reward is 0 until the game ends, then +1 for a sole win, 0 for a shared win, -1
otherwise. An id that is not offered ends the game as a loss (``illegal="lose"``, the
default, with ``info["illegal_action"] = True``), or is replaced by a random offered label
(``"random"``), or raises (``"raise"``).

>>> env = gym_env(["random"], game="goofspiel", cards=4)
>>> obs, info = env.reset(seed=1)
>>> obs["action_mask"].tolist(), info["labels"]
([1, 1, 1, 1], ['bid 1', 'bid 2', 'bid 3', 'bid 4'])
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final, cast

import gymnasium
import numpy as np
import numpy.typing as npt

from dgsim.agents import Agent, make_agent
from dgsim.core import GameState
from dgsim.dominion import DominionState, new_game
from dgsim.games.goofspiel import new_goofspiel
from dgsim.rl.observation import BOUND, DominionEncoder, Encoder, GoofspielEncoder, every_card
from dgsim.rl.tree import Walk, outcome
from dgsim.rl.vocab import VERSIONS

__all__ = ["DgsimGymEnv", "gym_env"]

Obs = dict[str, npt.NDArray[np.float32] | npt.NDArray[np.int8]]
ILLEGAL: Final = ("lose", "random", "raise")


class DgsimGymEnv(gymnasium.Env[Obs, np.int64]):
    """Seat 0 of a dgsim game against bots (see the module docstring)."""

    def __init__(self, factory: Callable[[int], GameState], encoder: Encoder,
                 opponents: Sequence[Agent], *, render_mode: str | None = None,
                 illegal: str = "lose", show: Callable[[GameState, int], str] | None = None
                 ) -> None:
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        if illegal not in ILLEGAL:
            raise ValueError(f"illegal must be one of {', '.join(ILLEGAL)}, not {illegal!r}")
        self.metadata = {"render_modes": ["ansi", "human"], "render_fps": 1}
        self.render_mode = render_mode
        self.illegal = illegal
        self.encoder = encoder
        self.opponents = tuple(opponents)
        self._factory = factory
        self._show = show
        n = len(encoder.vocab)
        self.observation_space = cast(gymnasium.spaces.Space[Obs], gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(-BOUND, BOUND, (encoder.size,), np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (n,), np.int8),
        }))
        self.action_space = gymnasium.spaces.Discrete(n)
        self.walk: Walk[GameState] | None = None
        self._seated: list[Agent] = []
        self._pick_rng = random.Random(0)

    def _current(self) -> Walk[GameState]:
        if self.walk is None:
            raise RuntimeError("call reset() before step()")
        return self.walk

    def _obs(self) -> Obs:
        vector, mask = self._current().observation(0)
        return {"observation": vector, "action_mask": mask}

    def _info(self) -> dict[str, Any]:
        return {"labels": [c.label for c in self._current().offered()]}

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The learner's action mask now (for masked algorithms)."""
        return self._current().mask(0)

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        """A new game; its seed comes from ``seed`` or the env's own generator."""
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**62))
        self._seated = [a.reseed(game_seed + k + 1) for k, a in enumerate(self.opponents)]
        self._pick_rng = random.Random(game_seed)
        self.walk = self._opponents_play(Walk.start(self._factory(game_seed), self.encoder))
        return self._obs(), self._info()

    def _opponents_play(self, walk: Walk[GameState]) -> Walk[GameState]:
        while walk.gen is not None and walk.gen.player != 0:
            seat = walk.gen.player
            action = self._seated[seat - 1].act(walk.state, walk.gen)
            walk = Walk.start(walk.state.action_step(seat, action), self.encoder)
        return walk

    def step(self, action: np.int64 | int) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        """The learner picks the label with id ``action``; the bots answer; reward at the end."""
        walk = self._current()
        if walk.over:
            raise RuntimeError("the game is over: call reset()")
        pick = int(action)
        legal = walk.legal()
        if pick not in legal:
            if self.illegal == "lose":
                info = {**self._info(), "illegal_action": True}
                self.walk = Walk(walk.state, walk.encoder, None)
                return self._obs(), -1.0, True, False, info
            if self.illegal == "random":
                pick = legal[self._pick_rng.randrange(len(legal))]
        walk = self._opponents_play(walk.pick(pick))
        self.walk = walk
        reward = outcome(walk.state, len(self.opponents) + 1)[0] if walk.over else 0.0
        if self.render_mode == "human":
            self.render()
        return self._obs(), reward, walk.over, False, self._info()

    def render(self) -> str | None:
        """The table from the learner's seat: printed (``"human"``) or returned (``"ansi"``)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: pass render_mode='ansi'")
            return None
        walk = self._current()
        text = self._show(walk.state, 0) if self._show is not None else repr(walk.state)
        text += "\nchoices: " + (" | ".join(c.label for c in walk.offered()) or "(none)")
        if self.render_mode == "human":
            print(text)
            return None
        return text


def _show_dominion(state: GameState, seat: int) -> str:
    from dgsim.dominion.view import show_state

    assert isinstance(state, DominionState)
    return show_state(state, seat)


def gym_env(opponents: Sequence[str] = ("bigmoney",), *, game: str = "dominion",
            render_mode: str | None = None, illegal: str = "lose",
            card_pool: Sequence[str] = (), vocab_version: int = VERSIONS[-1],
            **kwargs: Any) -> DgsimGymEnv:
    """A Gymnasium env for seat 0 against ``opponents`` (registered agent specs, one per seat).

    ``game="dominion"`` (default): the other keyword arguments are `new_game`'s
    (``kingdom``, ``seed`` is ignored: `reset` seeds); ``kingdom="random"`` draws a new
    kingdom every game; ``vocab_version`` picks the action vocabulary's version (1 keeps a model
    trained on version 1). ``game="goofspiel"``: ``cards`` (default 13), one opponent.

    :raises ValueError: for an unknown agent or game, or a bad argument.
    :raises KeyError: for an unknown kingdom or card.
    """
    seated = [make_agent(spec) for spec in opponents]
    kwargs.pop("seed", None)
    if game == "goofspiel":
        cards = int(kwargs.pop("cards", 13))
        if kwargs or len(seated) != 1:
            raise ValueError("goofspiel takes cards= and exactly one opponent")
        encoder: Encoder = GoofspielEncoder.for_cards(cards)

        def goofspiel(seed: int) -> GameState:
            return new_goofspiel(cards, seed)

        return DgsimGymEnv(goofspiel, encoder, seated, render_mode=render_mode, illegal=illegal)
    if game != "dominion":
        raise ValueError(f"game must be 'dominion' or 'goofspiel', not {game!r}")
    players = int(kwargs.pop("players", len(seated) + 1))
    if players != len(seated) + 1:
        raise ValueError(f"{players} players need {players - 1} opponents, got {len(seated)}")
    first = new_game(**kwargs, players=players, seed=0)
    pool = list(card_pool)
    if kwargs.get("kingdom") == "random":
        pool.extend(every_card(vocab_version))

    def dominion(seed: int) -> GameState:
        return new_game(**kwargs, players=players, seed=seed)

    return DgsimGymEnv(dominion, DominionEncoder.for_state(first, pool, vocab_version), seated,
                       render_mode=render_mode, illegal=illegal, show=_show_dominion)
