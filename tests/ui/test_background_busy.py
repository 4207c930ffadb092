"""`Background.busy` is over once the last job's answer reaches the GUI thread.

The trainer skips re-wording a situation while a job is "on the way" (its answer brings
words of the new language). Busy used to be the pool's thread count, which still counts
the thread for a moment after the answer arrived: on a loaded machine a language change
then left the trainer's verdict in the old language for good.
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studdesk.ui.background import Background


def test_busy_is_over_when_the_answer_arrives_though_the_thread_lingers(qtbot: QtBot) -> None:
    background = Background()
    seen: list[bool] = []
    background.done.connect(lambda _job, _answer: seen.append(background.busy))
    # the pool thread stays in its task after sending the answer, as a descheduled thread does
    background._relay.done.connect(lambda _job, _answer: time.sleep(0.3), Qt.ConnectionType.DirectConnection)
    background.run(lambda _stop: 42)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [False]
    assert background.stop()


def test_busy_while_a_later_job_waits_and_after_a_failure(qtbot: QtBot) -> None:
    background = Background()
    release = threading.Event()
    answers: list[tuple[int, bool]] = []
    background.done.connect(lambda job, _answer: answers.append((job, background.busy)))
    background.failed.connect(lambda job, _error: answers.append((job, background.busy)))

    def first(_stop: object) -> int:
        release.wait(5)
        return 1

    def second(_stop: object) -> int:
        raise ValueError("no luck")

    background.run(first)
    background.run(second)
    assert background.busy
    release.set()
    qtbot.waitUntil(lambda: len(answers) == 2)
    assert answers == [(1, True), (2, False)]  # the first answered while the second still waited
    assert not background.busy
    assert background.stop()
