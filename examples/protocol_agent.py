"""A Big Money agent for the dgsim JSON-lines protocol (run by ``dgsim serve --protocol jsonl``).

    dgsim serve --protocol jsonl "python examples/protocol_agent.py" "dgsim agent bigmoney"
"""

from __future__ import annotations

import sys

from dgsim.protocol.client import Request, run

WANT = (("buy Province", 8), ("buy Gold", 6), ("buy Silver", 3))


def policy(request: Request) -> str:
    """Play all treasures, buy the best money, decline what can be declined, else the first choice."""
    choices = request.choices
    if "play all treasures" in choices:
        return "play all treasures"
    for label, price in WANT:
        if label in choices and request.coins >= price:
            return label
    for label in ("end turn", "end actions", "no", "done"):
        if label in choices:
            return label
    return choices[0]


if __name__ == "__main__":
    sys.exit(run(policy))
