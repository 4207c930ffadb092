"""The settings dialog: live plain-words validation, presets, defaults, accepted result."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from persistence.unusual import unusual_settings  # tests/ is on sys.path (pytest rootdir)
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from studdesk.bots.registry import names as registered_bot_names
from studdesk.engine.structure import BringInPreset
from studdesk.persistence.settings import Settings
from studdesk.ui.dialogs.bot_choice import OWN_BOT_ITEM
from studdesk.ui.dialogs.settings_dialog import STRUCTURE_TAB, SettingsDialog

BOTS = ["calling-station", "random", "rock", "maniac"]

MakeDialog = Callable[..., SettingsDialog]


@pytest.fixture
def make_dialog(qtbot: QtBot) -> MakeDialog:
    def make(settings: Settings | None = None) -> SettingsDialog:
        dialog = SettingsDialog(settings or Settings(), bot_names=BOTS)
        qtbot.addWidget(dialog)
        return dialog

    return make


def _problem(dialog: SettingsDialog, field: str) -> str | None:
    label = dialog.error_labels[field]
    return label.text() if not label.isHidden() else None


def test_dialog_shows_and_returns_the_given_settings(make_dialog: MakeDialog, qtbot: QtBot) -> None:
    settings = unusual_settings(player_name="Ann", opponent_bots=("rock", "random"))
    dialog = make_dialog(settings)
    assert dialog.problems() == {}
    assert dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    assert dialog.result_settings() == settings


def test_r1_4_bring_in_above_small_bet_is_flagged_until_fixed(make_dialog: MakeDialog) -> None:
    dialog = make_dialog()
    dialog.editors["bring_in"].setValue(25)
    assert _problem(dialog, "bring_in") == "Bring-in must not exceed the small bet"
    assert not dialog.ok_button.isEnabled()
    assert "Structure tab" in dialog.summary.text()
    dialog.editors["bring_in"].setValue(20)  # R1.4: equal to the small bet is fine
    assert _problem(dialog, "bring_in") is None
    assert dialog.ok_button.isEnabled()
    assert dialog.summary.isHidden()


def test_r1_4_big_bet_not_above_small_bet_is_flagged(make_dialog: MakeDialog) -> None:
    dialog = make_dialog()
    dialog.editors["small_bet"].setValue(40)
    assert _problem(dialog, "big_bet") == "Big bet must be larger than the small bet"
    assert not dialog.ok_button.isEnabled()
    dialog.editors["big_bet"].setValue(80)
    assert dialog.ok_button.isEnabled()


def test_empty_name_is_flagged_as_the_user_types(make_dialog: MakeDialog, qtbot: QtBot) -> None:
    dialog = make_dialog()
    name = dialog.editors["player_name"]
    name.clear()
    assert _problem(dialog, "player_name") == "Your name must not be empty"
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(name, "Zoe")
    assert _problem(dialog, "player_name") is None
    assert dialog.ok_button.isEnabled()


def test_r1_2_opponent_count_follows_the_variant(make_dialog: MakeDialog) -> None:
    dialog = make_dialog(Settings(variant="five", opponents=9))
    assert dialog.ok_button.isEnabled()
    variant = dialog.editors["variant"]
    variant.setCurrentIndex(variant.findData("stud"))
    assert _problem(dialog, "opponents") == (
        "9 opponents do not fit: Seven Card Stud seats at most 8 players, so at most 7 opponents"
    )
    assert not dialog.ok_button.isEnabled()
    dialog.editors["opponents"].setValue(7)
    assert dialog.ok_button.isEnabled()


def test_felt_colour_must_be_a_hex_colour(make_dialog: MakeDialog, qtbot: QtBot) -> None:
    dialog = make_dialog()
    dialog.felt.edit.clear()
    qtbot.keyClicks(dialog.felt.edit, "green")
    assert _problem(dialog, "felt_color") is not None
    assert not dialog.ok_button.isEnabled()
    dialog.felt.edit.setText("#204080")
    assert dialog.ok_button.isEnabled()
    assert dialog.current_settings() == Settings(felt_color="#204080")


def test_the_name_and_felt_colour_problems_are_told_in_the_players_language(qtbot: QtBot) -> None:
    from studdesk.ui import languages

    expected = {
        "ru": (
            "Имя не должно быть пустым",
            "Имя должно быть не длиннее 20 символов",
            "Имя не должно содержать управляющих символов",
            "Цвет сукна записывается как #1d6b3c (знак # и шесть шестнадцатеричных цифр)",
        ),
        "bg": (
            "Името не трябва да е празно",
            "Името трябва да е най-много 20 знака",
            "Името не трябва да съдържа управляващи знаци",
            "Цветът на сукното се записва като #1d6b3c (знак # и шест шестнадесетични цифри)",
        ),
    }
    for language, (empty, too_long, control, colour) in expected.items():
        languages.languages().apply(language)
        dialog = SettingsDialog(Settings(), bot_names=BOTS)
        qtbot.addWidget(dialog)
        name = dialog.editors["player_name"]
        assert isinstance(name, QLineEdit)
        told = []
        for typed in ("  ", "x" * 21, "Ann\tLee", "Ann\u202eeeL"):
            name.setText(typed)
            told.append(_problem(dialog, "player_name"))
        assert told == [empty, too_long, control, control]
        name.setText("Ann")
        dialog.felt.edit.setText("green")
        assert _problem(dialog, "player_name") is None
        assert _problem(dialog, "felt_color") == colour
        assert not dialog.ok_button.isEnabled()


@pytest.mark.parametrize(
    ("preset", "expected"),
    [(BringInPreset.TWICE_ANTE, 6), (BringInPreset.HALF_SMALL_BET, 15), (BringInPreset.QUARTER_SMALL_BET, 7)],
)
def test_r8_bring_in_presets(
    make_dialog: MakeDialog, qtbot: QtBot, preset: BringInPreset, expected: int
) -> None:
    dialog = make_dialog(Settings(ante=3, bring_in=1, small_bet=30, big_bet=60))
    button = dialog.preset_buttons[preset]
    assert button.text().endswith(f"= {expected}")  # the button says what it will do
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert dialog.editors["bring_in"].value() == expected
    assert dialog.ok_button.isEnabled()


def test_preset_labels_follow_the_structure(make_dialog: MakeDialog) -> None:
    dialog = make_dialog()
    dialog.editors["small_bet"].setValue(100)
    dialog.editors["big_bet"].setValue(200)
    assert dialog.preset_buttons[BringInPreset.QUARTER_SMALL_BET].text().endswith("= 25")


def test_restore_defaults_resets_everything_but_the_window_position(
    make_dialog: MakeDialog, qtbot: QtBot
) -> None:
    dialog = make_dialog(
        Settings(
            player_name="Ann", ante=4, sound=False, opponent_bots=("rock",), window_geometry="AdnQywADAAA="
        )
    )
    dialog.editors["bring_in"].setValue(999)  # invalid on purpose: defaults must clear it
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert dialog.current_settings() == Settings(window_geometry="AdnQywADAAA=")
    assert dialog.ok_button.isEnabled()
    assert _problem(dialog, "bring_in") is None


def test_seat_bots_fill_gaps_with_the_default_bot(make_dialog: MakeDialog) -> None:
    dialog = make_dialog(Settings(opponents=4, default_bot="rock", opponent_bots=()))
    assert [combo.isVisibleTo(dialog) for combo in dialog.seat_bots].count(True) == 4
    dialog.seat_bots[2].set_value("maniac")
    assert dialog.values()["opponent_bots"] == ("rock", "rock", "maniac")
    dialog.seat_bots[2].set_value(None)
    assert dialog.values()["opponent_bots"] == ()


def test_unknown_bot_from_the_file_is_kept(make_dialog: MakeDialog) -> None:
    dialog = make_dialog(Settings(default_bot="ghost"))
    assert "not installed" in dialog.default_bot.currentText()
    assert dialog.current_settings() == Settings(default_bot="ghost")


def test_r3_7_open_pair_option_is_off_limits_where_the_game_has_none(make_dialog: MakeDialog) -> None:
    dialog = make_dialog(Settings(variant="razz"))
    assert not dialog.editors["open_pair_big_bet"].isEnabled()
    variant = dialog.editors["variant"]
    variant.setCurrentIndex(variant.findData("five"))
    assert dialog.editors["open_pair_big_bet"].isEnabled()


def test_cancel_returns_nothing(make_dialog: MakeDialog, qtbot: QtBot) -> None:
    dialog = make_dialog()
    dialog.editors["ante"].setValue(3)
    dialog.reject()
    assert dialog.result_settings() is None


def test_accept_while_invalid_keeps_the_dialog_open(make_dialog: MakeDialog) -> None:
    dialog = make_dialog()
    dialog.editors["bring_in"].setValue(500)
    dialog.accept()  # e.g. Enter pressed in a field
    assert dialog.result_settings() is None
    assert dialog.result() != SettingsDialog.DialogCode.Accepted


def test_bot_choices_come_from_the_registry(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    combo = dialog.default_bot
    offered = [combo.itemData(i) for i in range(combo.count())]
    choices = [d for d in offered if not d.startswith(("\x00", "mix-"))]
    registered = registered_bot_names()
    # every registered bot is offered once; a style named alone is that style at Medium
    assert set(choices) == {n for n in registered if f"{n}-medium" not in registered}
    assert len(choices) == len(set(choices))
    assert offered[-1] == OWN_BOT_ITEM  # and the player's own class, last
    assert [d for d in offered if d.startswith("mix-")] == ["mix-medium", "mix-easy", "mix-hard"]


def test_screenshot_renders_every_tab(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings(), bot_names=BOTS)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(STRUCTURE_TAB)
    dialog.show()  # lays the pages out as a user would see them
    qtbot.waitExposed(dialog)
    path = tmp_path / "settings.png"
    dialog.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() >= 400 and image.height() >= 300


def test_sound_volume_is_saved_and_only_editable_with_the_sound_on(make_dialog: MakeDialog) -> None:
    dialog = make_dialog(Settings(sound=True, sound_volume=40))
    volume = dialog.editors["sound_volume"]
    assert volume.value() == 40 and volume.isEnabled()  # type: ignore[attr-defined]
    assert volume.suffix().strip() == "%"  # type: ignore[attr-defined]
    volume.setValue(300)  # type: ignore[attr-defined]  # kept as typed, refused with the reason
    assert volume.value() == 300 and not dialog.ok_button.isEnabled()  # type: ignore[attr-defined]
    assert _problem(dialog, "sound_volume") == "Sound volume must be at most 100"
    volume.setValue(80)  # type: ignore[attr-defined]
    dialog.editors["sound"].setChecked(False)  # type: ignore[attr-defined]
    assert not volume.isEnabled()
    dialog.accept()
    result = dialog.result_settings()
    assert result is not None and (result.sound, result.sound_volume) == (False, 80)


# ---------------------------------------------------------------- issue 15: protecting the session


def _type_into(qtbot: QtBot, dialog: SettingsDialog, field: str, text: str) -> None:
    editor = dialog.editors[field]
    editor.setFocus()
    editor.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(editor, text)
    dialog.editors["player_name"].setFocus()  # leave the field: nothing may change what was typed


def test_a_typed_number_out_of_range_is_kept_and_the_reason_shown(
    make_dialog: MakeDialog, qtbot: QtBot
) -> None:
    dialog = make_dialog(Settings(opponents=5))
    dialog.show()
    _type_into(qtbot, dialog, "opponents", "12")
    assert dialog.editors["opponents"].value() == 12  # not silently 1, nor 9
    assert dialog.range_labels["opponents"].text() == "1 to 7 for Seven Card Stud"
    assert _problem(dialog, "opponents") == (
        "12 opponents do not fit: Seven Card Stud seats at most 8 players, so at most 7 opponents"
    )
    assert not dialog.ok_button.isEnabled()
    _type_into(qtbot, dialog, "animation_speed", "8")
    assert dialog.speed.value() == 8.0  # not silently 4
    assert dialog.range_labels["animation_speed"].text() == "0 to 4 ×"
    assert _problem(dialog, "animation_speed") == "Animation speed must be at most 4"
    _type_into(qtbot, dialog, "animation_speed", "off")
    assert dialog.speed.value() == 0 and _problem(dialog, "animation_speed") is None
    assert dialog.speed.textFromValue(0) == "Off"
    _type_into(qtbot, dialog, "ante", "-3")
    assert dialog.editors["ante"].value() == -3
    assert _problem(dialog, "ante") == "Ante must not be negative"


def test_the_arrows_move_within_the_allowed_range(make_dialog: MakeDialog) -> None:
    dialog = make_dialog(Settings(variant="razz", opponents=7))
    spin = dialog.editors["opponents"]
    spin.stepUp()
    assert spin.value() == 7  # Razz seats eight: the arrow stops at seven opponents
    spin.setValue(30)
    spin.stepDown()
    assert spin.value() == 7  # an arrow brings a typed value back into range
    speed = dialog.speed
    speed.setValue(4.0)
    speed.stepUp()
    assert speed.value() == 4.0


def test_a_preset_that_gives_nothing_says_so_instead_of_one(make_dialog: MakeDialog) -> None:
    dialog = make_dialog(Settings(ante=0))
    twice = dialog.preset_buttons[BringInPreset.TWICE_ANTE]
    assert twice.text() == "2 × ante = 0" and not twice.isEnabled()
    assert "at least 1 chip" in twice.toolTip()
    dialog.editors["ante"].setValue(15)  # 2 × 15 is more than the small bet of 20
    assert twice.text() == "2 × ante = 20 (the small bet)" and twice.isEnabled()
    assert "30" in twice.toolTip()


def test_the_game_tab_fits_seven_opponents_without_sideways_scrolling(qtbot: QtBot) -> None:
    dialog = SettingsDialog(
        Settings(opponents=7), opponent_names=("Ada", "Bruno", "Chen", "Dora", "Emil", "Fay", "Gus")
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.tabs.widget(0)
    page = area.widget()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: page.width() <= area.viewport().width(), timeout=10_000)  # type: ignore[attr-defined]
    assert area.horizontalScrollBar().maximum() == 0  # type: ignore[attr-defined]
    labels = [label.text() for label in dialog.seats.labels if label.isVisibleTo(dialog)]
    assert labels == ["Ada:", "Bruno:", "Chen:", "Dora:", "Emil:", "Fay:", "Gus:"]  # as the table names them
    for label in dialog.seats.labels[:7]:
        assert label.width() >= label.sizeHint().width()  # no label cut
    # the seats' lists make one column, though "Default (Calling station (Medium))" is the longest
    assert len({combo.width() for combo in dialog.seat_bots[:7]}) == 1
    assert all(combo.width() >= combo.sizeHint().width() for combo in dialog.seat_bots[:7])


def test_the_default_table_is_a_mix_of_styles_at_medium_each_explained(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    shown = [combo.currentText() for combo in dialog.seat_bots[:5]]
    assert shown == [
        "Default (Solid (Medium))",
        "Default (Rock (Medium))",
        "Default (Fish (Medium))",
        "Default (Maniac (Medium))",
        "Default (Calling station (Medium))",
    ]
    assert dialog.default_bot.currentText() == "A mix of styles (Medium)"
    lines = [about.full_text() for about in dialog.seats.descriptions[:5]]
    assert all(lines) and len(set(lines)) == 5
    assert dialog.default_bot_note.text().startswith("Each seat a different style, all at Medium")
    settings = dialog.current_settings()
    assert settings is not None and settings.bot_for_opponent(4) == "calling-station-medium"


def test_the_bot_list_is_grouped_and_every_bot_has_a_description(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    combo = dialog.default_bot
    model = combo.model()
    headers, bots = [], []
    for row in range(combo.count()):
        item = model.item(row)  # type: ignore[attr-defined]
        data = combo.itemData(row)
        if data == "\x00header":
            headers.append(item.text())
            assert not item.isEnabled()  # a heading cannot be chosen
        elif data != OWN_BOT_ITEM:
            bots.append(data)
            assert item.toolTip(), data
    assert headers[:5] == [
        "A different style at each seat",
        "Levels (a solid player)",
        "Styles at Medium",
        "Styles at Easy",
        "Styles at Hard",
    ]
    assert headers[-1] == "Your own"
    assert "calling-station-medium" in bots and "calling-station" not in bots  # no alias twice
