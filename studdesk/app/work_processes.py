"""Whether the built-in bots and the coach work in processes of their own (issue 12).

In a process of their own (`bots.hosted`, `app.coach_process`), the Hard bots'
and the coach's simulations never hold the GIL the GUI thread needs. But the
app then has four busy threads of work (the GUI's, the engine's, the bots' and
the coach's), and on a machine with fewer cores than that the GUI process's
threads wait for a core instead of for the GIL. Measured on two cores
(`benchmarks/bench_startup.py --only stalls`, alternated with the work in
threads): the longest stall was no shorter (in it, the other threads used 9 ms
of CPU while the GUI thread waited 34), and the start-up took about 560 ms more
CPU and the three processes about 216 MB more memory. So the processes are used
only where there are cores for them.
"""

from __future__ import annotations

import os

#: the GUI's, the engine's, the bots' and the coach's work each on a core of its own
CORES_FOR_PROCESSES = 4


def processes_pay(cores: int | None = None) -> bool:
    """Whether this machine has the cores for the bots and the coach to work in processes."""
    available = cores if cores is not None else _usable_cores()
    return available >= CORES_FOR_PROCESSES


def _usable_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))  # what this process may use (a container, taskset)
    except (AttributeError, OSError):  # not on every platform
        return os.cpu_count() or 1
