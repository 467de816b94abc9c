"""The engine's errors, and the "did you mean" hint that error messages about names carry."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Final

__all__ = ["InvalidActionError", "close_names", "did_you_mean", "error_line"]


class InvalidActionError(ValueError):
    """An action, choice or step that the current state does not allow.

    Raised before anything changes: the state, generator or history it was
    asked of stays exactly as it was.

    >>> issubclass(InvalidActionError, ValueError)
    True
    """


def close_names(name: str, known: Iterable[str], n: int = 3) -> list[str]:
    """The names of ``known`` closest to a misspelt ``name`` (case, spaces and punctuation aside),
    best first; at most ``n``, none when nothing is close.

    >>> close_names("Kings Court", ["King's Court", "Courtyard", "Smithy"])
    ["King's Court"]
    >>> close_names("smithy-bn", ["smithy-bm", "bigmoney", "smithy-endgame"])
    ['smithy-bm']
    """
    by_key: dict[str, str] = {}
    for known_name in known:
        by_key.setdefault(_key(known_name), known_name)
    wanted = _key(name)
    matcher = difflib.SequenceMatcher()
    matcher.set_seq2(wanted)
    scored: list[tuple[float, str]] = []
    for key, known_name in by_key.items():
        matcher.set_seq1(key)
        ratio = matcher.ratio()
        if ratio >= _CUTOFF:
            scored.append((ratio, known_name))
    scored.sort(key=lambda rk: -rk[0])
    # only the names about as close as the closest (Villag: Village, not Native Village)
    return [k for r, k in scored[:n] if r >= scored[0][0] - _BAND]


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """``"; did you mean X?"`` (or ``"X or Y"``) for the known names close to ``name``, else ``""``:
    the tail of a one-line error about an unknown name.

    >>> "unknown agent 'bmu2'" + did_you_mean("bmu2", ["bmu", "bigmoney"])
    "unknown agent 'bmu2'; did you mean bmu?"
    >>> did_you_mean("zzz", ["bmu"])
    ''
    """
    close = close_names(name, known)
    if not close:
        return ""
    return "; did you mean " + (close[0] if len(close) == 1
                                else ", ".join(close[:-1]) + " or " + close[-1]) + "?"


_CUTOFF: Final = 0.6
_BAND: Final = 0.1


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def error_line(exc: BaseException) -> str:
    """The message of ``exc`` as one plain line for a user: no quotes added, no line breaks.

    ``str()`` of a `KeyError` is the repr of its message (quoted, with escaped quotes
    inside); this gives the message itself.

    >>> print(error_line(KeyError("no card named 'Kings Court'; did you mean King's Court?")))
    no card named 'Kings Court'; did you mean King's Court?
    >>> error_line(ValueError("two\\nlines"))
    'two lines'
    """
    text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
    return " ".join(text.split()) or type(exc).__name__
