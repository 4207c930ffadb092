"""The practice aids in the main window: their dock, their table overlay and the Tools menu.

Added to the window from outside (`install`), so the window itself stays as it
was: a "Practice aids" dock under the dealer's log, its entry in the View menu,
and a Tools menu (the equity calculator, the third-street trainer, the memory
drill's results) before Help.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu

from studdesk.ui.aids_panel import AidsPanel
from studdesk.ui.main_window import LOG_WIDTH, MainWindow
from studdesk.ui.scene.aids_overlay import AidsOverlay
from studdesk.wording import translatable

AIDS_HEIGHT = 300


class AidsUi(QObject):
    calculator_requested = Signal()
    trainer_requested = Signal()
    drill_results_requested = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.panel = AidsPanel()
        self.dock = QDockWidget(window)
        window.texts.show(self.dock.setWindowTitle, translatable("MainWindow", "Practice aids"))
        self.dock.setObjectName("AidsDock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(window.log_dock.features())
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        window.splitDockWidget(window.log_dock, self.dock, Qt.Orientation.Vertical)
        self.dock.hide()
        self.overlay = AidsOverlay(window.scene)
        self._build_menus()

    def _build_menus(self) -> None:
        texts = self.window.texts  # shown again in the player's language when it changes
        toggle = self.dock.toggleViewAction()
        texts.show(toggle.setText, translatable("MainWindow", "&Practice aids"))
        self.window.view_menu.addAction(toggle)
        self.tools = QMenu(self.window)
        texts.show(self.tools.setTitle, translatable("MainWindow", "&Tools"))
        self.calculator_action = self._action(
            translatable("MainWindow", "Stud &equity calculator…"), self.calculator_requested
        )
        self.trainer_action = self._action(
            translatable("MainWindow", "&Third-street trainer…"), self.trainer_requested
        )
        self.drill_action = self._action(
            translatable("MainWindow", "&Memory drill results…"), self.drill_results_requested
        )
        # keys the player may change (Settings ▸ Keyboard): the window binds them with its own
        for name, action in (("aids_panel", toggle), ("equity_calculator", self.calculator_action)):
            self.window.commands[name] = action
            action.setShortcut(self.window.shortcut_keys[name])
        self.window.menuBar().insertMenu(self.window.help_menu.menuAction(), self.tools)

    def _action(self, text: str, signal: SignalInstance) -> QAction:
        action = QAction(self.window)
        self.window.texts.show(action.setText, text)
        action.triggered.connect(signal.emit)
        self.tools.addAction(action)
        return action

    def show_dock(self, on: bool) -> None:
        """Show the dock when an aid that lives in it is switched on; hide it when none is."""
        if self.window.compact:  # a narrow window: the aids are a tab over the table instead
            self.window.other_docks.set_wanted(self.dock, on)
            return
        if on == self.dock.isVisible():
            return
        self.dock.setVisible(on)
        if on:
            self.window.resizeDocks([self.dock], [AIDS_HEIGHT], Qt.Orientation.Vertical)
            self.window.resizeDocks(
                [self.dock], [max(LOG_WIDTH, self.window.log_dock.width())], Qt.Orientation.Horizontal
            )
