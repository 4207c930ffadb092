"""The replayer: a stored hand played again on the table, with the table's own scene and animations.

The window has its own `TableScene` and `AnimationDirector` (the same classes
the game's table uses) and a `ReplayCursor` (`play.replay`) that turns steps
into batches. Stepping forward animates the next action as it was seen at the
table; any other move (back, by street, to the showdown, the reveal toggle)
clears the table and rebuilds it at once from the hand's events up to the
step, with every animation at zero length. Play goes on step after step at
the chosen speed until the hand ends or the player pauses.

Below the table: each player's equity at the start of each street (worked out
in the history's worker thread and sent back with `show_equity`), and the
practice aids' review of the hand when one was kept.

Every word is set in `retranslate`, again when the player changes the language
(Qt's LanguageChange): the hand's title and review come as functions for that.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from studdesk.play.replay import ReplayCursor
from studdesk.play.replay_equity import StreetEquity
from studdesk.ui.hand_log import HandLog
from studdesk.ui.languages import follow_language
from studdesk.ui.scene.director import AnimationDirector
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.table_view import TableView
from studdesk.ui.theme import Theme
from studdesk.ui.timings import Timings
from studdesk.wording import history as words
from studdesk.wording import translatable, translate, translate_marked
from studdesk.wording.table import shown_name, street_name, street_title

#: the speeds offered (animation speed multipliers; 0: every step at once)
SPEEDS = (("½×", 0.5), ("1×", 1.0), ("2×", 2.0), ("4×", 4.0), (translatable("Replay", "No animation"), 0.0))
#: the pause between two actions while playing, at speed 1
PLAY_GAP_MS = 450
INSTANT = Timings(0.0, 0)
#: the dealer's log's usual width; wider when its title needs it (a Bulgarian title is longer)
LOG_WIDTH = 260


class ReplayWindow(QMainWindow):
    #: the equity table for this hand and knowledge is wanted: (hand id, reveal)
    equity_wanted = Signal(int, bool)

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.resize(1180, 820)
        self.scene = TableScene(theme or Theme())
        self.view = TableView(self.scene)
        self.timings = Timings(1.0, 0)
        self.director = AnimationDirector(self.scene, self.timings, self)
        self.log = HandLog()
        self.replay: ReplayCursor | None = None
        self.hand_id = 0
        self.playing = False
        self._equity: dict[bool, tuple[StreetEquity, ...]] = {}
        #: the equity tables asked of the worker for this hand (by reveal)
        self._asked: set[bool] = set()
        self._gap = QTimer(self)
        self._gap.setSingleShot(True)
        self._gap.timeout.connect(self._play_next)
        #: the hand's title and its review, worded again in another language
        self._hand_title: Callable[[], str] | None = None
        self._hand_review: Callable[[], Sequence[str] | None] = lambda: None
        self._log_sized = False

        self.title = QLabel("")
        self.title.setFont(_bold(self.font(), 1.15))
        self.position = QLabel("")
        self.reveal = QCheckBox()
        self.reveal.toggled.connect(self.set_reveal)
        self.speed = QComboBox()
        for text, value in SPEEDS:
            self.speed.addItem(text, value)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.speed_label = QLabel()
        controls = self._controls()

        self.equity_label = QLabel("")
        self.equity = QTableWidget(0, 0)
        self.equity.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.equity.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.equity.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.equity.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.review = QPlainTextEdit()
        self.review.setReadOnly(True)
        self.equity_heading = _heading()
        self.review_heading = _heading()
        below = QSplitter(Qt.Orientation.Horizontal)
        below.addWidget(_titled(self.equity_heading, self.equity_label, self.equity))
        below.addWidget(_titled(self.review_heading, None, self.review))
        below.setSizes([620, 420])

        table = QWidget()
        column = QVBoxLayout(table)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        header = QHBoxLayout()
        header.setContentsMargins(8, 4, 8, 4)
        header.addWidget(self.title, 1)
        header.addWidget(self.position)
        column.addLayout(header)
        column.addWidget(self.view, 1)
        column.addWidget(controls)
        whole = QSplitter(Qt.Orientation.Vertical)
        whole.addWidget(table)
        whole.addWidget(below)
        whole.setStretchFactor(0, 4)
        whole.setStretchFactor(1, 1)
        whole.setSizes([620, 200])
        self.setCentralWidget(whole)
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("ReplayLogDock")
        self.log_dock.setWidget(self.log)
        self.log_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        # the usual way back to a dock once closed: View ▸ its name, checked while it shows
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.addAction(self.log_dock.toggleViewAction())

        self.view.clicked.connect(self.director.skip)
        self.director.events_shown.connect(self.log.show_events)
        self.director.idle.connect(self._on_idle)
        follow_language(self, self.retranslate)

    def _controls(self) -> QWidget:
        style = self.style()
        pixmap = QStyle.StandardPixmap
        self.start_button = self._button(style.standardIcon(pixmap.SP_MediaSkipBackward), "Home")
        self.back_street_button = self._button(style.standardIcon(pixmap.SP_MediaSeekBackward), "Up")
        self.back_button = self._button(style.standardIcon(pixmap.SP_ArrowLeft), "Left")
        self.play_button = self._button(style.standardIcon(pixmap.SP_MediaPlay), "Space")
        self.forward_button = self._button(style.standardIcon(pixmap.SP_ArrowRight), "Right")
        self.street_button = self._button(style.standardIcon(pixmap.SP_MediaSeekForward), "Down")
        self.showdown_button = self._button(style.standardIcon(pixmap.SP_MediaSkipForward), "End")
        self.start_button.clicked.connect(lambda: self.jump(0))
        self.back_street_button.clicked.connect(self.back_street)
        self.back_button.clicked.connect(self.step_back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.step_forward)
        self.street_button.clicked.connect(self.next_street)
        self.showdown_button.clicked.connect(self.to_showdown)
        bar = QWidget()
        bar.setObjectName("ReplayControls")
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 4, 8, 4)
        for button in (
            self.start_button,
            self.back_street_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.street_button,
            self.showdown_button,
        ):
            row.addWidget(button)
        row.addSpacing(16)
        row.addWidget(self.speed_label)
        row.addWidget(self.speed)
        row.addSpacing(16)
        row.addWidget(self.reveal)
        row.addStretch(1)
        return bar

    def _button(self, icon: object, key: str) -> QToolButton:
        button = QToolButton()
        button.setIcon(icon)  # type: ignore[arg-type]
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setAutoRaise(True)
        shortcut = QAction(self)
        shortcut.setShortcut(QKeySequence(key))
        shortcut.triggered.connect(button.click)
        self.addAction(shortcut)
        return button

    # ------------------------------------------------------------------ words

    def retranslate(self) -> None:
        """Every word in the language installed now (`ui.languages`), the hand on the table included."""
        self._word_hand()
        self.reveal.setText(translate("Replay", "Show every known card"))
        self.reveal.setToolTip(
            translate("Replay", "Also the other players' down cards (what the hero could not see)")
        )
        for index, (text, _value) in enumerate(SPEEDS):
            self.speed.setItemText(index, translate_marked("Replay", text))
        self.speed.setToolTip(translate("Replay", "Animation speed"))
        self.speed_label.setText(translate("Replay", "Speed"))
        street, action = translate("Replay", "Street", "a replay button"), translate("Replay", "Action")
        words_and_tips = (
            (
                self.start_button,
                translate("Replay", "Start", "the first step of the replay"),
                translate("Replay", "Back to the deal (Home)"),
            ),
            (
                self.back_street_button,
                street,
                translate("Replay", "Back to the start of the street, or the one before (Up)"),
            ),
            (self.back_button, action, translate("Replay", "One action back (Left)")),
            (self.play_button, "", translate("Replay", "Play the hand on, or pause (Space)")),
            (self.forward_button, action, translate("Replay", "One action on (Right)")),
            (self.street_button, street, translate("Replay", "On to the next street (Down)")),
            (
                self.showdown_button,
                translate("Replay", "Showdown"),
                translate("Replay", "Straight to the showdown, the end of the hand (End)"),
            ),
        )
        for button, text, tip in words_and_tips:
            if text:
                button.setText(text)
            button.setToolTip(tip)
        self.equity_heading.setText(translate("Replay", "Equity at the start of each street"))
        self.review_heading.setText(translate("Replay", "Review", "the aids' review of the hand"))
        self.log_dock.setWindowTitle(translate("Replay", "Dealer's log"))
        self.view_menu.setTitle(translate("Replay", "&View"))
        self._fit_log_title()
        self._update_buttons()
        self.scene.retranslate()
        if self.replay is not None:
            playing = self.playing
            self._equity_columns()
            self.pause()
            self.jump(self.replay.step)  # the dealer's log and the table's banner, worded again
            self._show_equity_for_mode()
            if playing:
                self.play()

    def _fit_log_title(self) -> None:
        """The dealer's log is never narrower than its title and close button (Bulgarian:
        'Дневник на дилъра' was cut to 'Дневник на диль…')."""
        metrics = self.log_dock.fontMetrics()
        button = self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleBarButtonMargin)
        close = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) + 2 * button
        margin = 4 * self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin) + 16
        self.log_dock.setMinimumWidth(metrics.horizontalAdvance(self.log_dock.windowTitle()) + close + margin)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._log_sized:  # a dock's width only takes once its window is laid out
            self._log_sized = True
            width = max(LOG_WIDTH, self.log_dock.minimumWidth())
            self.resizeDocks([self.log_dock], [width], Qt.Orientation.Horizontal)

    # ------------------------------------------------------------------ a hand

    def _word_hand(self) -> None:
        """The hand's title (window and heading) and its kept review, in the language of the moment."""
        self.setWindowTitle(self._hand_title() if self._hand_title else translate("Replay", "Replay"))
        self.title.setText(self.windowTitle() if self._hand_title else "")
        review = self._hand_review()
        self.review.setPlainText("\n\n".join(review) if review else words.no_review())

    def show_hand(
        self,
        hand_id: int,
        cursor: ReplayCursor,
        title: Callable[[], str],
        review: Callable[[], Sequence[str] | None],
    ) -> None:
        """Put a stored hand on the table at its deal (the reveal toggle as the player left it).

        `title` and `review` word the hand's title and its kept review (None: no review), in
        the language of the moment."""
        self.pause()
        self.hand_id = hand_id
        self.replay = cursor
        cursor.reveal = self.reveal.isChecked() and cursor.can_reveal
        self._equity, self._asked = {}, set()
        self.log.narrator.viewer = cursor.hero if cursor.hero is not None else -1
        self._hand_title, self._hand_review = title, review
        self._word_hand()
        self.reveal.setEnabled(cursor.can_reveal)
        self._equity_columns()
        self.jump(0)
        self._show_equity_for_mode()

    def set_theme(self, theme: Theme) -> None:
        self.scene.set_theme(theme)

    # ------------------------------------------------------------------ moving

    @Slot()
    def step_forward(self) -> None:
        cursor = self.replay
        if cursor is None or cursor.at_end:
            self.pause()
            return
        if self.director.busy:
            self.director.skip()
        batch = cursor.forward()
        if batch is not None:
            self.director.enqueue(batch)
        self._moved()

    @Slot()
    def step_back(self) -> None:
        if self.replay is not None:
            self.pause()
            self.jump(self.replay.step - 1)

    @Slot()
    def next_street(self) -> None:
        if self.replay is not None:
            self.jump(self.replay.next_street_step())

    @Slot()
    def back_street(self) -> None:
        if self.replay is not None:
            self.pause()
            self.jump(self.replay.previous_street_step())

    @Slot()
    def to_showdown(self) -> None:
        if self.replay is not None:
            self.pause()
            self.jump(self.replay.showdown_step())

    def jump(self, step: int) -> None:
        """Rebuild the table at `step` at once (no animation runs backwards)."""
        cursor = self.replay
        if cursor is None:
            return
        self._gap.stop()
        self.director.clear()
        self.log.clear()
        self.director.set_timings(INSTANT)
        try:
            self.director.enqueue(cursor.rebuild(step))
        finally:
            self.director.set_timings(self.timings)
        self._moved()

    @Slot(bool)
    def set_reveal(self, reveal: bool) -> None:
        cursor = self.replay
        if cursor is None or not cursor.can_reveal:
            return
        cursor.reveal = reveal
        self.jump(cursor.step)
        self._show_equity_for_mode()

    # ------------------------------------------------------------------ playing

    @Slot()
    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        cursor = self.replay
        if cursor is None:
            return
        if cursor.at_end:
            self.jump(0)
        self.playing = True
        self._update_buttons()
        if not self.director.busy:
            self._gap.start(self._gap_ms())

    def pause(self) -> None:
        self.playing = False
        self._gap.stop()
        self._update_buttons()

    @Slot()
    def _on_idle(self) -> None:
        if self.playing:
            self._gap.start(self._gap_ms())

    @Slot()
    def _play_next(self) -> None:
        if self.playing:
            self.step_forward()

    def _gap_ms(self) -> int:
        speed = self.timings.speed
        return round(PLAY_GAP_MS / speed) if speed > 0 else PLAY_GAP_MS // 3

    @Slot(int)
    def _speed_changed(self, index: int) -> None:
        self.timings = Timings(float(self.speed.itemData(index)), 0)
        self.director.set_timings(self.timings)

    def _moved(self) -> None:
        cursor = self.replay
        assert cursor is not None
        street = cursor.street_at(cursor.step)
        self.position.setText(words.replay_position(cursor.step, cursor.steps, street_name(street.name)))
        self._mark_street(street.number)
        if cursor.at_end and self.playing:
            self.playing = False
        self._update_buttons()

    def _update_buttons(self) -> None:
        cursor = self.replay
        start = cursor is None or cursor.step == 0
        end = cursor is None or cursor.at_end
        for button in (self.start_button, self.back_street_button, self.back_button):
            button.setEnabled(not start)
        for button in (self.forward_button, self.street_button, self.showdown_button):
            button.setEnabled(not end)
        self.play_button.setEnabled(cursor is not None)
        pixmap = QStyle.StandardPixmap.SP_MediaPause if self.playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(pixmap))
        self.play_button.setText(
            translate("Replay", "Pause") if self.playing else translate("Replay", "Play")
        )

    # ------------------------------------------------------------------ equity

    def _equity_columns(self) -> None:
        cursor = self.replay
        assert cursor is not None
        players = cursor.record.players
        self.equity.clear()
        self.equity.setRowCount(len(players))
        self.equity.setColumnCount(len(cursor.streets))
        self.equity.setHorizontalHeaderLabels([street_title(s.name) for s in cursor.streets])
        for row, player in enumerate(players):
            label = QTableWidgetItem(shown_name(player.name))
            if player.seat == cursor.hero:
                label.setFont(_bold(self.equity.font(), 1.0))
                label.setToolTip(words.the_hero())
            self.equity.setVerticalHeaderItem(row, label)

    def show_equity(self, hand_id: int, reveal: bool, rows: Sequence[StreetEquity]) -> None:
        """The worker's equity table for a hand and a kind of knowledge."""
        if hand_id != self.hand_id:
            return  # another hand was opened meanwhile
        self._equity[reveal] = tuple(rows)
        self._show_equity_for_mode()

    def _show_equity_for_mode(self) -> None:
        cursor = self.replay
        if cursor is None:
            return
        rows = self._equity.get(cursor.reveal)
        if rows is None:
            if cursor.reveal not in self._asked:
                self._asked.add(cursor.reveal)
                self.equity_wanted.emit(self.hand_id, cursor.reveal)
            self.equity_label.setText(words.equity_computing())
            for r in range(self.equity.rowCount()):
                for c in range(self.equity.columnCount()):
                    self.equity.setItem(r, c, _cell("…"))
            return
        self.equity_label.setText(
            words.equity_known() if cursor.reveal or cursor.hero is None else words.equity_seen()
        )
        seats = [p.seat for p in cursor.record.players]
        for c, street in enumerate(rows):
            for r, seat in enumerate(seats):
                value = street.equity.get(seat)
                self.equity.setItem(r, c, _cell("—" if value is None else f"{100 * value:.0f} %"))
        self._mark_street(cursor.street_at(cursor.step).number)

    def _mark_street(self, number: int) -> None:
        """The street on the table gets its column picked out."""
        cursor = self.replay
        if cursor is None:
            return
        for c, street in enumerate(cursor.streets):
            for r in range(self.equity.rowCount()):
                item = self.equity.item(r, c)
                if item is not None:
                    item.setFont(
                        _bold(self.equity.font(), 1.0) if street.number == number else self.equity.font()
                    )

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.pause()
        self.director.clear()
        super().closeEvent(event)


def _cell(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


def _bold(base: QFont, scale: float) -> QFont:
    font = QFont(base)
    font.setBold(True)
    font.setPointSizeF(base.pointSizeF() * scale)
    return font


def _heading() -> QLabel:
    heading = QLabel()
    heading.setFont(_bold(heading.font(), 1.0))
    return heading


def _titled(heading: QLabel, note: QLabel | None, body: QWidget) -> QWidget:
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(6, 4, 6, 4)
    row = QHBoxLayout()
    row.addWidget(heading)
    if note is not None:
        note.setStyleSheet("color: #6e7781;")
        row.addWidget(note, 1)
    column.addLayout(row)
    column.addWidget(body, 1)
    return box
