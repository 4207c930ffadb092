"""The main window: the table, the action panel, the dealer's log and the menus.

The window only shows things and reports what the player asks for (signals);
the game controller (studdesk.app) decides what happens.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.variants import VARIANTS
from studdesk.ui.action_panel import ActionPanel
from studdesk.ui.assets import app_icon
from studdesk.ui.hand_log import HandLog
from studdesk.ui.help_text import about_text, rules_text
from studdesk.ui.languages import LiveTexts
from studdesk.ui.opaque_text import WINDOW_BACKGROUND
from studdesk.ui.palettes import Choice, PaletteKeeper
from studdesk.ui.practice_menu import PracticeMenu
from studdesk.ui.remembered import TabMemory, restore_layout
from studdesk.ui.scene.director import AnimationDirector
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.shortcuts import PANEL_KEYS, RESERVED_KEY, bindings, help_html
from studdesk.ui.side_overlay import COMPACT_WIDTH, OtherDocks, SideOverlay
from studdesk.ui.sound_cues import Cue, Sound
from studdesk.ui.sounds import SoundPlayer
from studdesk.ui.table_reader import TableReader
from studdesk.ui.table_toast import PausedBanner, TableToast
from studdesk.ui.table_view import TableView
from studdesk.ui.theme import Theme
from studdesk.ui.timings import Timings
from studdesk.ui.tournament_panel import TournamentPanel
from studdesk.wording import translatable, translate
from studdesk.wording.dialogs import practice_window_title, rules_menu_item, tournament_window_title
from studdesk.wording.speech import table_spoken
from studdesk.wording.table import log_tab, paused_status, standings_tab
from studdesk.wording.variants import game_name

#: the window size the panel, log and standings are drawn for at their plain size
BASE_SIZE = (1280, 800)
MAX_UI_SCALE = 2.0
LOG_WIDTH = 250


def ui_scale(width: int, height: int) -> float:
    """How much the text round the table grows in a big window: like the table, within limits."""
    grow = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    return round(max(1.0, min(MAX_UI_SCALE, grow)), 2)


class MainWindow(QMainWindow):
    new_game_requested = Signal()
    new_sng_requested = Signal()
    resume_requested = Signal()
    finished_requested = Signal()
    settings_requested = Signal()
    history_requested = Signal()
    #: Bigger or Smaller text: the text size setting's step up (+1) or down (-1)
    text_size_step = Signal(int)
    pause_toggled = Signal(bool)
    #: the text round the table grew or shrank with the window (the docks follow)
    ui_scale_changed = Signal(float)
    #: the window is closing: stop the engine thread now
    closing = Signal()
    #: the table was painted for the first time (what waits for it, e.g. the sounds, may load)
    first_painted = Signal()

    def __init__(self, theme: Theme | None = None, timings: Timings | None = None) -> None:
        super().__init__()
        self.setWindowTitle("StudDesk")
        #: the menus' and docks' labels, shown again in a new language (`changeEvent`)
        self.texts = LiveTexts("MainWindow")
        self.setWindowIcon(app_icon())
        self.scene = TableScene(theme or Theme())
        self.view = TableView(self.scene, keep_readable=True)
        self.panel = ActionPanel()
        self.log = HandLog()
        self.director = AnimationDirector(self.scene, timings or Timings(), self)
        self.sounds = SoundPlayer(self)
        self.director.cue.connect(self.sounds.play)
        self.variant_key = "stud"
        #: the sit-and-go being played (its title), None at a practice table
        self.tournament_title: str | None = None
        self.view.viewport().installEventFilter(self)

        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.panel)
        self.setCentralWidget(central)

        self.log_dock = QDockWidget(self)
        self.texts.show(self.log_dock.setWindowTitle, translatable("MainWindow", "Dealer's log"))
        self.log_dock.setObjectName("HandLogDock")
        self.log_dock.setWidget(self.log)
        self.log_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.resizeDocks([self.log_dock], [LOG_WIDTH], Qt.Orientation.Horizontal)
        self.ui_scale = 1.0
        #: the text size setting (1 = 100 %), on top of `ui_scale`
        self.text_size = 1.0
        self.palettes = PaletteKeeper(self)
        #: each dialog's last tab (the settings file keeps it between runs)
        self.tab_memory = TabMemory(self)
        # a sit-and-go's level and standings, above the log; shown while a tournament is played
        self.tournament = TournamentPanel()
        self.tournament_dock = QDockWidget(self)
        self.texts.show(self.tournament_dock.setWindowTitle, translatable("MainWindow", "Tournament"))
        self.tournament_dock.setObjectName("TournamentDock")
        self.tournament_dock.setWidget(self.tournament)
        self.tournament_dock.setFeatures(self.log_dock.features())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tournament_dock)
        self.splitDockWidget(self.tournament_dock, self.log_dock, Qt.Orientation.Vertical)
        self.tournament_dock.hide()
        self.toast = TableToast(self.view)
        self.paused_banner = PausedBanner(self.view)
        # a narrow window: the log and the standings go over the table's side (see side_overlay)
        self.side = SideOverlay(self.view)
        self.other_docks = OtherDocks(self, self.side, (self.log_dock, self.tournament_dock))
        self.compact = False
        #: what the player wants beside the table (the docks' state, kept while in compact mode)
        self._log_wanted = True
        self._standings_wanted = False
        self._standings_rows = 0
        #: the dock layout just before the window narrowed (what is remembered while narrow)
        self._wide_state: QByteArray | None = None

        self.paused_label = QLabel("")
        self.paused_label.setObjectName("PausedLabel")
        self.statusBar().addPermanentWidget(self.paused_label)
        self._build_menus()
        self._show_rules_item()

        self.view.clicked.connect(self.director.skip)
        self.director.events_shown.connect(self.log.show_events)
        #: Space by default (rebindable); Esc always skips too
        self.skip_shortcut = QShortcut(self)
        for skip in (self.skip_shortcut, QShortcut(QKeySequence(RESERVED_KEY), self)):
            skip.activated.connect(self.director.skip)
        self.shortcut_keys: dict[str, QKeySequence] = {}
        self.apply_shortcuts({})
        self._make_accessible()
        self._style(1.0)
        # the height from the table's readable minimum (TableView), the panel and the bars, set
        # once: a minimum that changed after showing would be handed to the platform again
        self.setMinimumSize(800, max(500, self.minimumSizeHint().height()))

    # ----------------------------------------------------------------- menus

    def _build_menus(self) -> None:
        game = self._menu(translatable("MainWindow", "&Game"))
        game.setToolTipsVisible(True)
        self.new_game_action = self._action(
            game, translatable("MainWindow", "&New practice game"), "Ctrl+N", self.new_game_requested.emit
        )
        self.new_sng_action = self._action(
            game, translatable("MainWindow", "New &sit-and-go…"), "Ctrl+T", self.new_sng_requested.emit
        )
        self.resume_action = self._action(
            game, translatable("MainWindow", "&Continue a saved game…"), None, self.resume_requested.emit
        )
        self.finished_action = self._action(
            game, translatable("MainWindow", "&Finished tournaments…"), None, self.finished_requested.emit
        )
        self.history_action = self._action(
            game, translatable("MainWindow", "Hand &history…"), "Ctrl+H", self.history_requested.emit
        )
        self.texts.show(
            self.history_action.setToolTip,
            translatable("MainWindow", "Every hand played: replay them, statistics and charts, PHH files"),
        )
        game.addSeparator()
        self.pause_action = self._action(game, translatable("MainWindow", "&Pause"), "P", None)
        self.pause_action.setCheckable(True)
        self.pause_action.toggled.connect(self._on_pause)
        self.settings_action = self._action(
            game, translatable("MainWindow", "&Settings…"), "Ctrl+,", self.settings_requested.emit
        )
        game.addSeparator()
        quit_action = self._action(game, translatable("MainWindow", "&Quit"), "Ctrl+Q", self.close)

        self.practice_menu = PracticeMenu(self)
        self.menuBar().addMenu(self.practice_menu)

        view = self._menu(translatable("MainWindow", "&View"))
        self.view_menu = view  # others add their entries here (found by name it would be English)
        view.setToolTipsVisible(True)
        # not the docks' own toggles: in a narrow window these open the overlay instead
        self.log_action = self._action(view, translatable("MainWindow", "&Dealer's log"), "Ctrl+L", None)
        self.log_action.setCheckable(True)
        self.log_action.setChecked(True)
        self.log_action.triggered.connect(self._on_log_action)
        self.standings_action = self._action(
            view, translatable("MainWindow", "&Tournament standings"), None, None
        )
        self.standings_action.setCheckable(True)
        self.standings_action.triggered.connect(self._on_standings_action)
        self.log_dock.toggleViewAction().toggled.connect(self._on_log_dock_shown)
        self.tournament_dock.toggleViewAction().toggled.connect(self._on_standings_dock_shown)
        self.side.shown.connect(self._sync_panel_actions)
        self.side.tabs.currentChanged.connect(self._sync_panel_actions)
        view.addSeparator()
        bigger = self._action(
            view, translatable("MainWindow", "&Bigger text"), None, lambda: self.text_size_step.emit(1)
        )
        smaller = self._action(
            view, translatable("MainWindow", "S&maller text"), None, lambda: self.text_size_step.emit(-1)
        )

        help_menu = self._menu(translatable("MainWindow", "&Help"))
        self.help_menu = help_menu
        self.rules_action = self._action(help_menu, "", "F1", self.show_rules)
        self._action(help_menu, translatable("MainWindow", "&Keyboard shortcuts"), None, self.show_shortcuts)
        self._action(help_menu, translatable("MainWindow", "&About StudDesk"), None, self.show_about)
        #: the menu entries whose keys the player may change (ui.shortcuts names them)
        self.commands: dict[str, QAction] = {
            "pause": self.pause_action,
            "new_game": self.new_game_action,
            "new_sng": self.new_sng_action,
            "settings": self.settings_action,
            "history": self.history_action,
            "text_bigger": bigger,
            "text_smaller": smaller,
            "dealer_log": self.log_action,
            "rules": self.rules_action,
            "quit": quit_action,
        }

    def _menu(self, title: str) -> QMenu:
        menu = self.menuBar().addMenu("")
        self.texts.show(menu.setTitle, title)
        return menu

    def apply_shortcuts(self, changed: Mapping[str, str]) -> None:
        """The keys the player chose (settings: command name -> key), the usual ones elsewhere."""
        keys = bindings(changed)
        self.shortcut_keys = keys
        for name, action in self.commands.items():
            action.setShortcut(keys[name])
        self.skip_shortcut.setKey(keys["skip"])
        self.panel.bind_keys({panel_key: keys[name] for panel_key, name in PANEL_KEYS.items()})

    def _make_accessible(self) -> None:
        """Names a screen reader says; the table is read out as text (`speak_table`) and, thing by
        thing, through stand-ins over it (`ui.table_reader`)."""
        self.view.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it, so it can be read
        self.view.setAccessibleName(self.tr("Table"))
        self.panel.tab_after = self.view  # Tab: the table, the action buttons, then the log
        self.log.setAccessibleName(self.tr("Dealer's log"))
        self.tournament.setAccessibleName(self.tr("Tournament standings"))
        self.director.events_shown.connect(self.speak_table)
        self.speak_table()
        # the pot, the seats and each card, reached with the arrow keys from the table
        self.reader = TableReader(self.view, self.scene)
        for shown in (self.director.events_shown, self.director.batch_finished):
            shown.connect(self.reader.refresh_soon)
        self.director.idle.connect(self.reader.catch_up)  # before the pacer hands the turn over
        self.reader.refresh()

    @Slot()
    def speak_table(self) -> None:
        """The pot, the street and the player's own cards, as the table's accessible description."""
        scene = self.scene
        mine = [(item.card, item.up) for item in scene.cards.get(scene.viewer, []) if item.card is not None]
        text = table_spoken(scene.street_name, scene.pot_amount, mine)
        if text != self.view.accessibleDescription():
            self.view.setAccessibleDescription(text)

    def _action(self, menu: QMenu, text: str, key: str | None, slot: object) -> QAction:
        """A menu entry; `text` is marked `translatable("MainWindow", ...)` and follows the language."""
        action = QAction(self)
        if text:
            self.texts.show(action.setText, text)
        if key:
            action.setShortcut(QKeySequence(key))
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # ------------------------------------------------------------- showing

    def set_variant(self, key: str) -> None:
        self.variant_key = key
        self._show_rules_item()
        self._show_title()

    def set_tournament(self, title: str | None) -> None:
        """A sit-and-go (its title) is played now, or None: a practice table. The window says which."""
        self.tournament_title = title
        self._show_title()
        self._sync_panel_actions()

    def _show_rules_item(self) -> None:
        self.rules_action.setText(rules_menu_item(game_name(VARIANTS[self.variant_key])))

    def _show_title(self) -> None:
        game = game_name(VARIANTS[self.variant_key])
        if self.tournament_title is None:
            self.setWindowTitle(practice_window_title(game))
        else:
            self.setWindowTitle(tournament_window_title(self.tournament_title, game))

    def set_theme(self, theme: Theme) -> None:
        self.scene.set_theme(theme)

    def restore_layout(self, state: str | None, tabs: Mapping[str, int]) -> None:
        """The docks where they were left (call it once every dock exists), and the dialogs' last
        tabs. Whether a dock shows stays the program's choice (the standings with a sit-and-go,
        the aids with their settings), except the dealer's log, which the player opens and closes.
        (A narrow window puts them back in its overlay.)"""
        compact = self.compact
        self.set_compact(False)
        hidden = {dock: dock.isHidden() for dock in self.findChildren(QDockWidget)}
        restore_layout(self, state)
        for dock, was_hidden in hidden.items():
            if dock is not self.log_dock:
                dock.setHidden(was_hidden)
        self.tab_memory.load(tabs)
        self.set_compact(compact)

    def layout_state(self) -> QByteArray:
        """The dock layout to remember: in a narrow window, the one it had before it narrowed
        (the docks it hid there are not closed by the player)."""
        if self.compact and self._wide_state is not None:
            return self._wide_state
        return self.saveState()

    def set_appearance(self, palette: Choice, text_size_percent: int) -> None:
        """The application's light or dark colours and the text size, applied at once."""
        self.palettes.apply(palette)
        old = self.ui_scale * self.text_size
        self.text_size = text_size_percent / 100
        if self.ui_scale * self.text_size != old:
            self._scale_text(old)

    def show_tournament_dock(self, rows: int) -> None:
        """Show the standings above the log, tall enough for every entrant's line (in a
        narrow window: as a tab of the overlay, opened by the player)."""
        self._standings_wanted, self._standings_rows = True, rows
        if self.compact:
            self.side.add(self.tournament, standings_tab)
            return
        self.tournament_dock.show()

        QTimer.singleShot(0, self, self._fit_standings)  # once laid out: sizes asked before are not kept

    @Slot()
    def _fit_standings(self) -> None:
        """The standings dock as wide as the text needs and tall enough for every entrant's line."""
        if self.compact or self.tournament_dock.isHidden():
            return
        s = self.ui_scale
        width = max(
            self.tournament.minimumWidth(), min(round(300 * s), max(round(LOG_WIDTH * s), self.width() // 4))
        )
        self.resizeDocks([self.tournament_dock], [width], Qt.Orientation.Horizontal)
        title_bar = max(0, self.tournament_dock.height() - self.tournament.height())
        wanted = self.tournament.wanted_height(self._standings_rows, width) + title_bar
        total = self.log_dock.height() + self.tournament_dock.height()
        self.resizeDocks(
            [self.tournament_dock, self.log_dock],
            [wanted, max(120, total - wanted)],
            Qt.Orientation.Vertical,
        )

    def hide_tournament_dock(self) -> None:
        """No standings: a practice table."""
        self._standings_wanted = False
        self._dock_again(self.tournament, self.tournament_dock)
        self.tournament_dock.hide()
        self._sync_panel_actions()

    # ------------------------------------------------------------- a narrow window

    def set_compact(self, compact: bool) -> None:
        """Narrow window: the log and the standings leave their docks for the overlay, and back."""
        if compact == self.compact:
            return
        self.compact = compact
        if compact:
            self._wide_state = self.saveState()
            self._undock(self.log, self.log_dock, log_tab)
            if self.tournament_title is not None:
                self._undock(self.tournament, self.tournament_dock, standings_tab)
            self.other_docks.enter_compact()
        else:
            self.other_docks.leave_compact()
            self._dock_again(self.log, self.log_dock)
            self._dock_again(self.tournament, self.tournament_dock)
            self.log_dock.setVisible(self._log_wanted)
            if self._standings_wanted and self.tournament_title is not None:
                self.show_tournament_dock(self._standings_rows)
            # the docks come back at their plain width, not at whatever the narrow window left them
            width = round(LOG_WIDTH * self.ui_scale)
            QTimer.singleShot(
                0, self, lambda: self.resizeDocks([self.log_dock], [width], Qt.Orientation.Horizontal)
            )
        self.side.set_active(compact)
        self._sync_panel_actions()

    def _undock(self, widget: QWidget, dock: QDockWidget, title: Callable[[], str]) -> None:
        dock.setWidget(None)  # type: ignore[arg-type]  # Qt takes nullptr: no widget
        dock.hide()
        self.side.add(widget, title)

    def _dock_again(self, widget: QWidget, dock: QDockWidget) -> None:
        if self.side.holds(widget):
            self.side.take(widget)
            dock.setWidget(widget)

    @Slot(bool)
    def _on_log_action(self, checked: bool) -> None:
        if self.compact:
            self.side.toggle_tab(self.log)
        else:
            self.log_dock.setVisible(checked)

    @Slot(bool)
    def _on_standings_action(self, checked: bool) -> None:
        if self.compact:
            self.side.toggle_tab(self.tournament)
        elif self.tournament_title is not None:
            if checked:
                self.show_tournament_dock(self._standings_rows)
            else:
                self.tournament_dock.hide()
        self._sync_panel_actions()

    @Slot(bool)
    def _on_log_dock_shown(self, shown: bool) -> None:
        if not self.compact:  # the player closed or opened the dock (compact mode hides it itself)
            self._log_wanted = shown
            self._sync_panel_actions()

    @Slot(bool)
    def _on_standings_dock_shown(self, shown: bool) -> None:
        if not self.compact and self.tournament_title is not None:
            self._standings_wanted = shown
            self._sync_panel_actions()

    @Slot()
    def _sync_panel_actions(self) -> None:
        """The View menu's check marks say what the player sees: a dock, or the overlay's tab."""
        if self.compact:
            self.log_action.setChecked(self.side.showing(self.log))
            self.standings_action.setChecked(self.side.showing(self.tournament))
        else:
            self.log_action.setChecked(not self.log_dock.isHidden())
            self.standings_action.setChecked(not self.tournament_dock.isHidden())
        self.standings_action.setEnabled(self.tournament_title is not None)

    def notify(self, text: str, ms: int = 6000) -> None:
        self.statusBar().showMessage(text, ms)

    def show_message(self, title: str, html: str) -> QMessageBox:
        """A non-blocking message box (the game goes on behind it)."""
        box = QMessageBox(self)
        box.setWindowTitle(title)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(html)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    @Slot()
    def show_rules(self) -> None:
        self.show_message(translate("MainWindow", "Rules"), rules_text(self.variant_key))

    @Slot()
    def show_shortcuts(self) -> None:
        self.show_message(self.tr("Keyboard shortcuts"), help_html(self.shortcut_keys))

    @Slot()
    def show_about(self) -> QMessageBox:
        box = self.show_message(translate("MainWindow", "About StudDesk"), about_text())
        box.setIconPixmap(app_icon().pixmap(64, 64))
        return box

    def set_sound(self, enabled: bool, volume_percent: int) -> None:
        self.sounds.set_levels(enabled, volume_percent)

    @Slot()
    def your_turn(self) -> None:
        """The player's buttons are up: a chime, and the taskbar asks for attention if the
        window is not the active one (a timer-less alert: until the player comes back)."""
        self.sounds.play(Cue(Sound.YOUR_TURN))
        if not self.isActiveWindow():
            QApplication.alert(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Show every label in the language just installed (`ui.languages`): menus, docks, panels, table."""
        self.texts.retranslate()
        self._show_title()
        self._show_rules_item()
        self.paused_label.setText(paused_status() if self.pause_action.isChecked() else "")
        self.practice_menu.retranslate()
        self.panel.retranslate()
        self.tournament.retranslate()
        self.paused_banner.retranslate()
        self.side.retranslate()
        self.scene.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint and watched is self.view.viewport():
            self.view.viewport().removeEventFilter(self)
            self.first_painted.emit()
        return False

    @Slot(bool)
    def _on_pause(self, paused: bool) -> None:
        self.paused_label.setText(paused_status() if paused else "")
        self.paused_banner.set_paused(paused)
        self.panel.set_paused(paused)
        self.pause_toggled.emit(paused)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.set_compact(event.size().width() < COMPACT_WIDTH)
        scale = ui_scale(event.size().width(), event.size().height())
        if scale != self.ui_scale:
            self.set_ui_scale(scale)

    def set_ui_scale(self, scale: float) -> None:
        """Scale the action panel, the log, the standings and the dock titles (the table scales itself)."""
        old = self.ui_scale * self.text_size
        self.ui_scale = scale
        self._scale_text(old)

    def _scale_text(self, old: float) -> None:
        scale = self.ui_scale * self.text_size
        self._style(scale)
        font = QFont(QApplication.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        self.toast.setFont(font)
        self.paused_banner.set_scale(scale)
        self.side.set_scale(scale)
        self.panel.set_scale(scale)
        self.log.set_scale(scale)
        self.tournament.set_scale(scale)
        self.ui_scale_changed.emit(scale)

        def widen() -> None:  # the docks widen in step, so the bigger text wraps no more than before
            docks = [d for d in (self.log_dock, self.tournament_dock) if not d.isHidden()]
            if docks:
                width = round(max(d.width() for d in docks) * scale / old)
                self.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)
            self._fit_standings()  # the bigger text needs more height too

        QTimer.singleShot(0, self, widen)  # once laid out: sizes asked before that are not kept

    def _style(self, scale: float) -> None:
        # a style sheet's font beats setFont, so the size for the scale goes into the sheet
        size = f"font-size: {QApplication.font().pointSizeF() * scale:.1f}pt;"
        self.setStyleSheet(
            f"QMainWindow {{ background: {WINDOW_BACKGROUND}; }}"
            f"QDockWidget {{ color: #d8dee4; font-weight: bold; {size} }}"
            "QDockWidget::title { background: #22262c; padding: 4px 8px; }"
            f"QStatusBar {{ color: #c9d1d9; background: #1f2329; {size} }}"
            f"QStatusBar QLabel {{ color: #c9d1d9; {size} }}"
            f"QStatusBar #PausedLabel {{ color: #f5d76e; font-weight: bold; {size} }}"
            f"QMenuBar {{ {size} }}"
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.closing.emit()
        super().closeEvent(event)
