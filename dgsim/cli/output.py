"""What the ``dgsim`` commands print besides their results: a one-line failure, the progress bar.

Shared by `dgsim.cli.agents` and `dgsim.cli.bench` (and any command that plays games), so no
command imports another's private helpers.

>>> fail("simulate", "--games must be at least 1")
2
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

__all__ = ["fail", "plain_progress", "progress"]


def fail(command: str, message: str) -> int:
    """Print ``dgsim COMMAND: MESSAGE`` on stderr (one line) and return the exit status 2."""
    print(f"dgsim {command}: {message}", file=sys.stderr)
    return 2


def progress(total: int, enabled: bool) -> tuple[Callable[[int], None] | None, Callable[[], None]]:
    """A progress callback (tqdm when installed, else `plain_progress`) and its closer; no
    callback when not ``enabled`` or there is nothing to count."""
    if not enabled or total <= 0:
        return None, lambda: None
    try:
        from tqdm import tqdm
    except ImportError:
        return plain_progress(total)
    bar = tqdm(total=total, unit="game", dynamic_ncols=True, file=sys.stderr)
    return bar.update, bar.close


def plain_progress(total: int) -> tuple[Callable[[int], None], Callable[[], None]]:
    """A progress line on stderr rewritten in place (games done, games a second, time left), and
    its closer (ends the line)."""
    started = time.perf_counter()
    done = [0]

    def update(n: int) -> None:
        done[0] += n
        elapsed = time.perf_counter() - started
        rate = done[0] / elapsed if elapsed > 0 else 0.0
        eta = (total - done[0]) / rate if rate > 0 else 0.0
        print(f"\r{done[0]}/{total} games  {rate:.0f} games/s  ETA {eta:.0f}s   ", end="",
              file=sys.stderr, flush=True)

    return update, lambda: print(file=sys.stderr)
