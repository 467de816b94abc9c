"""S-expressions of the CS 5965 protocol (symbols, naturals, lists): a writer and a byte-stream reader.

The writer prints like Racket's ``write`` for this subset (single spaces, no
space inside the parentheses' edges, ``(x)`` for a list of one). The reader
is incremental: feed it bytes as they arrive, in any split, and it returns
each complete top-level datum; whitespace (blank lines included) separates
nothing and is skipped, no newline is needed after a datum.
"""

from __future__ import annotations

from typing import Final, TypeAlias

__all__ = ["Datum", "SexprError", "SexprReader", "read_all", "write"]

Datum: TypeAlias = "str | int | tuple[Datum, ...]"
"""A symbol (``str``), a natural number (``int``) or a list (``tuple``)."""

_WHITESPACE: Final = frozenset(" \t\r\n\f\v")
_ATOM: Final = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_+*/<>=!?.:%&~^$@")


class SexprError(ValueError):
    """Bytes that are not an s-expression of the protocol's subset (junk, or too large).

    >>> issubclass(SexprError, ValueError)
    True
    """


def write(datum: Datum) -> str:
    """The text of a datum as Racket ``write`` prints it.

    >>> write(("move", ("trash",), ("coins", 3)))
    '(move (trash) (coins 3))'
    """
    if isinstance(datum, tuple):
        return "(" + " ".join(write(d) for d in datum) + ")"
    return str(datum)


def _atom(text: str) -> Datum:
    return int(text) if text.isdigit() else text


class SexprReader:
    """An incremental reader of top-level data from a byte stream.

    >>> r = SexprReader()
    >>> r.feed(b"(add copper)(add")
    [('add', 'copper')]
    >>> r.feed(b"\\n  silver)\\n")
    [('add', 'silver')]
    >>> r.busy
    False
    """

    def __init__(self, max_bytes: int = 1 << 16, max_depth: int = 16) -> None:
        self.max_bytes = max_bytes
        self.max_depth = max_depth
        self._stack: list[list[Datum]] = []
        self._atom: list[str] = []
        self._size = 0
        self._seen = bytearray()

    @property
    def busy(self) -> bool:
        """True while a datum has started but is not complete."""
        return bool(self._stack or self._atom)

    @property
    def partial(self) -> bytes:
        """The bytes of the datum being read (for fault reports)."""
        return bytes(self._seen)

    def feed(self, data: bytes) -> list[Datum]:
        """Read these bytes; return the data they complete, in order.

        :raises SexprError: on a byte outside the subset, a stray ``)``, a datum
            longer than ``max_bytes`` or nested deeper than ``max_depth``.
        """
        out: list[Datum] = []
        for byte in data:
            ch = chr(byte)
            if self.busy:
                self._size += 1
                if len(self._seen) < 200:
                    self._seen.append(byte)
                if self._size > self.max_bytes:
                    raise SexprError(f"datum longer than {self.max_bytes} bytes")
            if ch in _ATOM and byte < 128:
                if not self.busy:
                    self._seen = bytearray((byte,))
                    self._size = 1
                self._atom.append(ch)
                continue
            if self._atom:
                self._end_atom(out)
            if ch in _WHITESPACE:
                continue
            if ch == "(":
                if not self._stack:
                    self._seen = bytearray((byte,))
                    self._size = 1
                if len(self._stack) >= self.max_depth:
                    raise SexprError(f"lists nested deeper than {self.max_depth}")
                self._stack.append([])
            elif ch == ")":
                if not self._stack:
                    raise SexprError("')' without a matching '('")
                done = tuple(self._stack.pop())
                self._add(done, out)
            else:
                raise SexprError(f"unexpected byte {bytes((byte,))!r}")
        return out

    def _end_atom(self, out: list[Datum]) -> None:
        datum = _atom("".join(self._atom))
        self._atom.clear()
        self._add(datum, out)

    def _add(self, datum: Datum, out: list[Datum]) -> None:
        if self._stack:
            self._stack[-1].append(datum)
        else:
            out.append(datum)
            self._seen = bytearray()
            self._size = 0


def read_all(text: str) -> list[Datum]:
    """Every complete datum of a text (a final bare atom counts as complete).

    :raises SexprError: on junk or an unfinished list.

    >>> read_all("(a 1) b")
    [('a', 1), 'b']
    """
    reader = SexprReader(max_bytes=len(text) + 1)
    data = reader.feed(text.encode("utf-8") + b" ")
    if reader.busy:
        raise SexprError("unfinished datum at the end of the text")
    return data
