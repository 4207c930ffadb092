"""The `studdesk` entry point and the menu wiring of the pacer and the flow."""

from __future__ import annotations

import base64
import json
import os
import struct
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from studdesk.app.main import GIL_SWITCH_INTERVAL_S, main, parse_args
from studdesk.app.pacer import Phase
from studdesk.engine.hand import GameConfig
from studdesk.engine.session import PracticeSession
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.ui.dialogs.welcome import WelcomeDialog
from studdesk.ui.main_window import MainWindow

from .driver import mostly_calls, quick_settings, start
from .test_settings_notice_language import BAD_VALUES, ENGLISH


def find_main_window() -> MainWindow | None:
    return next(
        (w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()), None
    )


def test_main_opens_a_playable_table_and_quits_cleanly(qtbot: QtBot) -> None:
    seen: dict[str, object] = {}

    def look_then_close() -> None:
        window = find_main_window()
        seen["title"] = window.windowTitle() if window else None
        seen["plates"] = len(window.scene.plates) if window else 0
        seen["welcome"] = any(
            isinstance(w, WelcomeDialog) and w.isVisible() for w in QApplication.topLevelWidgets()
        )
        if window is not None:
            window.close()

    QTimer.singleShot(800, look_then_close)
    assert main(["--seed", "3"]) == 0
    # first run: Seven Card Stud against five opponents, the welcome over the table (issue 15)
    assert seen == {"title": "StudDesk — Seven Card Stud practice table", "plates": 6, "welcome": True}
    saved = json.loads((Path(os.environ["STUDDESK_HOME"]) / "config" / "settings.json").read_text())
    assert saved["window_geometry"]  # the window's place is remembered


def test_a_corrupt_settings_file_is_reported_and_the_game_still_starts(qtbot: QtBot) -> None:
    config = Path(os.environ["STUDDESK_HOME"]) / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text("{ not json")
    seen: dict[str, object] = {}

    def look_then_close() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        seen["notice"] = boxes[0].text() if boxes else ""
        window = find_main_window()
        if window is not None:
            window.close()

    QTimer.singleShot(800, look_then_close)
    assert main([]) == 0
    assert "damaged" in str(seen["notice"])
    assert list(config.glob("settings.json.corrupt-*")) or list(config.glob("*corrupt*"))


def test_the_notice_at_start_is_in_the_language_the_damaged_file_chose(qtbot: QtBot) -> None:
    """The file says Russian and has values that cannot be used: the message box speaks Russian."""
    config = Path(os.environ["STUDDESK_HOME"]) / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps(BAD_VALUES | {"language": "ru"}))
    seen: dict[str, str] = {}

    def look_then_close() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        seen["title"] = boxes[0].windowTitle() if boxes else ""
        seen["text"] = boxes[0].text() if boxes else ""
        window = find_main_window()
        if window is not None:
            window.close()

    QTimer.singleShot(800, look_then_close)
    assert main([]) == 0
    assert seen["text"].startswith("Некоторые ваши настройки использовать нельзя")
    assert seen["title"] == "Настройки"
    assert "Время на раздумье бота: не может быть отрицательным" in seen["text"]
    assert "Для «fold» указана не клавиша" in seen["text"]
    assert not ENGLISH.findall(seen["text"].split("Исходный файл")[0]), seen["text"]


def _geometry_off_every_screen() -> str:
    """A place Qt wrote itself, moved 50,000 pixels right and down (a screen unplugged since)."""
    window = MainWindow()
    window.resize(1100, 700)
    saved = bytearray(window.saveGeometry().data())
    window.deleteLater()
    for offset in (8, 24):  # Qt 6's layout: the frame, then the normal geometry, as left-top-right-bottom
        left, top, right, bottom = struct.unpack(">4i", saved[offset : offset + 16])
        saved[offset : offset + 16] = struct.pack(
            ">4i", left + 50_000, top + 50_000, right + 50_000, bottom + 50_000
        )
    return base64.b64encode(bytes(saved)).decode("ascii")


@pytest.mark.parametrize(
    "place",
    ["not base64!", base64.b64encode(b"base64, but no window place of Qt's").decode(), "off every screen"],
    ids=["not-base64", "not-qts", "off-screen"],
)
def test_a_window_place_that_cannot_be_used_is_passed_over_without_a_notice(qtbot: QtBot, place: str) -> None:
    if place == "off every screen":
        place = _geometry_off_every_screen()
    config = Path(os.environ["STUDDESK_HOME"]) / "config"
    config.mkdir(parents=True)
    written = Settings(player_name="Ann").to_json_data() | {"window_geometry": place}
    (config / "settings.json").write_text(json.dumps(written))
    seen: dict[str, object] = {}

    def look_then_close() -> None:
        seen["boxes"] = [
            w.text() for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
        ]
        window = find_main_window()
        assert window is not None
        screen = window.screen().availableGeometry()
        seen["on screen"] = screen.intersects(window.frameGeometry())
        seen["width"] = window.width()
        window.close()

    QTimer.singleShot(800, look_then_close)
    assert main([]) == 0
    assert seen["boxes"] == [] and seen["on screen"]
    if place.startswith("AdnQyw"):  # Qt's own (its magic number): Qt moved it onto the screen
        assert seen["width"] <= QApplication.primaryScreen().availableGeometry().width()
    else:  # one Qt cannot read: the size of a first start, not whatever the widgets ask for
        assert seen["width"] == 1280
    assert list(config.iterdir()) == [config / "settings.json"]  # nothing kept aside as damaged
    saved = json.loads((config / "settings.json").read_text())
    assert saved["player_name"] == "Ann" and saved["window_geometry"] != place  # the new place


@pytest.mark.parametrize("seed", ["-1", "4294967296", "9" * 40, "1e3", "abc"])
def test_a_seed_no_save_could_keep_is_refused_before_the_window_opens(
    seed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game dealt from it would play, but its save would be set aside as damaged at the next start."""
    with pytest.raises(SystemExit) as exited:
        main(["--seed", seed])
    assert exited.value.code == 2
    assert "--seed: must be a whole number from 0 to 4,294,967,295, not " in capsys.readouterr().err
    assert find_main_window() is None


def test_the_largest_seed_deals_a_game_that_is_saved_and_resumed(tmp_path: Path) -> None:
    seed = parse_args(["--seed", "4294967295"]).seed
    session = PracticeSession(GameConfig(VARIANTS["stud"], Structure(1, 2, 5, 10)), seats=2, seed=seed)
    session.sit(0, "You", 100)
    session.sit(1, "Rocky", 100, bot="random")
    store = SaveStore(tmp_path)
    store.save_session("practice", session)
    assert store.load_session("practice").session.seed == seed


def test_settings_dialog_from_the_menu_saves_what_it_returns(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=2)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)

    def accept_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        dialog.accept()

    QTimer.singleShot(50, accept_dialog)
    driver.window.settings_action.trigger()
    assert driver.saved_settings() == driver.flow.settings.to_json_data()
    assert "next hand" in driver.window.statusBar().currentMessage()


def test_new_game_drops_the_old_hand_and_deals_a_new_one(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=2)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)
    old_session = driver.pacer.game
    driver.window.new_game_action.trigger()
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)
    assert driver.pacer.game == old_session + 1
    assert driver.pacer.last_batch is not None
    assert driver.pacer.last_batch.game == old_session + 1


def test_pause_stops_before_the_next_engine_step(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=2)
    driver.stop_after_hand_over = False
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)
    driver.window.pause_action.setChecked(True)
    for _ in range(10):  # the player may still act; the bots wait
        if driver.pacer.phase is Phase.PAUSED:
            break
        driver.clock.advance(1)
        assert driver.window.panel.choose(mostly_calls(driver.window.panel.offers))
        qtbot.waitUntil(lambda: driver.pacer.phase in (Phase.PAUSED, Phase.HUMAN_TURN), timeout=10_000)
    assert driver.pacer.phase is Phase.PAUSED
    count = len(driver.batches)
    qtbot.wait(100)
    assert len(driver.batches) == count  # nothing moves while paused
    assert "Paused" in driver.window.paused_label.text()
    driver.window.pause_action.setChecked(False)
    qtbot.waitUntil(lambda: len(driver.batches) > count, timeout=10_000)


def test_no_folder_for_the_files_is_said_in_the_systems_language(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QLocale

    from studdesk.ui import languages

    monkeypatch.setattr(languages, "system_locale", lambda: QLocale(QLocale.Language.Russian))
    monkeypatch.setenv("STUDDESK_HOME", "relative/folder")
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, title, text: shown.append((title, text)))
    assert main([]) == 1
    assert shown == [
        (
            "StudDesk не может запуститься",
            "STUDDESK_HOME должен быть абсолютным путём к папке (сейчас 'relative/folder'); "
            "укажите, например, /home/you/studdesk или удалите эту переменную",
        )
    ]


def test_the_app_hands_the_gil_over_every_tenth_of_a_millisecond(qtbot: QtBot) -> None:
    # the GUI thread waits for the GIL at every Python slot and paint while the bots or the
    # coach compute: Python's 5 ms default, and then 1 ms, made a frame's many waits add up (issue 12)
    sys.setswitchinterval(0.005)
    start(qtbot, quick_settings())
    assert sys.getswitchinterval() == pytest.approx(GIL_SWITCH_INTERVAL_S) == pytest.approx(0.0001)
