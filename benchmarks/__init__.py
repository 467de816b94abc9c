"""dgsim's benchmarks: Big Money games against pyminion 0.4.0, engine figures, memory, profiles.

Run everything with ``make bench`` (``python -m benchmarks``); see
``python -m benchmarks --help`` and docs/performance.md for the figures and
the exact commands. Timings use CPU time of the measuring process
(`time.process_time`) as well as wall time, because the machine is shared.
"""
