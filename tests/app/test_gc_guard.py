"""The GUI-thread collector gives automatic collection back as it found it at start, once the
threads that run our Python beside the GUI thread have ended, and only from the GUI thread."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from studdesk.app import coach_worker, settings_writer
from studdesk.app.gc_guard import BACKGROUND_THREADS, INTERVAL_MS, GuiThreadCollector
from studdesk.persistence import handstore_writer
from studdesk.persistence.settings import Settings

from .driver import quick_settings, start


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
    qtbot.waitUntil(gc.isenabled, timeout=10_000)  # at the next tick, in the GUI thread


@pytest.mark.usefixtures("restore_gc")
def test_the_state_to_restore_is_read_at_start_not_at_construction(qtbot: QtBot) -> None:
    gc.disable()
    collector = GuiThreadCollector()
    gc.enable()
    collector.start()
    collector.stop()
    qtbot.waitUntil(gc.isenabled, timeout=10_000)


@pytest.mark.usefixtures("restore_gc")
def test_a_second_start_does_not_take_its_own_disabling_for_the_users(qtbot: QtBot) -> None:
    gc.enable()
    collector = GuiThreadCollector()
    collector.start()
    collector.start()
    collector.stop()
    qtbot.waitUntil(gc.isenabled, timeout=10_000)


@pytest.mark.usefixtures("restore_gc")
def test_stop_without_start_leaves_collection_alone(qtbot: QtBot) -> None:
    gc.disable()
    GuiThreadCollector().stop()
    qtbot.wait(3 * INTERVAL_MS)
    assert not gc.isenabled()


def _busy(name: str) -> tuple[threading.Thread, threading.Event]:
    """A thread named as one of ours, working until the event is set."""
    finish = threading.Event()
    thread = threading.Thread(target=finish.wait, name=name, daemon=True)
    thread.start()
    return thread, finish


@pytest.mark.usefixtures("restore_gc")
def test_collection_stays_off_until_the_coachs_thread_has_ended(qtbot: QtBot) -> None:
    # a collection in the coach's thread would destroy Qt objects caught in cycles there
    gc.enable()
    coach, finish = _busy("studdesk-coach")
    collector = GuiThreadCollector()
    collector.start()
    collector.stop()
    qtbot.wait(3 * INTERVAL_MS)
    assert not gc.isenabled()
    finish.set()
    coach.join()
    qtbot.waitUntil(gc.isenabled, timeout=10_000)


@pytest.mark.usefixtures("restore_gc")
def test_a_table_built_while_the_last_ones_threads_end_keeps_collection_off(qtbot: QtBot) -> None:
    gc.enable()
    writer, finish = _busy("studdesk-hand-writer")
    first = GuiThreadCollector()
    first.start()
    first.stop()
    second = GuiThreadCollector()
    second.start()  # reads "disabled", but the player's "enabled" is what comes back
    finish.set()
    writer.join()
    qtbot.wait(3 * INTERVAL_MS)  # the first has let go by now
    assert not gc.isenabled()
    second.stop()
    qtbot.waitUntil(gc.isenabled, timeout=10_000)


@pytest.mark.usefixtures("restore_gc")
def test_a_collector_deleted_before_the_threads_ended_lets_go_with_the_next_table(qtbot: QtBot) -> None:
    gc.enable()
    coach, finish = _busy("studdesk-coach")
    first = GuiThreadCollector()
    first.start()
    first.stop()
    first.deleteLater()  # (a window deleted at once): its timer goes with it
    qtbot.wait(3 * INTERVAL_MS)
    finish.set()
    coach.join()
    second = GuiThreadCollector()
    second.start()
    second.stop()
    qtbot.waitUntil(gc.isenabled, timeout=10_000)


@pytest.mark.usefixtures("restore_gc")
def test_the_last_settings_are_written_with_automatic_collection_still_off(qtbot: QtBot) -> None:
    # the window's closing stops the engine thread, then writes the settings in their own thread:
    # a collection started there would destroy the closing window's Qt objects from it
    gc.enable()
    driver = start(qtbot, quick_settings(), seed=2)
    writer = driver.flow.settings_writer
    assert writer is not None
    collecting: list[bool] = []
    save = writer.store.save

    def noting(settings: Settings) -> str | None:
        collecting.append(gc.isenabled())
        return save(settings)

    writer.store.save = noting  # type: ignore[method-assign]
    driver.window.close()
    assert collecting and not any(collecting)
    qtbot.waitUntil(gc.isenabled, timeout=5000)


def test_the_threads_waited_for_are_named_as_their_makers_name_them() -> None:
    named = {coach_worker.THREAD_NAME, handstore_writer.THREAD_NAME, settings_writer.THREAD_NAME}
    assert named == BACKGROUND_THREADS
