"""The settings dialog: game, structure, house rules, table and animation.

Every change is checked at once by building the pydantic `Settings` from the
widgets; problems appear in plain words under the field they belong to and
OK stays disabled until there are none. Labels, tooltips and ranges come from
the model's field metadata. A number is never changed behind the player's
back: what is typed stays, the allowed range is written beside the field and
the reason a value is refused under it. The opponents' seats are named as the
table names them, each with its bot and a line on how that bot plays.

Before OK closes the dialog, `confirm` (from the app) may ask the player about
what the new settings would do to the game on the table (a new table, fresh
stacks); a No keeps the dialog open with what was entered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

# The one UI module allowed to list bot names (see the import-linter contract).
from studdesk.bots.registry import names as registered_bot_names
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.settings import (
    AUTOMATIC_FIELDS,
    MAX_OPPONENTS,
    MIN_ACTION_TIMER,
    Settings,
    problems_of,
)
from studdesk.ui.dialogs.aids_page import FIELDS as AIDS_FIELDS
from studdesk.ui.dialogs.aids_page import AidsPage
from studdesk.ui.dialogs.appearance_widgets import FeltPresets
from studdesk.ui.dialogs.bot_choice import BotCombo
from studdesk.ui.dialogs.bring_in_presets import BringInPresets
from studdesk.ui.dialogs.field_widgets import (
    ColorField,
    ErrorLabel,
    NoteLabel,
    description,
    error_color,
    field_label,
    float_spin,
    int_spin,
    range_label,
    set_range_text,
)
from studdesk.ui.dialogs.keyboard_page import KeyboardPage
from studdesk.ui.dialogs.range_spins import RangeSpinBox
from studdesk.ui.dialogs.seat_bots import SeatBots
from studdesk.ui.languages import LANGUAGES, SYSTEM, system_language
from studdesk.wording import dialogs as words
from studdesk.wording import translatable, translate, translate_marked
from studdesk.wording.variants import game_name, short_game_name

GAME_TAB, STRUCTURE_TAB, RULES_TAB, TABLE_TAB, AIDS_TAB, KEYBOARD_TAB = range(6)
_PREFERRED_WIDTH = 720
_TAB_NAMES = (
    translatable("SettingsDialog", "Game"),
    translatable("SettingsDialog", "Structure"),
    translatable("SettingsDialog", "House rules"),
    translatable("SettingsDialog", "Table && animation"),
    translatable("SettingsDialog", "Practice aids"),
)

_RULE_CHECKS = ("open_pair_big_bet", "uncapped_heads_up", "community_card_betting", "show_losing_hands")
_CHECKS = ("always_rebuy", "show_welcome", "explain_choices", "sound")
#: asked before OK closes the dialog: True to go on with these settings
Confirm = Callable[[Settings], bool]


class SettingsDialog(QDialog):
    """Edits a copy of `settings`; `result_settings()` is the new Settings after OK, else None."""

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        bot_names: Sequence[str] | None = None,
        opponent_names: Sequence[str] = (),
        confirm: Confirm | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self._base = settings  # carries what the dialog does not show (window position, counters)
        self._result: Settings | None = None
        self._bot_names = list(bot_names) if bot_names is not None else registered_bot_names()
        self._opponent_names = list(opponent_names)
        self.confirm = confirm
        self.editors: dict[str, QWidget] = {}
        self._ints: dict[str, RangeSpinBox] = {}
        self.range_labels: dict[str, QLabel] = {}
        self.error_labels: dict[str, ErrorLabel] = {}
        self._field_tab: dict[str, int] = {}
        self._current_tab = GAME_TAB  # the page being built; `_row` files fields under it

        self.tabs = QTabWidget()
        self.aids = AidsPage()
        self._field_tab.update(dict.fromkeys(AIDS_FIELDS, AIDS_TAB))
        pages = [self._game_page(), self._structure_page(), self._rules_page(), self._table_page(), self.aids]
        for page, name in zip(pages, _TAB_NAMES, strict=True):
            self.tabs.addTab(_scrolling(page), translate_marked("SettingsDialog", name))
        self.keyboard = KeyboardPage()
        self.tabs.addTab(_scrolling(self.keyboard), self.tr("Keyboard"))

        self.summary = ErrorLabel()
        policy = self.summary.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the buttons must not jump when it appears
        self.summary.setSizePolicy(policy)
        self.summary.setMinimumHeight(self.summary.fontMetrics().lineSpacing())
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.restore_button.setToolTip(
            translate("SettingsDialog", "Put every setting back to its default (not yet saved)")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self.restore_defaults)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)

        self._load(settings)
        self._connect_changes()
        self._revalidate()
        self._pages = pages
        self._fit_pages(pages)

    # --- public ---

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    @property
    def restore_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)

    def result_settings(self) -> Settings | None:
        """The accepted settings, or None if the dialog was cancelled."""
        return self._result

    def values(self) -> dict[str, Any]:
        """What the widgets hold now, as Settings field values."""
        e = self.editors
        return {
            **self._base.model_dump(),  # what the dialog does not show is kept as it was
            "player_name": _line(e["player_name"]).text(),
            "variant": _combo(e["variant"]).currentData(),
            **{f: spin.value() for f, spin in self._ints.items()},
            "opponent_bots": self.seats.values(self.default_bot.value() or ""),
            "default_bot": self.default_bot.value() or "",
            **{f: _check(e[f]).isChecked() for f in _RULE_CHECKS},
            "raise_cap": _combo(e["raise_cap"]).currentData(),
            "odd_chip_rule": _combo(e["odd_chip_rule"]).currentData(),
            "all_in_rule": _combo(e["all_in_rule"]).currentData(),
            "animation_speed": round(self.speed.value(), 2),
            "four_color_deck": bool(_combo(e["four_color_deck"]).currentData()),
            "felt_color": self.felt.text(),
            **{f: _check(e[f]).isChecked() for f in _CHECKS},
            **self.aids.values(),
            "app_palette": _combo(e["app_palette"]).currentData(),
            "card_style": _combo(e["card_style"]).currentData(),
            "shortcuts": self.keyboard.changes(),
            "language": _combo(e["language"]).currentData(),
            **self._kept_as_they_are(),
        }

    def current_settings(self) -> Settings | None:
        """The settings as entered, or None while something is invalid."""
        try:
            return Settings.model_validate(self.values())
        except ValidationError:
            return None

    def problems(self) -> dict[str, str]:
        return problems_of(self.values())

    @Slot()
    def accept(self) -> None:
        settings = self.current_settings()
        if settings is None:  # OK is disabled then; Enter in a field must not slip through
            self._revalidate()
            return
        if self.confirm is not None and settings != self._base and not self.confirm(settings):
            return  # the player chose to think again: what they entered stays
        self._result = settings
        super().accept()

    @Slot()
    def restore_defaults(self) -> None:
        self._load(Settings(**self._kept_as_they_are()))
        self._revalidate()

    def _kept_as_they_are(self) -> dict[str, Any]:
        """What the dialog does not show (the window's place, the last tabs, the first-start
        counters) goes back unchanged."""
        kept = AUTOMATIC_FIELDS | {"bring_in_explained", "open_pair_explained"}
        return {f: getattr(self._base, f) for f in kept}

    # --- pages ---

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit_width)  # once the tabs have their shown size

    def _fit_width(self) -> None:
        """Wide enough that no page is cut at the side (laid out, the pages know their real width)."""
        short = 0
        for index, page in enumerate(self._pages):
            area = self.tabs.widget(index)
            assert isinstance(area, QScrollArea)
            room = area.viewport().width() - area.verticalScrollBar().sizeHint().width()
            short = max(short, page.minimumSizeHint().width() - room)
        if short > 0:
            self.setMinimumWidth(self.width() + short)
            self.resize(self.width() + short, self.height())

    def _fit_pages(self, pages: Sequence[QWidget]) -> None:
        # Wrapped explanations need more height the narrower they are, which the tab
        # widget's size hint does not know; size the dialog so the tallest page fits.
        # a page's own minimum counts too: a scroll area would hide what a longer language needs;
        # tab frame, margins and a vertical scroll bar (a short screen): never a sideways one
        widest = max(p.minimumSizeHint().width() for p in pages) + 64
        width = max(self.sizeHint().width(), _PREFERRED_WIDTH, widest)
        chrome = self.sizeHint().height() - self.tabs.sizeHint().height()
        page_width = width - 60  # tab frame and margins
        tallest = max(
            p.heightForWidth(page_width) if p.hasHeightForWidth() else p.sizeHint().height() for p in pages
        )
        height = tallest + self.tabs.tabBar().sizeHint().height() + chrome + 24
        screen = self.screen()
        if screen is not None:
            height = min(height, screen.availableGeometry().height() - 80)
        self.resize(width, height)

    def _page(self, tab: int, intro: str | None = None) -> tuple[QWidget, QFormLayout]:
        page = QWidget()
        outer = QVBoxLayout(page)
        if intro:
            note = QLabel(intro)
            note.setWordWrap(True)
            outer.addWidget(note)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        outer.addLayout(form)
        outer.addStretch(1)
        page.setProperty("tab_index", tab)
        self._current_tab = tab
        return page, form

    def _row(
        self,
        form: QFormLayout,
        field: str,
        editor: QWidget,
        extra: QWidget | None = None,
        label: QWidget | None = None,
    ) -> None:
        """Adds `editor` (and an optional helper under it) with its error label under it."""
        editor.setObjectName(field)
        self.editors.setdefault(field, editor)
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(editor)
        if extra is not None:
            column.addWidget(extra)
        error = ErrorLabel()
        column.addWidget(error)
        self.error_labels[field] = error
        self._field_tab[field] = self._current_tab
        if label is None:
            text_label = field_label(field)
            text_label.setBuddy(editor)
            label = text_label
        form.addRow(label, box)

    def _int_row(self, form: QFormLayout, field: str, step: int = 1, extra: QWidget | None = None) -> None:
        spin = int_spin(field, step)
        self._ints[field] = spin
        self._row(form, field, self._with_range(field, spin), extra=extra)
        self.editors[field] = spin

    def _with_range(self, field: str, spin: QWidget) -> QWidget:
        """The field with its allowed range written beside it."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(spin, 1)
        label = range_label(field)
        self.range_labels[field] = label
        row.addWidget(label)
        return box

    def _game_page(self) -> QWidget:
        page, form = self._page(GAME_TAB)
        name = QLineEdit()
        name.setMaxLength(40)  # the model allows 20; the rest is there to be told so
        name.setToolTip(description("player_name"))
        self._row(form, "player_name", name)

        variant = QComboBox()
        for key, v in VARIANTS.items():
            variant.addItem(game_name(v), key)
        variant.setToolTip(description("variant"))
        self._row(form, "variant", variant)

        self._int_row(form, "opponents")

        self.seats = SeatBots(self._bot_names, MAX_OPPONENTS, self._opponent_names)
        self.seat_bots = self.seats.combos
        self._row(form, "opponent_bots", self.seats)

        self.default_bot = BotCombo(self._bot_names, with_default=False, mixes=True)
        self.default_bot.setToolTip(description("default_bot"))
        self.default_bot_note = NoteLabel("")
        self._row(form, "default_bot", self.default_bot, extra=self.default_bot_note)

        self._int_row(form, "starting_stack", step=100)
        self._check_row(form, "always_rebuy")
        return page

    def _structure_page(self) -> QWidget:
        page, form = self._page(
            STRUCTURE_TAB,
            translate(
                "SettingsDialog",
                "Fixed limit: every bet and raise is the small bet on the early streets and the "
                "big bet on the later ones. The lowest up card opens with the bring-in.",
            ),
        )
        self._int_row(form, "ante")
        presets = BringInPresets()
        presets.chosen.connect(lambda amount: self._ints["bring_in"].setValue(amount))
        self.preset_buttons = presets.buttons
        self._presets = presets
        self._int_row(form, "bring_in", extra=presets)
        self._int_row(form, "small_bet", step=5)
        self._int_row(form, "big_bet", step=10)
        return page

    def _rules_page(self) -> QWidget:
        page, form = self._page(
            RULES_TAB, translate("SettingsDialog", "Hover over an option for the full explanation.")
        )
        for field in ("open_pair_big_bet", "uncapped_heads_up", "community_card_betting"):
            self._check_row(form, field)
        cap = QComboBox()
        cap.addItem(translate("SettingsDialog", "3 raises after the bet (standard)"), 3)
        cap.addItem(translate("SettingsDialog", "4 raises after the bet"), 4)
        self._described_row(form, "raise_cap", cap)
        odd = QComboBox()
        odd.addItem(translate("SettingsDialog", "By position, from the dealer's left (standard)"), "position")
        odd.addItem(
            translate("SettingsDialog", "By suit: highest card (lowest card in a low)"), "high_card_by_suit"
        )
        self._described_row(form, "odd_chip_rule", odd)
        all_in = QComboBox()
        all_in.addItem(
            translate("SettingsDialog", "Half a bet or more counts as a bet (standard)"), "half_bet"
        )
        all_in.addItem(translate("SettingsDialog", "Only a full bet counts"), "full_bet")
        self._described_row(form, "all_in_rule", all_in)
        self._check_row(form, "show_losing_hands")
        return page

    def _check_row(self, form: QFormLayout, field: str) -> None:
        box = QCheckBox(self._title(field))
        self._described_row(form, field, box, label=QWidget())

    def _described_row(
        self, form: QFormLayout, field: str, editor: QWidget, label: QWidget | None = None
    ) -> None:
        editor.setToolTip(description(field))
        note = NoteLabel(description(field))
        note.setObjectName(f"{field}_note")
        self._row(form, field, editor, extra=note, label=label)

    def _table_page(self) -> QWidget:
        page, form = self._page(TABLE_TAB)
        language = QComboBox()
        language.addItem(
            translate("SettingsDialog", "As the system ({language})").format(
                language=LANGUAGES[system_language()]
            ),
            SYSTEM,
        )
        for code, name in LANGUAGES.items():
            language.addItem(name, code)
        language.setToolTip(description("language"))
        self._row(form, "language", language)
        self.speed = float_spin("animation_speed", 0.25, off_text=translate("SettingsDialog", "Off"))
        self._row(form, "animation_speed", self._with_range("animation_speed", self.speed))
        self.editors["animation_speed"] = self.speed
        self._int_row(form, "bot_think_ms", step=100)
        deck = QComboBox()
        deck.addItem(translate("SettingsDialog", "Two colours (red and black)"), False)
        deck.addItem(translate("SettingsDialog", "Four colours (blue diamonds, green clubs)"), True)
        deck.setToolTip(description("four_color_deck"))
        deck_label = QLabel(
            translate("SettingsDialog", "Card colours:")
        )  # reads better than the field's yes/no title
        deck_label.setBuddy(deck)
        self._row(form, "four_color_deck", deck, label=deck_label)
        faces = QComboBox()
        faces.addItem(self.tr("Standard"), "standard")
        faces.addItem(self.tr("Large index (small screens)"), "large_index")
        faces.setToolTip(description("card_style"))
        self._row(form, "card_style", faces)
        self.felt = ColorField("felt_color")
        self._row(form, "felt_color", self.felt, extra=FeltPresets(self.felt))
        colours = QComboBox()
        colours.addItem(self.tr("Like the system"), "system")
        colours.addItem(self.tr("Light"), "light")
        colours.addItem(self.tr("Dark"), "dark")
        colours.setToolTip(description("app_palette"))
        self._row(form, "app_palette", colours)
        self._int_row(form, "text_size", step=10)
        sound = QCheckBox(translate("SettingsDialog", "Play sound effects"))
        sound.setToolTip(description("sound"))
        self._row(form, "sound", sound)
        self._int_row(form, "sound_volume", step=10)
        self._int_row(form, "action_timer", step=5)
        set_range_text(
            self.range_labels["action_timer"], "action_timer", MIN_ACTION_TIMER, None, words.zero_is_off()
        )
        self._check_row(form, "show_welcome")
        self._check_row(form, "explain_choices")
        return page

    @staticmethod
    def _title(field: str) -> str:
        return field_label(field).text().rstrip(":")

    # --- filling and reading widgets ---

    def _load(self, s: Settings) -> None:
        e = self.editors
        _line(e["player_name"]).setText(s.player_name)
        _combo(e["variant"]).setCurrentIndex(_combo(e["variant"]).findData(s.variant))
        for field, spin in self._ints.items():
            spin.setValue(getattr(s, field))
        self.speed.setValue(s.animation_speed)
        self.default_bot.set_value(s.default_bot)
        self.seats.load(s.opponent_bots)
        for field in (*_RULE_CHECKS, *_CHECKS):
            _check(e[field]).setChecked(getattr(s, field))
        for field in (
            "raise_cap",
            "odd_chip_rule",
            "all_in_rule",
            "four_color_deck",
            "app_palette",
            "card_style",
            "language",
        ):
            combo = _combo(e[field])
            combo.setCurrentIndex(combo.findData(getattr(s, field)))
        self.felt.set_text(s.felt_color)
        self.aids.load(s)
        self.keyboard.load(s.shortcuts)

    def _connect_changes(self) -> None:
        for editor in self.editors.values():
            if isinstance(editor, QLineEdit):
                editor.textChanged.connect(self._revalidate)
            elif isinstance(editor, QComboBox):
                editor.currentIndexChanged.connect(self._revalidate)
            elif isinstance(editor, QAbstractButton):
                editor.toggled.connect(self._revalidate)
        for spin in self._ints.values():
            spin.valueChanged.connect(self._revalidate)
        self.speed.valueChanged.connect(self._revalidate)
        self.seats.changed.connect(self._revalidate)
        self.felt.changed.connect(self._revalidate)
        self.aids.changed.connect(self._revalidate)
        self.keyboard.changed.connect(self._revalidate)

    # --- reacting ---

    @Slot()
    def _revalidate(self) -> None:
        values = self.values()
        self._update_dependent_widgets(values)
        problems = problems_of(values)
        clashes = self.keyboard.problems()
        if clashes:  # two commands on one key: the keyboard page says which
            problems.setdefault("shortcuts", clashes[0])
            self._field_tab["shortcuts"] = KEYBOARD_TAB
        variant = VARIANTS.get(str(values["variant"]))
        if "opponents" in problems and variant is not None and values["opponents"] >= variant.max_players:
            # the game is the reason, whatever the field's own limit says
            problems["opponents"] = words.too_many_opponents(
                values["opponents"], game_name(variant), variant.max_players
            )
        for field, label in self.error_labels.items():
            label.show_problem(problems.get(field))
        bad_tabs = sorted({self._field_tab.get(f, GAME_TAB) for f in problems})
        for tab in range(self.tabs.count()):
            color = error_color(self.palette()) if tab in bad_tabs else QColor()
            self.tabs.tabBar().setTabTextColor(tab, color)
        if problems:
            first_field, first = next(iter(problems.items()))
            tab_name = self.tabs.tabText(self._field_tab.get(first_field, GAME_TAB)).replace("&&", "&")
            if len(problems) > 1:
                more = len(problems) - 1
                text = translate(
                    "SettingsDialog",
                    "To save, fix on the {tab} tab: {problem} (and {more} more).",
                    None,
                    more,
                ).format(tab=tab_name, problem=first, more=more)
            else:
                text = translate("SettingsDialog", "To save, fix on the {tab} tab: {problem}.").format(
                    tab=tab_name, problem=first
                )
            self.summary.show_problem(text)
        else:
            self.summary.show_problem(None)
        self.ok_button.setEnabled(not problems)

    def _update_dependent_widgets(self, values: dict[str, Any]) -> None:
        self.seats.set_default(values["default_bot"])
        self.default_bot_note.setText(self.default_bot.description())
        self.seats.set_count(max(0, min(values["opponents"], MAX_OPPONENTS)))
        self._presets.show_stakes(values["ante"], values["small_bet"])
        variant = VARIANTS.get(str(values["variant"]))
        self._ints["sound_volume"].setEnabled(bool(values["sound"]))  # muted: the volume does not apply
        if variant is not None:  # the game narrows how many opponents fit
            most = min(MAX_OPPONENTS, variant.max_players - 1)
            self._ints["opponents"].set_allowed(1, most)
            set_range_text(
                self.range_labels["opponents"], "opponents", 1, most, words.range_for_game(game_name(variant))
            )
        open_pair = _check(self.editors["open_pair_big_bet"])
        has_open_pair = variant is not None and variant.open_pair_street is not None
        open_pair.setEnabled(has_open_pair)
        if variant is not None and not has_open_pair:
            open_pair.setText(
                translate("SettingsDialog", "{option} (not used in {game})").format(
                    option=self._title("open_pair_big_bet"), game=short_game_name(variant)
                )
            )
        else:
            open_pair.setText(self._title("open_pair_big_bet"))


def _scrolling(page: QWidget) -> QScrollArea:
    # a window too small for a page scrolls up and down instead of squeezing the words together;
    # never sideways: the dialog is made wide enough for every page
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


def _line(widget: QWidget) -> QLineEdit:
    assert isinstance(widget, QLineEdit)
    return widget


def _combo(widget: QWidget) -> QComboBox:
    assert isinstance(widget, QComboBox)
    return widget


def _check(widget: QWidget) -> QCheckBox:
    assert isinstance(widget, QCheckBox)
    return widget
