"""The dark text panes beside the table (the dealer's log, the practice aids) are repainted alone: a
new line or figure repaints their viewport, not the dock, its title bar and the window behind it
(issue 12: the GUI thread's CPU per frame), and they keep their colours."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from studdesk.play.aids import AidsWanted
from studdesk.ui.aids_dock import AidsUi
from studdesk.ui.main_window import MainWindow


class Painted(QObject):
    """Counts the paint events the watched widgets get."""

    def __init__(self, *widgets: QWidget) -> None:
        super().__init__()
        self.widgets = widgets
        self.count = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def settle(qtbot: QtBot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


def test_a_new_line_in_the_log_or_the_aids_repaints_the_text_not_the_dock_behind_it(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    ui = AidsUi(window)
    ui.show_dock(True)
    ui.panel.set_wanted(AidsWanted(odds=True))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    for line in range(40):  # more than the log shows: it scrolls
        window.log.note(f"line {line}")
    settle(qtbot)
    behind = Painted(window, window.log_dock, ui.dock)
    text = Painted(window.log.viewport(), ui.panel.viewport())
    ui.panel.computing(1, hero_turn=False)
    ui.panel.viewport().update()
    settle(qtbot)
    assert text.count >= 1 and behind.count == 0
    window.log.viewport().update()
    settle(qtbot)
    assert text.count >= 2 and behind.count == 0


def test_the_text_panes_keep_their_colours(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    ui = AidsUi(window)
    for pane in (window.log, ui.panel):
        pane.resize(200, 100)
        image = pane.viewport().grab().toImage()
        assert image.pixelColor(150, 90) == QColor("#15181c")
        assert pane.palette().text().color() == QColor("#d8dee4")
        assert pane.frameWidth() == 0


def test_the_scroll_bars_fill_in_what_lies_behind_them_and_repaint_alone(qtbot: QtBot) -> None:
    """A text pane's scroll bar is drawn over what lies behind it: it fills that in itself (the
    window's background in a dock, the tabs' over the table), so Qt repaints it alone, not the dock
    and its title bar behind it (issue 12)."""

    from studdesk.ui.opaque_text import WINDOW_BACKGROUND
    from studdesk.ui.side_overlay import _BACKGROUND as OVERLAY_BACKGROUND

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    for line in range(60):
        window.log.note(f"line {line}")
    settle(qtbot)
    bar = window.log.verticalScrollBar()
    assert bar.isVisible() and bar.autoFillBackground()
    assert bar.palette().color(bar.backgroundRole()) == QColor(WINDOW_BACKGROUND)
    behind = Painted(window, window.log_dock)
    painted = Painted(bar)
    bar.update()
    settle(qtbot)
    assert painted.count >= 1 and behind.count == 0
    window.side.add(window.log, lambda: "Log")  # over the table (a narrow window)
    assert bar.palette().color(bar.backgroundRole()) == QColor(OVERLAY_BACKGROUND)
    window.side.take(window.log)
    assert bar.palette().color(bar.backgroundRole()) == QColor(WINDOW_BACKGROUND)
