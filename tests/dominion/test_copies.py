"""The hot copies of the two state classes keep every field, in both builds.

`DominionState` and `PlayerState` have written-out constructors (compiled to C stores by
mypyc; replaced in the pure build by `dgsim.dominion._pure`'s slot fillers), and the engine
copies them with small keyword functions (``_set_*``) that call the constructor with every
field in order. A field added to a class and forgotten in one of them is caught here: each
copy is compared with `dataclasses.replace` on a state whose every field holds a distinct
value.
"""

from __future__ import annotations

import dataclasses
import inspect
import os
import pickle
from collections.abc import Callable
from types import ModuleType
from typing import Final

import pytest

from dgsim.core import Rng
from dgsim.core.build import COMPILED, build_name
from dgsim.dominion import _pure, declared, new_game, phase
from dgsim.dominion import seat as seat_module
from dgsim.dominion import state as state_module
from dgsim.dominion.cards.basic import COPPER, ESTATE, GOLD, SILVER
from dgsim.dominion.state import (
    NO_MORE,
    TABLE,
    Board,
    DominionState,
    PlayerState,
    counters,
)

MODULES: Final[tuple[ModuleType, ...]] = (state_module, seat_module)
"""Where the copies are (generated: `make generate`): a state's in `state`, a seat's in `seat`;
`effect` and `phase` import them."""


def _full_player() -> PlayerState:
    """A seat whose every field differs from its default and from the others."""
    return PlayerState((COPPER,), (ESTATE,), (SILVER,), (GOLD,), counters(1, 2, 3, 4),
                       NO_MORE.evolve(vp_tokens=7, set_aside=(COPPER, COPPER), deck_known=(5,),
                                      hand_known=((COPPER, 6),)))


def _full_state() -> DominionState:
    """A state whose every field differs from its default."""
    base = new_game("First Game", seed=3)
    return DominionState(Board(base.mode, (ESTATE,), frozenset({0})), base.phase,
                         (_full_player(), base.players[1]), base.supply, 1, 9, base.effects,
                         base.pending, Rng(12), TABLE.evolve(cost_cut=1))


_STATE_FIELDS: Final = {f.name for f in dataclasses.fields(DominionState)}
_SHARED: Final = {"actions", "buys", "coins", "turns"}
"""A seat's counters: kept in its shared `Counters` record, set by keyword all the same."""


_GENERATED: Final = {c.name for c in declared.COPIES}
"""The copies `make generate` writes (`dgsim.dominion.declared.COPIES`), whatever their names."""


def _copies() -> list[tuple[str, Callable[..., object], type[DominionState] | type[PlayerState],
                        tuple[str, ...]]]:
    found = []
    seen: list[object] = []
    for module in MODULES:
        for name, fn in vars(module).items():
            if not (name.startswith("_set_") or name in _GENERATED) or not callable(fn):
                continue
            if any(fn is other for other in seen):
                continue  # (a seat's copies that `state` imports)
            seen.append(fn)
            params = inspect.signature(fn).parameters.values()  # no annotations when compiled
            keywords = tuple(p.name for p in params if p.kind is inspect.Parameter.KEYWORD_ONLY)
            cls = DominionState if set(keywords) <= _STATE_FIELDS else PlayerState
            assert set(keywords) <= {f.name for f in dataclasses.fields(cls)} | _SHARED, name
            found.append((f"{module.__name__}.{name}", fn, cls, keywords))
    return found


COPIES: Final = _copies()


def _other(value: object, name: str) -> object:
    """A value of the field's kind that differs from ``value``."""
    others: dict[str, object] = {
        "players": (_full_player(), _full_player()), "supply": bytes((1, 2, 3)), "effects": ("effect",),
        "pending": None, "rng": Rng(99), "phase": phase.CLEANUP_PHASE, "hand": (GOLD, GOLD),
        "deck": (SILVER,) * 3, "discard": (ESTATE,) * 4, "in_play": (COPPER,) * 5,
        "actions": 11, "buys": 12, "coins": 13, "board": Board(new_game("First Game", seed=4).mode),
        "more": NO_MORE.evolve(vp_tokens=8), "counters": counters(5, 6, 7, 8),
        "turns": 14, "current": 0, "turn": 10, "table": TABLE.evolve(cost_cut=3),
    }
    assert name in others, f"no test value for field {name}"
    assert others[name] != value
    return others[name]


def test_the_engine_has_its_copies() -> None:
    assert len(COPIES) >= 20
    assert {cls for _, _, cls, _ in COPIES} == {DominionState, PlayerState}


@pytest.mark.parametrize(("name", "copy", "cls", "keywords"), COPIES, ids=[c[0] for c in COPIES])
def test_each_copy_equals_dataclasses_replace(name: str, copy: Callable[..., object],
                                              cls: type[DominionState] | type[PlayerState],
                                              keywords: tuple[str, ...]) -> None:
    old: DominionState | PlayerState = _full_state() if cls is DominionState else _full_player()
    changes = {k: _other(getattr(old, k), k) for k in keywords}
    new = copy(old, **changes)
    assert type(new) is cls
    replace: Callable[..., object] = dataclasses.replace  # with the names found above
    expected = replace(old, **changes)
    for f in dataclasses.fields(cls):
        assert getattr(new, f.name) == getattr(expected, f.name), f"{name} loses {f.name}"
    if isinstance(new, PlayerState):  # the counters are the shared record of their values
        assert new.counters is counters(new.actions, new.buys, new.coins, new.turns)


@pytest.mark.parametrize("make", [_full_player, _full_state])
def test_constructors_fill_every_field_in_order(
        make: Callable[[], DominionState | PlayerState]) -> None:
    value = make()
    names = [f.name for f in dataclasses.fields(value)]
    args = [getattr(value, name) for name in names]
    rebuilt = type(value)(*args)
    assert [getattr(rebuilt, name) for name in names] == args
    assert rebuilt == value and hash(rebuilt) == hash(value)


def test_the_pure_build_uses_the_slot_fillers() -> None:
    init = vars(DominionState)["__init__"]
    if COMPILED:
        assert not inspect.isfunction(init)
    else:
        assert init is vars(_pure)["_dominion_state_init"]
        assert vars(PlayerState)["__init__"] is vars(_pure)["_player_state_init"]
    assert build_name() == ("mypyc-compiled" if COMPILED else "pure Python")


def test_the_open_twins_share_their_class_layout() -> None:
    """The pure constructors turn a new value into its open twin and back: same slots and base."""
    for cls, twin in ((DominionState, _pure.OpenState), (PlayerState, _pure.OpenPlayerState)):
        assert sorted(twin.__slots__) == sorted(f.name for f in dataclasses.fields(cls))
        assert twin.__bases__ == cls.__bases__
    if not COMPILED:
        state = _full_state()
        assert type(state) is DominionState and type(state.players[0]) is PlayerState


def test_a_twin_that_drifted_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """A field added to a state class but not to its twin stops the import of the pure build."""
    monkeypatch.setattr(_pure.OpenState, "__slots__", ("mode",))  # checked first: nothing installed
    with pytest.raises(TypeError, match="OpenState must have the slots and bases of DominionState"):
        _pure.install()


@pytest.mark.parametrize("field", ["turn", "players", "pending", "table", "mode", "trash_pile",
                                   "bought", "board"])
def test_states_are_immutable(field: str) -> None:
    state = _full_state()
    with pytest.raises(AttributeError):
        setattr(state, field, None)
    with pytest.raises(AttributeError):
        delattr(state, field)
    assert state == _full_state()


@pytest.mark.parametrize("field", ["hand", "coins", "more", "counters", "set_aside", "turns"])
def test_seats_are_immutable(field: str) -> None:
    p = _full_player()
    with pytest.raises(AttributeError):
        setattr(p, field, None)
    with pytest.raises(AttributeError):
        delattr(p, field)
    assert p == _full_player()


def test_the_parts_kept_in_records_are_still_replaced_by_name() -> None:
    """`dataclasses.replace` still takes the fields that moved into `Board` (``mode``,
    ``trash_pile``, ``immune``) and into `PlayerMore` (``set_aside``, ``deck_known``,
    ``hand_known``), in both builds; the rest of the value is kept, and a record left empty is
    the shared empty one again."""
    replace: Callable[..., object] = dataclasses.replace  # (mypy knows only the fields)
    state = _full_state()
    moved = replace(state, trash_pile=(GOLD,), immune=frozenset({1}))
    assert isinstance(moved, DominionState)
    assert (moved.trash_pile, moved.immune, moved.mode) == ((GOLD,), frozenset({1}), state.mode)
    assert moved.players == state.players and moved.table == state.table
    other = new_game("Biggest Money", seed=1).mode
    assert isinstance(remoded := replace(state, mode=other), DominionState)
    assert remoded.mode is other and remoded.trash_pile == state.trash_pile
    assert state.board.calm().immune == frozenset() and state.board.calm().mode is state.mode
    p = _full_player()
    aside = replace(p, set_aside=(SILVER,), hand_known=())
    assert isinstance(aside, PlayerState)
    assert (aside.set_aside, aside.hand_known, aside.deck_known) == ((SILVER,), (), (5,))
    assert aside.more.tokens.vp_tokens == 7 and aside.hand == p.hand
    bare = PlayerState((COPPER,), (), (), deck_known=(1,))
    assert bare.more is not NO_MORE and bare.with_known(deck_known=()).more is NO_MORE


def test_states_pickle_through_their_constructor() -> None:
    """Root-parallel search sends states to other processes; compiled classes need a reducer."""
    state = _full_state().auto_step()
    back = pickle.loads(pickle.dumps(state))
    assert back == state and back.rng == state.rng and back.players == state.players
    assert pickle.loads(pickle.dumps(_full_player())) == _full_player()


def test_the_build_under_test_is_the_one_expected() -> None:
    """`make test-compiled` sets DGSIM_EXPECT_BUILD=compiled: its run must import the compiled engine."""
    expected = os.environ.get("DGSIM_EXPECT_BUILD", "compiled" if COMPILED else "pure")
    assert expected in ("compiled", "pure")
    assert COMPILED is (expected == "compiled")
    assert state_module.__file__ is not None
    assert state_module.__file__.endswith(".py") is not COMPILED
