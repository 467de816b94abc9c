"""Small second games on the dgsim core that prove the engine is generic (Goofspiel)."""

from __future__ import annotations

from dgsim.games.goofspiel import GoofspielState, new_goofspiel

__all__ = ["GoofspielState", "new_goofspiel"]
