"""The engine's errors."""

from __future__ import annotations

__all__ = ["InvalidActionError"]


class InvalidActionError(ValueError):
    """An action, choice or step that the current state does not allow.

    Raised before anything changes: the state, generator or history it was
    asked of stays exactly as it was.

    >>> issubclass(InvalidActionError, ValueError)
    True
    """
