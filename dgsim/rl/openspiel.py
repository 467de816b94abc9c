"""OpenSpiel games: ``import dgsim.rl.openspiel`` registers ``"dgsim_dominion"`` and
``"dgsim_goofspiel"`` with `pyspiel.register_game` (extra ``dgsim[openspiel]``).

Both are sequential, imperfect-information Python games. One OpenSpiel action is one
pick of dgsim's action tree (an id of the game's `dgsim.rl.vocab.Vocabulary`); returns
come at the end (+1 sole winner, 0 shared winner, -1 otherwise).

**Chance.** Shuffles and prize draws come from dgsim's own rng, which lives inside the
state, so the games declare ``ChanceMode.SAMPLED_STOCHASTIC`` and never show a chance
node. The ``seed`` parameter seeds the first ``new_initial_state()``; each later call
takes the next seed of a fixed sequence (`dgsim.rl.pettingzoo_env.reset_seed`), so a run
is reproducible. Because a cloned state carries its rng, a perfect-information search
such as ``MCTSBot`` would see future shuffles: use ``ISMCTSBot``, whose
``resample_from_infostate`` is `dgsim.determinize` (it redraws every hidden card and
reseeds the rng).

**Information.** ``information_state_string(p)`` is the text of `dgsim.info_key` for seat
``p`` plus its picks so far in the current decision: equal for states the seat cannot tell
apart. ``observation_tensor(p)`` is `dgsim.rl.observation`'s vector and
``observation_string(p)`` its dict as JSON.

Parameters: ``dgsim_dominion(kingdom=First Game,players=2,seed=0,turn_limit=100)`` (a
kingdom is a recommended set's name, ``random``, or card names joined by ``+``);
``dgsim_goofspiel(cards=13,seed=0)``.

>>> import pyspiel
>>> game = pyspiel.load_game("dgsim_goofspiel", {"cards": 4})
>>> state = game.new_initial_state()
>>> state.legal_actions(), state.action_to_string(0, 3)
([0, 1, 2, 3], 'bid 4')
"""

from __future__ import annotations

import json
import random
from typing import Any, Final

import numpy as np
import pyspiel

from dgsim.core import GameState
from dgsim.core.info import determinize, info_key
from dgsim.dominion import new_game
from dgsim.games.goofspiel import new_goofspiel
from dgsim.rl.observation import DominionEncoder, Encoder, GoofspielEncoder, every_card
from dgsim.rl.pettingzoo_env import reset_seed
from dgsim.rl.tree import Walk, outcome
from dgsim.rl.vocab import VERSIONS

__all__ = ["DgsimGame", "DgsimState", "DominionGame", "GoofspielGame"]

MAX_DOMINION_PLAYERS: Final = 6


def _game_type(short: str, long: str, players: tuple[int, int], zero_sum: bool,
               params: dict[str, object]) -> pyspiel.GameType:
    utility = pyspiel.GameType.Utility
    return pyspiel.GameType(
        short_name=short, long_name=long,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility.ZERO_SUM if zero_sum else utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1], min_num_players=players[0],
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=params)


DOMINION_TYPE: Final = _game_type(
    "dgsim_dominion", "dgsim Dominion", (2, MAX_DOMINION_PLAYERS), False,
    {"kingdom": "First Game", "players": 2, "seed": 0, "turn_limit": 100, "any_kingdom_size": False,
     "vocab_version": VERSIONS[-1]})
GOOFSPIEL_TYPE: Final = _game_type("dgsim_goofspiel", "dgsim Goofspiel", (2, 2), True,
                                   {"cards": 13, "seed": 0})


class DgsimGame(pyspiel.Game):
    """A dgsim game for OpenSpiel: a factory of seeded states and their encoder."""

    def __init__(self, game_type: pyspiel.GameType, params: dict[str, Any], encoder: Encoder,
                 players: int, max_length: int, seed: int) -> None:
        info = pyspiel.GameInfo(
            num_distinct_actions=len(encoder.vocab), max_chance_outcomes=0,
            num_players=players, min_utility=-1.0, max_utility=1.0,
            utility_sum=0.0 if game_type.utility == pyspiel.GameType.Utility.ZERO_SUM else None,
            max_game_length=max_length)
        super().__init__(game_type, info, params)
        self.encoder = encoder
        self.players = players
        self._seed = seed
        self._made = 0

    def make_state(self, seed: int) -> GameState:
        """The dgsim state of a new game with that seed (each game defines it)."""
        raise NotImplementedError

    def new_initial_state(self) -> DgsimState:
        """The start of the next game of this game's seed sequence."""
        seed = reset_seed(self._seed, self._made)
        self._made += 1
        return DgsimState(self, Walk.start(self.make_state(seed), self.encoder))

    def make_py_observer(self, iig_obs_type: pyspiel.IIGObservationType | None = None,
                         params: dict[str, Any] | None = None) -> DgsimObserver:
        """An observer of information states (perfect recall) or observations."""
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        recall = bool(iig_obs_type.perfect_recall) if iig_obs_type is not None else False
        return DgsimObserver(self.encoder, info_state=recall)


class DominionGame(DgsimGame):
    """``dgsim_dominion``: Dominion through dgsim."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**DOMINION_TYPE.parameter_specification, **(params or {})}
        kingdom_text = str(p["kingdom"])
        self._kingdom: str | tuple[str, ...] = (
            tuple(n.strip() for n in kingdom_text.split("+")) if "+" in kingdom_text
            else kingdom_text)
        self._players = int(p["players"])
        self._turn_limit = int(p["turn_limit"])
        self._any_size = bool(p["any_kingdom_size"])
        first = new_game(self._kingdom, self._players, int(p["seed"]), turn_limit=self._turn_limit,
                         any_kingdom_size=self._any_size)
        version = int(p["vocab_version"])
        pool = list(every_card(version)) if self._kingdom == "random" else []
        encoder = DominionEncoder.for_state(first, pool, version)
        # a generous bound: every turn is at most a few hundred picks
        super().__init__(DOMINION_TYPE, p, encoder, self._players,
                         self._turn_limit * self._players * 300, int(p["seed"]))

    def make_state(self, seed: int) -> GameState:
        """A new Dominion game with this game's kingdom and player count."""
        return new_game(self._kingdom, self._players, seed, turn_limit=self._turn_limit,
                        any_kingdom_size=self._any_size)


class GoofspielGame(DgsimGame):
    """``dgsim_goofspiel``: Goofspiel through dgsim."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**GOOFSPIEL_TYPE.parameter_specification, **(params or {})}
        self._cards = int(p["cards"])
        super().__init__(GOOFSPIEL_TYPE, p, GoofspielEncoder.for_cards(self._cards), 2,
                         2 * self._cards, int(p["seed"]))

    def make_state(self, seed: int) -> GameState:
        """A new Goofspiel game with this game's number of cards."""
        return new_goofspiel(self._cards, seed)


class DgsimState(pyspiel.State):
    """An OpenSpiel state holding an immutable dgsim `Walk`."""

    def __init__(self, game: DgsimGame, walk: Walk[GameState]) -> None:
        super().__init__(game)
        self._game = _Shared(game)  # `clone()` deep-copies attributes: share the game, not copy it
        self.walk = walk

    @property
    def dgsim_game(self) -> DgsimGame:
        """The game this state belongs to."""
        return self._game.game

    def current_player(self) -> int:
        """The seat that picks now, or ``pyspiel.PlayerId.TERMINAL``."""
        seat = self.walk.seat
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self.walk.legal()) if player == self.walk.seat else []

    def _apply_action(self, action: int) -> None:
        self.walk = self.walk.pick(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        vocab = self.dgsim_game.encoder.vocab
        offered = self.walk.offered()
        for option, i in zip(offered, vocab.ids(offered), strict=True):
            if i == action:  # the label itself, also for an id of the hashed block
                return option.label
        return vocab.label(int(action))

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.walk.over

    def returns(self) -> list[float]:
        """+1 sole winner, 0 shared winner, -1 otherwise at the end; zeros before."""
        n = self.dgsim_game.players
        return list(outcome(self.walk.state, n)) if self.walk.over else [0.0] * n

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> DgsimState:
        """A state the seat cannot tell from this one, hidden cards redrawn (`dgsim.determinize`)."""
        rng = random.Random(int(float(probability_sampler()) * 2**53))
        walk = self.walk
        state = determinize(walk.state, player_id, rng)
        gen = None if walk.gen is None else type(walk.gen)(state, walk.gen.decision,
                                                          walk.gen.picks)
        clone = DgsimState(self.dgsim_game, Walk(state, walk.encoder, gen))
        return clone

    def __str__(self) -> str:
        return repr(self.walk.state)


class _Shared:
    """A reference that deep copies share (OpenSpiel clones a Python state by deep copy)."""

    def __init__(self, game: DgsimGame) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, object]) -> _Shared:
        return self


class DgsimObserver:
    """An OpenSpiel Python observer: the observation vector, or the information-state string."""

    def __init__(self, encoder: Encoder, info_state: bool) -> None:
        self.encoder = encoder
        self.info_state = info_state
        self.tensor = np.zeros(encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: DgsimState, player: int) -> None:
        """Fill `tensor` with ``player``'s observation of ``state``."""
        self.tensor[:] = state.walk.observe(player)

    def string_from(self, state: DgsimState, player: int) -> str:
        """The information-state string (perfect recall observer) or the observation as JSON."""
        walk = state.walk
        mine = walk.gen is not None and walk.gen.player == player
        picks = [c.label for c in walk.gen.picks] if mine and walk.gen is not None else []
        if self.info_state:
            return f"{info_key(walk.state, player)!r}|picks:{picks}"
        return json.dumps(walk.features(player), sort_keys=True, default=str)


pyspiel.register_game(DOMINION_TYPE, DominionGame)
pyspiel.register_game(GOOFSPIEL_TYPE, GoofspielGame)
