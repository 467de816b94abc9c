"""S-expressions of the CS 5965 protocol (symbols, naturals, lists): a writer and a byte-stream reader.

The writer prints like Racket's ``write`` for this subset (single spaces, no
space inside the parentheses' edges, ``(x)`` for a list of one). The reader
is incremental: feed it bytes as they arrive, in any split, and it returns
each complete top-level datum; whitespace (blank lines included) separates
nothing and is skipped, no newline is needed after a datum.

It reads what Racket's ``read`` reads and a client may write: lists in
``()``, ``[]`` or ``{}`` (each closed by its own kind), symbols, naturals,
and ``;`` comments to the end of the line (any text but control bytes).
Everything else is refused: strings, quotes, ``#`` forms (``#t``, ``#|...|#``,
``#;``), dotted pairs, bytes outside printable ASCII (outside comments),
and data or comments longer than ``max_bytes``.
"""

from __future__ import annotations

from typing import Final, TypeAlias

__all__ = ["Datum", "SexprError", "SexprReader", "read_all", "write"]

Datum: TypeAlias = "str | int | tuple[Datum, ...]"
"""A symbol (``str``), a natural number (``int``) or a list (``tuple``)."""

_WHITESPACE: Final = frozenset(" \t\r\n\f\v")
_ATOM: Final = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_+*/<>=!?.:%&~^$@")
_CLOSERS: Final = {"(": ")", "[": "]", "{": "}"}
_OPENERS: Final = {v: k for k, v in _CLOSERS.items()}
_LINE_ENDS: Final = frozenset(b"\n\r")
_TEXT_CONTROLS: Final = frozenset(b"\t\f\v")


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
    >>> r.feed(b"[buy gold] ; bought\\n")
    [('buy', 'gold')]
    """

    def __init__(self, max_bytes: int = 1 << 16, max_depth: int = 16) -> None:
        self.max_bytes = max_bytes
        self.max_depth = max_depth
        self._stack: list[list[Datum]] = []
        self._open: list[str] = []
        self._atom: list[str] = []
        self._size = 0
        self._seen = bytearray()
        self._comment: int | None = None  # bytes of the comment being skipped

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

        :raises SexprError: on a byte outside the subset, a stray or mismatched
            closer, a datum or comment longer than ``max_bytes``, or a datum
            nested deeper than ``max_depth``.
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
            if self._comment is not None:
                self._skip_comment(byte)
                continue
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
            if ch == ";":
                self._comment = 0
            elif ch in _CLOSERS:
                if not self._stack:
                    self._seen = bytearray((byte,))
                    self._size = 1
                if len(self._stack) >= self.max_depth:
                    raise SexprError(f"lists nested deeper than {self.max_depth}")
                self._stack.append([])
                self._open.append(ch)
            elif ch in _OPENERS:
                if not self._stack:
                    raise SexprError(f"'{ch}' without a matching '{_OPENERS[ch]}'")
                if self._open[-1] != _OPENERS[ch]:
                    raise SexprError(f"'{ch}' closes a '{self._open[-1]}'")
                self._open.pop()
                done = tuple(self._stack.pop())
                self._add(done, out)
            else:
                raise SexprError(f"unexpected byte {bytes((byte,))!r}")
        return out

    def _skip_comment(self, byte: int) -> None:
        """One byte of a ``;`` comment: a line end closes it; control bytes are refused."""
        assert self._comment is not None
        if byte in _LINE_ENDS:
            self._comment = None
            return
        if (byte < 32 and byte not in _TEXT_CONTROLS) or byte == 127:
            raise SexprError(f"unexpected byte {bytes((byte,))!r} in a comment")
        self._comment += 1
        if not self.busy and self._comment > self.max_bytes:
            raise SexprError(f"comment longer than {self.max_bytes} bytes")

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
