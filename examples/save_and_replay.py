"""Save a game's history and replay it: step back and forward through every decision.

Run: python examples/save_and_replay.py [FILE]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from dgsim.agents import play_recorded
from dgsim.agents.bots import make_agent
from dgsim.core import History
from dgsim.dominion import new_game


def main(path: Path) -> None:
    """Record Witch BM against Big Money, save it, load it back and walk it."""
    history = play_recorded(new_game("Size Distortion", seed=5),
                            [make_agent("witch-bm"), make_agent("bigmoney")])
    history.save(path)
    loaded = History.load(path)
    assert loaded.latest == history.latest  # replaying the labels rebuilds the same states
    print(f"{len(loaded)} decisions saved to {path}; final scores "
          f"{history.latest.scores()}")
    for step in list(loaded.steps)[:6]:
        print(f"seat {step.pid}: {'; '.join(step.labels)}")
    cursor = loaded.seek(len(loaded)).back(3)  # three decisions before the end
    print(f"three decisions before the end, seat {cursor.current.waiting_for()} decides; "
          f"three forward, the game is over: {cursor.forward(3).current.game_end()}")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        main(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            main(Path(tmp) / "game.json")
