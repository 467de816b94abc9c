"""Games registered by name, and their parameters validated as data before anything is built.

A saved game names a registered game (``"game": "goofspiel"``) and its
parameters. Loading looks the name up here, checks every parameter against
the game's declared `Param` list (type, range, card names), and only then
calls the builder the game registered itself with. Nothing named in a file is
ever imported or called.

The registries of the layers above (agents by name, search prunings and
evaluations) are filled late through `fill_later` and `fill_registries`: the
top layer registers what lives above them before their first lookup.

>>> from dgsim.core.registry import Param, validate_params
>>> validate_params("demo", (Param("seed", "int", default=0),), {"seed": 3})
{'seed': 3}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from dgsim.core.errors import InvalidActionError, error_line
from dgsim.core.state import GameState

__all__ = [
    "GameSpec",
    "IllegalStepError",
    "Param",
    "ParamValue",
    "SavedGameError",
    "build_game",
    "fill_later",
    "fill_registries",
    "game_names",
    "game_spec",
    "register_game",
    "validate_params",
]

ParamKind = Literal["int", "bool", "str", "names", "seat_names", "name_counts", "seat_counts",
                    "seat_mats"]
"""What a parameter holds: an int, a bool, a string, a list of names, a map from seat to
names, a map from name to count (or to a list of names: a pile's exact cards), or a map from
seat to counts by a name of ``choices`` (a seat's counters)."""

ParamValue = (int | bool | str | list[str] | dict[int, list[str]] | dict[str, int]
              | dict[str, int | list[str]] | dict[int, dict[str, int]]
              | dict[int, dict[str, list[str]]])
"""A validated parameter value."""

MAX_NAMES = 10_000
"""The most names one parameter may list (a guard against absurd files)."""


class SavedGameError(ValueError):
    """A saved game that cannot be loaded: unknown game, bad parameter, malformed or illegal step.

    Its message is one line that names where the problem is (``step 41: ...``).

    >>> issubclass(SavedGameError, ValueError)
    True
    """


class IllegalStepError(SavedGameError, InvalidActionError):
    """A saved step that the replayed game does not allow (also an `InvalidActionError`)."""


@dataclass(frozen=True, slots=True)
class Param:
    """One declared parameter of a registered game.

    ``default`` is used when the parameter is absent (``None``: required).
    ``low``/``high`` bound ints (inclusive); ``choices`` restricts strings;
    names are checked with the game's ``is_name``.
    """

    name: str
    kind: ParamKind
    default: ParamValue | None = None
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameSpec:
    """A registered game: its name, declared parameters, a name check and its builder.

    ``build`` receives exactly the validated parameters as keyword arguments.
    ``legacy`` lists the ``module:function`` names older saved files used for it.
    """

    name: str
    params: tuple[Param, ...]
    build: Callable[..., GameState]
    is_name: Callable[[str], bool] = field(default=lambda _name: False)
    legacy: tuple[str, ...] = ()
    description: str = ""


_GAMES: dict[str, GameSpec] = {}


def register_game(spec: GameSpec, *, replace: bool = False) -> None:
    """Make a game loadable by its name (as OpenSpiel's ``register_game``).

    :raises ValueError: if the name is taken and ``replace`` is false.
    """
    if spec.name in _GAMES and not replace and _GAMES[spec.name] is not spec:
        raise ValueError(f"a game named {spec.name!r} is already registered")
    _GAMES[spec.name] = spec


def game_names() -> tuple[str, ...]:
    """The registered games' names, sorted."""
    return tuple(sorted(_GAMES))


def game_spec(name: str) -> GameSpec:
    """The registered game called ``name``, or the one an old file's ``module:function`` meant.

    :raises SavedGameError: for a name that is not registered (nothing is imported).
    """
    spec = _GAMES.get(name)
    if spec is not None:
        return spec
    for candidate in _GAMES.values():
        if name in candidate.legacy:
            return candidate
    known = ", ".join(game_names()) or "none"
    raise SavedGameError(f"unknown game {name!r}; registered games: {known}")


def build_game(name: str, params: Mapping[str, object]) -> GameState:
    """Validate ``params`` for the registered game ``name``, then build its initial state.

    :raises SavedGameError: for an unknown game, a bad parameter or a builder that refuses them.
    """
    spec = game_spec(name)
    values = validate_params(spec.name, spec.params, params, spec.is_name)
    try:
        return spec.build(**values)
    except (KeyError, ValueError, TypeError) as exc:
        raise SavedGameError(f"game {spec.name!r}: {_one_line(exc)}") from None


def validate_params(game: str, declared: Sequence[Param], params: Mapping[str, object],
                    is_name: Callable[[str], bool] = lambda _n: False) -> dict[str, ParamValue]:
    """The parameters checked against their declarations, defaults filled in.

    :raises SavedGameError: for an unknown, missing or ill-typed parameter.

    >>> validate_params("g", (Param("n", "int", low=1),), {"n": 0})
    Traceback (most recent call last):
    ...
    dgsim.core.registry.SavedGameError: game 'g': parameter 'n' must be at least 1, not 0
    """
    known = {p.name for p in declared}
    extra = sorted(str(k) for k in params if k not in known)
    if extra:
        raise SavedGameError(f"game {game!r}: unknown parameter {extra[0]!r}; "
                             f"known: {', '.join(sorted(known))}")
    out: dict[str, ParamValue] = {}
    for p in declared:
        if p.name not in params:
            if p.default is None:
                raise SavedGameError(f"game {game!r}: parameter {p.name!r} is missing")
            out[p.name] = p.default
            continue
        try:
            out[p.name] = _check(p, params[p.name], is_name)
        except ValueError as exc:
            raise SavedGameError(f"game {game!r}: parameter {p.name!r} {exc}") from None
    return out


def _check(p: Param, raw: object, is_name: Callable[[str], bool]) -> ParamValue:
    if p.kind == "int":
        if not isinstance(raw, int) or isinstance(raw, bool):
            raise ValueError(f"must be an integer, not {_short(raw)}")
        if p.low is not None and raw < p.low:
            raise ValueError(f"must be at least {p.low}, not {raw}")
        if p.high is not None and raw > p.high:
            raise ValueError(f"must be at most {p.high}, not {raw}")
        return raw
    if p.kind == "bool":
        if not isinstance(raw, bool):
            raise ValueError(f"must be true or false, not {_short(raw)}")
        return raw
    if p.kind == "str":
        if not isinstance(raw, str):
            raise ValueError(f"must be a string, not {_short(raw)}")
        if p.choices and raw not in p.choices:
            raise ValueError(f"must be one of {', '.join(p.choices)}, not {raw!r}")
        return raw
    if p.kind == "names":
        return _names(raw, is_name)
    if p.kind == "seat_names":
        if not isinstance(raw, dict):
            raise ValueError(f"must map seats to card names, not {_short(raw)}")
        seats: dict[int, list[str]] = {}
        for key, value in raw.items():
            if not (isinstance(key, str) and key.isdigit() and len(key) <= 2):
                raise ValueError(f"has a seat {key!r} that is not a seat number")
            seats[int(key)] = _names(value, is_name)
        return seats
    if p.kind == "seat_counts":
        return _seat_counts(p, raw)
    if p.kind == "seat_mats":
        return _seat_mats(p, raw, is_name)
    if not isinstance(raw, dict):  # name_counts
        raise ValueError(f"must map card names to counts, not {_short(raw)}")
    counts: dict[str, int | list[str]] = {}
    for key, value in raw.items():
        if not isinstance(key, str) or not is_name(key):
            raise ValueError(f"names an unknown card {_short(key)}")
        if isinstance(value, list):
            counts[key] = _names(value, is_name)
            continue
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_NAMES:
            raise ValueError(f"gives {key!r} a count that is not 0..{MAX_NAMES}: {_short(value)}")
        counts[key] = value
    return counts


def _seat_counts(p: Param, raw: object) -> dict[int, dict[str, int]]:
    if not isinstance(raw, dict):
        raise ValueError(f"must map seats to counts, not {_short(raw)}")
    out: dict[int, dict[str, int]] = {}
    for key, value in raw.items():
        if not (isinstance(key, str) and key.isdigit() and len(key) <= 2):
            raise ValueError(f"has a seat {key!r} that is not a seat number")
        if not isinstance(value, dict):
            raise ValueError(f"must map seat {key} to counts, not {_short(value)}")
        counts: dict[str, int] = {}
        for name, n in value.items():
            if not isinstance(name, str) or (p.choices and name not in p.choices):
                raise ValueError(f"names an unknown counter {_short(name)}")
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_NAMES:
                raise ValueError(f"gives {name!r} a count that is not 0..{MAX_NAMES}: {_short(n)}")
            counts[name] = n
        out[int(key)] = counts
    return out


def _seat_mats(p: Param, raw: object,
               is_name: Callable[[str], bool]) -> dict[int, dict[str, list[str]]]:
    """Seats to their mats (by name, one of ``p.choices`` when given) to card names."""
    if not isinstance(raw, dict):
        raise ValueError(f"must map seats to mats, not {_short(raw)}")
    out: dict[int, dict[str, list[str]]] = {}
    for key, value in raw.items():
        if not (isinstance(key, str) and key.isdigit() and len(key) <= 2):
            raise ValueError(f"has a seat {key!r} that is not a seat number")
        if not isinstance(value, dict):
            raise ValueError(f"must map seat {key} to mats, not {_short(value)}")
        mats: dict[str, list[str]] = {}
        for name, cards in value.items():
            if not isinstance(name, str) or (p.choices and name not in p.choices):
                raise ValueError(f"names an unknown mat {_short(name)}")
            mats[name] = _names(cards, is_name)
        out[int(key)] = mats
    return out


def _names(raw: object, is_name: Callable[[str], bool]) -> list[str]:
    if not isinstance(raw, list):
        raise ValueError(f"must be a list of card names, not {_short(raw)}")
    if len(raw) > MAX_NAMES:
        raise ValueError(f"lists more than {MAX_NAMES} names")
    for name in raw:
        if not isinstance(name, str) or not is_name(name):
            raise ValueError(f"names an unknown card {_short(name)}")
    return [str(n) for n in raw]


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _one_line(exc: BaseException) -> str:
    return error_line(exc)


# -- registries filled late --------------------------------------------------------------------

_FILLERS: list[Callable[[], None]] = []


def fill_later(fill: Callable[[], None]) -> None:
    """Have ``fill`` run once, at the next `fill_registries`: how the top layer fills the name
    registries of layers that may not import it (the agents' and the search's registries) with
    what those layers cannot name, without importing it before a name is looked up.

    The package's ``__init__`` gives the filler that imports `dgsim.plugins`; nothing else needs
    to (docs/architecture.md, "Layers").

    >>> seen: list[str] = []
    >>> fill_later(lambda: seen.append("filled"))
    >>> fill_registries(); fill_registries(); seen
    ['filled']
    """
    _FILLERS.append(fill)


def fill_registries() -> None:
    """Run each function given to `fill_later` that has not run yet, once, in order.

    The agent and search registries call it before they look a name up or list their names. A
    filler is taken off the list before it runs, so a lookup made while filling does not fill again.
    """
    while _FILLERS:
        _FILLERS.pop(0)()
