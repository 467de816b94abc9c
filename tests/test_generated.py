"""The records' generated code is what their declarations give (`dgsim.dominion.declared`).

``make generate`` (``python -m _build.generate``) rewrites the regions between
``# @generated begin <Name>`` and ``# @generated end <Name>`` of `dgsim/dominion/state.py`; this
fails when a declaration changed without the regions being regenerated (or a region was edited
by hand).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from _build import generate
from dgsim.dominion import declared
from dgsim.dominion.declared import Field, Group, Record, Seen
from dgsim.dominion.state import (
    KEEP,
    TABLE,
    Board,
    Counters,
    DominionState,
    PlayerMore,
    PlayerState,
    Table,
)


def test_the_generated_code_is_up_to_date() -> None:
    stale = [str(path) for path, (text, new) in generate.outputs().items() if new != text]
    assert not stale, f"run `make generate`: {stale}"
    assert len(generate.outputs()) > 10


RECORD = '''
@dataclass(frozen=True, slots=True, init=False)
class Hit:
    """A record."""

    seat: int
    card: Card | None = None
    memo: int = field(default=0, compare=False)
    cache: int = field(init=False, default=0)

    def __init__(self, seat: int, card: Card | None = None, memo: int = 0) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "memo", memo)


@dataclass(frozen=True, slots=True, init=False)
class Checked:
    seat: int

    def __init__(self, seat: int) -> None:
        if seat < 0:
            raise ValueError("no")
        object.__setattr__(self, "seat", seat)
'''


def test_a_constructor_that_only_stores_its_fields_is_generated_from_them() -> None:
    """`Hit`'s constructor becomes a generated region (a field declared `init=False` is not a
    parameter); `Checked`'s, which checks its value, stays as written; regenerating again
    changes nothing, and a new field declared in the class body reaches the constructor."""
    from _build import constructors

    once = constructors.regenerate(RECORD)
    assert once.count(constructors.BEGIN) == 1 and once.count(constructors.END) == 1
    hit = once[once.index(constructors.BEGIN):once.index(constructors.END)]
    assert "def __init__(self, seat: int, card: Card | None = None, memo: int = 0)" in hit
    assert "cache" not in hit
    assert 'raise ValueError("no")' in once[once.index("class Checked"):]
    derived = once.replace("    def __init__(self, seat: int) -> None:\n        if seat < 0:",
                           "    def __post_init__(self) -> None:\n        pass\n\n"
                           "    def __init__(self, seat: int) -> None:\n        if seat < 0:")
    assert "self.__post_init__()" not in constructors.regenerate(derived)  # hand-written stays
    post = "\n".join([
        "@dataclass(frozen=True, slots=True, init=False)", "class Derived:", "    seat: int",
        "    twice: int = field(init=False, default=0)", "", constructors.BEGIN,
        "    def __init__(self) -> None:", "        pass", constructors.END, "",
        "    def __post_init__(self) -> None:",
        '        object.__setattr__(self, "twice", 2 * self.seat)', ""])
    made = constructors.regenerate(post)  # a marked constructor calls the record's own
    assert "def __init__(self, seat: int) -> None:" in made and "self.__post_init__()" in made
    assert constructors.regenerate(once) == once
    grown = once.replace("    cache: int", "    reach: int = 3\n    cache: int")
    again = constructors.regenerate(grown)
    assert "memo: int = 0, reach: int = 3) -> None:" in again
    assert 'object.__setattr__(self, "reach", reach)' in again


@pytest.mark.parametrize(("fields", "cls"), [
    (declared.STATE, DominionState), (declared.PLAYER, PlayerState), (declared.BOARD, Board),
    (declared.COUNTERS, Counters)])
def test_every_declared_field_is_a_field_of_its_record_in_order(
        fields: tuple[Field, ...], cls: type) -> None:
    """The declarations give each record's fields in the constructor's order (the hot copies
    call it positionally)."""
    assert [f.name for f in fields] == [f.name for f in dataclasses.fields(cls)]
    assert [r.name for r in declared.RECORDS] == ["PlayerMore", "Table"]


@pytest.mark.parametrize(("groups", "cls"), [(declared.MORE_GROUPS, PlayerMore),
                                             (declared.TABLE_GROUPS, Table)])
def test_a_grouped_record_holds_its_declared_groups_in_order(
        groups: tuple[Group, ...], cls: type) -> None:
    """`PlayerMore` and `Table` hold one small record per declared group, whose fields are the
    group's in order, and whose empty value is the group's declared constant."""
    from dgsim.dominion import state

    assert [f.name for f in dataclasses.fields(cls)] == [g.attr for g in groups]
    for g in groups:
        group_cls = vars(state)[g.name]
        assert [f.name for f in dataclasses.fields(group_cls)] == [f.name for f in g.fields]
        assert vars(state)[g.empty] == group_cls() and getattr(cls(), g.attr) is vars(state)[g.empty]
    assert sum(len(g.fields) for g in groups) == len(declared.MORE if cls is PlayerMore
                                                     else declared.TABLE)


def test_every_hot_copy_is_declared_and_generated() -> None:
    """Each `_set_*` function of `state.py` is a declared copy (none is written by hand), and
    a copy naming a field its record lacks is refused."""
    from dgsim.dominion import effect, phase, seat, state

    homes = {"DominionState": state, "PlayerState": seat}
    for copy in declared.COPIES:  # each defined where its record is
        assert copy.name in vars(homes[copy.record])
    assert not {c.name for c in declared.COPIES if c.record == "DominionState"} & set(vars(seat))
    defined = {n for module in homes.values() for n in vars(module) if n.startswith("_set_")}
    assert defined | {"_end_game", "_next_turn"} == {c.name for c in declared.COPIES}
    generated = {c.name: vars(homes[c.record])[c.name] for c in declared.COPIES}
    for module in (effect, phase):  # they use the generated copies, and write none of their own
        for name, value in vars(module).items():
            if name.startswith("_set_") and callable(value) and name != "_set_class":
                assert value is generated[name], f"{module.__name__}.{name}"
    with pytest.raises(ValueError, match="_set_purse: PlayerState has no field 'purse'"):
        generate.render_copy(declared.Copy("_set_purse", "PlayerState", ("purse",), "No."))


def test_a_copy_of_some_counters_keeps_the_others() -> None:
    """A seat copy that names some of the counters builds the shared record with the others
    kept (`counters(actions, c.buys, coins, c.turns)`), and none when it names them all."""
    some = "\n".join(generate.render_copy(declared.Copy("_x", "PlayerState", ("coins",), "X.")))
    assert "c = old.counters" in some and "counters(c.actions, c.buys, coins, c.turns)" in some
    every = "\n".join(generate.render_copy(declared.Copy(
        "_y", "PlayerState", ("actions", "buys", "coins", "turns"), "Y.")))
    assert "c = old.counters" not in every and "counters(actions, buys, coins, turns)" in every


def test_a_new_field_is_one_declaration(monkeypatch: pytest.MonkeyPatch) -> None:
    """A per-turn counter added to `Table`'s group of this turn's modifiers: the generator writes
    its declaration, its constructor parameter and store, its `evolve` keyword and `is_empty`
    test in the group's class, and `Table.evolve` takes it and routes it to the group (which
    `new_turn` resets as a whole)."""
    counter = Field("villagers_used", "int", "0", Seen.PER_TURN, "Villagers spent this turn.")
    turn, *rest = declared.TABLE_GROUPS
    grown = dataclasses.replace(turn, fields=(*turn.fields, counter))
    table = Record.grouped("Table", (grown, *rest), new_turn=True)
    monkeypatch.setattr(generate, "RECORDS", (declared.RECORDS[0], table))
    new = generate.regenerate(generate.TABLE_FILE.read_text())
    groups = new[new.index(generate.begin("Table groups", "")):new.index(generate.end("Table groups", ""))]
    body = groups[groups.index("class TurnModifiers"):groups.index("NO_MODIFIERS: Final")]
    assert "    villagers_used: int = 0\n" in body
    assert '"""Villagers spent this turn."""' in body
    assert 'object.__setattr__(self, "villagers_used", villagers_used)' in body
    assert "villagers_used: int | None = None" in body
    assert "villagers_used=self.villagers_used if villagers_used is None else villagers_used" in body
    init = body[body.index("def __init__"):body.index(") -> None:")]
    assert "villagers_used: int = 0" in init
    assert "self.villagers_used" in body[body.index("def is_empty"):]
    record = new[new.index(generate.begin("Table")):new.index(generate.end("Table"))]
    evolve = record[record.index("def evolve"):record.index("def is_empty")]
    assert "villagers_used: int | None = None" in evolve and "villagers_used=villagers_used" in evolve
    assert "return Table(NO_MODIFIERS, self.order, self.tokens, self.zones)" in record
    assert generate.regenerate(new) == new  # regenerating is idempotent


def test_fields_that_may_be_none_keep_with_keep() -> None:
    busy = TABLE.evolve(possessor=1, cost_cut=2)
    assert busy.evolve(cost_cut=3).order.possessor == 1
    assert busy.evolve(possessor=None).order.possessor is None
    assert busy.evolve(possessor=KEEP) == busy
    assert busy.new_turn() == TABLE.evolve(possessor=1) and TABLE.is_empty()


def test_a_new_state_field_reaches_the_constructors_the_pickle_and_the_pure_twin(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A field added to `DominionState`'s declarations is taken by its generated constructor,
    stored, kept by ``__reduce__``, and is a slot, a protocol field and a store of the pure
    build's twin."""
    cls = declared.STATE_CLASSES[1]
    grown = dataclasses.replace(cls, fields=(*cls.fields, Field("omen", "int", "0", Seen.PUBLIC)))
    monkeypatch.setattr(generate, "STATE_CLASSES", (declared.STATE_CLASSES[0], grown))
    state = " ".join(" ".join(generate.render_state_class(grown)).split())
    assert "table: Table = TABLE, omen: int = 0, *," in state
    assert 'object.__setattr__(self, "omen", omen)' in state and "self.table, self.omen)" in state
    pure = "\n".join(generate.render_pure())
    assert '        "omen",' in pure and "    omen: int" in pure and "    self.omen = omen" in pure


def test_a_missing_region_is_named() -> None:
    """A region in none of the files (or in two) is named, with the lines to add; a region
    without its end is refused."""
    texts = {path: path.read_text() for path in generate.TARGETS}
    texts[generate.SEAT] = texts[generate.SEAT].replace(generate.begin("PlayerMore"), "", 1)
    with pytest.raises(ValueError, match="no generated region for PlayerMore in exactly one of "
                                         r"seat.py, table.py, state.py \(found in none\)"):
        generate.regenerate_all(texts)
    texts = {path: path.read_text() for path in generate.TARGETS}
    texts[generate.TABLE_FILE] += f"{generate.begin('copies', '')}\n{generate.end('copies', '')}\n"
    with pytest.raises(ValueError, match=r"copies in exactly one .* \(found in table.py, state.py\)"):
        generate.regenerate_all(texts)
    with pytest.raises(ValueError, match="the generated region copies has no end"):
        generate.regenerate(generate.begin("copies", "") + "\n")
    with pytest.raises(ValueError, match="no generated region for pure twins"):
        generate.regenerate_pure("def install() -> None:\n    pass\n")


def test_check_and_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                         capsys: pytest.CaptureFixture[str]) -> None:
    """``--check`` exits 1 on a stale file and writes nothing; without it the file is rewritten
    and then up to date."""
    files = [tmp_path / "dgsim" / "dominion" / p.name for p in generate.TARGETS]
    files[0].parent.mkdir(parents=True)
    for source, copy in zip(generate.TARGETS, files, strict=True):
        copy.write_text(source.read_text())
    target = files[0]  # seat.py
    real = target.read_text()
    stale = real.replace("    vp_tokens: int = 0\n", "", 1)
    assert stale != real
    target.write_text(stale)
    monkeypatch.setattr(generate, "TARGETS", tuple(files))
    monkeypatch.setattr(generate, "ROOT", tmp_path)
    assert generate.main(["--check"]) == 1 and target.read_text() == stale
    assert "out of date; run `make generate`" in capsys.readouterr().err
    assert generate.main([]) == 0 and target.read_text() == real
    assert "regenerated" in capsys.readouterr().out
    assert generate.main(["--check"]) == 0 and "up to date" in capsys.readouterr().out
