"""The s-expression reader and writer: replies with and without newlines, split anywhere, and junk."""

from __future__ import annotations

import pytest

from dgsim.protocol.sexpr import SexprError, SexprReader, read_all, write


def test_replies_without_newlines_follow_each_other() -> None:
    r = SexprReader()
    assert r.feed(b"(add copper)(add copper)(buy silver)(clean estate)") == [
        ("add", "copper"), ("add", "copper"), ("buy", "silver"), ("clean", "estate")]
    assert not r.busy


def test_replies_with_newlines_and_blank_lines() -> None:
    r = SexprReader()
    assert r.feed(b"\n\n(add copper)\n\n\r\n(buy gold)\n") == [("add", "copper"), ("buy", "gold")]


def test_a_reply_split_across_lines_and_chunks() -> None:
    r = SexprReader()
    assert r.feed(b"(act\n  cellar") == []
    assert r.busy
    assert r.feed(b"\n copper\n") == []
    assert r.feed(b"   estate)") == [("act", "cellar", "copper", "estate")]


def test_byte_by_byte() -> None:
    r = SexprReader()
    out = []
    for byte in b"((players 0-a 1-b) (coins 12))":
        out.extend(r.feed(bytes((byte,))))
    assert out == [(("players", "0-a", "1-b"), ("coins", 12))]


def test_an_atom_ends_at_a_delimiter_only() -> None:
    r = SexprReader()
    assert r.feed(b"buy") == []
    assert r.feed(b" ") == ["buy"]


@pytest.mark.parametrize("junk", [b'("add" copper)', b")", b"(add copper]", b"[add copper)", b"]",
                                  b"{buy gold]", b"#t", b"(buy \xc3\xa9)", b"'x", b"(a . b)x|",
                                  b"; a comment with a NUL \x00 byte\n", b"(add\x00copper)",
                                  b"(add copper #| block |#)", b"(add #;(x) copper)"])
def test_junk_is_an_error(junk: bytes) -> None:
    with pytest.raises(SexprError):
        SexprReader().feed(junk)


def test_too_long_and_too_deep() -> None:
    with pytest.raises(SexprError, match="longer"):
        SexprReader(max_bytes=100).feed(b"(" + b"x " * 100)
    with pytest.raises(SexprError, match="deeper"):
        SexprReader(max_depth=4).feed(b"(((((")


def test_partial_keeps_the_bytes_for_reports() -> None:
    r = SexprReader()
    r.feed(b"(add cop")
    assert r.partial == b"(add cop"


def test_writer_matches_racket_write() -> None:
    assert write(("trash",)) == "(trash)"
    assert write(("coins", 0)) == "(coins 0)"
    assert write(("a", (), ("b", ("c",)))) == "(a () (b (c)))"
    assert read_all(write(("x", 12, ("y",)))) == [("x", 12, ("y",))]


def test_comments_run_to_the_end_of_the_line() -> None:
    r = SexprReader()
    assert r.feed(b"; my client, v2\n(add copper) ; the first\n(act cellar ; discard\n estate)") == [
        ("add", "copper"), ("act", "cellar", "estate")]
    assert r.feed(b";(buy gold)\r(buy silver)") == [("buy", "silver")]
    assert not r.busy


def test_a_comment_split_across_chunks_and_with_text() -> None:
    r = SexprReader()
    assert r.feed(b"(buy ; caf") == []
    assert r.feed("é (buy gold)\n".encode()) == []  # still the comment
    assert r.feed(b" gold)") == [("buy", "gold")]
    assert r.feed(b"(add copper);") == [("add", "copper")]
    assert not r.busy


def test_brackets_are_parentheses_in_matching_pairs() -> None:
    r = SexprReader()
    assert r.feed(b"[add copper](act [cellar] estate){buy gold}") == [
        ("add", "copper"), ("act", ("cellar",), "estate"), ("buy", "gold")]
    assert read_all("[discard (estate) [copper]]") == [("discard", ("estate",), ("copper",))]


def test_mismatched_brackets_name_both() -> None:
    with pytest.raises(SexprError, match=r"'\]' closes a '\('"):
        SexprReader().feed(b"(add copper]")


def test_a_flood_of_comments_is_too_long() -> None:
    with pytest.raises(SexprError, match="comment longer"):
        SexprReader(max_bytes=100).feed(b";" + b"x" * 200)
    with pytest.raises(SexprError, match="longer"):
        SexprReader(max_bytes=100).feed(b"(add ;" + b"x" * 200)
