"""The bots and the coach work in processes of their own only where there are cores for them
(`app.work_processes`, issue 12: on two cores the processes measured no shorter stalls, and cost
start-up CPU and memory)."""

from __future__ import annotations

import os

import pytest

from studdesk.app import work_processes
from studdesk.app.work_processes import CORES_FOR_PROCESSES, processes_pay


def test_processes_need_a_core_for_each_busy_thread() -> None:
    assert CORES_FOR_PROCESSES == 4
    assert not processes_pay(1)
    assert not processes_pay(2)
    assert not processes_pay(3)
    assert processes_pay(4)
    assert processes_pay(16)


def test_the_cores_counted_are_those_this_process_may_use(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 8)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    assert not processes_pay()  # eight in the machine, two allowed (a container, taskset)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2, 3}, raising=False)
    assert processes_pay()


def test_without_an_affinity_the_machine_s_cores_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(os, "sched_getaffinity", raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    assert processes_pay()
    monkeypatch.setattr(os, "cpu_count", lambda: None)
    assert not processes_pay()
    assert work_processes._usable_cores() == 1
