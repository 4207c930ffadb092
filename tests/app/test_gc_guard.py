"""The GUI-thread collector gives automatic collection back as it found it at start."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from studdesk.app.gc_guard import GuiThreadCollector


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
