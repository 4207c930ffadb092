"""`follow_language`: a window words itself now and again at each change of language, and the
following keeps nothing alive."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from studdesk.ui import languages as lang
from studdesk.wording import translate


class _Window(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.titles: list[str] = []
        lang.follow_language(self, self.retranslate)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Shortcuts", "Quit"))
        self.titles.append(self.windowTitle())


def test_a_window_words_itself_now_and_at_each_change_of_language(qtbot: QtBot) -> None:
    window = _Window()
    qtbot.addWidget(window)
    assert window.titles == ["Quit"]
    lang.languages().apply("ru")  # Qt posts each window its LanguageChange
    qtbot.waitUntil(lambda: window.windowTitle() == "Выход")
    lang.languages().apply("en")
    qtbot.waitUntil(lambda: window.windowTitle() == "Quit")
    assert window.titles == ["Quit", "Выход", "Quit"]


def test_following_the_language_does_not_keep_a_closed_window_alive(qtbot: QtBot) -> None:
    window = _Window()
    gone = weakref.ref(window)
    del window
    gc.collect()
    assert gone() is None
    lang.languages().apply("bg")  # no window left to word: nothing happens
    qtbot.wait(10)
