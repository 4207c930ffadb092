"""What the GUI thread was doing during its longest gap (for `bench_startup.py --only stalls`).

A gap is the time between two ticks of the stall run's 1 ms timer. For the longest
one this tells apart what the app did from what the machine did to it:

- GUI CPU: the GUI thread's own work (slots, painting, a garbage collection);
- waiting for a core: runnable but not running (another program, or our own
  threads, kept both cores busy): from Linux's /proc/thread-self/schedstat;
- blocked: the rest, asleep: waiting for the GIL held by another thread (or by a
  thread the system preempted while holding it), a lock, or the disk (an fsync);
- the host's steal in it (Linux, /proc/stat, both cores together, in 10 ms steps): on a
  virtual machine, time the host ran something else on our cores, which the split above
  cannot tell from the app's own (up to 70 ms in one gap seen on a loaded host), and the
  longest gap with none of it;
- how often the GUI thread went to sleep in it (voluntary context switches): one
  long sleep is one long hold of the GIL (or a lock) elsewhere, dozens are a convoy
  (the GUI thread taking the GIL again for each Python call Qt makes, each time
  waiting for another thread to hand it over);
- the garbage collections that overlapped it, and, with `sample=True`, the Python
  stack of the GUI thread that a sampling thread saw most often during it, the CPU
  each other thread of the process used in it (Linux), and the stacks the sampler
  saw those threads at (a thread that held the GIL through a long C call is seen at
  the line that made it, once it let go).
"""

from __future__ import annotations

import gc
import os
import resource
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

#: the unit of /proc/stat's times (USER_HZ)
_TICKS_PER_S = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

#: a gap is sampled once it is this old (seconds), every SAMPLE_EVERY seconds
SAMPLE_AFTER = 0.010
SAMPLE_EVERY = 0.002


@dataclass
class Gap:
    start: float = 0.0
    end: float = 0.0
    cpu_ms: float = 0.0
    core_wait_ms: float = 0.0
    #: the GUI thread's voluntary context switches in the gap (its sleeps: GIL, locks, the disk)
    sleeps: int = 0
    #: CPU ms of each other thread in the gap, by name (with `sample`, on Linux)
    threads: dict[str, float] = field(default_factory=dict)
    #: ms the host took the machine's cores in the gap (steal: both cores together, 10 ms steps)
    steal_ms: float = 0.0

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
    #: the longest gap in which the host took nothing of the machine's cores (no steal)
    longest_unstolen: Gap = field(default_factory=Gap)
    _ticks: int = 0
    _last: tuple[float, int, int] = (0.0, 0, 0)
    _last_sleeps: int = 0
    _last_steal: float = 0.0
    #: the other threads' schedstat files (tid -> (name, fd)) and their last CPU ns
    _tasks: dict[int, tuple[str, int]] = field(default_factory=dict)
    _task_cpu: dict[int, int] = field(default_factory=dict)
    _gcs: list[tuple[float, float, int]] = field(default_factory=list)
    _gc_started: dict[int, float] = field(default_factory=dict)
    _stacks: list[tuple[float, tuple[str, ...]]] = field(default_factory=list)
    #: the other threads' stacks seen during long gaps: (time, thread name, stack)
    _other_stacks: list[tuple[float, str, tuple[str, ...]]] = field(default_factory=list)
    _running: bool = True

    def __post_init__(self) -> None:
        self._main = threading.get_ident()
        try:
            self._stat: Any = open("/proc/thread-self/schedstat", "rb", buffering=0)  # noqa: SIM115
        except OSError:  # not Linux: the split into CPU and waits is left out
            self._stat = None
        try:
            self._proc_stat: int | None = os.open("/proc/stat", os.O_RDONLY)
        except OSError:
            self._proc_stat = None
        self._last = (time.perf_counter(), *self._sched())
        self._last_sleeps = self._sleeps()
        self._last_steal = self._steal()
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

    def _steal(self) -> float:
        """ms the host has taken the machine's cores since it started (all cores), or zero."""
        if self._proc_stat is None:
            return 0.0
        fields = os.pread(self._proc_stat, 256, 0).split(b"\n", 1)[0].split()
        return int(fields[8]) * 1000 / _TICKS_PER_S if len(fields) > 8 else 0.0

    @staticmethod
    def _sleeps() -> int:
        return resource.getrusage(resource.RUSAGE_THREAD).ru_nvcsw

    def _refresh_tasks(self) -> None:
        """Open the schedstat of every thread of the process but the GUI thread's."""
        names = {t.native_id: t.name for t in threading.enumerate()}
        me = threading.get_native_id()
        try:
            tids = [int(t) for t in os.listdir("/proc/self/task")]
        except OSError:
            return
        for tid in tids:
            if tid == me or tid in self._tasks:
                continue
            try:
                fd = os.open(f"/proc/self/task/{tid}/schedstat", os.O_RDONLY)
                with open(f"/proc/self/task/{tid}/comm") as comm:
                    name = names.get(tid) or comm.read().strip()
            except OSError:
                continue
            self._tasks[tid] = (f"{name} ({tid})", fd)

    def _task_deltas(self) -> dict[str, float]:
        """CPU ms of every other thread since the last tick, by name."""
        deltas: dict[str, float] = {}
        for tid, (name, fd) in list(self._tasks.items()):
            try:
                cpu = int(os.pread(fd, 64, 0).split()[0])
            except (OSError, IndexError, ValueError):  # the thread ended
                os.close(fd)
                del self._tasks[tid]
                continue
            before = self._task_cpu.get(tid, cpu)
            self._task_cpu[tid] = cpu
            if cpu > before:
                deltas[name] = (cpu - before) / 1e6
        return deltas

    def tick(self) -> None:
        """Called by the GUI thread at each tick of the timer."""
        now, run, wait = time.perf_counter(), *self._sched()
        sleeps = self._sleeps()
        steal = self._steal()
        self._ticks += 1
        threads: dict[str, float] = {}
        if self.sample and self._stat is not None:
            if self._ticks % 200 == 1:
                self._refresh_tasks()
            threads = self._task_deltas()
        if self._ticks > self.skip:
            gap = Gap(
                self._last[0],
                now,
                (run - self._last[1]) / 1e6,
                (wait - self._last[2]) / 1e6,
                sleeps - self._last_sleeps,
                threads,
                steal - self._last_steal,
            )
            if gap.ms > self.longest.ms:
                self.longest = gap
            if gap.steal_ms == 0 and gap.ms > self.longest_unstolen.ms:
                self.longest_unstolen = gap
            if gap.ms - gap.core_wait_ms > self.longest_own.ms - self.longest_own.core_wait_ms:
                self.longest_own = gap
        self._last = (now, run, wait)
        self._last_sleeps = sleeps
        self._last_steal = steal

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
                names = {t.ident: t.name for t in threading.enumerate()}
                me = threading.get_ident()
                for ident, frame in sys._current_frames().items():
                    if ident == me:
                        continue
                    stack = _stack(frame, 4 if ident == self._main else 6)
                    if ident == self._main:
                        self._stacks.append((now, stack))
                    else:
                        self._other_stacks.append((now, names.get(ident, str(ident)), stack))

    def close(self) -> str:
        """Stop watching; what the longest gap was made of, in a few lines."""
        self._running = False
        gc.callbacks.remove(self._on_gc)
        if self._stat is not None:
            self._stat.close()
        for _name, fd in self._tasks.values():
            os.close(fd)
        if self._proc_stat is not None:
            os.close(self._proc_stat)
        gap = self.longest
        lines = [f"  longest gap: {gap.ms:.1f} ms"]
        if self._stat is not None:
            blocked = gap.ms - gap.cpu_ms - gap.core_wait_ms
            lines[0] += (
                f" = GUI CPU {gap.cpu_ms:.1f} + waiting for a core {gap.core_wait_ms:.1f}"
                f" + blocked (GIL held elsewhere, a lock, the disk) {blocked:.1f}"
            )
            lines[0] += f"; the GUI thread slept {gap.sleeps} times in it"
            if self._proc_stat is not None:
                lines[0] += f"; the host's steal in it {gap.steal_ms:.0f} ms"
            own = self.longest_own
            lines.append(
                f"  longest gap less its wait for a core: {own.ms - own.core_wait_ms:.1f} ms "
                f"(GUI CPU {own.cpu_ms:.1f}, blocked {own.ms - own.cpu_ms - own.core_wait_ms:.1f}, "
                f"{own.sleeps} sleeps)"
            )
            if self._proc_stat is not None:
                clean = self.longest_unstolen
                lines.append(
                    f"  longest gap with no steal by the host in it: {clean.ms:.1f} ms (GUI CPU "
                    f"{clean.cpu_ms:.1f} + waiting for a core {clean.core_wait_ms:.1f} + blocked "
                    f"{clean.ms - clean.cpu_ms - clean.core_wait_ms:.1f}, {clean.sleeps} sleeps)"
                )
            for which, g in (("longest", gap), ("less its wait", own)):
                busy = sorted(g.threads.items(), key=lambda item: -item[1])
                said = ", ".join(f"{name} {ms:.1f}" for name, ms in busy if ms >= 0.5)
                if said:
                    lines.append(f"    other threads' CPU ms in the {which} gap: {said}")
        for start, end, generation in self._gcs:
            if end > gap.start and start < gap.end:
                lines.append(f"    gc generation {generation} in it: {(end - start) * 1000:.1f} ms")
        seen = Counter(stack for at, stack in self._stacks if gap.start <= at <= gap.end)
        for stack, count in seen.most_common(2):
            lines.append(f"    GUI stack {count}x: " + " < ".join(stack))
        for g in (gap, self.longest_own) if self.longest_own is not gap else (gap,):
            others = Counter(
                (name, stack) for at, name, stack in self._other_stacks if g.start <= at <= g.end
            )
            for (name, stack), count in others.most_common(4):
                lines.append(f"    {name} {count}x: " + " < ".join(stack))
        return "\n".join(lines)


def _stack(frame: Any, depth: int) -> tuple[str, ...]:
    stack: list[str] = []
    while frame is not None and len(stack) < depth:
        code = frame.f_code
        stack.append(f"{code.co_filename.rsplit('/', 1)[-1]}:{frame.f_lineno} {code.co_name}")
        frame = frame.f_back
    return tuple(stack)
