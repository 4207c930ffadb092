"""The settings are written off the GUI thread, in order, the last ones winning; closing waits for
them within a bound, and a failure reaches the player as a sentence."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studdesk.app.settings_writer import SettingsWriter
from studdesk.persistence import settings_store
from studdesk.persistence.settings import Settings
from studdesk.persistence.settings_store import SettingsStore

from .driver import quick_settings, start


class SlowDisk:
    """A store's writes held until the test lets them through, noting what ran in which thread."""

    def __init__(self, store: SettingsStore) -> None:
        self.store = store
        self.gate = threading.Event()
        self.started = threading.Event()
        self.written: list[int] = []
        self.threads: list[threading.Thread] = []
        self._save = store.save
        store.save = self.save  # type: ignore[method-assign]

    def save(self, settings: Settings) -> str | None:
        self.threads.append(threading.current_thread())
        self.started.set()
        assert self.gate.wait(10)
        self.written.append(settings.text_size)
        return self._save(settings)


def test_the_newest_settings_win_and_those_overtaken_are_never_written(tmp_path: Path) -> None:
    disk = SlowDisk(SettingsStore(tmp_path))
    writer = SettingsWriter(disk.store)
    writer.save(Settings(text_size=110))  # returns at once, though the disk holds it
    assert disk.started.wait(5)
    for size in (120, 130, 140):
        writer.save(Settings(text_size=size))
    assert not writer.flush(0.05)  # still held: the closing would give up waiting here
    disk.gate.set()
    assert writer.flush(5)
    assert disk.written == [110, 140]
    assert SettingsStore(tmp_path).load()[0].text_size == 140
    assert threading.main_thread() not in disk.threads


def test_the_writer_thread_is_waited_for_when_the_process_ends(tmp_path: Path) -> None:
    # a daemon would be cut off by the interpreter's exit, losing the final settings
    disk = SlowDisk(SettingsStore(tmp_path))
    writer = SettingsWriter(disk.store)
    writer.save(Settings())
    assert disk.started.wait(5)
    assert not disk.threads[0].daemon
    disk.gate.set()
    assert writer.flush(5)


def test_a_failed_write_is_told_to_the_player_on_the_table(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = start(qtbot, quick_settings(), seed=2)
    writer = driver.flow.settings_writer
    assert writer is not None

    def full_disk(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(settings_store, "atomic_write_bytes", full_disk)
    driver.window.commands["text_bigger"].trigger()
    qtbot.waitUntil(
        lambda: any("the disk is full" in line for line in driver.window.log.lines()), timeout=5000
    )
    assert "the disk is full" in driver.window.statusBar().currentMessage()


def test_text_size_steps_never_write_in_the_gui_thread_and_closing_writes_the_last(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(text_size=100), seed=2)
    writer = driver.flow.settings_writer
    assert writer is not None
    disk = SlowDisk(writer.store)
    for _ in range(3):
        driver.window.commands["text_bigger"].trigger()  # the disk holds every write: no wait here
    assert driver.flow.settings.text_size == 130
    disk.gate.set()
    driver.window.close()
    assert disk.written[-1] == 130 and threading.main_thread() not in disk.threads
    assert SettingsStore(disk.store.directory).load()[0].text_size == 130
