"""`dgsim.core.build`: the running build's name, and pickling dataclasses through their constructors
(what `make_picklable` promises, shown on this module's own dataclasses)."""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field
from typing import ClassVar

from dgsim.core.build import COMPILED, build_name, make_picklable


def test_the_build_is_named() -> None:
    assert build_name() == ("mypyc-compiled" if COMPILED else "pure Python")


@dataclass(frozen=True)
class Counted:
    """Each construction is recorded (``__post_init__``)."""

    name: str
    built: ClassVar[list[str]] = []

    def __post_init__(self) -> None:
        Counted.built.append(self.name)


@dataclass(frozen=True)
class Derived:
    """A field that the constructor does not take."""

    a: int
    b: int = field(default=0, init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "b", self.a * 2)


@dataclass(frozen=True)
class OwnReduce:
    """A class with its own ``__reduce__`` keeps it."""

    n: int

    def __reduce__(self) -> tuple[type[OwnReduce], tuple[int]]:
        return OwnReduce, (self.n + 1,)


class NotADataclass:
    pass


def test_make_picklable_registers_the_dataclasses_of_the_named_modules() -> None:
    assert make_picklable((__name__,)) == 2  # Counted and Derived, not OwnReduce
    assert make_picklable((__name__,)) == 2  # again: the same classes
    assert make_picklable(("no.such.module.",)) == 0


def test_a_registered_dataclass_is_rebuilt_by_its_constructor() -> None:
    make_picklable((__name__,))
    value = Counted("x")
    Counted.built.clear()
    again = pickle.loads(pickle.dumps(value))
    assert again == value and Counted.built == ["x"]  # the constructor ran
    derived = pickle.loads(pickle.dumps(Derived(4)))
    assert derived == Derived(4) and derived.b == 8
    assert pickle.loads(pickle.dumps(OwnReduce(1))) == OwnReduce(2)  # its own reducer
