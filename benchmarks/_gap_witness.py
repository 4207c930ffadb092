"""What the GUI thread was doing during its longest gap (for `bench_startup.py --only stalls`).

A gap is the time between two ticks of the stall run's 1 ms timer. For the longest
one this tells apart what the app did from what the machine did to it:

- GUI CPU: the GUI thread's own work (slots, painting, a garbage collection);
- waiting for a core: runnable but not running (another program, or our own
  threads, kept both cores busy): from Linux's /proc/thread-self/schedstat;
- blocked: the rest, asleep: waiting for the GIL held by another thread (or by a
  thread the system preempted while holding it), a lock, or the disk (an fsync);
- the garbage collections that overlapped it, and, with `sample=True`, the Python
  stack of the GUI thread that a sampling thread saw most often during it.
"""

from __future__ import annotations

import gc
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

#: a gap is sampled once it is this old (seconds), every SAMPLE_EVERY seconds
SAMPLE_AFTER = 0.010
SAMPLE_EVERY = 0.002


@dataclass
class Gap:
    start: float = 0.0
    end: float = 0.0
    cpu_ms: float = 0.0
    core_wait_ms: float = 0.0

    @property
    def ms(self) -> float:
        return (self.end - self.start) * 1000


@dataclass
class GapWitness:
    sample: bool = False
    skip: int = 5  # the first ticks include building the first frame
    longest: Gap = field(default_factory=Gap)
    #: the longest gap once its wait for a core is taken off: the app's own stall on a busy machine
    longest_own: Gap = field(default_factory=Gap)
    _ticks: int = 0
    _last: tuple[float, int, int] = (0.0, 0, 0)
    _gcs: list[tuple[float, float, int]] = field(default_factory=list)
    _gc_started: dict[int, float] = field(default_factory=dict)
    _stacks: list[tuple[float, tuple[str, ...]]] = field(default_factory=list)
    _running: bool = True

    def __post_init__(self) -> None:
        self._main = threading.get_ident()
        try:
            self._stat: Any = open("/proc/thread-self/schedstat", "rb", buffering=0)  # noqa: SIM115
        except OSError:  # not Linux: the split into CPU and waits is left out
            self._stat = None
        self._last = (time.perf_counter(), *self._sched())
        gc.callbacks.append(self._on_gc)
        if self.sample:
            threading.Thread(target=self._sample, name="gap-witness", daemon=True).start()

    def _sched(self) -> tuple[int, int]:
        """(ns on a core, ns waiting for one) of the calling thread, or zeros."""
        if self._stat is None:
            return 0, 0
        self._stat.seek(0)
        run, wait, _ = self._stat.read().split()
        return int(run), int(wait)

    def tick(self) -> None:
        """Called by the GUI thread at each tick of the timer."""
        now, run, wait = time.perf_counter(), *self._sched()
        self._ticks += 1
        if self._ticks > self.skip:
            gap = Gap(self._last[0], now, (run - self._last[1]) / 1e6, (wait - self._last[2]) / 1e6)
            if gap.ms > self.longest.ms:
                self.longest = gap
            if gap.ms - gap.core_wait_ms > self.longest_own.ms - self.longest_own.core_wait_ms:
                self.longest_own = gap
        self._last = (now, run, wait)

    def _on_gc(self, phase: str, info: dict[str, int]) -> None:
        if threading.get_ident() != self._main:
            return
        if phase == "start":
            self._gc_started[info["generation"]] = time.perf_counter()
        elif (started := self._gc_started.pop(info["generation"], None)) is not None:
            self._gcs.append((started, time.perf_counter(), info["generation"]))

    def _sample(self) -> None:
        while self._running:
            time.sleep(SAMPLE_EVERY)
            now = time.perf_counter()
            if now - self._last[0] > SAMPLE_AFTER:
                frame = sys._current_frames().get(self._main)
                stack: list[str] = []
                while frame is not None and len(stack) < 4:
                    code = frame.f_code
                    stack.append(f"{code.co_filename.rsplit('/', 1)[-1]}:{frame.f_lineno} {code.co_name}")
                    frame = frame.f_back
                self._stacks.append((now, tuple(stack)))

    def close(self) -> str:
        """Stop watching; what the longest gap was made of, in a few lines."""
        self._running = False
        gc.callbacks.remove(self._on_gc)
        if self._stat is not None:
            self._stat.close()
        gap = self.longest
        lines = [f"  longest gap: {gap.ms:.1f} ms"]
        if self._stat is not None:
            blocked = gap.ms - gap.cpu_ms - gap.core_wait_ms
            lines[0] += (
                f" = GUI CPU {gap.cpu_ms:.1f} + waiting for a core {gap.core_wait_ms:.1f}"
                f" + blocked (GIL held elsewhere, a lock, the disk) {blocked:.1f}"
            )
            own = self.longest_own
            lines.append(
                f"  longest gap less its wait for a core: {own.ms - own.core_wait_ms:.1f} ms "
                f"(GUI CPU {own.cpu_ms:.1f}, blocked {own.ms - own.cpu_ms - own.core_wait_ms:.1f})"
            )
        for start, end, generation in self._gcs:
            if end > gap.start and start < gap.end:
                lines.append(f"    gc generation {generation} in it: {(end - start) * 1000:.1f} ms")
        seen = Counter(stack for at, stack in self._stacks if gap.start <= at <= gap.end)
        for stack, count in seen.most_common(2):
            lines.append(f"    GUI stack {count}x: " + " < ".join(stack))
        return "\n".join(lines)
