"""The GUI-thread collector gives automatic collection back as it found it at start, once the
threads that run our Python beside the GUI thread have ended."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from studdesk.app import coach_worker, settings_writer
from studdesk.app.gc_guard import BACKGROUND_THREADS, GuiThreadCollector
from studdesk.persistence import handstore_writer


@pytest.fixture
def restore_gc() -> Iterator[None]:
    was_enabled = gc.isenabled()
    yield
    gc.unfreeze()
    if was_enabled:
        gc.enable()
    else:
        gc.disable()


@pytest.mark.usefixtures("restore_gc")
def test_collection_is_off_while_running_and_back_on_after(qtbot: QtBot) -> None:
    gc.enable()
    collector = GuiThreadCollector()
    collector.start()
    assert not gc.isenabled()
    collector.stop()
    assert gc.isenabled()


@pytest.mark.usefixtures("restore_gc")
def test_the_state_to_restore_is_read_at_start_not_at_construction(qtbot: QtBot) -> None:
    gc.disable()
    collector = GuiThreadCollector()
    gc.enable()
    collector.start()
    collector.stop()
    assert gc.isenabled()


@pytest.mark.usefixtures("restore_gc")
def test_a_second_start_does_not_take_its_own_disabling_for_the_users(qtbot: QtBot) -> None:
    gc.enable()
    collector = GuiThreadCollector()
    collector.start()
    collector.start()
    collector.stop()
    assert gc.isenabled()


@pytest.mark.usefixtures("restore_gc")
def test_stop_without_start_leaves_collection_alone(qtbot: QtBot) -> None:
    gc.disable()
    GuiThreadCollector().stop()
    assert not gc.isenabled()


@pytest.mark.usefixtures("restore_gc")
def test_collection_stays_off_until_the_coachs_thread_has_ended(qtbot: QtBot) -> None:
    # a collection in the coach's thread would destroy Qt objects caught in cycles there
    gc.enable()
    finish = threading.Event()
    coach = threading.Thread(target=finish.wait, name="studdesk-coach", daemon=True)
    coach.start()
    collector = GuiThreadCollector()
    collector.start()
    collector.stop()
    assert not gc.isenabled()
    finish.set()
    qtbot.waitUntil(gc.isenabled, timeout=5000)


@pytest.mark.usefixtures("restore_gc")
def test_a_table_built_while_the_last_ones_threads_end_keeps_collection_off(qtbot: QtBot) -> None:
    gc.enable()
    finish = threading.Event()
    writer = threading.Thread(target=finish.wait, name="studdesk-hand-writer", daemon=True)
    writer.start()
    first = GuiThreadCollector()
    first.start()
    first.stop()
    second = GuiThreadCollector()
    second.start()  # reads "disabled", but the player's "enabled" is what comes back
    finish.set()
    writer.join()
    qtbot.wait(100)  # the first's watcher has released by now
    assert not gc.isenabled()
    second.stop()
    assert gc.isenabled()


def test_the_threads_waited_for_are_named_as_their_makers_name_them() -> None:
    named = {coach_worker.THREAD_NAME, handstore_writer.THREAD_NAME, settings_writer.THREAD_NAME}
    assert named == BACKGROUND_THREADS
