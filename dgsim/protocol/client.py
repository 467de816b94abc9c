"""Write an external agent for the dgsim JSON-lines protocol in a few lines.

>>> def policy(request: Request) -> str:
...     return request.choices[0]
>>> import io
>>> out = io.StringIO()
>>> line = '{"type":"decide","seat":0,"decision":"X","picks":[],"choices":["end turn"],"observation":{}}'
>>> run(policy, io.StringIO(line + "\\n"), out)
0
>>> out.getvalue()
'{"choose": "end turn"}\\n'
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TextIO

__all__ = ["Request", "run"]


@dataclass(frozen=True, slots=True)
class Request:
    """A ``decide`` message: whose decision, the picks so far, the next choices, what the seat sees.

    ``actions`` lists the complete continuations (labels after ``picks``) when
    the server sent them (small trees), else None. ``start`` is the game's
    ``start`` message (seats, kingdom, rules).
    """

    seat: int
    decision: str
    picks: tuple[str, ...]
    choices: tuple[str, ...]
    observation: dict[str, object]
    actions: tuple[tuple[str, ...], ...] | None = None
    start: dict[str, object] = field(default_factory=dict)

    @property
    def you(self) -> dict[str, object]:
        """The seat's own zones and counters (``observation["you"]``)."""
        you = self.observation.get("you")
        return you if isinstance(you, dict) else {}

    @property
    def coins(self) -> int:
        """Coins available to the seat now."""
        coins = self.you.get("coins", 0)
        return coins if isinstance(coins, int) else 0


Policy = Callable[[Request], "str | Sequence[str]"]
"""Returns one label (one pick) or a list of labels (the rest of the action)."""


def _request(doc: dict[str, object], start: dict[str, object]) -> Request:
    actions = doc.get("actions")
    obs = doc.get("observation")
    return Request(
        seat=int(str(doc.get("seat", 0))), decision=str(doc.get("decision", "")),
        picks=tuple(str(p) for p in _list(doc.get("picks"))),
        choices=tuple(str(c) for c in _list(doc.get("choices"))),
        observation=obs if isinstance(obs, dict) else {},
        actions=None if actions is None else tuple(tuple(str(x) for x in _list(a))
                                                   for a in _list(actions)),
        start=start)


def _list(value: object) -> list[object]:
    return value if isinstance(value, list) else []


def run(policy: Policy, stdin: TextIO | None = None, stdout: TextIO | None = None,
        on_end: Callable[[dict[str, object]], None] | None = None) -> int:
    """Answer every ``decide`` with ``policy`` until ``end`` or end of input; returns 0.

    :raises json.JSONDecodeError: on a line that is not JSON.
    """
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    start: dict[str, object] = {}
    for line in stdin:
        if not line.strip():
            continue
        doc = json.loads(line)
        if not isinstance(doc, dict):
            continue
        kind = doc.get("type")
        if kind == "start":
            start = doc
        elif kind == "decide":
            answer = policy(_request(doc, start))
            reply = {"choose": answer} if isinstance(answer, str) else {"action": list(answer)}
            stdout.write(json.dumps(reply) + "\n")
            stdout.flush()
        elif kind == "end":
            if on_end is not None:
                on_end(doc)
            return 0
    return 0
