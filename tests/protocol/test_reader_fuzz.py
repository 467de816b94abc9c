"""The protocol readers under hostile input (hypothesis): whatever an agent sends, the reader
returns data or raises the protocol's own error, never another exception.

- s-expressions (`dgsim.protocol.sexpr`): `SexprReader.feed` and `read_all` raise `SexprError`;
- JSON lines (`dgsim.protocol.jsonl.parse_reply`): `ValueError` (junk) or `InvalidActionError`
  (a label that is not offered), which the server reports as that agent's fault.

Malformed, truncated, oversized (over 1 MiB), binary and deeply nested lines are tried.
"""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dgsim import InvalidActionError
from dgsim.core import ActionGenerator
from dgsim.dominion import DominionState, new_game
from dgsim.protocol import jsonl
from dgsim.protocol.sexpr import Datum, SexprError, SexprReader, read_all, write

MIB = 1 << 20


def generator() -> ActionGenerator[DominionState]:
    state = new_game("First Game", players=2, seed=1).auto_step()
    pid = state.waiting_for()
    assert pid is not None
    return state.action_generator(pid)


GEN = generator()

symbols = st.text(alphabet="abcdefghijklmnopqrstuvwxyz-", min_size=1, max_size=8)
data: st.SearchStrategy[Datum] = st.recursive(
    symbols | st.integers(0, 10**6), lambda kids: st.lists(kids, max_size=4).map(tuple),
    max_leaves=20)

SEXPR_JUNK = st.sampled_from([b"(", b")", b"(]", b"[)", b"\"str\"", b"#t", b"'a", b"(a . b)",
                              b"\x00", b"\xff\xfe", b"; \x01 comment\n", b"#|x|#", b"((((("])
hostile_bytes = st.one_of(st.binary(max_size=300), SEXPR_JUNK,
                          st.lists(st.one_of(SEXPR_JUNK, st.binary(max_size=20)),
                                   max_size=10).map(b"".join))


def feed_all(chunks: list[bytes], reader: SexprReader | None = None) -> list[Datum]:
    reader = reader or SexprReader()
    out: list[Datum] = []
    for chunk in chunks:
        out.extend(reader.feed(chunk))
    return out


def splits(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts})
    return [data[a:b] for a, b in zip([0, *points], [*points, len(data)], strict=True)]


@settings(max_examples=300, deadline=None)
@given(hostile_bytes, st.lists(st.integers(0, 400), max_size=5))
def test_sexpr_reader_raises_only_its_error(raw: bytes, cuts: list[int]) -> None:
    try:
        out = feed_all(splits(raw, cuts))
    except SexprError:
        return
    assert all(isinstance(d, str | int | tuple) for d in out)


@given(st.text(max_size=200))
def test_read_all_raises_only_its_error(text: str) -> None:
    with contextlib.suppress(SexprError):
        read_all(text)


@given(st.lists(data, min_size=1, max_size=4), st.lists(st.integers(0, 400), max_size=5))
def test_any_split_of_valid_data_reads_back(items: list[Datum], cuts: list[int]) -> None:
    raw = "\n".join(write(d) for d in items).encode() + b"\n"
    assert feed_all(splits(raw, cuts)) == [write_read(d) for d in items]


def write_read(d: Datum) -> Datum:
    return read_all(write(d))[0]


@given(data.filter(lambda d: isinstance(d, tuple) and len(write(d)) > 2), st.data())
def test_truncated_datum_is_pending_not_an_error(datum: Datum, draw: st.DataObject) -> None:
    raw = write(datum).encode()
    cut = draw.draw(st.integers(1, len(raw) - 1))
    reader = SexprReader()
    first = reader.feed(raw[:cut])
    pending = reader.busy
    rest = reader.feed(raw[cut:])
    assert first == [] and pending
    assert rest == [write_read(datum)] and not reader.busy
    with pytest.raises(SexprError, match="unfinished"):
        read_all(raw[:cut].decode())


@pytest.mark.parametrize("raw", [
    b"(" + b"a " * MIB + b")",  # a datum over 1 MiB
    b"a" * (MIB + 10),  # an atom over 1 MiB
    b";" + b"x" * (MIB + 10),  # a comment over 1 MiB
    b"(" * 100_000,  # nested far deeper than the limit
    b"[" * 17 + b"]" * 17,
])
def test_sexpr_oversized_and_deep(raw: bytes) -> None:
    with pytest.raises(SexprError):
        feed_all([raw[i:i + 65536] for i in range(0, len(raw), 65536)])


JSON_JUNK = st.sampled_from([
    b"", b"{", b"[", b"\"", b"{\"choose\":", b"{\"action\": []}", b"{\"choose\": 5}",
    b"{\"choose\": null}", b"[1, 2]", b"{}", b"null", b"true", b"1e999999", b"1" * 5000,
    b"\xff\xfe\x00", b"\"\\ud800\"", b"{\"choose\": {\"choose\": \"buy Gold\"}}",
    b"[\"play Copper\"]", b"[\"buy Copper\", \"buy Copper\"]", b"\"buy Province\"",
    b"{\"action\": [\"play all treasures\", \"buy Silver\"]}",
])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20)
    | st.sampled_from(["play Copper", "buy Copper", "end turn", "play all treasures"]),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(
        st.sampled_from(["choose", "action", "x"]), kids, max_size=3),
    max_leaves=15)


def parse(line: bytes) -> None:
    try:
        result = jsonl.parse_reply(line, GEN)
    except (ValueError, InvalidActionError):
        return
    assert isinstance(result, ActionGenerator)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=300), JSON_JUNK,
                 json_values.map(lambda v: json.dumps(v).encode())))
def test_jsonl_reply_raises_only_protocol_errors(line: bytes) -> None:
    parse(line)


@given(json_values.map(lambda v: json.dumps(v).encode()), st.integers(1, 50))
def test_truncated_json_raises_only_protocol_errors(line: bytes, cut: int) -> None:
    parse(line[: max(0, len(line) - cut)])


@pytest.mark.parametrize("line", [
    b"[" * 100_000,  # nested far deeper than the JSON decoder's recursion limit
    b"{\"choose\":" * 100_000,
    b"[" * 100_000 + b"]" * 100_000,
    b"\"" + b"a" * (MIB + 10) + b"\"",  # a label over 1 MiB
    b"[" + b"\"end turn\"," * (MIB // 10) + b"\"end turn\"]",  # a list over 1 MiB
    b"\x00" * (MIB + 1),
])
def test_jsonl_oversized_and_deep(line: bytes) -> None:
    with pytest.raises((ValueError, InvalidActionError)):
        jsonl.parse_reply(line, GEN)


def test_deep_json_is_junk_not_a_crash() -> None:
    """It raised RecursionError, which the server does not catch (it catches ValueError)."""
    with pytest.raises(ValueError, match="nested too deeply"):
        jsonl.parse_reply(b"[" * 100_000, GEN)
