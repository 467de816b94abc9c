"""``python -m _build.generate [--check]`` (``make generate``): write the records' generated code.

For each record declared in `dgsim.dominion.declared` (`RECORDS`), the region of its class
between ``# @generated begin <Name>`` and ``# @generated end <Name>`` is rewritten: the field
declarations, the written-out constructor (mypyc compiles it to C stores), the typed keyword
copy ``evolve``, ``is_empty`` and, for records with per-turn fields, ``new_turn``; for a record
made of groups, the module-level region ``<Name> groups`` before it holds the groups' classes.
The state classes' constructors (``<Name>.__init__``), the hot path's copies of the state
(region ``copies``) and of a seat (``seat copies``) are generated too, and the constructors of
the engine's other records, from the fields declared in their class bodies
(`_build.constructors`). The regions live in ``dgsim/dominion/seat.py``, ``table.py`` and
``state.py`` (`TARGETS`), each in one of them. The
declarations are read from `declared.py` alone (by path, not through the package), so the
generator runs even while the code it writes is missing. ``--check`` writes nothing and exits 1
when a region is not what the declarations give (`tests/test_generated.py` runs the same check).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Final

from _build import constructors

if TYPE_CHECKING:
    from dgsim.dominion.declared import Copy, Field, Record, StateClass

ROOT: Final = Path(__file__).resolve().parents[1]


def _declared() -> ModuleType:
    """`dgsim/dominion/declared.py`, loaded on its own (it imports nothing of dgsim), so that the
    generator runs even while the code it writes is missing or stale."""
    path = ROOT / "dgsim" / "dominion" / "declared.py"
    spec = importlib.util.spec_from_file_location("_dgsim_declared", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (dataclasses look their module up)
    spec.loader.exec_module(module)
    return module


_D: Final = _declared()
RECORDS: tuple[Record, ...] = _D.RECORDS
COPIES: tuple[Copy, ...] = _D.COPIES
STATE: tuple[Field, ...] = _D.STATE
PLAYER: tuple[Field, ...] = _D.PLAYER
COUNTERS: tuple[Field, ...] = _D.COUNTERS
STATE_CLASSES: tuple[StateClass, ...] = _D.STATE_CLASSES
PURE: Final = ROOT / "dgsim" / "dominion" / "_pure.py"
TARGET: Final = ROOT / "dgsim" / "dominion" / "state.py"
SEAT: Final = ROOT / "dgsim" / "dominion" / "seat.py"
TABLE_FILE: Final = ROOT / "dgsim" / "dominion" / "table.py"
TARGETS: tuple[Path, ...] = (SEAT, TABLE_FILE, TARGET)
"""The files that hold the declared records' regions (each region in exactly one of them)."""
WIDTH: Final = constructors.WIDTH
INDENT: Final = "    "
FALSY: Final = frozenset({"0", "()", '""', "False", "None", "frozenset()"})


_call: Final = constructors.wrap
"""``head`` + the comma-separated ``args`` + ``tail``, wrapped under the open parenthesis."""


def _may_be_none(f: Field) -> bool:
    return "None" in f.type.replace(" ", "").split("|")


def _param(f: Field) -> str:
    return f"{f.name}: {f.type}" + (f" = {f.default}" if f.default else "")


def _evolve_param(f: Field) -> str:
    if _may_be_none(f):
        kept = f.type.replace("| None", "| Keep | None")
        return f"{f.name}: {kept} = KEEP"
    return f"{f.name}: {f.type} | None = None"


def _kept(f: Field) -> str:
    if _may_be_none(f):
        return f"{f.name}=self.{f.name} if isinstance({f.name}, Keep) else {f.name}"
    return f"{f.name}=self.{f.name} if {f.name} is None else {f.name}"


def _set(f: Field) -> str:
    """The test that ``f`` is not at its default."""
    if f.default == "None":
        return f"self.{f.name} is not None"
    if f.default in FALSY:
        return f"self.{f.name}"
    return f"self.{f.name} != {f.default}"


def _any(tests: Sequence[str], indent: str, head: str, tail: str) -> list[str]:
    """``head`` + ``a or b or ...`` + ``tail``, wrapped."""
    return constructors.wrap(head, tests, tail, indent, joiner=" or")


def _docstring(doc: str, indent: str) -> list[str]:
    """``doc`` as a docstring at ``indent``, wrapped at `WIDTH`."""
    lines = textwrap.wrap(f'"""{doc}"""', WIDTH - len(indent))
    return [f"{indent}{line}" for line in lines]


def render(record: Record) -> list[str]:
    """The generated lines of ``record``'s class body (indented once)."""
    if record.groups:
        return render_grouped(record)
    name, fields = record.name, record.fields
    i1, i2, i3 = INDENT, INDENT * 2, INDENT * 3
    out: list[str] = []
    for f in fields:
        out.append(f"{i1}{_param(f)}")
        if f.doc:
            out += _docstring(f.doc, i1)
    out.append("")
    out += _call("def __init__(", ["self", *(_param(f) for f in fields)], ") -> None:", i1)
    out.append(f"{i2}# Written out (not generated by `dataclass`): the compiled build runs it in C.")
    out += [f'{i2}object.__setattr__(self, "{f.name}", {f.name})' for f in fields]
    out.append("")
    out += _call("def evolve(", ["self", "*", *(_evolve_param(f) for f in fields)], f") -> {name}:", i1)
    if any(_may_be_none(f) for f in fields):
        out.append(f'{i2}"""A copy with the given values: None keeps a value (`KEEP` does for a field that')
        out.append(f'{i2}may be None)."""')
    else:
        out.append(f'{i2}"""A copy with the given values (None keeps a value)."""')
    out.append(f"{i2}return {name}(")
    out += [f"{i3}{_kept(f)}," for f in fields]
    out.append(f"{i2})")
    if record.is_empty:
        out.append("")
        out.append(f"{i1}def is_empty(self) -> bool:")
        out.append(f'{i2}"""True if every field has its default."""')
        out += _any([_set(f) for f in fields], i2, "return not (", ")")
    per_turn = [f for f in fields if f.seen.name == "PER_TURN"]
    if record.new_turn and per_turn:
        out.append("")
        out.append(f"{i1}def new_turn(self) -> {name}:")
        out.append(f'{i2}"""This record with its per-turn fields (`Seen.PER_TURN`) reset."""')
        out += _any([_set(f) for f in per_turn], i2, "if not (", "):")
        out.append(f"{i3}return self")
        kept = [f"{f.name}=self.{f.name}" for f in fields if f.seen.name != "PER_TURN"]
        out += _call(f"return {name}(", kept, ")", i2)
    return out


def _touched(f: Field) -> str:
    """The test that ``evolve`` was given a value for ``f``."""
    return f"not isinstance({f.name}, Keep)" if _may_be_none(f) else f"{f.name} is not None"


def _condition(tests: Sequence[str], joiner: str, indent: str) -> list[str]:
    """``if a or b ...:`` (``joiner``: ``" or"``, ``" and"``), parenthesized when it wraps."""
    one = constructors.wrap("if ", tests, ":", indent, joiner=joiner)
    return one if len(one) == 1 else constructors.wrap("if (", tests, "):", indent, joiner=joiner)


def render_grouped(record: Record) -> list[str]:
    """The generated lines of a grouped record's class body: one field per `Group`, and an
    ``evolve`` that takes every group's fields and copies only the groups it changes."""
    name, groups = record.name, record.groups
    i1, i2, i3 = INDENT, INDENT * 2, INDENT * 3
    out: list[str] = []
    for g in groups:
        out.append(f"{i1}{g.attr}: {g.name} = {g.empty}")
        out += _docstring(g.doc, i1)
    out.append("")
    params = [f"{g.attr}: {g.name} = {g.empty}" for g in groups]
    out += _call("def __init__(", ["self", *params], ") -> None:", i1)
    out.append(f"{i2}# Written out (not generated by `dataclass`): the compiled build runs it in C.")
    out += [f'{i2}object.__setattr__(self, "{g.attr}", {g.attr})' for g in groups]
    out.append("")
    out += _call("def evolve(", ["self", "*", *(_evolve_param(f) for f in record.fields)],
                 f") -> {name}:", i1)
    out.append(f'{i2}"""A copy with the given values of its groups\' fields: None keeps a value (`KEEP`')
    out.append(f'{i2}does for a field that may be None); a group given none of its fields is kept."""')
    for g in groups:
        out.append(f"{i2}{g.attr} = self.{g.attr}")
        out += _condition([_touched(f) for f in g.fields], " or", i2)
        out += _call(f"{g.attr} = {g.attr}.evolve(", [f"{f.name}={f.name}" for f in g.fields], ")",
                     i3)
    out += _call(f"return {name}(", [g.attr for g in groups], ")", i2)
    out.append("")
    out.append(f"{i1}def is_empty(self) -> bool:")
    out.append(f'{i2}"""True if every field of every group has its default."""')
    out += constructors.wrap("return (", [f"self.{g.attr}.is_empty()" for g in groups], ")", i2,
                             joiner=" and")
    per_turn = [g for g in groups if g.per_turn]
    if record.new_turn and per_turn:
        out.append("")
        out.append(f"{i1}def new_turn(self) -> {name}:")
        out.append(f'{i2}"""This record with its per-turn groups (every field `Seen.PER_TURN`) reset."""')
        out += _condition([f"self.{g.attr}.is_empty()" for g in per_turn], " and", i2)
        out.append(f"{i3}return self")
        out += _call(f"return {name}(", [g.empty if g in per_turn else f"self.{g.attr}"
                                        for g in groups], ")", i2)
    return out


def render_groups(record: Record) -> list[str]:
    """The generated classes of a grouped record's groups, each with its empty value (at
    module level, before the record's class)."""
    out: list[str] = []
    for g in record.groups:
        body = render(_D.Record(g.name, g.fields))
        doc = f"{g.doc} Declared in `dgsim.dominion.declared` (`{record.name}.{g.attr}`)."
        out += ["", "", "@dataclass(frozen=True, slots=True, init=False)", f"class {g.name}:",
                *_docstring(doc, INDENT), "", *body, "", "",
                f"{g.empty}: Final = {g.name}()", f'"""The empty `{g.name}`."""']
    return [*out, "", ""]


_FIELDS: Final = {"DominionState": STATE, "PlayerState": PLAYER}


def render_copy(copy: Copy) -> list[str]:
    """The generated lines of one hot copy: a keyword function that calls the constructor with
    every field in order (a `PlayerState`'s counters made with `counters` when it names any)."""
    fields = {f.name: f for f in _FIELDS[copy.record]}
    moved = {f.name: f for f in COUNTERS} if copy.record == "PlayerState" else {}
    unknown = [n for n in copy.fields if n not in fields and n not in moved]
    if unknown:
        raise ValueError(f"{copy.name}: {copy.record} has no field {unknown[0]!r}")
    params = [f"{n}: {(fields.get(n) or moved[n]).type}" for n in copy.fields]
    out = _call(f"def {copy.name}(", ["old: " + copy.record, "/", "*", *params],
                f") -> {copy.record}:", "")
    out += _docstring(copy.doc, INDENT)
    args = []
    counts = [n for n in copy.fields if n in moved]
    for name in fields:
        if name in copy.fields:
            args.append(name)
        elif name == "counters" and counts:
            args.append("counters(" + ", ".join(n if n in copy.fields else f"c.{n}" for n in moved) + ")")
        else:
            args.append(f"old.{name}")
    if counts and len(counts) < len(moved):
        out.append(f"{INDENT}c = old.counters")
    out += _call(f"return {copy.record}(", args, ")", INDENT)
    return out


def render_copies(record: str) -> list[str]:
    """The generated lines of the hot copies (`COPIES`) of ``record``, at module level."""
    out: list[str] = []
    for copy in COPIES:
        if copy.record == record:
            out += ["", "", *render_copy(copy)]
    return [*out, "", ""]


def _init_params(cls: StateClass) -> list[str]:
    params = [_param(f) for f in cls.fields]
    return [*params, "*", *(_param(k) for m in cls.moved for k in m.names)]


def _merges(cls: StateClass, indent: str) -> list[str]:
    out: list[str] = []
    for m in cls.moved:
        out += _any([f"{k.name} is not None" for k in m.names], indent, "if ", ":")
        out += _call(f"{m.into} = {m.merge}(", [m.into, *(k.name for k in m.names)], ")",
                     indent + INDENT)
    return out


def render_state_class(cls: StateClass) -> list[str]:
    """The generated constructor and ``__reduce__`` of a state class (in its class body)."""
    i1, i2 = INDENT, INDENT * 2
    out = _call("def __init__(", ["self", *_init_params(cls)], ") -> None:", i1)
    out.append(f"{i2}# Written out (not generated by `dataclass`): the compiled build runs it in C.")
    out += _merges(cls, i2)
    out += [f'{i2}object.__setattr__(self, "{f.name}", {f.name})' for f in cls.fields]
    out.append("")
    out.append(f"{i1}def __reduce__(self) -> tuple[type[{cls.name}], tuple[object, ...]]:")
    out += _call(f"return {cls.name}, (", [f"self.{f.name}" for f in cls.fields], ")", i2)
    return out


def render_pure() -> list[str]:
    """The pure build's open twins, field protocols and constructors of the state classes
    (`dgsim/dominion/_pure.py`)."""
    i1 = INDENT
    out: list[str] = []
    for cls in reversed(STATE_CLASSES):
        base = f"({cls.base})" if cls.base else ""
        out += ["", "", f"class {cls.twin}{base}:",
                f'{i1}"""`{cls.name}`\'s layout without its frozen ``__setattr__``: seen only inside '
                "its constructor.\"\"\"", "", f"{i1}__slots__ = ("]
        out += [f'{i1 * 2}"{name}",' for name in sorted(f.name for f in cls.fields)]
        out += [f"{i1})", "", "", f"class {cls.protocol}(Protocol):",
                f'{i1}"""The fields the constructor stores (the open twin\'s slots, as mypy sees '
                'them)."""', ""]
        out += [f"{i1}{f.name}: {f.type}" for f in cls.fields]
    for cls in reversed(STATE_CLASSES):
        out += ["", ""]
        out += _call(f"def {cls.pure_init}(", [f"self: {cls.protocol}", *_init_params(cls)],
                     ") -> None:", "")
        out.append(f'{i1}"""`{cls.name}.__init__` of the pure build (``self`` is a new `{cls.name}`)."""')
        out += _merges(cls, i1)
        out.append(f'{i1}_set_class(self, "__class__", {cls.twin})')
        out += [f"{i1}self.{f.name} = {f.name}" for f in cls.fields]
        out.append(f'{i1}_set_class(self, "__class__", {cls.name})')
    return [*out, "", ""]


def begin(name: str, indent: str = INDENT) -> str:
    """The first line of ``name``'s generated region."""
    return f"{indent}# @generated begin {name}: `make generate` from dgsim/dominion/declared.py"


def end(name: str, indent: str = INDENT) -> str:
    """The last line of ``name``'s generated region."""
    return f"{indent}# @generated end {name}"


def regions() -> list[tuple[str, str, list[str]]]:
    """Each region the declarations give: its name, its markers' indent, its lines."""
    out = [(f"{r.name} groups", "", render_groups(r)) for r in RECORDS if r.groups]
    out += [(r.name, INDENT, render(r)) for r in RECORDS]
    out += [(f"{c.name}.__init__", INDENT, render_state_class(c)) for c in STATE_CLASSES]
    out += [("copies", "", render_copies("DominionState")),
            ("seat copies", "", render_copies("PlayerState"))]
    return out


def regenerate(text: str) -> str:
    """``text`` with every region it holds rewritten (a file may hold any of them).

    :raises ValueError: if a region's end marker is missing or before its begin.
    """
    lines = text.split("\n")
    for name, indent, body in regions():
        first, last = begin(name, indent), end(name, indent)
        if first not in lines:
            continue
        a = lines.index(first)
        if last not in lines[a:]:
            raise ValueError(f"the generated region {name} has no end: add the line {last.strip()!r}")
        lines[a + 1:lines.index(last, a)] = body
    return "\n".join(lines)


def regenerate_all(texts: dict[Path, str]) -> dict[Path, str]:
    """Each of ``texts`` (the files of `TARGETS`) with its regions rewritten.

    :raises ValueError: if a region is in none of the files, or in more than one.
    """
    for name, indent, _ in regions():
        first, last = begin(name, indent), end(name, indent)
        homes = [path for path, text in texts.items() if first in text.split("\n")]
        if len(homes) != 1:
            files = ", ".join(p.name for p in texts)
            where = "none" if not homes else ", ".join(p.name for p in homes)
            raise ValueError(f"no generated region for {name} in exactly one of {files} (found in "
                             f"{where}): add the lines {first.strip()!r} and {last.strip()!r} "
                             "where it belongs")
    return {path: regenerate(text) for path, text in texts.items()}


def engine_modules() -> list[Path]:
    """The engine's modules whose records get generated constructors (`_build.constructors`):
    `dgsim/core` and `dgsim/dominion`, not the card sets (their records are plain dataclasses)."""
    found = [*sorted((ROOT / "dgsim" / "core").glob("*.py")),
             *sorted((ROOT / "dgsim" / "dominion").glob("*.py"))]
    return [p for p in found if p.name != "_pure.py"]


def outputs() -> dict[Path, tuple[str, str]]:
    """Each file the generator writes: its text now and as the declarations give it."""
    out: dict[Path, tuple[str, str]] = {}
    texts = {path: path.read_text() for path in TARGETS}
    regenerated = regenerate_all(texts)
    for path in [*TARGETS, *engine_modules()]:
        if path in out:
            continue
        text = texts[path] if path in texts else path.read_text()
        out[path] = (text, constructors.regenerate(regenerated.get(path, text)))
    pure = PURE.read_text()
    out[PURE] = (pure, regenerate_pure(pure))
    return out


def regenerate_pure(text: str) -> str:
    """``text`` (the source of `_pure.py`) with its ``pure twins`` region rewritten.

    :raises ValueError: if the region's markers are missing.
    """
    lines = text.split("\n")
    first, last = begin("pure twins", ""), end("pure twins", "")
    if first not in lines or last not in lines:
        raise ValueError(f"no generated region for pure twins in {PURE.name}: add the lines "
                         f"{first!r} and {last!r} where it belongs")
    a = lines.index(first)
    lines[a + 1:lines.index(last, a)] = render_pure()
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Rewrite the regions (``--check``: say which files differ and exit 1 instead)."""
    parser = argparse.ArgumentParser(prog="python -m _build.generate", description=__doc__)
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the generated code is out of date")
    args = parser.parse_args(argv)
    stale = {path: new for path, (text, new) in outputs().items() if new != text}
    if not stale:
        print("generated code: up to date")
        return 0
    for path, new in stale.items():
        name = path.relative_to(ROOT)
        if args.check:
            print(f"{name}: out of date; run `make generate`", file=sys.stderr)
        else:
            path.write_text(new)
            print(f"{name}: regenerated")
    return 1 if args.check else 0


if __name__ == "__main__":
    sys.exit(main())
