"""The settings dialog: live plain-words validation, presets, defaults, accepted result."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from studdesk.bots.registry import names as registered_bot_names
from studdesk.engine.structure import BringInPreset
from studdesk.persistence.settings import Settings
from studdesk.ui.dialogs.field_widgets import OWN_BOT_ITEM
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
    settings = Settings(
        player_name="Ann",
        variant="five",
        opponents=9,
        opponent_bots=("rock", "random"),
        default_bot="maniac",
        starting_stack=1500,
        ante=0,
        bring_in=10,
        small_bet=30,
        big_bet=60,
        open_pair_big_bet=False,
        raise_cap=4,
        uncapped_heads_up=True,
        community_card_betting=False,
        odd_chip_rule="high_card_by_suit",
        show_losing_hands=True,
        animation_speed=2.5,
        bot_think_ms=0,
        four_color_deck=True,
        felt_color="#123456",
        sound=False,
        window_geometry="AdnQywADAAA=",
    )
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
        "Seven Card Stud seats at most 8 players, so at most 7 opponents"
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
    dialog = make_dialog(Settings(opponents=4, default_bot="rock"))
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
    offered = [dialog.default_bot.itemData(i) for i in range(dialog.default_bot.count())]
    assert offered == [*registered_bot_names(), OWN_BOT_ITEM]  # and the player's own class


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
    dialog.editors["sound"].setChecked(False)  # type: ignore[attr-defined]
    assert not volume.isEnabled()
    volume.setValue(300)  # type: ignore[attr-defined]  # the spin box keeps to the model's range
    dialog.accept()
    result = dialog.result_settings()
    assert result is not None and (result.sound, result.sound_volume) == (False, 100)
