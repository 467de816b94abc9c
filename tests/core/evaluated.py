"""A dataclass whose field types are evaluated (this module does not postpone annotations), as in
a module written without ``from __future__ import annotations`` or a compiled one."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Evaluated:
    x: int
    tags: tuple[str, ...] = ()
