"""The dealer's log and the standings over the table's right side, for a small window.

Beside the table the docks take a third of a narrow window and the table's
text shrinks below reading size. Below COMPACT_WIDTH the main window moves
their contents here instead: a "☰ Log" button in the table's top right corner
opens them as tabs over the right side of the felt, and closes them again.
Docks others add to the window (the practice aids) go the same way (`OtherDocks`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QAbstractScrollArea, QDockWidget, QMainWindow, QTabWidget, QToolButton, QWidget

from studdesk.ui.opaque_text import WINDOW_BACKGROUND, set_backdrop
from studdesk.ui.viewport_watch import viewport_resizes
from studdesk.wording.table import side_panel_button, side_panel_tip

#: a window narrower than this shows the log and the standings over the table, not beside it
COMPACT_WIDTH = 1000
#: the overlay's share of the table's width at most, and its width in pixels at most (plain size)
MAX_SHARE = 0.46
MAX_WIDTH = 340
_MARGIN = 6
_BACKGROUND = "#15181c"


class SideOverlay(QObject):
    """The toggle button and the tabbed panel it opens, both on the view's viewport."""

    #: the panel was opened or closed (the menu's check marks follow)
    shown = Signal(bool)

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self._port = view.viewport()
        self.scale = 1.0
        self._titles: dict[QWidget, Callable[[], str]] = {}
        self.tabs = QTabWidget(self._port)
        self.tabs.setObjectName("SideOverlay")
        self.tabs.setDocumentMode(True)
        # opaque, beside the tabs too: the sheet's background is drawn only with this attribute
        self.tabs.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.tabs.hide()
        self.button = QToolButton(self._port)
        self.button.setObjectName("SideOverlayButton")
        self.button.setText(side_panel_button())
        self.button.setToolTip(side_panel_tip())
        self.button.setCheckable(True)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.toggled.connect(self.set_open)
        self.button.hide()
        viewport_resizes(view).resized.connect(self._place)
        self.set_scale(1.0)

    def retranslate(self) -> None:
        self.button.setText(side_panel_button())
        self.button.setToolTip(side_panel_tip())
        for widget, title in self._titles.items():
            index = self.tabs.indexOf(widget)
            if index >= 0:
                self.tabs.setTabText(index, title())
        self._place()

    # ------------------------------------------------------------------ content

    def add(self, widget: QWidget, title: Callable[[], str]) -> None:
        """Take `widget` (out of its dock) as a tab named `title()` (again on a change of
        language); a widget already here keeps its place."""
        self._titles[widget] = title
        if self.tabs.indexOf(widget) < 0:
            self.tabs.addTab(widget, title())
            set_backdrop(widget, _BACKGROUND)  # its scroll bar lies over the tabs' background now
            widget.show()

    def take(self, widget: QWidget) -> None:
        """Give `widget` back (its dock takes it again); one not here is left alone."""
        index = self.tabs.indexOf(widget)
        if index >= 0:
            self.tabs.removeTab(index)
            set_backdrop(widget, WINDOW_BACKGROUND)  # back in its dock
        if not self.tabs.count():
            self.set_open(False)

    def holds(self, widget: QWidget) -> bool:
        return self.tabs.indexOf(widget) >= 0

    # ------------------------------------------------------------------ showing

    def set_active(self, active: bool) -> None:
        """Compact mode on or off: the button is there only while the overlay is in use."""
        self.button.setVisible(active)
        if not active:
            self.set_open(False)
        self._place()

    def is_open(self) -> bool:
        return not self.tabs.isHidden()

    @Slot(bool)
    def set_open(self, open_: bool) -> None:
        open_ = open_ and self.tabs.count() > 0
        if open_ == self.is_open():
            self.button.setChecked(open_)
            return
        self.tabs.setVisible(open_)
        self.button.setChecked(open_)
        if open_:
            self._place()
            self.tabs.raise_()
            self.button.raise_()
        self.shown.emit(open_)

    def show_tab(self, widget: QWidget) -> None:
        """Open the panel at `widget`'s tab."""
        index = self.tabs.indexOf(widget)
        if index >= 0:
            self.tabs.setCurrentIndex(index)
            self.set_open(True)

    def showing(self, widget: QWidget) -> bool:
        return self.is_open() and self.tabs.currentWidget() is widget

    def toggle_tab(self, widget: QWidget) -> None:
        """Close the panel if it shows `widget`'s tab, else open it there."""
        if self.showing(widget):
            self.set_open(False)
        else:
            self.show_tab(widget)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        size = f"font-size: {9.0 * scale:.1f}pt;"
        self.button.setStyleSheet(
            "#SideOverlayButton { background: rgba(16, 18, 22, 215); color: #f5d76e; font-weight: bold;"
            f" border: 1px solid #5b6670; border-radius: {round(6 * scale)}px;"
            f" padding: {round(4 * scale)}px {round(10 * scale)}px; {size} }}"
            "#SideOverlayButton:checked { background: #2f5f8c; color: white; }"
        )
        self.tabs.setStyleSheet(
            f"#SideOverlay {{ background: rgba(16, 18, 22, 215); }}"
            f"#SideOverlay > QStackedWidget {{ background: {_BACKGROUND}; border: 1px solid #5b6670; }}"
            f"QTabBar::tab {{ background: #22262c; color: #d8dee4; padding: {round(4 * scale)}px"
            f" {round(10 * scale)}px; {size} }}"
            "QTabBar::tab:selected { background: #2f5f8c; color: white; font-weight: bold; }"
        )
        self._place()

    def _place(self) -> None:
        port = self._port
        margin = round(_MARGIN * self.scale)
        self.button.adjustSize()
        self.button.move(port.width() - self.button.width() - margin, margin)
        top = self.button.y() + self.button.height() + margin
        width = min(round(port.width() * MAX_SHARE), round(MAX_WIDTH * self.scale))
        height = max(0, port.height() - top - margin)
        self.tabs.setGeometry(port.width() - width - margin, top, width, height)


class OtherDocks(QObject):
    """Docks added to the window from outside (the practice aids): in compact mode they go
    over the table as tabs too, and come back as their owners last wanted them.

    In compact mode an owner says `set_wanted` instead of showing or hiding its dock (the
    dock stays hidden); a Show of the dock (its View-menu toggle) opens its tab instead.
    """

    def __init__(self, window: QMainWindow, overlay: SideOverlay, own: tuple[QDockWidget, ...]) -> None:
        super().__init__(window)
        self.window = window
        self.overlay = overlay
        self.own = own
        #: dock -> its widget, while the overlay holds it; and whether its owner wants it shown
        self.taken: dict[QDockWidget, QWidget] = {}
        self.wanted: dict[QDockWidget, bool] = {}

    def docks(self) -> list[QDockWidget]:
        docks = self.window.findChildren(QDockWidget)
        return [d for d in docks if d not in self.own and d.widget() is not None]

    def enter_compact(self) -> None:
        for dock in self.docks():
            widget = dock.widget()
            self.taken[dock], self.wanted[dock] = widget, not dock.isHidden()
            dock.setWidget(None)  # type: ignore[arg-type]  # Qt takes nullptr: no widget
            dock.hide()
            if self.wanted[dock]:
                self.overlay.add(widget, dock.windowTitle)
            dock.installEventFilter(self)

    def leave_compact(self) -> None:
        for dock, widget in self.taken.items():
            dock.removeEventFilter(self)
            self.overlay.take(widget)
            dock.setWidget(widget)
            dock.setVisible(self.wanted[dock])
        self.taken.clear()

    def set_wanted(self, dock: QDockWidget, wanted: bool) -> None:
        """In compact mode, what an owner says instead of showing or hiding its (hidden) dock:
        its tab comes or goes, and the dock comes back so in a wide window."""
        widget = self.taken.get(dock)
        if widget is None:
            return
        self.wanted[dock] = wanted
        if wanted:
            self.overlay.add(widget, dock.windowTitle)
        else:
            self.overlay.take(widget)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        # the dock's own View-menu toggle showed it: its tab opens instead
        if event.type() == QEvent.Type.Show and isinstance(watched, QDockWidget) and watched in self.taken:
            self.set_wanted(watched, True)
            self.overlay.show_tab(self.taken[watched])
            QTimer.singleShot(0, watched, watched.hide)  # over the table, not beside it
        return False
