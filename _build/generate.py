"""``python -m _build.generate [--check]`` (``make generate``): write the records' generated code.

For each record declared in `dgsim.dominion.declared` (`RECORDS`), the region of its class in
``dgsim/dominion/state.py`` between ``# @generated begin <Name>`` and ``# @generated end <Name>``
is rewritten: the field declarations, the written-out constructor (mypyc compiles it to C
stores), the typed keyword copy ``evolve``, ``is_empty`` and, for records with per-turn fields,
``new_turn``; the constructors of the engine's other records, from the fields declared in
their class bodies (`_build.constructors`); and the module-level region ``copies``: the hot
path's copies of the state and of a seat (`COPIES`), keyword functions that call the
constructor with every field in order. The
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
    from dgsim.dominion.declared import Copy, Field, Record

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
TARGET: Final = ROOT / "dgsim" / "dominion" / "state.py"
WIDTH: Final = 100
INDENT: Final = "    "
FALSY: Final = frozenset({"0", "()", '""', "False", "None", "frozenset()"})


def _call(head: str, args: Sequence[str], tail: str, indent: str) -> list[str]:
    """``head`` + the comma-separated ``args`` + ``tail``, wrapped under the open parenthesis."""
    one = f"{indent}{head}{', '.join(args)}{tail}"
    if len(one) <= WIDTH:
        return [one]
    lines: list[str] = []
    line = f"{indent}{head}"
    pad = " " * len(line)
    for i, arg in enumerate(args):
        piece = arg + ("," if i < len(args) - 1 else tail)
        if line.strip() and len(line) + len(piece) + 1 > WIDTH and line != f"{indent}{head}":
            lines.append(line.rstrip())
            line = pad
        line += piece + " "
    lines.append(line.rstrip())
    return lines


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
    words = [f"{t} or" for t in tests[:-1]] + [tests[-1]]
    lines: list[str] = []
    line = f"{indent}{head}"
    pad = " " * len(line)
    for i, word in enumerate(words):
        piece = word + (tail if i == len(words) - 1 else "")
        if len(line) + len(piece) + 1 > WIDTH and line.strip() != head.strip():
            lines.append(line.rstrip())
            line = pad
        line += piece + " "
    lines.append(line.rstrip())
    return lines


def _docstring(doc: str, indent: str) -> list[str]:
    """``doc`` as a docstring at ``indent``, wrapped at `WIDTH`."""
    lines = textwrap.wrap(f'"""{doc}"""', WIDTH - len(indent))
    return [f"{indent}{line}" for line in lines]


def render(record: Record) -> list[str]:
    """The generated lines of ``record``'s class body (indented once)."""
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


def render_copies() -> list[str]:
    """The generated lines of every hot copy (`COPIES`), at module level."""
    out: list[str] = []
    for copy in COPIES:
        out += ["", "", *render_copy(copy)]
    return [*out, "", ""]


def begin(name: str, indent: str = INDENT) -> str:
    """The first line of ``name``'s generated region."""
    return f"{indent}# @generated begin {name}: `make generate` from dgsim/dominion/declared.py"


def end(name: str, indent: str = INDENT) -> str:
    """The last line of ``name``'s generated region."""
    return f"{indent}# @generated end {name}"


def regenerate(text: str) -> str:
    """``text`` (the source of `state.py`) with every record's region rewritten.

    :raises ValueError: if a record's region markers are missing or out of order.
    """
    lines = text.split("\n")
    regions = [(begin(r.name), end(r.name), render(r)) for r in RECORDS]
    regions.append((begin("copies", ""), end("copies", ""), render_copies()))
    for first, last, body in regions:
        try:
            a = lines.index(first)
            b = lines.index(last, a)
        except ValueError:
            name = first.split()[3].rstrip(":")
            raise ValueError(f"no generated region for {name} in {TARGET.name}: add the lines "
                             f"{first.strip()!r} and {last.strip()!r} where it belongs") from None
        lines[a + 1:b] = body
    return "\n".join(lines)


def engine_modules() -> list[Path]:
    """The engine's modules whose records get generated constructors (`_build.constructors`):
    `dgsim/core` and `dgsim/dominion`, not the card sets (their records are plain dataclasses)."""
    found = [*sorted((ROOT / "dgsim" / "core").glob("*.py")),
             *sorted((ROOT / "dgsim" / "dominion").glob("*.py"))]
    return [p for p in found if p.name != "_pure.py"]


def outputs() -> dict[Path, tuple[str, str]]:
    """Each file the generator writes: its text now and as the declarations give it."""
    out: dict[Path, tuple[str, str]] = {}
    for path in [TARGET, *engine_modules()]:
        if path in out:
            continue
        text = path.read_text()
        new = regenerate(text) if path == TARGET else text
        out[path] = (text, constructors.regenerate(new))
    return out


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
