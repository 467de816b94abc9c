"""Tournaments on Ray (extra ``dgsim[ray]``): chunks of games as Ray tasks, results in game order.

`run_tournament(..., backend="ray")` and ``dgsim simulate ... --backend ray [--address ADDR]``
use this module. Game ``i`` is played exactly as the local backends play it (its seed and
seating depend only on the master seed and ``i``) and the chunks' results are taken in
game order, so the table and the ``--json`` output are the same whatever the backend, the
number of workers or the size of the cluster.

Without ``address`` (and when Ray is not running yet in this process) a local Ray instance
starts with ``workers`` CPUs (default: every core); ``address="auto"`` or
``"HOST:PORT"`` joins a running cluster, whose nodes need dgsim installed. ``save_dir``
is written by whichever node plays a game: on a cluster, give a path every node shares.
"""

from __future__ import annotations

import pickle
from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dgsim.agents.tournament import GameRecord, _Job

__all__ = ["chunk_bounds", "cluster_cpus", "ray_chunks"]


def chunk_bounds(games: int, cpus: int) -> list[tuple[int, int]]:
    """The ``[start, stop)`` ranges of games, one per Ray task: about 8 tasks per CPU, 1..200 games.

    >>> chunk_bounds(10, 2)
    [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (8, 9), (9, 10)]
    >>> len(chunk_bounds(100_000, 4)), chunk_bounds(100_000, 4)[-1]
    (500, (99800, 100000))
    """
    size = max(1, min(200, games // (max(1, cpus) * 8)))
    return [(s, min(games, s + size)) for s in range(0, games, size)]


def cluster_cpus() -> int:
    """The CPUs of the Ray cluster this process is connected to."""
    import ray

    return int(ray.cluster_resources().get("CPU", 1))


_JOBS: dict[bytes, _Job] = {}
"""The job a Ray worker process unpickled last, by its pickle (one unpickling per process)."""


def _play_chunk(loads: tuple[str, ...], job: bytes, start: int,
                stop: int) -> tuple[GameRecord, ...]:
    """Play one chunk in a Ray worker: the user's ``--load`` targets first, then the job's
    agents unpickled (a class defined in a loaded file is found there)."""
    from dgsim.agents.plugin import load_all
    from dgsim.agents.tournament import _play_range

    load_all(loads)
    found = _JOBS.get(job)
    if found is None:
        _JOBS.clear()
        found = _JOBS[job] = pickle.loads(job)
    return _play_range(found, start, stop)


def ray_chunks(job: _Job, games: int, workers: int | None = None,
               address: str | None = None, loads: Sequence[str] | None = None,
               ) -> Generator[tuple[GameRecord, ...], None, None]:
    """Play ``games`` games of ``job`` as Ray tasks; yield each chunk's records in game order.

    At most ``workers`` tasks run at once (default: the cluster's CPUs). Stopping the
    iteration early (Ctrl-C) cancels the tasks not yet finished. Each task first loads
    ``loads`` (default: what ``--load`` loaded here, `loaded_targets`): on a cluster, a loaded
    file must be at the same path on every node, a module importable there.

    :raises ImportError: with a one-line hint when Ray is not installed.
    """
    try:
        import ray
        from ray import cloudpickle
    except ImportError:
        raise ImportError("--backend ray needs Ray: pip install 'dgsim[ray]'") from None
    from dgsim.agents.plugin import loaded_targets

    if not ray.is_initialized():
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address is None:
            options["num_cpus"] = workers
        ray.init(address=address, **options)
    cpus = cluster_cpus()
    limit = cpus if workers is None else max(1, workers)
    bounds = chunk_bounds(games, limit)
    task = ray.remote(num_cpus=1)(_play_chunk)
    # cloudpickle (as Ray's own puts) for functions and lambdas; unpickled by the task after the
    # user's --load targets are loaded there
    job_ref = ray.put(cloudpickle.dumps(job))
    load_ref = ray.put(tuple(loaded_targets() if loads is None else loads))
    pending: list[Any] = []
    submitted = 0
    try:
        for i in range(len(bounds)):
            while submitted < len(bounds) and submitted < i + limit:  # at most `limit` at once
                pending.append(task.remote(load_ref, job_ref, *bounds[submitted]))
                submitted += 1
            records: tuple[GameRecord, ...] = ray.get(pending[i])
            pending[i] = None  # let Ray free the result
            yield records
    finally:
        for ref in pending:
            if ref is not None:
                ray.cancel(ref)
