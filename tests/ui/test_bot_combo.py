"""Choosing a bot of the player's own (package.module:ClassName) in the settings and sit-and-go dialogs."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from studdesk.ui.dialogs.bot_choice import OWN_BOT_ITEM, BotCombo


def _combo(qtbot: QtBot, answers: list[str | None]) -> tuple[BotCombo, list[str | None]]:
    problems: list[str | None] = []

    def ask(_parent: object, problem: str | None) -> str | None:
        problems.append(problem)
        return answers.pop(0)

    combo = BotCombo(["random", "hard"], with_default=False, ask=ask)
    qtbot.addWidget(combo)
    combo.set_value("hard")
    return combo, problems


def test_a_bad_spec_is_explained_and_asked_again_then_the_class_is_chosen(qtbot: QtBot) -> None:
    combo, problems = _combo(qtbot, ["my bot", "mybots.clever:CleverBot"])
    combo.activated.emit(combo.findData(OWN_BOT_ITEM))
    assert combo.value() == "mybots.clever:CleverBot"
    assert combo.currentText() == "mybots.clever:CleverBot"
    assert problems[0] is None and problems[1] is not None and "package.module:ClassName" in problems[1]
    assert combo.itemData(combo.count() - 1) == OWN_BOT_ITEM  # still offered for another one


def test_cancelling_keeps_the_bot_chosen_before(qtbot: QtBot) -> None:
    combo, _ = _combo(qtbot, [None])
    combo.activated.emit(combo.findData(OWN_BOT_ITEM))
    assert combo.value() == "hard"


def test_a_saved_plug_in_spec_is_shown_as_written(qtbot: QtBot) -> None:
    combo, _ = _combo(qtbot, [])
    combo.set_value("mybots.clever:CleverBot")
    assert combo.currentText() == "mybots.clever:CleverBot" and combo.value() == "mybots.clever:CleverBot"
    combo.set_value("gone-bot")
    assert combo.currentText() == "Gone bot (not installed)"
