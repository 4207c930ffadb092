"""The practice-aids panel beside the table: odds, outs, the advisor, rule helpers, dead cards, the review.

It shows what the coach sends (`play.aids.TableAids`, `HandReviewed`): plain
sentences, one section per aid, each section shown only while its aid is on.
While the coach works on the latest card or action, the figures read "…",
never the numbers of a table that has moved on.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTextBrowser, QWidget

from studdesk.play.aids import AidsWanted, HandReviewed, TableAids
from studdesk.ui.opaque_text import paint_opaque
from studdesk.wording import coach as coach_words
from studdesk.wording import odds as odds_words
from studdesk.wording import translatable, translate_marked

_BACKGROUND = "#15181c"
_TEXT = "#d8dee4"
_HEADING = "#8fa1b3"
_HINT = "#ffd866"
_FONT_PT = 9.0


class Section:
    """A heading and a few lines of text under it (drawn by the panel)."""

    def __init__(self, name: str, heading: str, color: str = _TEXT) -> None:
        self.name = name
        #: in English, marked with translatable("AidsPanel", ...): translated as it is drawn
        self.heading = heading
        self.color = color
        self.visible = True
        self._lines: tuple[str, ...] = ()

    def set_lines(self, lines: Sequence[str]) -> None:
        self._lines = tuple(lines)

    def lines(self) -> list[str]:
        return list(self._lines)

    def html(self) -> str:
        """The section as rich text; nothing at all while it has nothing to say."""
        if not self._lines:
            return ""
        body = "".join(
            f"<div style='color:{self.color}; margin-bottom:2px'>{escape(line)}</div>" for line in self._lines
        )
        heading = escape(translate_marked("AidsPanel", self.heading))
        head = f"<div style='color:{_HEADING}; font-weight:bold; margin-top:6px'>{heading}</div>"
        return head + body


class AidsPanel(QTextBrowser):
    """The sections of the aids that are on; `show_aids` fills them, `computing` blanks the figures.

    One read-only text view (it wraps and scrolls by itself at any dock size); every change
    redraws the sections that are on.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AidsPanel")
        self.setOpenLinks(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        paint_opaque(self, _BACKGROUND, _TEXT)  # repainted alone, not with the dock and window behind
        self.wanted = AidsWanted()
        self.equity = Section("Equity", translatable("AidsPanel", "Equity"))
        self.pot_odds = Section("PotOdds", translatable("AidsPanel", "Pot odds"))
        self.outs = Section("Outs", translatable("AidsPanel", "Outs"))
        self.hint = Section("Hint", translatable("AidsPanel", "Advisor"), color=_HINT)
        self.rules = Section("Rules", translatable("AidsPanel", "Rules"))
        self.dead_cards = Section("DeadCards", translatable("AidsPanel", "Dead cards"))
        self.review = Section("Review", translatable("AidsPanel", "Last hand"))
        self.review.set_lines([coach_words.no_review_yet()])
        self.sections = (
            self.equity,
            self.pot_odds,
            self.outs,
            self.hint,
            self.rules,
            self.dead_cards,
            self.review,
        )
        #: the number of the look the figures on show answer (0: none yet)
        self.token = 0
        self._tracker_hidden = False
        #: the rich text on show (`_redraw` skips an equal one)
        self._html: str | None = None
        self.set_scale(1.0)
        self.set_wanted(AidsWanted())

    def set_scale(self, scale: float) -> None:
        """Text size for the window's UI scale (1 up to a 1280x800 window), as the dealer's log."""
        font = QFont("DejaVu Sans")
        font.setPointSizeF(_FONT_PT * scale)
        self.setFont(font)
        self.document().setDefaultFont(font)
        self._html = None  # laid out again in the new size
        self._redraw()

    def set_wanted(self, wanted: AidsWanted) -> None:
        """Show the sections of the aids that are on."""
        self.wanted = wanted
        for section, on in (
            (self.equity, wanted.odds),
            (self.pot_odds, wanted.odds),
            (self.outs, wanted.odds),
            (self.hint, wanted.hint),
            (self.rules, wanted.rules),
            (self.dead_cards, wanted.dead_cards and not self._tracker_hidden),
            (self.review, wanted.review),
        ):
            section.visible = on
        self._redraw()

    def computing(self, token: int, hero_turn: bool) -> None:
        """A new look is on its way: the figures of the last one no longer hold."""
        self.token = token
        wait = [odds_words.computing()]
        for section in (self.equity, self.pot_odds, self.outs):
            section.set_lines(wait)
        self.hint.set_lines([coach_words.advisor_thinking()] if hero_turn else [coach_words.no_advice_now()])
        self._redraw()

    def show_aids(self, aids: TableAids) -> bool:
        """Show the coach's answer; False (and nothing changes) if it answers an older look."""
        if aids.token != self.token:
            return False
        self.equity.set_lines(aids.equity)
        self.pot_odds.set_lines([aids.pot_odds] if aids.pot_odds else [])
        self.outs.set_lines(aids.outs)
        self.hint.set_lines([aids.hint or coach_words.no_advice_now()])
        self.rules.set_lines(aids.rules)
        self.dead_cards.set_lines(aids.dead_cards)
        self._redraw()
        return True

    def show_review(self, reviewed: HandReviewed) -> None:
        self.review.heading = coach_words.review_title(reviewed.hand_number)
        self.review.set_lines(reviewed.lines)
        self._redraw()

    def hide_tracker(self, hidden: bool) -> None:
        """The memory drill hides the dead cards while it asks about them."""
        self._tracker_hidden = hidden
        self.set_wanted(self.wanted)

    def text(self) -> str:
        """Everything the visible sections say (for tests and the screenshot check)."""
        return "\n".join("\n".join([s.heading, *s.lines()]) for s in self.sections if s.visible)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._redraw()  # the headings; the figures' sentences come again with the next look
        super().changeEvent(event)

    def _redraw(self) -> None:
        """Lay the sections out again, unless they say what is on show already: setHtml parses and
        lays out the whole panel (5-7 ms in the GUI thread), and a new look's '…' over a '…' not yet
        answered, or an answer equal to the last, changes nothing (issue 12)."""
        html = "".join(s.html() for s in self.sections if s.visible)
        if html == self._html:
            return
        self._html = html
        bar = self.verticalScrollBar()
        keep = bar.value()
        self.setHtml(html)
        bar.setValue(keep)  # a player reading the review is not thrown back to the top
