"""The New sit-and-go dialog: game or rotation, entrants and their bots, chips, speed, ladder, payouts.

What it produces is a `TournamentConfig`, which validates itself (docs/rules.md §6);
every problem is shown next to what caused it, in the engine's words, and
Start stays disabled until there is none. The bot names come from the app
(the UI does not import the bots): a "random mix" picks a style for each
opponent among the registered `<style>-<level>` names of the chosen level.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.tournament_config import (
    DEFAULT_LADDER,
    DEFAULT_ROTATION,
    DEFAULT_STARTING_CHIPS,
    Entrant,
    LevelTiming,
    LevelUnit,
    Speed,
    TournamentConfig,
    TournamentSetupError,
)
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.settings import MAX_PLAYER_NAME, player_name_problem
from studdesk.ui.dialogs.bot_choice import BotCombo
from studdesk.ui.dialogs.field_widgets import ErrorLabel, NoteLabel
from studdesk.ui.dialogs.ladder_editor import LadderEditor
from studdesk.ui.dialogs.payouts_editor import PayoutsEditor
from studdesk.wording import translatable, translate, translate_marked
from studdesk.wording.dialogs import for_players
from studdesk.wording.problems import setup_problem
from studdesk.wording.table import DEFAULT_PLAYER_NAME
from studdesk.wording.variants import game_name, short_game_name

ROTATION = "rotation"
RANDOM_MIX = "mix"
LEVELS = ("easy", "medium", "hard")
#: (combo text, unit, hands or minutes a level; 0 = the spin box says)
_SPEEDS = (
    (translatable("SngDialog", "Turbo: {n} hands a level"), LevelUnit.HANDS, Speed.TURBO.value),
    (translatable("SngDialog", "Regular: {n} hands a level"), LevelUnit.HANDS, Speed.REGULAR.value),
    (translatable("SngDialog", "Deep: {n} hands a level"), LevelUnit.HANDS, Speed.DEEP.value),
    (translatable("SngDialog", "Every N hands"), LevelUnit.HANDS, 0),
    (translatable("SngDialog", "Every N minutes"), LevelUnit.MINUTES, 0),
)
#: the bots' difficulty levels, as the list shows them
_LEVEL_NAMES = {
    "easy": translatable("SngDialog", "Easy"),
    "medium": translatable("SngDialog", "Medium"),
    "hard": translatable("SngDialog", "Hard"),
}
_MAX_OPPONENTS = 9
#: where each problem is shown, as the player reads the form: the left column from the top (the
#: game, the players, chips and levels, payouts), then the level ladder beside it
FORM_ORDER = ("variants", "name", "entrants", "starting_chips", "buy_in", "timing", "payouts", "ladder")


def mix_candidates(bot_names: Sequence[str], level: str) -> list[str]:
    """The `<style>-<level>` bots of one difficulty (rock-hard, maniac-hard, ...)."""
    found = sorted(n for n in bot_names if n.endswith(f"-{level}") and ":" not in n)
    if found:
        return found
    return [level] if level in bot_names else list(bot_names[:1])


class SngDialog(QDialog):
    """Sets up a sit-and-go; `result_config()` is the TournamentConfig after Start, else None."""

    def __init__(
        self,
        bot_names: Sequence[str],
        opponent_names: Sequence[str],
        player_name: str = DEFAULT_PLAYER_NAME,
        rules: HouseRules | None = None,
        seed: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SngDialog", "New sit-and-go"))
        self._bot_names = list(bot_names)
        self._opponent_names = list(opponent_names)
        self._rules = rules or HouseRules()
        self._rng = random.Random(seed)
        self._result: TournamentConfig | None = None

        self.game = QComboBox()
        for key, variant in VARIANTS.items():
            self.game.addItem(game_name(variant), key)
        self.game.addItem(translate("SngDialog", "Mixed: a new game each level"), ROTATION)
        self.game.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        # the rotation's order under the list (in the item's text it was cut off)
        rotation = " → ".join(short_game_name(VARIANTS[k]) for k in DEFAULT_ROTATION)
        self.rotation_note = NoteLabel(translate("SngDialog", "In turn: {games}").format(games=rotation))
        self.name = QLineEdit(player_name)
        self.name.setMaxLength(MAX_PLAYER_NAME)
        self.entrants = QSpinBox()
        self.entrants.valueChanged.connect(self._entrants_suffix)
        self._entrants_suffix(self.entrants.value())
        self.entrants.setValue(6)
        self.opponents = QComboBox()
        self.opponents.addItem(translate("SngDialog", "A random mix of styles"), RANDOM_MIX)
        self.opponents.addItem(translate("SngDialog", "Chosen one by one"), "each")
        self.difficulty = QComboBox()
        for level in LEVELS:
            self.difficulty.addItem(translate_marked("SngDialog", _LEVEL_NAMES[level]), level)
        self.difficulty.setCurrentIndex(LEVELS.index("medium"))
        self.difficulty.setToolTip(translate("SngDialog", "How well the bots of the random mix play"))
        self.bot_grid = QWidget()
        self.seat_bots: list[BotCombo] = []
        self._seat_labels: list[QLabel] = []
        self._build_bot_grid()

        self.chips = QSpinBox()
        self.chips.setRange(1, 10_000_000)
        self.chips.setSingleStep(100)
        self.chips.setGroupSeparatorShown(True)
        self.chips.valueChanged.connect(self._chips_suffix)
        self.chips.setValue(DEFAULT_STARTING_CHIPS)
        self._chips_suffix(self.chips.value())
        self.buy_in = QSpinBox()
        self.buy_in.setRange(0, 1_000_000)
        self.buy_in.setValue(100)
        self.buy_in.setToolTip(
            translate("SngDialog", "Each entrant's share of the prize pool (points, not money)")
        )
        self.speed = QComboBox()
        for text, _unit, _count in _SPEEDS:
            self.speed.addItem(translate_marked("SngDialog", text).format(n=_count))
        self.speed.setCurrentIndex(1)
        self.per_level = QSpinBox()
        self.per_level.setRange(1, 240)
        self.per_level.setValue(10)

        self.ladder = LadderEditor()
        self.payouts = PayoutsEditor(self.entrants.value(), self._pool())
        self.errors = {key: ErrorLabel() for key in ("name", "entrants", "timing")}
        self.ladder_error = ErrorLabel()
        self.summary = ErrorLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = QPushButton(translate("SngDialog", "Start"))
        self.start_button.setDefault(True)
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        self._lay_out()
        for signal in (
            self.game.currentIndexChanged,
            self.opponents.currentIndexChanged,
            self.difficulty.currentIndexChanged,
            self.speed.currentIndexChanged,
        ):
            signal.connect(self._revalidate)
        for spin in (self.entrants, self.chips, self.buy_in, self.per_level):
            spin.valueChanged.connect(self._revalidate)
        self.name.textChanged.connect(self._revalidate)
        self.ladder.changed.connect(self._revalidate)
        self.payouts.changed.connect(self._revalidate)
        self._revalidate()

    # ------------------------------------------------------------------ building

    def _build_bot_grid(self) -> None:
        grid = QGridLayout(self.bot_grid)
        grid.setContentsMargins(0, 0, 0, 0)
        rows = (_MAX_OPPONENTS + 1) // 2
        for i in range(_MAX_OPPONENTS):
            combo = BotCombo(self._bot_names, with_default=False)
            combo.set_value("medium" if "medium" in self._bot_names else None)
            label = QLabel(f"{self._opponent_names[i]}:")
            label.setBuddy(combo)
            grid.addWidget(label, i % rows, (i // rows) * 2, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(combo, i % rows, (i // rows) * 2 + 1)
            combo.currentIndexChanged.connect(self._revalidate)
            self.seat_bots.append(combo)
            self._seat_labels.append(label)

    def _lay_out(self) -> None:
        players = QGroupBox(translate("SngDialog", "Game and players"))
        form = QFormLayout(players)
        form.addRow(translate("SngDialog", "Game:"), _with_error(self.game, self.rotation_note))
        form.addRow(translate("SngDialog", "Your name:"), _with_error(self.name, self.errors["name"]))
        form.addRow(translate("SngDialog", "Entrants:"), _with_error(self.entrants, self.errors["entrants"]))
        mix = QHBoxLayout()
        mix.addWidget(self.opponents, 1)
        mix.addWidget(self.difficulty)
        form.addRow(translate("SngDialog", "Opponents:"), mix)
        form.addRow("", self.bot_grid)

        chips = QGroupBox(translate("SngDialog", "Chips and levels"))
        chip_form = QFormLayout(chips)
        chip_form.addRow(translate("SngDialog", "Starting chips:"), self.chips)
        chip_form.addRow(translate("SngDialog", "Buy-in:"), self.buy_in)
        speed = QHBoxLayout()
        speed.addWidget(self.speed, 1)
        speed.addWidget(self.per_level)
        chip_form.addRow(translate("SngDialog", "Levels rise:"), speed)
        chip_form.addRow("", self.errors["timing"])

        payouts = QGroupBox(translate("SngDialog", "Payouts (must add up to 100 %)"))
        QVBoxLayout(payouts).addWidget(self.payouts)

        left = QVBoxLayout()
        for box in (players, chips, payouts):
            left.addWidget(box)
        left.addStretch(1)

        ladder = QGroupBox(translate("SngDialog", "Level ladder"))
        ladder_column = QVBoxLayout(ladder)
        ladder_column.addWidget(
            NoteLabel(
                translate(
                    "SngDialog",
                    "Ante, bring-in, small bet and big bet of each level: the bring-in at least 1 and at "
                    "most the small bet, the big bet larger than the small bet. A level may stay as it was "
                    "or rise, never go down; past the last level the stakes stay there (a rotation still "
                    "changes the game).",
                )
            )
        )
        ladder_column.addWidget(self.ladder, 1)
        ladder_column.addWidget(self.ladder_error)

        columns = QHBoxLayout()
        columns.addLayout(left, 4)
        columns.addWidget(ladder, 7)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.resize(1060, 680)

    # ------------------------------------------------------------------ results

    def result_config(self) -> TournamentConfig | None:
        return self._result

    def variants(self) -> tuple[str, ...]:
        key = self.game.currentData()
        return DEFAULT_ROTATION if key == ROTATION else (str(key),)

    def timing(self) -> LevelTiming:
        _text, unit, count = _SPEEDS[self.speed.currentIndex()]
        return LevelTiming(unit, count or self.per_level.value())

    def opponent_bots(self) -> list[str]:
        """The bot of each opponent, in seat order (a random mix is drawn afresh each call)."""
        count = self.entrants.value() - 1
        if self.opponents.currentData() == RANDOM_MIX:
            pool = mix_candidates(self._bot_names, str(self.difficulty.currentData()))
            return [self._rng.choice(pool) for _ in range(count)]
        return [combo.value() or "medium" for combo in self.seat_bots[:count]]

    def build_config(self, bots: Sequence[str] | None = None) -> TournamentConfig:
        """The config as entered; raises TournamentSetupError (or StructureError) when it is not valid."""
        ladder = self.ladder.ladder()
        if ladder is None:
            raise TournamentSetupError("ladder", translate("SngDialog", "Fix the level ladder first"))
        return self._config(bots, ladder)

    def _config(self, bots: Sequence[str] | None, ladder: tuple[Structure, ...]) -> TournamentConfig:
        chosen = list(bots) if bots is not None else self.opponent_bots()
        opponents = (Entrant(self._opponent_names[i], bot) for i, bot in enumerate(chosen))
        entrants = (Entrant(self.name.text().strip(), None), *opponents)
        return TournamentConfig(
            entrants=entrants,
            variants=self.variants(),
            starting_chips=self.chips.value(),
            ladder=ladder,
            timing=self.timing(),
            payouts=self.payouts.values(),
            rules=self._rules,
            buy_in=self.buy_in.value(),
        )

    def problems(self) -> dict[str, str]:
        """What stops Start, by where it is shown, in the form's order (`FORM_ORDER`): the summary
        line names the first."""
        out: dict[str, str] = {}
        ladder = self.ladder.problems()
        if ladder:
            out["ladder"] = ladder[min(ladder)]
        payouts = self.payouts.problem()
        if payouts:
            out["payouts"] = payouts
        name = player_name_problem(self.name.text())  # the rule the settings keep the name to
        if name is not None:
            out["name"] = name
        try:
            placeholder = ["medium"] * (self.entrants.value() - 1)  # no draw from the mix to check
            # the ladder's own problems are above; the rest is checked with a usable one, so
            # that a name given twice is found beside them
            self._config(placeholder, self.ladder.ladder() or DEFAULT_LADDER)
        except TournamentSetupError as exc:
            # a named entrant at fault is the player's name (the bots' names are fixed and distinct)
            where = "name" if exc.field == "entrants" and exc.index is not None else exc.field
            out.setdefault(where, setup_problem(exc))
        return dict(sorted(out.items(), key=lambda item: _form_place(item[0])))

    @Slot()
    def accept(self) -> None:
        if self.problems():
            self._revalidate()
            return
        self._result = self.build_config()
        super().accept()

    # ------------------------------------------------------------------ reacting

    def _pool(self) -> int:
        return self.buy_in.value() * self.entrants.value()

    @Slot(int)
    def _entrants_suffix(self, count: int) -> None:
        self.entrants.setSuffix(" " + translate("SngDialog", "player(s)", None, count))

    @Slot(int)
    def _chips_suffix(self, count: int) -> None:
        self.chips.setSuffix(" " + translate("SngDialog", "chip(s)", None, count))

    @Slot()
    def _revalidate(self) -> None:
        variants = self.variants()
        low = max(VARIANTS[k].min_players for k in variants)
        high = min(VARIANTS[k].max_players for k in variants)
        self.entrants.setRange(low, high)  # R1.2: 2-8, or 2-10 for Five Card Stud alone
        self.entrants.setToolTip(
            translate("SngDialog", "{low} to {high} players for this game").format(low=low, high=high)
        )
        opponents = self.entrants.value() - 1
        self.rotation_note.setVisible(self.game.currentData() == ROTATION)
        each = self.opponents.currentData() != RANDOM_MIX
        self.difficulty.setVisible(not each)
        self.bot_grid.setVisible(each)
        for i, (combo, label) in enumerate(zip(self.seat_bots, self._seat_labels, strict=True)):
            combo.setVisible(each and i < opponents)
            label.setVisible(each and i < opponents)
        custom = _SPEEDS[self.speed.currentIndex()][2] == 0
        self.per_level.setVisible(custom)
        unit = _SPEEDS[self.speed.currentIndex()][1]
        count = self.per_level.value()
        if unit is LevelUnit.MINUTES:
            self.per_level.setSuffix(" " + translate("SngDialog", "minute(s)", None, count))
        else:
            self.per_level.setSuffix(" " + translate("SngDialog", "hand(s)", None, count))
        self.payouts.blockSignals(True)
        self.payouts.set_entrants(self.entrants.value(), self._pool())
        self.payouts.blockSignals(False)

        problems = self.problems()
        for key, label in self.errors.items():
            label.show_problem(problems.get(key))
        self.ladder_error.show_problem(problems.get("ladder"))
        if problems:
            first = next(iter(problems.values()))
            self.summary.show_problem(
                translate("SngDialog", "To start, fix: {problem}").format(problem=for_players(first))
            )
        else:
            self.summary.show_problem(None)
        self.start_button.setEnabled(not problems)


def _form_place(field: str) -> int:
    return FORM_ORDER.index(field) if field in FORM_ORDER else len(FORM_ORDER)


def _with_error(editor: QWidget, error: QLabel) -> QWidget:
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(2)
    column.addWidget(editor)
    column.addWidget(error)
    return box
