"""The history window's filter: game, dates, session or tournament, result, showdown, a player's name.

One bar for the list and the statistics. Each change makes a new `HandFilter`
and emits it (the name box waits for a pause in the typing).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QDate, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from studdesk.engine.variants import VARIANTS
from studdesk.persistence.handstore import SessionKind, SessionRow
from studdesk.persistence.handstore_query import HandFilter, Result
from studdesk.play.history_stats import day_range
from studdesk.ui.languages import follow_language
from studdesk.wording import translatable, translate, translate_marked
from studdesk.wording.history import session_item
from studdesk.wording.variants import short_game_name

#: the periods offered: (label, days back from today; 0 today only; None any time; -1 chosen dates)
PERIODS: tuple[tuple[str, int | None], ...] = (
    (translatable("HistoryFilter", "Any time"), None),
    (translatable("HistoryFilter", "Today"), 0),
    (translatable("HistoryFilter", "Last 7 days"), 6),
    (translatable("HistoryFilter", "Last 30 days"), 29),
    (translatable("HistoryFilter", "Last 12 months"), 364),
    (translatable("HistoryFilter", "Dates…"), -1),
)
CHOSEN_DATES = -1
#: at most this many single sessions in the list (the kinds of session cover the rest)
MAX_SESSIONS = 400
TYPING_PAUSE_MS = 300


class FilterBar(QWidget):
    changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the choices' data here, their words in `retranslate`
        self.game = QComboBox()
        for key in (None, *VARIANTS):
            self.game.addItem("", key)
        self.period = QComboBox()
        for _text, days in PERIODS:
            self.period.addItem("", days)
        self.since = self._date_box(QDate.currentDate().addDays(-29))
        self.until = self._date_box(QDate.currentDate())
        self.session = QComboBox()
        self.session.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.session.setMinimumContentsLength(18)
        self._sessions: Sequence[SessionRow] = ()
        self.result = QComboBox()
        for value in (None, Result.WON, Result.LOST, Result.EVEN):
            self.result.addItem("", value)
        self.showdown = QComboBox()
        for showdown in (None, True, False):
            self.showdown.addItem("", showdown)
        for combo in (self.game, self.period, self.result, self.showdown):
            # as wide as the words of the language of the moment, not of the first showing
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player = QLineEdit()
        self.player.setClearButtonEnabled(True)
        self.player.setMaximumWidth(180)
        self.reset_button = QPushButton()
        self.game_label, self.period_label, self.session_label = QLabel(), QLabel(), QLabel()
        follow_language(self, self.retranslate)

        row = QHBoxLayout(self)
        row.setContentsMargins(6, 6, 6, 2)
        self.dash = QLabel("–")
        for label, widget in ((self.game_label, self.game), (self.period_label, self.period)):
            row.addWidget(label)
            row.addWidget(widget)
        row.addWidget(self.since)
        row.addWidget(self.dash)
        row.addWidget(self.until)
        row.addWidget(self.session_label)
        row.addWidget(self.session)
        row.addWidget(self.result)
        row.addWidget(self.showdown)
        row.addWidget(self.player)
        row.addWidget(self.reset_button)
        row.addStretch(1)
        self.session.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(TYPING_PAUSE_MS)
        self._typing.timeout.connect(self.emit_filter)
        for combo in (self.game, self.period, self.session, self.result, self.showdown):
            combo.currentIndexChanged.connect(self.emit_filter)
        self.period.currentIndexChanged.connect(self._show_dates)
        self._show_dates()
        for box in (self.since, self.until):
            box.dateChanged.connect(self.emit_filter)
        self.player.textChanged.connect(lambda _text: self._typing.start())
        self.reset_button.clicked.connect(self.reset)

    def _date_box(self, date: QDate) -> QDateEdit:
        box = QDateEdit(date)
        box.setCalendarPopup(True)
        box.setDisplayFormat("yyyy-MM-dd")
        return box

    def retranslate(self) -> None:
        """Every word in the language installed now (`ui.languages`); the choices stay as they are."""
        _item_texts(
            self.game,
            [translate("HistoryFilter", "All games"), *(short_game_name(v) for v in VARIANTS.values())],
        )
        _item_texts(self.period, [translate_marked("HistoryFilter", text) for text, _days in PERIODS])
        self.since.setToolTip(translate("HistoryFilter", "The first day"))
        self.until.setToolTip(translate("HistoryFilter", "The last day (included)"))
        _item_texts(
            self.result,
            [
                translate("HistoryFilter", "Any result"),
                translate("HistoryFilter", "Won", "a hand's result"),
                translate("HistoryFilter", "Lost", "a hand's result"),
                translate("HistoryFilter", "Even", "a hand's result: neither won nor lost"),
            ],
        )
        _item_texts(
            self.showdown,
            [
                translate("HistoryFilter", "With or without showdown"),
                translate("HistoryFilter", "Showdown"),
                translate("HistoryFilter", "No showdown"),
            ],
        )
        self.player.setPlaceholderText(translate("HistoryFilter", "Player's name"))
        self.reset_button.setText(translate("HistoryFilter", "Clear"))
        self.reset_button.setToolTip(translate("HistoryFilter", "Show every hand again"))
        self.game_label.setText(translate("HistoryFilter", "Game"))
        self.period_label.setText(translate("HistoryFilter", "When"))
        self.session_label.setText(translate("HistoryFilter", "Session"))
        self.set_sessions(self._sessions)

    @Slot()
    def _show_dates(self) -> None:
        chosen = self.period.currentData() == CHOSEN_DATES
        for widget in (self.since, self.dash, self.until):
            widget.setVisible(chosen)

    def set_sessions(self, sessions: Sequence[SessionRow]) -> None:
        """The sessions to choose from (newest first); the choice stays when it is still there."""
        self._sessions = sessions
        chosen = self.session.currentData()
        self.session.blockSignals(True)
        self.session.clear()
        self.session.addItem(translate("HistoryFilter", "All sessions"), None)
        self.session.addItem(translate("HistoryFilter", "Practice tables"), kind_key(SessionKind.PRACTICE))
        self.session.addItem(
            translate("HistoryFilter", "Sit-and-go tournaments"), kind_key(SessionKind.TOURNAMENT)
        )
        self.session.addItem(translate("HistoryFilter", "Imported hands"), kind_key(SessionKind.IMPORT))
        for s in list(sessions)[:MAX_SESSIONS]:
            date = datetime.fromtimestamp(s.started_at).strftime("%Y-%m-%d")
            self.session.addItem(session_item(s.label, date, s.hands), session_key(s.id))
        index = self.session.findData(chosen) if chosen is not None else 0
        self.session.setCurrentIndex(max(0, index))
        self.session.blockSignals(False)

    def current(self) -> HandFilter:
        session = str(self.session.currentData() or "")
        since, until = day_range(*self._days())
        return HandFilter(
            variant=self.game.currentData(),
            since=since,
            until=until,
            session_id=int(session[3:]) if session.startswith("id:") else None,
            session_kind=SessionKind(session[5:]) if session.startswith("kind:") else None,
            result=self.result.currentData(),
            showdown=self.showdown.currentData(),
            player_text=self.player.text().strip() or None,
        )

    def _days(self) -> tuple[datetime | None, datetime | None]:
        """The first and last day the period covers (None: no limit)."""
        days = self.period.currentData()
        if days is None:
            return None, None
        if days == CHOSEN_DATES:
            first, last = self.since.date(), self.until.date()
            if last < first:
                first, last = last, first
        else:
            last = QDate.currentDate()
            first = last.addDays(-days)
        return _day(first), _day(last)

    @Slot()
    def emit_filter(self) -> None:
        self.changed.emit(self.current())

    @Slot()
    def reset(self) -> None:
        combos = (self.game, self.period, self.session, self.result, self.showdown)
        widgets = (*combos, self.player)
        for widget in widgets:
            widget.blockSignals(True)
        for combo in combos:
            combo.setCurrentIndex(0)
        self.player.clear()
        self._show_dates()
        for widget in widgets:
            widget.blockSignals(False)
        self.emit_filter()

    def focus_name(self) -> None:
        self.player.setFocus(Qt.FocusReason.ShortcutFocusReason)


def _item_texts(combo: QComboBox, texts: Sequence[str]) -> None:
    for index, text in enumerate(texts):
        combo.setItemText(index, text)


def session_key(session_id: int) -> str:
    """The session list's item data for one session (plain text: Qt compares it by value)."""
    return f"id:{session_id}"


def kind_key(kind: SessionKind) -> str:
    return f"kind:{kind.value}"


def _day(date: QDate) -> datetime:
    return datetime(date.year(), date.month(), date.day())
