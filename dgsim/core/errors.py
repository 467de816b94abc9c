"""The engine's errors."""

from __future__ import annotations

__all__ = ["InvalidActionError", "error_line"]


class InvalidActionError(ValueError):
    """An action, choice or step that the current state does not allow.

    Raised before anything changes: the state, generator or history it was
    asked of stays exactly as it was.

    >>> issubclass(InvalidActionError, ValueError)
    True
    """


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
