"""64 agents over TCP at once, with hostile clients beside them, and the server's memory measured.

The server runs in this process under `tracemalloc`; the 64 agents (dgsim
bots, as ``dgsim agent --connect`` plays them) and the hostile clients run
in one other process (tests/protocol/tcp_helpers.py `swarm_main`), so the
peak measured is the server's. docs/protocol.md reports the figures.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from dgsim.protocol.server import ServeConfig
from dgsim.protocol.tcp import BUSY, TcpConfig, new_seats

from .tcp_helpers import Server, outcome, reference_games

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["bigmoney", "smithy-bm"]
GAMES = 32


def swarm(server: Server, protocol: str, hostile: bool) -> subprocess.CompletedProcess[str]:
    """Play the server's seats from another process (with hostile clients); its report."""
    job = {"port": server.port, "protocol": protocol, "hostile": hostile,
           "seats": [[s.game, s.seat, s.name, s.token] for s in server.seats]}
    # The clients are load, not code under test: not measured by coverage (traced, the 64 bots
    # in one process run several times slower, past the timeout on a busy 2-core machine).
    env = {k: v for k, v in os.environ.items() if k != "COVERAGE_PROCESS_CONFIG"}
    return subprocess.run([sys.executable, "-c",
                           "from tests.protocol.tcp_helpers import swarm_main; swarm_main()"],
                          cwd=ROOT, input=json.dumps(job), capture_output=True, text=True,
                          timeout=600, check=False, env=env)


@pytest.mark.parametrize("protocol", ["jsonl", "cs5965"])
def test_64_agents_in_32_games_with_hostile_clients_and_bounded_memory(protocol: str) -> None:
    cfg = ServeConfig(protocol=protocol, timeout=30.0)
    tracemalloc.start()
    try:
        start = time.monotonic()
        server = Server(new_seats(NAMES, GAMES), cfg, TcpConfig(handshake_timeout=2.0, max_pending=16))
        done = swarm(server, protocol, hostile=True)
        games = server.join()
        seconds = time.monotonic() - start
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert len(report["statuses"]) == 2 * GAMES and set(report["statuses"].values()) == {0}
    assert all(not g.faults and g.end == "provinces" for g in games)
    # The same games served in this process (cs5965 bots are slower: the first 8 of them).
    checked = GAMES if protocol == "jsonl" else 8
    expected = reference_games(NAMES, ServeConfig(protocol=protocol, timeout=30.0), checked)
    assert [outcome(g) for g in games[:checked]] == [outcome(g) for g in expected]
    told = report["told"]
    # Any newcomer may be told to try again while the waiting room is full; one that had sent
    # its token line before it was turned away may see the connection reset instead. On a loaded
    # machine the server may not read a newcomer's line in time: the newcomer is then dropped as
    # the oldest in a full waiting room, or told its line did not come within the handshake time.
    away = (f"refused: {BUSY}\n", "ConnectionResetError",
            "refused: dropped: too many connections waiting to present a token\n",
            "refused: no token line within 2 s\n")
    odd = [t for t in told["junk"]
           if not t.startswith('refused: the first line must be "token TOKEN"') and t not in away]
    assert odd == [], odd
    odd = [t for t in told["unknown"] if t not in ("refused: unknown token\n", *away)]
    assert odd == [], odd
    odd = [t for t in told["again"]
           if t not in ("refused: this seat is already connected (a token opens one seat, once)\n",
                        "refused: the game of this seat is over\n", *away)]
    assert odd == [], odd
    assert "refused: unknown token\n" in told["unknown"]
    assert len(told["junk"]) == len(told["unknown"]) == 16 and len(told["again"]) == GAMES // 2
    assert all(t in ("refused: no token line within 2 s\n",
                     "refused: dropped: too many connections waiting to present a token\n")
               for t in told["silent"]), told
    print(f"\n{protocol}: {2 * GAMES} agents, {GAMES} games in {seconds:.1f} s under tracemalloc; "
          f"server peak {peak / 2**20:.1f} MiB; firehose {report['firehose_bytes'] / 2**20:.1f} MiB")
    assert peak < 64 * 2**20
